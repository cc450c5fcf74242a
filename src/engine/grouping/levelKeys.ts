import type { GroupKey, GroupLevel } from '../../model/grouping';
import { placesInOrder } from '../sortInSteps';
import { readDate } from '../typedValues';
import { type ColumnFacts, type RowIds, STEP } from './columnFacts';

/**
 * A level's keys: row r's key is `keyOf[ids ? ids[r] : r]`, a small whole number; keys are
 * numbered in ascending key order, so a key's number is its place, and the blank key (if any)
 * is the last, `size - 1`.
 */
export interface LevelKeys {
  readonly ids: RowIds;
  readonly keyOf: Uint32Array;
  readonly size: number;
  /** Each key's text, by number; null for the blank key. */
  readonly texts: readonly GroupKey[];
  /** Each key's number by its text (the blank key's by null). */
  readonly numberOf: ReadonlyMap<GroupKey, number>;
}

/** Code-unit order: ties between texts the column's order finds equal (`Ann`, `ann`). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The characters of a date a bucket keeps: `2014` or `2014-03` of `2014-03-05…`. */
const BUCKET_LENGTH = { year: 4, month: 7 } as const;

/**
 * The keys of grouping by `level` (its column's facts read as the query's type):
 * - a column's cells group by their text as written; a number or date cell that does not read
 *   as the type is blank, as an empty cell is;
 * - a year or month bucket takes the first 4 or 7 characters of a cell that reads as a date
 *   (whatever the column's type), else blank;
 * - keys order as the column sorts (text in its natural order, numbers by value, dates by date;
 *   buckets as their texts), ties by code units; blank last.
 */
export function* levelKeys(facts: ColumnFacts, level: GroupLevel): Generator<void, LevelKeys> {
  const cells = yield* facts.texts();
  const { size, text, typed, ids } = cells;
  // Each id's key text, and the distinct texts (a bucket's many ids share one).
  const keyTextOf: GroupKey[] = new Array<GroupKey>(size);
  const bucket = level.bucket ? BUCKET_LENGTH[level.bucket] : 0;
  for (let from = 0; from < size; from += STEP) {
    for (let id = from; id < Math.min(size, from + STEP); id++) {
      const cell = text(id);
      if (bucket) keyTextOf[id] = readDate(cell) === undefined ? null : cell.slice(0, bucket);
      else keyTextOf[id] = cell === '' || (typed !== null && typed[id] !== typed[id]) ? null : cell;
    }
    yield;
  }
  // One id per distinct key text: ids are distinct texts already, but bucket keys repeat.
  const firstId = new Map<string, number>();
  let blank = false;
  for (let id = 0; id < size; id++) {
    const key = keyTextOf[id]!;
    if (key === null) blank = true;
    else if (!firstId.has(key)) firstId.set(key, id);
  }
  const keyIds = Uint32Array.from(firstId.values());
  const compare = yield* keyOrder(facts, level, cells.ids, keyIds, keyTextOf);
  const { ordinals, count } = yield* placesInOrder(keyIds.length, (a, b) => compare(keyIds[a]!, keyIds[b]!));
  const texts: GroupKey[] = new Array<GroupKey>(count + (blank ? 1 : 0)).fill(null);
  const numberOf = new Map<GroupKey, number>();
  keyIds.forEach((id, i) => {
    texts[ordinals[i]!] = keyTextOf[id]!;
    numberOf.set(keyTextOf[id]!, ordinals[i]!);
  });
  if (blank) numberOf.set(null, count);
  const keyOf = new Uint32Array(size);
  for (let id = 0; id < size; id++) keyOf[id] = numberOf.get(keyTextOf[id]!)!;
  return { ids, keyOf, size: texts.length, texts, numberOf };
}

/** How two ids' keys (both non-blank) compare: a total order, so no two keys share a place. */
function* keyOrder(facts: ColumnFacts, level: GroupLevel, ids: RowIds, keyIds: Uint32Array, keyTextOf: GroupKey[]): Generator<void, (a: number, b: number) => number> {
  const textOf = (id: number) => keyTextOf[id]!;
  if (level.bucket) return (a, b) => byCodeUnits(textOf(a), textOf(b));
  const { typed } = yield* facts.texts();
  if (typed) return (a, b) => typed[a]! - typed[b]! || byCodeUnits(textOf(a), textOf(b));
  // Text: the column's own natural order (as its sort reads it), worked out per row; ties by code units.
  const { keys, codes } = yield* facts.orderOf();
  const place = new Float64Array(keyTextOf.length).fill(NaN);
  for (let i = 0; i < keyIds.length; i++) place[keyIds[i]!] = -1;
  // Each key's place is that of a row holding it: a dictionary's few keys are all met in the first rows.
  let left = keyIds.length;
  for (let row = 0; row < facts.rowCount && left > 0; row++) {
    const id = ids ? ids[row]! : row;
    if (place[id] === -1) {
      place[id] = keys === null ? row : codes ? keys[codes[row]!]! : keys[row]!;
      left--;
    }
    if ((row & (STEP - 1)) === STEP - 1) yield;
  }
  return (a, b) => place[a]! - place[b]! || byCodeUnits(textOf(a), textOf(b));
}
