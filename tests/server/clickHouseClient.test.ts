import { afterAll, describe, expect, it } from 'vitest';
import { ClickHouseTable } from '../../src/server/clickHouseTable';
import { chdbWithSnapshot } from '../support/chdb';
import { clickHouseFront } from '../support/clickHouseFront';
import { tempFolder } from '../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../support/equivalence';
import { randomFrom } from '../support/random';
import { randomQuery } from '../support/randomQuery';
import { FIRST_WITH_SPACES } from '../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

describe('ClickHouseTable.connect, through @clickhouse/client over HTTP (chdb behind it), pages as DuckDbTable', () => {
  it('random queries with trap texts', async () => {
    const table = trapTable(31, 60, FIRST_WITH_SPACES);
    const { tab, duck } = await openedByBoth('client', table, files.write);
    const path = files.path('client.parquet');
    const snapshot = await duck.snapshot(path);
    const session = chdbWithSnapshot(snapshot, path);
    const { url, sent, close } = await clickHouseFront(session);
    const clickHouse = ClickHouseTable.connect(url, snapshot);
    try {
      const random = randomFrom(31);
      const terms = termsFor(tab, random);
      let pagesWithRows = 0;
      for (let i = 0; i < 60; i++) {
        const query = randomQuery(random, tab, terms);
        const start = Math.floor(random.next() * 4);
        const page = await clickHouse.rows(query, start, start + 25);
        expect(page, JSON.stringify(query)).toEqual(await duck.rows(query, start, start + 25));
        if (page.rows.length > 0) pagesWithRows++;
      }
      // Not all of them empty (the random filters often pass no row).
      expect(pagesWithRows).toBeGreaterThan(10);
      // Texts with the characters ClickHouse's parameters escape went through the client and back.
      expect(sent.some(({ params }) => Object.values(params).some((value) => /['\\\n]/.test(value)))).toBe(true);
    } finally {
      await clickHouse.close();
      await close();
      session.cleanup();
      duck.close();
    }
  });
});
