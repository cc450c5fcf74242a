import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import type { Table } from '../../../src/model/table';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST, FIRST_WITH_SPACES } from '../../support/tables';
import { writtenTable } from '../../support/written';

const files = tempFolder();
afterAll(() => files.remove());

describe('DuckDbSession answers as the tab\'s TableIndex on random files and queries, stored and while staged', () => {
  it.each<[string, Table, number, boolean]>([
    ['names without spaces', trapTable(11, 150, FIRST), 400, false],
    ['first names with spaces', trapTable(12, 150, FIRST_WITH_SPACES), 400, false],
    ['a few rows', trapTable(13, 6, FIRST), 60, false],
    ['names without spaces, read through the staged view', trapTable(14, 150, FIRST), 60, true],
    ['a few rows, read through the staged view', trapTable(15, 6, FIRST_WITH_SPACES), 60, true],
    ['numbers and dates as written', writtenTable(16, 150), 300, false],
    ['numbers and dates as written, read through the staged view', writtenTable(17, 150), 25, true],
  ])('%s', async (name, table, queries, staged) => {
    const { tab, duck } = await openedByBoth(name, table, files.write, { staged });
    try {
      const index = new TableIndex(tab);
      const random = randomFrom(table.count + 7);
      const terms = termsFor(tab, random);
      for (let i = 0; i < queries; i++) {
        const drawn = randomQuery(random, tab, terms);
        // The view has no natural orders and no values of other types: a query needing them waits for the stored table.
        const query = staged ? { ...drawn, sort: drawn.sort.filter(({ colId }) => { const column = tab.columns[colId]; return column?.type === 'rowNumber' || (column?.type === 'dict' && column.valueType !== undefined); }), types: undefined } : drawn;
        const expected = [...runToEnd(index.run(query)).rows];
        const page = await duck.rows(query, 0, table.count + 1);
        expect(page.rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
        expect(page.count, JSON.stringify(query)).toBe(expected.length);
        expect(await duck.count(query)).toBe(expected.length);
      }
    } finally {
      await duck.close();
    }
  }, 120_000);
});
