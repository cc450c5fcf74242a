import type { DuckDBConnection } from '@duckdb/node-api';
import type { TextFormat } from '../../model/protocol';
import type { RowQuery } from '../../model/query';
import { DUCKDB } from '../../sql/dialect';
import { orderedRecordsSql } from '../../sql/rowQuerySql';
import { columnOf, type SqlTable } from '../../sql/sqlTable';
import { CHUNK_ROWS, type ExportColumn, rowNumbers, textOfRecords, type TextOptions } from '../textExport';
import { bound } from './database';

const { quote } = DUCKDB;

/** What an export reads: a connection of its own, the table as the query's SQL is written for it (its stored columns there), a log. */
export interface ExportSource {
  readonly connection: DuckDBConnection;
  readonly table: SqlTable;
  readonly log: (sql: string) => void;
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
 * line first, then records `chunkRows` at a time, written and sorted by one statement as DuckDB
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
  const { sql, values } = orderedRecordsSql(DUCKDB, table, query, columns.map(({ colId }) => colId), format, among);
  log(sql);
  const result = await connection.stream(sql, ...bound(values));
  yield* textOfRecords(result.yieldRowsJs(), columns, format, chunkRows);
}
