import type { GridApi } from 'ag-grid-community';
import { downloadText, downloadUrl } from '../controls/download';
import { setColumnHidden } from '../view/columnLayout';
import type { ViewState } from '../view/viewState';
import type { SetModel } from '../view/filterModels';
import type { ColumnSummary } from '../model/summary';
import type { DataClient } from '../data/dataClient';
import { othersThan, type RowQuery } from '../model/query';
import type { OpenRows } from './openRows';
import type { Grouping } from '../model/grouping';
import type { Row } from './row';
import { type rowSelectionWiring, shownColumns } from './rowSelectionWiring';
import { askInForce } from './askInForce';
import { focusColumnHeader, keepingFocus } from './focusHeader';
import type { ViewSession } from './viewSession';

export interface GridActions {
  goToPage: (page: number) => void;
  stepPage: (delta: number) => void;
  setPageSize: (size: number) => void;
  setGlobalFilter: (term: string) => void;
  redraw: () => void;
  /** Asks for the rows on screen again (the data server answers again after it stopped). */
  askAgain: () => void;
  exportCsv: () => void;
  /** Nested people: open or close every row. */
  expandAll: () => void;
  collapseAll: () => void;
  /** Puts back filters, search, sort, page size and page, as the URL had them. */
  restore: (view: ViewState) => void;
  /** The Columns menu: shows or hides a column (the last visible one stays). */
  setColumnHidden: (colId: string, hidden: boolean) => void;
  /** Puts the dataset's default arrangement of its columns back. */
  resetColumns: () => void;
  /** A column's values among the rows every other filter and the search let through (its `Values of` dialog); null when overtaken. */
  columnValues: (colId: string, search: string) => Promise<ColumnSummary | null>;
  /** Apply in a column's `Values of` dialog: its filter becomes the value list (null: no filter). */
  setValueList: (colId: string, values: string[] | null) => void;
  /** The Row groups toolbar: a change of the grouping, committed (issue 34). */
  changeGrouping: (change: (grouping: Grouping) => Grouping) => void;
  /** Export groups: the groups' summary as `<name>-groups.csv`. */
  exportGroups: () => void;
  /** Focus goes to a column's header cell (the first data column's when it is hidden). */
  focusColumnHeader: (colId: string) => void;
}

interface Parts {
  api: () => GridApi<Row> | null;
  session: ViewSession;
  openRows: OpenRows;
  /** Asks for the page's rows (PageRows.show). */
  showRows: (again?: boolean) => void;
  rowSelection: Pick<ReturnType<typeof rowSelectionWiring>, 'rowsText' | 'exportUrl'>;
  client: Pick<DataClient, 'values' | 'groupsText'>;
  /** What the data is asked for the view in force. */
  query: () => RowQuery;
}

/** A promise's failure that its data client has said already (a notice). */
const ignore = () => undefined;

/** The actions of the page's controls (the pager, the search, the toolbar's buttons, Back and Forward). */
export function gridActions({ api, session, openRows, showRows, rowSelection, client, query }: Parts): GridActions {
  const openAll = (all: boolean) => {
    openRows.reset(all);
    showRows();
  };
  return {
    // The pager drives the grid: a committed page is put into the grid as its rows (showRows).
    goToPage: (page) => session.goToPage(page),
    stepPage: (delta) => session.stepPage(delta),
    setPageSize: (size) => session.setPageSize(size),
    setGlobalFilter: (term) => {
      session.globalFilter = term;
      session.commit();
    },
    redraw: () => api()?.redrawRows(),
    askAgain: () => showRows(true),
    exportCsv: () => {
      const grid = api();
      if (!grid) return;
      const { fileName, columns } = session.dataset;
      // The columns shown, in their order, by the headers their specs export them as (a file's
      // own names, without the `row` the grid adds). The selected rows when some are, else every row that passes.
      const exported = shownColumns(grid).flatMap(({ colId, header }) => {
        const as = columns.find((column) => column.colId === colId)?.exportedAs ?? header;
        return as ? [{ colId, header: as }] : [];
      });
      // A served table's whole result downloads straight from the server, streamed.
      const url = rowSelection.exportUrl(exported);
      if (url) return void url.then((checked) => checked && downloadUrl(fileName, checked), ignore);
      rowSelection.rowsText('csv', exported).then((answer) => answer && downloadText(fileName, answer.text), ignore);
    },
    expandAll: () => openAll(true),
    collapseAll: () => openAll(false),
    restore: (restored) => {
      const grid = api();
      if (!grid) return;
      keepingFocus(grid, () => session.putBack(restored));
      // Asked again even when these rows are on screen: the view is whole once they are.
      showRows(true);
    },
    setColumnHidden: (colId, hidden) => session.arrange((now) => setColumnHidden(now, colId, hidden)),
    resetColumns: () => session.arrange(() => []),
    columnValues: (colId, search) => client.values(session.dataset.key, othersThan(query(), colId), colId, search),
    changeGrouping: (change) => session.changeGrouping(change),
    focusColumnHeader: (colId) => {
      const grid = api();
      if (grid) focusColumnHeader(grid, colId);
    },
    exportGroups: () => {
      const { key, fileName, columns } = session.dataset;
      const headers = columns.map(({ colId, header }) => ({ colId, header }));
      askInForce(query, (inForce) => client.groupsText(key, inForce, headers)).then((answer) => answer && downloadText(`${fileName.replace(/\.csv$/, '')}-groups.csv`, answer.text), ignore);
    },
    setValueList: (colId, values) => {
      const grid = api();
      const model: SetModel | null = values && { filterType: 'set', values };
      if (grid) void grid.setColumnFilterModel(colId, model).then(() => session.commit());
    },
  };
}
