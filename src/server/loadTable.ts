import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import type { ColumnSpec, ColumnType, ValueType } from '../model/columns';
import { fileColumns } from '../model/fileColumns';
import { DUCKDB } from '../sql/dialect';
import type { SqlColumn, SqlTable } from '../sql/sqlTable';
import { TYPE_PATTERNS, VALUE_SQL } from '../sql/values';
import { readingOf } from './columnTexts';
import { fileReader, utcTimestampColumns } from './fileSource';
import { isAsciiSql, makeFoldTable } from './foldTable';
import { jsonColumns, jsonFormatOf } from './jsonSource';
import { fileColumnBase, storedNames } from './storedNames';

const { quote } = DUCKDB;
const VALUE_TYPES: readonly ValueType[] = ['number', 'date'];

const ROW = storedNames('r');
/**
 * The record's 1-based number, shown first as the tab shows it (a RowNumberColumn): its text is
 * its own folded form, and even read as text it sorts as a number, as the tab's does.
 */
const ROW_NUMBER: SqlColumn = { colId: 'row', text: ROW.text, folded: ROW.text, type: 'number', values: { number: ROW.value('number') }, order: ROW.value('number') };
const ROW_NUMBER_SQL = [`CAST("row" + 1 AS VARCHAR) AS ${quote(ROW.text)}`, `CAST("row" + 1 AS DOUBLE) AS ${quote(ROW.value('number'))}`];

/** What a first look at each column tells: which types' patterns all its non-empty cells match, and whether any cell is not ASCII. */
interface Survey {
  readonly candidates: ValueType[];
  readonly ascii: boolean;
}

/** The headers of a file as DuckDB reads them (duplicates made unique), and DuckDB's types of its columns. */
async function headersOf(connection: DuckDBConnection, reader: string, path: string): Promise<{ headers: string[]; types: string[] }> {
  const [headers = [], types = []] = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${reader}`, [path])).getColumnsJS() as string[][];
  return { headers, types };
}

/** A file's columns as the staging SELECT reads them: the headers, each one's text as SQL (NULL: empty), the type its schema gives it (if it has one), the relation and its bound values. */
interface SourceColumns {
  readonly headers: string[];
  readonly texts: string[];
  readonly schemaTypes: readonly (ColumnType | undefined)[];
  readonly from: string;
  readonly values: DuckDBValue[];
}

/** How the staging SELECT reads a file's columns; a JSON file's records are first kept in table `raw`. */
async function sourceColumns(connection: DuckDBConnection, path: string, raw: string): Promise<SourceColumns> {
  const reader = fileReader(path);
  if (reader.json) {
    const json = await jsonColumns(connection, path, await jsonFormatOf(path, reader.json === 'lines'), raw);
    return { ...json, schemaTypes: [] };
  }
  const { headers, types: duckTypes } = await headersOf(connection, reader.sql, path);
  const utc = reader.typed ? await utcTimestampColumns(connection, path) : new Set<string>();
  const readings = duckTypes.map((type, i) => readingOf(type, utc.has(headers[i]!)));
  const texts = headers.map((header, i) => readings[i]!.text(quote(header)));
  return { headers, texts, schemaTypes: reader.typed ? readings.map(({ type }) => type) : [], from: reader.sql, values: [path] };
}

/** One pass over the texts: per column, each type's pattern held by every non-empty cell (if any), and whether all are ASCII. */
async function survey(connection: DuckDBConnection, staging: string, count: number): Promise<Survey[]> {
  if (count === 0) return [];
  const checks = Array.from({ length: count }, (_, i) => {
    const text = quote(fileColumnBase(i));
    const patterns = VALUE_TYPES.map((type) => `coalesce(bool_and(${text} = '' OR ${DUCKDB.matches(text, DUCKDB.literal(TYPE_PATTERNS[type]))}), true)`);
    return [...patterns, `coalesce(bool_and(${isAsciiSql(text)}), true)`, `coalesce(bool_or(${text} <> ''), false)`].join(', ');
  });
  const [row] = (await connection.runAndReadAll(`SELECT ${checks.join(', ')} FROM ${quote(staging)}`)).getRowsJS() as boolean[][];
  const width = VALUE_TYPES.length + 2;
  return Array.from({ length: count }, (_, i) => {
    const answers = row!.slice(i * width, (i + 1) * width);
    const [ascii, any] = answers.slice(VALUE_TYPES.length);
    // A column of empty cells only is text, as the tab types it.
    return { candidates: any ? VALUE_TYPES.filter((_type, t) => answers[t]) : [], ascii: ascii! };
  });
}

/**
 * Column `i` in the final table's two SELECTs: the inner reads from the staging table once (the
 * text, its folded form from the fold table, each type's parts); the outer computes from those.
 */
function columnSql(i: number, types: readonly ValueType[], ascii: boolean): { inner: string[]; outer: string[] } {
  const names = storedNames(fileColumnBase(i));
  const text = quote(names.text);
  const fold = `fold${i}`;
  const lowered = `nullif(lower(${text}), ${text})`;
  const inner = [`s.${text}`, ...(ascii ? [] : [`${fold}.folded AS ${quote(fold)}`])];
  const outer = [text, `${ascii ? lowered : `CASE WHEN ${isAsciiSql(text)} THEN ${lowered} ELSE ${quote(fold)} END`} AS ${quote(names.folded)}`];
  for (const type of types) {
    const parts = VALUE_SQL[type].parts(DUCKDB, `s.${text}`).map((part, k) => [part, quote(`p${i}_${type}_${k}`)] as const);
    inner.push(...parts.map(([part, name]) => `${part} AS ${name}`));
    outer.push(`${VALUE_SQL[type].value(DUCKDB, text, parts.map(([, name]) => name))} AS ${quote(names.value(type))}`);
  }
  return { inner, outer };
}

/** Each column's type: the one asked for, else number when every non-empty value read as one, else date, else text. */
async function typesOf(connection: DuckDBConnection, name: string, asked: readonly (ColumnType | undefined)[], candidates: readonly ValueType[][]): Promise<ColumnType[]> {
  const checks = candidates.flatMap((types, i) => {
    const names = storedNames(fileColumnBase(i));
    return types.map((type) => `coalesce(bool_and(${quote(names.text)} = '' OR ${quote(names.value(type))} IS NOT NULL), true)`);
  });
  const [row = []] = checks.length > 0 ? ((await connection.runAndReadAll(`SELECT ${checks.join(', ')} FROM ${quote(name)}`)).getRowsJS() as boolean[][]) : [];
  let at = 0;
  return candidates.map((types, i) => {
    const read = types.filter(() => row[at++]);
    return asked[i] ?? read[0] ?? 'text';
  });
}

/** A file loaded: the table the SQL is written for, and its columns as the grid shows them (the tab's ids, headers and types). */
export interface LoadedFile {
  readonly table: SqlTable;
  readonly specs: ColumnSpec[];
}

/**
 * Reads a file into table `name`: each cell as text ('' for empty), beside it match-sorter's
 * folded form (NULL where it equals the text) and its values under the types its cells may
 * have, and each row's number in the file as `row` (from 0; the `row` column shows it from 1). `types` sets columns' types by header; the
 * others are read from their cells as the tab reads a file's (src/engine/typedValues.ts CellTypes).
 */
export async function loadTable(connection: DuckDBConnection, path: string, name: string, types: Readonly<Record<string, ColumnType>> = {}): Promise<LoadedFile> {
  const [staging, folds, raw] = [`${name}_staging`, `${name}_folds`, `${name}_raw`];
  try {
    const source = await sourceColumns(connection, path, raw);
    const { headers } = source;
    const texts = source.texts.map((text, i) => `coalesce(${text}, '') AS ${quote(fileColumnBase(i))}`);
    await connection.run(`CREATE OR REPLACE TABLE ${quote(staging)} AS SELECT ${texts.join(', ')} FROM ${source.from}`, source.values);
    await connection.run(`DROP TABLE IF EXISTS ${quote(raw)}`);
    const surveys = await survey(connection, staging, headers.length);
    // The type asked for; else a typed file's schema's; else (a CSV, a JSON file) read from the cells.
    const asked = headers.map((header, i) => types[header] ?? source.schemaTypes[i]);
    // Values for the type asked for, or for each type the patterns allow.
    const valueTypes = surveys.map(({ candidates }, i) => (asked[i] === undefined ? candidates : asked[i] === 'text' ? [] : [asked[i]]));
    await makeFoldTable(connection, staging, surveys.flatMap(({ ascii }, i) => (ascii ? [] : [fileColumnBase(i)])), folds);
    const columns = surveys.map(({ ascii }, i) => columnSql(i, valueTypes[i]!, ascii));
    const joins = surveys.flatMap(({ ascii }, i) => (ascii ? [] : [`LEFT JOIN ${quote(folds)} fold${i} ON fold${i}.text = s.${quote(fileColumnBase(i))}`]));
    const inner = `SELECT s.rowid AS "row", ${columns.flatMap(({ inner }) => inner).join(', ')} FROM ${quote(staging)} s ${joins.join(' ')}`;
    // Not sorted by row (the fold joins shuffle rows): pages find their rows through the index
    // below, and sorting the whole table doubled the load's peak memory (8.1 GB for 10,000,000 rows, 4.9 unsorted).
    const outer = [...ROW_NUMBER_SQL, ...columns.flatMap((column) => column.outer)];
    await connection.run(`CREATE OR REPLACE TABLE ${quote(name)} AS SELECT "row", ${outer.join(', ')} FROM (${inner})`);
    // A page of a sorted order picks rows from all over the table: an index finds them without a scan.
    await connection.run(`CREATE INDEX ${quote(`${name}_row`)} ON ${quote(name)} ("row")`);
    const columnTypes = await typesOf(connection, name, asked, valueTypes);
    // The ids and types the tab gives a file's columns (model/datasets.ts fileColumns), `row` first.
    const [rowSpec, ...specs] = fileColumns(headers, columnTypes);
    const sqlColumns = specs.map(({ colId }, i): SqlColumn => {
      const { text, folded, value } = storedNames(fileColumnBase(i));
      return { colId, text, folded, type: columnTypes[i]!, values: Object.fromEntries(valueTypes[i]!.map((type) => [type, value(type)])) };
    });
    return { table: { name, columns: [{ ...ROW_NUMBER, colId: rowSpec!.colId }, ...sqlColumns], rowNumber: 'row' }, specs: [rowSpec!, ...specs] };
  } finally {
    await connection.run(`DROP TABLE IF EXISTS ${quote(raw)}`);
    await connection.run(`DROP TABLE IF EXISTS ${quote(staging)}`);
    await connection.run(`DROP TABLE IF EXISTS ${quote(folds)}`);
  }
}
