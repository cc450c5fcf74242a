import type { GridApi } from 'ag-grid-community';
import { pageCountFor } from '../filtering/pager';
import type { Dataset } from '../model/datasets';
import { type ColumnLayout, fullLayout } from '../view/columnLayout';
import { settleView } from '../view/rules';
import { INITIAL_VIEW_STATE, type ViewState } from '../view/viewState';
import { layoutFromColumnState } from './columnState';
import { applyLayout, applyView, readGridView } from './gridState';
import type { Row } from './row';

/** Where the page hears about committed views (the address) and about parts of a view that could not be honoured. */
export interface ViewListener {
  /** A view was committed: `restoring` when it was put back (the URL at load, Back or Forward). */
  committed: (dataset: Dataset, view: ViewState, restoring: boolean) => void;
  notify: (notice: string) => void;
}

/**
 * The grid's state as the page's view, committed change by change. AG Grid holds the filter
 * models, the sort and the pager; this keeps only what it cannot: the global search, the order
 * in which filters became active, the dataset and set shown, and the last view committed, so
 * that a change can be told apart from the view before it and settle (src/view/rules.ts).
 *
 * A change is committed in the task that makes it (a filter after its debounce, a sort click, a
 * page), so the address always equals the view. While a view is being put back (the URL's, or
 * newly loaded data) nothing is committed until it is whole.
 */
export class ViewSession {
  private api: GridApi<Row> | null = null;
  dataset: Dataset;
  set = 0;
  globalFilter = '';
  private order: string[] = [];
  committed: ViewState = INITIAL_VIEW_STATE;
  /** The dataset of the committed view (switching datasets may leave the rest of the view alike). */
  private committedDataset: Dataset | null = null;
  /** A view being put back: its page, to go to once the rows are counted. */
  private restoringPage: number | null = null;
  /** Data being loaded (its version): commits wait until its rows are on screen. */
  private loadingVersion: number | null = null;
  /** Whether the change that completes the current load or restore puts back a view (replace) or is a new step (push). */
  private loadRestores = false;
  /** Each dataset's last committed arrangement of its columns, for coming back to it in this page. */
  private readonly layouts = new Map<Dataset, ColumnLayout>();

  constructor(
    dataset: Dataset,
    private readonly listener: ViewListener,
    /** Tells React about a committed view. */
    private readonly publish: (view: ViewState) => void,
  ) {
    this.dataset = dataset;
  }

  attach(api: GridApi<Row> | null) {
    this.api = api;
  }

  /** The view the grid shows now, with the filter order brought up to date. */
  private read() {
    return readGridView(this.api!, this.dataset.columns, this.order, this.globalFilter, this.set);
  }

  /** The view the grid shows now (for a query: the order of its filters does not matter). */
  current(): ViewState | null {
    return this.api ? this.read().view : null;
  }

  /**
   * Commits the grid's state as the view: it settles (page 1 after new filters, the sort a
   * first fuzzy filter switches to, ...), the grid takes the settled view, and the page hears
   * of it. Nothing happens while a view is being put back or data loads, or if nothing changed.
   */
  commit() {
    if (!this.api || this.loadingVersion !== null || this.restoringPage !== null) return;
    this.commitNow(false);
  }

  private commitNow(restoring: boolean) {
    const api = this.api!;
    const { view: after, order } = this.read();
    this.order = order;
    const settled = restoring ? after : settleView(this.committed, after);
    if (settled.sort !== after.sort) {
      api.applyColumnState({ state: settled.sort.map(({ colId, sort }, sortIndex) => ({ colId, sort, sortIndex })), defaultState: { sort: null } });
    }
    if (settled.page !== after.page) api.paginationGoToPage(settled.page - 1);
    const changed = JSON.stringify(settled) !== JSON.stringify(this.committed) || this.dataset !== this.committedDataset;
    this.committed = settled;
    this.committedDataset = this.dataset;
    this.layouts.set(this.dataset, settled.columns);
    if (!changed && !restoring) return;
    this.publish(settled);
    this.listener.committed(this.dataset, settled, restoring);
  }

  /**
   * New data is about to be shown: another dataset brings its own columns with no filter,
   * search or sort; new people keep them; a view (from the URL) is put back with it. Call
   * `loaded` once its first rows are on screen.
   */
  startLoad(dataset: Dataset, set: number, version: number, view: ViewState | undefined, setColumns: (dataset: Dataset) => void) {
    const api = this.api!;
    this.loadingVersion = version;
    this.loadRestores = view !== undefined;
    if (dataset !== this.dataset) {
      this.dataset = dataset;
      this.globalFilter = '';
      this.order = [];
      setColumns(dataset);
      // Columns with the same id (every dataset has `id`) would keep their filter and sort.
      api.setFilterModel(null);
      api.applyColumnState({ defaultState: { sort: null } });
      // Its own arrangement from earlier in this page, else the default (`id` would keep another's).
      applyLayout(api, dataset.columns, this.layouts.get(dataset) ?? []);
    }
    this.set = set;
    if (view) this.putBack(view);
  }

  /** Puts a view back into the grid: filters, search, sort and page size now, the page once the rows are counted. */
  putBack(view: ViewState) {
    applyView(this.api!, view, this.dataset.columns);
    this.globalFilter = view.globalFilter;
    this.order = view.filters.filter((filter) => filter.value !== '').map((filter) => filter.colId);
    this.restoringPage = view.page;
    this.loadRestores = true;
  }

  /**
   * Rows of the view now in force are on screen, `rowCount` of them, from data `version`: a
   * load is done, and a view being put back goes to its page (or, past the last page, says so
   * and stays on page 1).
   */
  rowsShown(rowCount: number, version: number) {
    const api = this.api;
    if (!api || (this.loadingVersion !== null && version < this.loadingVersion)) return;
    this.loadingVersion = null;
    const page = this.restoringPage;
    if (page !== null) {
      const pageCount = pageCountFor(rowCount, api.paginationGetPageSize());
      if (page > pageCount) {
        this.listener.notify(`Page ${page} is beyond the last page (${pageCount}): showing page 1.`);
      } else {
        api.paginationGoToPage(page - 1);
        // The grid clamps to the pages it knows of; if it does not know them all yet, the
        // next paginationChanged (pageChanged below) tries again.
        if (api.paginationGetCurrentPage() !== page - 1) return;
      }
      this.restoringPage = null;
    }
    this.commitNow(this.loadRestores);
    this.loadRestores = false;
  }

  /** The columns as they are arranged now: every column, in display order. */
  layout(): ColumnLayout {
    const { columns } = this.dataset;
    return fullLayout(this.api ? layoutFromColumnState(this.api.getColumnState(), columns) : [], columns);
  }

  /** A person rearranges the columns (a menu): the grid takes the new arrangement, and it is committed. */
  arrange(change: (layout: ColumnLayout) => ColumnLayout) {
    if (!this.api) return;
    const before = this.layout();
    const after = change(before);
    if (after !== before) applyLayout(this.api, this.dataset.columns, after);
    this.commit();
  }

  /** The grid's pager changed (its own event, a task late): a page being put back may be reachable now. */
  pageChanged() {
    const api = this.api;
    if (api && this.restoringPage !== null && this.loadingVersion === null) {
      if (api.paginationGetTotalPages() >= this.restoringPage) this.rowsShown(api.paginationGetRowCount(), Infinity);
    } else this.commit();
  }
}
