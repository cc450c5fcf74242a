import type { Codes, TextList } from '../../model/textLists';
import { ChunkedTextsBuilder, narrowCodes } from './packing';

/** A text column as the table holds it: `values.at(codes[row])` is the cell's text, or without codes each row's text. */
export interface BuiltTexts {
  values: TextList;
  codes: Codes | null;
}

/**
 * A column stops looking its values up once it has more than this many, more than one for
 * every two rows: nearly every value is new, so a dictionary saves nothing, and a Map of a
 * million strings is slow to look up in Chromium. From then on it lists each row's text,
 * packed a chunk at a time (ChunkedTexts); the index never assumes values are unique.
 */
export const PLAIN_AFTER = 65_536;

/** Rows are added before their count is known: codes grow by doubling, and are cut to size at the end. */
export const FIRST_CAPACITY = 1024;

/**
 * A text column's distinct values and each row's code, filled as its cells come. Code 0 is the
 * empty cell, so a row never set is empty with no work at all. How a cell's code is found is
 * the filler's (a Map of texts, a table of a file's bytes); past PLAIN_AFTER values, nearly all
 * new, the column lists each row's text instead (`texts`), and rows must come in order.
 */
export class DictionaryBuilder {
  readonly values: string[] = [''];
  private codes: Uint32Array;
  /** Each row's text, once the column has stopped being a dictionary. */
  texts: ChunkedTextsBuilder | null = null;
  /** Rows given a code other than 0; when it is the row count, no cell is empty. */
  private filled = 0;

  constructor(rows: number) {
    this.codes = new Uint32Array(Math.max(FIRST_CAPACITY, rows));
  }

  /** Gives row `row` the code of a value listed already (not 0, the empty cell). */
  setCode(row: number, code: number) {
    this.filled++;
    this.codesUpTo(row + 1)[row] = code;
  }

  /**
   * Each row's code, long enough for rows before `end`, for a filler that writes codes itself
   * (a code per row in a loop of its own); it says how many it wrote with `wrote`.
   */
  codesUpTo(end: number): Uint32Array {
    if (end > this.codes.length) {
      const grown = new Uint32Array(Math.max(this.codes.length * 2, end));
      grown.set(this.codes);
      this.codes = grown;
    }
    return this.codes;
  }

  /** Counts `rows` codes (not 0) a filler wrote into `codesUpTo`'s array. */
  wrote(rows: number) {
    this.filled += rows;
  }

  /**
   * Lists a new value, not '', for row `row`: its code, or -1 when the column lists each row's
   * text from now on (this row's included).
   */
  add(row: number, text: string): number {
    const code = this.values.length;
    this.values.push(text);
    if (code > PLAIN_AFTER && code > (row + 1) / 2) {
      this.listRows(row);
      return -1;
    }
    this.setCode(row, code);
    return code;
  }

  /** From the dictionary to each row's text: the rows before `row` are listed, then its text. */
  private listRows(row: number) {
    const texts = (this.texts = new ChunkedTextsBuilder(this.codes.length));
    const last = Math.min(row, this.codes.length);
    for (let before = 0; before < last; before++) texts.push(this.values[this.codes[before]!]!);
    this.list(row, this.values.at(-1)!);
    this.values.length = 0;
    this.codes = new Uint32Array(0);
  }

  /** Lists `row`'s text after the empty rows before it (once the column lists each row's text). */
  list(row: number, text: string) {
    const texts = this.texts!;
    if (row < texts.length) throw new Error(`A cell of row ${row + 1} came after row ${texts.length}: a column of many values is filled in row order.`);
    while (texts.length < row) texts.push('');
    texts.push(text);
  }

  build(count: number): BuiltTexts {
    if (this.texts) {
      while (this.texts.length < count) this.texts.push('');
      return { values: this.texts.build(), codes: null };
    }
    let values: string[] = this.values;
    let codes = this.codes.length === count ? this.codes : this.codes.slice(0, count);
    if (this.filled === count && count > 0) {
      // No cell is empty: drop the '' kept at code 0, so that values holds only what the column shows.
      values = values.slice(1);
      for (let row = 0; row < count; row++) codes[row] = codes[row]! - 1;
    } else if (this.codes.length < count) {
      codes = new Uint32Array(count);
      codes.set(this.codes);
    }
    return { values, codes: narrowCodes(codes, values.length) };
  }
}
