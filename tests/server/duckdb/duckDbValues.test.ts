import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnSummary } from '../../../src/model/summary';
import { TableIndex } from '../../../src/engine/tableIndex';
import type { RowQuery } from '../../../src/model/query';
import { cellText, type Table } from '../../../src/model/table';
import type { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { Superseded } from '../../../src/server/queryTurns';
import { openedByBoth } from '../../support/equivalence';
import { tempFolder } from '../../support/csvTable';
import { randomFrom } from '../../support/random';
import { clickHouseBeside } from '../../support/chdb';
import { expectSameSummary, summariesOf } from '../../support/summaries';

const files = tempFolder();
afterAll(() => files.remove());

const query = (partial: Partial<RowQuery>): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...partial });

/**
 * Numbers and days with blanks and cells their type cannot read (each column is text until a
 * Type choice reads it), accents, letters whose lower case JavaScript and DuckDB disagree on
 * (İ, a final Σ), texts of one natural place (Ann, ann, ANN), ties in count.
 */
const CSV = [
  'amount,day,city,code',
  '1.5,2014-03-05,Paris,007',
  '2,2014-03-05T10:00,paris,7',
  ',,,',
  'n/a,soon,Zoë,12',
  '2,2014-02-30,zoe,',
  '0.1,2013-12-31,İstanbul,a10',
  '0.3,2015-01-01,ΟΔΟΣ,a2',
  '-3,2014-03-05,Ann,A2',
  '2,2014-03-05,ann,a2',
  '0.2,2014-03-05,ANN,a2',
].join('\n');

const bins = (summary: ColumnSummary) => summary.histogram?.flatMap(({ count }, i) => (count > 0 ? [[i, count]] : []));

describe('DuckDbSession.values: the Values of dialog from DuckDB', () => {
  let tab: Table;
  let duck: DuckDbSession;
  let index: TableIndex;
  beforeAll(async () => {
    ({ tab, duck } = await openedByBoth('values', CSV, files.write));
    index = new TableIndex(tab);
  });
  afterAll(() => duck.close());

  it.each<[string, RowQuery, string, string, number | undefined, (summary: ColumnSummary) => void]>([
    ['a text column: blanks are empty cells, ties in natural order, then by code unit', query({}), 'city', '', undefined, (summary) => {
      expect(summary).toMatchObject({ rows: 10, blank: 1, distinct: 10, more: 0 });
      expect(summary.values.map(({ value }) => value)).toEqual(['', 'ANN', 'Ann', 'ann', 'İstanbul', 'Paris', 'paris', 'Zoë', 'zoe', 'ΟΔΟΣ']);
      expect(summary.min).toBeUndefined();
    }],
    ['the cut falls among texts of one natural place: they are told apart by code unit', query({}), 'city', 'AN', 2, (summary) => {
      // İstanbul lower-cases to i̇stanbul in JavaScript: it holds "an".
      expect(summary.values).toEqual([{ value: 'ANN', count: 1 }, { value: 'Ann', count: 1 }]);
      expect(summary.more).toBe(2);
    }],
    ['the search lower-cases as JavaScript: İ is i and a dot, so İstanbul does not hold "is"', query({}), 'city', 'IS', undefined, (summary) => {
      expect(summary.values.map(({ value }) => value)).toEqual(['Paris', 'paris']);
    }],
    ['a final Σ lower-cases to ς', query({}), 'city', 'ς', undefined, (summary) => expect(summary.values.map(({ value }) => value)).toEqual(['ΟΔΟΣ'])],
    ['… and not to σ', query({}), 'city', 'σ', undefined, (summary) => expect(summary).toMatchObject({ values: [], more: 0, rows: 10 })],
    ['accents count as themselves in the search', query({}), 'city', 'ë', undefined, (summary) => expect(summary.values.map(({ value }) => value)).toEqual(['Zoë'])],
    ['a text column read as numbers: unreadable cells are blank, the most frequent first', query({ types: { amount: 'number' } }), 'amount', '', undefined, (summary) => {
      expect(summary).toMatchObject({ rows: 10, blank: 2, distinct: 8, min: -3, max: 2, more: 0 });
      // DuckDB adds in whatever order its threads take the rows: the mean may differ in its last bits.
      expect(summary.mean).toBeCloseTo((1.5 + 2 + 2 + 2 + 0.1 + 0.3 - 3 + 0.2) / 8, 12);
      expect(summary.values[0]).toEqual({ value: '2', count: 3 });
      // Width 0.25 from -3: the maximum in the last bin.
      expect(bins(summary)).toEqual([[0, 1], [12, 2], [13, 1], [18, 1], [19, 3]]);
    }],
    ['codes read as numbers as a spreadsheet reads them: 007 is 7', query({ types: { code: 'number' } }), 'code', '', 3, (summary) => {
      expect(summary).toMatchObject({ rows: 10, blank: 7, distinct: 7, min: 7, max: 12, mean: (7 + 7 + 12) / 3, more: 4 });
      // 007 and 7 share a natural place (the collator reads both as 7); code units put 007 first.
      expect(summary.values).toEqual([{ value: 'a2', count: 3 }, { value: '', count: 2 }, { value: '007', count: 1 }]);
    }],
    ['days read as dates, under another column\'s filter; the column\'s own filter is left out', query({ types: { day: 'date' }, filters: [{ colId: 'city', kind: 'caseInsensitive', value: 'a' }, { colId: 'day', kind: 'equals', value: '2015-01-01' }] }), 'day', '', undefined, (summary) => {
      expect(summary).toMatchObject({ rows: 6, blank: 0, distinct: 3, min: Date.UTC(2013, 11, 31), max: Date.UTC(2014, 2, 5, 10) });
      expect(summary.values[0]).toEqual({ value: '2014-03-05', count: 4 });
    }],
    ['a day that does not exist is blank', query({ types: { day: 'date' } }), 'day', '02', undefined, (summary) => {
      expect(summary).toMatchObject({ rows: 10, blank: 3, distinct: 7 });
      expect(summary.values.map(({ value }) => value)).toEqual(['2014-02-30']);
    }],
    ['one value: one bin', query({ types: { day: 'date' }, filters: [{ colId: 'city', kind: 'exact', value: 'ann' }] }), 'day', '', undefined, (summary) => {
      expect(summary.histogram).toEqual([{ from: Date.UTC(2014, 2, 5), to: Date.UTC(2014, 2, 5), count: 3 }]);
    }],
    ['a date column whose ends are whole days: 367 days in 20 bins of 19 days, a time in its day\'s bin', query({ types: { day: 'date' } }), 'day', '', undefined, (summary) => {
      expect(summary.histogram!.map(({ from }) => from)).toEqual(Array.from({ length: 20 }, (_, i) => Date.UTC(2013, 11, 31) + i * 19 * 86_400_000));
      expect(bins(summary)).toEqual([[0, 1], [3, 5], [19, 1]]);
    }],
    ['65 days (2013-12-31 to 2014-03-05): 17 bins of 4 days, the last of 1, holding the last day (20 equal bins would put it in bin 19)', query({ types: { day: 'date', amount: 'number' }, filters: [{ colId: 'amount', kind: 'lessThan', value: '0.3' }] }), 'day', '', undefined, (summary) => {
      expect(summary.histogram).toHaveLength(17);
      expect(bins(summary)).toEqual([[0, 1], [16, 2]]);
    }],
    ['the row number, under the global search', query({ globalFilter: 'par' }), 'row', '', undefined, (summary) => {
      expect(summary).toMatchObject({ rows: 2, min: 1, max: 2, mean: 1.5, values: [{ value: '1', count: 1 }, { value: '2', count: 1 }] });
    }],
    ['no rows pass', query({ filters: [{ colId: 'city', kind: 'exact', value: 'nowhere' }], types: { amount: 'number' } }), 'amount', '', undefined, (summary) => {
      expect(summary).toEqual({ rows: 0, blank: 0, distinct: 0, values: [], more: 0 });
    }],
  ])('%s', async (_name, rowQuery, colId, search, limit, check) => {
    const { tab: expected, duck: actual } = await summariesOf(index, duck, rowQuery, colId, search, limit);
    expectSameSummary(actual, expected);
    check(actual);
  });

  it('takes its turn with the queries, which do not supersede it (nor it them, as in the worker); a newer summary does', async () => {
    const summary = duck.values(query({}), 'city', '');
    const count = duck.count(query({ globalFilter: 'ann' }));
    expect((await summary).rows).toBe(10);
    expect(await count).toBe(3);
    const older = duck.values(query({}), 'city', 'a');
    const newer = duck.values(query({}), 'city', 'p');
    await expect(older).rejects.toBeInstanceOf(Superseded);
    expect((await newer).values.map(({ value }) => value)).toEqual(['Paris', 'paris']);
  });
});

/** k times a step, from a random k: values that land on bin edges, where float rounding decides the bin. */
function floatColumns(seed: number, columns: number, rows: number): string {
  const random = randomFrom(seed);
  const steps = [0.1, 0.3, 0.7, 1 / 3, 1e-7, 123.456, 2.5e-3, 0.05, 1.1];
  const specs = Array.from({ length: columns }, () => ({ step: random.pick(steps), offset: random.pick([0, -1, 1e6, 0.2, -37.5]), span: 1 + Math.floor(random.next() * 60) }));
  const lines = [specs.map((_, i) => `f${i}`).join(',')];
  for (let row = 0; row < rows; row++) lines.push(specs.map(({ step, offset, span }) => String(offset + Math.floor(random.next() * span) * step)).join(','));
  return lines.join('\n');
}

describe('the histogram\'s bins are the tab\'s, float rounding included', () => {
  it('on columns of multiples of awkward steps', async () => {
    const { tab, duck } = await openedByBoth('floats', floatColumns(5, 40, 300), files.write);
    try {
      const index = new TableIndex(tab);
      let onEdge = 0;
      for (const colId of Object.keys(tab.columns).filter((colId) => colId !== 'row')) {
        const { tab: expected, duck: actual } = await summariesOf(index, duck, query({}), colId, '', 5);
        expectSameSummary(actual, expected, colId);
        // Values whose (value - min) / width is a whisker off a whole number: the bin is float arithmetic's call.
        const { min, max } = expected;
        const width = (max! - min!) / 20;
        const values = new Set(Array.from({ length: tab.count }, (_, row) => Number(cellText(tab, colId, row))));
        onEdge += [...values].filter((value) => {
          const place = (value - min!) / width;
          return place !== Math.round(place) && Math.abs(place - Math.round(place)) < 1e-9;
        }).length;
      }
      expect(onEdge).toBeGreaterThan(0);
    } finally {
      await duck.close();
    }
  });
});

describe('numbers near the largest double: DuckDB\'s and ClickHouse\'s summaries are the tab\'s', () => {
  // A range past the largest double (its bins' width was Infinity), the largest double itself, a sum past it (its mean was Infinity, sent as null).
  const CSV = ['range,extreme,big', '1e308,1.7976931348623157e308,1e308', '-1e308,-1.7976931348623157e308,1.5e308', '5,0,1.2e308', '8e307,,1.2e308'].join('\n');

  it('the mean, min, max and every bin', async () => {
    const { tab, duck } = await openedByBoth('near the largest double', CSV, files.write);
    const { clickHouse, close } = await clickHouseBeside(duck, files.path('near the largest double.parquet'));
    try {
      const index = new TableIndex(tab);
      for (const colId of ['range', 'extreme', 'big']) {
        const { tab: expected, duck: actual } = await summariesOf(index, duck, query({}), colId, '');
        expect(Number.isFinite(expected.mean) && expected.histogram!.every(({ from, to }) => from < to), colId).toBe(true);
        expectSameSummary(actual, expected, colId);
        expectSameSummary(await clickHouse.values(query({}), colId, ''), expected, colId);
      }
    } finally {
      await close();
      await duck.close();
    }
  }, 60_000);
});
