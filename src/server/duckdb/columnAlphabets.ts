import type { DuckDBConnection } from '@duckdb/node-api';
import { DUCKDB } from '../../sql/dialect';
import type { SqlColumn, SqlTable } from '../../sql/sqlTable';
import { MAX_CODED_TEXTS, type TextCodes } from '../../sql/textCodes';
import { TYPE_ALPHABETS } from '../../sql/values';

const { quote } = DUCKDB;

/**
 * The most different texts a column's alphabet is read from (the texts themselves, each once):
 * 591 names take milliseconds; a column of a text per row (emails, ids) would be read whole for
 * an alphabet of nearly every character, which skips nothing.
 */
export const MAX_TEXTS_READ = 100_000;

/** Every character of the texts given, once each, by code point (the texts may come in any order: the same texts, the same alphabet). */
export const alphabetOf = (texts: readonly string[]): string =>
  [...new Set(texts.flatMap((text) => [...text]))].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');

/** An RE2 class of exactly these characters, each written by its code point (no character of it is read as syntax). */
const classOf = (alphabet: string): string => `[${[...alphabet].map((char) => `\\x{${char.codePointAt(0)!.toString(16)}}`).join('')}]`;

/** The folded texts of a column, as match-sorter matches them. */
const foldedOf = (column: SqlColumn) => `coalesce(${quote(column.folded)}, ${quote(column.text)})`;

/**
 * The alphabet of a column of at most MAX_TEXTS_READ different texts (`texts`, counted), read
 * from its folded texts; undefined for one of more.
 */
async function alphabetOfTexts(connection: DuckDBConnection, table: string, column: SqlColumn, texts: number): Promise<string | undefined> {
  if (texts > MAX_TEXTS_READ) return undefined;
  const folded = ((await connection.runAndReadAll(`SELECT DISTINCT ${foldedOf(column)} FROM ${quote(table)}`)).getColumnsJS()[0] ?? []) as string[];
  return alphabetOf(folded);
}

/**
 * The codes of a text column of at most MAX_CODED_TEXTS different texts (`texts`, counted) that
 * has its natural order stored (the codes): each code's folded texts and their rows.
 */
async function codesOf(connection: DuckDBConnection, table: string, column: SqlColumn, texts: number): Promise<TextCodes | undefined> {
  if (texts > MAX_CODED_TEXTS || column.type !== 'text' || !column.order) return undefined;
  const sql = `SELECT ${quote(column.order)}, ${foldedOf(column)}, CAST(count(*) AS DOUBLE) FROM ${quote(table)} GROUP BY ALL`;
  return { column: column.order, texts: (await connection.runAndReadAll(sql)).getRowsJS() as [number | null, string, number][] };
}

/** Whether every folded text of the column keeps to `alphabet`, for a number or date column (a Parquet file's doubles may read `nan`). */
async function keepsTo(connection: DuckDBConnection, table: string, column: SqlColumn, alphabet: string): Promise<boolean> {
  const [[holds]] = (await connection.runAndReadAll(`SELECT coalesce(bool_and(regexp_full_match(${foldedOf(column)}, ${DUCKDB.literal(`${classOf(alphabet)}*`)})), true) FROM ${quote(table)}`)).getRowsJS() as [[boolean]];
  return holds;
}

/**
 * The table's columns with the alphabets a load can tell (src/sql/filters.ts fuzzySql: a term
 * with another character passes no row of it, and the column is not read): a column of few
 * texts (`texts`: how many each has, by colId) gets its texts' characters, and, of fewer still
 * with a natural order, its codes (src/sql/textCodes.ts); a number or date column whose every
 * text keeps to its type's characters, that type's alphabet.
 */
export async function withAlphabets(connection: DuckDBConnection, table: SqlTable, texts: ReadonlyMap<string, number>): Promise<SqlTable> {
  const columns: SqlColumn[] = [];
  for (const column of table.columns) {
    const counted = texts.get(column.colId);
    const codes = counted === undefined ? undefined : await codesOf(connection, table.name, column, counted);
    const read = codes ? alphabetOf(codes.texts.map(([, folded]) => folded)) : counted === undefined ? undefined : await alphabetOfTexts(connection, table.name, column, counted);
    const typed = read === undefined && column.alphabet === undefined && column.type !== 'text' ? TYPE_ALPHABETS[column.type] : undefined;
    const alphabet = read ?? (typed !== undefined && (await keepsTo(connection, table.name, column, typed)) ? typed : undefined);
    columns.push({ ...column, ...(alphabet === undefined ? {} : { alphabet }), ...(codes ? { codes } : {}) });
  }
  return { ...table, columns };
}
