import { expect } from 'vitest';
import { referenceGrouping } from '../../src/engine/grouping/referenceGrouping';
import type { Aggregate, GroupLevel } from '../../src/model/grouping';
import type { RowQuery } from '../../src/model/query';
import { dictColumn, type Column, type Table } from '../../src/model/table';
import type { TableSession } from '../../src/server/servedTables';
import { randomFrom } from './random';
import { randomGroupedQuery } from './randomGrouping';
import { decimals, parquet } from './parquet';

/** Numbers past 2^50 in units, with many decimals, exponents, negatives and ties in value written two ways; text cells among them. */
const BIG = ['', '9007199254740993', '-9007199254740993', '123456789012345678.5', '1e21', '1.5e-3', '0.000000000000000000001', '4503599627370496', '0.1', '0.10', '-0', '0', '7', '-2.5'];
const SMALL = ['', '', '0.1', '0.2', '0.30', '-1.25', '12', '1.5', '1.50', '100', '-0', '7', 'n/a'];
/** Doubles written in full as JavaScript and pandas write them (17 digits: no double scales them exactly), among plain, written and overlong numbers. */
const LONG = ['', '310.81300000000005', '0.30000000000000004', '-1.0000000000000002', '123.45', '0.1', '-0', '7', '1.5e-3', '$1,234.5', '12345678901234567890.5', '0.00000000000000001', 'n/a', '-2.675'];
const AMOUNTS = { small: SMALL, big: BIG, long: LONG };
/** Dates with times, zones, and the same day written two ways; days that do not exist. */
const DAYS = ['', '2014-03-05', '2014-03-05T00:00', '2014-03-05T10:00:00Z', '2014-12-31', '2015-01-01 08:00', '1999-02-28', '2014-02-30', 'later', '2014-03-05'];
const TAGS = ['a', 'b', 'B', '', 'a10', 'a2', 'Zoë', 'zoe', ' '];

/** A table of blanks, ties, decimals (small, and past what a double sums exactly), dates and text keys, as a file's columns. */
export function numbersTable(seed: number, count: number, amounts: keyof typeof AMOUNTS): Table {
  const random = randomFrom(seed);
  const column = (texts: readonly string[], type?: 'number' | 'date'): Column => dictColumn(Array.from({ length: count }, () => random.pick(texts)), type);
  return {
    count,
    columns: { row: dictColumn(Array.from({ length: count }, (_, i) => String(i + 1)), 'number'), amount: column(AMOUNTS[amounts], 'number'), day: column(DAYS, 'date'), tag: column(TAGS), city: column(['Paris', 'Oslo', 'Lima', '']) },
  };
}

/** `served` answers `query` as the tab's reference answers it: the whole display list, a page from `start` to `end`, the totals, and (with `lines`) Export groups' lines. */
async function expectAnsweredAsTab(tab: Table, served: TableSession, query: RowQuery, { start, end, lines }: { start: number; end: number; lines: boolean }): Promise<void> {
  const expected = referenceGrouping(tab, query);
  const context = JSON.stringify(query);
  if ((query.grouping?.levels.length ?? 0) === 0) {
    expect(await served.groupTotals(query), context).toEqual({ passing: expected.passing, totals: expected.totals });
    expect(await served.groupLines(query), context).toEqual(expected.lines);
    return;
  }
  const shown = (items: Awaited<ReturnType<TableSession['grouped']>>['items']) => items.map((item) => ('group' in item ? item : { row: item.row }));
  const whole = await served.grouped(query, 0, expected.items.length + 5);
  expect(shown(whole.items), context).toEqual(expected.items);
  expect([whole.length, whole.passing, whole.totals], context).toEqual([expected.items.length, expected.passing, expected.totals]);
  const page = await served.grouped(query, start, end);
  expect(shown(page.items), `${context} ${start}..${end}`).toEqual(expected.items.slice(start, end));
  if (lines) expect(await served.groupLines(query), context).toEqual(expected.lines);
}

/** Random grouped queries on `tab`, each answered by `served` as the tab's reference answers it (a random page, Export groups' lines every third query). */
export async function expectGroupingAsTab(tab: Table, served: TableSession, queries: number, seed: number): Promise<void> {
  const random = randomFrom(seed);
  for (let i = 0; i < queries; i++) {
    const query = randomGroupedQuery(random, tab);
    const length = referenceGrouping(tab, query).items.length;
    const start = Math.floor(random.next() * (length + 2));
    await expectAnsweredAsTab(tab, served, query, { start, end: start + Math.floor(random.next() * 12), lines: i % 3 === 0 });
  }
}

/**
 * A file of numbers and dates as people write them, one form a column: percents, currency with
 * a sum past 2^50 units, month names (month first), slash dates day first; and queries that group
 * by their years and months and sum them, for both engines to answer as the tab does.
 */
export const WRITTEN_CSV = [
  'k,share,price,named,dayFirst',
  'x,12.5%,"$12,345,678,901,234.56",Jan 1 2000,13/02/2003',
  'x,1.25%,$1.00,Feb 29 2000,01/02/2003',
  'y,45%,-$0.50,Dec 31 1999,31/12/1999',
  'y,,$3,,',
  'z,-4.5%,"$1,000.10",Mar 5 2014,05/03/2014',
  'z,0.5%,$0.99,Mar 30 2014,30/03/2014',
].join('\n');

const grouped = (levels: GroupLevel[], aggregates: Aggregate[]): RowQuery => ({ filters: [], globalFilter: '', sort: [], grouping: { levels, aggregates, open: { all: true, toggled: [] } } });

const WRITTEN_QUERIES: readonly RowQuery[] = [
  grouped([{ colId: 'k' }], [{ colId: 'share', func: 'sum' }, { colId: 'price', func: 'sum' }]),
  grouped([{ colId: 'k' }], [{ colId: 'share', func: 'avg' }, { colId: 'price', func: 'avg' }]),
  grouped([{ colId: 'named', bucket: 'year' }], [{ colId: 'price', func: 'sum' }, { colId: 'named', func: 'min' }]),
  grouped([{ colId: 'named', bucket: 'month' }, { colId: 'k' }], [{ colId: 'dayFirst', func: 'max' }]),
  grouped([{ colId: 'dayFirst', bucket: 'month' }], [{ colId: 'share', func: 'sum' }]),
  grouped([{ colId: 'dayFirst', bucket: 'year' }, { colId: 'named', bucket: 'year' }], [{ colId: 'price', func: 'max' }]),
  grouped([], [{ colId: 'share', func: 'sum' }, { colId: 'price', func: 'avg' }]),
];

/** The smallest and largest doubles beside usual ones: a column of hundreds of decimals (`5e-324`), summed exactly by both. */
const EXTREME_CSV = ['k,v', 'a,0.1', 'a,0.2', 'b,5e-324', 'b,1.7976931348623157e+308', 'c,1e-40', 'c,100000.0', 'd,'].join('\n');
const EXTREME_QUERIES: readonly RowQuery[] = [
  grouped([{ colId: 'k' }], [{ colId: 'v', func: 'sum' }, { colId: 'k', func: 'count' }]),
  grouped([{ colId: 'k' }], [{ colId: 'v', func: 'avg' }]),
  grouped([{ colId: 'k' }], [{ colId: 'v', func: 'max' }]),
  grouped([], [{ colId: 'v', func: 'sum' }, { colId: 'v', func: 'min' }]),
];

/**
 * A semicolon file as a spreadsheet writes where the comma is the decimal mark: euros with points
 * in threes (a sum past 2^50 units), percents, and grams that read either way (1,250), read with
 * a point unless the query reads them with a comma.
 */
const COMMA_CSV = [
  'k;euro;pct;grams',
  'x;€12.345.678.901.234,56;12,5%;1,250',
  'x;€1,00;1,25%;2,500',
  'y;-€0,50;45%;',
  'y;€3;;12,000',
  'z;€1.000,10;-4,5%;3,125',
  'z;€0,99;0,5%;3,125',
].join('\n');
const COMMA_QUERIES: readonly RowQuery[] = [
  grouped([{ colId: 'k' }], [{ colId: 'euro', func: 'sum' }, { colId: 'pct', func: 'sum' }, { colId: 'grams', func: 'sum' }]),
  grouped([{ colId: 'k' }], [{ colId: 'euro', func: 'avg' }, { colId: 'pct', func: 'min' }, { colId: 'grams', func: 'avg' }]),
  { ...grouped([{ colId: 'k' }], [{ colId: 'grams', func: 'sum' }, { colId: 'euro', func: 'max' }]), types: { grams: 'numberDecimalComma' } },
  { ...grouped([{ colId: 'grams' }], [{ colId: 'grams', func: 'avg' }, { colId: 'k', func: 'distinct' }]), types: { grams: 'numberDecimalComma' } },
  { ...grouped([], [{ colId: 'euro', func: 'sum' }, { colId: 'grams', func: 'avg' }]), types: { grams: 'numberDecimalComma', euro: 'number' } },
];

/** CSV files people write and queries that group and sum them, for both engines to answer as the tab does. */
export const GROUPED_CSV_FILES: readonly { name: string; csv: string; queries: readonly RowQuery[] }[] = [
  { name: 'numbers and dates as written, grouped by their years and months and summed', csv: WRITTEN_CSV, queries: WRITTEN_QUERIES },
  { name: 'the smallest and largest doubles, summed', csv: EXTREME_CSV, queries: EXTREME_QUERIES },
  { name: 'numbers with a decimal comma, summed as written and as read with a comma', csv: COMMA_CSV, queries: COMMA_QUERIES },
];

/** Each of `queries` answered by `served` as the tab's reference answers it. */
export async function expectQueriesAsTab(tab: Table, served: TableSession, queries: readonly RowQuery[]): Promise<void> {
  for (const query of queries) await expectAnsweredAsTab(tab, served, query, { start: 1, end: 4, lines: true });
}

/** A Parquet file whose DOUBLE column holds NaN, the infinities (no numbers to the tab), a blank and small numbers (JavaScript writes them in full). */
const specialDoubles = () =>
  parquet([
    { name: 'grp', data: ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd'], type: 'STRING' },
    { name: 'v', data: [Number.NaN, 1.5, Infinity, 2.5, -Infinity, null, 1e-5, 2.5e-7], type: 'DOUBLE' },
  ]);

const v = (func: Aggregate['func']): Aggregate => ({ colId: 'v', func });

/** specialDoubles' column grouped and summarized every way a number column is. */
const SPECIAL_DOUBLE_QUERIES: readonly RowQuery[] = [
  grouped([{ colId: 'grp' }], [v('sum'), v('count')]),
  grouped([{ colId: 'grp' }], [v('avg'), v('min'), v('max')]),
  grouped([{ colId: 'v' }], [v('distinct')]),
  grouped([], [v('sum'), v('avg')]),
];

const on = (colId: string, func: Aggregate['func']): Aggregate => ({ colId, func });

/** Parquet files whose numbers a double does not hold, and the queries that group and sum them: each answered as the tab answers it. */
export const EXACT_NUMBER_FILES: readonly { name: string; bytes: () => Uint8Array; queries: readonly RowQuery[] }[] = [
  { name: 'special-doubles', bytes: specialDoubles, queries: SPECIAL_DOUBLE_QUERIES },
  {
    name: 'decimals',
    bytes: decimals,
    queries: [
      grouped([], [on('small', 'sum'), on('wide', 'sum'), on('huge', 'sum')]),
      grouped([], [on('small', 'avg'), on('wide', 'avg'), on('huge', 'avg')]),
      grouped([{ colId: 'wide' }], [on('huge', 'min'), on('huge', 'max'), on('small', 'sum')]),
    ],
  },
];
