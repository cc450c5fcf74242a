import type { ColDef, Column, ColumnGroup, GridApi } from 'ag-grid-community';
import type { ColumnSpec } from '../model/columns';
import type { Dataset } from '../model/datasets';
import { ColumnHeader, isColumnMenuKey } from './ColumnHeader';
import { DEFAULT_FLEX } from './columnState';
import { HighlightCell } from './highlightCell';
import { matcherFilter, MatcherFloatingFilter, type MatcherParams } from './matcherFilter';
import type { Row } from './row';
import { selectColumnDef } from './selectColumn';
import { groupColumnDef } from './groupColumn';

const hasText = (target: EventTarget | null) => target instanceof HTMLInputElement && target.value !== '';

/** What a floating filter can hold that takes focus. */
const FOCUSABLE = 'input, button, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab on the last control of the last column's filter goes into the body's first cell, its one
 * Tab stop: the browser would skip the body, whose cells and rows are out of the Tab order. With
 * no rows, the browser goes on past the grid.
 */
function tabIntoBody(event: KeyboardEvent, column: Column | ColumnGroup, api: GridApi) {
  const filter = event.target instanceof Element ? event.target.closest('.ag-floating-filter') : null;
  const columns = api.getAllDisplayedColumns();
  // AG Grid keeps its own floating-filter button, hidden, after ours.
  const controls = filter ? [...filter.querySelectorAll(FOCUSABLE)].filter((control) => control.checkVisibility()) : [];
  const lastControl = columns.at(-1) === column && controls.at(-1) === event.target;
  if (event.shiftKey || !lastControl || api.getDisplayedRowCount() === 0) return;
  event.preventDefault();
  api.setFocusedCell(0, columns[0]!);
}

export const defaultColDef: ColDef<Row> = {
  resizable: true,
  sortable: true,
  cellRenderer: HighlightCell,
  filter: matcherFilter,
  // The worker sorts; the grid keeps the order of the rows it is given.
  comparator: () => 0,
  // Cells show the text the worker sends: no type guessed from the first row (a file's "007"
  // and "n/a" in one column would show "Invalid Number").
  cellDataType: false,
  floatingFilter: true,
  floatingFilterComponent: MatcherFloatingFilter,
  suppressFloatingFilterButton: true,
  suppressHeaderFilterButton: true,
  suppressHeaderMenuButton: true,
  // In the floating-filter row (header row 1): AG Grid keeps Tab among header cells; letting
  // the browser have it moves focus into the cell's filter <input>, as a person expects, and past
  // the last filter into the body (tabIntoBody). And Escape in a filter with text in it clears it
  // (DebouncedInput) and stays there; AG Grid would take focus out to the cell. Escape in an empty
  // filter still does that.
  // In the header row (row 0): the keys that open the column menu are ColumnHeader's.
  suppressHeaderKeyboardEvent: ({ event, headerRowIndex, column, api }) => {
    if (headerRowIndex === 0) return isColumnMenuKey(event);
    if (headerRowIndex !== 1) return false;
    if (event.key === 'Tab') tabIntoBody(event, column, api);
    return event.key === 'Tab' || (event.key === 'Escape' && hasText(event.target));
  },
  // The header text with the `Column menu <header>` button; AG Grid keeps sorting, resizing and moving.
  headerComponentParams: { innerHeaderComponent: ColumnHeader },
};

const columnDef = ({ colId, header, kind, type = 'text', flex = DEFAULT_FLEX, minWidth = 100 }: ColumnSpec): ColDef<Row> => ({
  colId,
  headerName: header,
  // The columns fill the grid's width in these shares, none narrower than minWidth; a grid
  // narrower than their sum scrolls sideways inside itself.
  flex,
  minWidth,
  filterParams: { kind, type } satisfies MatcherParams,
  // The worker sends each row with its displayed columns' values by colId.
  field: colId,
});

/**
 * A dataset's columns, from its column spec, after the checkbox column that selects rows;
 * filtering and sorting happen in the worker.
 */
export const columnDefsFor = (dataset: Dataset): ColDef<Row>[] => [selectColumnDef, groupColumnDef, ...dataset.columns.map(columnDef)];
