// What the Row groups toolbar does to the grouping (issue 34) besides Remove group
// (groupingView.ts, which the column menu's Group by shares): apart, so it loads with the toolbar.
import type { GroupLevel, Grouping } from '../model/grouping';
import { sameLevel } from './groupingView';

/** `Move … earlier` (-1) or `later` (+1); a move past either end changes nothing. */
export function moveLevel(grouping: Grouping, level: GroupLevel, delta: -1 | 1): Grouping {
  const at = grouping.levels.findIndex((each) => sameLevel(each, level));
  const to = at + delta;
  if (at < 0 || to < 0 || to >= grouping.levels.length) return grouping;
  const levels = [...grouping.levels];
  [levels[at], levels[to]] = [levels[to]!, levels[at]!];
  return { ...grouping, levels };
}

/** `Expand all groups` (true) or `Collapse all groups` (false). */
export const setAllOpen = (grouping: Grouping, all: boolean): Grouping => ({ ...grouping, open: { all, toggled: [] } });
