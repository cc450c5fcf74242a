import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHDB_FOLDER, CHDB_VERSION, installedChdbVersion } from '../../scripts/chdb.mjs';
import { type ClickHouseRun, createTableSql, insertSnapshotSql } from '../../src/server/clickHouseTable';
import { CLICKHOUSE } from '../../src/sql/dialect';
import type { SqlTable } from '../../src/sql/sqlTable';

/** The part of chdb's Session the tests use (chdb is not in node_modules, so its own types are not either). */
export interface ChdbSession {
  query(sql: string, format?: string): string;
  queryBind(sql: string, params: object, format?: string): string;
  cleanup(): void;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A new chdb session (ClickHouse in process). chdb is installed outside the project's lock, by
 * scripts/ensure-chdb.mjs (npm run test:unit runs it first), and loaded from there; without it
 * the ClickHouse tests fail, saying how to get it, rather than being skipped.
 */
export function chdbSession(): ChdbSession {
  const version = installedChdbVersion(root);
  if (version !== CHDB_VERSION) {
    throw new Error(
      `The ClickHouse tests need chdb ${CHDB_VERSION} in ${CHDB_FOLDER} (found ${version ?? 'none'}). ` +
        'Run `node scripts/ensure-chdb.mjs` to install it there (`npm run test:unit` does), then run the tests again.',
    );
  }
  const { Session } = createRequire(join(root, CHDB_FOLDER, 'package.json'))('chdb') as { Session: new () => ChdbSession };
  return new Session();
}

/** A ClickHouseTable's way to run SQL, answered by a chdb session. */
export const chdbRun =
  (session: ChdbSession): ClickHouseRun =>
  (sql, params) => {
    // An Array parameter as ClickHouse reads it from a request (chdb's binding takes texts and numbers).
    const bound = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(',')}]` : value]));
    return Promise.resolve((JSON.parse(session.queryBind(sql, bound, 'JSONCompact')) as { data: unknown[][] }).data);
  };

/** A chdb session holding a snapshot of DuckDbTable (the Parquet file at `path`), loaded as a ClickHouse server loads one. */
export function chdbWithSnapshot(table: SqlTable, path: string): ChdbSession {
  const session = chdbSession();
  session.query(createTableSql(table));
  session.query(insertSnapshotSql(table, `file(${CLICKHOUSE.literal(path)}, Parquet)`));
  return session;
}
