import { AGG_FUNCS, type AggFunc } from '../../model/grouping';
import { type ColumnFacts, type RowIds, STEP } from './columnFacts';
import { addScaled, meanScaled, meanText, type Scaled, SPILL_AT, sumText } from './exactNumbers';
import type { GroupTree, TreeLevel } from './groupTree';

/** One aggregate of every group of a tree, level by level (level 0: the totals). */
export interface AggregateValues {
  /** What group g of level `level` shows in the column's cell; '' for an empty aggregate. */
  text(level: number, g: number): string;
  /** Its value, exact, to order groups by; null for an empty aggregate (no cell read). */
  value(level: number, g: number): Scaled | null;
}

/** An aggregate no cell can feed: a function the column's type does not offer. */
const EMPTY: AggregateValues = { text: () => '', value: () => null };

/**
 * Every group's aggregate `func` of a column (its facts read as the query's type). Every
 * function reads only the cells that read as the type (text: non-empty ones):
 * - count: how many; distinct: how many different values (numbers by value, dates by date, text by exact text);
 * - sum: exact, with the column's decimals; avg: the exact mean rounded half away from zero to
 *   two more decimals, trailing zeros trimmed; both empty when no cell reads;
 * - min and max: the cell's text as written, of the smallest or largest value (ties: the first
 *   row in file order), empty when no cell reads.
 * Counts and sums are added up from the deepest level; distinct values are counted per level.
 */
export function* aggregateValues(tree: GroupTree, facts: ColumnFacts, func: AggFunc): Generator<void, AggregateValues> {
  if (!AGG_FUNCS[facts.type].includes(func)) return EMPTY;
  const readable = yield* facts.readable();
  const { ids } = facts.cells;
  switch (func) {
    case 'count': {
      const counts = yield* countsOf(tree, ids, readable);
      return { text: (l, g) => String(counts[l]![g]!), value: (l, g) => counts[l]![g]! };
    }
    case 'distinct': {
      const counts = yield* distinctCounts(tree, facts, ids, readable);
      return { text: (l, g) => String(counts[l]![g]!), value: (l, g) => counts[l]![g]! };
    }
    case 'sum':
    case 'avg':
      return yield* sumsOf(tree, facts, ids, readable, func);
    case 'min':
    case 'max':
      return yield* extremesOf(tree, facts, ids, func === 'min' ? 1 : -1);
  }
}

/** The deepest level's runs, a yield every STEP rows or so. */
function* eachGroup(level: TreeLevel, visit: (g: number, from: number, to: number) => void): Generator<void, void> {
  const { starts } = level;
  let since = 0;
  for (let g = 0; g + 1 < starts.length; g++) {
    visit(g, starts[g]!, starts[g + 1]!);
    since += starts[g + 1]! - starts[g]!;
    if (since >= STEP) {
      since = 0;
      yield;
    }
  }
}

/** Each level's figures from the deepest one's, each group's from its children's. */
function rollUp<T>(tree: GroupTree, deepest: T[], combine: (into: T, from: T) => T, empty: () => T): T[][] {
  const { levels } = tree;
  const byLevel: T[][] = new Array<T[]>(levels.length);
  byLevel[levels.length - 1] = deepest;
  for (let l = levels.length - 2; l >= 0; l--) {
    const { firstChild } = levels[l]!;
    const below = byLevel[l + 1]!;
    byLevel[l] = Array.from({ length: firstChild.length - 1 }, (_, g) => {
      let figure = empty();
      for (let child = firstChild[g]!; child < firstChild[g + 1]!; child++) figure = combine(figure, below[child]!);
      return figure;
    });
  }
  return byLevel;
}

function* countsOf(tree: GroupTree, ids: RowIds, readable: Uint8Array): Generator<void, number[][]> {
  const { members } = tree;
  const deepest: number[] = [];
  yield* eachGroup(tree.levels.at(-1)!, (g, from, to) => {
    let count = 0;
    if (ids) for (let i = from; i < to; i++) count += readable[ids[members[i]!]!]!;
    else for (let i = from; i < to; i++) count += readable[members[i]!]!;
    deepest[g] = count;
  });
  return rollUp(tree, deepest, (a, b) => a + b, () => 0);
}

function* distinctCounts(tree: GroupTree, facts: ColumnFacts, ids: RowIds, readable: Uint8Array): Generator<void, number[][]> {
  const classes = yield* facts.valueClasses();
  const { members } = tree;
  // The last group (numbered across levels) that met each value: a value counts once per group.
  const seenBy = new Int32Array(classes.range).fill(-1);
  const classOf = (row: number) => {
    const id = classes.ids ? classes.ids[row]! : row;
    return classes.classes ? classes.classes[id]! : id;
  };
  let stamp = 0;
  const byLevel: number[][] = [];
  for (const level of tree.levels) {
    const counts: number[] = [];
    yield* eachGroup(level, (g, from, to) => {
      let count = 0;
      for (let i = from; i < to; i++) {
        const row = members[i]!;
        if (!readable[ids ? ids[row]! : row]) continue;
        const value = classOf(row);
        if (seenBy[value] !== stamp) {
          seenBy[value] = stamp;
          count++;
        }
      }
      counts[g] = count;
      stamp++;
    });
    byLevel.push(counts);
  }
  return byLevel;
}

interface Sum {
  sum: Scaled;
  count: number;
}

function* sumsOf(tree: GroupTree, facts: ColumnFacts, ids: RowIds, readable: Uint8Array, func: 'sum' | 'avg'): Generator<void, AggregateValues> {
  const { decimals, scaled, big } = yield* facts.numbers();
  const { members } = tree;
  const deepest: Sum[] = [];
  yield* eachGroup(tree.levels.at(-1)!, (g, from, to) => {
    // A double while the running sum stays below SPILL_AT (every value is below SAFE_VALUE): exact; past it, a BigInt.
    let small = 0;
    let large = 0n;
    let count = 0;
    for (let i = from; i < to; i++) {
      const row = members[i]!;
      const id = ids ? ids[row]! : row;
      const value = scaled[id]!;
      count += readable[id]!;
      if (value !== value) continue;
      small += value;
      if (small >= SPILL_AT || small <= -SPILL_AT) {
        large += BigInt(small);
        small = 0;
      }
    }
    if (big.size > 0) {
      for (let i = from; i < to; i++) {
        const row = members[i]!;
        large += big.get(ids ? ids[row]! : row) ?? 0n;
      }
    }
    deepest[g] = { sum: large === 0n ? small : addScaled(small, large), count };
  });
  const sums = rollUp(tree, deepest, (a, b) => ({ sum: addScaled(a.sum, b.sum), count: a.count + b.count }), () => ({ sum: 0, count: 0 }));
  if (func === 'sum') {
    return {
      text: (l, g) => (sums[l]![g]!.count === 0 ? '' : sumText(sums[l]![g]!.sum, decimals)),
      value: (l, g) => (sums[l]![g]!.count === 0 ? null : sums[l]![g]!.sum),
    };
  }
  const mean = (l: number, g: number) => {
    const { sum, count } = sums[l]![g]!;
    return count === 0 ? null : meanScaled(sum, count);
  };
  return {
    text: (l, g) => {
      const value = mean(l, g);
      return value === null ? '' : meanText(value, decimals);
    },
    value: mean,
  };
}

interface Extreme {
  value: number;
  row: number;
}

/** `sign` 1: the smallest value (min, Earliest); -1: the largest (max, Latest). Ties: the first row in file order. */
function* extremesOf(tree: GroupTree, facts: ColumnFacts, ids: RowIds, sign: 1 | -1): Generator<void, AggregateValues> {
  const { typed, text } = facts.cells;
  if (!typed) return EMPTY;
  const { members } = tree;
  const better = (value: number, row: number, than: Extreme) =>
    value === value && (than.value !== than.value || sign * (value - than.value) < 0 || (value === than.value && row < than.row));
  const deepest: Extreme[] = [];
  yield* eachGroup(tree.levels.at(-1)!, (g, from, to) => {
    const best: Extreme = { value: NaN, row: -1 };
    for (let i = from; i < to; i++) {
      const row = members[i]!;
      const value = typed[ids ? ids[row]! : row]!;
      if (better(value, row, best)) [best.value, best.row] = [value, row];
    }
    deepest[g] = best;
  });
  const extremes = rollUp(tree, deepest, (a, b) => (better(b.value, b.row, a) ? b : a), () => ({ value: NaN, row: -1 }));
  return {
    text: (l, g) => {
      const { row } = extremes[l]![g]!;
      return row < 0 ? '' : text(ids ? ids[row]! : row);
    },
    value: (l, g) => {
      const { value } = extremes[l]![g]!;
      return value === value ? value : null;
    },
  };
}
