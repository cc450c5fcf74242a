import { type FileMetaData, parquetMetadataAsync, parquetRead, parquetSchema, type SchemaElement, type SchemaTree } from 'hyparquet';
import { giveWay } from '../scheduler';
import { asNumber, dateText, decimalReading, float32Text, parquetIntervalText, plain, timeOfDayText } from './cellTexts';
import { FileReadError, quoted, readerMessage, throwIfAborted } from './errors';
import { PARQUET_CODECS } from './parquetCodecs';
import { type ColumnReading, type ParsedFile, TableBuilder } from './tableBuilder';
import type { NamedBlob, ReadOptions } from './textReader';

/**
 * Whether a column is a DECIMAL read whole: hyparquet would make it a double (12345678901234567890.12
 * as 12345678901234567000), so it reads the unscaled integer (INT32, INT64, or fixed-length bytes)
 * and the cell writes it exactly. A variable-length one stays hyparquet's.
 */
const exactDecimal = (element: SchemaElement) =>
  (element.converted_type === 'DECIMAL' || element.logical_type?.type === 'DECIMAL') && element.type !== 'BYTE_ARRAY';

/**
 * The file's metadata as it is read (with `utf8: false`: bytes not marked as text stay bytes):
 * its exact DECIMAL and INTERVAL columns left unconverted, so hyparquet gives their unscaled
 * integers and their bytes; an ENUM's bytes marked as the text they are.
 */
const forReading = (metadata: FileMetaData): FileMetaData => ({
  ...metadata,
  schema: metadata.schema.map((element) => {
    // hyparquet refuses to convert an INTERVAL: its 12 bytes are written by parquetIntervalText.
    if (exactDecimal(element) || element.converted_type === 'INTERVAL') return { ...element, converted_type: undefined, logical_type: undefined };
    if (element.converted_type === 'ENUM' || element.logical_type?.type === 'ENUM') return { ...element, converted_type: 'UTF8' };
    return element;
  }),
});

/** A TIME unit in a second. */
const TIME_UNITS_PER_SECOND = { MILLIS: 1e3, MICROS: 1e6, NANOS: 1e9 } as const;

/** Integers and floats are numbers (64-bit ones too); dates and timestamps dates; a time of day text as an Arrow file's (`10:00:00`); the rest text. */
function readingOf({ element, children }: SchemaTree): ColumnReading {
  const logical = element.logical_type;
  const converted = element.converted_type;
  if (children.length > 0) return { type: 'text', text: plain };
  if (exactDecimal(element)) return decimalReading(element.scale ?? (logical?.type === 'DECIMAL' ? logical.scale : 0));
  if (logical?.type === 'DATE' || converted === 'DATE') return { type: 'date', text: dateText('day') };
  if (logical?.type === 'TIMESTAMP') return { type: 'date', text: dateText(logical.isAdjustedToUTC ? 'utc' : 'local') };
  if (converted === 'TIMESTAMP_MILLIS' || converted === 'TIMESTAMP_MICROS' || element.type === 'INT96') return { type: 'date', text: dateText('utc') };
  if (logical?.type === 'TIME') return { type: 'text', text: timeOfDayText(TIME_UNITS_PER_SECOND[logical.unit]) };
  if (converted === 'INTERVAL') return { type: 'text', text: parquetIntervalText };
  if (converted === 'TIME_MILLIS' || converted === 'TIME_MICROS') return { type: 'text', text: timeOfDayText(converted === 'TIME_MILLIS' ? 1e3 : 1e6) };
  if (element.type === 'FLOAT') return { type: 'number', text: (value) => (typeof value === 'number' ? float32Text(value) : plain(value)) };
  const numeric = element.type === 'INT32' || element.type === 'INT64' || element.type === 'DOUBLE' || logical?.type === 'DECIMAL' || converted === 'DECIMAL';
  return numeric ? { type: 'number', text: plain, number: asNumber } : { type: 'text', text: plain };
}

/** A Blob as hyparquet reads it: byte ranges on demand, so only the parts it needs are read. */
const asyncBufferOf = (file: Blob) => ({ byteLength: file.size, slice: (start: number, end?: number) => file.slice(start, end).arrayBuffer() });

async function metadataOf(file: NamedBlob): Promise<FileMetaData> {
  try {
    return await parquetMetadataAsync(asyncBufferOf(file));
  } catch (error) {
    throw new FileReadError(`${quoted(file.name)} is not a Parquet file that can be read (${readerMessage(error)}).`);
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
  const readable = forReading(metadata);
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
        metadata: readable,
        // Bytes not marked as text show as hex (plain), as DuckDB reads them: no UTF-8 guessed.
        utf8: false,
        compressors: PARQUET_CODECS,
        rowStart: groupStart,
        rowEnd: groupEnd,
        onChunk: ({ columnName, columnData, rowStart }) => {
          const column = indexOf.get(columnName);
          if (column === undefined) return;
          const reading = readings[column]!;
          const from = Math.max(rowStart, groupStart);
          const to = Math.min(rowStart + columnData.length, groupEnd);
          for (let row = from; row < to; row++) builder.setValueAt(column, row, columnData[row - rowStart], reading);
        },
      });
    } catch (error) {
      throw new FileReadError(`${quoted(file.name)} could not be read as Parquet (${readerMessage(error)}).`);
    }
    groupStart = groupEnd;
    options.onProgress?.(Math.round((file.size * groupStart) / Math.max(kept, 1)), file.size);
    await giveWay();
  }
  builder.leftOut = total - kept;
  return builder.build(readings.map((reading) => reading.type));
}
