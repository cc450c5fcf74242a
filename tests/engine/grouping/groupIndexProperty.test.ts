import { describe, expect, it } from 'vitest';
import { tableOf, peopleAsTable } from '../../../src/data/people/peopleTable';
import { GroupIndex } from '../../../src/engine/grouping/groupIndex';
import { referenceGrouping } from '../../../src/engine/grouping/referenceGrouping';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { type Column, dictColumn, type Table } from '../../../src/model/table';
import { treeSize } from '../../../src/model/tree';
import { treeShape } from '../../../src/model/treeShape';
import { randomFrom } from '../../support/random';
import { randomGroupedQuery } from '../../support/randomGrouping';
import { FIRST, FIRST_WITH_SPACES, LAST, packedTable, randomTable } from '../../support/tables';

/** Nested people (`?sub=3,2`) with random names: their top rows are grouped. */
function randomNestedTable(seed: number): Table {
  const random = randomFrom(seed);
  const sub = [3, 2];
  const count = treeSize(20, sub);
  const people = Array.from({ length: count }, () => ({ firstName: random.pick(FIRST), lastName: random.pick(LAST), age: 1, visits: 1, progress: 1, status: 'single' as const }));
  return peopleAsTable({ ...tableOf(people), tree: treeShape(20, sub) });
}

/** Numbers whose sums pass 2^53, with many decimals, exponents, negatives and ties in value written two ways. */
const BIG = ['', '9007199254740993', '-9007199254740993', '123456789012345678.5', '1e21', '1.5e-3', '0.000000000000000000001', '4503599627370496', '0.1', '0.10', '-0', '0', 'x', '7'];
/** Doubles written in full (17 digits: no double scales them exactly), short and overlong numbers. */
const LONG = ['', '310.81300000000005', '0.30000000000000004', '-1.0000000000000002', '123.45', '0.1', '-0', '7', '12345678901234567890.5', '0.00000000000000001', '-2.675', '999999999999.9999'];
/** Numbers as people write them (currency, group separators, percent), some past 2^50 units: a column forced to Number sums them. */
const WRITTEN = ['', '$12,345,678,901,234.56', '-$3', '$0.10', '$1,000', '€1 234.5', '45%', '1.5e-3%', '£0.99', 'n/a', '12 345 678 901 234 567', '9,007,199,254,740,993', '-12,000,000,000,000.5'];
/** The same with a decimal comma (points or spaces in threes), and commas in threes that read either way. */
const WRITTEN_COMMA = ['', '€12.345.678.901.234,56', '-€3', '€0,10', '1.000', '1 234,5', '45%', '1,5e-3%', '0,99', 'n/a', '12 345 678 901 234 567', '9.007.199.254.740.993', '-12.000.000.000.000,5', '1,250'];
/** Dates in every written form, slash dates that read month first, day first or both. */
const WRITTEN_DAYS = ['', 'Jan 1 2000', 'January 31, 2000', '14 January 2001', '2001/01/14 21:55', '2015/01/01 01:00:00', '01/02/2003', '13/02/2003', '02/13/2003', 'Dec 31 1999', 'soon'];
/** Dates with times, zones, and the same day written two ways. */
const DAYS = ['', '2014-03-05', '2014-03-05T00:00', '2014-03-05T10:00:00Z', '2014-12-31', '2015-01-01 08:00', '1999-02-28', '2014-02-30', 'later'];

function bigNumbersTable(seed: number, count: number): Table {
  const random = randomFrom(seed);
  const column = (texts: readonly string[], type?: 'number' | 'numberDecimalComma' | 'date'): Column => dictColumn(Array.from({ length: count }, () => random.pick(texts)), type);
  return { count, columns: { id: { type: 'rowNumber', first: 1 }, big: column(BIG, 'number'), long: column(LONG, 'number'), written: column(WRITTEN, 'number'), written_comma: column(WRITTEN_COMMA, 'numberDecimalComma'), day: column(DAYS, 'date'), written_day: column(WRITTEN_DAYS, 'date'), tag: column(['a', 'b', 'B', '', 'a10', 'a2']) } };
}

describe('GroupIndex agrees with the plain reference on random tables, groupings and queries', () => {
  it.each<[string, Table, boolean]>([
    ['names, numbers, dates, notes', randomTable(11, 300, FIRST), false],
    ['names, numbers, dates, notes, prepared in idle time', randomTable(12, 300, FIRST), true],
    ['first names with spaces', randomTable(13, 200, FIRST_WITH_SPACES), false],
    ['a few rows', randomTable(14, 6, FIRST), false],
    ['no rows', randomTable(15, 0, FIRST), false],
    ['columns of each row’s text, and numbers kept as numbers', packedTable(16, 1100), false],
    ['nested people', randomNestedTable(17), false],
    ['big numbers, many decimals, numbers and dates as written', bigNumbersTable(18, 250), false],
  ])('%s', (_name, table, prepared) => {
    const tableIndex = new TableIndex(table);
    if (prepared) runToEnd(tableIndex.prepare());
    // One engine for every query: whatever it keeps must not change the answers. A second one
    // counts distinct values over runs and sorts blocks of groups in steps, as big tables do.
    const groups = new GroupIndex(tableIndex);
    const small = new GroupIndex(tableIndex, { distinctBitmapBits: 0, sortedAtOnce: 1 });
    const random = randomFrom(table.count + 7);
    for (let i = 0; i < 150; i++) {
      const query = randomGroupedQuery(random, table);
      const expected = referenceGrouping(table, query);
      const context = JSON.stringify(query);
      const whole = runToEnd(groups.page(query, 0, expected.items.length + 5));
      expect(whole.items, context).toEqual(expected.items);
      expect(whole.length, context).toBe(expected.items.length);
      expect([whole.passing, whole.totals], context).toEqual([expected.passing, expected.totals]);
      const start = Math.floor(random.next() * (expected.items.length + 2));
      const end = start + Math.floor(random.next() * 12);
      expect(runToEnd(groups.page(query, start, end)).items, context).toEqual(expected.items.slice(start, end));
      expect(runToEnd(groups.lines(query)), context).toEqual(expected.lines);
      expect(runToEnd(small.page(query, 0, expected.items.length)).items, context).toEqual(expected.items);
    }
  }, 60_000);
});
