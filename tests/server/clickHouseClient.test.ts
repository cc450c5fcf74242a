import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ClickHouseTable } from '../../src/server/clickHouseTable';
import { type ChdbSession, chdbWithSnapshot } from '../support/chdb';
import { tempFolder } from '../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../support/equivalence';
import { randomFrom } from '../support/random';
import { randomQuery } from '../support/randomQuery';
import { FIRST_WITH_SPACES } from '../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

/** A parameter's text as ClickHouse's HTTP interface reads it (escaped as in TSV), back to the value. */
const ESCAPES: Readonly<Record<string, string>> = { t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', 0: '\0', a: '\x07', v: '\v' };
const unescaped = (text: string) => text.replace(/\\(.)/gs, (_whole, char: string) => ESCAPES[char] ?? char);

/**
 * Just enough of ClickHouse's HTTP interface for @clickhouse/client's SELECTs (the statement in
 * the body, `param_*` in the URL), answered by chdb: not a ClickHouse server, but the client's
 * own requests, parameters and parsing of the answers. Keeps what it was sent.
 */
function httpFront(session: ChdbSession): Promise<{ server: Server; url: string; sent: { sql: string; params: Record<string, string> }[] }> {
  const sent: { sql: string; params: Record<string, string> }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const search = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const params = Object.fromEntries([...search].filter(([key]) => key.startsWith('param_')).map(([key, value]) => [key.slice('param_'.length), unescaped(value)]));
      const sql = Buffer.concat(chunks).toString('utf8');
      sent.push({ sql, params });
      try {
        const answer = session.queryBind(sql, params, 'JSONCompactEachRow');
        response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(answer);
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent })));
}

describe('ClickHouseTable.connect, through @clickhouse/client over HTTP (chdb behind it), pages as DuckDbTable', () => {
  it('random queries with trap texts', async () => {
    const table = trapTable(31, 60, FIRST_WITH_SPACES);
    const { tab, duck } = await openedByBoth('client', table, files.write);
    const path = files.path('client.parquet');
    const snapshot = await duck.snapshot(path);
    const session = chdbWithSnapshot(snapshot, path);
    const { server, url, sent } = await httpFront(session);
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
      await new Promise((resolve) => server.close(resolve));
      session.cleanup();
      duck.close();
    }
  });
});
