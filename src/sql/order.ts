import type { QuerySort, RowQuery } from '../model/query';
import { textOf, valueOf } from './cells';
import { rankSql } from './rank';
import { columnOf, type SqlTable, typeIn } from './sqlTable';
import type { Writer } from './statement';

/**
 * One sort item's ORDER BY terms, as the tab sorts (src/engine/referenceIndex.ts): empty cells
 * last in both directions when the text or a rank orders; the rank for its term, best first;
 * then the value (unreadable last) or the text in natural order. Descending reverses the last two.
 */
function itemOrder(writer: Writer, table: SqlTable, query: RowQuery, item: QuerySort): string[] {
  const column = columnOf(table, item.colId);
  const type = typeIn(query, column);
  const [direction, best] = item.sort === 'desc' ? ['DESC', 'ASC'] : ['ASC', 'DESC'];
  const term = item.rankTerm ?? '';
  const terms: string[] = [];
  if (term !== '') terms.push(`(${textOf(writer, column)} = '') ASC`, `${rankSql(writer, column, term)} ${best}`);
  if (type === 'text') {
    if (!column.order) throw new Error(`Column ${column.colId} has no natural order yet`);
    // An empty text has no place: last either way, with no text compared (a third of a sort's time).
    return [...terms, `${writer.dialect.quote(column.order)} ${direction} NULLS LAST`];
  }
  const value = valueOf(writer, column, type);
  return [...terms, `(${value} IS NULL) ASC`, `${value} ${direction}`];
}

/** The ORDER BY terms of a query: its sort items, then row order in the first item's direction. */
export function orderSql(writer: Writer, table: SqlTable, query: RowQuery): string[] {
  const ties = `${writer.dialect.quote(table.rowNumber)} ${query.sort[0]?.sort === 'desc' ? 'DESC' : 'ASC'}`;
  return [...query.sort.flatMap((item) => itemOrder(writer, table, query, item)), ties];
}
