import type { GridApi, GridOptions, IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { downloadText } from '../controls/download';
import type { PeopleClient } from '../data/peopleClient';
import type { Person } from '../data/person';
import { PEOPLE_COLUMNS } from '../filtering/columnSpec';
import { type ColumnFilterEntry, type FilterState, reconcileColumnFilters } from '../filtering/filterState';
import { clampPage, DEFAULT_PAGE_SIZE, pageCountFor, pageKeepingTopRow } from '../filtering/pager';
import { queryKey, type RowQuery, type SortItem } from '../filtering/query';
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
}

export interface GridActions {
  goToPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setGlobalFilter: (term: string) => void;
  redraw: () => void;
  exportCsv: () => void;
  /** Shows page 1 of set `version` (same filters and sort); resolves once its rows are on screen. */
  showNewData: (version: number) => Promise<void>;
}

const INITIAL_VIEW: GridView = {
  rowCount: null,
  page: 1,
  pageCount: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filterState: { columnFilters: [], globalFilter: '' },
  busy: false,
};

/** The active column filters of a filter model, in column order (the order does not change results). */
function filtersOf(model: Record<string, TextFilterModel | null | undefined>): ColumnFilterEntry[] {
  return PEOPLE_COLUMNS.flatMap(({ colId }) => {
    const value = model[colId]?.value;
    return value ? [{ id: colId, value }] : [];
  });
}

const sortOf = (sortModel: SortModelItem[]): SortItem[] => sortModel.map(({ colId, sort }) => ({ colId, sort }));

function currentSort(api: GridApi<Person>): SortModelItem[] {
  return api
    .getColumnState()
    .filter((column) => column.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((column) => ({ colId: column.colId, sort: column.sort! }));
}

type PublishView = (update: (view: GridView) => GridView) => void;

/**
 * Everything the page needs from the grid, in one place: the grid's events become a
 * `GridView`, `actions` drive the grid through its API, and the datasource asks the people
 * worker for the rows of each page. Nothing outside src/grid sees AG Grid.
 */
class PeopleGridController {
  private api: GridApi<Person> | null = null;
  private client: PeopleClient | null = null;
  private columnFilters: ColumnFilterEntry[] = [];
  private globalFilter = '';
  private pendingRequests = 0;
  /** Waits for the rows of a newly loaded set to reach the screen. */
  private newData: { version: number; shown: () => void } | null = null;

  constructor(private readonly publish: PublishView) {}

  private query(filterModel: Record<string, TextFilterModel | null>, sortModel: SortModelItem[]): RowQuery {
    return {
      filters: filtersOf(filterModel).map(({ id, value }) => ({ colId: id, value })),
      globalFilter: this.globalFilter,
      sort: sortOf(sortModel),
    };
  }

  private currentQuery(api: GridApi<Person>): RowQuery {
    return this.query(api.getFilterModel(), currentSort(api));
  }

  private readPager(api: GridApi<Person>) {
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

  /**
   * Brings the filter state up to the grid's filter model: activation order, the dump, and
   * the Full Name rule. Returns whether it changed the sort (which fetches rows by itself).
   */
  private syncColumnFilters(api: GridApi<Person>): boolean {
    const previous = this.columnFilters;
    const columnFilters = reconcileColumnFilters(previous, filtersOf(api.getFilterModel()));
    if (JSON.stringify(columnFilters) === JSON.stringify(previous)) return false;
    this.columnFilters = columnFilters;
    const { globalFilter } = this;
    this.publish((view) => ({ ...view, filterState: { columnFilters, globalFilter } }));
    api.paginationGoToPage(0);
    // Filtering by Full Name first means "find this person": show the best matches first.
    if (columnFilters[0]?.id === 'fullName' && previous[0]?.id !== 'fullName' && currentSort(api)[0]?.colId !== 'fullName') {
      api.applyColumnState({ state: [{ colId: 'fullName', sort: 'asc' }], defaultState: { sort: null } });
      return true;
    }
    return false;
  }

  /** For the floating filters, through the grid's `context`. */
  readonly context: FilterContext = {
    commitColumnFilter: (_colId, value, setModel) => {
      setModel(value === '' ? null : { value });
      // Now, not when the grid's filterChanged event arrives a task later: a sort switched to
      // Full Name here is in the very first request for the new rows.
      if (this.api) this.syncColumnFilters(this.api);
    },
  };

  private setPending(change: number) {
    this.pendingRequests += change;
    const busy = this.pendingRequests > 0;
    this.publish((view) => (view.busy === busy ? view : { ...view, busy }));
  }

  /** The rows of the grid's blocks, from the people worker. */
  datasourceFor(client: PeopleClient): IDatasource {
    this.client = client;
    return {
      getRows: (params: IGetRowsParams<Person>) => {
        const query = this.query(params.filterModel as Record<string, TextFilterModel | null>, params.sortModel);
        // The grid asks a task after it decides; a block whose sort or filter has changed
        // since is gone already: do not make the worker compute it.
        if (this.api && queryKey(query) !== queryKey(this.currentQuery(this.api))) return params.failCallback();
        this.setPending(+1);
        client
          .rows(query, params.startRow, params.endRow)
          .then(
            (answer) => {
              // A newer query overtook this one; the grid has asked for its rows already.
              if (!answer) return params.failCallback();
              params.successCallback(answer.rows, answer.rowCount);
              performance.clearMarks('rows-shown'); // keep one: the benchmark observes them as they come
              performance.mark('rows-shown');
              this.publishRowCount(answer.rowCount);
              if (this.newData && answer.version >= this.newData.version) {
                this.newData.shown();
                this.newData = null;
              }
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

  /** Spread onto <AgGridReact>: the event handlers. */
  readonly gridProps = {
    onGridReady: ({ api }: { api: GridApi<Person> }) => {
      this.api = api;
      this.readPager(api);
    },
    // After a failure the grid is gone while the pager stays: it must not call a dead grid.
    onGridPreDestroyed: () => {
      this.api = null;
    },
    onPaginationChanged: ({ api }: { api: GridApi<Person> }) => this.readPager(api),
    // A new sort starts again at page 1 (new data and filters do so where they happen).
    onSortChanged: ({ api }: { api: GridApi<Person> }) => api.paginationGoToPage(0),
    // Filters set through the API arrive here only.
    onFilterChanged: ({ api }: { api: GridApi<Person> }) => void this.syncColumnFilters(api),
  } satisfies GridOptions<Person>;

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
      const { columnFilters } = this;
      this.publish((view) => ({ ...view, filterState: { columnFilters, globalFilter: term } }));
      this.reload();
    },
    redraw: () => this.api?.redrawRows(),
    exportCsv: () => {
      const { api, client } = this;
      if (!api || !client) return;
      const headers = PEOPLE_COLUMNS.map((column) => column.header);
      void client.csv(this.currentQuery(api), headers).then((text) => {
        if (text !== null) downloadText('people.csv', text);
      });
    },
    showNewData: (version) =>
      new Promise<void>((shown) => {
        this.newData = { version, shown };
        this.reload();
      }),
  };
}

/** The grid's state for React, the controller that keeps it, and the datasource for `client`. */
export function usePeopleGrid(client: PeopleClient) {
  const [view, setView] = useState<GridView>(INITIAL_VIEW);
  const [controller] = useState(() => new PeopleGridController(setView));
  const datasource = useMemo(() => controller.datasourceFor(client), [client, controller]);
  return { view, actions: controller.actions, gridProps: { ...controller.gridProps, datasource, context: controller.context } };
}
