import type { ColumnSpec, MatcherKind } from '../../src/model/columns';
import type { ExpandedRows, RowQuery, SortItem } from '../../src/model/query';

/** A query as a test writes it: filters may leave out their kind (the column's default). */
export interface LooseQuery {
  filters?: { colId: string; value: string; kind?: MatcherKind }[];
  globalFilter?: string;
  sort?: SortItem[];
  expanded?: ExpandedRows;
}

/**
 * The RowQuery the grid would send: each filter with its kind (the column's default unless
 * given), and a sort on a column that matches fuzzily ranking by its own filter, else the search.
 */
export function queryFor(columns: readonly ColumnSpec[], loose: LooseQuery): RowQuery {
  const defaultKind = (colId: string) => columns.find((column) => column.colId === colId)?.kind ?? 'exact';
  const filters = (loose.filters ?? []).map(({ colId, value, kind }) => ({ colId, kind: kind ?? defaultKind(colId), value }));
  const globalFilter = loose.globalFilter ?? '';
  const kindOf = (colId: string) => filters.find((filter) => filter.colId === colId)?.kind ?? defaultKind(colId);
  const sort = (loose.sort ?? []).map((item) =>
    kindOf(item.colId) === 'fuzzy' ? { ...item, rankTerm: filters.find((filter) => filter.colId === item.colId)?.value ?? globalFilter } : item,
  );
  return { filters, globalFilter, sort, ...(loose.expanded ? { expanded: loose.expanded } : {}) };
}
