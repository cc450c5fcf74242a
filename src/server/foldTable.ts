import type { DuckDBConnection } from '@duckdb/node-api';
import { prepare } from '../engine/rank';
import { DUCKDB } from '../sql/dialect';

const { quote } = DUCKDB;

/** Whether a text is plain ASCII (as many bytes as characters): its folded form is DuckDB's lower(), as JavaScript's. */
export const isAsciiSql = (text: string): string => `strlen(${text}) = length(${text})`;

/**
 * A table `name` (text, folded) of match-sorter's form of every text in the given columns that
 * is not plain ASCII and changes when folded, worked out by the tab's own `prepare`
 * (remove-accents, then JavaScript's toLowerCase): SQL's lower() and translate() can differ
 * from those on rare letters, and translate() with remove-accents' 400 letters is slow.
 */
export async function makeFoldTable(connection: DuckDBConnection, source: string, columns: readonly string[], name: string): Promise<void> {
  await connection.run(`CREATE OR REPLACE TABLE ${quote(name)} (text VARCHAR, folded VARCHAR)`);
  if (columns.length === 0) return;
  // DISTINCT: with one column there is no UNION to take repeats out, and the table joins back on its texts.
  const distinct = columns.map((column) => `SELECT DISTINCT ${quote(column)} AS text FROM ${quote(source)} WHERE NOT ${isAsciiSql(quote(column))}`).join(' UNION ');
  const texts = ((await connection.runAndReadAll(distinct)).getColumnsJS()[0] ?? []) as string[];
  const appender = await connection.createAppender(name);
  for (const text of texts) {
    const { lower } = prepare(text);
    if (lower === text) continue;
    appender.appendVarchar(text);
    appender.appendVarchar(lower);
    appender.endRow();
  }
  appender.closeSync();
}
