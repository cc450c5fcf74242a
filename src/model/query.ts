import type { ColumnType, FilterKind } from './columns';
import { needsNoText } from './filterKinds';
import { type Grouping, groupsAnything } from './grouping';

/** An active column filter: a non-empty value and how it matches. */
export interface ColumnFilter {
  colId: string;
  kind: FilterKind;
  value: string;
}

/** Whether a filter filters: it has text, or its kind needs none (Blank, Not blank). */
export const isActive = (filter: Pick<ColumnFilter, 'kind' | 'value'>): boolean => filter.value !== '' || needsNoText(filter.kind);

/** Whether a filter is none at all: nothing typed in the column's default kind (another kind chosen with nothing typed stays, so the choice does). */
export const isNoFilter = (filter: Pick<ColumnFilter, 'kind' | 'value'>, defaultKind: FilterKind): boolean => !isActive(filter) && filter.kind === defaultKind;

export interface SortItem {
  colId: string;
  sort: 'asc' | 'desc';
}

/**
 * A sort item as the worker gets it. With a non-empty `rankTerm` (a column that matches
 * fuzzily), rows sort by match-sorter's rank for that term first (best first; descending is
 * the exact reverse, as for every sort), then by value.
 */
export interface QuerySort extends SortItem {
  rankTerm?: string;
}

/** What the grid asks the worker for: the active column filters, the global search and the sort. */
export interface RowQuery {
  /** Active column filters (non-empty values), each with its kind. */
  filters: ColumnFilter[];
  /** '' when there is no global search. */
  globalFilter: string;
  /** In priority order; empty means id order. */
  sort: QuerySort[];
  /** Nested people: which rows are open, as "all but" or "only" these ids. */
  expanded?: ExpandedRows;
  /** Columns whose type the view chose (the Type menu); the others keep their table's. */
  types?: Readonly<Record<string, ColumnType>>;
  /** Rows grouped by columns, with counts and aggregates (grouping.ts); the sort orders the groups too (groupSort.ts). */
  grouping?: Grouping;
}

export interface ExpandedRows {
  all: boolean;
  /** The ids that differ from `all`. */
  toggled: string[];
}

export const EMPTY_QUERY: RowQuery = { filters: [], globalFilter: '', sort: [] };

/** A stable text key for a query, for caching results. */
export const queryKey = (query: RowQuery): string =>
  JSON.stringify([query.filters, query.globalFilter, query.sort, query.expanded ?? null, query.types ?? null, ...(query.grouping ? [query.grouping] : [])]);

/**
 * The Group column's id: AG Grid's own auto group column. A sort item on it orders the groups
 * by their keys (groupSort.ts); it is no column of the table.
 */
export const GROUP_COLUMN = 'ag-Grid-AutoColumn';

/** Whether a query groups: a level, or an aggregate (which adds the totals). */
export const isGrouped = ({ grouping }: RowQuery): boolean => grouping !== undefined && groupsAnything(grouping);

/**
 * The query's rows without its grouping: what Export CSV, copy and select all read (the rows
 * that pass, in the order of the sort's items on the table's own columns).
 */
export const ungrouped = (query: RowQuery): RowQuery => ({ ...query, grouping: undefined, sort: query.sort.filter((item) => item.colId !== GROUP_COLUMN) });

/** Whether a query leaves rows out: a column filter or the search (no rows then means none match). */
export const filtersRows = (query: RowQuery): boolean => query.filters.length > 0 || query.globalFilter !== '';

/** What a column's `Values of` dialog counts: the rows every other filter and the search let through, in any order. */
export const othersThan = (query: RowQuery, colId: string): RowQuery => ({ ...query, filters: query.filters.filter((filter) => filter.colId !== colId), sort: [] });
