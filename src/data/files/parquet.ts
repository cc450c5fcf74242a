import { type FileMetaData, parquetMetadataAsync, parquetRead, parquetSchema, type SchemaTree } from 'hyparquet';
import type { ColumnType } from '../../model/columns';
import { giveWay } from '../scheduler';
import { FileReadError, quoted, throwIfAborted } from './errors';
import { PARQUET_CODECS } from './parquetCodecs';
import { type ParsedFile, TableBuilder } from './tableBuilder';
import type { NamedBlob, ReadOptions } from './textReader';

/** How a column's values become the text a cell shows, and the type it filters and sorts as. */
interface ColumnReading {
  type: ColumnType;
  text: (value: unknown) => string;
  /** A number column whose cells show `String(n)`: its cells as numbers (undefined: read as text). */
  number?: (value: unknown) => number | undefined;
}

const json = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

/** A float as the shortest text that reads back as the same 32-bit float (0.1, not 0.10000000149011612). */
function float32Text(value: number): string {
  for (let digits = 1; digits < 9; digits++) {
    const text = String(Number(value.toPrecision(digits)));
    if (Math.fround(Number(text)) === value) return text;
  }
  return String(value);
}

const plain = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Uint8Array) return Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return json(value);
};

/** Distinct times a date column remembers the text of; past it, each is written anew. */
const DATES_REMEMBERED = 100_000;

/**
 * A date or timestamp as ISO 8601: a day alone for DATE, a time without `.000`, and `Z` only for
 * a UTC instant. Dates repeat (a few thousand days in a million rows), so each time is written
 * once: writing ISO text was a quarter of a Parquet file's reading.
 */
function dateText(day: boolean, utc: boolean): (value: unknown) => string {
  const written = new Map<number, string>();
  return (value) => {
    const time = value instanceof Date ? value.getTime() : NaN;
    if (Number.isNaN(time)) return plain(value);
    let text = written.get(time);
    if (text === undefined) {
      const iso = (value as Date).toISOString();
      const full = iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
      text = day ? iso.slice(0, 10) : utc ? full : full.slice(0, -1);
      if (written.size < DATES_REMEMBERED) written.set(time, text);
    }
    return text;
  };
}

/** Integers and floats are numbers (64-bit ones too); dates and timestamps dates; the rest text. */
function readingOf({ element, children }: SchemaTree): ColumnReading {
  const logical = element.logical_type;
  const converted = element.converted_type;
  if (children.length > 0) return { type: 'text', text: plain };
  if (logical?.type === 'DATE' || converted === 'DATE') return { type: 'date', text: dateText(true, false) };
  if (logical?.type === 'TIMESTAMP') return { type: 'date', text: dateText(false, logical.isAdjustedToUTC) };
  if (converted === 'TIMESTAMP_MILLIS' || converted === 'TIMESTAMP_MICROS' || element.type === 'INT96') return { type: 'date', text: dateText(false, true) };
  if (element.type === 'FLOAT') return { type: 'number', text: (value) => (typeof value === 'number' ? float32Text(value) : plain(value)) };
  const numeric = element.type === 'INT32' || element.type === 'INT64' || element.type === 'DOUBLE' || logical?.type === 'DECIMAL' || converted === 'DECIMAL';
  return numeric ? { type: 'number', text: plain, number: asNumber } : { type: 'text', text: plain };
}

/**
 * A cell kept as a number, shown as `String(n)` as plain() writes it: a JavaScript number (NaN
 * aside: it would show as an empty cell), a 64-bit integer that a number holds exactly, and an
 * empty cell (NaN). undefined for the rest, which make the column text.
 */
function asNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return NaN;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
  return undefined;
}

/** A Blob as hyparquet reads it: byte ranges on demand, so only the parts it needs are read. */
const asyncBufferOf = (file: Blob) => ({ byteLength: file.size, slice: (start: number, end?: number) => file.slice(start, end).arrayBuffer() });

async function metadataOf(file: NamedBlob): Promise<FileMetaData> {
  try {
    return await parquetMetadataAsync(asyncBufferOf(file));
  } catch (error) {
    throw new FileReadError(`${quoted(file.name)} is not a Parquet file that can be read (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/**
 * Reads a Parquet file a row group at a time (the worker takes messages between two groups),
 * its columns typed by the file's schema, its first `maxRecords` rows kept and the rest counted.
 */
export async function readParquet(file: NamedBlob, options: ReadOptions & { maxRecords: number }): Promise<ParsedFile> {
  const metadata = await metadataOf(file);
  const columns = parquetSchema(metadata).children;
  const readings = columns.map(readingOf);
  const total = Number(metadata.num_rows);
  const kept = Math.min(total, options.maxRecords);
  const builder = new TableBuilder(
    file.name,
    columns.map((column) => column.element.name),
    options.maxRecords,
    kept,
  );
  readings.forEach((reading, column) => reading.number && builder.keepNumbers(column));
  const indexOf = new Map(columns.map((column, i) => [column.element.name, i]));
  let groupStart = 0;
  for (const group of metadata.row_groups) {
    if (groupStart >= kept) break;
    throwIfAborted(options.signal, file.name);
    const groupEnd = Math.min(groupStart + Number(group.num_rows), kept);
    while (builder.count < groupEnd) builder.startRecord();
    try {
      await parquetRead({
        file: asyncBufferOf(file),
        metadata,
        compressors: PARQUET_CODECS,
        rowStart: groupStart,
        rowEnd: groupEnd,
        onChunk: ({ columnName, columnData, rowStart }) => {
          const column = indexOf.get(columnName);
          if (column === undefined) return;
          const { text, number } = readings[column]!;
          const from = Math.max(rowStart, groupStart);
          const to = Math.min(rowStart + columnData.length, groupEnd);
          for (let row = from; row < to; row++) {
            const value: unknown = columnData[row - rowStart];
            const read = number?.(value);
            if (read === undefined) builder.setAt(column, row, text(value));
            else builder.setNumberAt(column, row, read);
          }
        },
      });
    } catch (error) {
      throw new FileReadError(`${quoted(file.name)} could not be read as Parquet (${error instanceof Error ? error.message : String(error)}).`);
    }
    groupStart = groupEnd;
    options.onProgress?.(Math.round((file.size * groupStart) / Math.max(kept, 1)), file.size);
    await giveWay();
  }
  builder.leftOut = total - kept;
  const parsed = builder.build();
  return { ...parsed, types: readings.map((reading) => reading.type) };
}
