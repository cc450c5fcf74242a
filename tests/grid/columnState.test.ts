import type { ColumnState } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { columnStateFor, groupColumnFlex, layoutFromColumnState } from '../../src/grid/columnState';
import type { ColumnSpec } from '../../src/model/columns';
import type { GroupLevel } from '../../src/model/grouping';
import { PEOPLE } from '../../src/model/datasets';
import { formatLayout, parseLayout } from '../../src/view/columnLayout';

const COLUMNS = PEOPLE.columns;
const flexes = { id: 1, firstName: 2, lastName: 2, fullName: 3 } as Record<string, number>;

/** A grid's column state, as getColumnState gives it: each column with a width, and flex or null. */
const state = (...columns: (Partial<ColumnState> & { colId: string })[]): ColumnState[] =>
  columns.map((column) => ({ width: 150, hide: false, pinned: null, flex: flexes[column.colId] ?? null, sort: null, ...column }));

describe('layoutFromColumnState', () => {
  it.each<[string, ColumnState[], string | null]>([
    ['the default', state({ colId: 'id' }, { colId: 'firstName' }, { colId: 'lastName' }, { colId: 'fullName' }), null],
    [
      'the grid’s own columns ($…) are left out',
      state({ colId: '$select', width: 50, flex: null }, { colId: 'id' }, { colId: 'firstName' }, { colId: 'lastName' }, { colId: 'fullName' }),
      null,
    ],
    ['moved', state({ colId: 'fullName' }, { colId: 'id' }, { colId: 'firstName' }, { colId: 'lastName' }), 'fullName,id,firstName,lastName'],
    [
      'a resized column has no flex: its width in whole px',
      state({ colId: 'id' }, { colId: 'firstName', flex: null, width: 180.4 }, { colId: 'lastName' }, { colId: 'fullName' }),
      'id,firstName.w180,lastName,fullName',
    ],
    [
      'pinned ones first, whatever the grid’s order; a pinned column has its width, flex or not (AG Grid does not flex it)',
      state({ colId: 'id' }, { colId: 'firstName' }, { colId: 'lastName', pinned: 'left', width: 479.4 }, { colId: 'fullName', pinned: 'left', flex: null, width: 200 }),
      'lastName.pin.w479,fullName.pin.w200,id,firstName',
    ],
    ['unpinned again, a flex column has its share', state({ colId: 'id' }, { colId: 'firstName', width: 479 }, { colId: 'lastName' }, { colId: 'fullName' }), null],
    ['hidden', state({ colId: 'id', hide: true }, { colId: 'firstName' }, { colId: 'lastName' }, { colId: 'fullName' }), 'id.hide,firstName,lastName,fullName'],
    ['a flex of 0 is a width', state({ colId: 'id', flex: 0, width: 120 }, { colId: 'firstName' }, { colId: 'lastName' }, { colId: 'fullName' }), 'id.w120,firstName,lastName,fullName'],
  ])('%s', (_name, columnState, cols) => {
    expect(formatLayout(layoutFromColumnState(columnState, COLUMNS))).toBe(cols);
  });
});

describe('columnStateFor', () => {
  it('puts every column in its place with its pin, visibility and width or default flex; $ columns stay first', () => {
    const { layout } = parseLayout('lastName.pin,id.hide,firstName.w180,fullName', COLUMNS, 'People');
    const current = state({ colId: '$select', width: 50, flex: null }, { colId: 'id' }, { colId: 'firstName' }, { colId: 'lastName' }, { colId: 'fullName' });
    expect(columnStateFor(layout, COLUMNS, current)).toEqual([
      { colId: '$select', pinned: 'left' }, // first on screen: pinned with the pinned columns
      { colId: 'lastName', pinned: 'left', hide: false, flex: 2 },
      { colId: 'id', pinned: null, hide: true, flex: 1 },
      { colId: 'firstName', pinned: null, hide: false, flex: null, width: 180 },
      { colId: 'fullName', pinned: null, hide: false, flex: 3 },
    ]);
  });

  it('the grid’s own columns are not pinned while no column is', () => {
    const current = state({ colId: '$select', width: 50, flex: null, pinned: 'left' }, { colId: 'id' });
    expect(columnStateFor([], COLUMNS, current)[0]).toEqual({ colId: '$select', pinned: null });
  });

  it('the default ([]) puts back the dataset’s order and flex shares', () => {
    expect(columnStateFor([], COLUMNS, [])).toEqual(
      COLUMNS.map(({ colId }) => ({ colId, pinned: null, hide: false, flex: flexes[colId] })),
    );
  });

  it('round-trips through the grid’s state', () => {
    const { layout } = parseLayout('fullName.pin.w300,id.hide,lastName,firstName.w150', COLUMNS, 'People');
    const applied = columnStateFor(layout, COLUMNS, []).map((column) => ({ width: 200, ...column }));
    expect(layoutFromColumnState(applied, COLUMNS)).toEqual(layout);
  });
});

describe('groupColumnFlex: the Group column takes the largest share of the columns it groups by', () => {
  const columns: ColumnSpec[] = [
    { colId: 'id', header: 'id', kind: 'exact' },
    { colId: 'city', header: 'city', kind: 'caseInsensitive', flex: 2 },
    { colId: 'fullName', header: 'Full Name', kind: 'fuzzy', flex: 3 },
    { colId: 'day', header: 'day', kind: 'exact', type: 'date', flex: 2 },
  ];
  it.each<[string, GroupLevel[], number]>([
    ['no level (aggregates only): its own', [], 1],
    ['a column of the default share', [{ colId: 'id' }], 1],
    ['a wider column', [{ colId: 'city' }], 2],
    ['the widest of several levels', [{ colId: 'city' }, { colId: 'fullName' }, { colId: 'id' }], 3],
    ['a year of a date: the date column\'s', [{ colId: 'day', bucket: 'year' }], 2],
    ['a column the dataset lacks', [{ colId: 'nope' }], 1],
  ])('%s', (_, levels, expected) => {
    expect(groupColumnFlex(levels, columns)).toBe(expected);
  });
});
