import { describe, expect, it } from 'vitest';
import { groupCellText, resultIndexOf, rowsOfPage } from '../../src/grid/row';

describe('rowsOfPage', () => {
  it.each([
    { start: 0, ids: [7, 3], slots: [0, 1], indexes: [0, 1] },
    { start: 20, ids: [5, 9, 1], slots: [0, 1, 2], indexes: [20, 21, 22] },
    { start: 40, ids: [], slots: [], indexes: [] },
  ])('rows from $start: slots on the page, indexes in the result', ({ start, ids, slots, indexes }) => {
    const rows = rowsOfPage(
      ids.map((id) => ({ id })),
      start,
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows.map((row) => row.$slot)).toEqual(slots);
    expect(rows.map(resultIndexOf)).toEqual(indexes);
  });

  it('leaves the worker’s rows as they were', () => {
    const row = { id: 1 };
    rowsOfPage([row], 10);
    expect(row).toEqual({ id: 1 });
  });

  it('a row without an index has none', () => {
    expect(resultIndexOf(undefined)).toBeUndefined();
    expect(resultIndexOf({ id: 1 })).toBeUndefined();
  });
});

describe('groupCellText', () => {
  const group = (key: string | null, count: number) => ({ $group: { id: JSON.stringify([key]), level: 1, key, count, open: false, leaf: true } });
  it.each<[string, Record<string, unknown> | undefined, string]>([
    ['a group row: its key and count', group('Paris', 3), 'Paris (3)'],
    ['the blank group', group(null, 1), '(Blank) (1)'],
    ['a key that holds a tab stays as it is (the copy quotes it)', group('a\tb', 2), 'a\tb (2)'],
    ['the totals row', { $totals: { count: 40 } }, 'Total (40)'],
    ['a row of the table: nothing', { id: 7 }, ''],
    ['no row', undefined, ''],
  ])('%s', (_name, row, text) => {
    expect(groupCellText(row)).toBe(text);
  });
});
