import { afterAll, describe, it } from 'vitest';
import type { Table } from '../../../src/model/table';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth } from '../../support/equivalence';
import { expectGroupingAsTab, numbersTable } from '../../support/servedGrouping';
import { FIRST, randomTable } from '../../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

describe('ClickHouseSession, on chdb, groups with GROUP BY as the tab\'s reference groups, on random tables and grouped queries', () => {
  it.each<[string, Table, number]>([
    ['names, numbers, dates, notes', randomTable(41, 200, FIRST), 50],
    ['a few rows', randomTable(42, 6, FIRST), 25],
    ['decimals, blanks and ties', numbersTable(43, 200, false), 50],
    ['numbers past what a double sums exactly', numbersTable(44, 150, true), 40],
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
});
