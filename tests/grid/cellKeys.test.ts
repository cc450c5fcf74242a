import { describe, expect, it } from 'vitest';
import { cellKeyCommand, type CellKey, leavesBodyBackwards } from '../../src/grid/cellKeys';
import type { Row } from '../../src/grid/row';

const press = (key: string, mods: Partial<CellKey> = {}): CellKey => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
const parent: Row = { id: 7, $row: 6, hasChildren: true };
const leaf: Row = { id: 8, $row: 7, hasChildren: false };
// A group drawn closed; the view may hold it open already (a press not yet answered).
const paris: Row = { $group: { id: '["Paris"]', level: 1, key: 'Paris', count: 3, open: false, leaf: true } };
const openInView = new Set(['["Paris"]']);
// Nested people: row 7's sub rows drawn closed but asked open (a press not yet answered); row 9's closed.
const openRows = new Set(['7']);
const closedParent: Row = { id: 9, $row: 8, hasChildren: true };

describe('cellKeyCommand', () => {
  it.each<[string, CellKey, string, Row | undefined, ReturnType<typeof cellKeyCommand>]>([
    ['Enter on the id of a row with sub rows opens or closes it', press('Enter'), 'id', parent, { command: { kind: 'toggleRow', id: '7' }, ownsKey: false }],
    ['Enter on a leaf does nothing', press('Enter'), 'id', leaf, null],
    ['Enter on another column does nothing', press('Enter'), 'lastName', parent, null],
    ['Space toggles the row', press(' '), 'lastName', leaf, { command: { kind: 'selectRow', row: 7, extend: false }, ownsKey: true }],
    ['Shift+Space extends from the last one toggled', press(' ', { shiftKey: true }), 'id', parent, { command: { kind: 'selectRow', row: 6, extend: true }, ownsKey: true }],
    ['Ctrl+Space is not a toggle', press(' ', { ctrlKey: true }), 'id', leaf, null],
    ['Alt+Space is not a toggle', press(' ', { altKey: true }), 'id', leaf, null],
    ['Space without a row does nothing', press(' '), 'id', undefined, null],
    ['Space on a row without a row number does nothing', press(' '), 'id', { id: 1 }, null],
    ['Ctrl+C copies', press('c', { ctrlKey: true }), 'id', leaf, { command: { kind: 'copy' }, ownsKey: true }],
    ['Cmd+C copies', press('c', { metaKey: true }), 'id', leaf, { command: { kind: 'copy' }, ownsKey: true }],
    ['Ctrl+C as Playwright sends it (upper case) copies', press('C', { ctrlKey: true }), 'id', undefined, { command: { kind: 'copy' }, ownsKey: true }],
    ['Ctrl+Shift+C does not', press('C', { ctrlKey: true, shiftKey: true }), 'id', leaf, null],
    ['Ctrl+Alt+C does not', press('c', { ctrlKey: true, altKey: true }), 'id', leaf, null],
    ['a plain c does not', press('c'), 'id', leaf, null],
    ['Enter on a group cell flips the group, the page’s key', press('Enter'), '$group', paris, { command: { kind: 'openGroup', id: '["Paris"]', open: 'toggle' }, ownsKey: true }],
    ['Left on a group open in the view, drawn closed, closes it', press('ArrowLeft'), '$group', paris, { command: { kind: 'openGroup', id: '["Paris"]', open: false }, ownsKey: true }],
    ['Right on a group open in the view moves on: the grid’s key', press('ArrowRight'), '$group', paris, null],
    ['Enter on another cell of a group row does nothing', press('Enter'), 'lastName', paris, null],
    ['Right on a nested row with closed sub rows opens them', press('ArrowRight'), 'id', closedParent, { command: { kind: 'toggleRow', id: '9' }, ownsKey: true }],
    ['Left on it moves on: the grid’s key', press('ArrowLeft'), 'id', closedParent, null],
    ['Left on a nested row open as asked, drawn closed, closes it', press('ArrowLeft'), 'id', parent, { command: { kind: 'toggleRow', id: '7' }, ownsKey: true }],
    ['Right on it moves on', press('ArrowRight'), 'id', parent, null],
    ['Right on a leaf moves on', press('ArrowRight'), 'id', leaf, null],
    ['Right on another cell of the row moves on', press('ArrowRight'), 'lastName', closedParent, null],
    ['Shift+Right extends nothing here: the grid’s key', press('ArrowRight', { shiftKey: true }), 'id', closedParent, null],
    ['Alt+Right is the browser’s', press('ArrowRight', { altKey: true }), 'id', closedParent, null],
  ])('%s', (_name, key, colId, row, expected) => {
    expect(cellKeyCommand(key, { colId, row, groupOpen: (id) => openInView.has(id), rowOpen: (id) => openRows.has(id) })).toEqual(expected);
  });
});

describe('leavesBodyBackwards', () => {
  it.each<[string, CellKey, boolean]>([
    ['Shift+Tab goes back to the last filter, the browser’s way', press('Tab', { shiftKey: true }), true],
    ['Tab forward is the grid’s (tabToNextCell)', press('Tab'), false],
    ['Ctrl+Shift+Tab is the browser’s tab switch, not ours', press('Tab', { ctrlKey: true, shiftKey: true }), false],
    ['Alt+Shift+Tab is not either', press('Tab', { altKey: true, shiftKey: true }), false],
    ['Shift+ArrowLeft moves within the body', press('ArrowLeft', { shiftKey: true }), false],
  ])('%s', (_name, key, expected) => {
    expect(leavesBodyBackwards(key)).toBe(expected);
  });
});
