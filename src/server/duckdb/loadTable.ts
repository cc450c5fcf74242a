import type { DuckDBConnection } from '@duckdb/node-api';
import { CellTypes, type NearType, type OtherReading } from '../../engine/cellTypes';
import type { ColumnSpec, ColumnType, ValueType } from '../../model/columns';
import { eitherWayNotices, strayNotice } from '../../data/files/strayNotice';
import { settledReadings } from '../../engine/fileReadings';
import { noticeText, type TableNotice } from '../../model/tableNotice';
import { fileColumns } from '../../model/fileColumns';
import { DUCKDB } from '../../sql/dialect';
import type { SqlColumn, SqlTable } from '../../sql/sqlTable';
import { namedReading, TYPE_ALPHABETS, VALUE_SQL } from '../../sql/values';
import { readingOf } from './columnTexts';
import { filePattern, fileReader, type FileSource, headersOf, utcTimestampColumns, wholesPastDouble } from './fileSource';
import { compress } from './database';
import { asciiColumns, foldTexts, isAsciiSql } from './foldTable';
import { addNaturalOrder, naturalPlaces } from './addedColumns';
import { withAlphabets } from './columnAlphabets';
import { jsonSource } from './jsonSource';
import { fileColumnBase, storedNames } from './storedNames';
import { nearTypes } from './strayCells';
import { csvSource } from './csvSource';
import { tabFileSource } from './tabFileSource';

const { quote } = DUCKDB;

const ROW = storedNames('r');
/**
 * The record's 1-based number, shown first as the tab shows it (a RowNumberColumn): its text is
 * its own folded form, and even read as text it sorts as a number, as the tab's does.
 */
const ROW_NUMBER: SqlColumn = { colId: 'row', text: ROW.text, folded: ROW.text, type: 'number', values: { number: ROW.value('number') }, order: ROW.value('number'), alphabet: '0123456789' };
const ROW_NUMBER_SQL = [`CAST("row" + 1 AS VARCHAR) AS ${quote(ROW.text)}`, `CAST("row" + 1 AS DOUBLE) AS ${quote(ROW.value('number'))}`];

/**
 * A Parquet column's value as its schema types it, when that is the tab's value of its text:
 * a number's (a 32-bit float's text is its shortest form, so it goes through the text), and a
 * day's or a time's to the millisecond (nanoseconds round as the text does, so they go through it).
 */
function typedValueSql(duckType: string, column: string): string | undefined {
  if (/^(U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)|DECIMAL\(.*\))$/.test(duckType)) return `CAST(${column} AS DOUBLE) + 0.0`;
  // NaN and the infinities read as no number in the tab: blank, as an unreadable cell is.
  if (duckType === 'DOUBLE') return `CASE WHEN isfinite(${column}) THEN ${column} + 0.0 END`;
  if (duckType === 'DATE') return `CAST(epoch_ms(CAST(${column} AS TIMESTAMP)) AS DOUBLE)`;
  if (/^TIMESTAMP(_S|_MS| WITH TIME ZONE)?$/.test(duckType)) return `floor(epoch_us(${column}) / 1000)`;
  return undefined;
}

/**
 * How the view reads a file: a Parquet file in place (its row numbers and typed cells from the
 * file itself); any other file staged once into a table of texts, which the view reads.
 */
async function sourceOf(connection: DuckDBConnection, path: string, staging: string, raw: string): Promise<FileSource> {
  const reader = fileReader(path);
  if (reader.tab) return tabFileSource(connection, path, staging);
  if (reader.typed) {
    const { headers, types: duckTypes } = await headersOf(connection, reader.sql, path);
    const utc = await utcTimestampColumns(connection, path);
    const wide = await wholesPastDouble(connection, reader.sql, path, headers, duckTypes);
    const readings = duckTypes.map((type, i) => readingOf(type, utc.has(headers[i]!), wide.has(headers[i]!)));
    const texts = headers.map((header, i) => `coalesce(${readings[i]!.text(quote(header))}, '') AS ${quote(fileColumnBase(i))}`);
    const typed = headers.map((header, i) => (wide.has(header) ? undefined : typedValueSql(duckTypes[i]!, quote(header))));
    const typedColumns = typed.flatMap((sql, i) => (sql === undefined ? [] : [`${sql} AS ${quote(`${fileColumnBase(i)}_typed`)}`]));
    // A view holds no bound values: the path is written as a literal (it is the server's own, named at start).
    const file = reader.sql.replace('$1', `${DUCKDB.literal(filePattern(path))}, file_row_number = true`);
    return {
      headers,
      relation: `(SELECT file_row_number AS "row", ${[...texts, ...typedColumns].join(', ')} FROM ${file})`,
      schemaTypes: readings.map(({ type }) => type),
      alphabets: readings.map(({ alphabet }) => alphabet),
      typedValues: typed.map((sql, i) => (sql === undefined ? undefined : `s.${quote(`${fileColumnBase(i)}_typed`)}`)),
      notices: [],
    };
  }
  // A CSV or TSV: DuckDB stages it when it reads it as the tab does, else the tab's reader.
  if (reader.records !== undefined) return (await csvSource(connection, reader.sql, reader.records, path, staging)) ?? tabFileSource(connection, path, staging);
  // A JSON file: the same, the tab's reader when a record writes a key twice.
  return (await jsonSource(connection, path, reader.json === 'lines', raw, staging)) ?? tabFileSource(connection, path, staging);
}

/** How many first rows tell which types a column cannot be, before every row is read for the types it may be. */
const SAMPLE_ROWS = 10_000;

/** Types read from each distinct text once rather than from every cell: a date's reading is five regular expressions and more, and days repeat (10,000,000 rows: 0.1 against 8 s). */
const READ_DISTINCT: ReadonlySet<ValueType> = new Set(['date', 'dateDayFirst']);

/**
 * The texts of column `text` whose reading as `type` is checked: each distinct text once for a
 * date; for a type with a usual text, the others and one usual text standing for them all
 * (10,000,000 numbers: about 2.0 s of CPU against 1.0 s, one pattern a cell rather than two and
 * the reading).
 */
function rowsToType(relation: string, text: string, type: ValueType): string {
  if (READ_DISTINCT.has(type)) return `(SELECT DISTINCT ${text} FROM ${relation} s)`;
  const usual = VALUE_SQL[type].usual?.(DUCKDB, text);
  if (usual === undefined) return `(SELECT ${text} FROM ${relation} s)`;
  return `(SELECT ${text} FROM ${relation} s WHERE NOT ${usual} UNION ALL (SELECT ${text} FROM ${relation} s WHERE ${usual} LIMIT 1))`;
}

/**
 * The types each column's cells read as, as the tab reads them, in the order of TYPE_NAMES: the
 * first rows' texts read by the tab's own CellTypes rule most types out (each in a few
 * microseconds, where the SQL of a type's check takes milliseconds to plan); the rest are
 * checked on every row in SQL (every non-empty cell has a value and meets the type's condition,
 * and all agree on its forms).
 */
async function readableTypes(connection: DuckDBConnection, relation: string, count: number): Promise<{ readable: ValueType[][]; near: (NearType | null)[]; otherReadings: (OtherReading | null)[] }> {
  const columns = Array.from({ length: count }, (_, i) => quote(fileColumnBase(i)));
  const sample = count === 0 ? [] : ((await connection.runAndReadAll(`SELECT ${columns.join(', ')} FROM ${relation} s WHERE "row" < ${SAMPLE_ROWS}`)).getRowsJS() as string[][]);
  const sampled = columns.map((_column, i) => {
    const types = new CellTypes();
    for (const row of sample) types.see(row[i]!);
    return types;
  });
  const candidates = sampled.map((types) => types.types);
  const holds = (i: number, type: ValueType): string => {
    const text = columns[i]!;
    const { parts, fields, value, typing } = namedReading(VALUE_SQL[type], DUCKDB, text, text, (k) => quote(`p${k}`));
    const agree = typing.forms.map((form) => ` AND count(DISTINCT CASE WHEN ${text} <> '' THEN ${form} END) <= 1`).join('');
    const rows = rowsToType(relation, text, type);
    const read = `(SELECT ${['*', ...fields].join(', ')} FROM (SELECT ${[text, ...parts].join(', ')} FROM ${rows}))`;
    // A column of empty cells only is text, as the tab types it (bool_or).
    return `(SELECT coalesce(bool_and(${text} = '' OR (${value} IS NOT NULL AND ${typing.holds})), true) AND coalesce(bool_or(${text} <> ''), false)${agree} FROM ${read})`;
  };
  // Where the first rows read with a point and with a comma, the comma's reading is checked only if some cell has a point or a comma: a text with neither reads alike either way (a column of whole numbers is read once).
  const both = candidates.map((types) => types.includes('number') && types.includes('numberDecimalComma'));
  const checkedFirst = candidates.map((types, i) => types.filter((type) => !both[i] || type !== 'numberDecimalComma'));
  const marks = columns.flatMap((text, i) => (both[i] ? [`(SELECT coalesce(bool_or(contains(${text}, '.') OR contains(${text}, ',')), false) FROM ${relation} s)`] : []));
  const answer = async (checks: string[]) => (checks.length === 0 ? [] : ((await connection.runAndReadAll(`SELECT ${checks.join(', ')}`)).getRowsJS()[0] as boolean[]));
  const firstRow = await answer([...checkedFirst.flatMap((types, i) => types.map((type) => holds(i, type))), ...marks]);
  let at = 0;
  const held = checkedFirst.map((types) => new Set(types.filter(() => firstRow[at++])));
  // Numbers that read with a point and with a comma read apart where a cell has either (CellTypes.numbersEitherWay).
  const marked = both.map((two) => two && firstRow[at++] === true);
  const commaRow = await answer(columns.flatMap((_text, i) => (marked[i] ? [holds(i, 'numberDecimalComma')] : [])));
  at = 0;
  for (const [i, types] of held.entries()) if (both[i] && (marked[i] ? commaRow[at++] : types.has('number'))) types.add('numberDecimalComma');
  const readable = candidates.map((types, i) => types.filter((type) => held[i]!.has(type)));
  // A column text although its first rows read as a type (or would but for strays): told of when only a few strays made it so.
  const near = await nearTypes(connection, relation, columns, sampled.map((types, i) => (readable[i]!.length === 0 ? types.typeButStrays : undefined)));
  // Slash dates of the first rows that read either way, and every row does (both readings hold): CellTypes.slashDatesEitherWay.
  const otherReadings = sampled.map((types, i): OtherReading | null => {
    const [first, ...others] = readable[i]!;
    if (first === 'date' && others.includes('dateDayFirst') && types.slashDatesEitherWay) return 'dateDayFirst';
    return first === 'number' && others.includes('numberDecimalComma') && marked[i] ? 'numberDecimalComma' : null;
  });
  return { readable, near, otherReadings };
}

/**
 * Column `i` in the view's three SELECTs: the inner reads the relation once (the text, its folded
 * form from the fold table, each type's parts); the middle works out each type's fields from
 * the parts; the outer computes from those.
 */
function columnSql(i: number, types: readonly ValueType[], accented: boolean, typed: { type?: ColumnType; value?: string }): { inner: string[]; middle: string[]; outer: string[] } {
  const names = storedNames(fileColumnBase(i));
  const text = quote(names.text);
  const fold = `fold${i}`;
  // An ASCII text's folded form is its lower(), NULL where that is the text.
  const lowerOrNull = `nullif(lower(${text}), ${text})`;
  const inner = [`s.${text}`, ...(accented ? [`${fold}.folded AS ${quote(fold)}`, `${fold}.lowered AS ${quote(names.lowered)}`] : [])];
  const outer = [text, `${accented ? `CASE WHEN ${isAsciiSql(text)} THEN ${lowerOrNull} ELSE ${quote(fold)} END` : lowerOrNull} AS ${quote(names.folded)}`, ...(accented ? [quote(names.lowered)] : [])];
  const middle: string[] = [];
  for (const type of types) {
    if (type === typed.type && typed.value !== undefined) {
      const name = quote(`p${i}_${type}_typed`);
      inner.push(`${typed.value} AS ${name}`);
      outer.push(`${name} AS ${quote(names.value(type))}`);
      continue;
    }
    const reading = namedReading(VALUE_SQL[type], DUCKDB, `s.${text}`, text, (k) => quote(`p${i}_${type}_${k}`));
    inner.push(...reading.parts);
    middle.push(...reading.fields);
    outer.push(`${reading.value} AS ${quote(names.value(type))}`);
  }
  return { inner, middle, outer };
}

/**
 * A file ready to be read: `table` names a view that computes every stored column from the
 * file (a Parquet file) or the texts staged from it, so queries can start at once;
 * `storeTable` then stores the view as a table and `dropStaged` drops what the view read.
 */
export interface StagedFile {
  readonly table: SqlTable;
  /** The columns as the grid shows them (the tab's ids, headers and types). */
  readonly specs: ColumnSpec[];
  /** How many records the file holds. */
  readonly count: number;
  /** The tables the view reads (staged texts, folded forms), dropped once the view is stored. */
  readonly staged: readonly string[];
  /** What the person is told of the file as the tab would tell it (columns text for a few stray cells). */
  readonly notices: readonly TableNotice[];
}

/**
 * Stages a file for table `name`: each cell as text ('' for empty), beside it match-sorter's
 * folded form (NULL where it equals the text), in a column with texts that are not ASCII its
 * JavaScript lower case (foldTexts), and its values under the types its cells read as, and
 * each row's number in the file as `row` (from 0; the `row` column shows it from 1).
 * `types` sets columns' types by header; the others are read from the schema (Parquet) or from
 * their cells as the tab reads a file's (src/engine/cellTypes.ts CellTypes).
 */
export async function stageTable(connection: DuckDBConnection, path: string, name: string, types: Readonly<Record<string, ColumnType>> = {}): Promise<StagedFile> {
  const [view, staging, folds, raw] = [`${name}_view`, `${name}_staged`, `${name}_folds`, `${name}_raw`];
  const staged = [staging, folds];
  try {
    const source = await sourceOf(connection, path, staging, raw);
    await connection.run(`DROP TABLE IF EXISTS ${quote(raw)}`);
    const { headers, relation } = source;
    const asked = headers.map((header, i) => types[header] ?? source.schemaTypes[i]);
    const { readable, near, otherReadings } = source.schemaTypes.length > 0 ? { readable: headers.map(() => []), near: [], otherReadings: [] } : await readableTypes(connection, relation, headers.length);
    // The type asked for (or the schema's), else the first its cells read as, or the other reading of cells that read either way where the file's other columns settle it.
    const read = settledReadings(headers.map((_header, i) => (asked[i] === undefined ? { type: readable[i]![0] ?? 'text', types: readable[i]!, other: otherReadings[i] ?? null } : { type: asked[i], types: [], other: null })));
    const columnTypes = read.map(({ type }) => type);
    // Values for that type.
    const valueTypes = columnTypes.map((type) => (type === 'text' ? [] : [type]));
    // A typed column's texts (numbers, days, times written by SQL) are ASCII, as are a staged column's that DuckDB's statistics say are.
    const ascii = source.staging === undefined ? new Set<string>() : await asciiColumns(connection, source.staging);
    const accented = await foldTexts(connection, relation, headers.length, folds, (i) => source.typedValues[i] !== undefined || ascii.has(fileColumnBase(i)));
    const columns = headers.map((_header, i) => columnSql(i, valueTypes[i]!, accented[i]!, { type: source.schemaTypes[i], value: source.typedValues[i] }));
    const joins = accented.flatMap((holds, i) => (holds ? [`LEFT JOIN ${quote(folds)} fold${i} ON fold${i}.text = s.${quote(fileColumnBase(i))}`] : []));
    const inner = `SELECT s."row", ${columns.flatMap(({ inner }) => inner).join(', ')} FROM ${relation} s ${joins.join(' ')}`;
    const middle = `SELECT ${['*', ...columns.flatMap((column) => column.middle)].join(', ')} FROM (${inner})`;
    const outer = [...ROW_NUMBER_SQL, ...columns.flatMap((column) => column.outer)];
    await connection.run(`CREATE OR REPLACE VIEW ${quote(view)} AS SELECT "row", ${outer.join(', ')} FROM (${middle})`);
    const [[count]] = (await connection.runAndReadAll(`SELECT count(*) FROM ${relation}`)).getRowsJS() as [[bigint]];
    // The ids and types the tab gives a file's columns (model/fileColumns.ts), `row` first.
    const [rowSpec, ...specs] = fileColumns(headers, columnTypes);
    const sqlColumns = specs.map(({ colId }, i): SqlColumn => {
      const { text, folded, value, lowered } = storedNames(fileColumnBase(i));
      // A column whose every text reads as its type is made of that type's characters.
      const type = columnTypes[i]!;
      const alphabet = source.alphabets[i] ?? (type !== 'text' && readable[i]!.includes(type) ? TYPE_ALPHABETS[type] : undefined);
      return { colId, text, folded, type, values: Object.fromEntries(valueTypes[i]!.map((type) => [type, value(type)])), ...(accented[i] ? { lowered } : {}), ...(alphabet === undefined ? {} : { alphabet }) };
    });
    const table = { name: view, columns: [{ ...ROW_NUMBER, colId: rowSpec!.colId }, ...sqlColumns], rowNumber: 'row' };
    // The notices name each column as the grid does, and advise a Type by its id.
    const strays = strayNotice(specs.flatMap(({ header, colId }, i) => (asked[i] === undefined && near[i] ? [{ header, colId, nearType: near[i] }] : [])));
    const either = eitherWayNotices(specs.flatMap(({ header, colId }, i) => (read[i]!.other ? [{ header, colId, other: read[i]!.other }] : [])));
    // A workbook's reader tells of its cells' types too, as this does.
    const told = [...source.notices, ...(strays ? [strays] : []), ...either];
    const notices = told.filter((notice, i) => told.findIndex((other) => noticeText(other) === noticeText(notice)) === i);
    return { table, specs: [rowSpec!, ...specs], count: Number(count), staged: [view, ...staged], notices };
  } catch (error) {
    await dropStaged(connection, [view, ...staged]);
    throw error;
  } finally {
    await connection.run(`DROP TABLE IF EXISTS ${quote(raw)}`);
  }
}

/** How many rows the view's table is stored a time: each part is sorted by row and compressed before the next. */
const ROWS_A_PART = 1_000_000;

/**
 * The most different texts a column may hold for its natural order to be joined into the stored
 * parts (a lookup of that many texts is joined into each part); a column of more is ranked after
 * them (orderLargeColumns) or on its first sort.
 */
const MAX_TEXTS_AHEAD = 2_000_000;

/**
 * How many different texts each column holds (approximately), by colId, but the row number's,
 * which has its order from the start; and the text columns whose natural order is stored with
 * the table: those of at most MAX_TEXTS_AHEAD.
 */
async function textsOfColumns(connection: DuckDBConnection, table: SqlTable): Promise<{ texts: Map<string, number>; ordered: SqlColumn[] }> {
  const columns = table.columns.filter((column) => !column.order);
  if (columns.length === 0) return { texts: new Map(), ordered: [] };
  const [counts = []] = (await connection.runAndReadAll(`SELECT ${columns.map((column) => `approx_count_distinct(${quote(column.text)})`).join(', ')} FROM ${quote(table.name)}`)).getRowsJS() as bigint[][];
  const texts = new Map(columns.map((column, i) => [column.colId, Number(counts[i])]));
  return { texts, ordered: columns.filter((column) => column.type === 'text' && texts.get(column.colId)! <= MAX_TEXTS_AHEAD) };
}

/**
 * Stores a staged file's view as table `name`, in row order (a page of the file's order is a
 * range of row groups), with each text column's natural order (a first sort reads it) and an
 * index on the row numbers, a part at a time, each compressed before the next is made: built
 * whole, the uncompressed table of 10,000,000 rows took 4 GB before compression.
 */
export async function storeTable(connection: DuckDBConnection, staged: StagedFile, name: string): Promise<SqlTable> {
  const view = quote(staged.table.name);
  // The staged texts first (a CSV's: 1.5 GB for 10,000,000 rows, 0.3 GB compressed), then each part.
  await compress(connection);
  const { texts, ordered } = await textsOfColumns(connection, staged.table);
  const lookups = ordered.map((_column, k) => `${name}_places${k}`);
  try {
    for (const [k, column] of ordered.entries()) await naturalPlaces(connection, view, column.text, lookups[k]!);
    const orders = ordered.map((column, k) => `, o${k}.v AS ${quote(storedNames(column.text).order)}`).join('');
    const joins = ordered.map((column, k) => ` LEFT JOIN ${quote(lookups[k]!)} o${k} ON o${k}.text = v.${quote(column.text)}`).join('');
    const rows = `SELECT v.*${orders} FROM ${view} v${joins}`;
    await connection.run(`CREATE OR REPLACE TABLE ${quote(name)} AS ${rows} LIMIT 0`);
    for (let from = 0; from < staged.count; from += ROWS_A_PART) {
      await connection.run(`INSERT INTO ${quote(name)} ${rows} WHERE v."row" >= ${from} AND v."row" < ${from + ROWS_A_PART} ORDER BY v."row"`);
      await compress(connection);
    }
  } finally {
    for (const lookup of lookups) await connection.run(`DROP TABLE IF EXISTS ${quote(lookup)}`);
  }
  // A page of a sorted order picks rows from all over the table: the index finds them (0.9 s to build on 10,000,000 rows in order, 12 s out of order).
  await connection.run(`CREATE INDEX ${quote(`${name}_row`)} ON ${quote(name)} ("row")`);
  const columns = staged.table.columns.map((column) => (ordered.includes(column) ? { ...column, order: storedNames(column.text).order } : column));
  return withAlphabets(connection, { ...staged.table, name, columns }, texts);
}

/**
 * Adds the natural order of each text column storeTable left without (more than MAX_TEXTS_AHEAD
 * different texts) when SQL can work it out (every text printable ASCII): a million emails
 * take 2.3 s of both cores, which a first sort would otherwise wait for. Columns only
 * the tab's own code can place (more than a minute at that size) wait for their first sort.
 */
export async function orderLargeColumns(connection: DuckDBConnection, table: SqlTable): Promise<SqlTable> {
  let columns = table.columns;
  for (const column of table.columns) {
    if (column.type !== 'text' || column.order) continue;
    const { order } = storedNames(column.text);
    if (!(await addNaturalOrder(connection, table.name, column.text, order, true))) continue;
    columns = columns.map((candidate) => (candidate === column ? { ...candidate, order } : candidate));
  }
  return { ...table, columns };
}

/** Drops a staged file's view and the tables it read. */
export async function dropStaged(connection: DuckDBConnection, staged: readonly string[]): Promise<void> {
  const [view, ...tables] = staged;
  await connection.run(`DROP VIEW IF EXISTS ${quote(view!)}`);
  for (const table of tables) await connection.run(`DROP TABLE IF EXISTS ${quote(table)}`);
}
