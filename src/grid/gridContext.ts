import type { MenuEntry } from '../controls/Menu';
import type { Highlight } from '../engine/highlight';
import type { RowSelection } from '../view/rowSelection';

/** What the floating filters, the cells and the headers find in the grid's `context`. */
export interface GridContext {
  /**
   * A floating filter has set its model: the page commits the view now. (The grid's own
   * filterChanged event comes a task later; the address must follow in this one.)
   */
  filterCommitted: () => void;
  /** What to mark in a column's cells: its own filter and the global search. */
  highlightsFor: (colId: string) => Highlight[];
  /** Nested people: opens or closes a row's sub rows. */
  toggleRow: (id: string) => void;
  /** The items of a column's header menu, as the arrangement is now (src/grid/ColumnHeader.tsx). */
  columnMenu: (colId: string) => MenuEntry[];
  /** The selected rows, by row number in the data: the checkboxes read it. */
  selection: RowSelection;
  /** A row's checkbox or Space: toggles it; with Shift, selects the page's rows from the last one toggled. */
  selectRow: (row: number, extend: boolean) => void;
  /** The header checkbox: every row that passes the filters (all pages), or none when all are. */
  selectAll: () => void;
}
