import { groupId, type GroupKey, type OpenGroups, parseGroupId } from '../../model/grouping';
import type { GroupTree } from './groupTree';
import type { LevelKeys } from './levelKeys';

/** A line of the display list: a group (its level, 1 up, and number there), or a row of the table. */
export type DisplayItem = { readonly level: number; readonly group: number } | { readonly row: number };

/**
 * A run of the display list: groups shown one after another (positions from..to of their
 * level's order), or the rows of an open deepest group. `at`: its first line's place.
 */
type Segment = { at: number; level: number; from: number; to: number; rows?: undefined } | { at: number; rows: Uint32Array };

/** What the grid pages over: group rows, and the rows of open groups, in order. */
export interface DisplayList {
  readonly length: number;
  /** Lines start..end-1 (cut at the end). */
  slice(start: number, end: number): DisplayItem[];
}

/** Each group's key path, outermost first. */
function pathOf(tree: GroupTree, keys: readonly LevelKeys[], level: number, group: number): GroupKey[] {
  const path: GroupKey[] = [];
  for (let l = level, g = group; l >= 1; l--) {
    path.unshift(keys[l - 1]!.text(tree.levels[l]!.keys[g]!));
    const { firstChild } = tree.levels[l - 1]!;
    // The parent: the last group of the level above whose children start at or before g.
    let [low, high] = [0, firstChild.length - 2];
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (firstChild[middle]! <= g) low = middle;
      else high = middle - 1;
    }
    g = low;
  }
  return path;
}

/** The group a path names (its level and number), or null when no group has that path. */
function groupAt(tree: GroupTree, keys: readonly LevelKeys[], path: readonly GroupKey[]): { level: number; group: number } | null {
  if (path.length === 0 || path.length >= tree.levels.length) return null;
  let group = 0;
  for (let l = 1; l <= path.length; l++) {
    const key = keys[l - 1]!.numberOf(path[l - 1]!);
    if (key === undefined) return null;
    const { firstChild } = tree.levels[l - 1]!;
    const groupKeys = tree.levels[l]!.keys;
    // Within a parent, groups are numbered in key order.
    let [low, high] = [firstChild[group]!, firstChild[group + 1]!];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (groupKeys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    if (low === firstChild[group + 1] || groupKeys[low] !== key) return null;
    group = low;
  }
  return { level: path.length, group };
}

/** Which groups are open, level by level (index 0, the whole, is always open). */
export function openFlags(tree: GroupTree, keys: readonly LevelKeys[], open: OpenGroups): Uint8Array[] {
  const flags = tree.levels.map((level, l) => new Uint8Array(level.keys.length).fill(l === 0 || open.all ? 1 : 0));
  for (const id of new Set(open.toggled)) {
    const path = parseGroupId(id);
    const found = path && groupAt(tree, keys, path);
    if (found) flags[found.level]![found.group] = open.all ? 0 : 1;
  }
  return flags;
}

/** A group's id: the JSON array of its path of keys. */
export const idOf = (tree: GroupTree, keys: readonly LevelKeys[], level: number, group: number): string => groupId(pathOf(tree, keys, level, group));

/**
 * The display list: each level's groups in `orders`, an open group followed by its next level's
 * groups or, on the deepest level, its rows (`rowsOf`, in the order rows keep within a group).
 * With no levels, the rows of the whole. Made of runs, so it costs a few numbers per open group.
 */
export function displayList(tree: GroupTree, orders: readonly Uint32Array[], open: readonly Uint8Array[], rowsOf: (group: number) => Uint32Array): DisplayList {
  const deepest = tree.levels.length - 1;
  const segments: Segment[] = [];
  let length = 0;
  const add = (segment: Segment, lines: number) => {
    if (lines === 0) return;
    segments.push(segment);
    length += lines;
  };
  const walk = (level: number, from: number, to: number) => {
    let run = from;
    for (let i = from; i < to; i++) {
      const group = orders[level]![i]!;
      if (!open[level]![group]) continue;
      add({ at: length, level, from: run, to: i + 1 }, i + 1 - run);
      run = i + 1;
      if (level === deepest) add({ at: length, rows: rowsOf(group) }, rowsOf(group).length);
      else walk(level + 1, tree.levels[level]!.firstChild[group]!, tree.levels[level]!.firstChild[group + 1]!);
    }
    add({ at: length, level, from: run, to }, to - run);
  };
  if (deepest === 0) add({ at: 0, rows: rowsOf(0) }, rowsOf(0).length);
  else walk(1, 0, tree.levels[1]!.keys.length);
  return {
    length,
    slice(start, end) {
      const items: DisplayItem[] = [];
      let [low, high] = [0, segments.length - 1];
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if (segments[middle]!.at <= start) low = middle;
        else high = middle - 1;
      }
      for (let s = low, at = Math.max(0, start); s < segments.length && at < Math.min(end, length); s++) {
        const segment = segments[s]!;
        const lines = segment.rows ? segment.rows.length : segment.to - segment.from;
        for (; at < Math.min(end, segment.at + lines); at++) {
          const offset = at - segment.at;
          items.push(segment.rows ? { row: segment.rows[offset]! } : { level: segment.level, group: orders[segment.level]![segment.from + offset]! });
        }
      }
      return items;
    },
  };
}
