import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import type { ValueType } from '../../model/columns';
import { ASCII_WEIGHTS, MAX_DIGITS, placesInNaturalOrder } from '../../engine/naturalOrder';
import { DUCKDB } from '../../sql/dialect';
import { namedReading, VALUE_SQL } from '../../sql/values';
import { runInSlices } from './slices';

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

/** The printable ASCII characters writeKey weighs one by one (all but the digits), in order. */
const WEIGHED = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).filter((char) => char < '0' || char > '9');

/** Of those, the ones that are not letters (punctuation and the space): each weighs less than the digits, letters more. */
export const MARKS = WEIGHED.filter((char) => !/[A-Za-z]/.test(char)).join('');

/**
 * writeKey (src/engine/naturalOrder.ts) in DuckDB's SQL, for `text` of printable ASCII with no
 * number past MAX_DIGITS digits, `marks` the MARKS it may hold: each mark as its weight, each
 * letter lower-cased (a letter's two cases weigh the same, and letters weigh more than the
 * digits, marks less, so the order of keys is writeKey's), and each run of digits as the weight
 * of 0, the number's length without its leading zeros (a character of that code), then its
 * digits. DuckDB compares two such keys as the tab compares its key bytes: code by code, a prefix
 * first. translate() costs as much a text as the characters it is given, so only the marks the
 * texts hold are given (the benchmark log).
 */
export function naturalKeySql(text: string, marks = MARKS): { sql: string; params: DuckDBValue[] } {
  const weights = ASCII_WEIGHTS!;
  const weighed = marks === '' ? `lower(${text})` : `translate(lower(${text}), $2, $3)`;
  // Leading zeros dropped from every run of digits (all zeros: one 0 left), then each run written as a number.
  const digits = `regexp_replace(${weighed}, '(^|[^0-9])0+([0-9])', '\\1\\2', 'g')`;
  const sql = `array_to_string(list_transform(regexp_extract_all(${digits}, '[0-9]+|[^0-9]+'), run -> CASE WHEN run[1] BETWEEN '0' AND '9' THEN $1 || chr(CAST(length(run) AS INTEGER)) || run ELSE run END), '')`;
  const number = String.fromCharCode(weights['0'.charCodeAt(0)]!);
  return { sql, params: marks === '' ? [number] : [number, marks, [...marks].map((char) => String.fromCharCode(weights[char.charCodeAt(0)]!)).join('')] };
}

/**
 * Whether every text of column `text` of `relation` has a key (naturalKeySql): printable ASCII,
 * no number past MAX_DIGITS digits; and the MARKS they hold. Read from the distinct texts: over
 * every row, the marks' checks cost a column of few values more than their translate() saves.
 */
async function keyedInSql(connection: DuckDBConnection, relation: string, text: string): Promise<{ keyed: boolean; marks: string }> {
  if (!ASCII_WEIGHTS) return { keyed: false, marks: MARKS };
  const column = quote(text);
  const held = [...MARKS].map((mark) => `bool_or(contains(${column}, ${DUCKDB.literal(mark)}))`);
  const sql = `SELECT coalesce(bool_and(regexp_full_match(${column}, '[ -~]*') AND NOT regexp_matches(${column}, '[1-9][0-9]{${MAX_DIGITS}}')), true), ${held.join(', ')} FROM (SELECT DISTINCT ${column} FROM ${relation})`;
  const [[keyed, ...holds]] = (await connection.runAndReadAll(sql)).getRowsJS() as [[boolean, ...(boolean | null)[]]];
  return { keyed, marks: [...MARKS].filter((_mark, i) => holds[i] === true).join('') };
}

/**
 * Table `lookup` (text, v): each distinct text of column `text` of `relation` (a table's quoted
 * name or a subquery) and its place in the tab's natural order. By its key in SQL when every
 * text has one (the tab's code sorts many millions with the collator itself, slowly), else by
 * the tab's own code (src/engine/naturalOrder.ts), once per distinct text: SQL
 * has no collation that reads digits as numbers the way Intl.Collator's `numeric` does.
 * An empty text has no place (its order is NULL): a sort puts it last in either direction
 * without comparing texts. `inSqlOnly`: not by the tab's code; whether the lookup was made.
 */
export async function naturalPlaces(connection: DuckDBConnection, relation: string, text: string, lookup: string, inSqlOnly = false): Promise<boolean> {
  const { keyed, marks } = await keyedInSql(connection, relation, text);
  if (keyed) {
    // Equal keys (a01, a1) share a place, as the collator finds them equal.
    const { sql, params } = naturalKeySql('text', marks);
    const places = `SELECT text, CAST(dense_rank() OVER (ORDER BY key) AS INTEGER) AS v FROM (SELECT text, ${sql} AS key FROM (SELECT DISTINCT ${quote(text)} AS text FROM ${relation} WHERE ${quote(text)} <> ''))`;
    await connection.run(`CREATE OR REPLACE TABLE ${quote(lookup)} AS ${places}`, params);
    return true;
  }
  if (inSqlOnly) return false;
  const texts = ((await connection.runAndReadAll(`SELECT DISTINCT ${quote(text)} FROM ${relation} WHERE ${quote(text)} <> ''`)).getColumnsJS()[0] ?? []) as string[];
  const { ordinals } = await runInSlices(placesInNaturalOrder(texts));
  await lookupTable(connection, lookup, texts.map((value, i) => [value, ordinals[i]!]));
  return true;
}

/** Table `lookup` (text, v) of the pairs given. */
async function lookupTable(connection: DuckDBConnection, lookup: string, pairs: readonly [string, number][]): Promise<void> {
  await connection.run(`CREATE OR REPLACE TABLE ${quote(lookup)} (text VARCHAR, v INTEGER)`);
  const appender = await connection.createAppender(lookup);
  for (const [key, value] of pairs) {
    appender.appendVarchar(key);
    appender.appendInteger(value);
    appender.endRow();
  }
  appender.closeSync();
}

/** Adds INTEGER column `name` to `table`: each row's value is its text's in table `lookup` (text, v), NULL for a text not there; the lookup is dropped. */
async function addColumnByLookup(connection: DuckDBConnection, table: string, text: string, name: string, lookup: string): Promise<void> {
  try {
    await addColumn(connection, table, name, 'INTEGER', `SELECT t."row", l.v FROM ${quote(table)} t JOIN ${quote(lookup)} l ON t.${quote(text)} = l.text`);
  } finally {
    await connection.run(`DROP TABLE ${quote(lookup)}`);
  }
}

/** Adds `order`, each text's place in the tab's natural order (naturalPlaces), to a table; `inSqlOnly` as there: whether it was added. */
export async function addNaturalOrder(connection: DuckDBConnection, table: string, text: string, order: string, inSqlOnly = false): Promise<boolean> {
  const lookup = `${table}_${order}`;
  if (!(await naturalPlaces(connection, quote(table), text, lookup, inSqlOnly))) return false;
  await addColumnByLookup(connection, table, text, order, lookup);
  return true;
}

/** Adds `name`, each cell's value read as `type`, to a table (a column read as another type in the Type menu). */
export async function addValues(connection: DuckDBConnection, table: string, text: string, type: ValueType, name: string): Promise<void> {
  const { parts, fields, value } = namedReading(VALUE_SQL[type], DUCKDB, quote(text), quote(text), (k) => quote(`p${k}`));
  const inner = `SELECT "row", ${[quote(text), ...parts].join(', ')} FROM ${quote(table)}`;
  const values = `SELECT "row", ${value} AS v FROM (SELECT ${['*', ...fields].join(', ')} FROM (${inner}))`;
  await addColumn(connection, table, name, 'DOUBLE', values);
}
