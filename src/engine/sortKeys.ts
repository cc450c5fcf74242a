import type { Codes } from '../model/textLists';
import type { RowMask } from './rowMask';

/** Rows per step between two yields, so a newer query can interrupt an older one. */
const STEP = 65_536;

/** Keys by row or by value: small whole numbers. */
type Keys = Uint8Array | Uint32Array;

/**
 * A sort key, or part of one: a whole number in 0..range-1 per row; smaller sorts first. Data,
 * not a function, so that one loop reads every kind of key with no call per row.
 */
export interface KeyPart {
  range: number;
  /** The row's key is keys[codes[row]] (a dict column's keys are per value), else keys[row], else the row itself. */
  keys: Keys | null;
  codes?: Codes;
  /** Every row of the table in this part's ascending order, ties by row, when known in advance. */
  order?: Uint32Array;
  /** The last key, range - 1, is empty cells': they stay last when descending. */
  emptyLast?: boolean;
  descending?: boolean;
}

/** A part in descending order: the exact reverse, but empty cells stay last. */
export function descending(part: KeyPart): KeyPart {
  return { ...part, descending: true, order: part.emptyLast ? undefined : part.order };
}

/** The rows ordered by one key part, keeping their order among equal keys. */
export function countingSort(rows: Uint32Array, part: KeyPart): Uint32Array {
  const { range, keys, codes } = part;
  // Descending: key k becomes last - k; with empty cells, the empty key stays last.
  const last = range - 1;
  const flip = !part.descending ? 0 : part.emptyLast ? 2 : 1;
  const keyAt = new Uint32Array(rows.length);
  const starts = new Uint32Array(range + 1);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let key = keys === null ? row : codes ? keys[codes[row]!]! : keys[row]!;
    if (flip === 1) key = last - key;
    else if (flip === 2 && key !== last) key = last - 1 - key;
    keyAt[i] = key;
    starts[key + 1]!++;
  }
  for (let key = 1; key <= range; key++) starts[key]! += starts[key - 1]!;
  const sorted = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) sorted[starts[keyAt[i]!]!++] = rows[i]!;
  return sorted;
}

/** The rows of `order` (every row of a table) that pass, `count` of them, forwards or backwards. */
export function inOrder(order: Uint32Array, passes: RowMask | null, count: number, backwards: boolean): Uint32Array {
  if (!passes) return backwards ? order.slice().reverse() : order.slice();
  const rows = new Uint32Array(count);
  let i = 0;
  if (backwards) {
    for (let k = order.length - 1; k >= 0; k--) if (passes[order[k]!]) rows[i++] = order[k]!;
  } else {
    for (let k = 0; k < order.length; k++) if (passes[order[k]!]) rows[i++] = order[k]!;
  }
  return rows;
}

/** How many places ordinals number: one more than the largest. */
export const placesIn = (ordinals: Uint32Array): number => ordinals.reduce((most, ordinal) => Math.max(most, ordinal + 1), 0);

/**
 * Ranks as a key part, best first: ranks take few values (7 down to 2, and 1 + 1/spread), so
 * they are numbered. `ranks` holds the rank of each of `rows`, by row.
 */
function rankClasses(ranks: Float64Array, rows: Uint32Array, distinct: Set<number>, count: number): KeyPart {
  const classOf = new Map([...distinct].sort((a, b) => b - a).map((rank, i) => [rank, i]));
  const rankClass = classOf.size <= 256 ? new Uint8Array(count) : new Uint32Array(count);
  for (let i = 0; i < rows.length; i++) rankClass[rows[i]!] = classOf.get(ranks[rows[i]!]!)!;
  return { range: classOf.size, keys: rankClass };
}

/** Ranks each of `rows` once with `rankOf`, yielding every STEP rows. */
export function* rankRows(rows: Uint32Array, count: number, rankOf: (row: number) => number): Generator<void, KeyPart> {
  const ranks = new Float64Array(count);
  const distinct = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const rank = rankOf(row);
    ranks[row] = rank;
    distinct.add(rank);
    if (i % STEP === STEP - 1) yield;
  }
  return rankClasses(ranks, rows, distinct, count);
}
