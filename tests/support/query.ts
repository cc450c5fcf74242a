import type { ColumnSpec, MatcherKind } from '../../src/model/columns';
import type { ExpandedRows, RowQuery, SortItem } from '../../src/model/query';
import { rowQueryFor } from '../../src/view/viewState';

/** A query as a test writes it: filters may leave out their kind (the column's default). */
export interface LooseQuery {
  filters?: { colId: string; value: string; kind?: MatcherKind }[];
  globalFilter?: string;
  sort?: SortItem[];
  expanded?: ExpandedRows;
}

/**
 * The RowQuery the grid would send (src/view/viewState.ts rowQueryFor): each filter with its
 * kind (the column's default unless given), a sort on a fuzzy column ranking by its own filter,
 * else the search.
 */
export function queryFor(columns: readonly ColumnSpec[], loose: LooseQuery): RowQuery {
  const defaultKind = (colId: string) => columns.find((column) => column.colId === colId)?.kind ?? 'exact';
  const filters = (loose.filters ?? []).map(({ colId, value, kind }) => ({ colId, kind: kind ?? defaultKind(colId), value }));
  const query = rowQueryFor({ filters, globalFilter: loose.globalFilter ?? '', sort: loose.sort ?? [] }, columns);
  return loose.expanded ? { ...query, expanded: loose.expanded } : query;
}
