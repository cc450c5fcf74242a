import { type ColumnType, isTextKind, type MatcherKind, type TypedKind } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import type { ColumnFilter, RowQuery } from '../model/query';
import { isError, typedCondition } from '../engine/typedFilters';
import { loweredOf, textOf, valueOf } from './cells';
import { columnOf, type SqlColumn, type SqlTable, typeIn } from './sqlTable';
import type { Writer } from './statement';
import { fuzzySql, globalSql } from './search';

/**
 * Each text kind as SQL, as src/engine/matchers.ts matches it. Ignoring case is JavaScript's
 * toLowerCase() on both sides (the cell's lowered form): the engines lower a final Σ and İ apart.
 */
const TEXT_KINDS: Record<MatcherKind, (writer: Writer, column: SqlColumn, value: string) => string> = {
  // The whole cell, ignoring case; no trimming.
  exact: (writer, column, value) => `${loweredOf(writer, column)} = ${writer.bind(value.toLowerCase())}`,
  caseSensitive: (writer, column, value) => writer.dialect.contains(textOf(writer, column), writer.bind(value)),
  caseInsensitive: (writer, column, value) => writer.dialect.contains(loweredOf(writer, column), writer.bind(value.toLowerCase())),
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

/** The WHERE condition of a query: every column filter, and the global search. */
export function whereSql(writer: Writer, table: SqlTable, query: RowQuery): string {
  const conditions = query.filters.map((filter) => filterSql(writer, table, query, filter)).filter((condition) => condition !== null);
  if (query.globalFilter !== '') conditions.push(globalSql(writer, table, query.globalFilter));
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}
