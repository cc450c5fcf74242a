import { afterAll, describe, it } from 'vitest';
import type { Table } from '../../../src/model/table';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { fileOpenedByBoth, openedByBoth } from '../../support/equivalence';
import { EXACT_NUMBER_FILES, expectGroupingAsTab, expectQueriesAsTab, GROUPED_CSV_FILES, numbersTable } from '../../support/servedGrouping';
import { FIRST, randomTable } from '../../support/tables';
import { writtenTable } from '../../support/written';

const files = tempFolder();
afterAll(() => files.remove());

describe('ClickHouseSession, on chdb, groups with GROUP BY as the tab\'s reference groups, on random tables and grouped queries', () => {
  it.each<[string, Table, number]>([
    ['names, numbers, dates, notes', randomTable(41, 200, FIRST), 50],
    ['a few rows', randomTable(42, 6, FIRST), 25],
    ['decimals, blanks and ties', numbersTable(43, 200, 'small'), 50],
    ['numbers past what a double sums exactly', numbersTable(44, 150, 'big'), 40],
    ['doubles written in full (17 digits), among written numbers', numbersTable(46, 200, 'long'), 40],
    ['numbers and dates as written', writtenTable(45, 150), 40],
  ])('%s', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(name, table, files.write);
    const { clickHouse, close } = await clickHouseBeside(duck, files.path(`${name}.parquet`));
    try {
      await expectGroupingAsTab(tab, clickHouse, queries, table.count + 5);
    } finally {
      await close();
      await duck.close();
    }
  }, 120_000);
  it.each(GROUPED_CSV_FILES)('$name: as the tab', async ({ name, csv, queries }) => {
    const { tab, duck } = await openedByBoth(name, csv, files.write);
    const { clickHouse, close } = await clickHouseBeside(duck, files.path(`${name}.parquet`));
    try {
      await expectQueriesAsTab(tab, clickHouse, queries);
    } finally {
      await close();
      await duck.close();
    }
  });
  it.each(EXACT_NUMBER_FILES)('a Parquet file whose numbers a double does not hold ($name): as the tab', async ({ name, bytes, queries }) => {
    const { tab, duck } = await fileOpenedByBoth(`${name}.parquet`, bytes(), files.write);
    const { clickHouse, close } = await clickHouseBeside(duck, files.path(`${name}.parquet`));
    try {
      await expectQueriesAsTab(tab, clickHouse, queries);
    } finally {
      await close();
      await duck.close();
    }
  });
});
