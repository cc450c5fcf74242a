import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { ColumnType } from '../../src/model/columns';
import { DUCKDB } from '../../src/sql/dialect';
import type { SqlColumn, SqlTable } from '../../src/sql/sqlTable';
import { writerFor, type Writer } from '../../src/sql/statement';
import { dropStaged, stageTable, storeTable } from '../../src/server/duckdb/loadTable';
import { tempFolder } from './csvTable';

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** An in-memory DuckDB with one table of one column, `cell`, holding `cells` (loaded as the server loads a CSV file). */
export async function cellTable(cells: readonly string[], type: ColumnType = 'text'): Promise<{ connection: DuckDBConnection; table: SqlTable; column: SqlColumn; close: () => void }> {
  const folder = tempFolder();
  const path = folder.write('cells.csv', ['cell', ...cells.map(quoted)].join('\n'));
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  // Loaded as the server loads a file: staged, stored, the staging dropped.
  const staged = await stageTable(connection, path, 'cells', { cell: type });
  const table = await storeTable(connection, staged, 'cells');
  await dropStaged(connection, staged.staged);
  folder.remove();
  const column = table.columns.find(({ colId }) => colId === 'cell')!;
  return { connection, table, column, close: () => (connection.closeSync(), instance.closeSync()) };
}

/**
 * Each row's cell and the value of `expression` for it, the expression written with a fresh
 * writer (its values bound), in row order.
 */
export async function evaluate<T>({ connection, table, column }: Awaited<ReturnType<typeof cellTable>>, expression: (writer: Writer) => string): Promise<[string, T][]> {
  const writer = writerFor(DUCKDB);
  const sql = `SELECT ${DUCKDB.quote(column.text)}, ${expression(writer)} FROM ${DUCKDB.quote(table.name)} ORDER BY ${DUCKDB.quote(table.rowNumber)}`;
  return (await connection.runAndReadAll(sql, writer.values)).getRowsJS() as [string, T][];
}

/** Runs `use` on a connection to a new in-memory DuckDB database, closed after it. */
export async function withConnection<T>(use: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    return await use(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
