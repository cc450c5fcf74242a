// A real TabData driven in Node with the page's requests; what it sends is collected and
// checked. Sets of people are counted where they are made (generatePeople), so that a set
// made ahead of time can be told from one made again.
import { describe, expect, it, vi } from 'vitest';
import { giveWay } from '../../src/data/scheduler';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import { columnValues } from '../../src/engine/columnValues';
import type { SourceSpec } from '../../src/model/protocol';
import { makePeople, makePeopleTable, peopleAsTable } from '../../src/data/people/peopleTable';
import { datasetByKey } from '../../src/model/datasets';
import { EMPTY_QUERY, type RowQuery } from '../../src/model/query';
import { csvFile, expectKind, fileSource, heldFile, listSource, peopleSource, type Question, TabDataUnderTest, setOf, shownFile } from '../support/tabData';

/** Sets of people whose making started and ended, as `count:seed`. */
const made = vi.hoisted(() => ({ started: [] as string[], ended: [] as string[] }));

vi.mock('../../src/data/people/peopleTable', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/data/people/peopleTable')>();
  return {
    ...actual,
    generatePeople: function* (...args: Parameters<typeof actual.generatePeople>) {
      const key = `${args[0]}:${args[1]}`;
      made.started.push(key);
      const table = yield* actual.generatePeople(...args);
      made.ended.push(key);
      return table;
    },
  };
});

const firstNames = (count: number, seed: number, n = 3) => makePeople(count, seed).slice(0, n).map((person) => person.firstName);

describe('a load overtaken by a newer one', () => {
  it.each<[string, SourceSpec, SourceSpec, (server: TabDataUnderTest) => Promise<void>]>([
    [
      'people, then a list',
      peopleSource(60_000, 1),
      listSource('airlines'),
      async (server) => {
        const { rows, rowCount } = await server.rows('airlines', undefined, 0, 2);
        expect(rowCount).toBe(datasetByKey('airlines')!.size);
        expect(rows.map((row) => row.id)).toEqual([0, 1]);
      },
    ],
    [
      'people, then other people',
      peopleSource(60_000, 1),
      peopleSource(1_000, 2),
      async (server) => {
        const { rows, rowCount } = await server.rows('people');
        expect(rowCount).toBe(1_000);
        expect(rows.slice(0, 3).map((row) => row.firstName)).toEqual(firstNames(1_000, 2));
      },
    ],
    [
      'a list, then people',
      listSource('dog'),
      peopleSource(1_000, 3),
      async (server) => {
        expect((await server.rows('people')).rows.slice(0, 3).map((row) => row.firstName)).toEqual(firstNames(1_000, 3));
      },
    ],
  ])('%s: the older answers superseded, the newer loaded, and rows come from the newer', async (_name, older, newer, rowsFromNewer) => {
    const server = new TabDataUnderTest();
    const first = server.ask({ kind: 'load', source: older });
    const second = server.ask({ kind: 'load', source: newer });
    expect((await first.answer).kind).toBe('superseded');
    expect(expectKind(await second.answer, 'loaded').version).toBe(1);
    await rowsFromNewer(server);
    // A question about the older dataset is not answered from the newer one's rows.
    if (older.key !== newer.key) expect((await server.ask({ kind: 'rows', key: older.key, query: EMPTY_QUERY, start: 0, end: 1 }).answer).kind).toBe('superseded');
    expect(server.answersTo(first.requestId)).toHaveLength(1);
  });
});

describe('a file of the visitor’s', () => {
  it('is read, then shown by a load naming the request that read it', async () => {
    const server = new TabDataUnderTest();
    await server.load(peopleSource(100, 1));
    const read = server.ask({ kind: 'readFile', file: csvFile('small.csv', 3) });
    const answer = expectKind(await read.answer, 'fileRead');
    expect(answer.count).toBe(3);
    expect(answer.columns.map((column) => column.colId)).toEqual(['row', 'name', 'number']);
    // Read, not shown: the people stay on screen until the page loads the file.
    expect((await server.rows('people')).rowCount).toBe(100);
    await server.load(fileSource(read.requestId));
    expect((await server.rows('file', undefined, 0, 5)).rows).toEqual([
      { row: 1, name: 'Person 1', number: '1', $row: 0 },
      { row: 2, name: 'Person 2', number: '2', $row: 1 },
      { row: 3, name: 'Person 3', number: '3', $row: 2 },
    ]);
    // Going back to it from another dataset needs no second read.
    await server.load(listSource('cat'));
    await server.load(fileSource());
    expect((await server.rows('file')).rowCount).toBe(3);
  });

  it('Cancel during the read: it answers superseded, and a load of its ticket does not show it', async () => {
    const server = new TabDataUnderTest();
    const version = await server.load(peopleSource(100, 1));
    const file = csvFile('big.csv', 100_000); // about 1.6 MB: 7 chunks of 256 KB
    const read = server.ask({ kind: 'readFile', file });
    await server.whenSent((response) => response.kind === 'progress' && response.requestId === read.requestId);
    server.tell({ kind: 'cancel', target: read.requestId });
    expect(await read.answer).toEqual({ kind: 'superseded', requestId: read.requestId });
    expect(server.progressOf(read.requestId).at(-1)).toBeLessThan(file.size);
    const load = server.ask({ kind: 'load', source: fileSource(read.requestId) });
    expect(await load.answer).toEqual({ kind: 'failed', requestId: load.requestId, message: 'Error: No file is open.' });
    const onScreen = await server.rows('people');
    expect([onScreen.rowCount, onScreen.version]).toEqual([100, version]);
  });

  it.each<[string, (server: TabDataUnderTest, read: number) => void | Promise<void>]>([
    ['a newer file was read', async (server) => void expectKind(await server.ask({ kind: 'readFile', file: csvFile('newer.csv', 5) }).answer, 'fileRead')],
    ['it was cancelled once read', (server, read) => server.tell({ kind: 'cancel', target: read })],
    [
      'a newer file was read and cancelled',
      async (server) => {
        const newer = server.ask({ kind: 'readFile', file: csvFile('newer.csv', 5) });
        server.tell({ kind: 'cancel', target: newer.requestId });
        expect((await newer.answer).kind).toBe('superseded');
      },
    ],
  ])('a ticket that no longer matches (%s) fails, and the data on screen stays', async (_name, meanwhile) => {
    const server = new TabDataUnderTest();
    const version = await server.load(peopleSource(100, 1));
    const read = server.ask({ kind: 'readFile', file: csvFile('older.csv', 3) });
    expectKind(await read.answer, 'fileRead');
    await meanwhile(server, read.requestId);
    const load = server.ask({ kind: 'load', source: fileSource(read.requestId) });
    expect(await load.answer).toEqual({ kind: 'failed', requestId: load.requestId, message: 'Error: No file is open.' });
    const onScreen = await server.rows('people');
    expect([onScreen.rowCount, onScreen.version]).toEqual([100, version]);
  });

  it('a ticket that no longer matches shows the file shown last, never the file it named', async () => {
    const server = new TabDataUnderTest();
    const shown = server.ask({ kind: 'readFile', file: csvFile('shown.csv', 2) });
    expectKind(await shown.answer, 'fileRead');
    await server.load(fileSource(shown.requestId));
    await server.load(peopleSource(100, 1));
    const older = server.ask({ kind: 'readFile', file: csvFile('older.csv', 3) });
    await older.answer;
    await server.ask({ kind: 'readFile', file: csvFile('newer.csv', 4) }).answer;
    await server.load(fileSource(older.requestId));
    expect((await server.rows('file')).rowCount).toBe(2);
  });

  it('a file that is not a table is rejected with a sentence for the visitor', async () => {
    const server = new TabDataUnderTest();
    const read = server.ask({ kind: 'readFile', file: new File([''], 'empty.csv') });
    expect(expectKind(await read.answer, 'rejected').message).toMatch(/^“empty.csv” is empty/);
  });
});

describe('queries', () => {
  // More rows than the engine ranks in one step (65,536), so a search gives way at least once.
  const COUNT = 70_000;
  const SEED = 5;
  const expected = new TableIndex(peopleAsTable(makePeopleTable(COUNT, SEED)));
  const resultOf = (query: RowQuery) => runToEnd(expected.run(query)).rows;
  const search = (term: string): RowQuery => ({ filters: [], globalFilter: term, sort: [{ colId: 'fullName', sort: 'asc', rankTerm: term }] });
  const loadedServer = async () => {
    const server = new TabDataUnderTest();
    return { server, version: await server.load(peopleSource(COUNT, SEED)) };
  };

  it.each<['rows' | 'text' | 'passing']>([['rows'], ['text'], ['passing']])('a %s query overtaken by a newer one answers superseded; the newer answers with its rows', async (kind) => {
    const { server, version } = await loadedServer();
    const older = search('an');
    const questions: Record<typeof kind, Question> = {
      rows: { kind: 'rows', key: 'people', query: older, start: 0, end: 10 },
      text: { kind: 'text', key: 'people', query: older, columns: [{ colId: 'id', header: 'id' }], format: 'csv' },
      passing: { kind: 'passing', key: 'people', query: older },
    };
    const first = server.ask(questions[kind]);
    const newer = search('jo');
    const second = server.ask({ kind: 'rows', key: 'people', query: newer, start: 0, end: 10 });
    expect(await first.answer).toEqual({ kind: 'superseded', requestId: first.requestId });
    const answer = expectKind(await second.answer, 'rows');
    const rows = resultOf(newer);
    expect(answer.rowCount).toBe(rows.length);
    expect(answer.version).toBe(version);
    expect(answer.rows.map((row) => row.$row)).toEqual(Array.from(rows.subarray(0, 10)));
  });

  it('pages of the same query do not overtake each other', async () => {
    const { server } = await loadedServer();
    const query = search('ma');
    const pages = [0, 10, 20].map((start) => server.ask({ kind: 'rows', key: 'people', query, start, end: start + 10 }));
    const rows = resultOf(query);
    for (const [i, page] of pages.entries()) {
      expect(expectKind(await page.answer, 'rows').rows.map((row) => row.$row)).toEqual(Array.from(rows.subarray(i * 10, i * 10 + 10)));
    }
  });
});

describe('sets made ahead of time', () => {
  it('a set made ahead is the one a later load of it gets: made once, with no progress to wait for', async () => {
    const server = new TabDataUnderTest();
    server.tell({ kind: 'prepare', set: setOf(30_000, 21) });
    await vi.waitFor(() => expect(made.ended).toContain('30000:21'), { timeout: 20_000, interval: 20 });
    const load = server.ask({ kind: 'load', source: peopleSource(30_000, 21) });
    expectKind(await load.answer, 'loaded');
    expect(made.started.filter((key) => key === '30000:21')).toHaveLength(1);
    expect(server.progressOf(load.requestId)).toEqual([]);
    expect((await server.rows('people')).rows.slice(0, 3).map((row) => row.firstName)).toEqual(firstNames(30_000, 21));
  });

  it('a set nobody made ahead is made for the load, with progress', async () => {
    const server = new TabDataUnderTest();
    const load = server.ask({ kind: 'load', source: peopleSource(30_000, 22) });
    expectKind(await load.answer, 'loaded');
    expect(made.started.filter((key) => key === '30000:22')).toHaveLength(1);
    expect(server.progressOf(load.requestId)).toEqual([10_000, 20_000]);
  });

  it('a set made ahead and waiting for a request to be answered is made when a load asks for it', { timeout: 10_000 }, async () => {
    const server = new TabDataUnderTest();
    // A file read in progress: a request being answered, for as long as the test says.
    const held = heldFile('held.csv', 'a,b\n1,2\n');
    const read = server.ask({ kind: 'readFile', file: held.file });
    server.tell({ kind: 'prepare', set: setOf(20_000, 27) });
    // Two turns of the event loop: the set has taken its first step and, a request being
    // answered, waits.
    await giveWay();
    await giveWay();
    const load = server.ask({ kind: 'load', source: peopleSource(20_000, 27) });
    held.release();
    expectKind(await read.answer, 'fileRead');
    expectKind(await load.answer, 'loaded');
    expect(made.started.filter((key) => key === '20000:27')).toHaveLength(1);
  });

  it.each<[string, number[], number, number]>([
    ['asked for while still being made: finished, not made again', [23], 23, 1],
    ['asked for twice ahead: made once', [24, 24], 24, 1],
    ['another set asked for: both made', [25], 26, 1],
  ])('a set made ahead %s', async (_name, prepared, loaded, timesMade) => {
    const server = new TabDataUnderTest();
    for (const seed of prepared) server.tell({ kind: 'prepare', set: setOf(20_000, seed) });
    expectKind(await server.ask({ kind: 'load', source: peopleSource(20_000, loaded) }).answer, 'loaded');
    expect(made.started.filter((key) => key === `20000:${loaded}`)).toHaveLength(timesMade);
    for (const seed of new Set(prepared)) expect(made.started.filter((key) => key === `20000:${seed}`)).toHaveLength(1);
    expect((await server.rows('people')).rows.slice(0, 3).map((row) => row.firstName)).toEqual(firstNames(20_000, loaded));
  });
});

describe('text and passing answers', () => {
  // The file's rows (by row number from 0): Ada 36, Bob 7, Cy 52, "Dee, Jr." 7.
  const file = new File(['name,age\nAda,36\nBob,7\nCy,52\n"Dee, Jr.",7\n'], 'few.csv');
  const byAge: RowQuery = { filters: [], globalFilter: '', sort: [{ colId: 'age', sort: 'desc' }] };
  const sevens: RowQuery = { filters: [{ colId: 'age', kind: 'exact', value: '7' }], globalFilter: '', sort: [] };
  const columns = [
    { colId: 'name', header: 'Name' },
    { colId: 'age', header: 'Age' },
  ];

  it.each<[string, RowQuery, 'csv' | 'tsv', number[] | undefined, string, number]>([
    // Descending is the exact reverse of ascending, ties too.
    ['CSV in the query’s order', byAge, 'csv', undefined, '\uFEFF"Name","Age"\r\n"Cy","52"\r\n"Ada","36"\r\n"Dee, Jr.","7"\r\n"Bob","7"', 4],
    ['TSV of the rows that pass', sevens, 'tsv', undefined, 'Name\tAge\nBob\t7\nDee, Jr.\t7', 2],
    ['only the selected rows, in the query’s order', byAge, 'tsv', [0, 2], 'Name\tAge\nCy\t52\nAda\t36', 2],
    ['selected rows the query leaves out are left out', sevens, 'csv', [0, 3], '\uFEFF"Name","Age"\r\n"Dee, Jr.","7"', 1],
  ])('text: %s', async (_name, query, format, selected, text, count) => {
    const server = await shownFile(file);
    const only = selected && Uint8Array.from({ length: 4 }, (_, row) => (selected.includes(row) ? 1 : 0));
    const answer = server.ask({ kind: 'text', key: 'file', query, columns, format, only });
    expect(await answer.answer).toEqual({ kind: 'text', requestId: answer.requestId, text, count });
  });

  it.each<[string, RowQuery, number[]]>([
    ['every row, in the query’s order', byAge, [2, 0, 3, 1]],
    ['the rows that pass the filter', sevens, [1, 3]],
  ])('passing: %s', async (_name, query, rows) => {
    const server = await shownFile(file);
    const answer = server.ask({ kind: 'passing', key: 'file', query });
    expect(await answer.answer).toEqual({ kind: 'passing', requestId: answer.requestId, rows: Uint32Array.from(rows) });
  });

  it('nested people: a first column says how deep each row sits', async () => {
    const server = new TabDataUnderTest();
    await server.load({ type: 'people', key: 'people', set: { count: 2, seed: 9, markupNames: false, sub: [1] } });
    const query: RowQuery = { filters: [], globalFilter: '', sort: [], expanded: { all: true, toggled: [] } };
    const answer = expectKind(await server.ask({ kind: 'text', key: 'people', query, columns: [{ colId: 'id', header: 'id' }], format: 'tsv' }).answer, 'text');
    expect(answer.text).toBe('depth\tid\n0\t0\n1\t0.0\n0\t1\n1\t1.0');
  });
});

describe('a column’s values', () => {
  const file = new File(['name,age\nAda,36\nBob,7\nCy,52\n"Dee, Jr.",7\nEd,\n'], 'few.csv');

  it('answers the summary and the values, most frequent first, over the rows that pass', async () => {
    const server = await shownFile(file);
    const all = expectKind(await server.ask({ kind: 'values', key: 'file', query: EMPTY_QUERY, colId: 'age', search: '' }).answer, 'values');
    expect(all.summary).toMatchObject({ rows: 5, blank: 1, distinct: 4, min: 7, max: 52, more: 0 });
    // Ties by value, the blank after them (as the number column sorts).
    expect(all.summary.values).toEqual([
      { value: '7', count: 2 },
      { value: '36', count: 1 },
      { value: '52', count: 1 },
      { value: '', count: 1 },
    ]);
    const notBob: RowQuery = { filters: [{ colId: 'name', kind: 'values', value: '["Ada","Cy"]' }], globalFilter: '', sort: [] };
    const some = expectKind(await server.ask({ kind: 'values', key: 'file', query: notBob, colId: 'age', search: '3' }).answer, 'values');
    expect(some.summary).toMatchObject({ rows: 2, blank: 0, distinct: 2, values: [{ value: '36', count: 1 }], more: 0 });
    expect(expectKind(await server.ask({ kind: 'rows', key: 'file', query: notBob, start: 0, end: 5 }).answer, 'rows').rows.map((row) => row.name)).toEqual(['Ada', 'Cy']);
  });

  it('a values request overtaken by a newer one answers superseded; a rows query in between does not overtake it', async () => {
    const server = new TabDataUnderTest();
    await server.load(peopleSource(70_000, 5));
    const search: RowQuery = { filters: [], globalFilter: 'an', sort: [] };
    const first = server.ask({ kind: 'values', key: 'people', query: search, colId: 'fullName', search: '' });
    const rows = server.ask({ kind: 'rows', key: 'people', query: EMPTY_QUERY, start: 0, end: 5 });
    const second = server.ask({ kind: 'values', key: 'people', query: search, colId: 'lastName', search: '' });
    expect(await first.answer).toEqual({ kind: 'superseded', requestId: first.requestId });
    expectKind(await rows.answer, 'rows');
    const expected = runToEnd(columnValues(new TableIndex(peopleAsTable(makePeopleTable(70_000, 5))), search, 'lastName', ''));
    expect(expectKind(await second.answer, 'values').summary).toEqual(expected);
  });
});
