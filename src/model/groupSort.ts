import { type Aggregate, onePerColumn } from './grouping';
import { GROUP_COLUMN, type QuerySort } from './query';

export type Direction = 'asc' | 'desc';

/**
 * How the groups of every level are ordered: by their keys (the column's own order, the blank
 * group last both ways), or by one aggregate's value (groups whose aggregate is empty last both
 * ways; ties by key, ascending in both directions).
 */
export type GroupOrder = { readonly by: 'key'; readonly direction: Direction } | { readonly by: 'aggregate'; readonly aggregate: Aggregate; readonly direction: Direction };

/** The order of the groups, and the sort of the rows within a group. */
export interface GroupSort {
  readonly groups: GroupOrder;
  /** The query's sort items on the table's own columns, in priority order (none: file order). */
  readonly rows: QuerySort[];
}

/**
 * The group sort is not state of its own: it follows from the query's sort (AG Grid's sort
 * model) and the aggregates. The first sort item decides the groups:
 * - on the Group column (GROUP_COLUMN): the keys, in its direction;
 * - on an aggregated column: that aggregate, in its direction (ties by key, ascending);
 * - on any other column, or no sort at all: the keys, ascending.
 * The rows in a group sort by every item on the table's own columns (so, under an aggregate
 * sort, by that column); with none, in file order.
 */
export function groupSortOf(sort: readonly QuerySort[], aggregates: readonly Aggregate[]): GroupSort {
  const rows = sort.filter((item) => item.colId !== GROUP_COLUMN);
  const first = sort[0];
  if (first?.colId === GROUP_COLUMN) return { groups: { by: 'key', direction: first.sort }, rows };
  const aggregate = first && onePerColumn(aggregates).find(({ colId }) => colId === first.colId);
  if (aggregate) return { groups: { by: 'aggregate', aggregate, direction: first.sort }, rows };
  return { groups: { by: 'key', direction: 'asc' }, rows };
}
