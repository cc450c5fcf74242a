import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClickHouseClient } from '@clickhouse/client';
import type { ColumnSpec } from '../../model/columns';
import type { TableNotice } from '../../model/tableNotice';
import { CLICKHOUSE } from '../../sql/dialect';
import type { SqlColumn, SqlTable } from '../../sql/sqlTable';
import type { ServedFile, SnapshotMaker } from '../servedFiles';

const { quote, literal } = CLICKHOUSE;

/** Each stored column of the table, once, with its ClickHouse type: the row number, then per displayed column its text, folded form, values and natural order. */
function storedColumns(table: SqlTable): [name: string, type: string][] {
  const columns = new Map<string, string>([[table.rowNumber, 'Int64']]);
  const add = (name: string | undefined, type: string) => {
    if (name !== undefined && !columns.has(name)) columns.set(name, type);
  };
  for (const column of table.columns) {
    add(column.text, 'String');
    add(column.folded, 'Nullable(String)');
    for (const values of Object.values(column.values ?? {})) add(values, 'Nullable(Float64)');
    add(column.order, 'Nullable(Int32)');
    add(column.lowered, 'Nullable(String)');
  }
  return [...columns];
}

/** The names of the table's stored columns, each once: what a snapshot's INSERT fills. */
export const storedColumnNames = (table: SqlTable): string[] => storedColumns(table).map(([name]) => name);

/** The ClickHouse table a snapshot is loaded into: its stored columns, kept in row order. */
export const createTableSql = (table: SqlTable, engine = `MergeTree ORDER BY ${quote(table.rowNumber)}`): string =>
  `CREATE TABLE ${quote(table.name)} (${storedColumns(table).map(([name, type]) => `${quote(name)} ${type}`).join(', ')}) ENGINE = ${engine}`;

/**
 * Loads a snapshot into the table `createTableSql` made. `source` is ClickHouse's table function
 * for the Parquet file DuckDbSession.snapshot wrote, wherever it is now (written by whoever loads
 * it, never from a request): `file('people.parquet', Parquet)`, `s3('https://…/people.parquet', Parquet)`, `url(…)`.
 */
export function insertSnapshotSql(table: SqlTable, source: string): string {
  const names = storedColumns(table).map(([name]) => quote(name)).join(', ');
  return `INSERT INTO ${quote(table.name)} (${names}) SELECT ${names} FROM ${source}`;
}


/**
 * What a ClickHouse table carries in its COMMENT to be served: the name the page shows, the
 * table as the SQL is written for it (its stored columns) and the columns as the grid shows them.
 * `peopleGrid` first: the server finds described tables by the comment's start.
 */
export interface TableDescription {
  readonly peopleGrid: 1;
  readonly name: string;
  readonly table: SqlTable;
  readonly specs: readonly ColumnSpec[];
  /** What the page tells of the table (a file's notices); none in a description written before there were any. */
  readonly notices?: readonly TableNotice[];
}

export const DESCRIPTION_START = '{"peopleGrid":1,';

/** A notice as the page shows it (TableNotice): a text, or a text and the ids of the columns whose Type it advises. */
function isNotice(notice: unknown): notice is TableNotice {
  if (typeof notice === 'string') return true;
  const { text, typeFor } = (notice ?? {}) as { text?: unknown; typeFor?: unknown };
  return typeof text === 'string' && Array.isArray(typeFor) && typeFor.every((colId) => typeof colId === 'string');
}

/** A table's comment as its description, or null when it holds none (another table of the database). */
export function readDescription(comment: string): TableDescription | null {
  if (!comment.startsWith(DESCRIPTION_START)) return null;
  try {
    const description = JSON.parse(comment) as Partial<TableDescription>;
    const { name, table, specs } = description;
    if (typeof name !== 'string' || !table || !Array.isArray(table.columns) || typeof table.rowNumber !== 'string' || !Array.isArray(specs)) return null;
    // The grid's columns and the SQL's are one list, in one order.
    const specIds = (specs as readonly Partial<ColumnSpec>[]).map((spec) => spec?.colId);
    if (table.columns.length !== specIds.length || (table.columns as readonly Partial<SqlColumn>[]).some((column, i) => column?.colId !== specIds[i])) return null;
    // Notices are only shown: any other shape than a list of them is left out.
    const { notices, ...described } = description as TableDescription;
    // The row number is never exported, also in a description written before its spec said so.
    const read = { ...described, specs: described.specs.map((spec) => (spec.colId === table.rowNumber ? { ...spec, exportedAs: '' } : spec)) };
    return Array.isArray(notices) && notices.every(isNotice) ? { ...read, notices } : read;
  } catch {
    return null;
  }
}

/** The comment that describes a table (readDescription reads it back). */
export const descriptionComment = (description: TableDescription): string =>
  JSON.stringify({ peopleGrid: 1, name: description.name, table: description.table, specs: description.specs, notices: description.notices });

/** The ClickHouse table a served file is loaded into: its name in letters, digits and `_` (`2024/sales.csv` → `people_grid_2024_sales_csv`). */
export const clickHouseName = (name: string): string => `people_grid_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

/**
 * Loads a file into ClickHouse: its snapshot (`snapshot`, DuckDB's) goes to the server as an INSERT's body
 * (the server needs no access to this machine's files), into a new MergeTree table whose COMMENT
 * is its description. An older table of the name is replaced.
 */
export async function loadIntoClickHouse(client: ClickHouseClient, file: ServedFile, snapshot: SnapshotMaker, tableName = clickHouseName(file.name)): Promise<TableDescription> {
  const folder = await mkdtemp(join(tmpdir(), 'people-grid-'));
  try {
    return await snapshot(file.path, join(folder, 'snapshot.parquet'), async (written) => {
      const table = { ...written.table, name: tableName };
      const description: TableDescription = { peopleGrid: 1, name: file.name, table, specs: written.specs, notices: written.notices };
      await client.command({ query: `DROP TABLE IF EXISTS ${quote(tableName)}` });
      // The comment is this server's own JSON (a file's headers in it), written as a constant: DDL takes no parameters.
      await client.command({ query: `${createTableSql(table)} COMMENT ${literal(descriptionComment(description))}` });
      await client.insert({ table: quote(tableName), columns: storedColumnNames(table).map(quote) as [string, ...string[]], format: 'Parquet', values: createReadStream(join(folder, 'snapshot.parquet')) });
      return description;
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
