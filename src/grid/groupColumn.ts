import type { ColDef } from 'ag-grid-community';
import { GROUP_COLUMN } from '../model/query';
import { GROUP_COL_ID, groupKeyCommand } from './cellKeys';
import type { GroupOpening } from '../view/groupingView';
import { groupCellRenderer } from './groupingLoader';
import { groupOf, type Row } from './row';

export { GROUP_COL_ID };

/** A sort item's column as the grid names it, and back as the view does. */
export const gridColId = (colId: string) => (colId === GROUP_COLUMN ? GROUP_COL_ID : colId);
export const viewColId = (colId: string) => (colId === GROUP_COL_ID ? GROUP_COLUMN : colId);

/** What the Group column's keys need of the grid's context (GridContext has it). */
interface GroupKeysContext {
  groupOpen: (id: string) => boolean;
  openGroup: (id: string, open: GroupOpening) => void;
}

/**
 * The Group column (issue 34): right after the row checkboxes, shown while the view groups or
 * aggregates (gridState.ts applyGrouping), with no menu or filter. Its sort is the groups' key
 * order: a click reverses it, the next puts it back (no sort: the keys ascending).
 */
export const groupColumnDef: ColDef<Row> = {
  colId: GROUP_COL_ID,
  headerName: 'Group',
  cellRendererSelector: groupCellRenderer,
  hide: true,
  minWidth: 160,
  flex: 1,
  filter: false,
  floatingFilter: false,
  suppressMovable: true,
  lockPosition: 'left',
  lockVisible: true,
  sortingOrder: ['desc', null],
  // Enter, Right Arrow and Left Arrow on a group row open or close it, and the grid must not move
  // focus then. Done here, in the key's own task: the grid's cellKeyDown comes a task later, so a
  // second quick key would be judged before the first had changed the view.
  suppressKeyboardEvent: ({ event, data, context }) => {
    const { groupOpen, openGroup } = context as GroupKeysContext;
    const command = groupKeyCommand(event, groupOf(data), groupOpen);
    if (command && event.type === 'keydown') {
      event.preventDefault(); // nor may the browser scroll with the arrow
      openGroup(command.id, command.open);
    }
    return command !== null;
  },
};
