// Natural order (compareNatural's) of many texts, fast: a comparison sort with Intl.Collator is
// too slow for a million different texts (a file's email column). Most texts are plain ASCII,
// and for those the collator's order can be written down: each text becomes a string of bytes
// (its "key") whose plain byte order is the collator's order, and keys are sorted a few bytes at
// a time by a native numeric sort, with no comparator. Texts with any other character keep the
// collator itself. The plain reference is `placesInOrder(texts.length, compareNatural)`; the
// property tests hold the two equal.
import { compareNatural } from './compare';
import { placesInOrder } from './sortInSteps';

/** Texts (or key bytes, or groups) handled between two yields: a few milliseconds. */
const STEP = 50_000;

/** A digit run longer than this is left to the collator (it splits long numbers its own way). */
export const MAX_DIGITS = 200;

const ZERO = 0x30;
const NINE = 0x39;
const FIRST_PRINTABLE = 0x20;
const LAST_PRINTABLE = 0x7e;

/**
 * Each printable ASCII character's place in compareNatural's order of single characters (1 and
 * up; a letter's two cases share one), read from the collator itself so the key follows its
 * rules rather than a copy of them. Null when the digits are not ten places in a row, which the
 * key's way of writing numbers needs; then every text keeps the collator.
 */
export const ASCII_WEIGHTS: Uint8Array | null = (() => {
  const chars = Array.from({ length: LAST_PRINTABLE - FIRST_PRINTABLE + 1 }, (_, i) => String.fromCharCode(FIRST_PRINTABLE + i));
  const sorted = [...chars].sort(compareNatural);
  const weights = new Uint8Array(0x80);
  let weight = 1; // 0 marks the end of a key
  sorted.forEach((char, i) => {
    if (i > 0 && compareNatural(sorted[i - 1]!, char) !== 0) weight++;
    weights[char.charCodeAt(0)] = weight;
  });
  for (let digit = ZERO + 1; digit <= NINE; digit++) if (weights[digit] !== weights[digit - 1]! + 1) return null;
  return weights;
})();

/**
 * A text's key, written into `out` from `at`: each character's weight, and each run of digits
 * as one number, the collator's way (numeric: true): the weight of the digits, how many digits
 * the number has once its leading zeros are dropped, then those digits. So a longer number
 * sorts after a shorter one and numbers of one length by their digits; "a01" and "a1" get one
 * key, as the collator finds them equal. Returns where the key ends, or -1 for a text that
 * needs the collator (a character outside printable ASCII, a very long number). `out` needs
 * room for 3 bytes a character.
 */
export function writeKey(text: string, out: Uint8Array, at: number, weights: Uint8Array): number {
  let end = at;
  for (let i = 0; i < text.length; ) {
    const char = text.charCodeAt(i);
    if (char < FIRST_PRINTABLE || char > LAST_PRINTABLE) return -1;
    if (char < ZERO || char > NINE) {
      out[end++] = weights[char]!;
      i++;
      continue;
    }
    let first = i;
    while (first < text.length && text.charCodeAt(first) === ZERO) first++;
    let last = first;
    for (let c = text.charCodeAt(last); last < text.length && c >= ZERO && c <= NINE; c = text.charCodeAt(++last));
    if (first === last) first--; // all zeros: the number 0
    if (last - first > MAX_DIGITS) return -1;
    out[end++] = weights[ZERO]!;
    out[end++] = last - first;
    for (let d = first; d < last; d++) out[end++] = text.charCodeAt(d);
    i = last;
  }
  return end;
}

/** Every keyed text's key in one buffer: text `code`'s key is bytes[start[code]..end[code]). */
interface Keys {
  bytes: Uint8Array;
  start: Uint32Array;
  end: Uint32Array;
  /** Codes of the texts with a key, ascending. */
  keyed: Uint32Array;
  /** Codes of the texts the collator must place, ascending. */
  unkeyed: number[];
}

function* writeKeys(texts: readonly string[], weights: Uint8Array): Generator<void, Keys> {
  let length = 0;
  for (const text of texts) length += text.length;
  let bytes = new Uint8Array(length + 16);
  const start = new Uint32Array(texts.length);
  const end = new Uint32Array(texts.length);
  const keyed = new Uint32Array(texts.length);
  let keyedCount = 0;
  const unkeyed: number[] = [];
  let at = 0;
  for (let code = 0; code < texts.length; code++) {
    const text = texts[code]!;
    if (bytes.length - at < 3 * text.length) {
      // Keys are about as long as their texts (a digit run adds 2 bytes): grow a little at a time.
      const grown = new Uint8Array(Math.max(bytes.length + (bytes.length >> 2), at + 3 * text.length));
      grown.set(bytes.subarray(0, at));
      bytes = grown;
    }
    const keyEnd = writeKey(text, bytes, at, weights);
    if (keyEnd < 0) {
      unkeyed.push(code);
    } else {
      keyed[keyedCount++] = code;
      start[code] = at;
      end[code] = keyEnd;
      at = keyEnd;
    }
    if (code % STEP === STEP - 1) yield;
  }
  return { bytes, start, end, keyed: keyed.subarray(0, keyedCount), unkeyed };
}

/** Groups smaller than this are put in order by insertion, comparing keys byte by byte. */
const SMALL_GROUP = 16;
/** Groups this big or bigger take their next 2 bytes by counting (65,536 counters), not by a sort. */
const BIG_GROUP = 16_384;
/** 2^21: a packed number holds 4 key bytes above 21 bits of place in its group (a group has at most 2^21 texts). */
const PLACE_BITS = 2 ** 21;

/** Key order of text codes a and b from byte `depth` on: negative, 0 or positive. */
function compareKeys({ bytes, start, end }: Keys, a: number, b: number, depth: number): number {
  let i = start[a]! + depth;
  let j = start[b]! + depth;
  const endA = end[a]!;
  const endB = end[b]!;
  for (; i < endA && j < endB; i++, j++) if (bytes[i] !== bytes[j]) return bytes[i]! - bytes[j]!;
  return endA - i - (endB - j);
}

/** The next `width` key bytes of text `code` from byte `depth` on, as one number (0 for each byte past its end). */
function nextBytes({ bytes, start, end }: Keys, code: number, depth: number, width: 2 | 4): number {
  const at = start[code]! + depth;
  const stop = end[code]!;
  if (at + width <= stop) {
    // The common case, without a test a byte: 4 bytes make at most 2^32 - 1, past what `|` keeps.
    return width === 2 ? (bytes[at]! << 8) | bytes[at + 1]! : bytes[at]! * 16_777_216 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  let value = 0;
  for (let k = 0; k < width; k++) value = value * 256 + (at + k < stop ? bytes[at + k]! : 0);
  return value;
}

/** What the sort of keyed texts works in: the texts' codes, and buffers as long as them. */
interface Sorting {
  keys: Keys;
  codes: Uint32Array;
  /** Whether a place's text has the same key as the one before it. */
  tied: Uint8Array;
  packed: Float64Array;
  moved: Uint32Array;
  movedPacked: Float64Array;
  counts: Uint32Array;
  /** Groups still to sort: from, to, depth, from, to, depth… */
  groups: number[];
}

/** Orders a small group by insertion, comparing keys from `depth` on, and marks its ties. */
function insertionSort({ keys, codes, tied }: Sorting, from: number, to: number, depth: number) {
  for (let i = from + 1; i < to; i++) {
    const code = codes[i]!;
    let j = i;
    for (; j > from && compareKeys(keys, codes[j - 1]!, code, depth) > 0; j--) codes[j] = codes[j - 1]!;
    codes[j] = code;
  }
  for (let i = from + 1; i < to; i++) if (compareKeys(keys, codes[i - 1]!, codes[i]!, depth) === 0) tied[i] = 1;
}

/** Orders a group by its next 2 key bytes, counting: two passes, whatever its size. */
function sortByTwoBytes({ keys, codes, packed, moved, movedPacked, counts }: Sorting, from: number, to: number, depth: number) {
  counts.fill(0);
  for (let i = from; i < to; i++) counts[(packed[i] = nextBytes(keys, codes[i]!, depth, 2)) + 1]!++;
  // counts[value] becomes where the texts of `value` begin.
  counts[0] = from;
  for (let value = 1; value <= 65_536; value++) counts[value]! += counts[value - 1]!;
  for (let i = from; i < to; i++) {
    const place = counts[packed[i]!]!++;
    moved[place] = codes[i]!;
    movedPacked[place] = packed[i]!;
  }
  codes.set(moved.subarray(from, to), from);
  packed.set(movedPacked.subarray(from, to), from);
}

/** Orders a group by its next 4 key bytes: each packed with its place in the group into one number, sorted natively. */
function sortByFourBytes({ keys, codes, packed, moved }: Sorting, from: number, to: number, depth: number) {
  for (let i = from; i < to; i++) packed[i] = nextBytes(keys, codes[i]!, depth, 4) * PLACE_BITS + (i - from);
  packed.subarray(from, to).sort();
  for (let i = from; i < to; i++) {
    const four = Math.floor(packed[i]! / PLACE_BITS);
    moved[i] = codes[from + packed[i]! - four * PLACE_BITS]!;
    packed[i] = four;
  }
  codes.set(moved.subarray(from, to), from);
}

/** After a group is ordered by `width` more bytes: each run of equal texts is a group for the bytes after them, or tied when its keys have ended. */
function splitRuns({ packed, tied, groups }: Sorting, from: number, to: number, depth: number) {
  for (let i = from + 1, run = from; i <= to; i++) {
    if (i < to && packed[i] === packed[run]) continue;
    if (i - run > 1) {
      // The last byte read is 0: the keys have ended, the texts are equal.
      if (packed[run]! % 256 !== 0) groups.push(run, i, depth);
      else tied.fill(1, run + 1, i);
    }
    run = i;
  }
}

/**
 * Puts `codes` (text codes with a key) in key order, in place, and marks in `tied` each place
 * whose text has the same key as the one before it. A most-significant-first radix sort: a big
 * group is split on its next 2 key bytes by counting, a smaller one on its next 4 by a native
 * numeric sort, a small one by insertion; each run of texts still equal (and not ended) becomes
 * a group for the bytes after. (The work is in plain functions: a generator's own variables
 * are slow to reach from a closure.)
 */
function* sortKeyed(keys: Keys, codes: Uint32Array, tied: Uint8Array): Generator<void, void> {
  if (codes.length >= PLACE_BITS) throw new RangeError('too many texts for one group');
  const sorting: Sorting = {
    keys,
    codes,
    tied,
    packed: new Float64Array(codes.length),
    moved: new Uint32Array(codes.length),
    movedPacked: new Float64Array(codes.length),
    counts: new Uint32Array(65_537),
    groups: [0, codes.length, 0],
  };
  const { groups } = sorting;
  let work = 0;
  while (groups.length > 0) {
    const depth = groups.pop()!;
    const to = groups.pop()!;
    const from = groups.pop()!;
    if (to - from < SMALL_GROUP) {
      insertionSort(sorting, from, to, depth);
    } else if (to - from >= BIG_GROUP) {
      sortByTwoBytes(sorting, from, to, depth);
      splitRuns(sorting, from, to, depth + 2);
    } else {
      sortByFourBytes(sorting, from, to, depth);
      splitRuns(sorting, from, to, depth + 4);
    }
    work += to - from;
    if (work >= STEP) {
      work = 0;
      yield;
    }
  }
}

/** `codes` ordered by compareNatural (ties in any order), in steps: the collator's own sort. */
function* sortByCollator(texts: readonly string[], codes: readonly number[]): Generator<void, number[]> {
  const { ordinals } = yield* placesInOrder(codes.length, (a, b) => compareNatural(texts[codes[a]!]!, texts[codes[b]!]!));
  return codes.map((code, i) => ({ code, place: ordinals[i]! })).sort((a, b) => a.place - b.place).map(({ code }) => code);
}

/**
 * Each text's place in compareNatural order (equal texts share one), and how many places there
 * are: what `placesInOrder(texts.length, compareNatural)` gives, in a fraction of the time.
 */
export function* placesInNaturalOrder(texts: readonly string[]): Generator<void, { ordinals: Uint32Array; count: number }> {
  const compareCodes = (a: number, b: number) => compareNatural(texts[a]!, texts[b]!);
  if (!ASCII_WEIGHTS || texts.length >= PLACE_BITS) return yield* placesInOrder(texts.length, compareCodes);
  const keys = yield* writeKeys(texts, ASCII_WEIGHTS);
  const sorted = keys.keyed;
  const tied = new Uint8Array(sorted.length);
  yield* sortKeyed(keys, sorted, tied);
  const others = yield* sortByCollator(texts, keys.unkeyed);

  // Merge the collator's texts in: each goes before the first keyed text that sorts after it
  // (a binary search with the collator: a few comparisons for each such text).
  const ordinals = new Uint32Array(texts.length);
  let place = -1;
  let previous = -1; // the code placed last
  let previousKeyed = false;
  /** Places the keyed text at `next` in sorted, or the collator's text `other`. */
  const placeNext = (next: number, other = -1) => {
    const code = other < 0 ? sorted[next]! : other;
    const same = previous >= 0 && (other < 0 && previousKeyed ? tied[next] === 1 : compareCodes(previous, code) === 0);
    if (!same) place++;
    ordinals[code] = place;
    previous = code;
    previousKeyed = other < 0;
  };
  let next = 0; // the next keyed text to place
  for (const other of others) {
    let low = next;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodes(sorted[middle]!, other) <= 0) low = middle + 1;
      else high = middle;
    }
    for (; next < low; next++) {
      placeNext(next);
      if (next % STEP === STEP - 1) yield;
    }
    placeNext(next, other);
  }
  for (; next < sorted.length; next++) {
    placeNext(next);
    if (next % STEP === STEP - 1) yield;
  }
  return { ordinals, count: place + 1 };
}
