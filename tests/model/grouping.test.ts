import { describe, expect, it } from 'vitest';
import type { ColumnType } from '../../src/model/columns';
import { AGG_FUNCS, type Aggregate, aggregateHeader, groupId, type GroupKey, type GroupLevel, levelHeader, levelId, onePerColumn, parseGroupId, parseLevelId } from '../../src/model/grouping';
import { type GroupSort, groupSortOf } from '../../src/model/groupSort';
import { EMPTY_QUERY, GROUP_COLUMN, isGrouped, queryKey, type QuerySort, type RowQuery, ungrouped } from '../../src/model/query';

describe('a level’s id in state, and back', () => {
  const colIds = ['city', 'date', 'year(date)'];
  it.each<[GroupLevel, string]>([
    [{ colId: 'city' }, 'city'],
    [{ colId: 'date', bucket: 'year' }, 'year(date)'],
    [{ colId: 'date', bucket: 'month' }, 'month(date)'],
  ])('%j is %s', (level, id) => {
    expect(levelId(level)).toBe(id);
    expect(parseLevelId(id, ['city', 'date'])).toEqual(level);
  });
  it.each<[string, GroupLevel | null]>([
    ['year(date)', { colId: 'year(date)' }], // a column of that name comes first
    ['month(date)', { colId: 'date', bucket: 'month' }],
    ['year(city)', { colId: 'city', bucket: 'year' }], // a bucket of any column reads its cells as dates
    ['week(date)', null],
    ['year(nothing)', null],
    ['nothing', null],
    ['', null],
  ])('%s among %j reads as %j', (id, level) => {
    expect(parseLevelId(id, colIds)).toEqual(level);
  });
});

describe('a group’s id: the JSON array of its path of keys', () => {
  it.each<[GroupKey[], string]>([
    [['Paris', 'open'], '["Paris","open"]'],
    [[null], '[null]'],
    [['Paris', null], '["Paris",null]'],
    [['say "hi"'], '["say \\"hi\\""]'],
  ])('%j is %s', (path, id) => {
    expect(groupId(path)).toBe(id);
    expect(parseGroupId(id)).toEqual(path);
  });
  it.each(['not json', '{"a":1}', '[1]', '"Paris"', '[["a"]]'])('%s names no path', (id) => {
    expect(parseGroupId(id)).toBeNull();
  });
});

describe('which aggregates a column’s type offers', () => {
  it.each<[ColumnType, string[]]>([
    ['text', ['count', 'distinct']],
    ['number', ['count', 'distinct', 'sum', 'avg', 'min', 'max']],
    ['date', ['count', 'distinct', 'min', 'max']],
    ['dateDayFirst', ['count', 'distinct', 'min', 'max']],
  ])('%s: %j', (type, funcs) => {
    expect(AGG_FUNCS[type]).toEqual(funcs);
  });
  it('names headers as AG Grid does, and a bucket level by its bucket', () => {
    expect([aggregateHeader('sum', 'amount'), aggregateHeader('avg', 'Amount (€)'), levelHeader({ colId: 'd', bucket: 'month' }, 'date'), levelHeader({ colId: 'c' }, 'City')]).toEqual([
      'sum(amount)',
      'avg(Amount (€))',
      'month(date)',
      'City',
    ]);
  });
  it('keeps one aggregate per column, the first', () => {
    expect(onePerColumn([{ colId: 'a', func: 'sum' }, { colId: 'b', func: 'count' }, { colId: 'a', func: 'max' }])).toEqual([{ colId: 'a', func: 'sum' }, { colId: 'b', func: 'count' }]);
  });
});

describe('the group sort follows from the query’s sort and the aggregates', () => {
  const sum: Aggregate = { colId: 'amount', func: 'sum' };
  const aggregates: Aggregate[] = [{ colId: 'city', func: 'count' }, sum];
  const item = (colId: string, sort: 'asc' | 'desc' = 'asc'): QuerySort => ({ colId, sort });
  const count: Aggregate = aggregates[0]!;
  const key = (direction: 'asc' | 'desc' = 'asc') => ({ by: 'key', direction }) as const;
  const by = (aggregate: Aggregate, direction: 'asc' | 'desc' = 'asc') => ({ by: 'aggregate', aggregate, direction }) as const;
  it.each<[string, QuerySort[], GroupSort]>([
    ['no sort: keys ascending, rows in file order', [], { groups: [], rows: [] }],
    ['the Group column descending: keys descending', [item(GROUP_COLUMN, 'desc')], { groups: [key('desc')], rows: [] }],
    ['the Group column ascending', [item(GROUP_COLUMN)], { groups: [key()], rows: [] }],
    ['an aggregated column: its aggregate, and the rows by it', [item('amount', 'desc')], { groups: [by(sum, 'desc')], rows: [item('amount', 'desc')] }],
    ['another column: nothing for the groups (keys ascending), rows by it', [item('name', 'desc')], { groups: [], rows: [item('name', 'desc')] }],
    ['another column first: the groups by the aggregated one after it', [item('name'), item('amount', 'desc')], { groups: [by(sum, 'desc')], rows: [item('name'), item('amount', 'desc')] }],
    ['two aggregated columns: the second breaks the first’s ties', [item('city'), item('amount', 'desc')], { groups: [by(count), by(sum, 'desc')], rows: [item('city'), item('amount', 'desc')] }],
    ['an aggregate, then the Group column: ties by key descending', [item('amount'), item(GROUP_COLUMN, 'desc')], { groups: [by(sum), key('desc')], rows: [item('amount')] }],
    ['the Group column first: keys are unique, nothing after them orders groups', [item(GROUP_COLUMN, 'desc'), item('amount')], { groups: [key('desc')], rows: [item('amount')] }],
  ])('%s', (_name, sort, expected) => {
    expect(groupSortOf(sort, aggregates)).toEqual(expected);
  });
  it('a column aggregated twice sorts by its first aggregate', () => {
    expect(groupSortOf([item('amount')], [sum, { colId: 'amount', func: 'max' }]).groups).toEqual([by(sum)]);
  });
});

describe('a grouped query', () => {
  const grouping = { levels: [{ colId: 'city' }], aggregates: [], open: { all: false, toggled: [] } };
  const grouped: RowQuery = { ...EMPTY_QUERY, sort: [{ colId: GROUP_COLUMN, sort: 'desc' }, { colId: 'name', sort: 'asc' }], grouping };
  it('has its own key; an ungrouped query keeps the key it had', () => {
    expect(queryKey(grouped)).not.toBe(queryKey({ ...grouped, grouping: undefined }));
    expect(queryKey(EMPTY_QUERY)).toBe('[[],"",[],null,null]');
  });
  it('without its grouping reads the rows that pass, sorted by the items on the table’s columns', () => {
    expect(queryKey(ungrouped(grouped))).toBe(queryKey({ ...EMPTY_QUERY, sort: [{ colId: 'name', sort: 'asc' }] }));
  });
  it.each<[string, RowQuery['grouping'], boolean]>([
    ['none', undefined, false],
    ['no levels, no aggregates', { levels: [], aggregates: [], open: { all: false, toggled: [] } }, false],
    ['a level', grouping, true],
    ['aggregates only (the totals)', { levels: [], aggregates: [{ colId: 'a', func: 'count' }], open: { all: false, toggled: [] } }, true],
  ])('isGrouped: %s → %s', (_name, value, expected) => {
    expect(isGrouped({ ...EMPTY_QUERY, grouping: value })).toBe(expected);
  });
});
