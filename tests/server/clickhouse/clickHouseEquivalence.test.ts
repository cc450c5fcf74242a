import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import type { Table } from '../../../src/model/table';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST, FIRST_WITH_SPACES } from '../../support/tables';
import { writtenTable } from '../../support/written';

const files = tempFolder();
afterAll(() => files.remove());

describe('ClickHouseSession, on chdb, answers as the tab\'s TableIndex on random files and queries, and pages as DuckDbSession', () => {
  it.each<[string, Table, number]>([
    ['names without spaces', trapTable(21, 150, FIRST), 300],
    ['first names with spaces', trapTable(22, 150, FIRST_WITH_SPACES), 300],
    ['a few rows', trapTable(23, 6, FIRST), 60],
    ['numbers and dates as written', writtenTable(24, 150), 200],
  ])('%s', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(name, table, files.write);
    const { clickHouse, close } = await clickHouseBeside(duck, files.path(`${name}.parquet`));
    try {
      expect(clickHouse.columns).toEqual(duck.columns);
      const index = new TableIndex(tab);
      const random = randomFrom(table.count + 17);
      const terms = termsFor(tab, random);
      for (let i = 0; i < queries; i++) {
        const query = randomQuery(random, tab, terms);
        const expected = [...runToEnd(index.run(query)).rows];
        const page = await clickHouse.rows(query, 0, table.count + 1);
        expect(page.rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
        expect(page.count, JSON.stringify(query)).toBe(expected.length);
        // rows() counts with count(); now and then a page anywhere (past the end too), cells and all, as DuckDbSession gives it.
        if (i % 4 !== 0) continue;
        const start = Math.floor(random.next() * (expected.length + 3));
        const end = start + Math.floor(random.next() * 12);
        expect(await clickHouse.rows(query, start, end), JSON.stringify({ query, start, end })).toEqual(await duck.rows(query, start, end));
      }
    } finally {
      await close();
      await duck.close();
    }
  }, 120_000);
});
