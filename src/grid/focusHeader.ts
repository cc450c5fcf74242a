import type { GridApi } from 'ag-grid-community';
import { isGridColumn } from '../view/columnLayout';
import type { Row } from './row';

/**
 * Focuses a column's header cell. A column just pinned or unpinned gets a new header cell in
 * the other part of the header, which React draws a frame or two later (the old one still
 * stands meanwhile), and its inside (ColumnHeader, whose listeners open the menu) later still,
 * through AG Grid's portals: until the cell in the right part is there with its inside, look
 * again each frame. Focused before, a key pressed at once would go unheard.
 */
export function focusHeader(api: GridApi<Row>, colId: string, framesLeft = 30) {
  const part = api.getColumn(colId)?.getPinned() === 'left' ? '.ag-grid-pinned-left-cells' : '.ag-grid-scrolling-cells';
  const cell = document.querySelector(`.ag-header-row-column ${part} .ag-header-cell[col-id="${CSS.escape(colId)}"]:has(.column-header-name)`);
  if (cell) api.setFocusedHeader(colId);
  if (document.activeElement !== cell && framesLeft > 0) requestAnimationFrame(() => focusHeader(api, colId, framesLeft - 1));
}

/** Focuses a column's header cell, or, when the column is hidden, the first data column's. */
export function focusColumnHeader(api: GridApi<Row>, colId: string) {
  const shown = api.getAllDisplayedColumns();
  const target = shown.find((column) => column.getColId() === colId) ?? shown.find((column) => !isGridColumn(column.getColId()));
  if (target) focusHeader(api, target.getColId());
}

/** Focuses the header of the column now at `index` among those shown (the last if fewer): where a column just hidden was. */
export function focusHeaderAt(api: GridApi<Row>, index: number) {
  const shown = api.getAllDisplayedColumns();
  const target = shown[Math.min(index, shown.length - 1)];
  if (target) focusHeader(api, target.getColId());
}

/** Runs `change` (a view put back); when it hides the column holding the focus (its header, filter or a cell), the header now in its place takes it, as after Hide column. */
export function keepingFocus(api: GridApi<Row>, change: () => void) {
  const colId = document.activeElement?.closest('[col-id]')?.getAttribute('col-id');
  const at = api.getAllDisplayedColumns().findIndex((column) => column.getColId() === colId);
  change();
  if (at >= 0 && !api.getColumn(colId!)?.isVisible()) focusHeaderAt(api, at);
}
