import { describe, expect, it } from 'vitest';
import type { ColumnSpec, ColumnType } from '../../src/model/columns';
import { type Grouping, NO_GROUPING } from '../../src/model/grouping';
import { readGrouping, groupingParams } from '../../src/view/groupingAddress';
import { groupingMenuEntries } from '../../src/view/groupingMenu';
import { groupingState, removeLevel, setAggregate, setGroupOpen, toggleLevel, typeChangeNotice, withGroupingType } from '../../src/view/groupingView';
import { moveLevel, setAllOpen } from '../../src/view/rowGroupsToolbar';
import { filterStateJson } from '../../src/view/filterState';
import { settleView } from '../../src/view/rules';
import { INITIAL_VIEW_STATE } from '../../src/view/viewState';

const COLUMNS: ColumnSpec[] = [
  { colId: 'city', header: 'City', kind: 'caseInsensitive' },
  { colId: 'amount', header: 'amount', kind: 'exact', type: 'number' },
  { colId: 'when', header: 'When', kind: 'exact', type: 'date' },
  { colId: 'status', header: 'status', kind: 'caseInsensitive' },
  { colId: 'zone', header: 'zone', kind: 'caseInsensitive' },
];

const grouped = (patch: Partial<Grouping>): Grouping => ({ ...NO_GROUPING, ...patch });

describe('changes of the grouping', () => {
  it.each<[string, Grouping, (g: Grouping) => Grouping, Partial<Grouping>]>([
    ['Group by adds a level last', grouped({ levels: [{ colId: 'city' }] }), (g) => toggleLevel(g, { colId: 'status' }), { levels: [{ colId: 'city' }, { colId: 'status' }] }],
    ['Group by again removes it', grouped({ levels: [{ colId: 'city' }, { colId: 'status' }] }), (g) => toggleLevel(g, { colId: 'city' }), { levels: [{ colId: 'status' }] }],
    ['a year of a column is a level apart from the column', grouped({ levels: [{ colId: 'when' }] }), (g) => toggleLevel(g, { colId: 'when', bucket: 'year' }), { levels: [{ colId: 'when' }, { colId: 'when', bucket: 'year' }] }],
    [
      'a fifth level is not added',
      grouped({ levels: [{ colId: 'city' }, { colId: 'status' }, { colId: 'zone' }, { colId: 'amount' }] }),
      (g) => toggleLevel(g, { colId: 'when' }),
      { levels: [{ colId: 'city' }, { colId: 'status' }, { colId: 'zone' }, { colId: 'amount' }] },
    ],
    ['Remove group keeps the open groups', grouped({ levels: [{ colId: 'city' }, { colId: 'status' }], open: { all: false, toggled: ['["Paris"]'] } }), (g) => removeLevel(g, { colId: 'status' }), { levels: [{ colId: 'city' }], open: { all: false, toggled: ['["Paris"]'] } }],
    ['Remove group of the last level: no group is left, so none stays open', grouped({ levels: [{ colId: 'city' }], aggregates: [{ colId: 'amount', func: 'sum' }], open: { all: false, toggled: ['["Paris"]'] } }), (g) => removeLevel(g, { colId: 'city' }), { aggregates: [{ colId: 'amount', func: 'sum' }] }],
    ['Group by again on the last level, after Expand all: closed too', grouped({ levels: [{ colId: 'city' }], open: { all: true, toggled: [] } }), (g) => toggleLevel(g, { colId: 'city' }), {}],
    ['a type change that takes the last level: closed too', grouped({ levels: [{ colId: 'when', bucket: 'month' }], open: { all: false, toggled: ['["2014-03"]'] } }), (g) => withGroupingType(g, 'when', 'text'), {}],
    ['Move later', grouped({ levels: [{ colId: 'city' }, { colId: 'status' }] }), (g) => moveLevel(g, { colId: 'city' }, 1), { levels: [{ colId: 'status' }, { colId: 'city' }] }],
    ['Move earlier at the start changes nothing', grouped({ levels: [{ colId: 'city' }, { colId: 'status' }] }), (g) => moveLevel(g, { colId: 'city' }, -1), { levels: [{ colId: 'city' }, { colId: 'status' }] }],
    ['an aggregate is added in the order chosen', grouped({ aggregates: [{ colId: 'amount', func: 'sum' }] }), (g) => setAggregate(g, 'city', 'count'), { aggregates: [{ colId: 'amount', func: 'sum' }, { colId: 'city', func: 'count' }] }],
    ['another function keeps its place', grouped({ aggregates: [{ colId: 'amount', func: 'sum' }, { colId: 'city', func: 'count' }] }), (g) => setAggregate(g, 'amount', 'avg'), { aggregates: [{ colId: 'amount', func: 'avg' }, { colId: 'city', func: 'count' }] }],
    ['None removes it', grouped({ aggregates: [{ colId: 'amount', func: 'sum' }] }), (g) => setAggregate(g, 'amount', null), { aggregates: [] }],
    ['Expand opens a group, ids sorted', grouped({ open: { all: false, toggled: ['["b"]'] } }), (g) => setGroupOpen(g, '["a"]', true), { open: { all: false, toggled: ['["a"]', '["b"]'] } }],
    ['Expand again (a quick second click) keeps it open', grouped({ open: { all: false, toggled: ['["a"]'] } }), (g) => setGroupOpen(g, '["a"]', true), { open: { all: false, toggled: ['["a"]'] } }],
    ['Collapse closes it', grouped({ open: { all: false, toggled: ['["a"]'] } }), (g) => setGroupOpen(g, '["a"]', false), { open: { all: false, toggled: [] } }],
    ['Collapse on a closed group changes nothing', grouped({ open: { all: false, toggled: [] } }), (g) => setGroupOpen(g, '["a"]', false), { open: { all: false, toggled: [] } }],
    ['after Expand all, Collapse closes one', grouped({ open: { all: true, toggled: [] } }), (g) => setGroupOpen(g, '["a"]', false), { open: { all: true, toggled: ['["a"]'] } }],
    ['after Expand all, Expand on an open group changes nothing', grouped({ open: { all: true, toggled: [] } }), (g) => setGroupOpen(g, '["a"]', true), { open: { all: true, toggled: [] } }],
    ['Enter on a closed group opens it', grouped({ open: { all: false, toggled: [] } }), (g) => setGroupOpen(g, '["a"]', 'toggle'), { open: { all: false, toggled: ['["a"]'] } }],
    ['Enter twice quickly (its row not yet drawn again): open, then closed', grouped({ open: { all: false, toggled: [] } }), (g) => setGroupOpen(setGroupOpen(g, '["a"]', 'toggle'), '["a"]', 'toggle'), { open: { all: false, toggled: [] } }],
    ['after Expand all, Enter closes one', grouped({ open: { all: true, toggled: [] } }), (g) => setGroupOpen(g, '["a"]', 'toggle'), { open: { all: true, toggled: ['["a"]'] } }],
    ['Expand all forgets the toggles', grouped({ open: { all: false, toggled: ['["a"]'] } }), (g) => setAllOpen(g, true), { open: { all: true, toggled: [] } }],
  ])('%s', (_name, before, change, after) => {
    expect(change(before)).toEqual(grouped(after));
  });
});

describe('a group asked to be as it is', () => {
  it.each<[string, Grouping, boolean]>([
    ['open, Expand', grouped({ open: { all: false, toggled: ['["a"]'] } }), true],
    ['closed, Collapse', NO_GROUPING, false],
    ['open by Expand all, Expand', grouped({ open: { all: true, toggled: [] } }), true],
  ])('%s: the same grouping, no change of view', (_name, grouping, open) => {
    expect(setGroupOpen(grouping, '["a"]', open)).toBe(grouping);
  });
});

describe('AG Grid’s state shapes in the state dump', () => {
  it.each<[string, Grouping, Record<string, unknown>]>([
    ['nothing while it groups nothing', NO_GROUPING, {}],
    [
      'levels, aggregates and open groups',
      grouped({ levels: [{ colId: 'city' }, { colId: 'when', bucket: 'month' }], aggregates: [{ colId: 'amount', func: 'avg' }], open: { all: false, toggled: ['["Paris"]'] } }),
      { rowGroup: { groupColIds: ['city', 'month(when)'] }, aggregation: { aggregationModel: [{ colId: 'amount', aggFunc: 'avg' }] }, rowGroupExpansion: { expandedRowGroupIds: ['["Paris"]'] } },
    ],
    [
      'after Expand all: the other form',
      grouped({ levels: [{ colId: 'city' }], open: { all: true, toggled: ['["Lyon"]'] } }),
      { rowGroup: { groupColIds: ['city'] }, aggregation: { aggregationModel: [] }, rowGroupExpansion: { expandAll: true, invertedRowGroupIds: ['["Lyon"]'] } },
    ],
  ])('%s', (_name, grouping, state) => {
    expect(groupingState(grouping)).toEqual(state);
    expect(JSON.parse(filterStateJson([], '', COLUMNS, grouping))).toEqual({ columnFilters: [], globalFilter: '', ...state });
  });
});

describe('the grouping in the URL', () => {
  it.each<[string, Grouping, string]>([
    ['nothing', NO_GROUPING, ''],
    ['levels', grouped({ levels: [{ colId: 'city' }, { colId: 'when', bucket: 'year' }] }), 'group=city%2Cyear%28when%29'],
    ['aggregates alone', grouped({ aggregates: [{ colId: 'amount', func: 'sum' }, { colId: 'city', func: 'distinct' }] }), 'agg=amount%3Asum%2Ccity%3Adistinct'],
    ['open groups', grouped({ levels: [{ colId: 'city' }], open: { all: false, toggled: ['["Lyon"]', '[null]'] } }), 'group=city&open=%5B%22Lyon%22%5D&open=%5Bnull%5D'],
    ['all open but one', grouped({ levels: [{ colId: 'city' }], open: { all: true, toggled: ['["Lyon"]'] } }), 'group=city&open=all&closed=%5B%22Lyon%22%5D'],
  ])('%s: written and read back', (_name, grouping, search) => {
    expect(new URLSearchParams(groupingParams(grouping)).toString()).toBe(search);
    const notices: string[] = [];
    expect(readGrouping(new URLSearchParams(search), COLUMNS, {}, notices)).toEqual(grouping);
    expect(notices).toEqual([]);
  });

  it.each<[string, string, Partial<Grouping>, RegExp]>([
    ['an unknown column', 'group=nope,city', { levels: [{ colId: 'city' }] }, /grouping by "nope": there is no such column/],
    ['a year of a text column', 'group=year(city)', {}, /only a date column groups by year/],
    ['a repeated level', 'group=city,city', { levels: [{ colId: 'city' }] }, /second grouping by "city"/],
    ['a fifth level', 'group=city,status,zone,amount,when', { levels: [{ colId: 'city' }, { colId: 'status' }, { colId: 'zone' }, { colId: 'amount' }] }, /4 columns at most/],
    ['a function the type lacks', 'agg=city:sum', {}, /aggregate "sum" of "city": it is one of count, distinct/],
    ['an open group that is no list of keys', 'group=city&open=Paris', { levels: [{ colId: 'city' }] }, /a group is a JSON list of keys/],
    ['open groups without a level', 'agg=amount:sum&open=%5B%22Paris%22%5D', { aggregates: [{ colId: 'amount', func: 'sum' }] }, /open and closed groups: the rows are not grouped/],
    ['open groups with nothing grouped', 'open=%5B%22Paris%22%5D&closed=%5B%22Lyon%22%5D', {}, /open and closed groups: the rows are not grouped/],
    ['closed groups without open=all', 'group=city&closed=%5B%22Paris%22%5D', { levels: [{ colId: 'city' }] }, /1 closed= group\(s\): they are read after open=all only/],
    ['open groups beside open=all', 'group=city&open=all&open=%5B%22Paris%22%5D', { levels: [{ colId: 'city' }], open: { all: true, toggled: [] } }, /1 open= group\(s\): with open=all every group is open/],
    ['an aggregate with more than a function', 'agg=amount:sum:extra', {}, /aggregate "amount:sum:extra": an aggregate is written column:function/],
    ['group= given twice', 'group=status&group=city', { levels: [{ colId: 'city' }] }, /\?group was given 2 times; only the last one counts/],
    ['agg= given twice', 'agg=amount:max&agg=amount:sum', { aggregates: [{ colId: 'amount', func: 'sum' }] }, /\?agg was given 2 times; only the last one counts/],
  ])('%s is left out with a notice', (_name, search, kept, notice) => {
    const notices: string[] = [];
    const read = readGrouping(new URLSearchParams(search), COLUMNS, {}, notices);
    expect(read).toEqual(Object.keys(kept).length === 0 ? NO_GROUPING : grouped(kept));
    expect(notices.join('\n')).toMatch(notice);
  });

  it('a column read as a date (types=) groups by year', () => {
    const notices: string[] = [];
    expect(readGrouping(new URLSearchParams('group=year(city)'), COLUMNS, { city: 'date' }, notices).levels).toEqual([{ colId: 'city', bucket: 'year' }]);
    expect(notices).toEqual([]);
  });
});

describe('a column menu’s grouping items', () => {
  it.each<[string, Grouping, string, string, string[], string[], string[]]>([
    ['text', NO_GROUPING, 'city', 'City', ['Group by City', 'None', 'Count', 'Distinct'], ['None'], []],
    ['number, summed', grouped({ aggregates: [{ colId: 'amount', func: 'sum' }] }), 'amount', 'amount', ['Group by amount', 'None', 'Count', 'Distinct', 'Sum', 'Mean', 'Min', 'Max'], ['Sum'], []],
    ['date, grouped by year', grouped({ levels: [{ colId: 'when', bucket: 'year' }] }), 'when', 'When', ['Group by When', 'Group by year of When', 'Group by month of When', 'None', 'Count', 'Distinct', 'Earliest', 'Latest'], ['Group by year of When', 'None'], []],
    [
      'with four levels the others are disabled',
      grouped({ levels: [{ colId: 'city' }, { colId: 'status' }, { colId: 'zone' }, { colId: 'amount' }] }),
      'when',
      'When',
      ['Group by When', 'Group by year of When', 'Group by month of When', 'None', 'Count', 'Distinct', 'Earliest', 'Latest'],
      ['None'],
      ['Group by When', 'Group by year of When', 'Group by month of When'],
    ],
  ])('%s', (_name, grouping, colId, header, labels, checked, disabled) => {
    const type = COLUMNS.find((column) => column.colId === colId)!.type ?? 'text';
    const entries = groupingMenuEntries(grouping, colId, header, type);
    expect(entries.map(({ label }) => label)).toEqual(labels);
    expect(entries.filter((entry) => entry.checked).map(({ label }) => label)).toEqual(checked);
    expect(entries.filter((entry) => entry.disabled).map(({ label }) => label)).toEqual(disabled);
    expect(entries.filter((entry) => entry.role === 'menuitemradio').every((entry) => entry.group === 'Aggregate')).toBe(true);
  });

  it('choosing an item changes the grouping as it says', () => {
    const entries = groupingMenuEntries(NO_GROUPING, 'when', 'When', 'date');
    const choose = (label: string, from: Grouping) => entries.find((entry) => entry.label === label)!.change(from);
    expect(choose('Group by month of When', NO_GROUPING).levels).toEqual([{ colId: 'when', bucket: 'month' }]);
    expect(choose('Latest', NO_GROUPING).aggregates).toEqual([{ colId: 'when', func: 'max' }]);
    expect(choose('None', grouped({ aggregates: [{ colId: 'when', func: 'min' }] })).aggregates).toEqual([]);
  });
});

describe('how a change of the grouping settles', () => {
  const view = (page: number, grouping: Grouping) => ({ ...INITIAL_VIEW_STATE, page, grouping });
  it.each<[string, Grouping, Grouping, number]>([
    ['a new level: page 1', NO_GROUPING, grouped({ levels: [{ colId: 'city' }] }), 1],
    ['a new aggregate: page 1', grouped({ levels: [{ colId: 'city' }] }), grouped({ levels: [{ colId: 'city' }], aggregates: [{ colId: 'amount', func: 'sum' }] }), 1],
    ['a group opened: the page stays', grouped({ levels: [{ colId: 'city' }] }), grouped({ levels: [{ colId: 'city' }], open: { all: false, toggled: ['["Paris"]'] } }), 3],
  ])('%s', (_name, before, after, page) => {
    expect(settleView(view(3, before), view(3, after)).page).toBe(page);
  });
});

describe('a column read as another type', () => {
  const start = grouped({ levels: [{ colId: 'when', bucket: 'year' }, { colId: 'city' }], aggregates: [{ colId: 'when', func: 'max' }, { colId: 'amount', func: 'sum' }] });
  it.each<[string, string, ColumnType, Partial<Grouping>]>([
    ['a date read as text loses its year and its Latest', 'when', 'text', { levels: [{ colId: 'city' }], aggregates: [{ colId: 'amount', func: 'sum' }] }],
    ['a date read day first keeps them', 'when', 'dateDayFirst', { levels: start.levels, aggregates: start.aggregates }],
    ['a number read as text loses its Sum', 'amount', 'text', { levels: start.levels, aggregates: [{ colId: 'when', func: 'max' }] }],
  ])('%s', (_name, colId, type, after) => {
    expect(withGroupingType(start, colId, type)).toEqual(grouped(after));
  });

  const byMonths = grouped({ levels: [{ colId: 'when', bucket: 'year' }, { colId: 'when', bucket: 'month' }], aggregates: [] });
  it.each<[string, Grouping, string, string, ColumnType, string | null]>([
    ['a year level and Latest', start, 'when', 'When', 'text', 'When is read as Text now, so the grouping by year(When) and the aggregate max(When) were removed.'],
    ['an aggregate alone', start, 'amount', 'Amount', 'text', 'Amount is read as Text now, so the aggregate sum(Amount) was removed.'],
    ['two levels', byMonths, 'when', 'When', 'number', 'When is read as Number now, so the groupings by year(When) and month(When) were removed.'],
    ['a level alone', grouped({ levels: [{ colId: 'when', bucket: 'month' }], aggregates: [{ colId: 'when', func: 'count' }] }), 'when', 'When', 'text', 'When is read as Text now, so the grouping by month(When) was removed.'],
    ['nothing taken: no notice', start, 'when', 'When', 'dateDayFirst', null],
    ['a column not in the grouping: no notice', start, 'city', 'City', 'number', null],
  ])('notice: %s', (_name, before, colId, header, type, notice) => {
    expect(typeChangeNotice(before, withGroupingType(before, colId, type), header, type)).toBe(notice);
  });
});
