import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextFormat } from '../../../src/model/protocol';
import { cellText, type Table } from '../../../src/model/table';
import { EMPTY_QUERY, othersThan, type RowQuery } from '../../../src/model/query';
import { columnValues, DAY_MS } from '../../../src/engine/columnValues';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { ClickHouseSession } from '../../../src/server/clickhouse/clickHouseSession';
import type { ClickHouseRunner } from '../../../src/server/clickhouse/client';
import type { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { Superseded } from '../../../src/server/queryTurns';
import type { SqlTable } from '../../../src/sql/sqlTable';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth, termsFor, TRAPS, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { expectSameSummary } from '../../support/summaries';
import { FIRST } from '../../support/tables';

/** Cells a text format must take care of, and texts whose lower case differs between engines (İ, a final Σ). */
const ANSWER_TRAPS = [...TRAPS, 'a\r\nb', 'tab\there', '"lead', 'x,y', ' padded ', '🙂 שלום', 'İstanbul', 'ΟΔΟΣ', 'ǅungla'];

const files = tempFolder();
afterAll(() => files.remove());

async function joined(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

/**
 * The same random file in DuckDB and, through its snapshot, in chdb: ClickHouseSession's
 * answers beyond pages (the values dialog, passing rows, text) must be DuckDbSession's.
 */
describe('ClickHouseSession, on chdb, answers values, passing and text as DuckDbSession on random files and queries', () => {
  let tab: Table;
  let duck: DuckDbSession;
  let clickHouse: ClickHouseSession;
  let closeClickHouse: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ tab, duck } = await openedByBoth('answers', trapTable(41, 120, FIRST, ANSWER_TRAPS), files.write));
    ({ clickHouse, close: closeClickHouse } = await clickHouseBeside(duck, files.path('answers.parquet')));
  }, 60_000);
  afterAll(async () => {
    await closeClickHouse?.();
    await duck?.close();
  });

  it('gives every column\'s summary as DuckDB does, searched and not, with small limits', async () => {
    const random = randomFrom(7);
    const terms = [...termsFor(tab, random), 'i̇', 'ς', 'İ', 'σ', 'ǆ'];
    const seen = { more: 0, histogram: 0, searched: 0 };
    for (let i = 0; i < 8; i++) {
      const query = randomQuery(random, tab, terms);
      for (const colId of Object.keys(tab.columns)) {
        const cell = cellText(tab, colId, Math.floor(random.next() * tab.count));
        for (const search of ['', random.next() < 0.5 ? random.pick(terms) : cell.slice(0, 2).toUpperCase()]) {
          const limit = random.pick([undefined, 1, 3]);
          const others = othersThan(query, colId);
          const expected = await duck.values(others, colId, search, limit);
          expectSameSummary(await clickHouse.values(others, colId, search, limit), expected, JSON.stringify({ query, colId, search, limit }));
          seen.more += expected.more > 0 ? 1 : 0;
          seen.histogram += expected.histogram && expected.histogram.length > 1 ? 1 : 0;
          seen.searched += search !== '' && expected.values.length > 0 ? 1 : 0;
        }
      }
    }
    // The random cases reach what they are for: counts past the limit, histograms, searches that list something.
    expect(Math.min(...Object.values(seen)), JSON.stringify(seen)).toBeGreaterThan(0);
  }, 120_000);

  it('searches the values of texts whose lower case SQL engines give otherwise as JavaScript does', async () => {
    for (const search of ['İ', 'i̇stanbul', 'οδος', 'ǆ']) {
      const expected = await duck.values(EMPTY_QUERY, 'traps', search);
      expect(expected.values.length, search).toBeGreaterThan(0);
      expectSameSummary(await clickHouse.values(EMPTY_QUERY, 'traps', search), expected, search);
    }
  });

  it('bins a date column whose ends are whole days in whole days, as the tab and DuckDB do', async () => {
    const index = new TableIndex(tab);
    let dayBins = 0;
    for (let rows = 5; rows <= 120; rows += 5) {
      // From March 2014 (so from 2014-03-05 to 2015-01-01, 302 days: not 1999-12-31, 20 × 274 days before it, nor 2013-12-31T23:59), in the first rows.
      const filters: RowQuery['filters'] = [{ colId: 'when', kind: 'greaterThanOrEqual', value: '2014-03' }, { colId: 'row', kind: 'lessThanOrEqual', value: String(rows) }];
      const query: RowQuery = { ...EMPTY_QUERY, types: { when: 'date' }, filters };
      const expected = runToEnd(columnValues(index, query, 'when', ''));
      expectSameSummary(await duck.values(query, 'when', ''), expected, String(rows));
      expectSameSummary(await clickHouse.values(query, 'when', ''), expected, String(rows));
      const { min, max, histogram = [] } = expected;
      // Whole days that 20 equal bins would not give, where the SQL's bin of a value follows its width.
      if (histogram.length > 1 && histogram.every(({ from }) => from % DAY_MS === 0) && (max! - min!) % (20 * DAY_MS) !== 0) dayBins++;
    }
    expect(dayBins).toBeGreaterThan(0);
  });

  it('gives the rows that pass in the query\'s order as DuckDB does', async () => {
    const random = randomFrom(8);
    const terms = termsFor(tab, random);
    let some = 0;
    for (let i = 0; i < 40; i++) {
      const query = randomQuery(random, tab, terms);
      const expected = await duck.passing(query);
      expect(Array.from(await clickHouse.passing(query)), JSON.stringify(query)).toEqual(Array.from(expected));
      some += expected.length > 0 ? 1 : 0;
    }
    expect(some).toBeGreaterThan(5);
  });

  it('exports and copies random queries byte for byte as DuckDB, with and without a selection, in pieces of any size', async () => {
    const random = randomFrom(9);
    const terms = termsFor(tab, random);
    const colIds = Object.keys(tab.columns);
    for (let i = 0; i < 40; i++) {
      const query: RowQuery = randomQuery(random, tab, terms);
      const columns = colIds.filter(() => random.next() < 0.7).map((colId) => ({ colId, header: random.next() < 0.3 ? `${colId} "x",\ty` : colId }));
      const format = random.pick<TextFormat>(['csv', 'tsv']);
      // A selection: some rows, now and then a repeated one and one past the end.
      const only = random.next() < 0.4 ? [...Array.from({ length: Math.floor(random.next() * 40) }, () => Math.floor(random.next() * tab.count)), ...(random.next() < 0.3 ? [0, 0, tab.count + 5] : [])] : undefined;
      const chunkRows = random.pick([1, 7, 10_000]);
      const expected = await joined(duck.text(query, columns, format, only, { chunkRows }));
      expect(await joined(clickHouse.text(query, columns, format, only, { chunkRows })), JSON.stringify({ query, format, only })).toEqual(expected);
    }
  });

  it('picks a selection too large to bind out of the streamed rows, with the same text', async () => {
    // Every row, then numbers past the end: more than one parameter carries.
    const only = [...Array.from({ length: tab.count }, (_, row) => tab.count - 1 - row), ...Array.from({ length: 10_001 }, (_, i) => tab.count + i)];
    const query: RowQuery = { ...EMPTY_QUERY, sort: [{ colId: 'traps', sort: 'desc' }] };
    const columns = [{ colId: 'traps', header: 'Traps' }, { colId: 'row', header: 'Row' }];
    const expected = (await joined(duck.text(query, columns, 'csv', only))).join('');
    expect(expected.split('\r\n').length).toBeGreaterThan(tab.count);
    expect((await joined(clickHouse.text(query, columns, 'csv', only))).join('')).toBe(expected);
  });

  it('refuses unknown columns and selected rows that are not whole numbers from 0 before asking anything', async () => {
    await expect(joined(clickHouse.text(EMPTY_QUERY, [{ colId: 'nope', header: 'x' }], 'csv'))).rejects.toThrow('Unknown column "nope"');
    await expect(joined(clickHouse.text(EMPTY_QUERY, [{ colId: 'traps', header: 'x' }], 'csv', [1.5]))).rejects.toThrow(RangeError);
  });
});

describe('ClickHouseSession: a newer query of the same client aborts the older one\'s request', () => {
  const table: SqlTable = { name: 't', rowNumber: 'row', columns: [{ colId: 'row', text: 'r', folded: 'r', type: 'number', values: { number: 'r_number' }, order: 'r_number' }] };
  const query = (value: string): RowQuery => ({ ...EMPTY_QUERY, filters: [{ colId: 'row', kind: 'caseSensitive', value }] });

  it.each<[string, (clickHouse: ClickHouseSession, q: RowQuery) => Promise<unknown>]>([
    ['rows', (clickHouse, q) => clickHouse.rows(q, 0, 10)],
    ['passing', (clickHouse, q) => clickHouse.passing(q)],
    ['values', (clickHouse, q) => clickHouse.values(q, 'row', '')],
  ])('%s: the older answers Superseded, its request aborted; the newer answers', async (_name, ask) => {
    const aborted: string[] = [];
    let started: () => void;
    const olderSent = new Promise<void>((resolve) => (started = resolve));
    /** The first statement hangs until its request is aborted; every other answers at once with no row. */
    let first = true;
    const hang = (sql: string, signal?: AbortSignal) =>
      new Promise<unknown[][]>((resolve, reject) => {
        if (!first) return resolve(/count\(\*\)/.test(sql) ? [[0]] : []);
        first = false;
        signal!.addEventListener('abort', () => (aborted.push(sql), reject(Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }))));
        started();
      });
    const runner: ClickHouseRunner = { run: (sql, _params, signal) => hang(sql, signal), stream: async (sql, _params, signal) => [await hang(sql, signal)] };
    const clickHouse = new ClickHouseSession(table, runner);
    const older = ask(clickHouse, query('1'));
    // The newer query comes while the older one's statement is on its way.
    await olderSent;
    const newer = ask(clickHouse, query('2'));
    await expect(older).rejects.toBeInstanceOf(Superseded);
    await expect(newer).resolves.toBeDefined();
    expect(aborted).toHaveLength(1);
  });
});
