import { AGG_FUNCS, type AggFunc } from '../../model/grouping';
import { type ColumnFacts, type RowIds, STEP } from './columnFacts';
import { addScaled, meanScaled, meanText, type Scaled, sumText } from './exactNumbers';
import { ExactSums } from './exactSums';
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
export function* aggregateValues(tree: GroupTree, facts: ColumnFacts, func: AggFunc, bitmapBits = DISTINCT_BITMAP_BITS): Generator<void, AggregateValues> {
  if (!AGG_FUNCS[facts.type].includes(func)) return EMPTY;
  const readable = yield* facts.readable();
  const { ids } = facts.cells;
  switch (func) {
    case 'count': {
      const counts = yield* countsOf(tree, ids, readable);
      return { text: (l, g) => String(counts[l]![g]!), value: (l, g) => counts[l]![g]! };
    }
    case 'distinct': {
      const counts = yield* distinctCounts(tree, facts, ids, readable, bitmapBits);
      return { text: (l, g) => String(counts[l]![g]!), value: (l, g) => counts[l]![g]! };
    }
    case 'sum':
    case 'avg':
      return yield* sumsOf(tree, facts, ids, func);
    case 'min':
    case 'max':
      return yield* extremesOf(tree, facts, ids, func === 'min' ? 1 : -1);
  }
}

/** The groups of one level (the runs of the members), a yield every STEP rows or so. */
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

/** The rows that pass in row order, STEP at a time: per-row arrays are read in order, each row's group looked up. */
function* inRowOrder(tree: GroupTree, visit: (from: number, to: number) => void): Generator<void, void> {
  for (let from = 0; from < tree.rows.length; from += STEP) {
    visit(from, Math.min(tree.rows.length, from + STEP));
    yield;
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

const deepestCount = (tree: GroupTree) => tree.levels.at(-1)!.keys.length;

function* countsOf(tree: GroupTree, ids: RowIds, readable: Uint8Array): Generator<void, number[][]> {
  const { rows } = tree;
  const deepestOf = tree.deepestOf();
  const counts = new Float64Array(deepestCount(tree));
  yield* inRowOrder(tree, (from, to) => {
    if (ids) for (let i = from; i < to; i++) counts[deepestOf[rows[i]!]!]! += readable[ids[rows[i]!]!]!;
    else for (let i = from; i < to; i++) counts[deepestOf[rows[i]!]!]! += readable[rows[i]!]!;
  });
  return rollUp(tree, Array.from(counts), (a, b) => a + b, () => 0);
}

/** Past this many bits (a level's groups times the values), distinct values are counted over each group's run, not in a bitmap. */
export const DISTINCT_BITMAP_BITS = 2 ** 25;

function* distinctCounts(tree: GroupTree, facts: ColumnFacts, ids: RowIds, readable: Uint8Array, bitmapBits: number): Generator<void, number[][]> {
  const { ids: classIds, classes, range } = yield* facts.valueClasses();
  if (tree.levels.every((level) => level.keys.length * range <= bitmapBits)) return yield* distinctByBits(tree, ids, readable, classIds, classes, range);
  const { rows, members } = tree;
  // Each member's value class (-1: a blank cell), gathered once; then each level reads them in order.
  const classOf = new Int32Array(members.length);
  for (let from = 0; from < members.length; from += STEP) {
    for (let i = from; i < Math.min(members.length, from + STEP); i++) {
      const row = members[i]!;
      const id = classIds ? classIds[row]! : row;
      classOf[i] = readable[ids ? ids[row]! : row] ? (classes ? classes[id]! : id) : -1;
    }
    yield;
  }
  // The last group (numbered across levels) that met each value: a value counts once per group.
  const seenBy = new Int32Array(range).fill(-1);
  let stamp = 0;
  const byLevel: number[][] = [[]];
  for (const level of tree.levels.slice(1)) {
    const counts: number[] = [];
    yield* eachGroup(level, (g, from, to) => {
      let count = 0;
      for (let i = from; i < to; i++) {
        const value = classOf[i]!;
        if (value < 0 || seenBy[value] === stamp) continue;
        seenBy[value] = stamp;
        count++;
      }
      counts[g] = count;
      stamp++;
    });
    byLevel.push(counts);
  }
  // The whole: every value met at all.
  let whole = 0;
  for (let i = 0; i < rows.length; i++) {
    const value = classOf[i]!;
    if (value >= 0 && seenBy[value] !== -2) {
      seenBy[value] = -2;
      whole++;
    }
  }
  byLevel[0] = [whole];
  return byLevel;
}

/** Each deepest group's ancestor on every level (the whole's: 0). */
function ancestors(tree: GroupTree): Uint32Array[] {
  const { levels } = tree;
  const deepest = levels.length - 1;
  const of: Uint32Array[] = new Array<Uint32Array>(levels.length);
  of[deepest] = Uint32Array.from({ length: levels[deepest]!.keys.length }, (_, g) => g);
  for (let l = deepest - 1; l >= 0; l--) {
    const { firstChild } = levels[l]!;
    const parent = new Uint32Array(levels[l + 1]!.keys.length);
    for (let g = 0; g + 1 < firstChild.length; g++) parent.fill(g, firstChild[g], firstChild[g + 1]);
    of[l] = of[l + 1]!.map((child) => parent[child]!);
  }
  return of;
}

/**
 * Distinct values counted in row order, a bit per group and value on each level: for a level's
 * groups times the values within BITMAP_BITS (a few thousand names in a thousand groups).
 */
function* distinctByBits(tree: GroupTree, ids: RowIds, readable: Uint8Array, classIds: RowIds, classes: Uint32Array | Uint8Array | null, range: number): Generator<void, number[][]> {
  const { rows, levels } = tree;
  const deepestOf = tree.deepestOf();
  const ancestorOf = ancestors(tree);
  const bits = levels.map((level) => new Int32Array(Math.ceil((level.keys.length * range) / 32)));
  const counts = levels.map((level) => new Float64Array(level.keys.length));
  yield* inRowOrder(tree, (from, to) => {
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      if (!readable[ids ? ids[row]! : row]) continue;
      const id = classIds ? classIds[row]! : row;
      const value = classes ? classes[id]! : id;
      const g = deepestOf[row]!;
      for (let l = 0; l < levels.length; l++) {
        const group = ancestorOf[l]![g]!;
        const bit = group * range + value;
        const word = bits[l]!;
        if (word[bit >>> 5]! & (1 << (bit & 31))) continue;
        word[bit >>> 5]! |= 1 << (bit & 31);
        counts[l]![group]!++;
      }
    }
  });
  return counts.map((level) => Array.from(level));
}

interface Sum {
  sum: Scaled;
  count: number;
}

function* sumsOf(tree: GroupTree, facts: ColumnFacts, ids: RowIds, func: 'sum' | 'avg'): Generator<void, AggregateValues> {
  const { decimals, toPoint, fromPoint } = yield* facts.numbers();
  const { typed, text } = facts.cells;
  if (!typed) return EMPTY;
  const { rows } = tree;
  const deepestOf = tree.deepestOf();
  const groups = deepestCount(tree);
  const exact = new ExactSums(groups, decimals);
  const counts = new Float64Array(groups);
  yield* inRowOrder(tree, (from, to) => {
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      const id = ids ? ids[row]! : row;
      const value = typed[id]!;
      if (value !== value) continue;
      const g = deepestOf[row]!;
      counts[g]!++;
      if (!exact.addValue(g, value)) exact.addText(g, toPoint(text(id)));
    }
  });
  const deepest = Array.from({ length: groups }, (_, g): Sum => ({ sum: exact.sum(g), count: counts[g]! }));
  const sums = rollUp(tree, deepest, (a, b) => ({ sum: addScaled(a.sum, b.sum), count: a.count + b.count }), () => ({ sum: 0, count: 0 }));
  if (func === 'sum') {
    return {
      text: (l, g) => (sums[l]![g]!.count === 0 ? '' : fromPoint(sumText(sums[l]![g]!.sum, decimals))),
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
      return value === null ? '' : fromPoint(meanText(value, decimals));
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
  const { rows } = tree;
  const deepestOf = tree.deepestOf();
  const groups = deepestCount(tree);
  // In row order, a tie keeps the first row.
  const best = new Float64Array(groups).fill(NaN);
  const bestRow = new Int32Array(groups).fill(-1);
  yield* inRowOrder(tree, (from, to) => {
    for (let i = from; i < to; i++) {
      const row = rows[i]!;
      const value = typed[ids ? ids[row]! : row]!;
      const g = deepestOf[row]!;
      if (value === value && (sign * (value - best[g]!) < 0 || bestRow[g] === -1)) {
        best[g] = value;
        bestRow[g] = row;
      }
    }
  });
  const better = (value: number, row: number, than: Extreme) =>
    value === value && (than.value !== than.value || sign * (value - than.value) < 0 || (value === than.value && row < than.row));
  const deepest = Array.from({ length: groups }, (_, g): Extreme => ({ value: best[g]!, row: bestRow[g]! }));
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
