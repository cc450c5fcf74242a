import type { GridApi } from 'ag-grid-community';
import { DEFAULT_PAGE_SIZE, pageCountFor } from '../view/pager';
import type { Dataset } from '../model/datasets';
import type { ColumnType } from '../model/columns';
import type { NoticeAbout } from '../model/tableNotice';
import { isActive } from '../model/query';
import { type ColumnTypes, withColumnType } from '../view/columnTypes';
import { type ColumnLayout, fullLayout } from '../view/columnLayout';
import { settleView } from '../view/rules';
import { type Grouping, NO_GROUPING } from '../model/grouping';
import { typeChangeNotice, withGroupingType } from '../view/groupingView';
import { INITIAL_VIEW_STATE, type ViewState } from '../view/viewState';
import { layoutFromColumnState } from './columnState';
import { applyLayout, applySort, applyView, readGridView } from './gridState';
import type { Row } from './row';

/** Where the page hears about committed views (the address) and about parts of a view that could not be honoured. */
export interface ViewListener {
  /** A view was committed: `restoring` when it was put back (the URL at load, Back or Forward). */
  committed: (dataset: Dataset, view: ViewState, restoring: boolean) => void;
  notify: (notice: string, about?: NoticeAbout) => void;
}

/**
 * The grid's state as the page's view, committed change by change. AG Grid holds the filter
 * models, the sort and the columns; this keeps what it cannot: the global search, the pager
 * (the grid holds only the page's rows), the order in which filters became active, the dataset
 * and set shown, and the last view committed, so that a change can be told apart from the view
 * before it and settle (src/view/rules.ts).
 *
 * A change is committed in the task that makes it (a filter after its debounce, a sort, a
 * page), reading the grid once, so the address always equals the view; the grid's own
 * grid-wide sortChanged and filterChanged events (a task later) are not needed. While a view is being put
 * back (the URL's, or newly loaded data) it is the view in force, whose rows are asked for, and
 * it is committed in the task that draws them; a person's change before then waits while data
 * loads, and otherwise (Back, Forward) commits that view first and comes after it (waits).
 */
export class ViewSession {
  private api: GridApi<Row> | null = null;
  dataset: Dataset;
  set = 0;
  globalFilter = '';
  /** The pager: the 1-based page shown and its size. */
  page = 1;
  pageSize = DEFAULT_PAGE_SIZE;
  private order: string[] = [];
  committed: ViewState = INITIAL_VIEW_STATE;
  /** The dataset of the committed view (switching datasets may leave the rest of the view alike). */
  private committedDataset: Dataset | null = null;
  /**
   * A view being put into the grid, whose rows are asked for from it (not read back from the
   * grid), until they go on screen: nothing is committed till then. `restores`: put back as
   * it was (the URL's, Back or Forward: its page is checked once the rows are counted, and its
   * commit replaces the address) rather than a new step; `version`: the data being loaded.
   */
  private putting: { view: ViewState; restores: boolean; version?: number } | null = null;
  /** Each dataset's last committed arrangement of its columns, for coming back to it in this page. */
  private readonly layouts = new Map<Dataset, ColumnLayout>();
  /** Columns read as another type (the column menu's Type): not the grid's to keep; the filters read it. */
  private typesNow: ColumnTypes = {};
  /** Who hears of a change of the types or the grouping (ViewSession.subscribeTypesAndGrouping). */
  private readonly typesAndGroupingListeners = new Set<() => void>();
  /** Rows grouped and summarized (the column menus, the Row groups toolbar): not AG Grid Community's to keep. */
  private groupingNow: Grouping = NO_GROUPING;

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
    return readGridView(this.api!, this.dataset.columns, this.order, this.globalFilter, this.set, this, this.typesNow, this.groupingNow);
  }

  /** The columns' types in the view now. */
  get types(): ColumnTypes {
    return this.typesNow;
  }

  /** The grouping in the view now. */
  get grouping(): Grouping {
    return this.groupingNow;
  }

  /** Hears of each change of the types or the grouping: the filters' kinds and the open column menus follow them. */
  readonly subscribeTypesAndGrouping = (listener: () => void) => {
    this.typesAndGroupingListeners.add(listener);
    return () => void this.typesAndGroupingListeners.delete(listener);
  };

  private tellTypesOrGrouping() {
    for (const listener of this.typesAndGroupingListeners) listener();
  }

  private putTypesAndGrouping(types: ColumnTypes, grouping: Grouping) {
    const changed = JSON.stringify([types, grouping]) !== JSON.stringify([this.typesNow, this.groupingNow]);
    this.typesNow = types;
    this.groupingNow = grouping;
    if (changed) this.tellTypesOrGrouping();
  }

  /**
   * A person groups, aggregates, opens or closes groups: the view is committed (its rows asked
   * for); the grid shows the Group column with the grouped rows (src/grid/drawnGrouping.ts).
   */
  changeGrouping(change: (grouping: Grouping) => Grouping) {
    if (this.waits()) return;
    const next = change(this.groupingNow);
    if (next === this.groupingNow) return;
    this.groupingNow = next;
    this.tellTypesOrGrouping();
    this.commit();
  }

  /**
   * A person reads a column as another type (its menu's Type): its filter goes back to the
   * type's default kind if the type lacks its kind, and the view is put into the grid and asked
   * for as a new step, committed as its rows go on screen (`ask` asks for them).
   */
  setType(colId: string, type: ColumnType, ask: () => void) {
    const column = this.dataset.columns.find((spec) => spec.colId === colId);
    if (!column || this.waits()) return;
    const { view, order } = this.read();
    const next = { ...view, ...withColumnType(view, column, type), grouping: withGroupingType(view.grouping, colId, type) };
    // The type it has already: nothing to put into the grid, and no rows to wait for.
    if (JSON.stringify(next) === JSON.stringify(view)) return;
    const taken = typeChangeNotice(view.grouping, next.grouping, column.header, type);
    // Said of this step: Back, which brings the grouping back, ends it.
    if (taken) this.listener.notify(taken, 'entry');
    this.order = order;
    this.putTypesAndGrouping(next.types, next.grouping);
    applyView(this.api!, next, this.dataset.columns);
    this.putting = { view: next, restores: false };
    ask();
  }

  /** The view whose rows the page shows: the one being put into the grid, else the committed one. */
  get inForce(): ViewState {
    return this.putting?.view ?? this.committed;
  }

  /**
   * Commits the grid's state as the view, read once: it settles (page 1 after new filters, the
   * sort a first fuzzy filter switches to, ...), the grid and the pager take the settled view,
   * and the page hears of it (and asks for its rows). Nothing happens while data loads, or if
   * nothing changed.
   */
  commit() {
    if (!this.waits()) this.commitNow(false);
  }

  /**
   * Whether a person's change waits: while data loads (the grid has no rows of it yet). A view
   * Back or Forward put back, its rows still on their way, is committed as it was put back: the
   * change comes after it, a step of its own (read with the grid, it would replace that entry).
   */
  private waits(): boolean {
    const putting = this.putting;
    // No version (they count from 1): Back or Forward within the data shown, not data loading.
    if (putting?.restores && !putting.version) {
      this.putting = null;
      this.done(putting.view, true);
    }
    return !this.api || !!this.putting;
  }

  private commitNow(restoring: boolean) {
    const api = this.api!;
    const { view: after, order } = this.read();
    this.order = order;
    const settled = restoring ? after : settleView(this.committed, after);
    if (settled.sort !== after.sort) {
      applySort(api, settled.sort);
    }
    this.page = settled.page;
    this.done(settled, restoring);
  }

  /** `settled` is the committed view: the page hears of it when it changed, or was put back. */
  private done(settled: ViewState, restoring: boolean) {
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
   * `rowsShowing` as its first rows go on screen.
   */
  startLoad(dataset: Dataset, set: number, version: number, view: ViewState | undefined, setColumns: (dataset: Dataset) => void) {
    const api = this.api!;
    const before = this.inForce;
    const switched = dataset !== this.dataset;
    if (switched) {
      this.dataset = dataset;
      this.globalFilter = '';
      this.order = [];
      // Another dataset starts ungrouped (its listeners hear it below).
      this.typesNow = {};
      this.groupingNow = NO_GROUPING;
      setColumns(dataset);
      // Columns with the same id (every dataset has `id`) would keep their filter and sort.
      api.setFilterModel(null);
      api.applyColumnState({ defaultState: { sort: null } });
      // Its own arrangement from earlier in this page, else the default (`id` would keep another's).
      applyLayout(api, dataset.columns, this.layouts.get(dataset) ?? []);
      // Said even when the types and grouping were already none: the floating filters drop text typed for the other dataset.
      this.tellTypesOrGrouping();
    }
    this.set = set;
    if (view) return this.putBack(view, version);
    this.page = 1;
    const cleared = switched ? { filters: [], sort: [], columns: this.layouts.get(dataset) ?? [], types: {}, grouping: NO_GROUPING } : {};
    const loading = { ...before, ...cleared, set, globalFilter: this.globalFilter, page: 1, pageSize: this.pageSize };
    this.putting = { view: loading, restores: false, version };
  }

  /** Puts a view back: filters, search, sort and pager now; the page is checked once the rows are counted. */
  putBack(view: ViewState, version = this.putting?.version) {
    this.putTypesAndGrouping(view.types, view.grouping);
    applyView(this.api!, view, this.dataset.columns);
    this.globalFilter = view.globalFilter;
    this.page = view.page;
    this.pageSize = view.pageSize;
    this.order = view.filters.filter(isActive).map((filter) => filter.colId);
    this.putting = { view, restores: true, version };
  }

  /**
   * Rows of the view in force go on screen in this task, `rowCount` of them, from data `version`: a view
   * being put back is whole, and committed (keeping its page or, past the last page, saying so
   * and going to page 1). A page past the last one otherwise (fewer rows now) becomes the last.
   */
  rowsShowing(rowCount: number, version: number) {
    const putting = this.putting;
    if (!this.api || version < (putting?.version ?? 0)) return;
    const pageCount = pageCountFor(rowCount, this.pageSize);
    if (putting?.restores && this.page > pageCount) {
      this.listener.notify(`Page ${this.page} is beyond the last page (${pageCount}): showing page 1.`);
      this.page = 1;
    }
    const page = Math.min(this.page, pageCount);
    if (!putting && page === this.page) return;
    this.page = page;
    this.putting = null;
    this.commitNow(!!putting?.restores);
  }

  /**
   * The rows of the view in force were refused (a served table's query the server could not
   * answer): a view being put back or loaded is committed as it is, so the next change asks anew
   * rather than waiting for rows that will not come.
   */
  rowsRefused() {
    const putting = this.putting;
    if (!this.api || !putting) return;
    this.putting = null;
    this.commitNow(putting.restores);
  }

  /** The pager: a page (1-based; one past the last is caught once the rows are counted). */
  goToPage(page: number) {
    this.page = Math.max(1, Math.trunc(page));
    this.commit();
  }

  /** The pager's Previous and Next: a step from the page in force, so quick presses each count before the pager is drawn again. */
  stepPage(delta: number) {
    this.goToPage(this.page + delta);
  }

  /** The pager: a page size; the page settles to the one that keeps the top row in view. */
  setPageSize(size: number) {
    this.pageSize = size;
    this.commit();
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
}
