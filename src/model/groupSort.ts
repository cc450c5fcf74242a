import { type Aggregate, onePerColumn } from './grouping';
import { GROUP_COLUMN, type QuerySort } from './query';

export type Direction = 'asc' | 'desc';

/** One step of the groups' order: their keys (the column's own order, the blank group last both ways), or one aggregate's value (groups whose aggregate is empty last both ways). */
export type GroupOrderItem = { readonly by: 'key'; readonly direction: Direction } | { readonly by: 'aggregate'; readonly aggregate: Aggregate; readonly direction: Direction };

/**
 * How the groups of every level are ordered: by each item in turn, a tie going to the next, and
 * the last ties by key ascending (so no items: by key ascending). Keys are unique among
 * siblings, so a key item is always the last.
 */
export type GroupOrder = readonly GroupOrderItem[];

/** The order of the groups, and the sort of the rows within a group. */
export interface GroupSort {
  readonly groups: GroupOrder;
  /** The query's sort items on the table's own columns, in priority order (none: file order). */
  readonly rows: QuerySort[];
}

/**
 * The group sort is not state of its own: it follows from the query's sort (AG Grid's sort
 * model) and the aggregates. The groups follow the sort items that have a value for a group, in
 * priority order, as AG Grid's group rows do (a group row's cell of another column is empty, a
 * tie for every group):
 * - the Group column (GROUP_COLUMN): the keys, in its direction;
 * - an aggregated column: that aggregate (its first), in its direction.
 * The rows in a group sort by every item on the table's own columns; with none, in file order.
 */
export function groupSortOf(sort: readonly QuerySort[], aggregates: readonly Aggregate[]): GroupSort {
  const rows = sort.filter((item) => item.colId !== GROUP_COLUMN);
  const aggregated = onePerColumn(aggregates);
  const groups: GroupOrderItem[] = [];
  for (const { colId, sort: direction } of sort) {
    if (colId === GROUP_COLUMN) {
      groups.push({ by: 'key', direction });
      break;
    }
    const aggregate = aggregated.find((one) => one.colId === colId);
    if (aggregate) groups.push({ by: 'aggregate', aggregate, direction });
  }
  return { groups, rows };
}
