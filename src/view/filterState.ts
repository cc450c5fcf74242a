import type { ColumnFilter } from '../model/query';

/**
 * The columns with an active filter, in the order they became active. `active` lists every
 * column whose filter is active now (in any order): a column already active keeps its place,
 * a cleared one drops out, and a newly active one is appended, in the order of `active`.
 */
export function activationOrder(previous: readonly string[], active: readonly string[]): string[] {
  const now = new Set(active);
  const kept = previous.filter((colId) => now.has(colId));
  const keptIds = new Set(kept);
  return [...kept, ...active.filter((colId) => !keptIds.has(colId))];
}

/**
 * The text of the `Filter state` dump: the active column filters in activation order as
 * `{ id, value }` (how each matches is shown by its `Match` button, not here), and the search.
 */
export function filterStateJson(filters: readonly ColumnFilter[], globalFilter: string): string {
  const columnFilters = filters.filter((filter) => filter.value !== '').map(({ colId, value }) => ({ id: colId, value }));
  return JSON.stringify({ columnFilters, globalFilter }, null, 2);
}
