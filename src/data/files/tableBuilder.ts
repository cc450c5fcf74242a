import { CellTypes, nearType, type NearType } from '../../engine/cellTypes';
import { numberFormOf } from '../../engine/writtenNumbers';
import { type CellReading, settledReadings } from '../../engine/fileReadings';
import type { ColumnType } from '../../model/columns';
import { NumberTexts } from '../../model/textLists';
import { ColumnNames } from '../../model/columnNames';
import type { TableNotice } from '../../model/tableNotice';
import { fileColumns } from '../../model/fileColumns';
import { renamedNotice } from './renamedNotice';
import { eitherWayNotices, strayNotice } from './strayNotice';
import { type BuiltTexts, DictionaryBuilder, FIRST_CAPACITY } from './dictionaryBuilder';
import { narrowNumbers } from './packing';

/** A file read into columns: what `readTableFile` gives. */
export interface ParsedFile {
  /** Column names in order, each its own (see ColumnNames). */
  headers: string[];
  /** Per column: number or date when every non-empty cell reads as one (engine/typedValues.ts), else text. */
  types: ColumnType[];
  /**
   * Per column, dictionary-encoded: `values.at(codes[row])` is the cell's text, exactly as the
   * file writes it ('' for an empty cell). A value is listed once, except in a column of nearly
   * all different values, which has no codes and lists each row's text (see TextColumnBuilder).
   */
  columns: BuiltTexts[];
  /** Records kept (at most maxRecords). */
  count: number;
  /** Records in the file beyond maxRecords (0 if none). */
  leftOut: number;
  /** Sentences for the person about what was repaired on the way (invalid UTF-8, extra fields…), and about the cells' types. */
  notices: TableNotice[];
  /** A workbook's sheets by name, and the one read (an .xlsx file's). */
  sheets?: string[];
  sheet?: string;
}

/**
 * A string of its own, not a view into another. Engines make a long substring a view into the
 * string it was cut from (V8 from 13 characters: a "sliced string"), so a cell that Papa cuts
 * from a chunk would keep the whole chunk alive, and with one such cell per chunk the
 * columns would hold the whole file's text again (twice its size when a chunk holds one
 * character beyond Latin-1, which makes the chunk two bytes a character). A JSON round trip
 * copies exactly (lone surrogates included) into a flat string, one byte a character when it
 * can be; it is done once per distinct long value.
 */
const SLICE_MIN_LENGTH = 13;
const ownString = (text: string): string => (text.length < SLICE_MIN_LENGTH ? text : (JSON.parse(JSON.stringify(text)) as string));

/** A column's texts, its type, and how its cells read where they gave the type (CellTypes). */
type BuiltColumn = { column: BuiltTexts; type: ColumnType; nearType?: NearType | null; reading?: Omit<CellReading, 'type'> };

/** A column a reader fills itself, from its file's own buffers (an Arrow file's): the table only builds it. */
export interface ColumnFill {
  build(count: number): BuiltTexts;
}

/** A text column, dictionary-encoded as it is filled, its type read from its texts (each distinct one once). */
class TextColumnBuilder {
  private readonly dictionary: DictionaryBuilder;
  /** Each value's code while the column is a dictionary. */
  private readonly codeOf = new Map<string, number>([['', 0]]);
  /** The column's type from its distinct values (each checked once). */
  private readonly types = new CellTypes();

  constructor(rows: number) {
    this.dictionary = new DictionaryBuilder(rows);
  }

  set(row: number, text: string) {
    if (text === '') return;
    const { dictionary } = this;
    if (dictionary.texts) {
      dictionary.list(row, text);
      this.types.see(text);
      return;
    }
    const code = this.codeOf.get(text);
    if (code !== undefined) return dictionary.setCode(row, code);
    const own = ownString(text);
    this.types.see(own);
    const added = dictionary.add(row, own);
    if (added === -1) this.codeOf.clear();
    else this.codeOf.set(own, added);
  }

  build(count: number): BuiltColumn {
    const { types } = this;
    const column = this.dictionary.build(count);
    const found = types.typeButFewStrays;
    return { column, type: types.type, nearType: found && nearType(found, cellsHolding(column, found.strays)), reading: { types: types.types, other: types.otherReading } };
  }
}

/** A built text column's non-empty cells, and how many of them hold one of `texts` (a column's strays, only counted when it has some). */
function cellsHolding({ values, codes }: BuiltTexts, texts: readonly string[]): { all: number; strays: number } {
  const wanted = new Set(texts);
  let all = 0;
  let strays = 0;
  if (codes) {
    const perCode = new Float64Array(values.length);
    for (const code of codes) perCode[code]!++;
    // Code 0 is the empty cell only where a cell is empty (DictionaryBuilder.build).
    for (let code = 0; code < values.length; code++) {
      const text = values.at(code)!;
      if (text !== '') all += perCode[code]!;
      if (wanted.has(text)) strays += perCode[code]!;
    }
  } else {
    for (let row = 0; row < values.length; row++) {
      const text = values.at(row)!;
      if (text === '') continue;
      all++;
      if (wanted.has(text)) strays++;
    }
  }
  return { all, strays };
}

/**
 * A number column kept as numbers (a Parquet file's, whose cells show `String(n)`): 8 bytes a
 * row. A cell that is not such a number turns it into a text column (see TableBuilder.setAt).
 */
class NumberColumnBuilder {
  numbers: Float64Array;

  constructor(rows: number) {
    this.numbers = new Float64Array(Math.max(FIRST_CAPACITY, rows)).fill(NaN);
  }

  setNumber(row: number, value: number) {
    if (row >= this.numbers.length) {
      const grown = new Float64Array(Math.max(this.numbers.length * 2, row + 1)).fill(NaN);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.numbers[row] = value;
  }

  /** The same cells as a text column, for a column that meets a cell it cannot hold. */
  asText(count: number): TextColumnBuilder {
    const texts = new TextColumnBuilder(count);
    const numbers = new NumberTexts(this.numbers);
    for (let row = 0; row < Math.min(count, this.numbers.length); row++) texts.set(row, numbers.at(row)!);
    return texts;
  }

  build(count: number): BuiltColumn {
    let numbers = this.numbers;
    if (numbers.length !== count) {
      numbers = new Float64Array(count).fill(NaN);
      numbers.set(this.numbers.subarray(0, count));
    }
    return { column: { values: new NumberTexts(narrowNumbers(numbers)), codes: null }, type: 'number' };
  }
}

/** A column its reader fills, as the table builds it. */
class FilledColumn {
  constructor(
    private readonly filled: ColumnFill,
    private readonly type: ColumnType,
  ) {}

  build(count: number): BuiltColumn {
    return { column: this.filled.build(count), type: this.type };
  }
}

/** How a binary file's column (Parquet, Arrow) reads its typed values: its type by the schema, a value's text, and for a number column each value as a number. */
export interface ColumnReading {
  type: ColumnType;
  text: (value: unknown) => string;
  /** A number column whose cells show `String(n)`: its cells as numbers (undefined: read as text). */
  number?: (value: unknown) => number | undefined;
}

/**
 * The records of a file, as columns: names them, keeps the first `maxRecords` records and
 * counts the rest, and types each column.
 */
export class TableBuilder {
  readonly names: ColumnNames;
  private readonly columns: (TextColumnBuilder | NumberColumnBuilder | FilledColumn)[] = [];
  /** The name the file gives each column; undefined for a column it gives none (extra fields). */
  private readonly given: (string | undefined)[];
  /** Number columns by the schema that hold a whole number past 2^53: text (see setValueAt). */
  private readonly wholesPastDouble = new Set<number>();
  count = 0;
  leftOut = 0;
  readonly notices: TableNotice[] = [];

  constructor(
    readonly fileName: string,
    headers: readonly string[],
    readonly maxRecords: number,
    /** The rows to come, when the file says (a Parquet file): each column is made that long at once, not grown. */
    private readonly expectedRows = 0,
  ) {
    this.names = new ColumnNames(headers);
    this.given = [...headers];
    for (let i = 0; i < headers.length; i++) this.columns.push(new TextColumnBuilder(expectedRows));
  }

  get columnCount() {
    return this.columns.length;
  }

  /** Adds a column, last, for rows from now on (the rows before have it empty); returns its index. */
  addColumn(name?: string): number {
    this.names.add(name);
    this.given.push(name);
    this.columns.push(new TextColumnBuilder(this.count));
    return this.columns.length - 1;
  }

  /** Starts a record; false when it is beyond maxRecords (then it is only counted: set nothing). */
  startRecord(): boolean {
    if (this.count >= this.maxRecords) {
      this.leftOut++;
      return false;
    }
    this.count++;
    return true;
  }

  /** Sets a cell of the record started last. */
  set(column: number, text: string) {
    this.setAt(column, this.count - 1, text);
  }

  /** Keeps a column's cells as numbers (before any is set): each cell then shows `String(n)`. */
  keepNumbers(column: number) {
    this.columns[column] = new NumberColumnBuilder(this.expectedRows);
  }

  /** Leaves a column to `fill`, which its reader fills (before any cell is set): it is only built here, as of type `type`. */
  fill(column: number, fill: ColumnFill, type: ColumnType) {
    this.columns[column] = new FilledColumn(fill, type);
  }

  /** Sets a cell of any record started so far (a Parquet file is read a column at a time). */
  setAt(column: number, row: number, text: string) {
    let builder = this.columns[column]!;
    if (builder instanceof NumberColumnBuilder) {
      if (text === '') return;
      builder = this.columns[column] = builder.asText(this.count);
    }
    this.textColumn(builder).set(row, text);
  }

  /**
   * Sets a binary file's typed value by its column's reading: a number where the reading keeps
   * one, else its text. A whole number past 2^53 (a 64-bit integer, a decimal of no fraction)
   * makes its column text, as in a CSV file: a double holds only a number near it, so such ids
   * would sort, match and count as one another.
   */
  setValueAt(column: number, row: number, value: unknown, { text, number }: ColumnReading) {
    const read = number?.(value);
    if (read !== undefined) return this.setNumberAt(column, row, read);
    const written = text(value);
    if (number && numberFormOf(written)?.roughWhole) this.wholesPastDouble.add(column);
    this.setAt(column, row, written);
  }

  /** Sets a number cell (NaN: empty) of any record started so far. */
  setNumberAt(column: number, row: number, value: number) {
    const builder = this.columns[column]!;
    if (builder instanceof NumberColumnBuilder) builder.setNumber(row, value);
    else this.textColumn(builder).set(row, Number.isNaN(value) ? '' : String(value));
  }

  private textColumn(builder: TextColumnBuilder | FilledColumn): TextColumnBuilder {
    if (builder instanceof FilledColumn) throw new Error('A column its reader fills takes no cells from the table.');
    return builder;
  }

  /** The table, its columns typed from their cells, or by `schemaTypes` (a Parquet or Arrow file's): then no cell's reading is told of. */
  build(schemaTypes?: readonly ColumnType[]): ParsedFile {
    const built = this.columns.map((column) => column.build(this.count));
    const headers = this.names.names;
    const renamed = renamedNotice(this.fileName, this.given, headers);
    const read = { headers, columns: built.map((column) => column.column), count: this.count, leftOut: this.leftOut };
    const repairs = [...(renamed === null ? [] : [renamed]), ...this.notices];
    if (schemaTypes) return { ...read, types: schemaTypes.map((type, i) => (this.wholesPastDouble.has(i) ? 'text' : type)), notices: repairs };
    // Cells that read either way read as the file's other columns are written.
    const settled = settledReadings(built.map(({ type, reading }) => ({ type, types: [], other: null, ...reading })));
    const types = settled.map(({ type }) => type);
    // The notices name each column as the grid does, and advise a Type by its id.
    const [, ...shown] = fileColumns(headers, types);
    const column = (i: number) => ({ header: shown[i]!.header, colId: shown[i]!.colId });
    const strays = strayNotice(built.flatMap(({ nearType }, i) => (nearType ? [{ ...column(i), nearType }] : [])));
    const eitherWay = eitherWayNotices(settled.flatMap(({ other }, i) => (other ? [{ ...column(i), other }] : [])));
    return { ...read, types, notices: [...repairs, ...(strays === null ? [] : [strays]), ...eitherWay] };
  }
}
