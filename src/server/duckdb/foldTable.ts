import type { DuckDBConnection } from '@duckdb/node-api';
import { prepare } from '../../engine/rank';
import { DUCKDB } from '../../sql/dialect';
import { fileColumnBase } from './storedNames';

const { quote } = DUCKDB;

/** Whether a text is plain ASCII (as many bytes as characters): its folded form is DuckDB's lower(), as JavaScript's. */
export const isAsciiSql = (text: string): string => `strlen(${text}) = length(${text})`;

/**
 * The columns of table `table` whose every text is plain ASCII by DuckDB's own statistics (each
 * of their segments says "Has Unicode: false"; a form it does not say is read as unknown): no
 * text of theirs folds other than by lower(), so none needs reading (10,000,000 rows: 0.2 to
 * 0.5 s of CPU a column).
 */
export async function asciiColumns(connection: DuckDBConnection, table: string): Promise<Set<string>> {
  const segments = `pragma_storage_info(${DUCKDB.literal(table)})`;
  const reader = await connection.runAndReadAll(`SELECT column_name FROM ${segments} WHERE segment_type = 'VARCHAR' GROUP BY column_name HAVING bool_and(contains(stats, 'Has Unicode: false'))`);
  return new Set((reader.getColumnsJS()[0] ?? []) as string[]);
}

/**
 * The folded form of every text of the given columns that is not plain ASCII and changes when
 * folded, into table `folds`, worked out by the tab's own `prepare` (remove-accents, then
 * JavaScript's toLowerCase), and its lowered form (JavaScript's toLowerCase alone): SQL's lower()
 * and translate() can differ from those on rare letters (a final Σ, İ). A text folding leaves
 * as it is is lower case already. Gives which columns hold such texts (the others' folded and
 * lowered forms are lower()); `plain` columns are known to hold none.
 */
export async function foldTexts(connection: DuckDBConnection, relation: string, count: number, folds: string, plain: (i: number) => boolean = () => false): Promise<boolean[]> {
  await connection.run(`CREATE OR REPLACE TABLE ${quote(folds)} (text VARCHAR, folded VARCHAR, lowered VARCHAR)`);
  const seen = new Set<string>();
  const appender = await connection.createAppender(folds);
  const holds: boolean[] = [];
  for (let i = 0; i < count; i++) {
    if (plain(i)) {
      holds.push(false);
      continue;
    }
    const text = quote(fileColumnBase(i));
    const texts = ((await connection.runAndReadAll(`SELECT DISTINCT ${text} FROM ${relation} s WHERE NOT ${isAsciiSql(text)}`)).getColumnsJS()[0] ?? []) as string[];
    holds.push(texts.length > 0);
    for (const value of texts) {
      if (seen.has(value)) continue;
      seen.add(value);
      const { lower } = prepare(value);
      if (lower === value) continue;
      appender.appendVarchar(value);
      appender.appendVarchar(lower);
      appender.appendVarchar(value.toLowerCase());
      appender.endRow();
    }
  }
  appender.closeSync();
  return holds;
}

