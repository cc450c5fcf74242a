import { CellTypes } from '../../engine/typedValues';
import type { ColumnType } from '../../model/columns';
import { ColumnNames } from './columnNames';
import { quoted } from './errors';

/** A file read into columns: what `readTableFile` gives. */
export interface ParsedFile {
  /** Column names in order, each its own (see ColumnNames). */
  headers: string[];
  /** Per column: number or date when every non-empty cell reads as one (engine/typedValues.ts), else text. */
  types: ColumnType[];
  /**
   * Per column, dictionary-encoded: `values[codes[row]]` is the cell's text, exactly as the file
   * writes it ('' for an empty cell). A value is listed once, except in a column of nearly all
   * different values, which lists each row's (see ColumnBuilder).
   */
  columns: { values: string[]; codes: Uint32Array }[];
  /** Records kept (at most maxRecords). */
  count: number;
  /** Records in the file beyond maxRecords (0 if none). */
  leftOut: number;
  /** Sentences for the person about what was repaired on the way (invalid UTF-8, extra fields…). */
  notices: string[];
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
 * million strings is slow to look up in Chromium. From then on each row's value is listed,
 * repeats and all; the index never assumes values are unique.
 */
const PLAIN_AFTER = 65_536;

/** Rows are added before their count is known: codes grow by doubling, and are cut to size at the end. */
const FIRST_CAPACITY = 1024;

/**
 * One column, dictionary-encoded as it is filled. Code 0 is the empty cell, so a row that
 * never sets this column (a shorter record, a JSON object without the key, the rows before a
 * column appeared) is empty with no work at all.
 */
class ColumnBuilder {
  readonly values: string[] = [''];
  /** Each value's code while the column is a dictionary; null once it lists each row's value. */
  private codeOf: Map<string, number> | null = new Map<string, number>([['', 0]]);
  codes: Uint32Array;
  /** Cells set to something other than ''; when it is the row count, no cell is empty. */
  private filled = 0;
  /** The column's type from its distinct values (each checked once). */
  private readonly types = new CellTypes();

  constructor(rows: number) {
    this.codes = new Uint32Array(Math.max(FIRST_CAPACITY, rows));
  }

  set(row: number, text: string) {
    if (text === '') return;
    let code = this.codeOf?.get(text);
    if (code === undefined) {
      code = this.values.length;
      const own = ownString(text);
      this.values.push(own);
      this.types.see(own);
      if (this.codeOf) {
        this.codeOf.set(own, code);
        if (code > PLAIN_AFTER && code > (row + 1) / 2) this.codeOf = null;
      }
    }
    if (row >= this.codes.length) {
      const grown = new Uint32Array(Math.max(this.codes.length * 2, row + 1));
      grown.set(this.codes);
      this.codes = grown;
    }
    this.codes[row] = code;
    this.filled++;
  }

  build(count: number): { column: ParsedFile['columns'][number]; type: ColumnType } {
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
    return { column: { values, codes }, type: this.types.type };
  }
}

/**
 * The records of a file, as columns: names them, keeps the first `maxRecords` records and
 * counts the rest, and types each column.
 */
export class TableBuilder {
  readonly names: ColumnNames;
  private readonly columns: ColumnBuilder[] = [];
  /** The name the file gives each column; undefined for a column it gives none (extra fields). */
  private readonly given: (string | undefined)[];
  count = 0;
  leftOut = 0;
  readonly notices: string[] = [];

  constructor(
    readonly fileName: string,
    headers: readonly string[],
    readonly maxRecords: number,
  ) {
    this.names = new ColumnNames(headers);
    this.given = [...headers];
    for (let i = 0; i < headers.length; i++) this.columns.push(new ColumnBuilder(0));
  }

  get columnCount() {
    return this.columns.length;
  }

  /** Adds a column, last, for rows from now on (the rows before have it empty); returns its index. */
  addColumn(name?: string): number {
    this.names.add(name);
    this.given.push(name);
    this.columns.push(new ColumnBuilder(this.count));
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
    this.columns[column]!.set(this.count - 1, text);
  }

  /** Sets a cell of any record started so far (a Parquet file is read a column at a time). */
  setAt(column: number, row: number, text: string) {
    this.columns[column]!.set(row, text);
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
