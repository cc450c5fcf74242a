// The grouping in the URL, spelled as the address spells the rest (`types=zip:text,…`):
// `group=city,year(date)` the levels in order; `agg=amount:sum,city:distinct` the aggregates in
// the order chosen; `open=["Paris"]` once per open group, or `open=all` and `closed=<id>` once
// per closed group after Expand all groups. The group sort is a `sort=` item like any other.
import { type ColumnSpec, familyOf } from '../model/columns';
import { lastParam } from './addressParams';
import { AGG_FUNCS, type AggFunc, type Aggregate, type Grouping, type GroupLevel, levelId, MAX_GROUP_LEVELS, NO_GROUPING, parseGroupId, parseLevelId } from '../model/grouping';
import { type ColumnTypes, typeOfColumn } from './columnTypes';

const short = (text: string) => JSON.stringify(text).slice(1, -1).slice(0, 40);

/** The URL's grouping parameters for a view's grouping, in the order they are written; none when it groups nothing. */
export function groupingParams(grouping: Grouping): [string, string][] {
  const params: [string, string][] = [];
  if (grouping.levels.length > 0) params.push(['group', grouping.levels.map(levelId).join(',')]);
  if (grouping.aggregates.length > 0) params.push(['agg', grouping.aggregates.map(({ colId, func }) => `${colId}:${func}`).join(',')]);
  if (grouping.levels.length === 0) return params;
  if (grouping.open.all) params.push(['open', 'all']);
  for (const id of grouping.open.toggled) params.push([grouping.open.all ? 'closed' : 'open', id]);
  return params;
}

/**
 * Reads `group=`, `agg=`, `open=` and `closed=` against the dataset's columns (read as `types`).
 * What cannot be honoured is left out with a notice: an unknown column, a year or month of a
 * column that is not a date, a repeated level or a fifth one, a function the column's type does
 * not offer, an open group that is not a JSON list of keys.
 */
export function readGrouping(params: URLSearchParams, columns: readonly ColumnSpec[], types: ColumnTypes, notices: string[]): Grouping {
  const colIds = columns.map(({ colId }) => colId);
  const typeOf = (colId: string) => typeOfColumn(columns, colId, types);
  const levels: GroupLevel[] = [];
  for (const id of (lastParam(params, 'group', notices) ?? '').split(',').filter((part) => part !== '')) {
    const level = parseLevelId(id, colIds);
    if (!level) notices.push(`Ignored the grouping by "${short(id)}": there is no such column.`);
    else if (level.bucket && familyOf(typeOf(level.colId)) !== 'date') notices.push(`Ignored the grouping by "${short(id)}": only a date column groups by ${level.bucket}.`);
    else if (levels.some((each) => levelId(each) === id)) notices.push(`Ignored a second grouping by "${short(id)}".`);
    else if (levels.length >= MAX_GROUP_LEVELS) notices.push(`Ignored the grouping by "${short(id)}": rows group by ${MAX_GROUP_LEVELS} columns at most.`);
    else levels.push(level);
  }
  const aggregates: Aggregate[] = [];
  for (const part of (lastParam(params, 'agg', notices) ?? '').split(',').filter((entry) => entry !== '')) {
    const [colId = '', func = '', ...more] = part.split(':');
    if (more.length > 0) notices.push(`Ignored the aggregate "${short(part)}": an aggregate is written column:function, like amount:sum.`);
    else if (!colIds.includes(colId)) notices.push(`Ignored the aggregate of "${short(colId)}": there is no such column.`);
    else if (!(AGG_FUNCS[typeOf(colId)] as readonly string[]).includes(func)) notices.push(`Ignored the aggregate "${short(func)}" of "${colId}": it is one of ${AGG_FUNCS[typeOf(colId)].join(', ')}.`);
    else if (aggregates.some((each) => each.colId === colId)) notices.push(`Ignored a second aggregate of "${colId}".`);
    else aggregates.push({ colId, func: func as AggFunc });
  }
  const open = params.getAll('open');
  const closed = params.getAll('closed');
  if (levels.length === 0) {
    if (open.length + closed.length > 0) notices.push(`Ignored the open and closed groups: the rows are not grouped.`);
    return aggregates.length === 0 ? NO_GROUPING : { ...NO_GROUPING, aggregates };
  }
  const all = open.includes('all');
  // After open=all, closed= lists the groups closed since; without it, open= lists the open ones.
  const [listed, unread] = all ? [closed, open.filter((id) => id !== 'all')] : [open, closed];
  if (unread.length > 0) notices.push(all ? `Ignored ${unread.length} open= group(s): with open=all every group is open, and closed= lists those closed.` : `Ignored ${unread.length} closed= group(s): they are read after open=all only.`);
  const toggled = new Set<string>();
  for (const id of listed) {
    if (parseGroupId(id)) toggled.add(id);
    else notices.push(`Ignored the group "${short(id)}": a group is a JSON list of keys like ["Paris"].`);
  }
  return { levels, aggregates, open: { all, toggled: [...toggled].sort() } };
}
