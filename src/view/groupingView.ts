// What a person does to the grouping (issue 34: the column menu, the Row groups toolbar, a
// group's toggle), as pure changes of the view's Grouping, and how AG Grid's state shapes show it.
import { type ColumnType, familyOf, TYPE_LABELS } from '../model/columns';
import { listed } from '../model/listed';
import { AGG_FUNCS, aggregateHeader, ALL_CLOSED, type AggFunc, type GroupLevel, type Grouping, groupsAnything, levelHeader, levelId, MAX_GROUP_LEVELS, onePerColumn } from '../model/grouping';

/** Whether two levels group alike (the same column, the same year or month of it). */
export const sameLevel = (a: GroupLevel, b: GroupLevel) => levelId(a) === levelId(b);

/** Whether the rows are grouped by this level now (its `Group by` item is checked). */
export const hasLevel = (grouping: Grouping, level: GroupLevel): boolean => grouping.levels.some((each) => sameLevel(each, level));

/** Whether another level may be added (with MAX_GROUP_LEVELS, the unchecked `Group by` items are disabled). */
export const canAddLevel = (grouping: Grouping): boolean => grouping.levels.length < MAX_GROUP_LEVELS;

/** `Group by …` chosen: the level is added last, or removed when the rows are grouped by it already; a fifth is not added. */
export function toggleLevel(grouping: Grouping, level: GroupLevel): Grouping {
  if (hasLevel(grouping, level)) return removeLevel(grouping, level);
  if (!canAddLevel(grouping)) return grouping;
  return { ...grouping, levels: [...grouping.levels, level] };
}

/**
 * The grouping with these levels: open groups whose path still exists stay open (ids are paths
 * of keys). With no level there is no group, so none stays open: the next grouping starts
 * closed, as the address (which holds open groups only while grouped) would put it back.
 */
const withLevels = (grouping: Grouping, levels: GroupLevel[]): Grouping => ({ ...grouping, levels, ...(levels.length === 0 ? { open: ALL_CLOSED } : {}) });

/** `Remove group …`: the level goes. */
export function removeLevel(grouping: Grouping, level: GroupLevel): Grouping {
  return withLevels(grouping, grouping.levels.filter((each) => !sameLevel(each, level)));
}

/** The `Aggregate` radio of a column: one function (kept in the order first chosen), or none (null). */
export function setAggregate(grouping: Grouping, colId: string, func: AggFunc | null): Grouping {
  const at = grouping.aggregates.findIndex((each) => each.colId === colId);
  const aggregates = onePerColumn(grouping.aggregates);
  if (func === null) return { ...grouping, aggregates: aggregates.filter((each) => each.colId !== colId) };
  if (at < 0) return { ...grouping, aggregates: [...aggregates, { colId, func }] };
  return { ...grouping, aggregates: aggregates.map((each) => (each.colId === colId ? { colId, func } : each)) };
}

/** The aggregate function of a column now, or null (its `None` radio is checked). */
export const aggregateOf = (grouping: Grouping, colId: string): AggFunc | null => grouping.aggregates.find((each) => each.colId === colId)?.func ?? null;

/** Whether a group is open: every group after Expand all groups but those toggled since, else only those toggled. */
export const isGroupOpen = (grouping: Grouping, id: string): boolean => grouping.open.all !== grouping.open.toggled.includes(id);

/** What a press asks of a group: open, closed, or (Enter) the other way from how the view holds it now. */
export type GroupOpening = boolean | 'toggle';

/**
 * A group's toggle (or Enter, Right, Left on it) opens or closes it as it asks, whatever it was:
 * a second quick press on an `Expand` drawn before the first was answered changes nothing. The
 * ids kept sorted, so the same groups open make the same view.
 */
export function setGroupOpen(grouping: Grouping, id: string, open: GroupOpening): Grouping {
  if (isGroupOpen(grouping, id) === open) return grouping;
  const toggled = new Set(grouping.open.toggled);
  if (!toggled.delete(id)) toggled.add(id);
  return { ...grouping, open: { all: grouping.open.all, toggled: [...toggled].sort() } };
}

/** AG Grid's state shapes for a grouping (GridState's rowGroup, aggregation, rowGroupExpansion); empty when it groups nothing. */
export function groupingState(grouping: Grouping): Record<string, unknown> {
  if (!groupsAnything(grouping)) return {};
  const { all, toggled } = grouping.open;
  return {
    rowGroup: { groupColIds: grouping.levels.map(levelId) },
    aggregation: { aggregationModel: onePerColumn(grouping.aggregates).map(({ colId, func }) => ({ colId, aggFunc: func })) },
    rowGroupExpansion: all ? { expandAll: true, invertedRowGroupIds: [...toggled] } : { expandedRowGroupIds: [...toggled] },
  };
}

/**
 * What reading column `header` as `type` took from the grouping (withGroupingType, from `before`
 * to `after`), said as a notice: the Row groups toolbar and the header change without a word
 * otherwise. Null when it took nothing.
 */
export function typeChangeNotice(before: Grouping, after: Grouping, header: string, type: ColumnType): string | null {
  const levels = before.levels.filter((level) => !hasLevel(after, level)).map((level) => levelHeader(level, header));
  const aggregates = before.aggregates.filter((each) => !after.aggregates.some((kept) => kept.colId === each.colId && kept.func === each.func)).map((each) => aggregateHeader(each.func, header));
  const parts = [
    ...(levels.length > 0 ? [`the grouping${levels.length > 1 ? 's' : ''} by ${listed(levels)}`] : []),
    ...(aggregates.length > 0 ? [`the aggregate${aggregates.length > 1 ? 's' : ''} ${listed(aggregates)}`] : []),
  ];
  if (parts.length === 0) return null;
  return `${header} is read as ${TYPE_LABELS[type]} now, so ${listed(parts)} ${levels.length + aggregates.length > 1 ? 'were' : 'was'} removed.`;
}

/** The grouping once a column is read as `type` (its Type menu): an aggregate the type lacks goes, and a year or month of a column no longer a date. */
export function withGroupingType(grouping: Grouping, colId: string, type: ColumnType): Grouping {
  const levels = grouping.levels.filter((level) => level.colId !== colId || !level.bucket || familyOf(type) === 'date');
  const aggregates = grouping.aggregates.filter((each) => each.colId !== colId || AGG_FUNCS[type].includes(each.func));
  return levels.length === grouping.levels.length && aggregates.length === grouping.aggregates.length ? grouping : { ...withLevels(grouping, levels), aggregates };
}
