import type { ExpandedRows } from '../model/query';
import type { Tree } from '../model/tree';
import type { QueryResult } from './rowIndex';

/**
 * Sub rows are filtered down to this depth; the sub rows of a shown row deeper than that are
 * kept unfiltered (the reference table's maxLeafRowFilterDepth).
 */
export const MAX_FILTER_DEPTH = 100;

/** Which rows show, how many shown sub rows each has, and the rows in display order. */
export interface VisibleTree {
  /** Rows a visitor sees, top to bottom: shown top rows and the shown sub rows of expanded rows. */
  rows: Uint32Array;
  /** For each row, how many of its sub rows show (0: nothing to expand). */
  shownChildren: Uint32Array;
}

/**
 * The rows the filter rule shows level by level, open or not (1: shown once its parents are
 * open): a top row when it passes; a sub row when its parent shows and it passes, except that
 * below `maxDepth` every sub row of a shown row shows.
 */
export function levelShown(tree: Tree, passes: Uint8Array, maxDepth = MAX_FILTER_DEPTH): Uint8Array {
  const { parent, depth } = tree;
  // Parents come before their children, so one pass in row order settles every row.
  const shown = new Uint8Array(parent.length);
  for (let row = 0; row < parent.length; row++) {
    const up = parent[row]!;
    if (up < 0) shown[row] = passes[row]!;
    else if (shown[up]) shown[row] = depth[up]! < maxDepth ? passes[row]! : 1;
  }
  return shown;
}

/**
 * Applies the filter rule level by level (levelShown). `order` lists rows best first (by the
 * sort); siblings keep that order under their parent. Expanded rows show their shown sub rows
 * right below them.
 */
export function visibleTree(
  tree: Tree,
  passes: Uint8Array,
  order: Uint32Array,
  isExpanded: (row: number) => boolean,
  maxDepth = MAX_FILTER_DEPTH,
): VisibleTree {
  const { parent, firstChild, childCount } = tree;
  const total = parent.length;
  const shown = levelShown(tree, passes, maxDepth);

  // Each parent's shown sub rows, in sort order, in the slots its sub rows occupy.
  const children = new Uint32Array(total);
  const shownChildren = new Uint32Array(total);
  const tops: number[] = [];
  for (const row of order) {
    if (!shown[row]) continue;
    const up = parent[row]!;
    if (up < 0) tops.push(row);
    else children[firstChild[up]! + shownChildren[up]!++] = row;
  }

  const rows: number[] = [];
  const stack: number[] = [];
  for (let t = tops.length - 1; t >= 0; t--) stack.push(tops[t]!);
  while (stack.length > 0) {
    const row = stack.pop()!;
    rows.push(row);
    const count = shownChildren[row]!;
    if (count === 0 || childCount[row] === 0 || !isExpanded(row)) continue;
    for (let i = count - 1; i >= 0; i--) stack.push(children[firstChild[row]! + i]!);
  }
  return { rows: Uint32Array.from(rows), shownChildren };
}

/** What a query over nested rows shows: the visible rows, and each one's place in the tree. */
export function nestedResult(tree: Tree, passes: Uint8Array, order: Uint32Array, expanded: ExpandedRows | undefined): QueryResult {
  const { all = false, toggled = [] } = expanded ?? {};
  const flipped = new Set(toggled);
  const isExpanded = (row: number) => all !== flipped.has(tree.ids[row]!);
  const { rows, shownChildren } = visibleTree(tree, passes, order, isExpanded);
  return {
    rows,
    treeInfo: (row) => ({ depth: tree.depth[row]!, hasChildren: shownChildren[row]! > 0, expanded: isExpanded(row) }),
  };
}
