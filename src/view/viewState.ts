import { DEFAULT_PAGE_SIZE } from './pager';
import type { ColumnSpec, FilterKind } from '../model/columns';
import { type ColumnFilter, isActive, type RowQuery, type SortItem } from '../model/query';
import type { ColumnLayout } from './columnLayout';
import { type ColumnTypes, typedColumns } from './columnTypes';
import { type Grouping, groupsAnything, NO_GROUPING } from '../model/grouping';

/**
 * What the visitor has done to the data, as the URL keeps it: which generated set (People),
 * the column filters, the global search, the sort, the page and its size, and how the columns
 * are arranged.
 */
export interface ViewState {
  /** 0 = the first set, n = after n times Refresh Data. */
  set: number;
  /**
   * The column filters in the order they became active, each with how it matches. A kind
   * chosen for a filter with nothing typed in it is kept too, with the value '' (after the
   * active ones): it is part of the view, though it filters nothing yet.
   */
  filters: ColumnFilter[];
  /** '' when there is no global search. */
  globalFilter: string;
  sort: SortItem[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The columns' order, pins, hidden ones and widths (src/view/columnLayout.ts); `[]` is the dataset's default. */
  columns: ColumnLayout;
  /** Columns read as another type than their own (the column menu's Type). */
  types: ColumnTypes;
  /** Rows grouped by columns, with aggregates and the groups open (issue 34); NO_GROUPING groups nothing. */
  grouping: Grouping;
}

export const INITIAL_VIEW_STATE: ViewState = {
  set: 0,
  filters: [],
  globalFilter: '',
  sort: [],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  columns: [],
  types: {},
  grouping: NO_GROUPING,
};

/** The filters that filter: those with a value, or a kind that needs none. */
export const activeFilters = (filters: readonly ColumnFilter[]): ColumnFilter[] => filters.filter(isActive);

/** How a column matches in a view: its filter's kind, else the column's default. */
export function kindIn(view: Pick<ViewState, 'filters'>, column: ColumnSpec): FilterKind {
  return view.filters.find((filter) => filter.colId === column.colId)?.kind ?? column.kind;
}

/**
 * What the data (the worker or the data server) is asked for a view of a dataset with these columns: the active filters,
 * the search, and the sort, where a column that matches fuzzily sorts by rank first, for its
 * own filter's value, else for the global search (as Full Name always has).
 */
export function rowQueryFor(view: Pick<ViewState, 'filters' | 'globalFilter' | 'sort'> & Partial<Pick<ViewState, 'types' | 'grouping'>>, columns: readonly ColumnSpec[]): RowQuery {
  const filters = activeFilters(view.filters);
  const types = view.types ?? {};
  const typed = typedColumns(columns, types);
  const sort = view.sort.map((item) => {
    const column = typed.find((spec) => spec.colId === item.colId);
    if (!column || kindIn(view, column) !== 'fuzzy') return { ...item };
    return { ...item, rankTerm: filters.find((filter) => filter.colId === item.colId)?.value ?? view.globalFilter };
  });
  const grouping = view.grouping && groupsAnything(view.grouping) ? { grouping: view.grouping } : {};
  return { filters, globalFilter: view.globalFilter, sort, ...(Object.keys(types).length > 0 ? { types } : {}), ...grouping };
}
