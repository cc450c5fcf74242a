import type { Column, ColumnGroup, FocusGridInnerElementParams, GridApi, RowPinnedType } from 'ag-grid-community';

// The grid's Tab stops: the header's cells and each filter's controls, then the body as one stop
// (WAI-ARIA's grid pattern; the arrow keys move between its cells), then on past the grid. AG Grid
// 36 would make every row a stop and walk every cell; these put the body's one stop where a
// person expects it. (Shift+Tab on a cell is the browser's: cellKeys' leavesBodyBackwards.)

/** What a floating filter can hold that takes focus. */
const FOCUSABLE = 'input, button, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls shown within `root` that `selector` picks, in Tab order (AG Grid keeps its own filter buttons in the filters, hidden). */
const shownControls = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].filter((control) => control.checkVisibility());

/** The filters' controls in the header around `element`, in Tab order. */
const filterControls = (element: Element) => {
  const header = element.closest('.ag-header');
  return header ? shownControls(header, `.ag-header-row-filter :is(${FOCUSABLE})`) : [];
};

const precedes = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** Where Tab goes into the body: the first row's first cell, else the totals row's (grouped with no rows), else nowhere. */
function bodyEntry(api: GridApi): { rowIndex: number; rowPinned: RowPinnedType } | null {
  if (api.getDisplayedRowCount() > 0) return { rowIndex: 0, rowPinned: null };
  if (api.getPinnedBottomRowCount() > 0) return { rowIndex: 0, rowPinned: 'bottom' };
  return null;
}

/** Where a Tab in the header is, as tabInHeader reads it. */
export interface HeaderTab {
  /** 0: the column headers; 1: the filters. */
  headerRowIndex: number;
  backwards: boolean;
  /** On the last displayed column. */
  lastColumn: boolean;
  /** Filter controls before and after the focused element, in Tab order. */
  controlsBefore: boolean;
  controlsAfter: boolean;
  /** The body has a row to go into. */
  bodyEntry: boolean;
}

/**
 * Where Tab goes in the header when the browser's order or AG Grid's would go wrong (null: theirs
 * is right): from the last column header to the first filter control (AG Grid stops on the
 * checkbox column's empty filter cell first); with no filter control before it, Shift+Tab back to
 * the last column header (the browser stops on the filter row itself, with nothing to show it);
 * with none after it, Tab into the body (the browser skips it, its rows and cells being out of
 * the Tab order; with no row to go into, the browser goes on past the grid).
 */
export function headerTabTarget(tab: HeaderTab): 'firstFilter' | 'lastHeader' | 'body' | null {
  if (tab.headerRowIndex === 0) return !tab.backwards && tab.lastColumn && tab.controlsAfter ? 'firstFilter' : null;
  if (tab.headerRowIndex !== 1) return null;
  if (tab.backwards) return tab.controlsBefore ? null : 'lastHeader';
  return !tab.controlsAfter && tab.bodyEntry ? 'body' : null;
}

/** Tab in the header, where headerTabTarget says where it goes. True: this moved the focus. */
export function tabInHeader(event: KeyboardEvent, headerRowIndex: number, column: Column | ColumnGroup, api: GridApi): boolean {
  const { target } = event;
  if (event.key !== 'Tab' || !(target instanceof Element)) return false;
  const controls = filterControls(target);
  const columns = api.getAllDisplayedColumns();
  const entry = bodyEntry(api);
  const to = headerTabTarget({
    headerRowIndex,
    backwards: event.shiftKey,
    lastColumn: column === columns.at(-1),
    controlsBefore: controls.some((control) => precedes(control, target)),
    controlsAfter: controls.some((control) => precedes(target, control)),
    bodyEntry: entry !== null,
  });
  if (to === null) return false;
  event.preventDefault();
  if (to === 'firstFilter') controls[0]!.focus();
  else if (to === 'lastHeader') api.setFocusedHeader(columns.at(-1)!);
  else api.setFocusedCell(entry!.rowIndex, columns[0]!, entry!.rowPinned);
  return true;
}

/** Focuses the last filter's last control (with `api`'s help to find the header); false if there is none. */
function focusLastFilterControl(api: GridApi): boolean {
  const last = api.getAllDisplayedColumns().at(-1);
  if (!last) return false;
  api.setFocusedHeader(last, true);
  const control = document.activeElement ? filterControls(document.activeElement).at(-1) : undefined;
  control?.focus();
  return control !== undefined;
}

/**
 * Shift+Tab into the grid from below with no rows: to the last filter's last control, where Tab
 * left it (AG Grid would stop on that filter's cell). True: focus was placed here.
 */
export function focusFromBelow({ api, fromBottom }: FocusGridInnerElementParams): boolean {
  return fromBottom && !bodyEntry(api) && focusLastFilterControl(api);
}

/**
 * A filter cell with nothing in it (the checkbox and Group columns') keeps no focus that comes
 * from outside the header: AG Grid puts it there when the rows go from under the focused cell (a
 * filter applied, the totals row drawn again), and on ArrowUp from the first row. Focus goes up
 * to the column's header cell. Watches the element around the grid; returns the way to stop.
 */
export function keepFocusOutOfEmptyFilters(root: HTMLElement, api: () => GridApi | null): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const { target, relatedTarget } = event;
    const grid = api();
    const colId = target instanceof Element && target.matches('.ag-floating-filter') ? target.getAttribute('col-id') : null;
    if (!grid || !colId || (relatedTarget instanceof Element && relatedTarget.closest('.ag-header'))) return;
    if (shownControls(target as Element, FOCUSABLE).length > 0) return;
    grid.setFocusedHeader(colId);
  };
  root.addEventListener('focusin', onFocusIn);
  return () => root.removeEventListener('focusin', onFocusIn);
}
