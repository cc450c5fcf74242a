import { type ColumnType, familyOf } from '../model/columns';
import { AGG_FUNCS, type AggFunc, BUCKETS, type GroupLevel, type Grouping } from '../model/grouping';
import { aggregateOf, canAddLevel, hasLevel, setAggregate, toggleLevel } from './groupingView';

/** An aggregate's name in a column's `Aggregate` group: a date column's min and max read Earliest and Latest. */
export function aggregateLabel(func: AggFunc, type: ColumnType): string {
  const date = familyOf(type) === 'date';
  const labels: Record<AggFunc, string> = { count: 'Count', distinct: 'Distinct', sum: 'Sum', avg: 'Mean', min: date ? 'Earliest' : 'Min', max: date ? 'Latest' : 'Max' };
  return labels[func];
}

/** A grouping item of a column's menu, as data: its change of the grouping stands for what choosing it does. */
export interface GroupingMenuEntry {
  key: string;
  role: 'menuitemcheckbox' | 'menuitemradio';
  label: string;
  checked: boolean;
  disabled?: boolean;
  group?: string;
  change: (grouping: Grouping) => Grouping;
}

/**
 * A column's grouping items (issue 34): `Group by <header>` (checked while grouped by it;
 * disabled while unchecked with four levels), for a date column also by year and by month;
 * then the `Aggregate` radios: None and the functions its type offers (AGG_FUNCS).
 */
export function groupingMenuEntries(grouping: Grouping, colId: string, header: string, type: ColumnType): GroupingMenuEntry[] {
  const levels: { level: GroupLevel; label: string }[] = [
    { level: { colId }, label: `Group by ${header}` },
    ...(familyOf(type) === 'date' ? BUCKETS.map((bucket) => ({ level: { colId, bucket }, label: `Group by ${bucket} of ${header}` })) : []),
  ];
  const func = aggregateOf(grouping, colId);
  const funcs: (AggFunc | null)[] = [null, ...AGG_FUNCS[type]];
  return [
    ...levels.map(({ level, label }): GroupingMenuEntry => {
      const checked = hasLevel(grouping, level);
      return { key: `group:${level.bucket ?? 'value'}`, role: 'menuitemcheckbox', label, checked, disabled: !checked && !canAddLevel(grouping), change: (now) => toggleLevel(now, level) };
    }),
    ...funcs.map(
      (option): GroupingMenuEntry => ({
        key: `agg:${option ?? 'none'}`,
        role: 'menuitemradio',
        group: 'Aggregate',
        label: option ? aggregateLabel(option, type) : 'None',
        checked: option === func,
        change: (now) => setAggregate(now, colId, option),
      }),
    ),
  ];
}
