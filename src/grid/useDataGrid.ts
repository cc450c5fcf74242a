import type { CellKeyDownEvent, ColumnMovedEvent, ColumnResizedEvent, GridApi, GridOptions, SortModelItem } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { ColumnChoice } from '../controls/ColumnsMenu';
import { downloadText } from '../controls/download';
import { useSaid } from '../controls/useSaid';
import type { Highlight } from '../engine/highlight';
import { pageCountFor } from '../view/pager';
import type { Dataset } from '../model/datasets';
import { isTextKind } from '../model/columns';
import { queryKey, type RowQuery } from '../model/query';
import { fullLayout, normalizeLayout, setColumnHidden } from '../view/columnLayout';
import { activeFilters, INITIAL_VIEW_STATE, rowQueryFor, type ViewState } from '../view/viewState';
import type { DataClient } from '../data/dataClient';
import { columnMenuEntries } from './columnMenu';
import { columnDefsFor } from './columns';
import { filtersOf, sortOf } from './gridState';
import type { GridContext } from './gridContext';
import type { MatcherModel } from './matcherFilter';
import { rowsOfPage, type Row } from './row';
import { rowSelectionWiring, shownColumns } from './rowSelectionWiring';
import { rowNumberOf } from './selectColumn';
import { ViewSession, type ViewListener } from './viewSession';

/** What the page shows of the grid: the committed view, and the rows it has. */
export interface GridView extends ViewState {
  /** Rows passing the filters, across all pages; null until the first answer. */
  rowCount: number | null;
  pageCount: number;
  /** Rows are on their way from the worker. */
  busy: boolean;
  /** The dataset's columns in display order, each with its header and whether it is hidden (the Columns menu). */
  columnChoices: ColumnChoice[];
}

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

/** A dataset loaded into the worker, as version `version` of the rows. */
export interface LoadedData {
  dataset: Dataset;
  /** Which generated set of People it is (0 for lists). */
  set: number;
  version: number;
  /** A view to put back with it (from the URL); without one, filters stay or are cleared. */
  view?: ViewState;
}

const gridViewOf = (view: ViewState, rowCount: number | null, busy: boolean, dataset: Dataset): GridView => ({
  ...view,
  rowCount,
  pageCount: pageCountFor(rowCount ?? 0, view.pageSize),
  busy,
  // While another dataset loads, the view committed last may still be the previous one's.
  columnChoices: fullLayout(normalizeLayout(view.columns, dataset.columns), dataset.columns).map(({ colId, hidden }) => ({
    colId,
    header: dataset.columns.find((spec) => spec.colId === colId)!.header,
    hidden,
  })),
});

/**
 * What a page's cells draw besides their values: their marks follow the column filters and the
 * search, a nested row's toggle the open rows. The sort and the page change only values.
 */
const cellsDrawnFor = ({ filters, globalFilter, expanded }: RowQuery): string => JSON.stringify([filters, globalFilter, expanded ?? null]);

/** Nested people: which rows are open, as "all but" or "only" the toggled ids. */
class OpenRows {
  all = false;
  toggled = new Set<string>();

  toggle(id: string) {
    if (!this.toggled.delete(id)) this.toggled.add(id);
  }

  reset(all: boolean) {
    this.all = all;
    this.toggled = new Set();
  }

  get query() {
    return { all: this.all, toggled: [...this.toggled].sort() };
  }
}

/**
 * Wires AG Grid to the page: the page's rows from the worker, the view session (grid state in, committed
 * views out), the context the filters and cells read, and the actions of the page's controls.
 * Each newly loaded `data` is put on screen; `onShown` hears when its rows are there.
 */
export function useDataGrid(
  client: DataClient,
  firstDataset: Dataset,
  data: LoadedData | null,
  onShown: (data: LoadedData) => void,
  listener: ViewListener,
  subRows: boolean,
) {
  const [view, setView] = useState<GridView>(() => gridViewOf(INITIAL_VIEW_STATE, null, false, firstDataset));
  const [copyStatus, say] = useSaid();
  const [wiring] = useState(() => {
    let api: GridApi<Row> | null = null;
    let rowCount: number | null = null;
    let pending = 0;
    const openRows = new OpenRows();
    const publish = () => setView(gridViewOf(session.committed, rowCount, pending > 0, session.dataset));
    const session = new ViewSession(firstDataset, listener, (committed) => {
      showRows();
      publish();
      void rowSelection.committed(committed);
    });
    /** Data to show once the grid is ready, and who waits for its rows. */
    let load: { data: LoadedData; shown: () => void } | null = null;

    const nested = () => subRows && session.dataset.kind === 'people';
    const queryFor = (filterModel: Record<string, MatcherModel | null>, sortModel: SortModelItem[]): RowQuery => {
      const { columns } = session.dataset;
      const query = rowQueryFor({ filters: filtersOf(filterModel, columns, []).filters, globalFilter: session.globalFilter, sort: sortModel.map(({ colId, sort }) => ({ colId, sort })) }, columns);
      return nested() ? { ...query, expanded: openRows.query } : query;
    };
    const currentQuery = () => (api ? queryFor(api.getFilterModel(), sortOf(api)) : null);
    const rowSelection = rowSelectionWiring({ client, api: () => api, datasetKey: () => session.dataset.key, currentQuery, say });
    /** The rows the page shows now: the dataset's, for the query in force, on the pager's page. */
    const wantedRows = () => {
      const query = currentQuery()!;
      const start = (session.page - 1) * session.pageSize;
      const end = start + session.pageSize;
      return { query, start, end, key: JSON.stringify([session.dataset.key, queryKey(query), start, end]) };
    };
    /** The rows on screen, or on their way, are for this (wantedRows().key); and the last request. */
    let shownKey = '';
    let asked = 0;
    /** What the cells on screen drew besides their values (cellsDrawnFor). */
    let cellsDrawn = '';
    /**
     * Puts the page's rows into the grid once the worker has them, if they are not there yet
     * (or `again`: new data, the same query). Only the last request's answer is shown.
     */
    const showRows = (again = false) => {
      if (!api) return;
      const wanted = wantedRows();
      if (!again && wanted.key === shownKey) return;
      shownKey = wanted.key;
      const ticket = ++asked;
      if (pending++ === 0) publish();
      client
        .rows(session.dataset.key, wanted.query, wanted.start, wanted.end)
        .then(
          (answer) => {
            if (!answer || ticket !== asked || !api) return;
            const grid = api;
            // Rows keyed by their place on the page: the rows on screen are updated in place (a
            // cell whose value changed is drawn again), and drawn now rather than in a later task
            // of React's (often after the next frame). Every cell is drawn again only when what
            // it draws besides its value changed (its marks, a toggle) or the data is new.
            const rows = rowsOfPage(answer.rows, wanted.start);
            const drawn = cellsDrawnFor(wanted.query);
            const redrawAll = again || drawn !== cellsDrawn;
            cellsDrawn = drawn;
            flushSync(() => {
              grid.setGridOption('rowData', rows);
              if (redrawAll) grid.refreshCells({ force: true });
            });
            performance.clearMarks('rows-shown'); // keep one: the benchmark observes them as they come
            performance.mark('rows-shown');
            if (rowCount !== answer.rowCount) {
              rowCount = answer.rowCount;
              publish();
            }
            if (wantedRows().key !== wanted.key) return;
            rowSelection.counted(answer.rowCount);
            if (load && answer.version >= load.data.version) {
              load.shown();
              load = null;
            }
            session.rowsShown(answer.rowCount, answer.version);
          },
          () => {
            if (ticket === asked) shownKey = '';
          },
        )
        .finally(() => {
          if (--pending === 0) publish();
        });
    };
    const startLoad = (next: NonNullable<typeof load>) => {
      load = next;
      if (!api) return;
      rowSelection.loaded();
      session.startLoad(next.data.dataset, next.data.set, next.data.version, next.data.view, (dataset) => api!.setGridOption('columnDefs', columnDefsFor(dataset)));
      showRows(true);
    };

    const context: GridContext = {
      filterCommitted: () => session.commit(),
      highlightsFor: (colId) => {
        const highlights: Highlight[] = [];
        const model = api?.getColumnFilterModel<MatcherModel>(colId);
        // Comparisons mark nothing: a number or a date passes whole, or not.
        const filter = model && model.filterType === 'matcher' ? model : null;
        if (filter && filter.value !== '' && isTextKind(filter.kind)) highlights.push({ kind: filter.kind, value: filter.value });
        if (session.globalFilter !== '') highlights.push({ kind: 'fuzzy', value: session.globalFilter });
        return highlights;
      },
      toggleRow: (id) => {
        openRows.toggle(id);
        showRows();
      },
      selection: rowSelection.selection,
      selectRow: rowSelection.selectRow,
      selectAll: () => void rowSelection.selectAll(),
      columnMenu: (colId) =>
        columnMenuEntries(session.layout(), colId, {
          arrange: (change) => session.arrange(change),
          fit: () => {
            api?.autoSizeColumns([colId]);
            session.commit();
          },
        }),
    };

    const gridOptions = {
      columnDefs: columnDefsFor(firstDataset),
      // A row is its place on the page (the worker sends `$slot`'s rows in order).
      getRowId: ({ data }: { data: Row }) => String(data.$slot),
      context,
      onGridReady: ({ api: ready }: { api: GridApi<Row> }) => {
        api = ready;
        session.attach(ready);
        if (load) startLoad(load);
      },
      // The grid holds no rows when none pass: with filters or a search, say that none match.
      overlayComponentSelector: ({ overlayType }) => {
        const { filters, globalFilter } = session.committed;
        const filtered = activeFilters(filters).length > 0 || globalFilter !== '';
        return overlayType === 'noRows' && filtered ? { component: 'agNoMatchingRowsOverlay' } : undefined;
      },
      // After a failure the grid is gone while the pager stays: it must not call a dead grid.
      onGridPreDestroyed: () => {
        api = null;
        session.attach(null);
      },
      // The grid's own events come a task after the change; most were committed already. A
      // filter model put back with a view (the URL's) is in force only by now: its rows are asked
      // for here, since nothing is committed until they are on screen.
      onSortChanged: () => {
        session.commit();
        showRows();
      },
      onFilterChanged: () => {
        session.commit();
        showRows();
      },
      // Columns moved or resized by dragging (or fitted by a double click on a resize handle):
      // committed when the drag ends; the menus commit their changes themselves.
      onColumnMoved: ({ finished }: ColumnMovedEvent<Row>) => finished && session.commit(),
      onColumnResized: ({ finished }: ColumnResizedEvent<Row>) => finished && session.commit(),
      onDragStopped: () => session.commit(),
      onColumnPinned: () => session.commit(),
      onColumnVisible: () => session.commit(),
      onCellKeyDown: ({ event, column, node, data: row }: CellKeyDownEvent<Row>) => {
        const key = event as KeyboardEvent | null;
        if (!key) return;
        // Nested people: Enter on the id cell of a row with sub rows opens or closes it.
        if (key.key === 'Enter' && column.getColId() === 'id' && row?.hasChildren) context.toggleRow(String(row.id));
        // Space toggles the row's checkbox; Shift+Space selects the page's rows from the last one toggled.
        const rowNumber = rowNumberOf(row);
        if (key.key === ' ' && rowNumber !== undefined && !key.ctrlKey && !key.metaKey && !key.altKey) {
          key.preventDefault();
          context.selectRow(rowNumber, key.shiftKey);
        }
        // Ctrl+C (Cmd+C): the selected rows, or else this cell.
        if (key.key.toLowerCase() === 'c' && (key.ctrlKey || key.metaKey) && !key.altKey && !key.shiftKey) {
          key.preventDefault();
          void rowSelection.copy(node, column);
        }
      },
    } satisfies GridOptions<Row>;

    const actions: GridActions = {
      // The pager drives the grid: a committed page is put into the grid as its rows (showRows).
      goToPage: (page) => session.goToPage(page),
      setPageSize: (size) => session.setPageSize(size),
      setGlobalFilter: (term) => {
        session.globalFilter = term;
        session.commit();
      },
      redraw: () => api?.redrawRows(),
      exportCsv: () => {
        if (!api) return;
        const { kind, fileName } = session.dataset;
        // The columns shown, in their order; a file's export is the file's own columns: without
        // `row`, the position the grid adds. The selected rows when some are, else every row that passes.
        const exported = shownColumns(api).filter(({ colId }) => kind !== 'file' || colId !== 'row');
        void rowSelection.rowsText('csv', exported).then((answer) => {
          if (answer) downloadText(fileName, answer.text);
        });
      },
      expandAll: () => {
        openRows.reset(true);
        showRows();
      },
      collapseAll: () => {
        openRows.reset(false);
        showRows();
      },
      restore: (restored) => {
        if (!api) return;
        session.putBack(restored);
        // Asked again even when these rows are on screen: the view is whole once they are.
        showRows(true);
      },
      interacted: () => session.commit(),
      setColumnHidden: (colId, hidden) => session.arrange((now) => setColumnHidden(now, colId, hidden)),
      resetColumns: () => session.arrange(() => []),
    };

    return { gridOptions, actions, startLoad, selection: rowSelection.selection };
  });

  // Each newly loaded data is shown once, whatever else re-renders; onShown is the latest one.
  const onShownRef = useRef(onShown);
  useEffect(() => {
    onShownRef.current = onShown;
  }, [onShown]);
  useEffect(() => {
    if (data) wiring.startLoad({ data, shown: () => onShownRef.current(data) });
  }, [wiring, data]);
  const gridProps = useMemo(() => wiring.gridOptions, [wiring]);
  const { selection } = wiring;
  const selected = useSyncExternalStore(selection.subscribe, () => selection.size);
  return { view, actions: wiring.actions, gridProps, selected, copyStatus };
}
