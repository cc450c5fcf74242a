// `npm run serve -- <file or folder>...`: loads the files into DuckDB, then serves the app and the
// data API on 127.0.0.1 (scripts/serve.mjs builds both first when their build is stale).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataApi } from './dataApi';
import { createHttpServer } from './httpServer';
import { LOCAL_HOST, parseServeArgs } from './serveArgs';
import { servedFiles, ServedTables } from './servedTables';

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2));
  if (args.clickhouse !== null) throw new Error('--clickhouse is not served yet: the ClickHouse dialect answers counts and pages only, not the values dialog, selections or exports (README, "The same answers from SQL"). Leave it out to serve with DuckDB.');
  // npm runs scripts in the project's folder: paths are read from where the command was typed.
  const files = await servedFiles(args.paths.map((path) => resolve(process.env.INIT_CWD ?? process.cwd(), path)));
  if (files.length === 0) throw new Error(`No .csv, .tsv, .parquet, .json, .ndjson or .jsonl file in ${args.paths.join(', ')}`);
  const tables = await ServedTables.open(files, (file) => console.log(`Loading ${file.name}…`));
  // Beyond this machine, only with the token the start-up line prints (as Jupyter does).
  const token = args.host === LOCAL_HOST || args.host === 'localhost' ? null : randomBytes(24).toString('base64url');
  const appFolder = fileURLToPath(new URL('../dist/', import.meta.url));
  const server = createHttpServer({ appFolder, api: new DataApi(tables), tables: tables.list(), token });
  server.listen(args.port, args.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : args.port;
    const host = args.host.includes(':') ? `[${args.host}]` : args.host;
    console.log(`people-grid serves ${files.length} table${files.length === 1 ? '' : 's'} at http://${host}:${port}/${token ? `?token=${token}` : ''}`);
  });
  // Tables are answered from their files (or staged texts) at once, and stored meanwhile.
  const started = performance.now();
  void tables.stored().then(() => console.log(`people-grid stored every table in memory in ${((performance.now() - started) / 1000).toFixed(1)} s`));
  // What a first sort click needs, worked out while the server answers (as the tab does in idle time).
  tables.prepareSorts().catch((error: unknown) => console.error(`Could not prepare the sorts: ${error instanceof Error ? error.message : String(error)}`));
  const stop = () => {
    server.close(() => (tables.close(), process.exit(0)));
    // Pages keep connections open: a stop does not wait for them.
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
