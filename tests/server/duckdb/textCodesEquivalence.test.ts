import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import type { RowQuery } from '../../../src/model/query';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { fileOpenedByBoth } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';

const files = tempFolder();
afterAll(() => files.remove());

// Few texts, none empty: accents, case, a letter that folds to two, a hyphen; most hold an "a".
const FIRST = ['Anne', 'anne', 'ANNA', 'Änne', 'Ann-Marie', 'Hanna', 'Maria', 'Zoë', 'Jo', 'Łukasz', 'Straße', 'Kaan'];
const CITIES = ['Paris', 'Lagos', 'Oslo', 'Lima', 'Rome', 'Ålesund'];
const STATUSES = ['active', 'inactive', 'pending', 'banned'];
const TERMS = ['a', 'an', 'ann', 'anne', 'e', 'n', 'ä', 'aa', 'ss', 'ß', 'zoe', 'o', 'l', 'ł', 'ac', 'x', '-', 'a-m', 'ANN', '1', ' '];

/** A CSV of `count` people: few texts in each text column, none empty, and a number. */
function peopleCsv(seed: number, count: number): string {
  const random = randomFrom(seed);
  const lines = ['first,city,status,visits'];
  for (let i = 0; i < count; i++) lines.push([random.pick(FIRST), random.pick(CITIES), random.pick(STATUSES), String(Math.floor(random.next() * 1000))].join(','));
  return lines.join('\n');
}

const search = (globalFilter: string): RowQuery => ({ filters: [], globalFilter, sort: [] });

describe('columns of few texts searched by their codes (src/sql/textCodes.ts): DuckDbSession, and ClickHouseSession on its snapshot, answer as the tab', () => {
  it('the global search by lists of codes (Fuzzy filters and the rest among random queries); a search nearly every row passes counted as the rows less those failing every column', async () => {
    const statements: string[] = [];
    const { tab, duck } = await fileOpenedByBoth('people.csv', peopleCsv(51, 400), files.write, { log: (sql) => statements.push(sql) });
    const chStatements: string[] = [];
    const { clickHouse, close } = await clickHouseBeside(duck, files.path('people.parquet'), { log: (sql) => chStatements.push(sql) });
    try {
      // The load coded every text column: a list of codes, no LIKE on them.
      expect(duck.shared.table.columns.filter((column) => column.codes).map(({ colId }) => colId)).toEqual(['first', 'city', 'status']);
      const index = new TableIndex(tab);
      for (const [engine, session, log] of [['DuckDB', duck, statements], ['ClickHouse', clickHouse, chStatements]] as const) {
        for (const term of TERMS) {
          const query = search(term);
          const expected = [...runToEnd(index.run(query)).rows];
          log.length = 0;
          expect(await session.count(query), `${engine}: count of "${term}"`).toBe(expected.length);
          const counted = log.join('\n');
          const page = await session.rows(query, 0, tab.count + 1);
          expect(page.rows.map(({ row }) => row), `${engine}: rows of "${term}"`).toEqual(expected);
          expect(page.count).toBe(expected.length);
          // "a" passes nearly every row: the count reads the rows failing every column.
          if (term === 'a') expect(counted, engine).toMatch(/\) - \(SELECT count\(\*\)/);
          if (term === 'anne') expect(counted, engine).not.toMatch(/\) - \(SELECT count\(\*\)|LIKE/);
        }
      }
      const random = randomFrom(53);
      for (let i = 0; i < 120; i++) {
        const query = randomQuery(random, tab, TERMS);
        const expected = [...runToEnd(index.run(query)).rows];
        expect((await duck.rows(query, 0, tab.count + 1)).rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
        expect(await duck.count(query), JSON.stringify(query)).toBe(expected.length);
        expect((await clickHouse.rows(query, 0, tab.count + 1)).rows.map(({ row }) => row), `ClickHouse: ${JSON.stringify(query)}`).toEqual(expected);
        expect(await clickHouse.count(query), `ClickHouse: ${JSON.stringify(query)}`).toBe(expected.length);
      }
    } finally {
      await close();
      await duck.close();
    }
  }, 240_000);
});
