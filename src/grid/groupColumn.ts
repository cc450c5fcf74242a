import type { ColDef } from 'ag-grid-community';
import { GROUP_COLUMN } from '../model/query';
import { DEFAULT_FLEX } from './columnState';
import { GROUP_COL_ID } from './cellKeys';
import { groupCellRenderer } from './groupingLoader';
import type { Row } from './row';

export { GROUP_COL_ID };

/** A sort item's column as the grid names it, and back as the view does. */
export const gridColId = (colId: string) => (colId === GROUP_COLUMN ? GROUP_COL_ID : colId);
export const viewColId = (colId: string) => (colId === GROUP_COL_ID ? GROUP_COLUMN : colId);

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
  flex: DEFAULT_FLEX,
  filter: false,
  floatingFilter: false,
  suppressMovable: true,
  lockPosition: 'left',
  lockVisible: true,
  sortingOrder: ['desc', null],
};
