import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll } from 'vitest';
import { type ChdbSession, chdbSession } from './chdb';

/** An in-memory DuckDB connection and a chdb session for the tests of one file: open before them, closed after. */
export function bothEngines(): { duckdb: DuckDBConnection; chdb: ChdbSession } {
  const engines = {} as { duckdb: DuckDBConnection; chdb: ChdbSession };
  beforeAll(async () => {
    engines.duckdb = await (await DuckDBInstance.create(':memory:')).connect();
    engines.chdb = chdbSession();
  });
  afterAll(() => {
    engines.duckdb.closeSync();
    engines.chdb.cleanup();
  });
  return engines;
}
