import type { DuckDBConnection } from '@duckdb/node-api';
import { DUCKDB } from '../sql/dialect';

const { quote } = DUCKDB;

/**
 * Adds column `name` of `type` to `table`, filled from `values` (a SELECT of "row" and v), all
 * or nothing: a column worked out on first use (a text sort's natural order, a type chosen in
 * the Type menu) is either whole or not there.
 */
export async function addColumn(connection: DuckDBConnection, table: string, name: string, type: string, values: string): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(name)} ${type}`);
    await connection.run(`UPDATE ${quote(table)} SET ${quote(name)} = added.v FROM (${values}) added WHERE ${quote(table)}."row" = added."row"`);
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}
