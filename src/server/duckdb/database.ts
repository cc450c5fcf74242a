import { DOUBLE, type DuckDBConnection, DuckDBInstance, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';
import { setTimeout as sleep } from 'node:timers/promises';
import { DUCKDB, type SqlValue } from '../../sql/dialect';

/** A whole number JS holds only as a double (1e20, 2^60): bound as DuckDB's node API infers it (BIGINT), one past int64 fails. */
const pastSafeInteger = (value: SqlValue) => typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value);

/**
 * A statement's values and their types, for the node API's run, runAndReadAll and stream: a
 * whole number past JS's safe integers is a DOUBLE, as it is in JS (a filter's `> 1e20` would
 * otherwise fail to bind: "bigint out of int64 range"); every other type is the one it infers.
 */
export function bound(values: readonly SqlValue[]): [DuckDBValue[] | undefined, DuckDBType[] | undefined] {
  if (values.length === 0) return [undefined, undefined];
  // An undefined type is inferred from the value (DuckDBPreparedStatement.bindValue).
  const types = values.some(pastSafeInteger) ? (values.map((value) => (pastSafeInteger(value) ? DOUBLE : undefined)) as DuckDBType[]) : undefined;
  return [[...values], types];
}

/** The attached database the tables live in. */
const DATABASE = 'served';

export interface DatabaseOptions {
  /** The most memory DuckDB takes (its memory_limit, `1GB`); past it, it works on disk. */
  readonly memory?: string;
  /** Where it works on disk then (its temp_directory). */
  readonly spillFolder?: string;
}

/** A DuckDB database in memory, compressed: DuckDB keeps an in-memory database's tables uncompressed unless told, in far more memory. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`ATTACH ':memory:' AS ${DATABASE} (COMPRESS)`);
    if (options.memory) await connection.run(`SET memory_limit = ${DUCKDB.literal(options.memory)}`);
    if (options.spillFolder) await connection.run(`SET temp_directory = ${DUCKDB.literal(options.spillFolder)}`);
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
 * A connection opened at its first use: a client answered from other clients' work (a shared
 * order's page) opens none, so ten people opening one link do not each wait for a connection.
 */
export class LazyConnection {
  private opening: Promise<DuckDBConnection> | null = null;
  private opened: DuckDBConnection | null = null;
  private closed = false;

  constructor(private readonly instance: DuckDBInstance) {}

  /** The connection, opened now if it is not yet; none once closed. */
  get(): Promise<DuckDBConnection> {
    if (this.closed) return Promise.reject(new Error('The connection is closed'));
    return (this.opening ??= connect(this.instance).then((connection) => (this.opened = connection)));
  }

  /** Interrupts its running statement, if it has a connection yet. */
  interrupt(): void {
    this.opened?.interrupt();
  }

  /** Closes it, once opened if it is opening (no statement may run on it then). */
  async close(): Promise<void> {
    this.closed = true;
    (await this.opening?.catch(() => null))?.closeSync();
  }
}

/**
 * Compresses what was written to the database since the last time: an in-memory database
 * compresses its tables at a checkpoint only, holding them whole until then.
 */
export async function compress(connection: DuckDBConnection): Promise<void> {
  const [[database]] = (await connection.runAndReadAll('SELECT current_database()')).getRowsJS() as [[string]];
  for (let attempt = 1; ; attempt++) {
    try {
      await connection.run(`CHECKPOINT ${DUCKDB.quote(database)}`);
      return;
    } catch (error) {
      // Another connection is writing (a column being added): ask again in a moment; after a while, the next checkpoint compresses this too.
      if (!/other write transactions/i.test(String(error))) throw error;
      if (attempt === CHECKPOINT_TRIES) return;
      await sleep(CHECKPOINT_WAIT_MS);
    }
  }
}

const CHECKPOINT_TRIES = 40;
const CHECKPOINT_WAIT_MS = 50;
