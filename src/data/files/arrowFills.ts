// An Arrow file's text and date columns filled straight from its buffers: a cell's code is
// found from its bytes or its day number, and a text is decoded once per distinct value (or
// once per chunk of a column of nearly all different values), never once per cell.
import { type BuiltTexts, DictionaryBuilder } from './dictionaryBuilder';
import type { ColumnFill } from './tableBuilder';

/** A batch as flechette holds it: its values (a string batch's bytes), which rows are null. */
interface Buffers<Values> {
  readonly values: Values;
  readonly nullCount: number;
  isValid(row: number): boolean;
}

/** A batch of UTF-8 strings: row i's bytes are `values` from `offsets[i]` to `offsets[i + 1]`. */
export type Utf8Buffers = Buffers<Uint8Array> & { readonly offsets: Int32Array };

/** A batch of whole numbers (an Arrow date's days). */
export type DayBuffers = Buffers<Int32Array>;

const utf8 = new TextDecoder();

/**
 * Rows from..to of a batch decoded at once, each row's end in the text written to `ends`, or
 * undefined when the text cannot be cut by its bytes (then each row is decoded on its own). A
 * text of as many characters as bytes has one byte a character. Otherwise, when it is valid
 * UTF-8 (no U+FFFD) and no row starts inside a character, every row is valid UTF-8, and a
 * row's characters are its bytes that start one (two for a character past U+FFFF).
 */
export function utf8Run({ values, offsets }: Utf8Buffers, from: number, to: number, ends: Uint32Array): string | undefined {
  const start = offsets[from]!;
  const text = utf8.decode(values.subarray(start, offsets[to]));
  if (text.length === offsets[to]! - start) {
    for (let row = from; row < to; row++) ends[row - from] = offsets[row + 1]! - start;
    return text;
  }
  if (text.includes('\uFFFD')) return undefined;
  let characters = 0;
  for (let row = from; row < to; row++) {
    const end = offsets[row + 1]!;
    if (offsets[row]! < end && (values[offsets[row]!]! & 0xc0) === 0x80) return undefined;
    for (let at = offsets[row]!; at < end; at++) {
      const byte = values[at]!;
      if ((byte & 0xc0) !== 0x80) characters += byte >= 0xf0 ? 2 : 1;
    }
    ends[row - from] = characters;
  }
  return characters === text.length ? text : undefined;
}

/** A hash of bytes start..end (FNV-1a, seeded with the length, its bits mixed at the end). */
function hashOf(values: Uint8Array, start: number, end: number): number {
  let hash = end - start;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ values[at]!, 0x01000193);
  hash ^= hash >>> 15;
  return Math.imul(hash, 0x2c1b3c6d) ^ (hash >>> 13);
}

/**
 * A column of UTF-8 strings. While it is a dictionary, each cell's bytes are hashed and found in
 * an open-addressing table of the distinct values' bytes, and a value is decoded when first
 * seen; once it lists each row's text, a chunk's rows are decoded at once, as one part of it.
 */
export class Utf8Fill implements ColumnFill {
  private readonly dictionary: DictionaryBuilder;
  /** Each slot a value's code (0: free), placed by its hash; at most half full. */
  private slots = new Int32Array(1024);
  /** By code: each value's hash, and where its bytes start in `bytes` (the next code's start is where they end). */
  private hashes = new Int32Array(1024);
  private starts = new Int32Array(1024);
  private bytes = new Uint8Array(1 << 16);
  /** Rows' ends in a run being listed. */
  private readonly ends = new Uint32Array(1024);

  constructor(rows: number) {
    this.dictionary = new DictionaryBuilder(rows);
  }

  /** Rows from..to of `batch` as the column's rows `base + from`..; rows come in order. */
  add(batch: Utf8Buffers, from: number, to: number, base: number) {
    const listedFrom = this.dictionary.texts ? from : this.addCodes(batch, from, to, base);
    if (listedFrom < to) this.addTexts(batch, listedFrom, to, base);
  }

  /** Codes for rows from..to while the column is a dictionary; returns the row from which it lists texts instead (`to` if it still does not). */
  private addCodes(batch: Utf8Buffers, from: number, to: number, base: number): number {
    const { values, offsets } = batch;
    const nulls = batch.nullCount > 0;
    const { dictionary } = this;
    let codes = dictionary.codesUpTo(base + to);
    let found = 0;
    for (let row = from; row < to; row++) {
      const start = offsets[row]!;
      const end = offsets[row + 1]!;
      if (start === end || (nulls && !batch.isValid(row))) continue;
      const hash = hashOf(values, start, end);
      const { slots, hashes } = this;
      const mask = slots.length - 1;
      let slot = hash & mask;
      let code = slots[slot]!;
      while (code !== 0 && !(hashes[code] === hash && this.holds(code, values, start, end))) code = slots[(slot = (slot + 1) & mask)]!;
      if (code !== 0) {
        codes[base + row] = code;
        found++;
        continue;
      }
      code = dictionary.add(base + row, utf8.decode(values.subarray(start, end)));
      if (code === -1) {
        this.slots = this.hashes = this.starts = new Int32Array(0);
        this.bytes = new Uint8Array(0);
        dictionary.wrote(found);
        return row + 1;
      }
      codes = dictionary.codesUpTo(base + to);
      this.keep(code, hash, values, start, end, slot);
    }
    dictionary.wrote(found);
    return to;
  }

  /** Whether value `code` has the bytes start..end. */
  private holds(code: number, values: Uint8Array, start: number, end: number): boolean {
    const at = this.starts[code]!;
    if (this.starts[code + 1]! - at !== end - start) return false;
    const { bytes } = this;
    for (let i = 0; i < end - start; i++) if (bytes[at + i] !== values[start + i]) return false;
    return true;
  }

  /** Keeps the bytes and hash of new value `code` (the last), in free slot `slot`. */
  private keep(code: number, hash: number, values: Uint8Array, start: number, end: number, slot: number) {
    if (code + 2 > this.starts.length) {
      this.starts = grown(this.starts, code + 2);
      this.hashes = grown(this.hashes, code + 2);
    }
    const at = this.starts[code]!;
    if (at + end - start > this.bytes.length) this.bytes = grown(this.bytes, at + end - start);
    this.bytes.set(values.subarray(start, end), at);
    this.starts[code + 1] = at + end - start;
    this.hashes[code] = hash;
    this.slots[slot] = code;
    if (code * 2 > this.slots.length) this.rehash(code);
  }

  /** Twice the slots, for codes 1..last. */
  private rehash(last: number) {
    const slots = (this.slots = new Int32Array(this.slots.length * 2));
    const mask = slots.length - 1;
    for (let code = 1; code <= last; code++) {
      let slot = this.hashes[code]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = code;
    }
  }

  /** Lists the texts of rows from..to, a run of rows up to a chunk's end decoded at once where it can be. */
  private addTexts(batch: Utf8Buffers, from: number, to: number, base: number) {
    const { dictionary } = this;
    const texts = dictionary.texts!;
    const decoded = (row: number) => (batch.nullCount > 0 && !batch.isValid(row) ? '' : utf8.decode(batch.values.subarray(batch.offsets[row], batch.offsets[row + 1])));
    for (let row = from; row < to; ) {
      const end = Math.min(to, row + texts.room);
      const text = batch.nullCount === 0 && texts.length === base + row ? utf8Run(batch, row, end, this.ends) : undefined;
      if (text === undefined) for (let at = row; at < end; at++) dictionary.list(base + at, decoded(at));
      else texts.pushRun(text, this.ends.subarray(0, end - row));
      row = end;
    }
  }

  build(count: number): BuiltTexts {
    return this.dictionary.build(count);
  }
}

/** A typed array twice as long, or `least` if longer, holding the same values first. */
function grown<T extends Int32Array | Uint8Array>(array: T, least: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(array.length * 2, least));
  bigger.set(array);
  return bigger;
}

/** A column of whole numbers that stand for their texts (an Arrow date's days), each number's text written once. */
export class KeyFill implements ColumnFill {
  private readonly dictionary: DictionaryBuilder;
  private readonly codeOf = new Map<number, number>();

  constructor(
    rows: number,
    private readonly textOf: (key: number) => string,
  ) {
    this.dictionary = new DictionaryBuilder(rows);
  }

  /** Rows from..to of `batch` as the column's rows `base + from`..; rows come in order. */
  add(batch: DayBuffers, from: number, to: number, base: number) {
    const { values } = batch;
    const nulls = batch.nullCount > 0;
    const { dictionary, codeOf } = this;
    for (let row = from; row < to; row++) {
      if (nulls && !batch.isValid(row)) continue;
      const key = values[row]!;
      if (dictionary.texts) {
        dictionary.list(base + row, this.textOf(key));
        continue;
      }
      const code = codeOf.get(key);
      if (code !== undefined) {
        dictionary.setCode(base + row, code);
        continue;
      }
      const text = this.textOf(key);
      const added = text === '' ? 0 : dictionary.add(base + row, text);
      if (added === -1) codeOf.clear();
      else if (added !== 0) codeOf.set(key, added);
    }
  }

  build(count: number): BuiltTexts {
    return this.dictionary.build(count);
  }
}
