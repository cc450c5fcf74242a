import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { filtersRows, type RowQuery } from '../../../src/model/query';
import type { Table } from '../../../src/model/table';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { FIRST_ROWS_READ } from '../../../src/server/firstRows';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST, FIRST_WITH_SPACES } from '../../support/tables';
import { writtenTable } from '../../support/written';

const files = tempFolder();
afterAll(() => files.remove());

const query = (partial: Partial<RowQuery>): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...partial });

describe('A first page of a query that filters or searches, read by a top-N, is the whole order\'s first page', () => {
  it.each<[string, Table, number]>([
    ['names without spaces', trapTable(31, 150, FIRST), 150],
    ['first names with spaces', trapTable(32, 150, FIRST_WITH_SPACES), 150],
    ['numbers and dates as written', writtenTable(33, 150), 100],
  ])('%s: filters, searches, ranks and ties, pages and counts', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(`first ${name}`, table, files.write);
    // The same table read as before: every query's whole order made first.
    const whole = DuckDbSession.session(duck.shared, { firstRowsUpTo: 0 });
    try {
      const index = new TableIndex(tab);
      const random = randomFrom(table.count + 31);
      const terms = termsFor(tab, random);
      let filtered = 0;
      for (let i = 0; i < queries; i++) {
        const drawn = randomQuery(random, tab, terms);
        if (!filtersRows(drawn)) continue;
        filtered++;
        const start = random.next() < 0.5 ? 0 : Math.floor(random.next() * 40);
        const end = start + 1 + Math.floor(random.next() * 30);
        const label = JSON.stringify({ drawn, start, end });
        // The top-N first (a whole order already made would answer it instead): the tab's rows and count.
        const top = await duck.rows(drawn, start, end);
        const expected = [...runToEnd(index.run(drawn)).rows];
        expect(top.rows.map(({ row }) => row), label).toEqual(expected.slice(start, end));
        expect([top.count, await duck.count(drawn)], label).toEqual([expected.length, expected.length]);
        // Now and then the whole order's page, cells and all (each makes an order table: the costly part).
        if (filtered % 4 === 0) expect(top, label).toEqual(await whole.rows(drawn, start, end));
      }
      expect(filtered).toBeGreaterThan(queries / 2);
    } finally {
      await whole.close();
      await duck.close();
    }
  }, 120_000);

  it('a broad term: the first pages and the page after them by top-N, no order made; a page far off, passing rows and the count from the whole order, the same', async () => {
    const statements: string[] = [];
    const rows = FIRST_ROWS_READ * 3;
    const lines = ['name,n', ...Array.from({ length: rows }, (_, i) => `${FIRST[i % FIRST.length]},${i % 7}`)];
    const session = await DuckDbSession.open(files.write('broad.csv', lines.join('\n')), { log: (sql) => statements.push(sql), firstRowsUpTo: FIRST_ROWS_READ * 2 });
    const whole = DuckDbSession.session(session.shared, { firstRowsUpTo: 0 });
    try {
      const broad = query({ globalFilter: 'a', sort: [{ colId: 'n', sort: 'desc' }] });
      const first = await session.rows(broad, 0, 10);
      const next = await session.rows(broad, 10, 20);
      expect(first.count).toBeGreaterThan(FIRST_ROWS_READ);
      expect(statements.filter((sql) => sql.startsWith('CREATE TABLE'))).toEqual([]);
      // The top-N and its count, once: the page after came from the rows the top-N kept.
      expect(statements.filter((sql) => /LIMIT 1000$/.test(sql))).toHaveLength(1);
      expect(statements.filter((sql) => sql.startsWith('SELECT count(*)'))).toHaveLength(1);
      const far = await session.rows(broad, FIRST_ROWS_READ * 2, FIRST_ROWS_READ * 2 + 10);
      expect(statements.filter((sql) => sql.startsWith('CREATE TABLE'))).toHaveLength(1);
      expect(first).toEqual(await whole.rows(broad, 0, 10));
      expect(next).toEqual(await whole.rows(broad, 10, 20));
      expect(far).toEqual(await whole.rows(broad, FIRST_ROWS_READ * 2, FIRST_ROWS_READ * 2 + 10));
      expect([...(await session.passing(broad)).slice(0, 20)]).toEqual([...first.rows, ...next.rows].map(({ row }) => row));
      // A rare term: the top-N reads fewer rows than it asks for, and they are its count.
      const before = statements.length;
      const rare = await session.rows(query({ filters: [{ colId: 'name', kind: 'exact', value: FIRST[3]! }] }), 0, 10);
      expect(rare.count).toBe(lines.slice(1).filter((line) => line.split(',')[0]!.toLowerCase() === FIRST[3]!.toLowerCase()).length);
      expect(rare.count).toBeLessThan(FIRST_ROWS_READ);
      expect(statements.slice(before).filter((sql) => sql.startsWith('SELECT count(*)'))).toEqual([]);
    } finally {
      await whole.close();
      await session.close();
    }
  });

  it('a second session asking the same term reads the first one\'s first rows, count and page: no statement at all', async () => {
    const first = await DuckDbSession.open(files.write('again.csv', ['name', ...Array.from({ length: 300 }, (_, i) => FIRST[i % FIRST.length])].join('\n')));
    const log: string[] = [];
    const second = DuckDbSession.session(first.shared, { log: (sql) => log.push(sql) });
    try {
      const term = query({ filters: [{ colId: 'name', kind: 'fuzzy', value: 'an' }], sort: [{ colId: 'name', sort: 'asc', rankTerm: 'an' }] });
      const page = await first.rows(term, 0, 10);
      expect(page.rows).toHaveLength(10);
      expect(await second.rows(term, 0, 10)).toEqual(page);
      expect(await second.count(term)).toBe(page.count);
      expect(log).toEqual([]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
