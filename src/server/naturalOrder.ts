import type { DuckDBConnection } from '@duckdb/node-api';
import type { ValueType } from '../model/columns';
import { placesInNaturalOrder } from '../engine/naturalOrder';
import { runToEnd } from '../engine/steps';
import { DUCKDB } from '../sql/dialect';
import { VALUE_SQL } from '../sql/values';
import { addColumn } from './addColumn';

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
  try {
    await addColumn(connection, table, order, 'INTEGER', `SELECT t."row", p.place AS v FROM ${quote(table)} t JOIN ${quote(places)} p ON t.${quote(text)} = p.text`);
  } finally {
    await connection.run(`DROP TABLE ${quote(places)}`);
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
