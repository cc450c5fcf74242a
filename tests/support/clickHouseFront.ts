import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLICKHOUSE } from '../../src/sql/dialect';
import type { ChdbSession } from './chdb';

/** A parameter's text as ClickHouse's HTTP interface reads it (escaped as in TSV), back to the value. */
const ESCAPES: Readonly<Record<string, string>> = { t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', 0: '\0', a: '\x07', v: '\v' };
const unescaped = (text: string) => text.replace(/\\(.)/gs, (_whole, char: string) => ESCAPES[char] ?? char);

/** An INSERT whose rows are the request's body, as @clickhouse/client's insert sends it: `INSERT INTO t (a, b) FORMAT Parquet`. */
const BODY_INSERT = /^INSERT INTO (\S+)(?: \((.*)\))? FORMAT Parquet$/s;

export interface SentStatement {
  readonly sql: string;
  readonly params: Record<string, string>;
  /** The query_id the client gave it. */
  readonly queryId: string | null;
}

export interface ClickHouseFront {
  readonly server: Server;
  readonly url: string;
  /** Every statement it was sent, in order. */
  readonly sent: SentStatement[];
  readonly close: () => Promise<void>;
}

/**
 * Just enough of ClickHouse's HTTP interface for @clickhouse/client, answered by chdb: not a
 * ClickHouse server, but the client's own requests, parameters and parsing of the answers.
 * SELECTs and DDL come as the body (`param_*` in the URL); an INSERT of a Parquet body (the
 * statement in the URL's `query`) is written to a file that chdb then reads. Keeps what it was sent.
 */
export function clickHouseFront(session: ChdbSession): Promise<ClickHouseFront> {
  const sent: SentStatement[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'chdb-front-'));
  let inserts = 0;
  const answer = (search: URLSearchParams, body: Buffer): string => {
    const params = Object.fromEntries([...search].filter(([key]) => key.startsWith('param_')).map(([key, value]) => [key.slice('param_'.length), unescaped(value)]));
    const inUrl = search.get('query');
    const insert = inUrl === null ? null : BODY_INSERT.exec(inUrl.trim());
    const queryId = search.get('query_id');
    if (inUrl !== null) sent.push({ sql: inUrl, params, queryId });
    if (insert) {
      const [, table, columns] = insert as unknown as [string, string, string | undefined];
      const path = join(folder, `insert${++inserts}.parquet`);
      writeFileSync(path, body);
      const names = columns ?? '*';
      return session.query(`INSERT INTO ${table} ${columns ? `(${columns}) ` : ''}SELECT ${names} FROM file(${CLICKHOUSE.literal(path)}, Parquet)`);
    }
    const sql = `${inUrl ?? ''}${body.toString('utf8')}`;
    if (inUrl === null) sent.push({ sql, params, queryId });
    return session.queryBind(sql, params, 'JSONCompactEachRow');
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const text = answer(new URL(request.url ?? '/', 'http://localhost').searchParams, Buffer.concat(chunks));
        response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(text);
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      }
    });
  });
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  };
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent, close })));
}
