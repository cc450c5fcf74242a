import { type ColumnType, TYPE_NAMES } from '../../model/columns';
import { DUCKDB } from '../../sql/dialect';
import type { SqlTable } from '../../sql/sqlTable';
import type { SnapshotMaker } from '../servedFiles';
import { connect, createDatabase } from './database';
import { SharedTable } from './sharedTable';

const { quote } = DUCKDB;
const SNAPSHOT_TYPES: readonly ColumnType[] = TYPE_NAMES;

/**
 * Writes a shared table to a Parquet file with every column worked out (each natural order,
 * values under every type; folded and lowered texts come with the load) and gives its description: another engine
 * (ClickHouse, src/server/clickhouse/) can load the file and answer the same SQL in its dialect.
 */
export async function writeSnapshot(shared: SharedTable, path: string): Promise<SqlTable> {
  const done = shared.reading();
  const connection = await connect(shared.instance);
  try {
    const quietly = () => {};
    const colIds = shared.table.columns.map(({ colId }) => colId);
    // Every column sorted as each type: prepareColumns works out what that needs and is missing.
    for (const type of SNAPSHOT_TYPES) {
      await shared.prepareColumns({ filters: [], globalFilter: '', sort: colIds.map((colId) => ({ colId, sort: 'asc' })), types: Object.fromEntries(colIds.map((colId) => [colId, type])) }, quietly);
    }
    await connection.run(`COPY (SELECT * FROM ${quote(shared.table.name)}) TO ${DUCKDB.literal(path)} (FORMAT parquet)`);
    return shared.table;
  } finally {
    connection.closeSync();
    done();
  }
}

/**
 * Reads a file into a DuckDB database of its own as the DuckDB server does (types, folded
 * forms, natural orders), writes its snapshot to `parquet` and gives it to `take`; the
 * database closes once `take` is done.
 */
export const withSnapshot: SnapshotMaker = async (path, parquet, take) => {
  const instance = await createDatabase();
  try {
    const shared = await SharedTable.load(instance, path);
    return await take({ table: await writeSnapshot(shared, parquet), specs: shared.specs, notices: shared.notices });
  } finally {
    instance.closeSync();
  }
};
