// `npm run serve -- <file or folder>...`: loads the files into DuckDB, then serves the app and the
// data API on 127.0.0.1 (scripts/serve.mjs builds both first when their build is stale). With
// `--clickhouse URL`, the tables live in that ClickHouse database instead (clickHouseTables.ts).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClickHouseTables } from '../clickhouse/clickHouseTables';
import { DataApi } from './dataApi';
import { createHttpServer } from './httpServer';
import { LOCAL_HOST, parseServeArgs } from './serveArgs';
import { DuckDbTables } from '../duckdb/duckDbTables';
import { withSnapshot } from '../duckdb/snapshot';
import { type ServedFile, servedFiles } from '../servedFiles';
import { errorMessage } from '../../model/errorMessage';

/** How long a stop waits for the tables to close (a table being stored finishes first) before the process ends. */
const STOP_WAIT_MS = 2000;

/** A ClickHouse URL as it may be printed: without its password. */
function shownUrl(url: string): string {
  try {
    const shown = new URL(url);
    if (shown.password) shown.password = '***';
    return shown.toString();
  } catch {
    throw new Error(`--clickhouse needs a URL such as http://localhost:8123 or https://user:password@host:8443/database, not ${url}`);
  }
}

/** The ClickHouse database's tables, the files named loaded into it first; an error says which server failed. */
async function openClickHouse(url: string, files: readonly ServedFile[]): Promise<ClickHouseTables> {
  const shown = shownUrl(url);
  try {
    return await ClickHouseTables.open(url, files, withSnapshot, (file) => console.log(`Loading ${file.name} into ClickHouse…`));
  } catch (error) {
    throw new Error(`ClickHouse at ${shown} could not serve the tables: ${errorMessage(error)}`, { cause: error });
  }
}

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2));
  // npm runs scripts in the project's folder: paths are read from where the command was typed.
  const files = await servedFiles(args.paths.map((path) => resolve(process.env.INIT_CWD ?? process.cwd(), path)));
  if (args.paths.length > 0 && files.length === 0) throw new Error(`No .csv, .tsv, .parquet, .json, .ndjson or .jsonl file in ${args.paths.join(', ')}`);
  const told = (file: ServedFile) => console.log(`Loading ${file.name}…`);
  const clickHouse = args.clickhouse;
  const tables = clickHouse === null ? await DuckDbTables.open(files, told, args.memory) : await openClickHouse(clickHouse, files);
  const count = tables.list().length;
  for (const { name, reason } of tables.skipped) console.error(`Not serving ${name}: it could not be read (${reason})`);
  if (files.length > 0 && count === 0) {
    await tables.close();
    throw new Error('No file named could be read (each is told above), so there is nothing to serve.');
  }
  if (clickHouse !== null && count === 0) {
    await tables.close();
    throw new Error(`The ClickHouse database at ${shownUrl(clickHouse)} holds no people-grid table yet: name files or folders to load into it.`);
  }
  // Beyond this machine, only with the token the start-up line prints (as Jupyter does).
  const token = args.host === LOCAL_HOST || args.host === 'localhost' ? null : randomBytes(24).toString('base64url');
  const appFolder = fileURLToPath(new URL('../dist/', import.meta.url));
  const server = createHttpServer({ appFolder, api: new DataApi(tables), tables: tables.list(), skipped: tables.skipped, token });
  server.listen(args.port, args.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : args.port;
    const host = args.host.includes(':') ? `[${args.host}]` : args.host;
    if (clickHouse !== null) console.log(`The tables live in ClickHouse at ${shownUrl(clickHouse)}`);
    console.log(`people-grid serves ${count} table${count === 1 ? '' : 's'} at http://${host}:${port}/${token ? `?token=${token}` : ''}`);
  });
  if (tables instanceof DuckDbTables) {
    // DuckDB answers from the files (or their staged texts) at once, and stores the tables meanwhile.
    const started = performance.now();
    void tables.stored().then(() => console.log(`people-grid stored every table in memory in ${((performance.now() - started) / 1000).toFixed(1)} s`));
  }
  const stop = () => {
    // A table still being stored would hold the stop for as long: past a moment, the process ends without it.
    const closed = () => Promise.race([Promise.resolve(tables.close()), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
    server.close(() => void closed().finally(() => process.exit(0)));
    // Pages keep connections open: a stop does not wait for them.
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
