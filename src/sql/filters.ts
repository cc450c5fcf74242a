import { type ColumnType, isTextKind, type MatcherKind, type TypedKind } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import type { ColumnFilter, RowQuery } from '../model/query';
import { prepare } from '../engine/rank';
import { isError, typedCondition } from '../engine/typedFilters';
import { inOrderLike, needsLikeEscape } from './patterns';
import { foldedOf, textOf, valueOf } from './cells';
import { columnOf, type SqlColumn, type SqlTable, typeIn } from './sqlTable';
import type { Writer } from './statement';
import { failingCodesSql, passingCodesSql, splitCodes } from './textCodes';

/** A character the column's texts never hold: no cell passes a term with it (the global search skips a number column for "anna"). */
const skips = (column: SqlColumn, lower: string): boolean => column.alphabet !== undefined && [...lower].some((char) => !column.alphabet!.includes(char));

/** The term's codes on a coded column (textCodes.ts), when a list of codes stands for its condition. */
const splitFor = (column: SqlColumn, lower: string) => (column.codes && lower !== '' ? splitCodes(column.codes, lower) : undefined);

/** Whether the cell's text passes a fuzzy term: its characters in order in the folded text (by its code's list on a coded column). */
export function fuzzySql(writer: Writer, column: SqlColumn, term: string): string {
  const { lower } = prepare(term);
  if (skips(column, lower)) return 'FALSE';
  const split = splitFor(column, lower);
  return split ? passingCodesSql(writer, column.codes!, split) : inOrderSql(writer, foldedOf(writer, column), lower);
}

/** Whether `text` holds the (folded) term's characters in order. */
export const inOrderSql = (writer: Writer, text: string, lower: string): string => writer.dialect.like(text, writer.bind(inOrderLike(lower)), needsLikeEscape(lower));

/** Each text kind as SQL, as src/engine/matchers.ts matches it. */
const TEXT_KINDS: Record<MatcherKind, (writer: Writer, column: SqlColumn, value: string) => string> = {
  // The whole cell, ignoring case; no trimming.
  exact: (writer, column, value) => `${writer.dialect.lower(textOf(writer, column))} = ${writer.bind(value.toLowerCase())}`,
  caseSensitive: (writer, column, value) => writer.dialect.contains(textOf(writer, column), writer.bind(value)),
  caseInsensitive: (writer, column, value) => writer.dialect.contains(writer.dialect.lower(textOf(writer, column)), writer.bind(value.toLowerCase())),
  fuzzy: fuzzySql,
};

/** A comparison on a number or date column; null when it filters nothing (a text column, text its type cannot read). */
function typedSql(writer: Writer, column: SqlColumn, type: ColumnType, kind: TypedKind, text: string): string | null {
  if (type === 'text') return null;
  const condition = typedCondition(type, kind, text);
  if (isError(condition)) return null;
  const value = valueOf(writer, column, type);
  if ('blank' in condition) return `${value} IS ${condition.blank ? '' : 'NOT '}NULL`;
  const { comparison, range } = condition;
  const within = comparison.bounds.map(({ op, end }) => `${value} ${op} ${writer.bind(range[end])}`).join(' AND ');
  return comparison.not ? `(${value} IS NOT NULL AND NOT (${within}))` : `(${within})`;
}

/** A value list: the cells whose text is one of its values; null when its text is not a list. */
function valuesSql(writer: Writer, column: SqlColumn, text: string): string | null {
  const list = readValueList(text);
  if (!list) return null;
  return list.length === 0 ? 'FALSE' : `${textOf(writer, column)} IN (${list.map((value) => writer.bind(value)).join(', ')})`;
}

/** One column filter as a condition, or null when it filters nothing. */
function filterSql(writer: Writer, table: SqlTable, query: RowQuery, { colId, kind, value }: ColumnFilter): string | null {
  const column = columnOf(table, colId);
  if (isTextKind(kind)) return TEXT_KINDS[kind](writer, column, value);
  if (kind === 'values') return valuesSql(writer, column, value);
  return typedSql(writer, column, typeIn(query, column), kind, value);
}

/** The global search: the term passes fuzzily in at least one displayed column. */
const globalSql = (writer: Writer, table: SqlTable, term: string): string => `(${table.columns.map((column) => fuzzySql(writer, column, term)).join(' OR ')})`;

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

/** The WHERE condition of a query: every column filter, and the global search. */
export function whereSql(writer: Writer, table: SqlTable, query: RowQuery): string {
  const conditions = query.filters.map((filter) => filterSql(writer, table, query, filter)).filter((condition) => condition !== null);
  if (query.globalFilter !== '') conditions.push(globalSql(writer, table, query.globalFilter));
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}
