import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLatest } from '../controls/useLatest';
import { useSaid } from '../controls/useSaid';
import type { DataClient } from '../data/dataClient';
import type { Dataset } from '../model/datasets';
import { filtersRows, type RowQuery } from '../model/query';
import { INITIAL_VIEW_STATE, rowQueryFor } from '../view/viewState';
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
import { dataLoads, type LoadedData } from './dataLoads';
import { DrawnGrouping } from './drawnGrouping';
import { applyGrouping } from './gridState';
import { groupColumnFlex } from './columnState';
import { ViewSession, type ViewListener } from './viewSession';

/**
 * Wires AG Grid to the page: the view session (grid state in, committed views out), the page's
 * rows from the data (PageRows), the open rows of nested people, the grid's options and
 * context, and the actions of the page's controls. Each newly loaded `data` is put on screen
 * (dataLoads.ts); `onShown` hears when its rows are there.
 */
export function useDataGrid(client: DataClient, firstDataset: Dataset, data: LoadedData | null, onShown: (data: LoadedData) => void, listener: ViewListener, subRows: boolean) {
  const [view, setView] = useState<GridView>(() => gridViewOf(INITIAL_VIEW_STATE, { rowCount: null, passingCount: null, uncounted: false, busy: false }, firstDataset));
  const [copyStatus, say] = useSaid();
  /** The column whose `Values of` dialog is open. */
  const [valuesColumn, setValuesColumn] = useState<string | null>(null);
  const [wiring] = useState(() => {
    let api: GridApi<Row> | null = null;
    const publish = () => setView(gridViewOf(session.committed, pageRows, session.dataset));
    const session = new ViewSession(firstDataset, listener, () => {
      pageRows.show();
      publish();
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
      if (api) applyGrouping(api, shown, groupColumnFlex(shown.levels, session.dataset.columns));
      grouping.changed();
    });
    // Loaded after rows were drawn grouped without it (its fetch had failed), the rows are drawn again: the Group column's cells get their renderer;
    // the pinned totals row by name, as AG Grid's redrawRows() keeps pinned rows as they are.
    const grouping = new GroupingLoader({ rowData: (rowId) => api?.getRowNode(rowId)?.data, levels: () => drawnGrouping.grouping.levels.length, nested: () => nestedDrawn }, () => {
      publish(); // the page draws the Row groups toolbar, which came with this code
      if (!groupsAnything(drawnGrouping.grouping)) return;
      api?.redrawRows();
      const totals = api?.getPinnedBottomRow(0);
      if (totals) api?.redrawRows({ rowNodes: [totals] });
    });
    const pageRows = new PageRows<Load & { data: LoadedData }>(grouping.withTheirCells(client, (message) => listener.notify(message)), wanted, {
      changed: publish,
      showing: (rowCount, version) => session.rowsShowing(rowCount, version),
      shown: (_rowCount, _version, passingCount) => void rowSelection.counted(passingCount),
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
    const loads = dataLoads({ api: () => api, session, pageRows, sorts, newRows: () => rowSelection.loaded(), gridElement: () => gridElement });
    const context = gridContextFor({ api: () => api, session, drawnGrouping, openRows, showRows, rowSelection, openValues: setValuesColumn });
    const options = gridOptionsFor(firstDataset, context, {
      attached: (ready) => {
        api = ready;
        session.attach(ready);
        sorts.follow(ready?.getColumns());
        pageRows.attach(ready);
        loads.attached(ready);
      },
      arranged: () => session.commit(),
      unpinned: (colIds) => listener.notify(unpinnedNotice(colIds, session.dataset.columns)),
      filtered: () => pageRows.drawn !== null && filtersRows(pageRows.drawn),
      copy: (node, column) => void rowSelection.copy(node, column),
    });
    const actions = gridActions({ api: () => api, session, openRows, showRows, rowSelection, client, query });
    let stopKeepingFocus: (() => void) | null = null;
    const gridRef = (element: HTMLElement | null) => {
      gridElement = element;
      grouping.attach(element);
      stopKeepingFocus?.();
      stopKeepingFocus = element ? keepFocusOutOfEmptyFilters(element, () => api) : null;
    };
    return { gridOptions: options, actions, load: loads.load, selection: rowSelection.selection, gridRef, loadGroupingParts: grouping.preload };
  });

  // Each newly loaded data is shown once, whatever else re-renders; onShown is the latest one.
  const onShownRef = useLatest(onShown);
  useEffect(() => {
    if (data) wiring.load(data, () => onShownRef.current(data));
  }, [wiring, data, onShownRef]);
  const { selection } = wiring;
  const selected = useSyncExternalStore(selection.subscribe, () => selection.size);
  // One function for the page's lifetime: the dialog's effects depend on it.
  const closeValues = useCallback(() => setValuesColumn(null), []);
  const values = { colId: valuesColumn, close: closeValues };
  return { view, actions: wiring.actions, gridProps: wiring.gridOptions, selected, copyStatus, values, gridRef: wiring.gridRef, loadGroupingParts: wiring.loadGroupingParts };
}
