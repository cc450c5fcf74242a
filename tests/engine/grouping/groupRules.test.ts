import { describe, expect, it } from 'vitest';
import { GroupIndex, type GroupedItem } from '../../../src/engine/grouping/groupIndex';
import { referenceGrouping } from '../../../src/engine/grouping/referenceGrouping';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import type { ValueType } from '../../../src/model/columns';
import { type Aggregate, type GroupLevel } from '../../../src/model/grouping';
import { GROUP_COLUMN, type RowQuery } from '../../../src/model/query';
import { dictColumn, type Table } from '../../../src/model/table';
import { treeShape } from '../../../src/model/treeShape';
import { peopleAsTable, tableOf as peopleTableOf } from '../../../src/data/people/peopleTable';
import { groupsCsv } from '../../../src/engine/grouping/groupsCsv';

type Spec = readonly string[] | readonly [readonly string[], ValueType];
const typed = (spec: Spec): spec is readonly [readonly string[], ValueType] => Array.isArray(spec[0]);

/** A table of dict columns, each its texts or, for a number or date column, its texts and type. */
function tableOf(columns: Record<string, Spec>): Table {
  const specs = Object.entries(columns).map(([colId, spec]) => [colId, typed(spec) ? spec : ([spec, undefined] as const)] as const);
  return { count: specs[0]?.[1][0].length ?? 0, columns: Object.fromEntries(specs.map(([colId, [texts, type]]) => [colId, dictColumn([...texts], type)])) };
}

interface Options {
  levels?: GroupLevel[];
  aggregates?: Aggregate[];
  open?: string[];
  all?: boolean;
  query?: Partial<RowQuery>;
}

/** The query's whole display list from both engines (which must agree), as lines: `  Paris (3) sum=107.00`, `row 4`. */
function shown(table: Table, { levels = [], aggregates = [], open = [], all = false, query = {} }: Options) {
  const grouped: RowQuery = { filters: [], globalFilter: '', sort: [], ...query, grouping: { levels, aggregates, open: { all, toggled: open } } };
  const page = runToEnd(new GroupIndex(new TableIndex(table)).page(grouped, 0, 10_000));
  const reference = referenceGrouping(table, grouped);
  expect(page.items).toEqual(reference.items);
  expect(page.totals).toEqual(reference.totals);
  const line = (item: GroupedItem) => {
    if ('row' in item) return `row ${item.row}`;
    const { level, key, count, open: isOpen } = item.group;
    const figures = Object.entries(item.aggregates).map(([colId, text]) => ` ${colId}=${text}`);
    return `${'  '.repeat(level - 1)}${isOpen ? '-' : '+'}${key ?? '(Blank)'} (${count})${figures.join('')}`;
  };
  return { lines: page.items.map(line), totals: page.totals, passing: page.passing, length: page.length, items: page.items };
}

const keysOf = (table: Table, options: Options) => shown(table, options).lines;

describe('keys: the text as written, ordered as the column sorts, blank last both ways', () => {
  const text = tableOf({ tag: ['b', 'a10', 'a2', 'Ann', 'ann', '', 'B', 'Zoë', 'Zoe', 'ann'] });
  it('text: exact text, natural order, ties by code units', () => {
    expect(keysOf(text, { levels: [{ colId: 'tag' }] })).toEqual(['+a2 (1)', '+a10 (1)', '+Ann (1)', '+ann (2)', '+B (1)', '+b (1)', '+Zoe (1)', '+Zoë (1)', '+(Blank) (1)']);
  });
  it('the Group column descending reverses the keys; the blank group stays last', () => {
    expect(keysOf(text, { levels: [{ colId: 'tag' }], query: { sort: [{ colId: GROUP_COLUMN, sort: 'desc' }] } })).toEqual([
      '+Zoë (1)', '+Zoe (1)', '+b (1)', '+B (1)', '+ann (2)', '+Ann (1)', '+a10 (1)', '+a2 (1)', '+(Blank) (1)',
    ]);
  });
  it('numbers: grouped as written, ordered by value (007 as 7, as a column forced to Number reads it); cells that do not read as numbers are blank', () => {
    const numbers = tableOf({ n: [['10', '9', '1.5', '1.50', '007', '', '-3', 'abc', '9'], 'number'] });
    expect(keysOf(numbers, { levels: [{ colId: 'n' }] })).toEqual(['+-3 (1)', '+1.5 (1)', '+1.50 (1)', '+007 (1)', '+9 (2)', '+10 (1)', '+(Blank) (2)']);
  });
  it('numbers read as text (the Type menu) sort as text', () => {
    const numbers = tableOf({ n: [['10', '9', '1.5', '', 'abc'], 'number'] });
    expect(keysOf(numbers, { levels: [{ colId: 'n' }], query: { types: { n: 'text' } } })).toEqual(['+1.5 (1)', '+9 (1)', '+10 (1)', '+abc (1)', '+(Blank) (1)']);
  });
  const dates = tableOf({ d: [['2014-03-05', '2014-03-05T00:00', '2013-12-31T23:59Z', '2014-02-30', '', '2015-01-01 08:00', '2014-03-20'], 'date'] });
  it('dates: grouped as written, ordered by date', () => {
    expect(keysOf(dates, { levels: [{ colId: 'd' }] })).toEqual(['+2013-12-31T23:59Z (1)', '+2014-03-05 (1)', '+2014-03-05T00:00 (1)', '+2014-03-20 (1)', '+2015-01-01 08:00 (1)', '+(Blank) (2)']);
  });
  it.each<['year' | 'month', string[]]>([
    ['year', ['+2013 (1)', '+2014 (3)', '+2015 (1)', '+(Blank) (2)']],
    ['month', ['+2013-12 (1)', '+2014-03 (3)', '+2015-01 (1)', '+(Blank) (2)']],
  ])('%s of a date: from the date as written', (bucket, expected) => {
    expect(keysOf(dates, { levels: [{ colId: 'd', bucket }] })).toEqual(expected);
    // A bucket reads dates whatever the column's type.
    expect(keysOf(dates, { levels: [{ colId: 'd', bucket }], query: { types: { d: 'text' } } })).toEqual(expected);
  });
  const written = tableOf({ d: [['Jan 1 2000', 'January 31, 2000', '14 Feb 2001', '2001/02/14 21:55', '01/02/2003', '13/02/2003', 'soon'], 'date'] });
  it.each<['date' | 'dateDayFirst', 'year' | 'month', string[]]>([
    ['date', 'year', ['+2000 (2)', '+2001 (2)', '+2003 (1)', '+(Blank) (2)']],
    ['date', 'month', ['+2000-01 (2)', '+2001-02 (2)', '+2003-01 (1)', '+(Blank) (2)']],
    ['dateDayFirst', 'month', ['+2000-01 (2)', '+2001-02 (2)', '+2003-02 (2)', '+(Blank) (1)']],
  ])('%s column, %s of dates in any written form: from the date read, as ISO writes it', (type, bucket, expected) => {
    expect(keysOf(written, { levels: [{ colId: 'd', bucket }], query: { types: { d: type } } })).toEqual(expected);
  });
});

describe('levels, open groups and the display list', () => {
  const table = tableOf({
    city: ['Paris', 'Lyon', 'Paris', 'Paris', 'Lyon', ''],
    when: [['2014-03-05', '2015-01-01', '2015-06-01', '2014-12-31', '2015-02-02', '2014-01-01'], 'date'],
  });
  const levels: GroupLevel[] = [{ colId: 'city' }, { colId: 'when', bucket: 'year' }];
  it('groups start closed', () => {
    expect(shown(table, { levels })).toMatchObject({ lines: ['+Lyon (2)', '+Paris (3)', '+(Blank) (1)'], length: 3, passing: 6 });
  });
  it('an open group is followed by its next level’s groups, an open deepest group by its rows in file order', () => {
    const { lines, items } = shown(table, { levels, open: ['["Paris"]', '["Paris","2015"]'] });
    expect(lines).toEqual(['+Lyon (2)', '-Paris (3)', '  +2014 (2)', '  -2015 (1)', 'row 2', '+(Blank) (1)']);
    expect(items[3]).toEqual({ group: { id: '["Paris","2015"]', level: 2, key: '2015', count: 1, open: true, leaf: true }, aggregates: {} });
  });
  it('all open but some', () => {
    expect(keysOf(table, { levels, all: true, open: ['["Lyon"]', '[null,"2014"]'] })).toEqual([
      '+Lyon (2)', '-Paris (3)', '  -2014 (2)', 'row 0', 'row 3', '  -2015 (1)', 'row 2', '-(Blank) (1)', '  +2014 (1)',
    ]);
  });
  it('a group whose path still exists stays open when a level is added or removed', () => {
    const open = ['["Paris"]'];
    expect(keysOf(table, { levels: [{ colId: 'city' }], open })).toEqual(['+Lyon (2)', '-Paris (3)', 'row 0', 'row 2', 'row 3', '+(Blank) (1)']);
    expect(keysOf(table, { levels, open })).toEqual(['+Lyon (2)', '-Paris (3)', '  +2014 (2)', '  +2015 (1)', '+(Blank) (1)']);
  });
  it('the rows in a group follow the sort; a sort on another column keeps the keys ascending', () => {
    const sort = [{ colId: 'when', sort: 'desc' as const }];
    expect(keysOf(table, { levels: [{ colId: 'city' }], open: ['["Paris"]'], query: { sort } })).toEqual(['+Lyon (2)', '-Paris (3)', 'row 2', 'row 3', 'row 0', '+(Blank) (1)']);
  });
  it('filters and the search apply first: a group with no passing row is gone, counts count passing rows', () => {
    const query: Partial<RowQuery> = { filters: [{ colId: 'when', kind: 'greaterThan', value: '2014-06' }] };
    expect(shown(table, { levels, all: true, query })).toMatchObject({
      lines: ['-Lyon (2)', '  -2015 (2)', 'row 1', 'row 4', '-Paris (2)', '  -2014 (1)', 'row 3', '  -2015 (1)', 'row 2'],
      passing: 4,
      totals: { count: 4, aggregates: {} },
    });
  });
  it('pages over the display list', () => {
    const query: RowQuery = { filters: [], globalFilter: '', sort: [], grouping: { levels, aggregates: [], open: { all: true, toggled: [] } } };
    const groups = new GroupIndex(new TableIndex(table));
    const whole = runToEnd(groups.page(query, 0, 100));
    expect(whole.length).toBe(13);
    for (const [start, end] of [[0, 3], [2, 7], [10, 20], [12, 15]]) expect(runToEnd(groups.page(query, start!, end!)).items).toEqual(whole.items.slice(start, end));
  });
  it('aggregates without levels: the rows that pass, and the totals', () => {
    expect(shown(table, { aggregates: [{ colId: 'when', func: 'max' }] })).toMatchObject({ lines: ['row 0', 'row 1', 'row 2', 'row 3', 'row 4', 'row 5'], totals: { count: 6, aggregates: { when: '2015-06-01' } } });
  });
});

describe('aggregates: exact, over the cells that read as the column’s type', () => {
  const table = tableOf({
    city: ['A', 'A', 'B', 'B', 'C', 'C', 'D', 'E'],
    amount: [['100', '7.00', '0.1', '0.2', '-3', '1.5', 'abc', ''], 'number'],
  });
  const levels = [{ colId: 'city' }];
  it.each<[Aggregate['func'], string[], string]>([
    ['sum', ['107.00', '0.30', '-1.50', '', ''], '105.80'],
    ['avg', ['53.5', '0.15', '-0.75', '', ''], '17.6333'],
    ['count', ['2', '2', '2', '0', '0'], '6'],
    ['distinct', ['2', '2', '2', '0', '0'], '6'],
    ['min', ['7.00', '0.1', '-3', '', ''], '-3'],
    ['max', ['100', '0.2', '1.5', '', ''], '100'],
  ])('%s', (func, groups, total) => {
    const { items, totals } = shown(table, { levels, aggregates: [{ colId: 'amount', func }] });
    expect(items.map((item) => ('group' in item ? item.aggregates.amount : null))).toEqual(groups);
    expect(totals.aggregates.amount).toBe(total);
  });
  it('a sum shows the decimals of the whole column, filtered-out rows too', () => {
    const query: Partial<RowQuery> = { filters: [{ colId: 'city', kind: 'exact', value: 'B' }] };
    expect(shown(table, { levels, aggregates: [{ colId: 'amount', func: 'sum' }], query }).lines).toEqual(['+B (2) amount=0.30']);
    const tenths = tableOf({ city: ['B', 'B'], amount: [['0.1', '0.2'], 'number'] });
    expect(shown(tenths, { levels, aggregates: [{ colId: 'amount', func: 'sum' }] }).lines).toEqual(['+B (2) amount=0.3']);
  });
  it('sums past 2^53 stay exact', () => {
    const big = tableOf({ k: ['x', 'x', 'x', 'y'], n: [['9007199254740993', '9007199254740993', '0.5', '-9007199254740993'], 'number'] });
    expect(shown(big, { levels: [{ colId: 'k' }], aggregates: [{ colId: 'n', func: 'sum' }] }).lines).toEqual(['+x (3) n=18014398509481986.5', '+y (1) n=-9007199254740993.0']);
    expect(shown(big, { levels: [{ colId: 'k' }], aggregates: [{ colId: 'n', func: 'avg' }] }).totals.aggregates.n).toBe('2251799813685248.375');
  });
  it('numbers as written sum as their numbers: a percent sign adds no decimal, a currency sum past 2^50 units stays exact', () => {
    const percents = tableOf({ k: ['x', 'x', 'y'], n: [['12.5%', '1.25%', '45%'], 'number'] });
    expect(shown(percents, { levels: [{ colId: 'k' }], aggregates: [{ colId: 'n', func: 'sum' }] }).lines).toEqual(['+x (2) n=13.75', '+y (1) n=45.00']);
    const money = tableOf({ k: ['x', 'x', 'x'], n: [['$12,345,678,901,234.56', '$1.00', '-$0.50'], 'number'] });
    expect(shown(money, { levels: [{ colId: 'k' }], aggregates: [{ colId: 'n', func: 'sum' }] }).lines).toEqual(['+x (3) n=12345678901235.06']);
  });
  it('means round half away from zero to two more decimals, trailing zeros trimmed', () => {
    const means = tableOf({ k: ['p', 'p', 'p', 'p', 'q', 'q', 'q', 'q', 'r', 'r'], n: [['1', '2', '2', '2.5', '-1', '-2', '-2', '-2.5', '2', '2'], 'number'] });
    // p: 7.5 / 4 = 1.875 → 1.875 at 1 + 2 decimals; r: 2 → 2
    expect(shown(means, { levels: [{ colId: 'k' }], aggregates: [{ colId: 'n', func: 'avg' }] }).lines).toEqual(['+p (4) n=1.875', '+q (4) n=-1.875', '+r (2) n=2']);
    const thirds = tableOf({ k: ['p', 'p', 'p', 'q', 'q', 'q'], n: [['1', '1', '2', '-1', '-1', '-2'], 'number'] });
    expect(shown(thirds, { levels: [{ colId: 'k' }], aggregates: [{ colId: 'n', func: 'avg' }] }).lines).toEqual(['+p (3) n=1.33', '+q (3) n=-1.33']);
  });
  it('distinct counts numbers by value, dates by date, text by exact text; min and max show the first such cell as written', () => {
    const cells = tableOf({
      k: ['x', 'x', 'x', 'x'],
      n: [['1.50', '1.5', '', '2'], 'number'],
      d: [['2014-03-05T00:00', '2014-03-05', 'soon', '2013-01-01'], 'date'],
      t: ['Ann', 'ann', '', 'Ann'],
    });
    const aggregates: Aggregate[] = [{ colId: 'n', func: 'distinct' }, { colId: 'd', func: 'distinct' }, { colId: 't', func: 'distinct' }];
    expect(shown(cells, { levels: [{ colId: 'k' }], aggregates }).lines).toEqual(['+x (4) n=2 d=2 t=2']);
    const extremes: Aggregate[] = [{ colId: 'n', func: 'min' }, { colId: 'd', func: 'max' }];
    expect(shown(cells, { levels: [{ colId: 'k' }], aggregates: extremes }).lines).toEqual(['+x (4) n=1.50 d=2014-03-05T00:00']);
  });
  it('a function the column’s type does not offer reads no cell', () => {
    expect(shown(table, { levels, aggregates: [{ colId: 'city', func: 'sum' }] }).totals.aggregates).toEqual({ city: '' });
  });
});

describe('groups sorted by an aggregate: its value, empty last both ways, ties by key', () => {
  const table = tableOf({ city: ['A', 'B', 'C', 'D', 'E', 'E'], amount: [['3', '1', '', '3', '2', '-1'], 'number'] });
  const aggregates: Aggregate[] = [{ colId: 'amount', func: 'sum' }];
  it.each<['asc' | 'desc', string[]]>([
    ['asc', ['+B (1) amount=1', '+E (2) amount=1', '+A (1) amount=3', '+D (1) amount=3', '+C (1) amount=']],
    ['desc', ['+A (1) amount=3', '+D (1) amount=3', '+B (1) amount=1', '+E (2) amount=1', '+C (1) amount=']],
  ])('%s', (sort, expected) => {
    expect(shown(table, { levels: [{ colId: 'city' }], aggregates, query: { sort: [{ colId: 'amount', sort }] } }).lines).toEqual(expected);
  });
});

describe('nested people: their top-level rows are grouped', () => {
  // Three people with a sub row each (`?sub=1`): the sub rows are neither grouped nor counted.
  const names = ['Ann', 'Bo', 'Ann', 'Ann', 'Cy', 'Dee'];
  const people = peopleTableOf(names.map((firstName) => ({ firstName, lastName: 'Lee', age: 1, visits: 1, progress: 1, status: 'single' as const })));
  const table = peopleAsTable({ ...people, tree: treeShape(3, [1]) });
  it('groups and counts the top rows that pass; open groups show top rows', () => {
    expect(shown(table, { levels: [{ colId: 'firstName' }], all: true })).toMatchObject({ lines: ['-Ann (2)', 'row 0', 'row 2', '-Bo (1)', 'row 1'], passing: 3 });
  });
});

describe('Export groups: the summary as CSV', () => {
  const table = tableOf({ city: ['Paris', 'Lyon', 'Paris', ''], when: [['2014-03-05', '2015-01-01', 'soon', '2014-01-01'], 'date'], amount: [['1.5', '2', '3', '4'], 'number'] });
  // The when column's header is `date`; amount has none listed, so its id names it.
  const headers = [{ colId: 'city', header: 'City' }, { colId: 'when', header: 'date' }];
  it.each<[string, RowQuery['sort'], string[]]>([
    ['one line per deepest group in the order shown, a blank key empty', [], ['"City","year(date)","count","sum(amount)","max(date)"', '"Lyon","2015","1","2.0","2015-01-01"', '"Paris","2014","1","1.5","2014-03-05"', '"Paris","","1","3.0",""', '"","2014","1","4.0","2014-01-01"']],
    ['in the order shown: groups by their sum, descending', [{ colId: 'amount', sort: 'desc' }], ['"City","year(date)","count","sum(amount)","max(date)"', '"Paris","","1","3.0",""', '"Paris","2014","1","1.5","2014-03-05"', '"","2014","1","4.0","2014-01-01"', '"Lyon","2015","1","2.0","2015-01-01"']],
  ])('%s', (_name, sort, expected) => {
    const levels: GroupLevel[] = [{ colId: 'city' }, { colId: 'when', bucket: 'year' }];
    const aggregates: Aggregate[] = [{ colId: 'amount', func: 'sum' }, { colId: 'when', func: 'max' }];
    const query: RowQuery = { filters: [], globalFilter: '', sort, grouping: { levels, aggregates, open: { all: false, toggled: [] } } };
    const lines = runToEnd(new GroupIndex(new TableIndex(table)).lines(query));
    expect(lines).toEqual(referenceGrouping(table, query).lines);
    expect(groupsCsv(levels, aggregates, headers, lines)).toBe(`\uFEFF${expected.join('\r\n')}`);
  });
  it('with no levels, one line of the totals', () => {
    expect(groupsCsv([], [{ colId: 'amount', func: 'avg' }], [], [{ path: [], count: 4, aggregates: ['2.625'] }])).toBe('\uFEFF"count","avg(amount)"\r\n"4","2.625"');
  });
});
