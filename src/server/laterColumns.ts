import type { DuckDBConnection } from '@duckdb/node-api';
import type { ValueType } from '../model/columns';
import { placesInNaturalOrder } from '../engine/naturalOrder';
import { DUCKDB } from '../sql/dialect';
import { VALUE_SQL } from '../sql/values';
import { runInSlices } from './slices';
import { isAsciiSql } from './foldTable';

const { quote } = DUCKDB;

/**
 * Adds column `name` of `type` to `table`, filled from `values` (a SELECT of "row" and v), all
 * or nothing: a column worked out on first use (a text sort's natural order, a type chosen in
 * the Type menu) is either whole or not there.
 */
async function addColumn(connection: DuckDBConnection, table: string, name: string, type: string, values: string): Promise<void> {
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

/**
 * Adds `order`, each text's place in the tab's natural order, to a table. SQL has no collation
 * that reads digits as numbers the way Intl.Collator's `numeric` does, so the distinct texts
 * are placed by the tab's own code (src/engine/naturalOrder.ts) and written back.
 */
export async function addNaturalOrder(connection: DuckDBConnection, table: string, text: string, order: string): Promise<void> {
  const texts = ((await connection.runAndReadAll(`SELECT DISTINCT ${quote(text)} FROM ${quote(table)}`)).getColumnsJS()[0] ?? []) as string[];
  const { ordinals } = await runInSlices(placesInNaturalOrder(texts));
  await addColumnByText(connection, table, text, order, 'INTEGER', texts.map((value, i) => [value, ordinals[i]!]));
}

/**
 * Adds column `name` of `type` to `table`: each row's value is its text's in `pairs` (worked out
 * by the tab's own code, once per distinct text), NULL for a text not listed.
 */
async function addColumnByText(connection: DuckDBConnection, table: string, text: string, name: string, type: 'INTEGER' | 'VARCHAR', pairs: readonly [string, number | string][]): Promise<void> {
  const lookup = `${table}_${name}`;
  await connection.run(`CREATE OR REPLACE TABLE ${quote(lookup)} (text VARCHAR, v ${type})`);
  const appender = await connection.createAppender(lookup);
  for (const [key, value] of pairs) {
    appender.appendVarchar(key);
    if (typeof value === 'number') appender.appendInteger(value);
    else appender.appendVarchar(value);
    appender.endRow();
  }
  appender.closeSync();
  try {
    await addColumn(connection, table, name, type, `SELECT t."row", l.v FROM ${quote(table)} t JOIN ${quote(lookup)} l ON t.${quote(text)} = l.text`);
  } finally {
    await connection.run(`DROP TABLE ${quote(lookup)}`);
  }
}

/** Adds `name`, each cell's value read as `type`, to a table (a column read as another type in the Type menu). */
export async function addValues(connection: DuckDBConnection, table: string, text: string, type: ValueType, name: string): Promise<void> {
  const reader = VALUE_SQL[type];
  const parts = reader.parts(DUCKDB, quote(text)).map((part, k) => [part, quote(`p${k}`)] as const);
  const inner = `SELECT "row", ${[quote(text), ...parts.map(([part, alias]) => `${part} AS ${alias}`)].join(', ')} FROM ${quote(table)}`;
  const values = `SELECT "row", ${reader.value(DUCKDB, quote(text), parts.map(([, alias]) => alias))} AS v FROM (${inner})`;
  await addColumn(connection, table, name, 'DOUBLE', values);
}

/**
 * Adds `lowered`, JavaScript's toLowerCase() of each text where DuckDB's lower() differs from it
 * (İ, a final Σ, letters newer than DuckDB's Unicode tables), NULL elsewhere: the value list's
 * search lower-cases as the tab does. Only texts that are not plain ASCII can differ.
 */
export async function addLowered(connection: DuckDBConnection, table: string, text: string, lowered: string): Promise<void> {
  const sql = `SELECT DISTINCT ${quote(text)}, lower(${quote(text)}) FROM ${quote(table)} WHERE NOT ${isAsciiSql(quote(text))}`;
  const differing = ((await connection.runAndReadAll(sql)).getRowsJS() as [string, string][]).filter(([value, lower]) => value.toLowerCase() !== lower);
  await addColumnByText(connection, table, text, lowered, 'VARCHAR', differing.map(([value]) => [value, value.toLowerCase()]));
}
