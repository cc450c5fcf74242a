import { type DuckDBConnection, DuckDBScalarFunction, type DuckDBValue, INTEGER, listValue, VARCHAR } from '@duckdb/node-api';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { ColumnNames } from '../../model/columnNames';
import { bigIntegersNotice, holdsBigInteger, jsonCellText, looksLikeJsonLines, parseJson } from '../../data/files/json';
import { renamedNotice } from '../../data/files/renamedNotice';
import { DUCKDB } from '../../sql/dialect';
import { filePattern, type FileSource, stagedTexts } from './fileSource';
import { fileColumnBase } from './storedNames';

const { quote } = DUCKDB;

/**
 * How DuckDB's read_json_objects is told a file's layout: one array of objects, or one object a
 * line (`unstructured`: the same when the file starts with a byte-order mark, which DuckDB's
 * newline-delimited reading refuses; it also takes an object over several lines).
 */
type JsonFormat = 'array' | 'newline_delimited' | 'unstructured';

/**
 * The columns of a JSON file as the staging SELECT reads them: the headers, each one's text as
 * SQL (NULL: empty), the relation (in file order), its bound values, and whether a record
 * writes a key twice (SQL).
 */
interface JsonColumns {
  /** The keys as the records write them, and the columns' names (a blank key's `column N`). */
  readonly keys: string[];
  readonly headers: string[];
  readonly texts: string[];
  readonly from: string;
  readonly values: DuckDBValue[];
  readonly repeatsKey: string;
}

/** As much of a file's start as the tab looks at to tell JSON lines from one document (src/data/files/readTableFile.ts). */
const SAMPLE_BYTES = 64 * 1024;

/**
 * The layout of a JSON file: `lines` for .ndjson and .jsonl; for .json as the tab tells it, one
 * object a line when its text starts with `{` and its first line is a whole object (NDJSON
 * saved as .json), else one document.
 */
async function jsonFormatOf(path: string, lines: boolean): Promise<JsonFormat> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SAMPLE_BYTES, 0);
    const bom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
    // trimStart takes a byte-order mark too; a character cut at the end is beyond the first line that matters.
    const sample = new TextDecoder().decode(buffer.subarray(0, bytesRead)).trimStart();
    if (!lines && !(sample.startsWith('{') && looksLikeJsonLines(sample, bytesRead < SAMPLE_BYTES))) return 'array';
    return bom ? 'unstructured' : 'newline_delimited';
  } finally {
    await file.close();
  }
}

/**
 * The tab's cell text of a value given as its JSON and its column's number (src/data/files/json.ts
 * jsonCellText), for the values SQL cannot write the same way; a whole number past 2^53, which
 * the tab rounds (as JSON.parse does) and tells of, puts its column into the connection's
 * `bigColumns` (every such number comes here: PLAIN_NUMBER has at most 15 digits).
 */
const JSON_CELL = 'people_grid_json_cell';
const bigColumns = new WeakMap<DuckDBConnection, Set<number>>();

function registerJsonCell(connection: DuckDBConnection): Set<number> {
  const found = bigColumns.get(connection);
  if (found) return found;
  const big = new Set<number>();
  connection.registerScalarFunction(
    DuckDBScalarFunction.create({
      name: JSON_CELL,
      returnType: VARCHAR,
      parameterTypes: [VARCHAR, INTEGER],
      mainFunction: (_info, input, output) => {
        const [json, column] = [input.getColumnVector(0), input.getColumnVector(1)];
        for (let row = 0; row < input.rowCount; row++) {
          const text = json.getItem(row) as string | null;
          const value: unknown = text === null ? null : parseJson(text);
          if (holdsBigInteger(value)) big.add(column.getItem(row) as number);
          output.setItem(row, text === null ? null : jsonCellText(value));
        }
        output.flush();
      },
    }),
  );
  bigColumns.set(connection, big);
  return big;
}

/**
 * A number's JSON text that JavaScript writes back the same (String(JSON.parse(text))): a whole
 * number of at most 15 digits, or a decimal of at most 15 digits without trailing zeros that
 * JavaScript writes without an exponent. Any other number goes through the tab's own code.
 */
const PLAIN_NUMBER = String.raw`0|-?[1-9][0-9]{0,14}|-?[1-9][0-9]{0,6}\.[0-9]{0,7}[1-9]|-?0\.0{0,5}[1-9]([0-9]{0,7}[1-9])?`;

/** The tab's cell text of a JSON value `value` (a JSON text, NULL when the record lacks the key) of column `column` as SQL. */
const cellSql = (value: string, column: number) => `CASE
  WHEN ${value} IS NULL OR json_type(${value}) = 'NULL' THEN NULL
  WHEN json_type(${value}) = 'VARCHAR' THEN ${value} ->> '$'
  WHEN json_type(${value}) = 'BOOLEAN' OR regexp_full_match(CAST(${value} AS VARCHAR), ${DUCKDB.literal(PLAIN_NUMBER)}) THEN CAST(${value} AS VARCHAR)
  ELSE ${JSON_CELL}(CAST(${value} AS VARCHAR), ${column}) END`;

/** A key as a JSON Pointer (RFC 6901): any key, the empty one too, with `~` and `/` escaped. */
const pointerOf = (key: string) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * An array index as JavaScript's Object.keys puts it first, in numeric order, whatever the
 * order in the file: a canonical whole number below 2^32 - 1.
 */
const INDEX_KEY = String.raw`0|[1-9][0-9]{0,9}`;

/**
 * Reads a JSON file's records into temporary table `raw` (one JSON text a record, in file order)
 * and gives its columns as the tab reads them (src/data/files/json.ts): the keys in the order
 * first seen (each record's in Object.keys order), each cell the tab's text of its value.
 * Throws where the tab refuses the file: no records, a record that is not an object, no keys.
 */
async function jsonColumns(connection: DuckDBConnection, path: string, format: JsonFormat, raw: string): Promise<JsonColumns> {
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${quote(raw)} AS SELECT json FROM read_json_objects($1, format := ${DUCKDB.literal(format)})`, [filePattern(path)]);
  const [[count, notObject]] = (await connection.runAndReadAll(`SELECT count(*), min(CASE WHEN json_type(json) <> 'OBJECT' THEN rowid END) FROM ${quote(raw)}`)).getRowsJS() as [[bigint, bigint | null]];
  const item = format === 'array' ? 'Item' : 'Record';
  if (count === 0n) throw new Error(`${path} holds no records`);
  if (notObject !== null) throw new Error(`${item} ${notObject + 1n} of ${path} is not a JSON object, but a table needs one object a record`);
  const keysSql = `SELECT key FROM (
      SELECT rowid AS n, unnest(json_keys(json)) AS key, generate_subscripts(json_keys(json), 1) AS k FROM ${quote(raw)}
    ) GROUP BY key
    ORDER BY min(n), arg_min(CASE WHEN regexp_full_match(key, '${INDEX_KEY}') AND CAST(key AS UBIGINT) < 4294967295 THEN CAST(key AS UBIGINT) ELSE 4294967295 + k END, n)`;
  const keys = ((await connection.runAndReadAll(keysSql)).getColumnsJS()[0] ?? []) as string[];
  if (keys.length === 0) throw new Error(`The records of ${path} are empty objects: they have no fields`);
  // Named as the tab names them: a blank key becomes `column N`.
  const names = new ColumnNames();
  const headers = keys.map((key) => names.add(key));
  // One parse of each record for all its keys: the values as a list of JSON texts (SQL NULL where the record lacks the key), and how many keys it writes.
  const from = `(SELECT json_extract(json, $1) AS v, len(json_keys(json)) AS written FROM ${quote(raw)})`;
  // A key written twice is one value found: fewer values than keys written (a count, cheaper than looking for equal keys in each record).
  const repeatsKey = 'written <> list_count(v)';
  return { keys, headers, texts: keys.map((_, i) => cellSql(`v[${i + 1}]`, i)), from, values: [listValue(keys.map(pointerOf))], repeatsKey };
}

/**
 * A JSON file's texts staged by DuckDB in table `staging` (records one a line when `lines`),
 * read as the tab reads them; null when a record writes a key twice: JSON.parse keeps the last
 * value, DuckDB's pointers read the first, so the tab's own reader reads it (tabFileSource.ts).
 * Throws where the tab refuses the file.
 */
export async function jsonSource(connection: DuckDBConnection, path: string, lines: boolean, raw: string, staging: string): Promise<FileSource | null> {
  const big = registerJsonCell(connection);
  big.clear();
  const json = await jsonColumns(connection, path, await jsonFormatOf(path, lines), raw);
  const columns = json.headers.map((_header, i) => `coalesce(${json.texts[i]}, '') AS ${quote(fileColumnBase(i))}`);
  // The staged table's rows are in file order: its row ids are the records' numbers.
  await connection.run(`CREATE OR REPLACE TABLE ${quote(staging)} AS SELECT ${columns.join(', ')}, ${json.repeatsKey} AS repeats FROM ${json.from}`, json.values);
  const [[repeats]] = (await connection.runAndReadAll(`SELECT bool_or(repeats) FROM ${quote(staging)}`)).getRowsJS() as [[boolean]];
  if (repeats) return null;
  await connection.run(`ALTER TABLE ${quote(staging)} DROP COLUMN repeats`);
  const name = basename(path);
  const notices = [renamedNotice(name, json.keys, json.headers), bigIntegersNotice(name, [...big].sort((a, b) => a - b).map((i) => json.headers[i]!))];
  return stagedTexts(json.headers, staging, notices.filter((notice) => notice !== null));
}
