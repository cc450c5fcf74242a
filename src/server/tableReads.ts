import type { ColumnType } from '../model/columns';
import type { RowQuery } from '../model/query';
import type { Dialect, SqlValue } from '../sql/dialect';
import { cellsSql, countSql } from '../sql/rowQuerySql';
import type { SqlTable } from '../sql/sqlTable';
import type { PageRow } from './servedTables';

/** Runs a statement with its bound values and gives its rows, each a list of cells. */
export type RunSql = (sql: string, values: readonly SqlValue[]) => Promise<readonly (readonly unknown[])[]>;

/** The displayed columns' ids and types, in order: the row number first. */
export const shownColumns = (table: SqlTable): { colId: string; type: ColumnType }[] => table.columns.map(({ colId, type }) => ({ colId, type }));

/** How many rows the query shows, counted by the engine `run` reaches. */
export async function countRows(run: RunSql, dialect: Dialect, table: SqlTable, query: RowQuery): Promise<number> {
  const { sql, values } = countSql(dialect, table, query);
  const [[count] = []] = await run(sql, values);
  return Number(count);
}

/** The cells of rows `numbers`, in that order; `consecutive`: they run from the first to the last by one (cellsSql). */
export async function cellsOf(run: RunSql, dialect: Dialect, table: SqlTable, numbers: readonly number[], consecutive = false): Promise<PageRow[]> {
  if (numbers.length === 0) return [];
  const { sql, values } = cellsSql(dialect, table, numbers, consecutive);
  const found = new Map((await run(sql, values)).map(([row, ...cells]) => [Number(row), cells as string[]]));
  return numbers.map((row) => ({ row, cells: found.get(row)! }));
}
