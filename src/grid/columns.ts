import type { ColDef } from 'ag-grid-community';
import type { ColumnSpec } from '../model/columns';
import type { Dataset } from '../model/datasets';
import { ColumnHeader, isColumnMenuKey } from './ColumnHeader';
import { DEFAULT_FLEX } from './columnState';
import { HighlightCell } from './highlightCell';
import { matcherFilter, MatcherFloatingFilter, type MatcherParams } from './matcherFilter';
import type { Row } from './row';
import { selectColumnDef } from './selectColumn';
import { groupColumnDef } from './groupColumn';
import { tabInHeader } from './tabStops';

const hasText = (target: EventTarget | null) => target instanceof HTMLInputElement && target.value !== '';

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
  // the browser have it moves focus into the cell's filter <input>, as a person expects. Tab's
  // ways between the header's rows and into the body are tabInHeader's. And Escape in a filter
  // with text in it clears it (DebouncedInput) and stays there; AG Grid would take focus out to
  // the cell. Escape in an empty filter still does that.
  // In the header row (row 0): the keys that open the column menu are ColumnHeader's.
  suppressHeaderKeyboardEvent: ({ event, headerRowIndex, column, api }) => {
    if (tabInHeader(event, headerRowIndex, column, api)) return true;
    // Its default prevented: on a header with no menu (Group) the browser would scroll the page on Alt+Down.
    if (headerRowIndex === 0) return isColumnMenuKey(event) && (event.preventDefault(), true);
    return headerRowIndex === 1 && (event.key === 'Tab' || (event.key === 'Escape' && hasText(event.target)));
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
