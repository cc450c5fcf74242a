// A stand-in for a ClickHouse server, for tests: just enough of ClickHouse's HTTP interface for
// @clickhouse/client, answered by chdb (ClickHouse in process, installed by ensure-chdb.mjs).
// Imported by the unit tests (tests/support/clickHouseFront.ts); run as a script by the e2e
// tests: `node scripts/chdb-front.mjs` prints `chdb front at http://127.0.0.1:PORT` once it listens.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHDB_FOLDER, CHDB_VERSION, installedChdbVersion } from './chdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A new chdb session; without chdb installed, an error saying how to get it. */
export function chdbSession() {
  const version = installedChdbVersion(root);
  if (version !== CHDB_VERSION) {
    throw new Error(
      `The ClickHouse tests need chdb ${CHDB_VERSION} in ${CHDB_FOLDER} (found ${version ?? 'none'}). ` +
        'Run `node scripts/ensure-chdb.mjs` to install it there (`npm run test:unit` does), then run the tests again.',
    );
  }
  const { Session } = createRequire(join(root, CHDB_FOLDER, 'package.json'))('chdb');
  return new Session();
}

/** A parameter's text as ClickHouse's HTTP interface reads it (escaped as in TSV), back to the value. */
const ESCAPES = { t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', 0: '\0', a: '\x07', v: '\v' };
const unescaped = (text) => text.replace(/\\(.)/gs, (_whole, char) => ESCAPES[char] ?? char);
const literal = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** An INSERT whose rows are the request's body, as @clickhouse/client's insert sends it: `INSERT INTO t (a, b) FORMAT Parquet`. */
const BODY_INSERT = /^INSERT INTO (\S+)(?: \((.*)\))? FORMAT Parquet$/s;

/**
 * Serves chdb `session` over HTTP on 127.0.0.1 (`port`, or any free one). SELECTs and DDL come
 * as the body (`param_*` in the URL); an INSERT of a Parquet body (the statement in the URL's
 * `query`) is written to a file that chdb then reads. Keeps what it was sent.
 */
export function clickHouseFront(session, port = 0) {
  const sent = [];
  const folder = mkdtempSync(join(tmpdir(), 'chdb-front-'));
  let inserts = 0;
  const answer = (search, body) => {
    const params = Object.fromEntries([...search].filter(([key]) => key.startsWith('param_')).map(([key, value]) => [key.slice('param_'.length), unescaped(value)]));
    const inUrl = search.get('query');
    const insert = inUrl === null ? null : BODY_INSERT.exec(inUrl.trim());
    const sql = `${inUrl ?? ''}${insert ? '' : body.toString('utf8')}`;
    sent.push({ sql, params, queryId: search.get('query_id') });
    if (!insert) return session.queryBind(sql, params, 'JSONCompactEachRow');
    const [, table, columns] = insert;
    const path = join(folder, `insert${++inserts}.parquet`);
    writeFileSync(path, body);
    return session.query(`INSERT INTO ${table} ${columns ? `(${columns}) ` : ''}SELECT ${columns ?? '*'} FROM file(${literal(path)}, Parquet)`);
  };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
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
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}`, sent, close })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const session = chdbSession();
  const front = await clickHouseFront(session, Number(process.argv[2] ?? 0));
  console.log(`chdb front at ${front.url}`);
  const stop = () => void front.close().finally(() => (session.cleanup(), process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
