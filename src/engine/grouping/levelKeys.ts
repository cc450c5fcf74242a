import { familyOf } from '../../model/columns';
import type { Bucket, GroupKey, GroupLevel } from '../../model/grouping';
import type { ValueIds } from '../valueIds';
import { readDate } from '../typedValues';
import { type ColumnFacts, STEP, TEXT_STEP } from './columnFacts';

/**
 * A level's keys: row r's key is `keyOf[ids ? ids[r] : r]`, a small whole number; keys are
 * numbered in ascending key order, so a key's number is its place, and the blank key (if any)
 * is the last, `size - 1`.
 */
export interface LevelKeys {
  readonly ids: ValueIds['ids'];
  readonly keyOf: Uint32Array;
  readonly size: number;
  /** Whether some cell is blank: the last key is the blank one. */
  readonly blank: boolean;
  /** A key's text, by number; null for the blank key. */
  text(number: number): GroupKey;
  /** A key's number by its text (the blank key's by null); undefined for a text that is no key. */
  numberOf(key: GroupKey): number | undefined;
}

/** Code-unit order: ties between texts the column's order finds equal (`Ann`, `ann`; `1.5`, `1.50`). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Keys numbered 0..count-1 in order, then the blank key if any; each key's text read on demand
 * (a column of a million different texts keeps no array of them), looked up by text on demand.
 */
function keysOf(ids: ValueIds['ids'], keyOf: Uint32Array, count: number, blank: boolean, textOf: (number: number) => string): LevelKeys {
  let numbers: Map<GroupKey, number> | null = null;
  const text = (number: number): GroupKey => (number < count ? textOf(number) : null);
  const size = count + (blank ? 1 : 0);
  return {
    ids,
    keyOf,
    size,
    blank,
    text,
    numberOf: (key) => (numbers ??= new Map(Array.from({ length: size }, (_, number) => [text(number), number]))).get(key),
  };
}

/**
 * The keys of grouping by `level` (its column's facts read as the query's type):
 * - a column's cells group by their text as written; a number or date cell that does not read
 *   as the type is blank, as an empty cell is; keys order as the column sorts (text in its
 *   natural order, numbers by value, dates by date: its sort key), ties by code units;
 * - a year or month bucket is the year or month of the date a cell reads as (`2014`,
 *   `2014-03`: by the column's reader when it reads dates, else as Date does), else blank;
 *   keys order as texts;
 * - the blank key last.
 */
export function* levelKeys(facts: ColumnFacts, level: GroupLevel): Generator<void, LevelKeys> {
  const cells = yield* facts.texts();
  if (level.bucket) return yield* bucketKeys(cells, familyOf(facts.type) === 'date', level.bucket);
  const { size, text, typed, ids } = cells;
  const blank = new Uint8Array(size);
  let blanks = 0;
  for (let from = 0; from < size; from += TEXT_STEP) {
    for (let id = from; id < Math.min(size, from + TEXT_STEP); id++) {
      blank[id] = text(id) === '' || (typed !== null && typed[id] !== typed[id]) ? 1 : 0;
      blanks += blank[id]!;
    }
    yield;
  }
  const { place, range } = yield* placesOf(facts, cells);
  // The ids that are keys, by place (a counting sort), then equal places by code units.
  const starts = new Uint32Array(range + 1);
  for (let id = 0; id < size; id++) if (!blank[id]) starts[place[id]! + 1]!++;
  for (let p = 1; p <= range; p++) starts[p]! += starts[p - 1]!;
  const ordered = new Uint32Array(size - blanks);
  for (let id = 0; id < size; id++) if (!blank[id]) ordered[starts[place[id]!]!++] = id;
  for (let from = 0; from < ordered.length; ) {
    let to = from + 1;
    while (to < ordered.length && place[ordered[to]!] === place[ordered[from]!]) to++;
    if (to - from > 1) ordered.subarray(from, to).sort((a, b) => byCodeUnits(text(a), text(b)));
    from = to;
  }
  yield;
  const keyOf = new Uint32Array(size).fill(ordered.length);
  for (let number = 0; number < ordered.length; number++) keyOf[ordered[number]!] = number;
  return keysOf(ids, keyOf, ordered.length, blanks > 0, (number) => text(ordered[number]!));
}

/**
 * Each id's place in the column's own order (its sort key, where equal values share a place),
 * and how many places there are: from the key of the id itself, or of the first row holding it.
 */
function* placesOf(facts: ColumnFacts, cells: ValueIds): Generator<void, { place: Uint32Array; range: number }> {
  const { keys, codes, range } = yield* facts.orderOf();
  const { size, ids } = cells;
  const place = new Uint32Array(size);
  if (cells.place) {
    for (let id = 0; id < size; id++) place[id] = cells.place(id);
    return { place, range };
  }
  const byId = keys !== null && (codes ? codes === ids : ids === null);
  if (byId || (keys === null && ids === null)) {
    for (let id = 0; id < size; id++) place[id] = keys === null ? id : keys[id]!;
    return { place, range };
  }
  const found = new Uint8Array(size);
  let left = size;
  for (let row = 0; row < facts.rowCount && left > 0; row++) {
    const id = ids ? ids[row]! : row;
    if (found[id]) continue;
    found[id] = 1;
    left--;
    place[id] = keys === null ? row : codes ? keys[codes[row]!]! : keys[row]!;
    if ((row & (STEP - 1)) === STEP - 1) yield;
  }
  return { place, range };
}

const DAY_MS = 86_400_000;

/** The characters of an ISO date a bucket keeps: `2014` or `2014-03` of `2014-03-05`. */
const BUCKET_LENGTH: Readonly<Record<Bucket, number>> = { year: 4, month: 7 };

/**
 * A bucket's key of a date read (milliseconds of its wall-clock time as UTC; NaN: no date):
 * its year or month as ISO writes them (`2014`, `2014-03`), whatever form the cell was written
 * in; null for no date. Each day's key is worked out once.
 */
function bucketOf(bucket: Bucket): (time: number) => string | null {
  const length = BUCKET_LENGTH[bucket];
  const byDay = new Map<number, string>();
  return (time) => {
    if (time !== time) return null;
    const day = Math.floor(time / DAY_MS);
    let key = byDay.get(day);
    if (key === undefined) byDay.set(day, (key = new Date(day * DAY_MS).toISOString().slice(0, length)));
    return key;
  };
}

/** A bucket's keys: the year or month of each cell that reads as a date (`dated`: its typed values are the dates read), in text order. */
function* bucketKeys({ size, text, ids, typed }: ValueIds, dated: boolean, bucket: Bucket): Generator<void, LevelKeys> {
  const keyTextOf: GroupKey[] = new Array<GroupKey>(size);
  const distinct = new Set<string>();
  const keyOfTime = bucketOf(bucket);
  for (let from = 0; from < size; from += TEXT_STEP) {
    for (let id = from; id < Math.min(size, from + TEXT_STEP); id++) {
      const key = dated && typed ? keyOfTime(typed[id]!) : keyOfTime(readDate(text(id)) ?? NaN);
      keyTextOf[id] = key;
      if (key !== null) distinct.add(key);
    }
    yield;
  }
  const texts = [...distinct].sort(byCodeUnits);
  const numberOf = new Map<GroupKey, number>(texts.map((key, number) => [key, number]));
  numberOf.set(null, texts.length);
  const keyOf = new Uint32Array(size);
  for (let id = 0; id < size; id++) keyOf[id] = numberOf.get(keyTextOf[id]!)!;
  return keysOf(ids, keyOf, texts.length, keyTextOf.includes(null), (number) => texts[number]!);
}
