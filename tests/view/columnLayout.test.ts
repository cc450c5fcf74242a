import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../src/model/datasets';
import {
  canMove,
  type ColumnLayout,
  type ColumnPlace,
  defaultLayout,
  formatLayout,
  fullLayout,
  moveColumn,
  normalizeLayout,
  parseLayout,
  pinColumn,
  setColumnHidden,
} from '../../src/view/columnLayout';
import { readAddress, searchFor } from '../../src/view/address';

const COLUMNS = PEOPLE.columns; // id (min 110), firstName (140), lastName (140), fullName (180)

/** A layout written as the URL writes it, read back without notices (the tests' shorthand). */
function layout(text: string): ColumnLayout {
  const { layout: read, notices } = parseLayout(text, COLUMNS, 'People');
  expect(notices).toEqual([]);
  return fullLayout(read, COLUMNS);
}
const spelled = (columns: ColumnLayout) => formatLayout(normalizeLayout(columns, COLUMNS)) ?? '';

describe('parseLayout and formatLayout', () => {
  it.each<[string, string, RegExp[]]>([
    // [cols=, as written back ('' for the default), notices]
    ['id,firstName,lastName,fullName', '', []],
    ['', '', []],
    ['lastName.pin,id,firstName.w180,fullName.hide', 'lastName.pin,id,firstName.w180,fullName.hide', []],
    ['fullName,lastName,firstName,id', 'fullName,lastName,firstName,id', []],
    // modifiers in any order, written back in one
    ['id.hide.w200.pin,firstName', 'id.pin.w200.hide,firstName,lastName,fullName', []],
    // pinned columns show first, in their order
    ['id,lastName.pin,firstName,fullName.pin', 'lastName.pin,fullName.pin,id,firstName', []],
    // columns left out follow in the dataset's order (an older link, a dataset that gained one)
    ['fullName', 'fullName,id,firstName,lastName', []],
    ['lastName.hide', 'lastName.hide,id,firstName,fullName', []],
    // what cannot be honoured: a notice each, the rest applies
    ['nope,id', '', [/^Ignored "nope" in \?cols: People has no such column\.$/]],
    ['$select,fullName', 'fullName,id,firstName,lastName', [/"\$select".*no such column/]],
    ['id,id.pin,firstName', '', [/^Ignored the second "id" in \?cols/]],
    ['id.bold,firstName', '', [/^Ignored "\.bold" on "id" in \?cols: expected \.pin, \.hide or a width like \.w180\.$/]],
    ['id.,firstName', '', [/^Ignored "\." on "id"/]],
    ['id.w0', '', [/^Ignored the width "w0" of "id" in \?cols: expected w110 to w3000 \(px\)\. Using its default width\.$/]],
    ['id.w109', '', [/width "w109"/]],
    ['id.w110', 'id.w110,firstName,lastName,fullName', []],
    ['id.w3000', 'id.w3000,firstName,lastName,fullName', []],
    ['id.w3001', '', [/width "w3001"/]],
    ['id.w-5', '', [/width "w-5"/]],
    ['id.w1.5', '', [/width "w1"/, /"\.5" on "id"/]],
    ['id.w99999999999', '', [/width "w99999999999"/]],
    ['id.wide', '', [/width "wide"/]],
    ['fullName.w', 'fullName,id,firstName,lastName', [/width "w" of "fullName".*expected w180/]],
    // every column hidden: the first shown shows
    ['id.hide,firstName.hide,lastName.hide,fullName.hide', 'id,firstName.hide,lastName.hide,fullName.hide', [/^Ignored \.hide on "id" in \?cols: at least one column shows\.$/]],
    ['lastName.pin.hide,id.hide,firstName.hide,fullName.hide', 'lastName.pin,id.hide,firstName.hide,fullName.hide', [/\.hide on "lastName"/]],
    // hidden ones listed, others not: those show
    ['id.hide,firstName.hide', 'id.hide,firstName.hide,lastName,fullName', []],
    [',,id,,', '', []],
  ])('cols=%j -> %j', (text, written, notices) => {
    const read = parseLayout(text, COLUMNS, 'People');
    expect(formatLayout(read.layout) ?? '').toBe(written);
    expect(read.notices).toHaveLength(notices.length);
    notices.forEach((pattern, i) => expect(read.notices[i]).toMatch(pattern));
  });

  it('keeps the default as [] (no cols= in the URL)', () => {
    expect(normalizeLayout(defaultLayout(COLUMNS), COLUMNS)).toEqual([]);
    expect(formatLayout([])).toBeNull();
    expect(fullLayout([], COLUMNS)).toEqual(defaultLayout(COLUMNS));
  });
});

describe('cols= in the URL', () => {
  it('goes into the URL with plain commas and comes back', () => {
    const options = readAddress('?seed=1&cols=lastName.pin,id,firstName.w180,fullName.hide', 9);
    expect(options.notices).toEqual([]);
    expect(options.view.columns).toEqual(layout('lastName.pin,id,firstName.w180,fullName.hide'));
    const search = searchFor(options, options.dataset, options.view);
    expect(search).toBe('?seed=1&cols=lastName.pin,id,firstName.w180,fullName.hide');
    expect(readAddress(search, 9).view).toEqual(options.view);
  });

  it('is left out for the default arrangement; old links without it open the default', () => {
    const options = readAddress('?seed=1&sort=id:desc', 9);
    expect(options.view.columns).toEqual([]);
    expect(searchFor(options, options.dataset, options.view)).toBe('?seed=1&sort=id%3Adesc');
  });

  it('is read against the dataset: a list has other columns', () => {
    const options = readAddress('?seed=1&dataset=airlines&cols=iataCode.pin,lastName', 9);
    expect(formatLayout(options.view.columns)).toBe('iataCode.pin,id,name');
    expect(options.notices).toEqual(['Ignored "lastName" in ?cols: Airlines (126) has no such column.']);
  });

  it('given twice: the last counts, and says so', () => {
    const options = readAddress('?seed=1&cols=id.hide&cols=fullName.pin', 9);
    expect(formatLayout(options.view.columns)).toBe('fullName.pin,id,firstName,lastName');
    expect(options.notices).toEqual(['?cols was given 2 times; only the last one counts.']);
  });
});

describe('changes from the menus', () => {
  it.each<[string, string, string, -1 | 1, string]>([
    // [name, before, column, direction, after]
    ['right', '', 'id', 1, 'firstName,id,lastName,fullName'],
    ['left', '', 'lastName', -1, 'id,lastName,firstName,fullName'],
    ['the first stays', '', 'id', -1, ''],
    ['the last stays', '', 'fullName', 1, ''],
    ['over a hidden column', 'id,firstName.hide,lastName,fullName', 'id', 1, 'firstName.hide,lastName,id,fullName'],
    ['not out of the pinned part', 'lastName.pin,id,firstName,fullName', 'lastName', 1, 'lastName.pin,id,firstName,fullName'],
    ['not into the pinned part', 'lastName.pin,id,firstName,fullName', 'id', -1, 'lastName.pin,id,firstName,fullName'],
    ['within the pinned part', 'lastName.pin,id.pin,firstName,fullName', 'id', -1, 'id.pin,lastName.pin,firstName,fullName'],
    ['widths go along', 'id.w200,firstName,lastName,fullName', 'id', 1, 'firstName,id.w200,lastName,fullName'],
  ])('move %s', (_name, before, colId, by, after) => {
    const from = before === '' ? defaultLayout(COLUMNS) : layout(before);
    expect(spelled(moveColumn(from, colId, by))).toBe(after === '' ? spelled(from) : after);
    expect(canMove(from, colId, by)).toBe(after !== '' && after !== spelled(from));
  });

  it.each<[string, string, boolean, string]>([
    ['', 'lastName', true, 'lastName.pin,id,firstName,fullName'],
    ['lastName.pin,id,firstName,fullName', 'fullName', true, 'lastName.pin,fullName.pin,id,firstName'],
    ['lastName.pin,fullName.pin,id,firstName', 'lastName', false, 'fullName.pin,lastName,id,firstName'],
    ['lastName.pin,id,firstName,fullName', 'lastName', false, 'lastName,id,firstName,fullName'],
  ])('pin %j: %s -> %s', (before, colId, pinned, after) => {
    expect(spelled(pinColumn(before === '' ? defaultLayout(COLUMNS) : layout(before), colId, pinned))).toBe(after);
  });

  it('hides and shows, but never the last visible column', () => {
    let now = defaultLayout(COLUMNS);
    for (const colId of ['id', 'firstName', 'lastName']) now = setColumnHidden(now, colId, true);
    expect(spelled(now)).toBe('id.hide,firstName.hide,lastName.hide,fullName');
    expect(setColumnHidden(now, 'fullName', true)).toBe(now);
    now = setColumnHidden(now, 'id', false);
    expect(spelled(now)).toBe('id,firstName.hide,lastName.hide,fullName');
    expect(spelled(setColumnHidden(now, 'fullName', true))).toBe('id,firstName.hide,lastName.hide,fullName.hide');
  });

  it('leaves an unknown column alone', () => {
    const now: ColumnPlace[] = defaultLayout(COLUMNS);
    expect(moveColumn(now, 'nope', 1)).toBe(now);
    expect(pinColumn(now, 'nope', true)).toBe(now);
    expect(setColumnHidden(now, 'nope', true)).toBe(now);
  });
});
