import type { RowIds } from './columnFacts';
import type { LevelKeys } from './levelKeys';

/**
 * The groups of the rows that pass, level by level. `members` holds those rows ordered by their
 * keys, outermost level first (and in the order given within a group), so that every group at
 * every level is a run of it. Level 0 is one group of every row (what the totals count);
 * groups of a level are numbered in their parents' order and, within a parent, by key.
 */
export interface GroupTree {
  /** The rows that pass, in row order. */
  readonly rows: Uint32Array;
  readonly members: Uint32Array;
  /** Each row's group on the deepest level, by row (rows that do not pass: any), worked out on first use. */
  deepestOf(): Uint32Array;
  /** Levels 0 (the whole) to L (the deepest). */
  readonly levels: readonly TreeLevel[];
}

export interface TreeLevel {
  /** Group g's rows are members[starts[g]] up to members[starts[g + 1]]. */
  readonly starts: Uint32Array;
  /** Each group's key number (LevelKeys); 0 for the whole. */
  readonly keys: Uint32Array;
  /** Group g's groups on the next level are firstChild[g] up to firstChild[g + 1] (none for the deepest). */
  readonly firstChild: Uint32Array;
}

/** Each of `rows`' key by its ids. */
function keysOf(rows: Uint32Array, keyOf: Uint32Array, ids: RowIds): Uint32Array {
  const keys = new Uint32Array(rows.length);
  if (ids) for (let i = 0; i < rows.length; i++) keys[i] = keyOf[ids[rows[i]!]!]!;
  else for (let i = 0; i < rows.length; i++) keys[i] = keyOf[rows[i]!]!;
  return keys;
}

/** The rows ordered by their keys (stable: a counting sort), and where each key's rows start among them (and end, at `range`). */
function sortByKeys(rows: Uint32Array, keys: Uint32Array, range: number): { rows: Uint32Array; starts: Uint32Array } {
  const starts = new Uint32Array(range + 1);
  for (let i = 0; i < keys.length; i++) starts[keys[i]! + 1]!++;
  for (let key = 1; key <= range; key++) starts[key]! += starts[key - 1]!;
  const next = starts.slice();
  const sorted = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) sorted[next[keys[i]!]!++] = rows[i]!;
  return { rows: sorted, starts };
}

/** The outermost level's groups: the keys that have rows, in order (and `cuts` marks where each starts). */
function outermost(starts: Uint32Array, cuts: Uint8Array): { starts: Uint32Array; keys: Uint32Array } {
  const keys: number[] = [];
  for (let key = 0; key + 1 < starts.length; key++) {
    if (starts[key]! === starts[key + 1]!) continue;
    keys.push(key);
    cuts[starts[key]!] = 1;
  }
  return { starts: Uint32Array.from([...keys.map((key) => starts[key]!), starts.at(-1)!]), keys: Uint32Array.from(keys) };
}

/** Where a level's groups start among the members: where its key or a level above changes (`cuts` marks the latter, and gains this level's). */
function levelOf(keys: Uint32Array, cuts: Uint8Array): { starts: Uint32Array; keys: Uint32Array } {
  let count = 0;
  for (let i = 0; i < keys.length; i++) {
    if (i === 0 || cuts[i] || keys[i] !== keys[i - 1]) {
      cuts[i] = 1;
      count++;
    }
  }
  const starts = new Uint32Array(count + 1);
  const groupKeys = new Uint32Array(count);
  for (let i = 0, g = 0; i < keys.length; i++) {
    if (!cuts[i]) continue;
    starts[g] = i;
    groupKeys[g++] = keys[i]!;
  }
  starts[count] = keys.length;
  return { starts, keys: groupKeys };
}

/** Each group's first child: the children of a group are the next level's groups starting within its run. */
function firstChildren(starts: Uint32Array, below: Uint32Array): Uint32Array {
  const firstChild = new Uint32Array(starts.length);
  let child = 0;
  for (let g = 0; g < starts.length; g++) {
    while (child < below.length - 1 && below[child]! < starts[g]!) child++;
    firstChild[g] = g === starts.length - 1 ? below.length - 1 : child;
  }
  return firstChild;
}

/**
 * Groups `rows` (the rows that pass, in row order) by the levels' keys: a stable counting
 * sort per level, deepest first, then, level by level, the runs of equal keys.
 */
export function* groupTree(rows: Uint32Array, levels: readonly LevelKeys[], rowCount: number): Generator<void, GroupTree> {
  let members = rows;
  let starts: Uint32Array | null = null;
  for (let l = levels.length - 1; l >= 0; l--) {
    const { keyOf, ids, size } = levels[l]!;
    ({ rows: members, starts } = sortByKeys(members, keysOf(members, keyOf, ids), size));
    yield;
  }
  const whole = { starts: Uint32Array.of(0, members.length), keys: Uint32Array.of(0) };
  const cuts = new Uint8Array(members.length);
  const runs: { starts: Uint32Array; keys: Uint32Array }[] = [whole];
  for (let l = 0; l < levels.length; l++) {
    const { keyOf, ids } = levels[l]!;
    runs.push(l === 0 ? outermost(starts!, cuts) : levelOf(keysOf(members, keyOf, ids), cuts));
    yield;
  }
  const treeLevels = runs.map(({ starts: runStarts, keys }, l): TreeLevel => {
    const below = runs[l + 1];
    return { starts: runStarts, keys, firstChild: below ? firstChildren(runStarts, below.starts) : new Uint32Array(runStarts.length) };
  });
  let deepest: Uint32Array | null = null;
  const deepestOf = () => {
    if (deepest) return deepest;
    deepest = new Uint32Array(rowCount);
    const { starts: runStarts } = treeLevels.at(-1)!;
    for (let g = 0; g + 1 < runStarts.length; g++) for (let i = runStarts[g]!; i < runStarts[g + 1]!; i++) deepest[members[i]!] = g;
    return deepest;
  };
  return { rows, members, deepestOf, levels: treeLevels };
}

/** How many rows group g of a level holds. */
export const rowCount = (level: TreeLevel, g: number): number => level.starts[g + 1]! - level.starts[g]!;
