/**
 * The shape of nested people (`?sub=3,2`): every person of a level has the same number of
 * sub rows. Rows are stored level by level, so a row's sub rows sit side by side after all
 * rows of its own level, and a parent always comes before its children.
 */
export interface Tree {
  /** Rows without a parent: 0..topCount-1. */
  readonly topCount: number;
  /** The parent's row, -1 for a top row. */
  readonly parent: Int32Array;
  /** 0 for a top row. */
  readonly depth: Uint8Array;
  /** The first sub row's row; the others follow it. */
  readonly firstChild: Uint32Array;
  readonly childCount: Uint16Array;
  /** The row's place among its siblings (a top row's is its row). */
  readonly siblingIndex: Uint32Array;
  /** The row's id: its path, e.g. "12.0.1". */
  readonly ids: string[];
}

/** The most nested levels, and the most sub rows per person on each. */
export const MAX_SUB_LEVELS = 3;
export const MAX_SUB_ROWS = 20;

/** How many people a set of `topCount` top rows makes with `counts` sub rows per level. */
export function treeSize(topCount: number, counts: readonly number[]): number {
  let level = topCount;
  let total = topCount;
  for (const count of counts) {
    level *= count;
    total += level;
  }
  return total;
}
