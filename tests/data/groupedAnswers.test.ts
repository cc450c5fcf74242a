// A real TabData answering grouped queries (issue 34) as the page asks for them.
import { describe, expect, it } from 'vitest';
import { type Aggregate, type GroupLevel } from '../../src/model/grouping';
import { GROUP_COLUMN, type RowQuery } from '../../src/model/query';
import { datasetByKey } from '../../src/model/datasets';
import { prepareGrouping } from '../../src/data/idleWork';
import { Scheduler } from '../../src/data/scheduler';
import { expectKind, listSource, peopleSource, TabDataUnderTest, shownFile } from '../support/tabData';

// Rows 0..5 (`row` is 1..6): two in Paris, three in Lyon, one with no city.
const file = new File(['city,amount,when\nParis,1.50,2014-03-05\nLyon,2,2015-01-01\nParis,3,2014-12-31\nLyon,,2015-06-01\n,4,soon\nLyon,-1,2014-02-02\n'], 'orders.csv');
const columns = [
  { colId: 'city', header: 'City' },
  { colId: 'amount', header: 'Amount' },
  { colId: 'when', header: 'when' },
];

const grouped = (levels: GroupLevel[], aggregates: Aggregate[] = [], toggled: string[] = [], query: Partial<RowQuery> = {}): RowQuery => ({
  filters: [],
  globalFilter: '',
  sort: [],
  ...query,
  grouping: { levels, aggregates, open: { all: false, toggled } },
});

describe('rows of a grouped query', () => {
  it('group rows with their aggregates, the display list’s length, the rows that pass and the totals', async () => {
    const server = await shownFile(file);
    const answer = await server.rows('file', grouped([{ colId: 'city' }], [{ colId: 'amount', func: 'sum' }]), 0, 10);
    expect(answer.rows).toEqual([
      { $group: { id: '["Lyon"]', level: 1, key: 'Lyon', count: 3, open: false, leaf: true }, amount: '1.00' },
      { $group: { id: '["Paris"]', level: 1, key: 'Paris', count: 2, open: false, leaf: true }, amount: '4.50' },
      { $group: { id: '[null]', level: 1, key: null, count: 1, open: false, leaf: true }, amount: '4.00' },
    ]);
    expect(answer).toMatchObject({ rowCount: 3, passingCount: 6, totals: { count: 6, aggregates: { amount: '9.50' } } });
  });

  it('an open group’s rows follow it as every answer’s rows do, marks and all; the pager pages over them', async () => {
    const server = await shownFile(file);
    const query = grouped([{ colId: 'city' }], [], ['["Lyon"]'], { filters: [{ colId: 'when', kind: 'caseInsensitive', value: '20' }], sort: [{ colId: 'amount', sort: 'asc' }] });
    const answer = await server.rows('file', query, 1, 4);
    expect(answer.rows).toEqual([
      { row: 6, city: 'Lyon', amount: '-1', when: '2014-02-02', $row: 5, $marks: { when: [[0, 2]] } },
      { row: 2, city: 'Lyon', amount: '2', when: '2015-01-01', $row: 1, $marks: { when: [[0, 2]] } },
      { row: 4, city: 'Lyon', amount: '', when: '2015-06-01', $row: 3, $marks: { when: [[0, 2]] } },
    ]);
    expect(answer).toMatchObject({ rowCount: 5, passingCount: 5 });
  });

  it('a group’s key is marked as its column’s cells are: its filter, then the search; a year level’s key is not', async () => {
    const server = await shownFile(file);
    const byCity = grouped([{ colId: 'city' }], [], [], { filters: [{ colId: 'city', kind: 'caseInsensitive', value: 'ar' }], globalFilter: 'is' });
    expect((await server.rows('file', byCity, 0, 10)).rows).toEqual([{ $group: { id: '["Paris"]', level: 1, key: 'Paris', count: 2, open: false, leaf: true }, $marks: { $group: [[1, 5]] } }]);
    const byYear = grouped([{ colId: 'when', bucket: 'year' }], [], [], { globalFilter: '2014' });
    expect((await server.rows('file', byYear, 0, 10)).rows.map((row) => row.$marks)).toEqual([undefined]);
  });

  it('the Group column sorted descending reverses the keys; the blank group stays last', async () => {
    const server = await shownFile(file);
    const answer = await server.rows('file', grouped([{ colId: 'when', bucket: 'year' }], [], [], { sort: [{ colId: GROUP_COLUMN, sort: 'desc' }] }), 0, 10);
    expect(answer.rows.map((row) => (row.$group as { key: string | null }).key)).toEqual(['2015', '2014', null]);
  });

  it('aggregates without levels: the query’s rows as without grouping, and the totals', async () => {
    const server = await shownFile(file);
    // `when` holds `soon`, so it is a text column: Earliest reads no cell of it unless it is read as dates.
    const aggregates: Aggregate[] = [{ colId: 'amount', func: 'avg' }, { colId: 'when', func: 'min' }];
    const asText = await server.rows('file', grouped([], aggregates), 0, 2);
    expect(asText.rows.map((row) => row.$row)).toEqual([0, 1]);
    expect(asText).toMatchObject({ rowCount: 6, passingCount: 6, totals: { count: 6, aggregates: { amount: '1.9', when: '' } } });
    const asDates = await server.rows('file', grouped([], aggregates, [], { types: { when: 'date' } }), 0, 2);
    expect(asDates.totals).toEqual({ count: 6, aggregates: { amount: '1.9', when: '2014-02-02' } });
  });

  it('aggregates without levels on nested people: the rows keep their depth and toggles, as without aggregates', async () => {
    const server = new TabDataUnderTest();
    await server.load({ type: 'people', key: 'people', set: { count: 3, seed: 9, markupNames: false, sub: [2] } });
    const plain: RowQuery = { filters: [], globalFilter: '', sort: [], expanded: { all: false, toggled: ['1'] } };
    const counted = { ...plain, grouping: { levels: [], aggregates: [{ colId: 'id', func: 'count' }], open: { all: false, toggled: [] } } } satisfies RowQuery;
    const without = await server.rows('people', plain, 0, 10);
    const aggregated = await server.rows('people', counted, 0, 10);
    const tree = (rows: Record<string, unknown>[]) => rows.map(({ id, depth, hasChildren, expanded }) => ({ id, depth, hasChildren, expanded }));
    expect(tree(aggregated.rows)).toEqual(tree(without.rows));
    expect(tree(aggregated.rows).map(({ depth }) => depth)).toEqual([0, 0, 1, 1, 0]);
    expect(aggregated.rowCount).toBe(without.rowCount);
  });

  it('a reference list groups as any table does', async () => {
    const server = new TabDataUnderTest();
    await server.load(listSource('airlines'));
    const whole = await server.rows('airlines', grouped([{ colId: 'iataCode' }]), 0, 1000);
    expect(whole.rowCount).toBe(whole.rows.length);
    expect(whole.passingCount).toBe(datasetByKey('airlines')!.size);
    const first = whole.rows[0]!.$group as { id: string; key: string };
    const open = await server.rows('airlines', grouped([{ colId: 'iataCode' }], [{ colId: 'name', func: 'count' }], [first.id]), 0, 2);
    expect(open.rows[1]).toMatchObject({ iataCode: first.key, $row: expect.any(Number) as number });
  });

  it('nested people: the top-level people are grouped and counted', async () => {
    const server = new TabDataUnderTest();
    await server.load(peopleSource(1, 3));
    await server.load({ type: 'people', key: 'people', set: { count: 40, seed: 3, markupNames: false, sub: [2] } });
    const answer = await server.rows('people', grouped([{ colId: 'lastName' }], [{ colId: 'id', func: 'count' }]), 0, 100);
    const counts = answer.rows.map((row) => (row.$group as { count: number }).count);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(answer).toMatchObject({ passingCount: 40, totals: { count: 40, aggregates: { id: '40' } } });
  });
});

describe('text and passing rows when grouped: the rows that pass, as without grouping', () => {
  const query = grouped([{ colId: 'city' }], [{ colId: 'amount', func: 'sum' }], ['["Lyon"]'], { sort: [{ colId: GROUP_COLUMN, sort: 'desc' }, { colId: 'amount', sort: 'desc' }] });
  const plain: RowQuery = { filters: [], globalFilter: '', sort: [{ colId: 'amount', sort: 'desc' }] };

  it('text (Export CSV, copy)', async () => {
    const server = await shownFile(file);
    const text = expectKind(await server.ask({ kind: 'text', key: 'file', query, columns, format: 'csv' }).answer, 'text');
    const expected = expectKind(await server.ask({ kind: 'text', key: 'file', query: plain, columns, format: 'csv' }).answer, 'text');
    expect(text).toMatchObject({ text: expected.text, count: 6 });
  });

  it('passing (select all)', async () => {
    const server = await shownFile(file);
    const passing = expectKind(await server.ask({ kind: 'passing', key: 'file', query }).answer, 'passing');
    expect([...passing.rows]).toEqual([4, 2, 1, 0, 5, 3]);
  });
});

describe('Export groups', () => {
  it('the summary as CSV: a line per deepest group, in the order shown', async () => {
    const server = await shownFile(file);
    const query = grouped([{ colId: 'city' }, { colId: 'when', bucket: 'year' }], [{ colId: 'amount', func: 'sum' }], [], { sort: [{ colId: 'amount', sort: 'desc' }] });
    const answer = server.ask({ kind: 'groupsText', key: 'file', query, columns });
    const lines = ['"City","year(when)","count","sum(Amount)"', '"Paris","2014","2","4.50"', '"","","1","4.00"', '"Lyon","2015","2","2.00"', '"Lyon","2014","1","-1.00"'];
    expect(await answer.answer).toEqual({ kind: 'text', requestId: answer.requestId, text: `\uFEFF${lines.join('\r\n')}`, count: 4 });
  });
});

describe('a grouped query overtaken', () => {
  it('by a newer one answers superseded; a page of the newer one comes', async () => {
    const server = new TabDataUnderTest();
    await server.load(peopleSource(2_000, 4));
    const older = server.ask({ kind: 'rows', key: 'people', query: grouped([{ colId: 'firstName' }, { colId: 'lastName' }]), start: 0, end: 5 });
    const newer = server.ask({ kind: 'rows', key: 'people', query: grouped([{ colId: 'lastName' }]), start: 0, end: 5 });
    expect((await older.answer).kind).toBe('superseded');
    expect(expectKind(await newer.answer, 'rows').rows).toHaveLength(5);
  });
});

describe('the grouping code prepared in idle time (prepareGrouping)', () => {
  it('runs every kind of warm-up grouping on its small table without failing', async () => {
    await expect(prepareGrouping(new Scheduler())).resolves.toBeUndefined();
  });

  it('sends nothing, and the grouped answers after it are the ones without it', async () => {
    const query = grouped([{ colId: 'city' }], [{ colId: 'amount', func: 'sum' }], ['["Lyon"]']);
    const plain = await (await shownFile(file)).rows('file', query, 0, 10);
    const server = await shownFile(file);
    const sent = server.sent.length;
    server.tell({ kind: 'prepareGrouping' });
    expect(server.sent.length).toBe(sent);
    expect(await server.rows('file', query, 0, 10)).toEqual(plain);
  });
});
