import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUERY, type RowQuery } from '../../../src/model/query';
import { ClickHouseSession } from '../../../src/server/clickhouse/clickHouseSession';
import { Superseded } from '../../../src/server/queryTurns';
import type { SqlTable } from '../../../src/sql/sqlTable';
import { snapshotInChdb } from '../../support/chdb';
import { clickHouseFront } from '../../support/clickHouseFront';
import { tempFolder } from '../../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST_WITH_SPACES } from '../../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

describe('ClickHouseSession.connect, through @clickhouse/client over HTTP (chdb behind it), pages as DuckDbSession', () => {
  it('random queries with trap texts', async () => {
    const table = trapTable(31, 60, FIRST_WITH_SPACES);
    const { tab, duck } = await openedByBoth('client', table, files.write);
    const { table: snapshot, session } = await snapshotInChdb(duck, files.path('client.parquet'));
    const { url, sent, close } = await clickHouseFront(session);
    const clickHouse = ClickHouseSession.connect(url, snapshot);
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
      await duck.close();
    }
  });
});

describe('ClickHouseSession.connect: a newer query aborts the older one\'s HTTP request', () => {
  it('the server sees the older request closed before it answered, with its query_id and the setting that stops it there', async () => {
    const requests: { url: URL; closed: boolean }[] = [];
    let olderArrived: () => void;
    const arrived = new Promise<void>((resolve) => (olderArrived = resolve));
    // A server that never answers the query filtering on 'slow', and answers every other with one row, [0].
    const server = createServer((request, response) => {
      const seen = { url: new URL(request.url ?? '/', 'http://localhost'), closed: false };
      requests.push(seen);
      request.resume();
      request.on('end', () => {
        if (seen.url.searchParams.get('param_p1') !== 'slow') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('[0]\n');
        response.on('close', () => (seen.closed = true));
        olderArrived();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const table: SqlTable = { name: 't', rowNumber: 'row', columns: [{ colId: 'row', text: 'r', folded: 'r', type: 'number' }] };
    const clickHouse = ClickHouseSession.connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, table);
    const query = (value: string): RowQuery => ({ ...EMPTY_QUERY, filters: [{ colId: 'row', kind: 'caseSensitive', value }] });
    // An abort on purpose is no error: the server's console stays quiet while a person types.
    const logged = vi.spyOn(console, 'error');
    try {
      const older = clickHouse.rows(query('slow'), 0, 10);
      await arrived;
      const newer = clickHouse.rows(query('fast'), 0, 10);
      await expect(older).rejects.toBeInstanceOf(Superseded);
      // Its page read as row 0 alone (so its count, with no count statement), then that row's cells.
      await expect(newer).resolves.toEqual({ count: 1, rows: [{ row: 0, cells: [] }] });
      const slow = requests.find(({ url }) => url.searchParams.get('param_p1') === 'slow')!;
      await expect.poll(() => slow.closed).toBe(true);
      expect(slow.url.searchParams.get('query_id')).toMatch(/^people-grid-/);
      expect(slow.url.searchParams.get('cancel_http_readonly_queries_on_client_close')).toBe('1');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await clickHouse.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
