import { describe, expect, it } from 'vitest';
import { groupKeyCommand, type CellKey } from '../../src/grid/cellKeys';
import { gridColId, viewColId } from '../../src/grid/groupColumn';
import type { GroupFacts } from '../../src/grid/row';
import { treeAttributes } from '../../src/grid/treeAria';
import { GROUP_COLUMN } from '../../src/model/query';
import { PEOPLE } from '../../src/model/datasets';
import { readAddress, searchFor } from '../../src/view/address';
import { INITIAL_VIEW_STATE, rowQueryFor } from '../../src/view/viewState';

const key = (name: string, mods: Partial<CellKey> = {}): CellKey => ({ key: name, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
const group = (open: boolean): GroupFacts => ({ id: '["Paris"]', level: 1, key: 'Paris', count: 3, open, leaf: true });

describe('keys on a group row’s Group cell', () => {
  // The row as drawn, and the view now: they differ while a press before this one is not yet answered.
  it.each<[string, CellKey, GroupFacts | undefined, boolean, boolean | 'toggle' | null]>([
    ['Enter flips a group drawn closed as the view holds it', key('Enter'), group(false), false, 'toggle'],
    ['Enter flips a group drawn open alike', key('Enter'), group(true), true, 'toggle'],
    ['Right opens a closed group', key('ArrowRight'), group(false), false, true],
    ['Right on an open group moves on', key('ArrowRight'), group(true), true, null],
    ['Left closes an open group', key('ArrowLeft'), group(true), true, false],
    ['Left on a closed group moves on', key('ArrowLeft'), group(false), false, null],
    ['Left right after a Right, its row still drawn closed, closes it', key('ArrowLeft'), group(false), true, false],
    ['Right right after a Left, its row still drawn open, opens it', key('ArrowRight'), group(true), false, true],
    ['Right right after a Right moves on', key('ArrowRight'), group(false), true, null],
    ['Left right after a Left moves on', key('ArrowLeft'), group(true), false, null],
    ['Shift+Right is the grid’s', key('ArrowRight', { shiftKey: true }), group(false), false, null],
    ['Ctrl+Enter is not a toggle', key('Enter', { ctrlKey: true }), group(false), false, null],
    ['a row of the table: nothing', key('Enter'), undefined, false, null],
  ])('%s', (_name, pressed, facts, openInView, open) => {
    const groupOpen = (id: string) => (id === '["Paris"]' ? openInView : false);
    expect(groupKeyCommand(pressed, facts, groupOpen)).toEqual(open === null ? null : { kind: 'openGroup', id: '["Paris"]', open });
  });
});

describe('a row’s tree ARIA while grouped', () => {
  it.each<[string, Record<string, unknown> | undefined, number, { level: string | null; expanded: string | null }]>([
    ['not grouped: none', { $row: 1 }, 0, { level: null, expanded: null }],
    ['a group row: its level and whether open', { $group: { ...group(true), level: 2 } }, 2, { level: '2', expanded: 'true' }],
    ['a closed group', { $group: group(false) }, 1, { level: '1', expanded: 'false' }],
    ['a row of the table: one deeper than the deepest groups', { $row: 4 }, 2, { level: '3', expanded: null }],
    ['the totals row: none', { $totals: { count: 6 } }, 2, { level: null, expanded: null }],
  ])('%s', (_name, row, levels, attributes) => {
    expect(treeAttributes(row, levels)).toEqual(attributes);
  });
});

describe('a row’s tree ARIA among nested people', () => {
  it.each<[string, Record<string, unknown> | undefined, number, boolean, { level: string | null; expanded: string | null }]>([
    ['a top row with sub rows, closed', { id: 0, depth: 0, hasChildren: true, expanded: false }, 0, true, { level: '1', expanded: 'false' }],
    ['a sub row with open sub rows', { id: 3, depth: 1, hasChildren: true, expanded: true }, 0, true, { level: '2', expanded: 'true' }],
    ['a sub row without any: a level, no state', { id: 4, depth: 2, hasChildren: false }, 0, true, { level: '3', expanded: null }],
    ['not nested: none', { id: 0, depth: 0, hasChildren: true, expanded: false }, 0, false, { level: null, expanded: null }],
    ['grouped, nested people’s top rows: the grouping’s levels', { id: 0, depth: 0, hasChildren: true }, 1, true, { level: '2', expanded: null }],
    ['no row: none', undefined, 0, true, { level: null, expanded: null }],
  ])('%s', (_name, row, levels, nested, attributes) => {
    expect(treeAttributes(row, levels, nested)).toEqual(attributes);
  });
});

describe('the Group column’s sort', () => {
  it('is $group in the grid and GROUP_COLUMN in the view, other columns as they are', () => {
    expect(gridColId(GROUP_COLUMN)).toBe('$group');
    expect(viewColId('$group')).toBe(GROUP_COLUMN);
    expect([gridColId('lastName'), viewColId('lastName')]).toEqual(['lastName', 'lastName']);
  });

  it('goes into the URL and back with the grouping; the query carries both', () => {
    const view = { ...INITIAL_VIEW_STATE, sort: [{ colId: GROUP_COLUMN, sort: 'desc' as const }], grouping: { levels: [{ colId: 'lastName' }], aggregates: [{ colId: 'id', func: 'max' as const }], open: { all: false, toggled: ['["Smith"]'] } } };
    const search = searchFor({ seed: 1, rows: 5000, sub: [], markupNames: false, gridFault: false }, PEOPLE, view);
    expect(search).toContain('group=lastName&agg=id%3Amax&open=%5B%22Smith%22%5D&sort=ag-Grid-AutoColumn%3Adesc');
    const read = readAddress(search, 7);
    expect(read.notices).toEqual([]);
    expect(read.view).toEqual(view);
    expect(rowQueryFor(read.view, PEOPLE.columns)).toMatchObject({ grouping: view.grouping, sort: view.sort });
  });

  it('a sort on the groups without a grouping is left out with a notice; a view that groups nothing asks no grouping', () => {
    const read = readAddress('?seed=1&sort=ag-Grid-AutoColumn:desc', 7);
    expect(read.view.sort).toEqual([]);
    expect(read.notices).toEqual(['Ignored the sort on the groups: the rows are not grouped.']);
    expect(rowQueryFor(read.view, PEOPLE.columns)).not.toHaveProperty('grouping');
  });

  it('a sort on the groups after another comes first, with a notice: it orders the groups, which hold the rows', () => {
    const read = readAddress('?seed=1&group=lastName&sort=id:desc&sort=ag-Grid-AutoColumn:desc', 7);
    expect(read.view.sort).toEqual([
      { colId: GROUP_COLUMN, sort: 'desc' },
      { colId: 'id', sort: 'desc' },
    ]);
    expect(read.notices).toEqual(["Put the sort on the groups first: the groups hold the rows, so their order comes before the rows' own."]);
  });
});
