import type { GridApi } from 'ag-grid-community';
import type { Row } from './row';

/** The width a text would take on one line, uncut: a range's box is not clipped by its element's overflow. */
function naturalWidth(text: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(text);
  return range.getBoundingClientRect().width;
}

/** Where a box's content ends on the right: inside its right padding. */
function contentRight(box: HTMLElement): number {
  return box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight);
}

/**
 * How much of a cell's width its content leaves unused (negative when its text is cut). A
 * body cell's text may run to the cell's right edge; a header's label holds its text and the
 * sort icons side by side, and its text (AG Grid's) is the part that shrinks.
 */
function spareIn(cell: HTMLElement): number | null {
  const text = cell.querySelector<HTMLElement>('.cell-text');
  if (text) return contentRight(cell) - text.getBoundingClientRect().left - naturalWidth(text);
  const label = cell.querySelector<HTMLElement>('.ag-header-cell-label');
  const name = cell.querySelector<HTMLElement>('.column-header-name');
  const nameBox = cell.querySelector<HTMLElement>('.ag-header-cell-text');
  if (!label || !name || !nameBox) return null;
  const used = Math.max(...Array.from(label.children, (child) => child.getBoundingClientRect().right));
  return contentRight(label) - used - Math.max(0, naturalWidth(name) - nameBox.getBoundingClientRect().width);
}

/**
 * The width that shows a column's header text and the text of each of its cells on screen
 * whole (what AG Grid's ColumnAutoSizeModule measures, without its weight: README, benchmark
 * log); null when nothing of the column is drawn.
 */
export function contentWidth(cells: Iterable<HTMLElement>): number | null {
  let widest = 0;
  for (const cell of cells) {
    const spare = spareIn(cell);
    if (spare !== null) widest = Math.max(widest, cell.getBoundingClientRect().width - spare);
  }
  return widest > 0 ? Math.ceil(widest) : null;
}

/** Fits a column to its content, within its minimum and maximum; the grid's columnResized event then commits the layout. */
export function fitColumn(api: GridApi<Row>, colId: string): void {
  const column = api.getColumn(colId);
  const grid = api.getGridElement();
  const key = CSS.escape(colId);
  const width = column && grid ? contentWidth(grid.querySelectorAll<HTMLElement>(`.ag-header-cell[col-id="${key}"], .ag-cell[col-id="${key}"]`)) : null;
  // The grid ignores a width outside the column's limits rather than clamping it.
  if (column && width !== null) api.setColumnWidths([{ key: colId, newWidth: Math.min(Math.max(width, column.getMinWidth()), column.getMaxWidth()) }]);
}
