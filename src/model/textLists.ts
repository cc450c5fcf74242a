/**
 * Texts by position: a plain array of strings, or a packed list below. A column of nearly all
 * different values (a million emails, ids or amounts) is most of a table's memory as one
 * JavaScript string per value; the packed lists hold the same texts in a fraction of it.
 */
export interface TextList {
  readonly length: number;
  at(index: number): string | undefined;
}

/** Each row's code in a dictionary: the narrowest array its number of values allows. */
export type Codes = Uint8Array | Uint16Array | Uint32Array;

/** Texts a chunk (a chunk ends after text i when (i + 1) & CHUNK_MASK is 0): one string of a few tens of KB, so a chunk with a character past Latin-1 (two bytes each) costs only itself. */
const CHUNK_BITS = 10;
export const CHUNK_MASK = (1 << CHUNK_BITS) - 1;

/**
 * Texts joined a chunk at a time into one string each, with where each ends in its chunk. A
 * text is read back as a slice of its chunk (V8 makes a long one a view, not a copy): a
 * million emails take their characters and 2 or 4 bytes each, where a string each takes about 20 more.
 */
export class ChunkedTexts implements TextList {
  constructor(
    private readonly chunks: readonly string[],
    /** Each text's end within its chunk: two bytes a text when every chunk is shorter than 64 K characters. */
    private readonly ends: Uint16Array | Uint32Array,
  ) {}

  get length() {
    return this.ends.length;
  }

  at(index: number): string | undefined {
    if (!(index >= 0 && index < this.ends.length)) return undefined;
    const start = (index & CHUNK_MASK) === 0 ? 0 : this.ends[index - 1]!;
    return this.chunks[index >>> CHUNK_BITS]!.slice(start, this.ends[index]);
  }
}

/** Numbers by position: 32-bit integers where every one is such an integer (none empty), else doubles (NaN: empty). */
export type NumberArray = Float64Array | Int32Array;

/**
 * Numbers, each read as the text JavaScript writes for it (`String(n)`; NaN is an empty cell):
 * a Parquet file's number columns, whose cells show exactly that. 4 or 8 bytes a value.
 */
export class NumberTexts implements TextList {
  constructor(readonly numbers: NumberArray) {}

  /** Whether some number's text, lower-cased, may hold these characters (`1e+21`, `-0.5`, `Infinity`). */
  static mayHold(lower: string): boolean {
    return /^[\d.+\-einfty]*$/.test(lower);
  }

  get length() {
    return this.numbers.length;
  }

  at(index: number): string | undefined {
    if (!(index >= 0 && index < this.numbers.length)) return undefined;
    const number = this.numbers[index]!;
    return Number.isNaN(number) ? '' : String(number);
  }
}

/** Whether some text of the list passes `test`. */
export function someText(texts: TextList, test: (text: string) => boolean): boolean {
  for (let i = 0; i < texts.length; i++) if (test(texts.at(i)!)) return true;
  return false;
}

/** The texts as an array of strings (the list itself when it is one). */
export function textArray(texts: TextList): readonly string[] {
  if (Array.isArray(texts)) return texts as readonly string[];
  return Array.from({ length: texts.length }, (_, i) => texts.at(i)!);
}
