import type { GridApi } from 'ag-grid-community';
import { downloadText } from '../controls/download';
import { setColumnHidden } from '../view/columnLayout';
import type { ViewState } from '../view/viewState';
import type { OpenRows } from './openRows';
import type { Row } from './row';
import { type rowSelectionWiring, shownColumns } from './rowSelectionWiring';
import type { ViewSession } from './viewSession';

export interface GridActions {
  goToPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setGlobalFilter: (term: string) => void;
  redraw: () => void;
  exportCsv: () => void;
  /** Nested people: open or close every row. */
  expandAll: () => void;
  collapseAll: () => void;
  /** Puts back filters, search, sort, page size and page, as the URL had them. */
  restore: (view: ViewState) => void;
  /** A click or key in the grid: a header's sort changes in that very task, so commit it now. */
  interacted: () => void;
  /** The Columns menu: shows or hides a column (the last visible one stays). */
  setColumnHidden: (colId: string, hidden: boolean) => void;
  /** Puts the dataset's default arrangement of its columns back. */
  resetColumns: () => void;
}

interface Parts {
  api: () => GridApi<Row> | null;
  session: ViewSession;
  openRows: OpenRows;
  /** Asks for the page's rows (PageRows.show). */
  showRows: (again?: boolean) => void;
  rowSelection: Pick<ReturnType<typeof rowSelectionWiring>, 'rowsText'>;
}

/** The actions of the page's controls (the pager, the search, the toolbar's buttons, Back and Forward). */
export function gridActions({ api, session, openRows, showRows, rowSelection }: Parts): GridActions {
  const openAll = (all: boolean) => {
    openRows.reset(all);
    showRows();
  };
  return {
    // The pager drives the grid: a committed page is put into the grid as its rows (showRows).
    goToPage: (page) => session.goToPage(page),
    setPageSize: (size) => session.setPageSize(size),
    setGlobalFilter: (term) => {
      session.globalFilter = term;
      session.commit();
    },
    redraw: () => api()?.redrawRows(),
    exportCsv: () => {
      const grid = api();
      if (!grid) return;
      const { kind, fileName } = session.dataset;
      // The columns shown, in their order; a file's export is the file's own columns: without
      // `row`, the position the grid adds. The selected rows when some are, else every row that passes.
      const exported = shownColumns(grid).filter(({ colId }) => kind !== 'file' || colId !== 'row');
      void rowSelection.rowsText('csv', exported).then((answer) => {
        if (answer) downloadText(fileName, answer.text);
      });
    },
    expandAll: () => openAll(true),
    collapseAll: () => openAll(false),
    restore: (restored) => {
      if (!api()) return;
      session.putBack(restored);
      // Asked again even when these rows are on screen: the view is whole once they are.
      showRows(true);
    },
    interacted: () => session.commit(),
    setColumnHidden: (colId, hidden) => session.arrange((now) => setColumnHidden(now, colId, hidden)),
    resetColumns: () => session.arrange(() => []),
  };
}
