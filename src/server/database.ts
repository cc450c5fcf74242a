import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB } from '../sql/dialect';

/** The attached database the tables live in. */
const DATABASE = 'served';

/**
 * A DuckDB database in memory, compressed: DuckDB keeps an in-memory database's tables
 * uncompressed unless told (the bench's 10,000,000-row table took 4.2 GB so, 0.8 GB compressed),
 * and scans of compressed columns ran faster too.
 */
export async function createDatabase(): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`ATTACH ':memory:' AS ${DATABASE} (COMPRESS)`);
  } finally {
    connection.closeSync();
  }
  return instance;
}

/** A connection to the database: names resolve in it, and times are shown as the file has them, never in this machine's zone. */
export async function connect(instance: DuckDBInstance): Promise<DuckDBConnection> {
  const connection = await instance.connect();
  await connection.run(`USE ${DATABASE}`);
  await connection.run(`SET TimeZone = 'UTC'`);
  return connection;
}

/**
 * Compresses what was written to the database since the last time: an in-memory database
 * compresses its tables at a checkpoint only, holding them whole until then.
 */
export async function compress(connection: DuckDBConnection): Promise<void> {
  const [[database]] = (await connection.runAndReadAll('SELECT current_database()')).getRowsJS() as [[string]];
  await connection.run(`CHECKPOINT ${DUCKDB.quote(database)}`);
}
