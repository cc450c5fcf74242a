import { type GroupFacts, groupOf, rowNumberOf, type Row } from './row';
import type { GroupOpening } from '../view/groupingView';

/** A key pressed on a cell, as the browser tells it. */
export type CellKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** The cell a key was pressed on: its column and its row (none in an empty grid). */
export interface KeyedCell {
  colId: string;
  row: Row | undefined;
  /** Whether a group is open in the view now: the row, drawn before the last press was answered, may say otherwise. */
  groupOpen: (id: string) => boolean;
  /** Nested people: whether a row's sub rows are open now (as asked, whatever is drawn yet). */
  rowOpen: (id: string) => boolean;
}

/** What a key on a cell does. */
export type CellCommand = { kind: 'toggleRow'; id: string } | { kind: 'openGroup'; id: string; open: GroupOpening } | { kind: 'selectRow'; row: number; extend: boolean } | { kind: 'copy' };

interface Binding {
  when: (key: CellKey, cell: KeyedCell) => boolean;
  command: (key: CellKey, cell: KeyedCell) => CellCommand;
  /** The key is the page's: the browser and the grid do nothing more with it. */
  ownsKey: boolean;
}

/**
 * The Group column's id in the grid (issue 34). The view and the query name it GROUP_COLUMN,
 * AG Grid's own id for its (paid) group column, which AG Grid Community's column state passes by.
 */
export const GROUP_COL_ID = '$group';

const plain = (key: CellKey) => !key.ctrlKey && !key.metaKey && !key.altKey;

/** Right Arrow on something closed, Left Arrow on something open: a tree's keys (WAI-ARIA treegrid). */
const opens = (key: CellKey, open: boolean) => plain(key) && !key.shiftKey && ((key.key === 'ArrowRight' && !open) || (key.key === 'ArrowLeft' && open));

/**
 * A key on a group row's Group cell (issue 34): Enter flips the group, Right Arrow opens a closed
 * one, Left Arrow closes an open one; null for any other key (Right on an open group and Left on
 * a closed one move as elsewhere). Open and closed as the view holds them (`groupOpen`), not as
 * the row was drawn: quick presses each act on what the press before asked for.
 */
export function groupKeyCommand(key: CellKey, group: GroupFacts | undefined, groupOpen: (id: string) => boolean): CellCommand | null {
  if (!group || !plain(key) || key.shiftKey) return null;
  if (key.key === 'Enter') return { kind: 'openGroup', id: group.id, open: 'toggle' };
  const open = groupOpen(group.id);
  return opens(key, open) ? { kind: 'openGroup', id: group.id, open: !open } : null;
}

/**
 * Shift+Tab on a cell is the browser's: the body is one Tab stop (WAI-ARIA's grid pattern; the
 * arrow keys move between cells), and the browser takes focus back to the last filter. AG Grid
 * would walk the cells back. (Tab forward: gridOptions' tabToNextCell.)
 */
export const leavesBodyBackwards = (key: CellKey) => key.key === 'Tab' && key.shiftKey && plain(key);

/** Nested people: the row's sub rows opened or closed. */
const toggleRow = (_key: CellKey, { row }: KeyedCell): CellCommand => ({ kind: 'toggleRow', id: String(row!.id) });

/** The keys a cell answers (none of them can match the same press). */
const BINDINGS: Binding[] = [
  // A group row's Group cell: Enter, Right and Left open and close it.
  {
    when: (key, { colId, row, groupOpen }) => colId === GROUP_COL_ID && groupKeyCommand(key, groupOf(row), groupOpen) !== null,
    command: (key, { row, groupOpen }) => groupKeyCommand(key, groupOf(row), groupOpen)!,
    ownsKey: true,
  },
  // Nested people: Enter on the id cell of a row with sub rows opens or closes it.
  {
    when: (key, { colId, row }) => key.key === 'Enter' && colId === 'id' && Boolean(row?.hasChildren),
    command: toggleRow,
    ownsKey: false,
  },
  // Nested people: Right opens a row's closed sub rows, Left closes open ones; otherwise they move.
  {
    when: (key, { colId, row, rowOpen }) => colId === 'id' && Boolean(row?.hasChildren) && opens(key, rowOpen(String(row!.id))),
    command: toggleRow,
    ownsKey: true,
  },
  // Space toggles the row's checkbox; Shift+Space selects the page's rows from the last one toggled.
  {
    when: (key, { row }) => key.key === ' ' && rowNumberOf(row) !== undefined && plain(key),
    command: (key, { row }) => ({ kind: 'selectRow', row: rowNumberOf(row)!, extend: key.shiftKey }),
    ownsKey: true,
  },
  // Ctrl+C (Cmd+C): the selected rows, or else this cell.
  {
    when: (key) => key.key.toLowerCase() === 'c' && (key.ctrlKey || key.metaKey) && !key.altKey && !key.shiftKey,
    command: () => ({ kind: 'copy' }),
    ownsKey: true,
  },
];

/** What a key pressed on a cell does, and whether the page takes the key; null: nothing. */
export function cellKeyCommand(key: CellKey, cell: KeyedCell): { command: CellCommand; ownsKey: boolean } | null {
  const binding = BINDINGS.find(({ when }) => when(key, cell));
  return binding ? { command: binding.command(key, cell), ownsKey: binding.ownsKey } : null;
}
