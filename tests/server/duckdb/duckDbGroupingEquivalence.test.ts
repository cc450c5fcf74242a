import { afterAll, describe, expect, it } from 'vitest';
import type { Table } from '../../../src/model/table';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth } from '../../support/equivalence';
import { expectGroupingAsTab, expectQueriesAsTab, GROUPED_CSV_FILES, numbersTable, WRITTEN_CSV } from '../../support/servedGrouping';
import { FIRST, FIRST_WITH_SPACES, randomTable } from '../../support/tables';
import { writtenTable } from '../../support/written';

const files = tempFolder();
afterAll(() => files.remove());

describe('DuckDbSession groups with GROUP BY as the tab\'s reference groups, on random tables and grouped queries', () => {
  it.each<[string, Table, number]>([
    ['names, numbers, dates, notes', randomTable(31, 200, FIRST), 50],
    ['first names with spaces', randomTable(32, 120, FIRST_WITH_SPACES), 25],
    ['a few rows', randomTable(33, 6, FIRST), 30],
    ['decimals, blanks and ties', numbersTable(34, 200, 'small'), 50],
    ['numbers past what a double sums exactly', numbersTable(35, 150, 'big'), 50],
    ['doubles written in full (17 digits), among written numbers', numbersTable(37, 200, 'long'), 50],
    ['numbers and dates as written', writtenTable(36, 150), 50],
  ])('%s', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(name, table, files.write);
    try {
      await expectGroupingAsTab(tab, duck, queries, table.count + 3);
    } finally {
      await duck.close();
    }
  }, 120_000);
  it.each(GROUPED_CSV_FILES)('$name: as the tab', async ({ name, csv, queries }) => {
    const { tab, duck } = await openedByBoth(name, csv, files.write);
    try {
      await expectQueriesAsTab(tab, duck, queries);
    } finally {
      await duck.close();
    }
  });
  it('reads the columns of numbers and dates as written with their types', async () => {
    const { duck } = await openedByBoth('written', WRITTEN_CSV, files.write);
    try {
      expect(duck.columns.map(({ type }) => type)).toEqual(['number', 'text', 'number', 'number', 'date', 'dateDayFirst']);
    } finally {
      await duck.close();
    }
  });
});
