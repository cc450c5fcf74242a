import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSaid } from '../controls/useSaid';
import type { DataClient } from '../data/dataClient';
import type { Dataset } from '../model/datasets';
import { filtersRows, isGrouped, type RowQuery } from '../model/query';
import { INITIAL_VIEW_STATE, rowQueryFor, type ViewState } from '../view/viewState';
import { columnDefsFor } from './columns';
import { gridActions } from './gridActions';
import { gridContextFor } from './gridContext';
import { gridOptionsFor } from './gridOptions';
import { type GridView, gridViewOf } from './gridView';
import { OpenRows } from './openRows';
import { PageRows, pageWanted, type Load } from './pageRows';
import type { Row } from './row';
import { rowSelectionWiring } from './rowSelectionWiring';
import { SortFollower } from './sortFollower';
import { GroupingLoader } from './groupingLoader';
import { keepFocusOutOfEmptyFilters } from './tabStops';
import { groupsAnything, NO_GROUPING } from '../model/grouping';
import { unpinnedNotice } from '../view/pinnedRoom';
import { DrawnGrouping } from './drawnGrouping';
import { applyGrouping } from './gridState';
import { ViewSession, type ViewListener } from './viewSession';
import { giveWay } from '../data/scheduler';
import { errorMessage } from '../model/errorMessage';

/** A dataset loaded (into the worker, or a served table), as version `version` of the rows. */
export interface LoadedData {
  dataset: Dataset;
  /** Which generated set of People it is (0 for lists). */
  set: number;
  version: number;
  /** A view to put back with it (from the URL); without one, filters stay or are cleared. */
  view?: ViewState;
}

/**
 * Wires AG Grid to the page: the view session (grid state in, committed views out), the page's
 * rows from the data (PageRows), the open rows of nested people, the grid's options and
 * context, and the actions of the page's controls. Each newly loaded `data` is put on screen;
 * `onShown` hears when its rows are there.
 */
export function useDataGrid(client: DataClient, firstDataset: Dataset, data: LoadedData | null, onShown: (data: LoadedData) => void, listener: ViewListener, subRows: boolean) {
  const [view, setView] = useState<GridView>(() => gridViewOf(INITIAL_VIEW_STATE, { rowCount: null, passingCount: null, uncounted: false, busy: false }, firstDataset));
  const [copyStatus, say] = useSaid();
  /** The column whose `Values of` dialog is open. */
  const [valuesColumn, setValuesColumn] = useState<string | null>(null);
  const [wiring] = useState(() => {
    let api: GridApi<Row> | null = null;
    const publish = () => setView(gridViewOf(session.committed, pageRows, session.dataset));
    const session = new ViewSession(firstDataset, listener, (committed) => {
      pageRows.show();
      publish();
      void rowSelection.committed(committed);
    });
    const openRows = new OpenRows();
    /** Whether the rows drawn are nested people's with their sub rows (not grouped by levels). */
    let nestedDrawn = false;
    // Every change of AG Grid's sort, however made, is committed as the view's (src/grid/sortFollower.ts).
    const sorts = new SortFollower(() => session.commit());
    /** What the data is asked for the view in force (the committed one, or one being put back); nested people with their open rows. */
    const query = (): RowQuery => {
      const asked = rowQueryFor(session.inForce, session.dataset.columns);
      return subRows && session.dataset.kind === 'people' ? { ...asked, expanded: openRows.query } : asked;
    };
    const wanted = () => pageWanted(session.dataset.key, query(), session.inForce.page, session.inForce.pageSize);
    const rowSelection = rowSelectionWiring({ client, api: () => api, datasetKey: () => session.dataset.key, currentQuery: () => (api ? query() : null), say });
    // The Group column and the tree's ARIA change with the grouped rows, in the same update.
    const drawnGrouping = new DrawnGrouping((shown) => {
      if (api) applyGrouping(api, shown);
      grouping.changed();
    });
    // Grouped or aggregated rows wait for the grouping code (loaded on first use): drawn before it, a group row
    // would show its aggregates without its key or its level. Without the code (its fetch failed), they come bare,
    // the page says so, and the next grouped rows asked try the fetch again.
    const rowsWithTheirCells: Pick<DataClient, 'rows'> = {
      rows: (datasetKey, query, start, end) => {
        const rows = client.rows(datasetKey, query, start, end);
        if (!isGrouped(query)) return rows;
        return grouping.load().then(
          () => rows,
          (error: unknown) => {
            listener.notify(`The grid's grouping code did not load (${errorMessage(error)}), so the group rows show without their names and the Row groups toolbar is missing. The next change tries again, or reload the page.`);
            return rows;
          },
        );
      },
    };
    const pageRows = new PageRows<Load & { data: LoadedData }>(rowsWithTheirCells, wanted, {
      changed: publish,
      showing: (rowCount, version) => session.rowsShowing(rowCount, version),
      shown: (_rowCount, _version, passingCount) => rowSelection.counted(passingCount),
      refused: () => session.rowsRefused(),
      drawing: (drawn) => {
        drawnGrouping.draw(drawn.grouping ?? NO_GROUPING);
        // Nested people's rows are a tree too (treeAria.ts): its code comes with the grouping's.
        const nested = drawn.expanded !== undefined && !drawn.grouping?.levels.length;
        if (nested === nestedDrawn) return;
        nestedDrawn = nested;
        if (nested) void grouping.load().catch(() => undefined);
        grouping.changed();
      },
    });
    const showRows = (again?: boolean) => pageRows.show(again);
    /** The element around the grid (DataGrid's). */
    let gridElement: HTMLElement | null = null;
    const startLoad = ({ dataset, set, version, view: restored }: LoadedData) => {
      if (!api) return;
      // ARIA asks a grid for a name, and AG Grid has no option for one: its viewport holds the grid role.
      gridElement?.querySelector('.ag-grid-viewport')?.setAttribute('aria-label', dataset.label);
      rowSelection.loaded();
      session.startLoad(dataset, set, version, restored, (next) => {
        api!.setGridOption('columnDefs', columnDefsFor(next));
        sorts.follow(api!.getColumns());
      });
      showRows(true);
    };
    /** The loading overlay is up: from the start until the first rows, and over the rows of a switch. This is its one writer. */
    let overlaid = true;
    const context = gridContextFor({ api: () => api, session, drawnGrouping, openRows, showRows, rowSelection, openValues: setValuesColumn });
    const options = gridOptionsFor(firstDataset, context, {
      attached: (ready) => {
        api = ready;
        // Not a prop: AG Grid would keep a prop's first value, and the prop would go on saying so after it changed.
        ready?.setGridOption('loading', overlaid);
        session.attach(ready);
        sorts.follow(ready?.getColumns());
        pageRows.attach(ready);
        if (ready && pageRows.waiting) startLoad(pageRows.waiting.data);
      },
      arranged: () => session.commit(),
      unpinned: (colIds) => listener.notify(unpinnedNotice(colIds, session.dataset.columns)),
      filtered: () => pageRows.drawn !== null && filtersRows(pageRows.drawn),
      copy: (node, column) => void rowSelection.copy(node, column),
    });
    const actions = gridActions({ api: () => api, session, openRows, showRows, rowSelection, client, query });
    // Loaded after rows were drawn grouped without it (its fetch had failed), the rows are drawn again: the Group column's cells get their renderer;
    // the pinned totals row by name, as AG Grid's redrawRows() keeps pinned rows as they are.
    const grouping = new GroupingLoader({ rowData: (rowId) => api?.getRowNode(rowId)?.data, levels: () => drawnGrouping.grouping.levels.length, nested: () => nestedDrawn }, () => {
      publish(); // the page draws the Row groups toolbar, which came with this code
      if (!groupsAnything(drawnGrouping.grouping)) return;
      api?.redrawRows();
      const totals = api?.getPinnedBottomRow(0);
      if (totals) api?.redrawRows({ rowNodes: [totals] });
    });
    /** Numbers the loads: a switch's columns go in only if no newer load came meanwhile. */
    let loads = 0;
    const load = (loaded: LoadedData, shown: () => void) => {
      const ticket = ++loads;
      const rowsShown = () => {
        if (overlaid) api?.setGridOption('loading', false);
        overlaid = false;
        shown();
      };
      pageRows.waitFor({ version: loaded.version, shown: rowsShown, data: loaded });
      if (!api || loaded.dataset === session.dataset) return startLoad(loaded);
      // Another dataset's columns: in the task that changes them, AG Grid's rows draw every cell anew under the new headers
      // (over 50 ms), with the old rows' values. So the old rows go now, under the loading overlay; the columns change in a
      // task of their own (React draws their headers in the next one), and the new rows come with the data's answer.
      overlaid = true;
      api.setGridOption('loading', true);
      pageRows.clear();
      void giveWay().then(() => ticket === loads && startLoad(loaded));
    };
    let stopKeepingFocus: (() => void) | null = null;
    const gridRef = (element: HTMLElement | null) => {
      gridElement = element;
      grouping.attach(element);
      stopKeepingFocus?.();
      stopKeepingFocus = element ? keepFocusOutOfEmptyFilters(element, () => api) : null;
    };
    return { gridOptions: options, actions, load, selection: rowSelection.selection, gridRef, loadGroupingParts: () => void grouping.load().catch(() => undefined) };
  });

  // Each newly loaded data is shown once, whatever else re-renders; onShown is the latest one.
  const onShownRef = useRef(onShown);
  useEffect(() => {
    onShownRef.current = onShown;
  }, [onShown]);
  useEffect(() => {
    if (data) wiring.load(data, () => onShownRef.current(data));
  }, [wiring, data]);
  const { selection } = wiring;
  const selected = useSyncExternalStore(selection.subscribe, () => selection.size);
  // One function for the page's lifetime: the dialog's effects depend on it.
  const closeValues = useCallback(() => setValuesColumn(null), []);
  const values = { colId: valuesColumn, close: closeValues };
  return { view, actions: wiring.actions, gridProps: wiring.gridOptions, selected, copyStatus, values, gridRef: wiring.gridRef, loadGroupingParts: wiring.loadGroupingParts };
}
