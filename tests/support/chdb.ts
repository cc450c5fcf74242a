import { type ChdbSession, chdbSession } from '../../scripts/chdb-front.mjs';
import { type ClickHouseOptions, ClickHouseSession } from '../../src/server/clickhouse/clickHouseSession';
import type { ClickHouseRun } from '../../src/server/clickhouse/client';
import { createTableSql, insertSnapshotSql } from '../../src/server/clickhouse/tableCreation';
import type { DuckDbSession } from '../../src/server/duckdb/duckDbSession';
import { writeSnapshot } from '../../src/server/duckdb/snapshot';
import { CLICKHOUSE } from '../../src/sql/dialect';
import type { SqlTable } from '../../src/sql/sqlTable';

/**
 * A new chdb session (ClickHouse in process). chdb is installed outside the project's lock, by
 * scripts/ensure-chdb.mjs (npm run test:unit runs it first), and loaded from there; without it
 * the ClickHouse tests fail, saying how to get it, rather than being skipped.
 */
export { type ChdbSession, chdbSession };

/** A ClickHouseSession's way to run SQL, answered by a chdb session. */
export const chdbRun =
  (session: ChdbSession): ClickHouseRun =>
  (sql, params) => {
    // An Array parameter as ClickHouse reads it from a request (chdb's binding takes texts and numbers).
    const bound = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(',')}]` : value]));
    return Promise.resolve((JSON.parse(session.queryBind(sql, bound, 'JSONCompact')) as { data: unknown[][] }).data);
  };

/** A chdb session holding a snapshot of DuckDbSession (the Parquet file at `path`), loaded as a ClickHouse server loads one. */
export function chdbWithSnapshot(table: SqlTable, path: string): ChdbSession {
  const session = chdbSession();
  session.query(createTableSql(table));
  session.query(insertSnapshotSql(table, `file(${CLICKHOUSE.literal(path)}, Parquet)`));
  return session;
}

/**
 * DuckDbSession's table beside it in chdb, as a ClickHouse server holds one: its snapshot written
 * to `path` (Parquet) with every column worked out, and its description read back from JSON (as
 * it travels in a table's COMMENT), loaded into a new chdb session.
 */
export async function snapshotInChdb(duck: DuckDbSession, path: string): Promise<{ table: SqlTable; session: ChdbSession }> {
  const written = await writeSnapshot(duck.shared, path);
  const table = JSON.parse(JSON.stringify(written)) as SqlTable;
  return { table, session: chdbWithSnapshot(table, path) };
}

/** A ClickHouseSession on DuckDbSession's table in chdb (snapshotInChdb); `close` ends both, the DuckDbSession stays open. */
export async function clickHouseBeside(duck: DuckDbSession, path: string, options: ClickHouseOptions = {}): Promise<{ clickHouse: ClickHouseSession; table: SqlTable; close: () => Promise<void> }> {
  const { table, session } = await snapshotInChdb(duck, path);
  const clickHouse = new ClickHouseSession(table, chdbRun(session), options);
  return {
    clickHouse,
    table,
    close: async () => {
      await clickHouse.close();
      session.cleanup();
    },
  };
}
