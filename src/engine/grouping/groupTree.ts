import { countingSort } from '../sortKeys';
import { STEP } from './columnFacts';
import type { LevelKeys } from './levelKeys';

/**
 * The groups of the rows that pass, level by level. `members` holds those rows ordered by their
 * keys, outermost level first (and in the order given within a group), so that every group at
 * every level is a run of it. Level 0 is one group of every row (what the totals count);
 * groups of a level are numbered in their parents' order and, within a parent, by key.
 */
export interface GroupTree {
  readonly members: Uint32Array;
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

/** Numbers appended one at a time, kept in a typed array that grows by doubling. */
class Numbers {
  private items = new Uint32Array(64);
  length = 0;

  push(value: number) {
    if (this.length === this.items.length) {
      const grown = new Uint32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  get last(): number {
    return this.items[this.length - 1]!;
  }

  done(): Uint32Array {
    return this.items.slice(0, this.length);
  }
}

/**
 * Groups `rows` (the rows that pass, in the order rows keep within a group) by the levels'
 * keys: a stable counting sort per level, deepest first, then one pass that cuts the runs.
 */
export function* groupTree(rows: Uint32Array, levels: readonly LevelKeys[]): Generator<void, GroupTree> {
  let members = rows;
  for (let l = levels.length - 1; l >= 0; l--) {
    const { keyOf, ids, size } = levels[l]!;
    members = countingSort(members, { range: size, keys: keyOf, ...(ids ? { codes: ids } : {}) });
    yield;
  }
  const starts = levels.map(() => new Numbers());
  const keys = levels.map(() => new Numbers());
  const firstChild = levels.map(() => new Numbers());
  const depth = levels.length;
  for (let from = 0; from < members.length; from += STEP) {
    for (let i = from; i < Math.min(members.length, from + STEP); i++) {
      const row = members[i]!;
      // The first level whose key differs from the row before's: a new group there and below.
      let changed = i === 0 ? 0 : depth;
      for (let l = 0; l < depth && changed === depth; l++) {
        const { keyOf, ids } = levels[l]!;
        if (keyOf[ids ? ids[row]! : row] !== keys[l]!.last) changed = l;
      }
      for (let l = changed; l < depth; l++) {
        const { keyOf, ids } = levels[l]!;
        if (l + 1 < depth) firstChild[l]!.push(starts[l + 1]!.length);
        starts[l]!.push(i);
        keys[l]!.push(keyOf[ids ? ids[row]! : row]!);
      }
    }
    yield;
  }
  const whole: TreeLevel = { starts: Uint32Array.of(0, members.length), keys: Uint32Array.of(0), firstChild: Uint32Array.of(0, depth > 0 ? starts[0]!.length : 0) };
  const grouped = levels.map((_, l): TreeLevel => {
    starts[l]!.push(members.length);
    if (l + 1 < depth) firstChild[l]!.push(starts[l + 1]!.length);
    return { starts: starts[l]!.done(), keys: keys[l]!.done(), firstChild: l + 1 < depth ? firstChild[l]!.done() : new Uint32Array(starts[l]!.length) };
  });
  return { members, levels: [whole, ...grouped] };
}

/** How many groups a level of the tree has. */
export const groupCount = (level: TreeLevel): number => level.keys.length;

/** How many rows group g of a level holds. */
export const rowCount = (level: TreeLevel, g: number): number => level.starts[g + 1]! - level.starts[g]!;
