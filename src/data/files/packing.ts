import { type Codes, NumberTexts, type NumberArray, type TextList } from '../../model/textLists';

// How a file's columns are packed as they are read (model/textLists.ts holds what they become).

/** `codes` in the narrowest array that holds `distinct` codes (a copy unless that is Uint32Array). */
export function narrowCodes(codes: Uint32Array, distinct: number): Codes {
  if (distinct <= 2 ** 8) return Uint8Array.from(codes);
  if (distinct <= 2 ** 16) return Uint16Array.from(codes);
  return codes;
}

/** Texts a chunk (a chunk ends after text i when (i + 1) & CHUNK_MASK is 0): one string of a few tens of KB, so a chunk with a character past Latin-1 (two bytes each) costs only itself. */
const CHUNK_BITS = 10;
const CHUNK_MASK = (1 << CHUNK_BITS) - 1;

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

/** Builds ChunkedTexts a text at a time, in order. */
export class ChunkedTextsBuilder {
  private readonly chunks: string[] = [];
  private parts: string[] = [];
  private end = 0;
  private ends: Uint32Array;
  length = 0;

  /** `capacity`: the texts expected, when known (they may be more). */
  constructor(capacity = 1024) {
    this.ends = new Uint32Array(Math.max(1, capacity));
  }

  push(text: string) {
    if (this.length === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.parts.push(text);
    this.end += text.length;
    this.ends[this.length++] = this.end;
    if ((this.length & CHUNK_MASK) === 0) this.endChunk();
  }

  /** How many more texts the chunk being filled takes. */
  get room(): number {
    return CHUNK_MASK + 1 - (this.length & CHUNK_MASK);
  }

  /**
   * Texts that follow one another in `text`, the i-th ending at `ends[i]` (the last at its
   * end), all within the chunk being filled (at most `room`): one part, not cut apart.
   */
  pushRun(text: string, ends: ArrayLike<number>) {
    const count = ends.length;
    if (count > this.room || (count > 0 && ends[count - 1] !== text.length)) throw new Error('A run of texts must fit the chunk being filled and end where its text ends.');
    while (this.length + count > this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.parts.push(text);
    for (let i = 0; i < count; i++) this.ends[this.length++] = this.end + ends[i]!;
    this.end += text.length;
    if (count > 0 && (this.length & CHUNK_MASK) === 0) this.endChunk();
  }

  /** Joining copies the texts into one flat string: a cell cut from a bigger text keeps no part of it alive. */
  private endChunk() {
    this.chunks.push(this.parts.join(''));
    this.parts = [];
    this.end = 0;
  }

  build(): ChunkedTexts {
    if (this.parts.length > 0) this.endChunk();
    const ends = this.ends.subarray(0, this.length);
    const short = this.chunks.every((chunk) => chunk.length < 2 ** 16);
    return new ChunkedTexts(this.chunks, short ? Uint16Array.from(ends) : ends.slice());
  }
}

/** The numbers in an Int32Array when each is a 32-bit integer (none NaN), else as they are. */
export function narrowNumbers(numbers: Float64Array): NumberArray {
  for (let i = 0; i < numbers.length; i++) if ((numbers[i]! | 0) !== numbers[i]) return numbers;
  return Int32Array.from(numbers);
}

/**
 * The first number when the texts are whole numbers counting up by one from it, from 0 or
 * more (`1`, `2`, `3`…, as a row id is), written as JavaScript writes them; else null.
 */
export function countingUpFrom(texts: TextList): number | null {
  if (texts.length === 0) return null;
  const first = texts instanceof NumberTexts ? texts.numbers[0]! : Number(texts.at(0));
  if (!Number.isSafeInteger(first) || first < 0 || !Number.isSafeInteger(first + texts.length)) return null;
  if (texts instanceof NumberTexts) {
    const { numbers } = texts;
    for (let i = 0; i < numbers.length; i++) if (numbers[i] !== first + i) return null;
  } else {
    for (let i = 0; i < texts.length; i++) if (texts.at(i) !== String(first + i)) return null;
  }
  return first;
}
