import type { Column, ColumnGroup, FocusGridInnerElementParams, GridApi, RowPinnedType } from 'ag-grid-community';

// The grid's Tab stops: the header's cells and each filter's controls, then the body as one stop
// (WAI-ARIA's grid pattern; the arrow keys move between its cells), then on past the grid. AG Grid
// 36 would make every row a stop and walk every cell; these put the body's one stop where a
// person expects it. (Shift+Tab on a cell is the browser's: cellKeys' leavesBodyBackwards.)

/** What a floating filter can hold that takes focus. */
const FOCUSABLE = 'input, button, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A floating filter's last control (AG Grid keeps its own filter button there, hidden). */
const lastControl = (filter: Element) => [...filter.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.checkVisibility()).at(-1);

/** Where Tab goes into the body: the first row's first cell, else the totals row's (grouped with no rows), else nowhere. */
function bodyEntry(api: GridApi): { rowIndex: number; rowPinned: RowPinnedType } | null {
  if (api.getDisplayedRowCount() > 0) return { rowIndex: 0, rowPinned: null };
  if (api.getPinnedBottomRowCount() > 0) return { rowIndex: 0, rowPinned: 'bottom' };
  return null;
}

/**
 * Tab on the last control of the last column's filter: into the body (the browser would skip it,
 * its rows and cells being out of the Tab order). With nothing to go into, the browser goes on.
 */
export function tabIntoBody(event: KeyboardEvent, column: Column | ColumnGroup, api: GridApi) {
  const filter = event.target instanceof Element ? event.target.closest('.ag-floating-filter') : null;
  const columns = api.getAllDisplayedColumns();
  const entry = bodyEntry(api);
  if (event.shiftKey || !filter || columns.at(-1) !== column || lastControl(filter) !== event.target || !entry) return;
  event.preventDefault();
  api.setFocusedCell(entry.rowIndex, columns[0]!, entry.rowPinned);
}

/**
 * Shift+Tab into the grid from below with no rows: to the last filter's last control, where Tab
 * left it (AG Grid would stop on that filter's cell). True: focus was placed here.
 */
export function focusFromBelow({ api, fromBottom }: FocusGridInnerElementParams): boolean {
  const last = api.getAllDisplayedColumns().at(-1);
  if (!fromBottom || bodyEntry(api) || !last) return false;
  api.setFocusedHeader(last, true);
  const filter = document.activeElement?.closest('.ag-floating-filter');
  const control = filter ? lastControl(filter) : undefined;
  control?.focus();
  return control !== undefined;
}
