import { describe, expect, it } from 'vitest';
import { RowSelection } from '../../src/view/rowSelection';

type Step =
  | ['toggle', number]
  | ['extend', number, number[]]
  | ['selectAll', number[]]
  | ['keepOnly', number[]]
  | ['clear'];

/** Runs the steps on a new selection; returns the selected rows (of 0..99) and its size. */
function run(steps: Step[]) {
  const selection = new RowSelection();
  for (const step of steps) {
    if (step[0] === 'toggle') selection.toggle(step[1]);
    else if (step[0] === 'extend') selection.extend(step[1], step[2]);
    else if (step[0] === 'selectAll') selection.selectAll(step[1]);
    else if (step[0] === 'keepOnly') selection.keepOnly(step[1]);
    else selection.clear();
  }
  const rows = Array.from({ length: 5000 }, (_, row) => row).filter((row) => selection.has(row));
  expect(selection.size).toBe(rows.length);
  return rows;
}

const page = [40, 7, 12, 3, 99]; // a page's rows in screen order (sorted: not ascending)

describe('RowSelection', () => {
  it.each<[string, Step[], number[]]>([
    ['nothing selected', [], []],
    ['a toggle selects', [['toggle', 7]], [7]],
    ['a second toggle unselects', [['toggle', 7], ['toggle', 7]], []],
    ['rows far apart', [['toggle', 4999], ['toggle', 0]], [0, 4999]],
    ['a range from the anchor down the page, in screen order', [['toggle', 7], ['extend', 3, page]], [3, 7, 12]],
    ['a range up the page', [['toggle', 99], ['extend', 12, page]], [3, 12, 99]],
    ['a range selects rows already selected too', [['toggle', 12], ['toggle', 40], ['extend', 3, page]], [3, 7, 12, 40]],
    ['a range starts from the last toggle, even one that unselected', [['toggle', 40], ['toggle', 7], ['toggle', 7], ['extend', 12, page]], [7, 12, 40]],
    ['no anchor: Shift toggles the row alone', [['extend', 12, page]], [12]],
    ['an anchor on another page: Shift toggles the row alone', [['toggle', 1000], ['extend', 3, page]], [3, 1000]],
    ['select all: exactly the rows given', [['toggle', 5], ['selectAll', [1, 2, 3]]], [1, 2, 3]],
    ['keep only the rows that still pass', [['toggle', 1], ['toggle', 2], ['toggle', 3], ['keepOnly', [2, 3, 4]]], [2, 3]],
    ['keep only, none pass', [['toggle', 1], ['keepOnly', [2]]], []],
    ['keep only with repeats counts each row once', [['toggle', 1], ['keepOnly', [1, 1, 1]]], [1]],
    ['clear', [['selectAll', [1, 2]], ['clear']], []],
    ['clear forgets the anchor', [['toggle', 7], ['clear'], ['extend', 3, page]], [3]],
  ])('%s', (_name, steps, expected) => {
    expect(run(steps)).toEqual(expected);
  });

  it('tells its listeners about each change, and not about no change', () => {
    const selection = new RowSelection();
    const heard: number[] = [];
    const stop = selection.subscribe(() => heard.push(selection.version));
    selection.toggle(1);
    selection.keepOnly([1, 2]); // nothing dropped
    selection.keepOnly([2]);
    selection.clear();
    selection.clear(); // nothing to clear
    stop();
    selection.toggle(3);
    expect(heard).toEqual([1, 2, 3]);
  });

  it.each<[string, number, number[], 'none' | 'some' | 'all']>([
    ['nothing selected', 10, [], 'none'],
    ['nothing passes, nothing selected', 0, [], 'none'],
    ['some of the passing rows', 10, [1, 2], 'some'],
    ['every passing row', 3, [1, 2, 3], 'all'],
  ])('the header checkbox: %s', (_name, passing, rows, state) => {
    const selection = new RowSelection();
    selection.setPassing(passing);
    selection.selectAll(rows);
    expect(selection.state).toBe(state);
  });

  it('hands the worker a copy of its mask, or null when nothing is selected', () => {
    const selection = new RowSelection();
    expect(selection.toMask()).toBeNull();
    selection.selectAll([0, 2]);
    const mask = selection.toMask()!;
    expect(Array.from(mask.subarray(0, 3))).toEqual([1, 0, 1]);
    mask[1] = 1;
    expect(selection.has(1)).toBe(false);
  });
});
