import { pageKeepingTopRow } from './pager';
import { GROUP_COLUMN, type ColumnFilter, type SortItem } from '../model/query';
import type { Grouping } from '../model/grouping';
import { activeFilters, type ViewState } from './viewState';

const sameFilters = (a: readonly ColumnFilter[], b: readonly ColumnFilter[]) => JSON.stringify(a) === JSON.stringify(b);
const sameSort = (a: readonly SortItem[], b: readonly SortItem[]) =>
  a.length === b.length && a.every((item, i) => item.colId === b[i]!.colId && item.sort === b[i]!.sort);

/**
 * The sort a filter change brings: filtering by a column that matches fuzzily, as the first
 * active filter, means "find this one", so the best matches come first: the sort switches to
 * that column, ascending. Only when that column newly became the first fuzzy filter, and the
 * sort is not on it already. Null: the sort stays.
 */
export function sortForFirstFuzzyFilter(before: readonly ColumnFilter[], after: readonly ColumnFilter[], sort: readonly SortItem[]): SortItem[] | null {
  const first = activeFilters(after)[0];
  if (first?.kind !== 'fuzzy') return null;
  const firstBefore = activeFilters(before)[0];
  if (firstBefore?.colId === first.colId && firstBefore.kind === 'fuzzy') return null;
  if (sort[0]?.colId === first.colId) return null;
  return [{ colId: first.colId, sort: 'asc' }];
}

/**
 * The Group column's sort is the groups' key order. With no level (aggregates alone) there are no
 * groups to order, so it is dropped. With levels it comes first, as the groups hold the rows: a
 * Group sort added after others (Shift) moves to the front, so its arrow and number 1 are what
 * orders the groups (keys are unique: groupSortOf reads nothing after it). The same sort, itself,
 * when it is so already.
 */
export function sortForGroupOrder(grouping: Grouping, sort: SortItem[]): SortItem[] {
  const at = sort.findIndex((item) => item.colId === GROUP_COLUMN);
  if (at < 0) return sort;
  const others = sort.filter((item) => item.colId !== GROUP_COLUMN);
  if (grouping.levels.length === 0) return others;
  return at === 0 ? sort : [sort[at]!, ...others];
}

/**
 * The view a change settles into, from the view before it (the last one committed) and the
 * grid's state after it: the sort a first fuzzy filter switches to; page 1 after any change of
 * filters, search or sort (the rows are others now); and, after a new page size, the page that
 * keeps the previous top row in view; the Group column's sort first, and none without levels.
 */
export function settleView(before: ViewState, after: ViewState): ViewState {
  const sort = sortForFirstFuzzyFilter(before.filters, after.filters, after.sort) ?? sortForGroupOrder(after.grouping, after.sort);
  // New levels or aggregates make other rows; opening or closing a group keeps the page.
  const groupsChanged = JSON.stringify([before.grouping.levels, before.grouping.aggregates]) !== JSON.stringify([after.grouping.levels, after.grouping.aggregates]);
  const rowsChanged = !sameFilters(before.filters, after.filters) || before.globalFilter !== after.globalFilter || !sameSort(before.sort, sort) || groupsChanged;
  if (rowsChanged) return { ...after, sort, page: 1 };
  const settled = sort === after.sort ? after : { ...after, sort };
  if (before.pageSize !== after.pageSize) {
    return { ...settled, page: pageKeepingTopRow(before.page - 1, before.pageSize, after.pageSize) + 1 };
  }
  return settled;
}
