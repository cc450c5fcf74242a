import { afterAll, describe, expect, it } from 'vitest';
import { prepare } from '../../../src/engine/rank';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST } from '../../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

/** Few texts with blanks, accents and case apart: a term with a character none of them holds skips the column, and must pass the rows the tab passes. */
const FEW = ['Anne', 'anne', 'ANNE', 'Änne', 'Ann-Marie', 'jo ann', 'Jo', 'Zoë', 'zoe', 'Łukasz', 'Straße', 'STRASSE', '', ''];

describe('columns of few texts, read for their alphabets at load: DuckDbSession, and ClickHouseSession on its snapshot, answer as the tab', () => {
  it('few texts with blanks, accents and case', async () => {
    const table = trapTable(41, 160, FIRST, FEW);
    const { tab, duck } = await openedByBoth('few texts', table, files.write);
    const { clickHouse, close } = await clickHouseBeside(duck, files.path('few texts.parquet'));
    try {
      // The rule was applied: the column of FEW has its folded characters as its alphabet.
      const folded = new Set(FEW.flatMap((text) => [...prepare(text).lower]));
      expect(new Set(duck.shared.table.columns.find(({ colId }) => colId === 'traps')?.alphabet)).toEqual(folded);
      const index = new TableIndex(tab);
      const random = randomFrom(43);
      const terms = [...termsFor(tab, random), ...FEW.filter((text) => text !== ''), 'an', 'ann', 'ä', 'ss', 'ß', '7', 'q', 'zq'];
      for (let i = 0; i < 100; i++) {
        const query = randomQuery(random, tab, terms);
        const expected = [...runToEnd(index.run(query)).rows];
        const page = await duck.rows(query, 0, table.count + 1);
        expect(page.rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
        expect(await duck.count(query), JSON.stringify(query)).toBe(expected.length);
        const far = await clickHouse.rows(query, 0, table.count + 1);
        expect(far.rows.map(({ row }) => row), `ClickHouse: ${JSON.stringify(query)}`).toEqual(expected);
      }
    } finally {
      await close();
      await duck.close();
    }
  }, 240_000);
});
