import type { GridApi } from 'ag-grid-community';
import type { MenuEntry } from '../controls/Menu';
import { type ColumnType, headerOf } from '../model/columns';
import type { Dataset } from '../model/datasets';
import type { DrawnGrouping } from './drawnGrouping';
import { typeOfColumn } from '../view/columnTypes';
import { aggregateHeader } from '../model/grouping';
import { aggregateOf, type GroupOpening, isGroupOpen, setGroupOpen } from '../view/groupingView';
import type { RowSelection } from '../view/rowSelection';
import { columnMenuEntries } from './columnMenu';
import { fitLater } from './fitLater';
import type { OpenRows } from './openRows';
import type { Row } from './row';
import type { rowSelectionWiring } from './rowSelectionWiring';
import type { ViewSession } from './viewSession';

/** What the floating filters, the cells and the headers find in the grid's `context`. */
export interface GridContext {
  /**
   * A floating filter has set its model: the page commits the view now, and its rows, the
   * address and the marks follow from that commit. (The grid's own filterChanged event comes
   * a task later; the page does not listen to it.)
   */
  filterCommitted: () => void;
  /** Nested people: opens or closes a row's sub rows. */
  toggleRow: (id: string) => void;
  /** Opens (true) or closes a group (issue 34), by its id. */
  openGroup: (id: string, open: GroupOpening) => void;
  /** Whether a group is open in the view now, which the rows drawn may not show yet. */
  groupOpen: (id: string) => boolean;
  /** Nested people: whether a row's sub rows are open now, which the rows drawn may not show yet. */
  rowOpen: (id: string) => boolean;
  /** A column's header text: `sum(amount)` while the rows drawn are aggregated by it (issue 34), else its own header; heard of with subscribeDrawn. */
  headerText: (colId: string, header: string) => string;
  subscribeDrawn: (listener: () => void) => () => void;
  /** The grouping now, as text: an open column menu's grouping items follow it. */
  groupingKey: () => string;
  /** The items of a column's header menu, as the arrangement is now (src/grid/ColumnHeader.tsx). */
  columnMenu: (colId: string) => MenuEntry[];
  /** A column's type in the view now (its own unless the Type menu chose another). */
  columnType: (colId: string) => ColumnType;
  /** Hears of each change of the types or the grouping (columnType and groupingKey read them), and of another dataset. */
  subscribeTypesAndGrouping: (listener: () => void) => () => void;
  /** The dataset shown. */
  dataset: () => Dataset;
  /** The selected rows, by row number in the data: the checkboxes read it. */
  selection: RowSelection;
  /** A row's checkbox or Space: toggles it; with Shift, selects the page's rows from the last one toggled. */
  selectRow: (row: number, extend: boolean) => void;
  /** The header checkbox: every row that passes the filters (all pages), or none when all are. */
  selectAll: () => void;
}

interface Parts {
  api: () => GridApi<Row> | null;
  session: ViewSession;
  drawnGrouping: DrawnGrouping;
  openRows: OpenRows;
  /** Asks for the page's rows (PageRows.show). */
  showRows: () => void;
  rowSelection: ReturnType<typeof rowSelectionWiring>;
  /** Opens a column's `Values of` dialog (the page draws it). */
  openValues: (colId: string) => void;
}

/** The grid's context: the page as the filters, cells and headers reach it. */
export function gridContextFor({ api, session, drawnGrouping, openRows, showRows, rowSelection, openValues }: Parts): GridContext {
  const typeOf = (colId: string): ColumnType => typeOfColumn(session.dataset.columns, colId, session.types);
  return {
    filterCommitted: () => session.commit(),
    toggleRow: (id) => {
      openRows.toggle(id);
      showRows();
    },
    openGroup: (id, open) => session.changeGrouping((grouping) => setGroupOpen(grouping, id, open)),
    groupOpen: (id) => isGroupOpen(session.grouping, id),
    rowOpen: (id) => openRows.isOpen(id),
    groupingKey: () => JSON.stringify(session.grouping),
    headerText: (colId, header) => {
      const func = aggregateOf(drawnGrouping.grouping, colId);
      return func ? aggregateHeader(func, header) : header;
    },
    subscribeDrawn: drawnGrouping.subscribe,
    selection: rowSelection.selection,
    selectRow: rowSelection.selectRow,
    selectAll: () => void rowSelection.selectAll(),
    columnMenu: (colId) =>
      columnMenuEntries(session.layout(), colId, typeOf(colId), {
        grouping: session.grouping,
        header: headerOf(session.dataset.columns, colId),
        changeGrouping: (change) => session.changeGrouping(change),
        arrange: (change) => session.arrange(change),
        // The grid's columnResized event that follows commits the new width.
        fit: () => {
          const grid = api();
          if (grid) fitLater(grid, colId);
        },
        setType: (type) => session.setType(colId, type, showRows),
        values: () => openValues(colId),
      }),
    columnType: typeOf,
    subscribeTypesAndGrouping: session.subscribeTypesAndGrouping,
    dataset: () => session.dataset,
  };
}
