import type { FilterChangedEvent, GridApi, GridOptions, IRowNode } from 'ag-grid-community';
import { useState } from 'react';
import { fullNameOf, type Person } from '../data/person';
import {
  type ColumnFilterEntry,
  type FilterState,
  reconcileColumnFilters,
} from '../filtering/filterState';
import { FullNameRanking } from '../filtering/fullNameRanking';
import { matchesFuzzy } from '../filtering/matchers';
import { clampPage, DEFAULT_PAGE_SIZE, pageCountFor, pageKeepingTopRow } from '../filtering/pager';
import { peopleColumns } from './columns';
import type { TextFilterModel } from './matcherFilter';

export interface GridView {
  /** Rows passing the filters, across all pages. */
  rowCount: number;
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  filterState: FilterState;
}

export interface GridActions {
  goToPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setGlobalFilter: (term: string) => void;
  redraw: () => void;
  exportCsv: () => void;
}

const INITIAL_VIEW: GridView = {
  rowCount: 0,
  page: 1,
  pageCount: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filterState: { columnFilters: [], globalFilter: '' },
};

/** The texts of a row's displayed columns, each searched on its own by the global search. */
const searchableTexts = (person: Person) => [
  String(person.id),
  person.firstName,
  person.lastName,
  fullNameOf(person),
];

function isSortedByFullNameFirst(api: GridApi<Person>): boolean {
  const sorted = api.getColumnState().filter((column) => column.sort);
  sorted.sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0));
  return sorted[0]?.colId === 'fullName';
}

type PublishView = (update: (view: GridView) => GridView) => void;

/**
 * Everything the page needs from the grid, in one place: the grid's events become a
 * `GridView`, and `actions` drive the grid through its API. Nothing outside src/grid sees AG Grid.
 */
class PeopleGridController {
  private api: GridApi<Person> | null = null;
  private columnFilters: ColumnFilterEntry[] = [];
  private readonly ranking = new FullNameRanking();

  constructor(private readonly publish: PublishView) {}

  private readPager(api: GridApi<Person>) {
    const rowCount = api.getDisplayedRowCount();
    const pageSize = api.paginationGetPageSize();
    const pageCount = pageCountFor(rowCount, pageSize);
    const page = clampPage(api.paginationGetCurrentPage() + 1, pageCount);
    this.publish((view) => ({ ...view, rowCount, pageSize, pageCount, page }));
  }

  private onFilterChanged(api: GridApi<Person>) {
    const model = api.getFilterModel() as Record<string, TextFilterModel | null>;
    const active = Object.entries(model).flatMap(([id, filter]) => (filter ? [{ id, value: filter.value }] : []));
    const previous = this.columnFilters;
    const columnFilters = reconcileColumnFilters(previous, active);
    this.columnFilters = columnFilters;
    // Filtering by Full Name first means "find this person": show the best matches first.
    if (columnFilters[0]?.id === 'fullName' && previous[0]?.id !== 'fullName' && !isSortedByFullNameFirst(api)) {
      api.applyColumnState({ state: [{ colId: 'fullName', sort: 'asc' }], defaultState: { sort: null } });
    }
    const globalFilter = this.ranking.globalFilter;
    this.publish((view) => ({ ...view, filterState: { columnFilters, globalFilter } }));
    api.paginationGoToPage(0);
  }

  /** Spread onto <AgGridReact>: columns, the global search and the event handlers. */
  readonly gridProps = {
    columnDefs: peopleColumns(this.ranking),
    onGridReady: ({ api }: { api: GridApi<Person> }) => {
      this.api = api;
      this.readPager(api);
    },
    onPaginationChanged: ({ api }: { api: GridApi<Person> }) => this.readPager(api),
    // A new sort or new data starts again at page 1.
    onSortChanged: ({ api }: { api: GridApi<Person> }) => api.paginationGoToPage(0),
    onRowDataUpdated: ({ api }: { api: GridApi<Person> }) => api.paginationGoToPage(0),
    onFilterChanged: ({ api }: FilterChangedEvent<Person>) => this.onFilterChanged(api),
    isExternalFilterPresent: () => this.ranking.globalFilter !== '',
    doesExternalFilterPass: (node: IRowNode<Person>) =>
      node.data !== undefined &&
      searchableTexts(node.data).some((text) => matchesFuzzy(text, this.ranking.globalFilter)),
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
      this.ranking.globalFilter = term;
      this.api?.onFilterChanged();
    },
    redraw: () => this.api?.redrawRows(),
    exportCsv: () => this.api?.exportDataAsCsv({ fileName: 'people.csv' }),
  };
}

/** The grid's state for React, and the controller that keeps it. */
export function usePeopleGrid() {
  const [view, setView] = useState<GridView>(INITIAL_VIEW);
  const [controller] = useState(() => new PeopleGridController(setView));
  return { view, actions: controller.actions, gridProps: controller.gridProps };
}
