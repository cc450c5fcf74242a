import { CellTypes } from '../../engine/cellTypes';
import type { ColumnType } from '../../model/columns';
import { type Codes, NumberTexts, type TextList } from '../../model/textLists';
import { ColumnNames } from './columnNames';
import { quoted } from './errors';
import { ChunkedTextsBuilder, narrowCodes, narrowNumbers } from './packing';

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
  columns: { values: TextList; codes: Codes | null }[];
  /** Records kept (at most maxRecords). */
  count: number;
  /** Records in the file beyond maxRecords (0 if none). */
  leftOut: number;
  /** Sentences for the person about what was repaired on the way (invalid UTF-8, extra fields…). */
  notices: string[];
  /** A workbook's sheets by name, and the one read (an .xlsx file's). */
  sheets?: string[];
  sheet?: string;
}

/** Renamed columns listed by name in a notice; more are counted. */
const RENAMED_SHOWN = 5;

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

/**
 * A column stops looking its values up once it has more than this many, more than one for
 * every two rows: nearly every value is new, so a dictionary saves nothing, and a Map of a
 * million strings is slow to look up in Chromium. From then on it lists each row's text,
 * packed a chunk at a time (ChunkedTexts); the index never assumes values are unique.
 */
const PLAIN_AFTER = 65_536;

/** Rows are added before their count is known: codes grow by doubling, and are cut to size at the end. */
const FIRST_CAPACITY = 1024;

type BuiltColumn = { column: ParsedFile['columns'][number]; type: ColumnType };

/**
 * One text column, dictionary-encoded as it is filled. Code 0 is the empty cell, so a row that
 * never sets this column (a shorter record, a JSON object without the key, the rows before a
 * column appeared) is empty with no work at all.
 */
class TextColumnBuilder {
  private values: string[] = [''];
  /** Each value's code while the column is a dictionary. */
  private readonly codeOf = new Map<string, number>([['', 0]]);
  private codes: Uint32Array;
  /** Each row's text, once the column has stopped being a dictionary (rows must then come in order). */
  private texts: ChunkedTextsBuilder | null = null;
  /** Cells set to something other than ''; when it is the row count, no cell is empty. */
  private filled = 0;
  /** The column's type from its distinct values (each checked once). */
  private readonly types = new CellTypes();

  constructor(rows: number) {
    this.codes = new Uint32Array(Math.max(FIRST_CAPACITY, rows));
  }

  set(row: number, text: string) {
    if (text === '') return;
    this.filled++;
    if (this.texts) return this.push(row, text);
    let code = this.codeOf.get(text);
    if (code === undefined) {
      code = this.values.length;
      const own = ownString(text);
      this.values.push(own);
      this.types.see(own);
      this.codeOf.set(own, code);
      if (code > PLAIN_AFTER && code > (row + 1) / 2) return this.listRows(row);
    }
    if (row >= this.codes.length) {
      const grown = new Uint32Array(Math.max(this.codes.length * 2, row + 1));
      grown.set(this.codes);
      this.codes = grown;
    }
    this.codes[row] = code;
  }

  /** From the dictionary to each row's text: the rows before `row` are listed, then its text. */
  private listRows(row: number) {
    this.texts = new ChunkedTextsBuilder(this.codes.length);
    const last = Math.min(row, this.codes.length);
    for (let before = 0; before < last; before++) this.texts.push(this.values[this.codes[before]!]!);
    this.push(row, this.values.at(-1)!);
    this.values = [];
    this.codeOf.clear();
    this.codes = new Uint32Array(0);
  }

  /** Lists `row`'s text after the empty rows before it. */
  private push(row: number, text: string) {
    const texts = this.texts!;
    if (row < texts.length) throw new Error(`A cell of row ${row + 1} came after row ${texts.length}: a column of many values is filled in row order.`);
    while (texts.length < row) texts.push('');
    texts.push(text);
    if (text !== '') this.types.see(text);
  }

  build(count: number): BuiltColumn {
    const type = this.types.type;
    if (this.texts) {
      while (this.texts.length < count) this.texts.push('');
      return { column: { values: this.texts.build(), codes: null }, type };
    }
    let { values } = this;
    let codes = this.codes.length === count ? this.codes : this.codes.slice(0, count);
    if (this.filled === count && count > 0) {
      // No cell is empty: drop the '' kept at code 0, so that values holds only what the column shows.
      values = values.slice(1);
      for (let row = 0; row < count; row++) codes[row] = codes[row]! - 1;
    } else if (this.codes.length < count) {
      codes = new Uint32Array(count);
      codes.set(this.codes);
    }
    return { column: { values, codes: narrowCodes(codes, values.length) }, type };
  }
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

/**
 * The records of a file, as columns: names them, keeps the first `maxRecords` records and
 * counts the rest, and types each column.
 */
export class TableBuilder {
  readonly names: ColumnNames;
  private readonly columns: (TextColumnBuilder | NumberColumnBuilder)[] = [];
  /** The name the file gives each column; undefined for a column it gives none (extra fields). */
  private readonly given: (string | undefined)[];
  count = 0;
  leftOut = 0;
  readonly notices: string[] = [];

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

  /** Sets a cell of any record started so far (a Parquet file is read a column at a time). */
  setAt(column: number, row: number, text: string) {
    let builder = this.columns[column]!;
    if (builder instanceof NumberColumnBuilder) {
      if (text === '') return;
      builder = this.columns[column] = builder.asText(this.count);
    }
    builder.set(row, text);
  }

  /** Sets a number cell (NaN: empty) of any record started so far. */
  setNumberAt(column: number, row: number, value: number) {
    const builder = this.columns[column]!;
    if (builder instanceof NumberColumnBuilder) builder.setNumber(row, value);
    else builder.set(row, Number.isNaN(value) ? '' : String(value));
  }

  build(): ParsedFile {
    const built = this.columns.map((column) => column.build(this.count));
    const headers = this.names.names;
    const renamed = headers.filter((name, i) => this.given[i] !== undefined && this.given[i] !== name);
    const notices = [...this.notices];
    if (renamed.length > 0) {
      const shown = renamed.slice(0, RENAMED_SHOWN).map(quoted).join(', ');
      const rest = renamed.length > RENAMED_SHOWN ? ` and ${renamed.length - RENAMED_SHOWN} more` : '';
      notices.unshift(
        renamed.length === 1
          ? `A column of ${quoted(this.fileName)} has no name or the name of another column, so it is called ${shown}.`
          : `${renamed.length} columns of ${quoted(this.fileName)} have no name or the name of another column, so they are called ${shown}${rest}.`,
      );
    }
    return {
      headers,
      types: built.map((column) => column.type),
      columns: built.map((column) => column.column),
      count: this.count,
      leftOut: this.leftOut,
      notices,
    };
  }
}
