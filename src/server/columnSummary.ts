import type { ColumnSummary } from '../model/summary';
import { queryKey, type RowQuery } from '../model/query';
import { type Dialect, DUCKDB } from '../sql/dialect';
import { columnOf, type SqlTable, typeIn } from '../sql/sqlTable';
import { columnSummarySql, readSummary } from '../sql/summary';
import type { RunSql } from './tableReads';

/** A summary's key among a client's queries: a newer query (or summary) supersedes it. */
export const valuesKey = (query: RowQuery, colId: string, search: string, limit?: number): string => JSON.stringify(['values', colId, search, limit ?? null, queryKey(query)]);

/**
 * What column `colId` holds among the rows that pass `query` in DuckDB (or the engine of `dialect`): what the tab's
 * columnValues answers (src/engine/columnValues.ts), the query made by othersThan as there. One
 * statement counts the rows once per distinct text and answers the figures, the histogram's
 * bins and the head of the value list (src/sql/summary.ts). The table needs the column's
 * natural order and its values under its type in the query (summaryUses says which).
 */
export async function columnSummary(run: RunSql, table: SqlTable, query: RowQuery, colId: string, search: string, limit = 1000, dialect: Dialect = DUCKDB): Promise<ColumnSummary> {
  const { sql, values } = columnSummarySql(dialect, table, query, colId, search, limit);
  return readSummary(await run(sql, values), typeIn(query, columnOf(table, colId)), limit);
}
