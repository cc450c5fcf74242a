/** What the grid asks for: the active column filters, the global search and the sort. */
export interface ColumnFilterValue {
  colId: string;
  value: string;
}

export interface SortItem {
  colId: string;
  sort: 'asc' | 'desc';
}

export interface RowQuery {
  /** Active column filters (non-empty values). */
  filters: ColumnFilterValue[];
  /** '' when there is no global search. */
  globalFilter: string;
  /** In priority order; empty means id order. */
  sort: SortItem[];
  /** Nested people: which rows are open, as "all but" or "only" these ids. */
  expanded?: ExpandedRows;
}

export interface ExpandedRows {
  all: boolean;
  /** The ids that differ from `all`. */
  toggled: string[];
}

export const EMPTY_QUERY: RowQuery = { filters: [], globalFilter: '', sort: [] };

/** A stable text key for a query, for caching results. */
export const queryKey = (query: RowQuery): string =>
  JSON.stringify([query.filters, query.globalFilter, query.sort, query.expanded ?? null]);
