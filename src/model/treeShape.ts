import { type Tree, treeSize } from './tree';

/**
 * The tree of `topCount` top rows with `counts` sub rows per person on each level: apart from
 * tree.ts, so that only nested people (`?sub=`) fetch it.
 */
export function treeShape(topCount: number, counts: readonly number[]): Tree {
  const total = treeSize(topCount, counts);
  const parent = new Int32Array(total).fill(-1);
  const depth = new Uint8Array(total);
  const firstChild = new Uint32Array(total);
  const childCount = new Uint16Array(total);
  const siblingIndex = new Uint32Array(total);
  const ids = new Array<string>(total);
  for (let row = 0; row < topCount; row++) {
    siblingIndex[row] = row;
    ids[row] = String(row);
  }
  let levelStart = 0;
  let levelSize = topCount;
  let next = topCount;
  counts.forEach((count, level) => {
    for (let row = levelStart; row < levelStart + levelSize; row++) {
      firstChild[row] = next;
      childCount[row] = count;
      for (let i = 0; i < count; i++, next++) {
        parent[next] = row;
        depth[next] = level + 1;
        siblingIndex[next] = i;
        ids[next] = `${ids[row]}.${i}`;
      }
    }
    levelStart += levelSize;
    levelSize *= count;
  });
  return { topCount, parent, depth, firstChild, childCount, siblingIndex, ids };
}
