import type { CellKeyDownEvent, GridApi, GridOptions, IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { downloadText } from '../controls/download';
import type { Dataset } from '../model/datasets';
import type { PeopleClient } from '../worker/peopleClient';
import { type ColumnFilterEntry, type FilterState, reconcileColumnFilters } from '../filtering/filterState';
import type { Highlight } from '../filtering/highlight';
import { clampPage, DEFAULT_PAGE_SIZE, pageCountFor, pageKeepingTopRow } from '../filtering/pager';
import type { ViewState } from '../view/startOptions';
import { queryKey, type RowQuery, type SortItem } from '../model/query';
import { columnDefsFor, type Row } from './columns';
import type { FilterContext, TextFilterModel } from './matcherFilter';

export interface GridView {
  /** Rows passing the filters, across all pages; null until the first answer. */
  rowCount: number | null;
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  filterState: FilterState;
  /** Rows are on their way from the worker. */
  busy: boolean;
  sort: SortItem[];
  /**
   * False while a view from the URL is being put back (filters, sort, then the page once the
   * rows are counted): the URL must not be rewritten from a half-restored view.
   */
  settled: boolean;
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
}

/** A dataset loaded into the worker, as version `version` of the rows. */
export interface LoadedData {
  dataset: Dataset;
  version: number;
  /** A view to put back with it (from the URL); without one, filters stay or are cleared. */
  view?: ViewState;
}

const EMPTY_FILTERS: FilterState = { columnFilters: [], globalFilter: '' };

const INITIAL_VIEW: GridView = {
  rowCount: null,
  page: 1,
  pageCount: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filterState: EMPTY_FILTERS,
  busy: false,
  sort: [],
  settled: false,
};

const sortOf = (sortModel: SortModelItem[]): SortItem[] => sortModel.map(({ colId, sort }) => ({ colId, sort }));

function currentSort(api: GridApi<Row>): SortModelItem[] {
  return api
    .getColumnState()
    .filter((column) => column.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((column) => ({ colId: column.colId, sort: column.sort! }));
}

type PublishView = (update: (view: GridView) => GridView) => void;

/**
 * Everything the page needs from the grid, in one place: the grid's events become a
 * `GridView`, `actions` drive the grid through its API, and the datasource asks the worker
 * for the rows of each page. Nothing outside src/grid sees AG Grid.
 */
class GridController {
  private api: GridApi<Row> | null = null;
  private client: PeopleClient | null = null;
  /** The dataset whose columns the grid shows. */
  private dataset: Dataset;
  private columnFilters: ColumnFilterEntry[] = [];
  private globalFilter = '';
  private sort: SortItem[] = [];
  /** Nested people: which rows are open ("all but" or "only" the toggled ids). */
  private expanded = { all: false, toggled: new Set<string>() };
  private pendingRequests = 0;
  /** Waits for the rows of newly loaded data to reach the screen. */
  private newData: { version: number; shown: () => void } | null = null;
  /** A page from the URL, to go to once the rows are counted. */
  private pendingPage: number | null = null;
  /** A view that came before the grid was ready. */
  private viewForReadyGrid: ViewState | null = null;

  constructor(
    private readonly publish: PublishView,
    initialDataset: Dataset,
    /** Tells the visitor about a part of the URL's view that could not be honoured. */
    private readonly notify: (notice: string) => void,
    /** People come with sub rows (`?sub=`). */
    private readonly subRows: boolean,
  ) {
    this.dataset = initialDataset;
    this.gridProps = { ...this.eventProps, columnDefs: columnDefsFor(initialDataset) };
  }

  /** The active column filters of a filter model, in column order (the order does not change results). */
  private filtersOf(model: Record<string, TextFilterModel | null | undefined>): ColumnFilterEntry[] {
    return this.dataset.columns.flatMap(({ colId }) => {
      const value = model[colId]?.value;
      return value ? [{ id: colId, value }] : [];
    });
  }

  private query(filterModel: Record<string, TextFilterModel | null>, sortModel: SortModelItem[]): RowQuery {
    const kindOf = (colId: string) => this.dataset.columns.find((column) => column.colId === colId)?.kind;
    const filters = this.filtersOf(filterModel).map(({ id, value }) => ({ colId: id, kind: kindOf(id)!, value }));
    const query: RowQuery = {
      filters,
      globalFilter: this.globalFilter,
      // A column that matches fuzzily sorts by rank first: for its own filter, else the global search.
      sort: sortOf(sortModel).map((item) =>
        kindOf(item.colId) === 'fuzzy' ? { ...item, rankTerm: filters.find((filter) => filter.colId === item.colId)?.value ?? this.globalFilter } : item,
      ),
    };
    if (this.nested) query.expanded = { all: this.expanded.all, toggled: [...this.expanded.toggled].sort() };
    return query;
  }

  /** Whether the grid shows people with sub rows now. */
  private get nested(): boolean {
    return this.subRows && this.dataset.kind === 'people';
  }

  /** Shows the rows again after a change of what is open, on the same page. */
  private reopen(change: () => void) {
    change();
    this.api?.refreshInfiniteCache();
  }

  private currentQuery(api: GridApi<Row>): RowQuery {
    return this.query(api.getFilterModel(), currentSort(api));
  }

  private readPager(api: GridApi<Row>) {
    const pageSize = api.paginationGetPageSize();
    this.publish((view) => {
      const pageCount = pageCountFor(view.rowCount ?? 0, pageSize);
      return { ...view, pageSize, pageCount, page: clampPage(api.paginationGetCurrentPage() + 1, pageCount) };
    });
  }

  private publishRowCount(rowCount: number) {
    this.publish((view) => {
      if (view.rowCount === rowCount) return view;
      const pageCount = pageCountFor(rowCount, view.pageSize);
      return { ...view, rowCount, pageCount, page: clampPage(view.page, pageCount) };
    });
  }

  private publishFilters() {
    const filterState = { columnFilters: this.columnFilters, globalFilter: this.globalFilter };
    this.publish((view) => ({ ...view, filterState }));
  }

  /** The rule for the column that ranks: People's Full Name, a list's name. */
  private get rankingColumn(): string | undefined {
    return this.dataset.columns.find((column) => column.kind === 'fuzzy')?.colId;
  }

  /**
   * Brings the filter state up to the grid's filter model: activation order, the dump, and
   * the ranking rule. Returns whether it changed the sort (which fetches rows by itself).
   */
  private syncColumnFilters(api: GridApi<Row>): boolean {
    const previous = this.columnFilters;
    const columnFilters = reconcileColumnFilters(previous, this.filtersOf(api.getFilterModel()));
    if (JSON.stringify(columnFilters) === JSON.stringify(previous)) return false;
    this.columnFilters = columnFilters;
    this.publishFilters();
    api.paginationGoToPage(0);
    // Filtering by the fuzzy name first means "find this one": show the best matches first.
    const ranking = this.rankingColumn;
    if (ranking && columnFilters[0]?.id === ranking && previous[0]?.id !== ranking && currentSort(api)[0]?.colId !== ranking) {
      api.applyColumnState({ state: [{ colId: ranking, sort: 'asc' }], defaultState: { sort: null } });
      return true;
    }
    return false;
  }

  /** For the floating filters, through the grid's `context`. */
  readonly context: FilterContext = {
    commitColumnFilter: (_colId, value, setModel) => {
      setModel(value === '' ? null : { value });
      // Now, not when the grid's filterChanged event arrives a task later: a sort switched to
      // the name column here is in the very first request for the new rows.
      if (this.api) this.syncColumnFilters(this.api);
    },
    highlightsFor: (colId) => {
      const highlights: Highlight[] = [];
      const filter = this.columnFilters.find((entry) => entry.id === colId);
      const spec = this.dataset.columns.find((column) => column.colId === colId);
      if (filter && spec) highlights.push({ kind: spec.kind, value: filter.value });
      if (this.globalFilter !== '') highlights.push({ kind: 'fuzzy', value: this.globalFilter });
      return highlights;
    },
    toggleRow: (id) =>
      this.reopen(() => {
        const { toggled } = this.expanded;
        if (!toggled.delete(id)) toggled.add(id);
      }),
  };

  private setPending(change: number) {
    this.pendingRequests += change;
    const busy = this.pendingRequests > 0;
    this.publish((view) => (view.busy === busy ? view : { ...view, busy }));
  }

  /** The rows of the grid's blocks, from the worker. */
  datasourceFor(client: PeopleClient): IDatasource {
    this.client = client;
    return {
      getRows: (params: IGetRowsParams<Row>) => {
        const query = this.query(params.filterModel as Record<string, TextFilterModel | null>, params.sortModel);
        // The grid asks a task after it decides; a block whose sort or filter has changed
        // since is gone already: do not make the worker compute it.
        if (this.api && queryKey(query) !== queryKey(this.currentQuery(this.api))) return params.failCallback();
        this.setPending(+1);
        client
          .rows(this.dataset.key, query, params.startRow, params.endRow)
          .then(
            (answer) => {
              // A newer query overtook this one; the grid has asked for its rows already.
              if (!answer) return params.failCallback();
              // AG Grid's React cells would draw the rows in a task of their own, often after
              // the next frame; drawing them now shows them in that frame.
              flushSync(() => params.successCallback(answer.rows, answer.rowCount));
              performance.clearMarks('rows-shown'); // keep one: the benchmark observes them as they come
              performance.mark('rows-shown');
              this.publishRowCount(answer.rowCount);
              // New data, or a restored page, wait for an answer to the query now on screen.
              if (this.api && queryKey(query) !== queryKey(this.currentQuery(this.api))) return;
              if (this.newData && answer.version >= this.newData.version) {
                this.newData.shown();
                this.newData = null;
              }
              if (!this.newData && this.pendingPage !== null) this.goToPendingPage(answer.rowCount);
            },
            () => params.failCallback(),
          )
          .finally(() => this.setPending(-1));
      },
    };
  }

  /** Asks the grid for its rows again, from page 1. */
  private reload() {
    this.api?.paginationGoToPage(0);
    this.api?.refreshInfiniteCache();
  }

  /**
   * Shows page 1 of newly loaded data; resolves once its rows are on screen. Another dataset
   * brings its own columns, with no filter, search or sort; new people keep them.
   */
  show({ dataset, version, view }: LoadedData): Promise<void> {
    if (dataset !== this.dataset) {
      this.dataset = dataset;
      this.columnFilters = [];
      this.globalFilter = '';
      this.publishFilters();
      const { api } = this;
      if (api) {
        api.setGridOption('columnDefs', columnDefsFor(dataset));
        // Columns with the same id (every dataset has `id`) would keep their filter and sort.
        api.setFilterModel(null);
        api.applyColumnState({ defaultState: { sort: null } });
      }
    }
    if (view) this.applyView(view);
    return new Promise<void>((shown) => {
      this.newData = { version, shown };
      this.reload();
    });
  }

  /** Sets filters, search, sort and page size; the page follows once the rows are counted. */
  private applyView(view: ViewState) {
    const { api } = this;
    if (!api) {
      this.viewForReadyGrid = view;
      return;
    }
    this.publish((current) => ({ ...current, settled: false }));
    // Known order first, so the Full Name rule sees no change to react to.
    this.columnFilters = view.columnFilters;
    this.globalFilter = view.globalFilter;
    this.sort = view.sort;
    this.publishFilters();
    this.publish((current) => ({ ...current, sort: view.sort }));
    api.setGridOption('paginationPageSize', view.pageSize);
    api.setFilterModel(Object.fromEntries(view.columnFilters.map(({ id, value }) => [id, { value }])));
    api.applyColumnState({
      state: view.sort.map(({ colId, sort }, sortIndex) => ({ colId, sort, sortIndex })),
      defaultState: { sort: null },
    });
    this.pendingPage = view.page;
  }

  /** A restored page, once the rows are counted; the grid may learn the count a moment later. */
  private goToPendingPage(rowCount: number) {
    const page = this.pendingPage!;
    const { api } = this;
    if (!api) return;
    const pageCount = pageCountFor(rowCount, api.paginationGetPageSize());
    if (page > pageCount) {
      this.notify(`Page ${page} is beyond the last page (${pageCount}): showing page 1.`);
    } else {
      api.paginationGoToPage(page - 1);
      // The grid clamps to the pages it knows of; if it does not know them all yet, the next
      // paginationChanged tries again.
      if (api.paginationGetCurrentPage() !== page - 1) return;
    }
    this.pendingPage = null;
    this.publish((view) => ({ ...view, settled: true }));
  }

  private readonly eventProps = {
    onGridReady: ({ api }: { api: GridApi<Row> }) => {
      this.api = api;
      this.readPager(api);
      if (this.viewForReadyGrid) {
        this.applyView(this.viewForReadyGrid);
        this.viewForReadyGrid = null;
      }
    },
    // After a failure the grid is gone while the pager stays: it must not call a dead grid.
    onGridPreDestroyed: () => {
      this.api = null;
    },
    onPaginationChanged: ({ api }: { api: GridApi<Row> }) => {
      if (this.pendingPage !== null && !this.newData && api.paginationGetTotalPages() >= this.pendingPage) {
        this.goToPendingPage(api.paginationGetRowCount());
      }
      this.readPager(api);
    },
    // A new sort starts again at page 1 (new data and filters do so where they happen).
    onSortChanged: ({ api }: { api: GridApi<Row> }) => {
      const sort = sortOf(currentSort(api));
      // A sort put back from the URL is no change: it keeps the page it came with.
      if (queryKey({ filters: [], globalFilter: '', sort }) === queryKey({ filters: [], globalFilter: '', sort: this.sort })) return;
      this.sort = sort;
      this.publish((view) => ({ ...view, sort }));
      api.paginationGoToPage(0);
    },
    // Filters set through the API arrive here only.
    onFilterChanged: ({ api }: { api: GridApi<Row> }) => void this.syncColumnFilters(api),
    // Nested people: Enter on the id cell of a row with sub rows opens or closes it.
    onCellKeyDown: ({ event, column, data }: CellKeyDownEvent<Row>) => {
      if ((event as KeyboardEvent | null)?.key !== 'Enter' || column.getColId() !== 'id' || !data?.hasChildren) return;
      this.context.toggleRow(String(data.id));
    },
  } satisfies GridOptions<Row>;

  /** Spread onto <AgGridReact>: the first dataset's columns and the event handlers. */
  readonly gridProps: typeof this.eventProps & { columnDefs: GridOptions<Row>['columnDefs'] };

  readonly actions: GridActions = {
    goToPage: (page) => this.api?.paginationGoToPage(page - 1),
    setPageSize: (size) => {
      const api = this.api;
      if (!api) return;
      const topPage = pageKeepingTopRow(api.paginationGetCurrentPage(), api.paginationGetPageSize(), size);
      api.setGridOption('paginationPageSize', size);
      api.paginationGoToPage(topPage);
    },
    setGlobalFilter: (term) => {
      this.globalFilter = term;
      this.publishFilters();
      this.reload();
    },
    redraw: () => this.api?.redrawRows(),
    exportCsv: () => {
      const { api, client, dataset } = this;
      if (!api || !client) return;
      const headers = dataset.columns.map((column) => column.header);
      void client.csv(dataset.key, this.currentQuery(api), headers).then((text) => {
        if (text !== null) downloadText(dataset.fileName, text);
      });
    },
    expandAll: () => this.reopen(() => (this.expanded = { all: true, toggled: new Set() })),
    collapseAll: () => this.reopen(() => (this.expanded = { all: false, toggled: new Set() })),
    restore: (view) => {
      this.applyView(view);
      this.reload();
    },
  };
}

/**
 * The grid's state for React, the controller that keeps it, and the datasource for `client`.
 * Each newly loaded `data` is put on screen; `onShown` hears when its rows are there.
 */
export function usePeopleGrid(
  client: PeopleClient,
  firstDataset: Dataset,
  data: LoadedData | null,
  onShown: (data: LoadedData) => void,
  notify: (notice: string) => void,
  subRows: boolean,
) {
  const [view, setView] = useState<GridView>(INITIAL_VIEW);
  const [controller] = useState(() => new GridController(setView, firstDataset, notify, subRows));
  const datasource = useMemo(() => controller.datasourceFor(client), [client, controller]);
  // Each newly loaded data is shown once, whatever else re-renders; onShown is the latest one.
  const onShownRef = useRef(onShown);
  useEffect(() => {
    onShownRef.current = onShown;
  }, [onShown]);
  useEffect(() => {
    if (data) void controller.show(data).then(() => onShownRef.current(data));
  }, [controller, data]);
  return { view, actions: controller.actions, gridProps: { ...controller.gridProps, datasource, context: controller.context } };
}
