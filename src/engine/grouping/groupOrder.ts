import type { Aggregate } from '../../model/grouping';
import type { GroupOrder } from '../../model/groupSort';
import { placesInOrder } from '../sortInSteps';
import type { AggregateValues } from './aggregates';
import { compareScaled, type Scaled } from './exactNumbers';
import type { GroupTree } from './groupTree';
import type { LevelKeys } from './levelKeys';

/** A block of groups bigger than this is sorted in steps (a merge sort that yields), not at once. */
export const SORTED_AT_ONCE = 50_000;

/**
 * Two sibling groups compared in the group order (model/groupSort.ts): by each item in turn,
 * then by key ascending. `byKey` compares keys ascending, the blank group last; a key item
 * descending keeps the blank group last; an aggregate's empty value (null) goes last both ways.
 * `valuesOf` gives an aggregate's value of a group; it is asked once per item, not per comparison.
 */
export function groupComparator<G>(
  order: GroupOrder,
  byKey: (a: G, b: G) => number,
  isBlank: (group: G) => boolean,
  valuesOf: (aggregate: Aggregate) => (group: G) => Scaled | null,
): (a: G, b: G) => number {
  const values = order.map((item) => (item.by === 'aggregate' ? valuesOf(item.aggregate) : null));
  return (a, b) => {
    for (let i = 0; i < order.length; i++) {
      const sign = order[i]!.direction === 'asc' ? 1 : -1;
      const valueOf = values[i];
      if (!valueOf) return isBlank(a) || isBlank(b) ? byKey(a, b) : sign * byKey(a, b);
      const [x, y] = [valueOf(a), valueOf(b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const compared = compareScaled(x, y);
      if (compared !== 0) return sign * compared;
    }
    return byKey(a, b);
  };
}

/**
 * The groups of each level in the order shown, within their parent: level l's entry lists the
 * level's groups, each parent's block in the place the tree gives it (firstChild), sorted.
 * Level 0 (the whole) has none. `values` holds each aggregate the order reads, by column. By key
 * alone, the tree's own order is kept (ascending) or reversed (descending, the blank group last).
 */
export function* groupOrder(tree: GroupTree, keys: readonly LevelKeys[], order: GroupOrder, values: ReadonlyMap<string, AggregateValues>, atOnce = SORTED_AT_ONCE): Generator<void, Uint32Array[]> {
  const byKeyAlone = order.length === 0 || order[0]!.by === 'key';
  const orders: Uint32Array[] = [new Uint32Array(0)];
  for (let l = 1; l < tree.levels.length; l++) {
    const count = tree.levels[l]!.keys.length;
    const shown = new Uint32Array(count);
    for (let g = 0; g < count; g++) shown[g] = g;
    const { firstChild } = tree.levels[l - 1]!;
    const groupKeys = tree.levels[l]!.keys;
    const blank = keys[l - 1]!.blank ? keys[l - 1]!.size - 1 : -1;
    // The groups of a block are numbered in key order, the blank group last.
    const compare = groupComparator<number>(order, (a, b) => a - b, (g) => groupKeys[g] === blank, ({ colId }) => (g) => values.get(colId)!.value(l, g));
    for (let parent = 0; parent + 1 < firstChild.length; parent++) {
      const [from, to] = [firstChild[parent]!, firstChild[parent + 1]!];
      if (byKeyAlone) {
        if (order[0]?.direction === 'desc') shown.subarray(from, groupKeys[to - 1] === blank ? to - 1 : to).reverse();
        continue;
      }
      const block = shown.subarray(from, to);
      if (block.length <= atOnce) block.sort(compare);
      else {
        const { ordinals } = yield* placesInOrder(block.length, (a, b) => compare(from + a, from + b));
        for (let i = 0; i < block.length; i++) block[ordinals[i]!] = from + i;
      }
      yield;
    }
    orders.push(shown);
  }
  return orders;
}
