import type { ColumnType } from '../../model/columns';
import type { RowQuery } from '../../model/query';
import type { Table } from '../../model/table';
import type { Codes } from '../../model/textLists';
import { mergeRepeatsInSteps } from '../columnValues';
import type { ValueIds } from '../valueIds';
import type { QueryResult } from '../rowIndex';
import type { IndexedColumn } from '../columns/indexedColumn';
import type { KeyPart } from '../sortKeys';
import { decimalsOf } from './exactNumbers';
import { pointTextOf } from '../typedValues';

/** What grouping reads of a table's index (TableIndex gives it all, its caches shared). */
export interface GroupSource {
  readonly count: number;
  readonly table: Table;
  /** The rows that pass the query, in its order. */
  run(query: RowQuery): Generator<void, QueryResult>;
  /** `rows` (in row order, `passes` a mask of them) in the order of the query's sort. */
  sorted(query: RowQuery, rows: Uint32Array, passes: Uint8Array | null): Generator<void, Uint32Array>;
  /** A column's index: its cells as value ids (valueIds, with no natural order worked out), its sort key (valueParts). */
  column(colId: string): IndexedColumn;
  /** The type the query reads a column as. */
  typeIn(query: RowQuery, colId: string): ColumnType;
}

/** Ids per row, or none when each row is its own id. */
export type RowIds = Codes | Uint32Array | null;

/** Ids or rows handled between two yields. */
export const STEP = 65_536;
/** Texts read between two yields: reading a text (and a regular expression on it) costs far more than a look-up. */
export const TEXT_STEP = 8_192;

/** How a number column's values are summed exactly: each in units of 10^-decimals, a whole number (exactSums.ts). */
export interface NumberFacts {
  /** The most digits after the decimal mark any value of the column has, as written. */
  decimals: number;
  /** A cell's text with a decimal point (a decimal-comma column's marks traded), and a sum's text written back as the column writes numbers. */
  toPoint: (text: string) => string;
  fromPoint: (text: string) => string;
}

/**
 * What grouping and the aggregates read of one column read as one type, worked out once and
 * kept (the table does not change): its cells as ids, which of them read as the type, their
 * exact numbers, and ids that are one per distinct text or per distinct value.
 */
export class ColumnFacts {
  private readableCache: Uint8Array | null = null;
  private numbersCache: NumberFacts | null = null;
  private textsCache: ValueIds | null = null;

  private constructor(
    private readonly source: GroupSource,
    readonly colId: string,
    readonly type: ColumnType,
    /** The cells as the column's index gives them: ids may repeat a text (a column of many values). */
    readonly cells: ValueIds,
  ) {}

  static *of(source: GroupSource, colId: string, type: ColumnType): Generator<void, ColumnFacts> {
    const column = source.table.columns[colId];
    // Row numbers read as numbers are worked out, not read back from their texts: whole numbers, no decimals.
    if (column?.type === 'rowNumber' && type === 'number') {
      const { first } = column;
      const fits = first >= -(2 ** 31) && first + source.count <= 2 ** 31;
      const typed = fits ? new Int32Array(source.count) : new Float64Array(source.count);
      for (let row = 0; row < typed.length; row++) typed[row] = first + row;
      return new ColumnFacts(source, colId, type, { size: source.count, ids: null, text: (row) => String(first + row), typed });
    }
    return new ColumnFacts(source, colId, type, yield* source.column(colId).valueIds(type, false));
  }

  /** The table's row count. */
  get rowCount(): number {
    return this.source.count;
  }

  /** The column's sort key as its type reads it (equal values share a key, blanks last): its index's own, kept there. */
  *orderOf(): Generator<void, KeyPart> {
    return (yield* this.source.column(this.colId).valueParts(this.type))[0]!;
  }

  /** By id: 1 when the cell reads as the type (text: is not empty), 0 for a blank. */
  *readable(): Generator<void, Uint8Array> {
    if (this.readableCache) return this.readableCache;
    const { size, text, typed } = this.cells;
    const readable = new Uint8Array(size);
    for (let from = 0; from < size; from += TEXT_STEP) {
      const to = Math.min(size, from + TEXT_STEP);
      if (typed) for (let id = from; id < to; id++) readable[id] = typed[id] === typed[id] ? 1 : 0;
      else for (let id = from; id < to; id++) readable[id] = text(id) === '' ? 0 : 1;
      yield;
    }
    return (this.readableCache = readable);
  }

  /** How the column's numbers (a number column's) sum exactly: its decimals, from every value as written. */
  *numbers(): Generator<void, NumberFacts> {
    if (this.numbersCache) return this.numbersCache;
    const { size, text, typed } = this.cells;
    if (!typed) throw new Error('Only a column read as numbers has sums');
    const toPoint = pointTextOf(this.type);
    let decimals = 0;
    // Whole numbers held as such (a Parquet file's integers, row numbers) have no decimals: no text to read.
    if (!(typed instanceof Int32Array)) {
      for (let from = 0; from < size; from += TEXT_STEP) {
        for (let id = from; id < Math.min(size, from + TEXT_STEP); id++) if (typed[id] === typed[id]) decimals = Math.max(decimals, decimalsOf(toPoint(text(id))));
        yield;
      }
    }
    // Trading the marks twice gives the text back: one function each way.
    return (this.numbersCache = { decimals, toPoint, fromPoint: toPoint });
  }

  /**
   * The cells with one id per distinct text: as given, unless the column lists each row's text
   * (repeats), whose rows are merged by their place in the column's order (equal texts share one).
   */
  *texts(): Generator<void, ValueIds> {
    if (this.textsCache) return this.textsCache;
    let texts = this.cells;
    if (texts.repeats) {
      const { keys, codes, range } = yield* this.orderOf();
      const place = keys === null ? (row: number) => row : codes ? (row: number) => keys[codes[row]!]! : (row: number) => keys[row]!;
      texts = yield* mergeRepeatsInSteps({ ...texts, place }, range);
    }
    return (this.textsCache = texts);
  }

  /**
   * Ids equal exactly for cells of one value as the type reads it (numbers by value, dates by
   * date, text by exact text), and how many there are: what Distinct counts.
   */
  *valueClasses(): Generator<void, { ids: RowIds; classes: Uint32Array | Uint8Array | null; range: number }> {
    if (this.type === 'text') {
      const { ids, size } = yield* this.texts();
      return { ids, classes: null, range: size };
    }
    const { keys, codes, range } = yield* this.orderOf();
    return { ids: keys === null ? null : (codes ?? null), classes: keys, range };
  }
}
