import { expect } from 'vitest';
import { referenceGrouping } from '../../src/engine/grouping/referenceGrouping';
import { dictColumn, type Column, type Table } from '../../src/model/table';
import type { TableSession } from '../../src/server/servedTables';
import { randomFrom } from './random';
import { randomGroupedQuery } from './randomGrouping';

/** Numbers past 2^50 in units, with many decimals, exponents, negatives and ties in value written two ways; text cells among them. */
const BIG = ['', '9007199254740993', '-9007199254740993', '123456789012345678.5', '1e21', '1.5e-3', '0.000000000000000000001', '4503599627370496', '0.1', '0.10', '-0', '0', '7', '-2.5'];
const SMALL = ['', '', '0.1', '0.2', '0.30', '-1.25', '12', '1.5', '1.50', '100', '-0', '7', 'n/a'];
/** Dates with times, zones, and the same day written two ways; days that do not exist. */
const DAYS = ['', '2014-03-05', '2014-03-05T00:00', '2014-03-05T10:00:00Z', '2014-12-31', '2015-01-01 08:00', '1999-02-28', '2014-02-30', 'later', '2014-03-05'];
const TAGS = ['a', 'b', 'B', '', 'a10', 'a2', 'Zoë', 'zoe', ' '];

/** A table of blanks, ties, decimals (small, and past what a double sums exactly), dates and text keys, as a file's columns. */
export function numbersTable(seed: number, count: number, big: boolean): Table {
  const random = randomFrom(seed);
  const column = (texts: readonly string[], type?: 'number' | 'date'): Column => dictColumn(Array.from({ length: count }, () => random.pick(texts)), type);
  return {
    count,
    columns: { row: dictColumn(Array.from({ length: count }, (_, i) => String(i + 1)), 'number'), amount: column(big ? BIG : SMALL, 'number'), day: column(DAYS, 'date'), tag: column(TAGS), city: column(['Paris', 'Oslo', 'Lima', '']) },
  };
}

/**
 * Random grouped queries on `tab`, each answered by `served` as the tab's reference answers it:
 * the whole display list, a page anywhere, the totals, and Export groups' lines.
 */
export async function expectGroupingAsTab(tab: Table, served: TableSession, queries: number, seed: number): Promise<void> {
  const random = randomFrom(seed);
  for (let i = 0; i < queries; i++) {
    const query = randomGroupedQuery(random, tab);
    const expected = referenceGrouping(tab, query);
    const context = JSON.stringify(query);
    if ((query.grouping?.levels.length ?? 0) === 0) {
      expect(await served.groupTotals(query), context).toEqual({ passing: expected.passing, totals: expected.totals });
      expect(await served.groupLines(query), context).toEqual(expected.lines);
      continue;
    }
    const whole = await served.grouped(query, 0, expected.items.length + 5);
    const items = whole.items.map((item) => ('group' in item ? item : { row: item.row }));
    expect(items, context).toEqual(expected.items);
    expect([whole.length, whole.passing, whole.totals], context).toEqual([expected.items.length, expected.passing, expected.totals]);
    const start = Math.floor(random.next() * (expected.items.length + 2));
    const end = start + Math.floor(random.next() * 12);
    const page = await served.grouped(query, start, end);
    expect(page.items.map((item) => ('group' in item ? item : { row: item.row })), `${context} ${start}..${end}`).toEqual(expected.items.slice(start, end));
    if (i % 3 === 0) expect(await served.groupLines(query), context).toEqual(expected.lines);
  }
}
