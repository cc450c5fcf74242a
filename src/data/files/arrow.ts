import { type Batch, type DataType, DateUnit, type Field, IntervalUnit, Precision, tableFromIPC, type Table, Type } from '@uwdata/flechette';
import { giveWay } from '../scheduler';
import { registerArrowCodecs } from './arrowCodecs';
import { type DayBuffers, KeyFill, Utf8Fill, type Utf8Buffers } from './arrowFills';
import { arrowIntervalText, asNumber, dateText, decimalReading, float32Text, plain, timeOfDayText } from './cellTexts';
import { FileReadError, quoted, readerMessage, throwIfAborted } from './errors';
import { type ColumnReading, type ParsedFile, TableBuilder } from './tableBuilder';
import type { NamedBlob, ReadOptions } from './textReader';

/** Rows read in one synchronous step (about 30 ms for eight columns). */
const STEP_ROWS = 32_768;

/** Each of Arrow's time units (SECOND, MILLISECOND, MICROSECOND, NANOSECOND) in a second. */
const UNITS_PER_SECOND = [1, 1e3, 1e6, 1e9];

/** Arrow's interval units, by their number (IntervalUnit). */
const INTERVAL_UNITS = { [IntervalUnit.YEAR_MONTH]: 'yearMonth', [IntervalUnit.DAY_TIME]: 'dayTime', [IntervalUnit.MONTH_DAY_NANO]: 'monthDayNano' } as const;

/** The reading of a column of type `type`: numbers, dates and timestamps by the schema; dictionaries as their values; the rest text. */
function readingOf(type: DataType): ColumnReading {
  switch (type.typeId) {
    case Type.Dictionary:
      return readingOf(type.dictionary);
    case Type.Int:
      return { type: 'number', text: plain, number: asNumber };
    case Type.Float:
      // A 32-bit float shows its shortest text, as in a Parquet file; a half float is exact as a double.
      return type.precision === 1 ? { type: 'number', text: (value) => (typeof value === 'number' ? float32Text(value) : plain(value)) } : { type: 'number', text: plain, number: asNumber };
    case Type.Decimal:
      return decimalReading(type.scale);
    case Type.Date:
      return { type: 'date', text: dateText('day') };
    case Type.Timestamp:
      return { type: 'date', text: dateText(type.timezone ? 'utc' : 'local') };
    case Type.Time:
      return { type: 'text', text: timeOfDayText(UNITS_PER_SECOND[type.unit]!) };
    case Type.Interval:
      return { type: 'text', text: arrowIntervalText(INTERVAL_UNITS[type.unit]) };
    default:
      return { type: 'text', text: plain };
  }
}

/** The typed arrays a number batch holds its values in directly (64-bit integers are BigInt, read through `at`). */
const isDirectNumbers = (values: unknown): values is ArrayLike<number> =>
  values instanceof Float64Array || values instanceof Int32Array || values instanceof Int16Array || values instanceof Int8Array || values instanceof Uint32Array || values instanceof Uint16Array || values instanceof Uint8Array;

/** A column filled from its batches' buffers (see arrowFills.ts): strings, and dates as days. */
type Fill = { utf8: Utf8Fill } | { days: KeyFill };

/** The fill of a column of type `type`, if it has one. */
function fillOf(type: DataType, rows: number): Fill | undefined {
  if (type.typeId === Type.Utf8) return { utf8: new Utf8Fill(rows) };
  if (type.typeId === Type.Date && type.unit === DateUnit.DAY) {
    const text = dateText('day');
    return { days: new KeyFill(rows, (day) => text(day * DAY_MS)) };
  }
  return undefined;
}

const DAY_MS = 86_400_000;

/** Rows from..to of a batch into `fill`, from its buffers. */
function fillStep(fill: Fill, batch: Batch<unknown>, from: number, to: number, base: number) {
  const { values, offsets } = batch as unknown as { values: unknown; offsets: unknown };
  // The casts: the checks before them are what the fills ask of a batch.
  if ('utf8' in fill && values instanceof Uint8Array && offsets instanceof Int32Array) fill.utf8.add(batch as unknown as Utf8Buffers, from, to, base);
  else if ('days' in fill && values instanceof Int32Array) fill.days.add(batch as unknown as DayBuffers, from, to, base);
  else throw new Error(`a batch of ${batch.type.typeId} holds ${Object.prototype.toString.call(values)}`);
}

/** Reads rows from..to of a batch (its own row numbers; `base`: the table's row of its first) into column `column`. */
function readStep(builder: TableBuilder, column: number, batch: Batch<unknown>, reading: ColumnReading, from: number, to: number, base: number) {
  const nulls = batch.nullCount > 0;
  // A half float's values are its bits (a Uint16Array): read through `at`, which decodes them.
  const direct = batch.type.typeId !== Type.Dictionary && !(batch.type.typeId === Type.Float && batch.type.precision === Precision.HALF);
  if (reading.number && direct && isDirectNumbers(batch.values)) {
    const { values } = batch;
    for (let row = from; row < to; row++) {
      const value = values[row]!;
      if (nulls && !batch.isValid(row)) continue;
      // A NaN double is a value, not an empty cell: it shows as NaN, and makes the column text.
      if (Number.isNaN(value)) builder.setAt(column, base + row, 'NaN');
      else builder.setNumberAt(column, base + row, value);
    }
    return;
  }
  for (let row = from; row < to; row++) builder.setValueAt(column, base + row, batch.at(row), reading);
}

/** The file's table, or a sentence saying why it cannot be read. */
function tableOf(name: string, bytes: Uint8Array): Table {
  registerArrowCodecs();
  try {
    // 64-bit integers as BigInt, so that one past 2^53 is shown exactly; decimals as scaled integers, written exactly.
    return tableFromIPC(bytes, { useBigInt: true, useDecimalInt: true });
  } catch (error) {
    throw new FileReadError(`${quoted(name)} is not an Apache Arrow IPC file or stream that can be read (${readerMessage(error)}).`);
  }
}

/**
 * Reads an Arrow IPC file (`.arrow`, `.feather`) or stream (`.arrows`) a record batch at a time
 * (the worker takes messages between two batches), its columns typed by the schema, its first
 * `maxRecords` rows kept and the rest counted.
 */
export async function readArrow(file: NamedBlob, options: ReadOptions & { maxRecords: number }): Promise<ParsedFile> {
  throwIfAborted(options.signal, file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  throwIfAborted(options.signal, file.name);
  if (bytes.length === 0) throw new FileReadError(`${quoted(file.name)} is empty: it holds no Arrow data.`);
  const table = tableOf(file.name, bytes);
  const fields: Field[] = table.schema.fields;
  if (fields.length === 0) throw new FileReadError(`${quoted(file.name)} holds no columns.`);
  const readings = fields.map((field) => readingOf(field.type));
  const total = table.numRows;
  const kept = Math.min(total, options.maxRecords);
  const builder = new TableBuilder(
    file.name,
    fields.map((field) => field.name),
    options.maxRecords,
    kept,
  );
  readings.forEach((reading, column) => reading.number && builder.keepNumbers(column));
  const fills = fields.map((field, column) => {
    const fill = fillOf(field.type, kept);
    if (fill) builder.fill(column, 'utf8' in fill ? fill.utf8 : fill.days, readings[column]!.type);
    return fill;
  });
  const columns = fields.map((_, i) => table.getChildAt(i));
  const batches = columns[0]?.data ?? [];
  let batchStart = 0;
  for (let batch = 0; batch < batches.length && batchStart < kept; batch++) {
    const batchEnd = Math.min(batchStart + batches[batch]!.length, kept);
    // A batch may hold the whole file: it is read a step at a time, so that a Cancel is not kept waiting.
    for (let stepStart = batchStart; stepStart < batchEnd; stepStart += STEP_ROWS) {
      throwIfAborted(options.signal, file.name);
      const stepEnd = Math.min(stepStart + STEP_ROWS, batchEnd);
      while (builder.count < stepEnd) builder.startRecord();
      try {
        columns.forEach((column, i) => {
          const fill = fills[i];
          const [data, from, to] = [column.data[batch]!, stepStart - batchStart, stepEnd - batchStart];
          if (fill) fillStep(fill, data, from, to, batchStart);
          else readStep(builder, i, data, readings[i]!, from, to, batchStart);
        });
      } catch (error) {
        throw new FileReadError(`${quoted(file.name)} could not be read as Arrow (${readerMessage(error)}).`);
      }
      options.onProgress?.(Math.round((file.size * stepEnd) / Math.max(kept, 1)), file.size);
      await giveWay();
    }
    batchStart = batchEnd;
  }
  builder.leftOut = total - kept;
  return builder.build(readings.map((reading) => reading.type));
}
