import type { ColumnSpec } from '../model/columns';
import { type ColumnFilter, isActive } from '../model/query';
import { modelOf } from './filterModels';
import { typeOfColumn } from './columnTypes';
import { type Grouping, NO_GROUPING } from '../model/grouping';
import { groupingState } from './groupingView';

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
 * `{ id, value }` (how a text filter matches is shown by its `Match` button, not here; a
 * number or date comparison's value is its model), and the search; while grouped or aggregated,
 * the grouping in AG Grid's state shapes (groupingState).
 */
export function filterStateJson(filters: readonly ColumnFilter[], globalFilter: string, columns: readonly ColumnSpec[], grouping: Grouping = NO_GROUPING): string {
  const columnFilters = filters.filter(isActive).map((filter) => {
    const model = modelOf(filter, typeOfColumn(columns, filter.colId));
    return { id: filter.colId, value: model && model.filterType !== 'matcher' ? model : filter.value };
  });
  return JSON.stringify({ columnFilters, globalFilter, ...groupingState(grouping) }, null, 2);
}
