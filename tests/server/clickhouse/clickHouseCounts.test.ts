import { afterAll, describe, expect, it } from 'vitest';
import type { RowQuery } from '../../../src/model/query';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { clickHouseBeside } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { FIRST } from '../../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

const query = (partial: Partial<RowQuery>): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...partial });

describe('ClickHouseSession counts a query once, and not at all when its page ends its rows', () => {
  it('a broad term: counted at its first page only; a rare one: never; pages as DuckDB\'s', async () => {
    const lines = ['name,n', ...Array.from({ length: 400 }, (_, i) => `${FIRST[i % FIRST.length]},${i % 7}`)];
    const duck = await DuckDbSession.open(files.write('counts.csv', lines.join('\n')));
    const statements: string[] = [];
    const { clickHouse, close } = await clickHouseBeside(duck, files.path('counts.parquet'), { log: (sql) => statements.push(sql) });
    const counts = () => statements.filter((sql) => sql.startsWith('SELECT count(*)')).length;
    try {
      const broad = query({ globalFilter: 'a', sort: [{ colId: 'n', sort: 'desc' }] });
      for (const [start, end] of [[0, 10], [10, 20], [0, 10], [390, 400]] as const) expect(await clickHouse.rows(broad, start, end)).toEqual(await duck.rows(broad, start, end));
      expect(await clickHouse.count(broad)).toBe((await duck.rows(broad, 0, 1)).count);
      expect(counts()).toBe(1);
      const rare = query({ filters: [{ colId: 'name', kind: 'exact', value: FIRST[3]! }] });
      const page = await clickHouse.rows(rare, 0, 100);
      expect(page).toEqual(await duck.rows(rare, 0, 100));
      expect(page.count).toBeGreaterThan(0);
      expect(counts()).toBe(1);
    } finally {
      await close();
      await duck.close();
    }
  });
});
