import { prepare } from '../engine/rank';
import { foldedOf } from './cells';
import { inOrderLike, needsLikeEscape } from './patterns';
import type { SqlColumn, SqlTable } from './sqlTable';
import type { Writer } from './statement';
import { type CodeSplit, failingCodesSql, listedCodes, passingCodesSql, splitCodes } from './textCodes';

/** Whether `text` holds the (folded) term's characters in order. */
export const inOrderSql = (writer: Writer, text: string, lower: string): string => writer.dialect.like(text, writer.bind(inOrderLike(lower)), needsLikeEscape(lower));

/** A character the column's texts never hold: no cell passes a term with it (the global search skips a number column for "anna"). */
const skips = (column: SqlColumn, lower: string): boolean => column.alphabet !== undefined && [...lower].some((char) => !column.alphabet!.includes(char));

/** The term's codes on a coded column (textCodes.ts), when a list of codes stands for its condition. */
const splitFor = (column: SqlColumn, lower: string): CodeSplit | undefined => (column.codes && lower !== '' ? splitCodes(column.codes, lower) : undefined);

/**
 * The most codes a passing list holds: a longer list, tried on every row, costs more than the
 * LIKE (DuckDB 1.5 matches a dictionary's texts once each), as measured on 10,000,000 people:
 * lists of 24 and 17 names beat it, of 154 and 78 did not.
 */
const MAX_LISTED = 50;

/** A column's condition in the global search and the share of its rows that pass (undefined: not known), FALSE for a column it skips. */
function fuzzyBranch(writer: Writer, column: SqlColumn, lower: string): { sql: string; share?: number } {
  if (skips(column, lower)) return { sql: 'FALSE', share: 0 };
  const split = splitFor(column, lower);
  if (!split || listedCodes(split) > MAX_LISTED) return { sql: inOrderSql(writer, foldedOf(writer, column), lower) };
  return { sql: passingCodesSql(writer, column.codes!, split), share: split.passRows / Math.max(1, split.passRows + split.failRows) };
}

/**
 * Whether the cell's text passes a fuzzy term (a Fuzzy filter): its characters in order in the
 * folded text, by LIKE even on a coded column: a filter's condition is pushed into the scan,
 * where DuckDB 1.5 reads a list of codes slower than the LIKE (10,000,000 people, "ann": 90
 * against 65 ms of CPU).
 */
export function fuzzySql(writer: Writer, column: SqlColumn, term: string): string {
  const { lower } = prepare(term);
  return skips(column, lower) ? 'FALSE' : inOrderSql(writer, foldedOf(writer, column), lower);
}

/**
 * The global search: the term passes fuzzily in at least one displayed column. The columns it
 * skips are left out; coded columns come first, those most rows pass first (a row passing one
 * is not tried on the next), then the LIKEs.
 */
export function globalSql(writer: Writer, table: SqlTable, term: string): string {
  const { lower } = prepare(term);
  const branches = table.columns.map((column) => fuzzyBranch(writer, column, lower)).filter(({ share }) => share !== 0);
  if (branches.length === 0) return 'FALSE';
  const order = ({ share }: { share?: number }) => (share === undefined ? 1 : -share);
  return `(${branches.sort((a, b) => order(a) - order(b)).map(({ sql }) => sql).join(' OR ')})`;
}

/** Past this share of rows estimated to pass a global search, its count is the table's rows less those that fail every column (searchMissesSql). */
const MISSES_FROM = 0.8;

/**
 * The rows that fail a global search in every column, when each column it reads is coded with
 * no empty text and the search is estimated (the columns' shares taken as independent) to pass
 * more than MISSES_FROM of the rows: their count, taken from the table's, is the search's, and
 * the scan keeps only those few rows (each column's list pushed into it), where the OR of the
 * columns is tried on nearly every row. Undefined otherwise.
 */
export function searchMissesSql(writer: Writer, table: SqlTable, term: string): string | undefined {
  const { lower } = prepare(term);
  const misses: { share: number; sql: string }[] = [];
  for (const column of table.columns) {
    if (skips(column, lower)) continue;
    const split = splitFor(column, lower);
    if (!split || column.codes!.texts.some(([code]) => code === null)) return undefined;
    misses.push({ share: split.failRows / Math.max(1, split.passRows + split.failRows), sql: failingCodesSql(writer, column.codes!, split) });
  }
  if (misses.length === 0 || misses.reduce((product, { share }) => product * share, 1) > 1 - MISSES_FROM) return undefined;
  // The column most rows pass first: the scan reads the next column for the rows that failed it only.
  return misses.sort((a, b) => a.share - b.share).map(({ sql }) => sql).join(' AND ');
}
