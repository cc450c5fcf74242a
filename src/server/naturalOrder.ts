import type { DuckDBConnection } from '@duckdb/node-api';
import { placesInNaturalOrder } from '../engine/naturalOrder';
import { runToEnd } from '../engine/steps';
import { DUCKDB } from '../sql/dialect';

const { quote } = DUCKDB;

/**
 * Adds `order`, each text's place in the tab's natural order, to a table. SQL has no collation
 * that reads digits as numbers the way Intl.Collator's `numeric` does, so the distinct texts
 * are placed by the tab's own code (src/engine/naturalOrder.ts) and written back.
 */
export async function addNaturalOrder(connection: DuckDBConnection, table: string, text: string, order: string): Promise<void> {
  const texts = ((await connection.runAndReadAll(`SELECT DISTINCT ${quote(text)} FROM ${quote(table)}`)).getColumnsJS()[0] ?? []) as string[];
  const { ordinals } = runToEnd(placesInNaturalOrder(texts));
  const places = `${table}_${order}`;
  await connection.run(`CREATE OR REPLACE TABLE ${quote(places)} (text VARCHAR, place INTEGER)`);
  const appender = await connection.createAppender(places);
  texts.forEach((value, i) => {
    appender.appendVarchar(value);
    appender.appendInteger(ordinals[i]!);
    appender.endRow();
  });
  appender.closeSync();
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(order)} INTEGER`);
    await connection.run(`UPDATE ${quote(table)} SET ${quote(order)} = p.place FROM ${quote(places)} p WHERE ${quote(table)}.${quote(text)} = p.text`);
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  } finally {
    await connection.run(`DROP TABLE ${quote(places)}`);
  }
}
