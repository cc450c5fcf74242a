import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import type { Table } from '../../src/model/table';
import { openedByBoth, termsFor, trapTable } from '../support/bothEngines';
import { tempFolder } from '../support/csvTable';
import { randomFrom } from '../support/random';
import { randomQuery } from '../support/randomQuery';
import { FIRST, FIRST_WITH_SPACES } from '../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

describe('DuckDbTable answers as the tab\'s TableIndex on random files and queries', () => {
  it.each<[string, Table, number]>([
    ['names without spaces', trapTable(11, 150, FIRST), 400],
    ['first names with spaces', trapTable(12, 150, FIRST_WITH_SPACES), 400],
    ['a few rows', trapTable(13, 6, FIRST), 60],
  ])('%s', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(name, table, files.write);
    try {
      const index = new TableIndex(tab);
      const random = randomFrom(table.count + 7);
      const terms = termsFor(tab, random);
      for (let i = 0; i < queries; i++) {
        const query = randomQuery(random, tab, terms);
        const expected = [...runToEnd(index.run(query)).rows];
        const page = await duck.rows(query, 0, table.count + 1);
        expect(page.rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
        expect(page.count, JSON.stringify(query)).toBe(expected.length);
        expect(await duck.count(query)).toBe(expected.length);
      }
    } finally {
      duck.close();
    }
  });
});
