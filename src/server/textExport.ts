import type { DuckDBConnection } from '@duckdb/node-api';
import type { TextFormat } from '../model/protocol';
import { headerText, recordText, TEXT_LINES } from '../engine/csv';
import type { RowQuery } from '../model/query';
import { DUCKDB } from '../sql/dialect';
import { orderedTextsSql } from '../sql/rowQuerySql';
import { columnOf, type SqlTable } from '../sql/sqlTable';

const { quote } = DUCKDB;

/** A column of an export: its id, and the header its line gives it. */
export interface ExportColumn {
  readonly colId: string;
  readonly header: string;
}

export interface TextOptions {
  /** Records per piece of text yielded (10,000 unless told). */
  readonly chunkRows?: number;
}

/** What an export reads: a connection of its own, the table as the query's SQL is written for it (its stored columns there), a log. */
export interface ExportSource {
  readonly connection: DuckDBConnection;
  readonly table: SqlTable;
  readonly log: (sql: string) => void;
}

const CHUNK_ROWS = 10_000;

/** The row numbers of a selection, checked: whole numbers from 0 (a request's, so never trusted), else a RangeError. */
export function rowNumbers(only: readonly number[]): readonly number[] {
  const bad = only.find((row) => !Number.isSafeInteger(row) || row < 0);
  if (bad !== undefined) throw new RangeError(`A selected row must be a whole number from 0, not ${String(bad)}`);
  return only;
}

let picks = 0;

/** The rows of a selection as a temporary table of the connection (one `row` column), written by an appender: no number is written into SQL. */
async function pickedTable(connection: DuckDBConnection, rows: readonly number[]): Promise<string> {
  const table = `picked${++picks}`;
  await connection.run(`CREATE TEMP TABLE ${quote(table)} ("row" BIGINT)`);
  const appender = await connection.createAppender(table);
  for (const row of rows) {
    appender.appendBigInt(BigInt(row));
    appender.endRow();
  }
  appender.closeSync();
  return table;
}

/**
 * The query's rows as CSV or TSV text, byte for byte the tab's (src/engine/csv.ts): the header
 * line first, then records `chunkRows` at a time, read from one sorted statement as DuckDB
 * streams it, so no more than a piece of the text is ever in this process's memory. The
 * columns' ids are checked before anything is read. `only`: just the rows whose `row` numbers
 * (0-based, a selection's) it holds, still in the query's order.
 */
export async function* textExport(
  { connection, table, log }: ExportSource,
  query: RowQuery,
  columns: readonly ExportColumn[],
  format: TextFormat,
  only?: readonly number[],
  { chunkRows = CHUNK_ROWS }: TextOptions = {},
): AsyncGenerator<string, void, undefined> {
  for (const { colId } of columns) columnOf(table, colId);
  const picked = only ? await pickedTable(connection, rowNumbers(only)) : undefined;
  const among = picked ? (row: string) => `${row} IN (SELECT ${quote('row')} FROM ${quote(picked)})` : undefined;
  const { sql, values } = orderedTextsSql(DUCKDB, table, query, columns.map(({ colId }) => colId), among);
  log(sql);
  const result = await connection.stream(sql, [...values]);
  yield* textOfRows(result.yieldRowsJs(), columns, format, chunkRows);
}

/**
 * The text of rows an engine reads a batch at a time, each row its number and then its cells'
 * texts (orderedTextsSql's columns): the header line first, then the records `chunkRows` at a
 * time, byte for byte the tab's (src/engine/csv.ts). `keep`: only the rows whose numbers it holds.
 */
export async function* textOfRows(
  batches: AsyncIterable<readonly (readonly unknown[])[]> | Iterable<readonly (readonly unknown[])[]>,
  columns: readonly ExportColumn[],
  format: TextFormat,
  chunkRows = CHUNK_ROWS,
  keep?: ReadonlySet<number>,
): AsyncGenerator<string, void, undefined> {
  const lines = TEXT_LINES[format];
  yield headerText(lines, columns.map(({ header }) => header));
  let records: string[] = [];
  for await (const rows of batches) {
    for (const [row, ...cells] of rows) {
      if (keep && !keep.has(Number(row))) continue;
      records.push(recordText(lines, cells as string[]));
      if (records.length >= chunkRows) {
        yield records.join('');
        records = [];
      }
    }
  }
  if (records.length > 0) yield records.join('');
}
