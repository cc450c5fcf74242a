import { FileReadError, quoted, throwIfAborted } from './errors';
import { giveWay } from '../scheduler';
import { longRecordError, MAX_RECORD_LENGTH } from './limits';
import { TableBuilder } from './tableBuilder';
import type { TextReader } from './textReader';
import { errorMessage } from '../../model/errorMessage';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a JSON value is, for a sentence. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return `${String(value)}`;
  return 'an object';
}

const EXPECTED = 'a table needs an array of objects, like [{"name": "Ann"}, {"name": "Ben"}], or one object per line';

/**
 * A JSON.parse error as words for a sentence: the engine's words without its own position, and
 * the line and column where the text goes wrong. Engines say where differently: V8 (Chrome,
 * Node) "…in JSON at position 17", or for an unexpected token only the text around it
 * ("Unexpected token ']', "[1,]" is not valid JSON"), kept; Firefox "…at line 2 column 9 of
 * the JSON data"; Safari not at all.
 */
export function describeJsonError(error: unknown, text: string): string {
  const message = errorMessage(error);
  let line: number | undefined;
  let column: number | undefined;
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /at position (\d+)/.exec(message);
  if (lineColumn) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (position) {
    const at = Number(position[1]);
    line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
    column = at - (text.lastIndexOf('\n', at - 1) + 1) + 1;
  }
  const words = message
    .replace(/^JSON(\.parse:| Parse error:)\s*/, '')
    .replace(/,? (in JSON )?at position \d+.*$/s, '')
    .replace(/ at line \d+ column \d+ of the JSON data$/, '')
    .replace(/^(Unexpected token .+?), (.*) is not valid JSON$/s, '$1 in $2')
    .replace(/\s+/g, ' ');
  const detail = words.charAt(0).toLowerCase() + words.slice(1);
  return line === undefined ? detail : `${detail} (line ${line}, column ${column})`;
}

/**
 * A JSON value's cell text: a string as it is, a number or true/false as JSON writes it, null
 * as an empty cell, an array or object as its JSON. (The server's reading of JSON files shows the same: src/server/duckdb/jsonSource.ts.)
 */
export function jsonCellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Whether JSON text may hold a number past a double's range: a digit, then an exponent of three
 * digits or more (a scan of about a tenth of JSON.parse's time). A whole number written with
 * 309 digits or more is one too, but looking for those runs took most of JSON.parse's time: it
 * still reads as Infinity.
 */
const mayBeOutOfRange = (text: string): boolean => /\d[eE]\+?\d{3}/.test(text);

/** JSON's strings (skipped whole) and numbers, token by token. */
const STRING_OR_NUMBER = /"[^"\\]*(?:\\.[^"\\]*)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/**
 * JSON.parse, with a number past a double's range (`1e400`, which JSON.parse reads as Infinity)
 * read as the text it is written as, as a CSV's cell is. Its error is the text's own, at its place.
 */
export function parseJson(text: string): unknown {
  if (!mayBeOutOfRange(text)) return JSON.parse(text);
  const quoted = text.replace(STRING_OR_NUMBER, (token) => (token.startsWith('"') || Number.isFinite(Number(token)) ? token : `"${token}"`));
  try {
    return JSON.parse(quoted);
  } catch {
    return JSON.parse(text);
  }
}

/** Whether a JSON value is or holds (in an array or an object, at any depth) a whole number past 2^53, which JSON.parse has rounded to a double. */
export const holdsBigInteger = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isInteger(value) && !Number.isSafeInteger(value) : typeof value === 'object' && value !== null && Object.values(value).some(holdsBigInteger);

/** What the page tells of file `name`'s columns (by name) holding such numbers; null for none. */
export function bigIntegersNotice(name: string, columns: readonly string[]): string | null {
  if (columns.length === 0) return null;
  const one = columns.length === 1;
  return (
    `${one ? 'Column' : 'Columns'} ${columns.map(quoted).join(', ')} of ${quoted(name)} ${one ? 'holds' : 'hold'} whole numbers larger than ` +
    '9,007,199,254,740,991, which JavaScript cannot hold exactly: they may show rounded. ' +
    'To keep every digit, write them in the file as strings ("12345678901234567890").'
  );
}

/**
 * Adds JSON objects to a table as records: the columns are the union of their keys, in the
 * order they are first seen. A cell is the value's text: a string as it is, a number or
 * true/false as JSON writes it, null as an empty cell, an array or object as its JSON.
 * Keys first seen in a record beyond maxRecords make no column (it would be all empty).
 */
class JsonRecords {
  readonly builder: TableBuilder;
  private readonly columnOf = new Map<string, number>();
  /** Most records have the keys of the record before, in the same order: their columns are reused. */
  private lastKeys: string[] = [];
  private lastColumns: number[] = [];
  /** Columns holding whole numbers too big for a double to hold exactly. */
  private readonly bigIntegers = new Set<number>();

  constructor(
    private readonly name: string,
    maxRecords: number,
  ) {
    this.builder = new TableBuilder(name, [], maxRecords);
  }

  add(record: Record<string, unknown>, where: () => string) {
    const { builder } = this;
    if (!builder.startRecord()) return;
    const keys = Object.keys(record);
    const columns = this.columnsOf(keys);
    let length = 0;
    for (let i = 0; i < keys.length; i++) {
      const value = record[keys[i]!];
      const text = jsonCellText(value);
      if (holdsBigInteger(value)) this.bigIntegers.add(columns[i]!);
      length += text.length;
      builder.set(columns[i]!, text);
    }
    if (length > MAX_RECORD_LENGTH) throw longRecordError(this.name, where(), false);
  }

  private columnsOf(keys: string[]): number[] {
    const last = this.lastKeys;
    if (keys.length === last.length && keys.every((key, i) => key === last[i])) return this.lastColumns;
    const columns = keys.map((key) => {
      let column = this.columnOf.get(key);
      if (column === undefined) {
        column = this.builder.addColumn(key);
        this.columnOf.set(key, column);
      }
      return column;
    });
    this.lastKeys = keys;
    this.lastColumns = columns;
    return columns;
  }

  finish(): TableBuilder {
    const { builder, name } = this;
    if (builder.count + builder.leftOut === 0) throw new FileReadError(`${quoted(name)} holds no records: its array is empty.`);
    if (builder.columnCount === 0) throw new FileReadError(`The records of ${quoted(name)} are empty objects: they have no fields to show.`);
    const big = bigIntegersNotice(name, [...this.bigIntegers].sort((a, b) => a - b).map((column) => builder.names.names[column]!));
    if (big !== null) builder.notices.push(big);
    return builder;
  }
}

/**
 * Whether a file whose text starts with `{` holds one object per line (NDJSON saved as .json,
 * say) rather than one JSON document: its first line is a whole JSON object, and another line
 * follows. One line alone is one document (a minified object, as an API answers), told as the
 * object it is, as it would be pretty-printed. `sample` is the first text, `whole` when it is the whole file.
 */
export function looksLikeJsonLines(sample: string, whole: boolean): boolean {
  const end = sample.indexOf('\n');
  if (end === -1 || (whole && sample.slice(end).trim() === '')) return false;
  try {
    return isRecord(JSON.parse(sample.slice(0, end)));
  } catch {
    return false;
  }
}

/** Records between two checks of the clock while records are added from a parsed array. */
const CHECK_EVERY = 2000;
/** Time between two chances for the worker to take messages (a cancel, say). */
const SLICE_MS = 20;

/**
 * Reads a JSON document that holds an array of objects: JSON.parse reads the whole text in one
 * synchronous step, with the text and every object in memory together (README, benchmark log);
 * the records are then added in slices.
 */
export async function readJsonArray(reader: TextReader, options: { maxRecords: number; signal?: AbortSignal }): Promise<TableBuilder> {
  const { name } = reader.file;
  const chunks: string[] = [];
  for (let chunk = await reader.next(); chunk !== null; chunk = await reader.next()) chunks.push(chunk);
  const text = chunks.join('');
  chunks.length = 0;
  let document: unknown;
  try {
    document = parseJson(text);
  } catch (error) {
    throw new FileReadError(`${quoted(name)} is not valid JSON: ${describeJsonError(error, text)}.`);
  }
  if (!Array.isArray(document)) throw new FileReadError(`${quoted(name)} holds ${kindOf(document)}, but ${EXPECTED}.`);
  const records = new JsonRecords(name, options.maxRecords);
  let sliceStart = performance.now();
  for (let i = 0; i < document.length; i++) {
    const item: unknown = document[i];
    if (!isRecord(item)) throw new FileReadError(`Item ${i + 1} of the array in ${quoted(name)} is ${kindOf(item)}, but ${EXPECTED}.`);
    records.add(item, () => `Item ${i + 1} of the array`);
    if (i % CHECK_EVERY === 0 && performance.now() - sliceStart > SLICE_MS) {
      await giveWay();
      throwIfAborted(options.signal, name);
      sliceStart = performance.now();
    }
  }
  return records.finish();
}

/**
 * Reads one JSON object per line (NDJSON, JSON Lines), a chunk at a time. Blank lines are
 * skipped (a last line break makes one, and they carry no record).
 */
export async function readJsonLines(reader: TextReader, options: { maxRecords: number }): Promise<TableBuilder> {
  const { name } = reader.file;
  const records = new JsonRecords(name, options.maxRecords);
  let lineNumber = 0;
  const addLine = (line: string) => {
    lineNumber++;
    if (line.length > MAX_RECORD_LENGTH) throw longRecordError(name, `Line ${lineNumber}`, false);
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = parseJson(line);
    } catch (error) {
      throw new FileReadError(`Line ${lineNumber} of ${quoted(name)} is not valid JSON: ${describeJsonError(error, line).replace(/\(line 1, /, '(')}.`);
    }
    if (!isRecord(value)) {
      throw new FileReadError(`Line ${lineNumber} of ${quoted(name)} holds ${kindOf(value)}, but each line must hold one JSON object, like {"name": "Ann"}.`);
    }
    const at = lineNumber;
    records.add(value, () => `Line ${at}`);
  };
  let carried = '';
  for (let chunk = await reader.next(); chunk !== null; chunk = await reader.next()) {
    const text = carried + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      addLine(text.slice(start, end));
      start = end + 1;
    }
    carried = text.slice(start);
    if (carried.length > MAX_RECORD_LENGTH) throw longRecordError(name, `Line ${lineNumber + 1}`, false);
    if (reader.finished) break;
  }
  if (carried !== '') addLine(carried);
  return records.finish();
}
