import { describe, expect, it } from 'vitest';
import { treeSize } from '../../src/model/tree';
import { treeShape } from '../../src/model/treeShape';
import { levelShown, visibleTree } from '../../src/engine/tree';

describe('treeShape', () => {
  it.each<[number, number[], number]>([
    [5, [], 5],
    [2, [3], 8],
    [2, [3, 2], 20],
    [5000, [3, 2], 50000],
    [1, [2, 2, 2], 15],
    [3, [0], 3],
  ])('%d top rows with %j sub rows make %d people', (top, counts, total) => {
    expect(treeSize(top, counts)).toBe(total);
    expect(treeShape(top, counts).ids).toHaveLength(total);
  });

  it('numbers sub rows by their path and keeps parents before children', () => {
    const tree = treeShape(2, [2, 1]);
    expect(tree.ids).toEqual(['0', '1', '0.0', '0.1', '1.0', '1.1', '0.0.0', '0.1.0', '1.0.0', '1.1.0']);
    expect([...tree.depth]).toEqual([0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect([...tree.parent]).toEqual([-1, -1, 0, 0, 1, 1, 2, 3, 4, 5]);
    for (let row = 0; row < tree.parent.length; row++) expect(tree.parent[row]!).toBeLessThan(row);
  });
});

/** One tree, 2 top rows with 2 sub rows each and 1 below each of those (ids as above). */
const tree = treeShape(2, [2, 1]);
const row = (id: string) => tree.ids.indexOf(id);
const idsOf = (rows: Uint32Array) => [...rows].map((r) => tree.ids[r]);
const natural = Uint32Array.from(tree.ids.map((_, i) => i));
const passing = (...ids: string[]) => Uint8Array.from(tree.ids, (id) => (ids.includes(id) ? 1 : 0));
const all = () => true;

describe('levelShown: the rows that show once opened, open or not (what a column\'s values are counted over)', () => {
  it.each<[string, Uint8Array, number, string[]]>([
    ['everything passes', passing(...tree.ids), 100, tree.ids],
    ['a parent that fails hides sub rows that pass', passing('0.0', '0.0.0', '1', '1.1'), 100, ['1', '1.1']],
    ['a failing sub row hides its own sub rows', passing('0', '0.1', '0.0.0'), 100, ['0', '0.1']],
    ['below the depth limit every sub row of a shown row shows', passing('0', '0.0'), 1, ['0', '0.0', '0.0.0']],
    ['nothing passes', passing(), 100, []],
  ])('%s', (_name, passes, maxDepth, expected) => {
    const shown = levelShown(tree, passes, maxDepth);
    expect(tree.ids.filter((_, r) => shown[r] === 1)).toEqual(expected);
  });
});

describe('visibleTree', () => {
  it.each<[string, Uint8Array, (r: number) => boolean, number, string[]]>([
    ['everything passes, all expanded', passing(...tree.ids), all, 100, ['0', '0.0', '0.0.0', '0.1', '0.1.0', '1', '1.0', '1.0.0', '1.1', '1.1.0']],
    ['everything passes, collapsed', passing(...tree.ids), () => false, 100, ['0', '1']],
    ['only row 1 expanded', passing(...tree.ids), (r) => r === row('1'), 100, ['0', '1', '1.0', '1.1']],
    ['a failing sub row is hidden with its own sub rows', passing('0', '0.0', '0.0.0', '0.1.0', '1'), all, 100, ['0', '0.0', '0.0.0', '1']],
    ['a parent that fails hides a child that would pass', passing('0.0', '0.0.0', '1'), all, 100, ['1']],
    ['below the depth limit sub rows are not filtered', passing('0', '0.0', '1'), all, 1, ['0', '0.0', '0.0.0', '1']],
    ['the limit 0 filters top rows only', passing('1'), all, 0, ['1', '1.0', '1.0.0', '1.1', '1.1.0']],
    ['nothing passes', passing(), all, 100, []],
  ])('%s', (_name, passes, isExpanded, maxDepth, expected) => {
    expect(idsOf(visibleTree(tree, passes, natural, isExpanded, maxDepth).rows)).toEqual(expected);
  });

  it('keeps siblings in sort order under their parent', () => {
    const reversed = natural.slice().reverse();
    expect(idsOf(visibleTree(tree, passing(...tree.ids), reversed, all).rows)).toEqual([
      '1', '1.1', '1.1.0', '1.0', '1.0.0', '0', '0.1', '0.1.0', '0.0', '0.0.0',
    ]);
  });

  it('counts the shown sub rows of each row', () => {
    const { shownChildren } = visibleTree(tree, passing('0', '0.1', '1'), natural, all);
    expect(shownChildren[row('0')]).toBe(1);
    expect(shownChildren[row('1')]).toBe(0);
    expect(shownChildren[row('0.1')]).toBe(0);
  });
});
