import type { GroupOrder } from '../../model/groupSort';
import { placesInOrder } from '../sortInSteps';
import type { AggregateValues } from './aggregates';
import { compareScaled } from './exactNumbers';
import type { GroupTree } from './groupTree';
import type { LevelKeys } from './levelKeys';

/** A block of groups bigger than this is sorted in steps (a merge sort that yields), not at once. */
export const SORTED_AT_ONCE = 50_000;

/**
 * The groups of each level in the order shown, within their parent: level l's entry lists the
 * level's groups, each parent's block in the place the tree gives it (firstChild), sorted.
 * Level 0 (the whole) has none.
 * - by key: the tree's own order ascending; descending reverses it, but the blank group stays last;
 * - by an aggregate (`values`): its value in the direction, groups with an empty aggregate last
 *   both ways, ties by key ascending (blank last).
 */
export function* groupOrder(tree: GroupTree, keys: readonly LevelKeys[], order: GroupOrder, values: AggregateValues | null, atOnce = SORTED_AT_ONCE): Generator<void, Uint32Array[]> {
  const orders: Uint32Array[] = [new Uint32Array(0)];
  for (let l = 1; l < tree.levels.length; l++) {
    const count = tree.levels[l]!.keys.length;
    const shown = new Uint32Array(count);
    for (let g = 0; g < count; g++) shown[g] = g;
    const { firstChild } = tree.levels[l - 1]!;
    const groupKeys = tree.levels[l]!.keys;
    const blank = keys[l - 1]!.blank ? keys[l - 1]!.size - 1 : -1;
    for (let parent = 0; parent + 1 < firstChild.length; parent++) {
      const [from, to] = [firstChild[parent]!, firstChild[parent + 1]!];
      if (order.by === 'key') {
        if (order.direction === 'desc') shown.subarray(from, groupKeys[to - 1] === blank ? to - 1 : to).reverse();
        continue;
      }
      const sign = order.direction === 'asc' ? 1 : -1;
      const compare = (a: number, b: number) => {
        const [x, y] = [values!.value(l, a), values!.value(l, b)];
        if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
        return sign * compareScaled(x, y) || a - b; // a tie by key: groups of a block are numbered by key
      };
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
