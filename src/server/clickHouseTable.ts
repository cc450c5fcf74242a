import { createClient } from '@clickhouse/client';
import type { ColumnType } from '../model/columns';
import type { RowQuery } from '../model/query';
import { CLICKHOUSE, clickHouseParams, type SqlValue } from '../sql/dialect';
import { countSql, orderedRowsSql } from '../sql/rowQuerySql';
import type { SqlTable } from '../sql/sqlTable';
import type { Statement } from '../sql/statement';
import type { Page, PageRow } from './duckDbTable';

const { quote } = CLICKHOUSE;

/** Runs one SELECT with its named parameters (`p1` for `{p1:String}`) and gives its rows, each as its columns' values in order. */
export type ClickHouseRun = (sql: string, params: Readonly<Record<string, SqlValue>>) => Promise<unknown[][]>;

export interface ClickHouseOptions {
  /** Told each statement as it is sent (for tests and measuring). */
  readonly log?: (sql: string) => void;
}

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
    add(column.order, 'Int32');
  }
  return [...columns];
}

/** The ClickHouse table a snapshot is loaded into: its stored columns, kept in row order. */
export const createTableSql = (table: SqlTable, engine = `MergeTree ORDER BY ${quote(table.rowNumber)}`): string =>
  `CREATE TABLE ${quote(table.name)} (${storedColumns(table).map(([name, type]) => `${quote(name)} ${type}`).join(', ')}) ENGINE = ${engine}`;

/**
 * Loads a snapshot into the table `createTableSql` made. `source` is ClickHouse's table function
 * for the Parquet file DuckDbTable.snapshot wrote, wherever it is now (written by whoever loads
 * it, never from a request): `file('people.parquet', Parquet)`, `s3('https://…/people.parquet', Parquet)`, `url(…)`.
 */
export function insertSnapshotSql(table: SqlTable, source: string): string {
  const names = storedColumns(table).map(([name]) => quote(name)).join(', ');
  return `INSERT INTO ${quote(table.name)} (${names}) SELECT ${names} FROM ${source}`;
}

/**
 * A table's rows in a ClickHouse server (or chdb), filtered, ranked and sorted as the tab's
 * TableIndex does, in the SQL of src/sql in the ClickHouse dialect; it answers as DuckDbTable
 * does (`columns`, `count`, `rows` and the same Page).
 *
 * The table must already exist and hold every stored column `table` names, each worked out
 * (ClickHouse adds none on first use as DuckDB does): the row number (Int64, from 0, file order),
 * and per displayed column its text (String, '' for an empty cell, never NULL), its folded form
 * (Nullable(String), NULL where it equals the text), its values under every type (Nullable(Float64))
 * and its place in natural order (Int32). DuckDbTable.snapshot makes both: it writes such a
 * table as Parquet and gives its description (`table`, plain JSON, kept beside the file). Load it
 * with `createTableSql(table)`, then `insertSnapshotSql(table, "s3('…', Parquet)")`.
 *
 * Each `rows` runs the query again (count, then the page's places by LIMIT/OFFSET, then their
 * cells): no order is kept between pages, and nothing interrupts an older query.
 */
export class ClickHouseTable {
  constructor(
    private readonly table: SqlTable,
    private readonly run: ClickHouseRun,
    private readonly options: ClickHouseOptions & { readonly close?: () => Promise<void> } = {},
  ) {}

  /**
   * Talks to the ClickHouse server at `url` over HTTP(S) through @clickhouse/client: the URL may
   * hold the user, password and database (`https://user:password@host:8443/db`).
   */
  static connect(url: string, table: SqlTable, options: ClickHouseOptions = {}): ClickHouseTable {
    const client = createClient({ url });
    const run: ClickHouseRun = async (sql, params) => (await client.query({ query: sql, query_params: params, format: 'JSONCompactEachRow' })).json<unknown[]>();
    return new ClickHouseTable(table, run, { ...options, close: () => client.close() });
  }

  /** The displayed columns' ids and types, in order. */
  get columns(): { colId: string; type: ColumnType }[] {
    return this.table.columns.map(({ colId, type }) => ({ colId, type }));
  }

  /** How many rows the query shows. */
  async count(query: RowQuery): Promise<number> {
    const [[count] = []] = await this.send(countSql(CLICKHOUSE, this.table, query));
    return Number(count);
  }

  /** Rows start..end-1 of the query's rows in its order, and how many it shows in all. */
  async rows(query: RowQuery, start: number, end: number): Promise<Page> {
    const [from, to] = [Math.max(0, Math.trunc(start)), Math.trunc(end)];
    const count = await this.count(query);
    if (to <= from || from >= count) return { count, rows: [] };
    // The bounds are this class's own whole numbers, written as such.
    const { sql, values } = orderedRowsSql(CLICKHOUSE, this.table, query);
    const places = await this.send({ sql: `${sql} LIMIT ${Math.min(to, count) - from} OFFSET ${from}`, values });
    return { count, rows: await this.cells(places.map(([row]) => Number(row))) };
  }

  async close(): Promise<void> {
    await this.options.close?.();
  }

  /** The rows' cells, in the rows' order. */
  private async cells(numbers: readonly number[]): Promise<PageRow[]> {
    if (numbers.length === 0) return [];
    const row = quote(this.table.rowNumber);
    const texts = this.table.columns.map((column) => quote(column.text)).join(', ');
    // Row numbers are ClickHouse's own whole numbers, written as such.
    const found = await this.send({ sql: `SELECT ${row}, ${texts} FROM ${quote(this.table.name)} WHERE ${row} IN (${numbers.map((n) => String(Math.trunc(n))).join(', ')})`, values: [] });
    const byRow = new Map(found.map(([number, ...cells]) => [Number(number), cells as string[]]));
    return numbers.map((number) => ({ row: number, cells: byRow.get(number)! }));
  }

  private send({ sql, values }: Statement): Promise<unknown[][]> {
    this.options.log?.(sql);
    return this.run(sql, clickHouseParams(values));
  }
}
