import type { GridApi } from 'ag-grid-community';
import { activationOrder } from '../view/filterState';
import type { ColumnSpec } from '../model/columns';
import { type ColumnFilter, isActive, type SortItem } from '../model/query';
import type { ColumnLayout } from '../view/columnLayout';
import { type ColumnTypes, typedColumns, typeOfColumn } from '../view/columnTypes';
import type { ViewState } from '../view/viewState';
import { columnStateFor, layoutFromColumnState } from './columnState';
import { type FilterModel, filterOf, modelOf } from '../view/filterModels';
import type { Row } from './row';
import { type Grouping, groupsAnything } from '../model/grouping';
import { GROUP_COL_ID, gridColId, viewColId } from './groupColumn';

/** The sort in force, in priority order, from the grid's column state. */
export function sortOf(api: GridApi<Row>): SortItem[] {
  return api
    .getColumnState()
    .filter((column) => column.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((column) => ({ colId: viewColId(column.colId), sort: column.sort! }));
}

/**
 * The column filters of a filter model: the active ones in activation order (`order`, brought
 * up to date), then kinds chosen with nothing typed, in column order.
 */
export function filtersOf(
  model: Readonly<Record<string, FilterModel | null | undefined>>,
  columns: readonly ColumnSpec[],
  order: readonly string[],
): { filters: ColumnFilter[]; order: string[] } {
  const set = columns.flatMap(({ colId }) => {
    const entry = model[colId];
    return entry ? [{ colId, ...filterOf(entry) }] : [];
  });
  const active = set.filter(isActive);
  const nextOrder = activationOrder(order, active.map((filter) => filter.colId));
  const byColumn = new Map(active.map((filter) => [filter.colId, filter]));
  return { filters: [...nextOrder.map((colId) => byColumn.get(colId)!), ...set.filter((filter) => !isActive(filter))], order: nextOrder };
}

/** The grid's filter model for a view's filters, each in its column type's shape. */
export function filterModelFor(filters: readonly ColumnFilter[], columns: readonly ColumnSpec[]): Record<string, FilterModel> {
  return Object.fromEntries(filters.flatMap((filter) => {
    const model = modelOf(filter, typeOfColumn(columns, filter.colId));
    return model ? [[filter.colId, model]] : [];
  }));
}

/** The view the grid shows now: its filter model, sort and columns, with the search, set and pager kept beside it. */
export function readGridView(
  api: GridApi<Row>,
  columns: readonly ColumnSpec[],
  order: readonly string[],
  globalFilter: string,
  set: number,
  pager: { page: number; pageSize: number },
  types: ColumnTypes,
  grouping: Grouping,
): { view: ViewState; order: string[] } {
  const { filters, order: nextOrder } = filtersOf(api.getFilterModel(), columns, order);
  return {
    view: {
      set,
      filters,
      globalFilter,
      sort: sortOf(api),
      page: pager.page,
      pageSize: pager.pageSize,
      columns: layoutFromColumnState(api.getColumnState(), columns),
      types,
      grouping,
    },
    order: nextOrder,
  };
}

/** Puts an arrangement of the columns (`[]`: the dataset's default) into the grid. */
export function applyLayout(api: GridApi<Row>, columns: readonly ColumnSpec[], layout: ColumnLayout) {
  api.applyColumnState({ state: columnStateFor(layout, columns, api.getColumnState()), applyOrder: true });
}

/**
 * Shows the Group column while the rows drawn are grouped or aggregated (its sort goes with the
 * last level as the view settles: view/rules.ts sortForGroupOrder), with the share of the width
 * `flex` (groupColumnFlex) unless a person has set its width. Only a change is put into the
 * grid: each makes AG Grid measure its columns again.
 */
export function applyGrouping(api: GridApi<Row>, grouping: Grouping, flex: number) {
  const column = groupColumnState(api);
  const hide = !groupsAnything(grouping);
  // A column a person has resized has a width and no flex: it keeps its width.
  const share = !hide && column?.flex ? { flex } : {};
  if (column && Boolean(column.hide) === hide && (share.flex ?? column.flex) === column.flex) return;
  // In place, not animated: the other columns' cells would slide, each transition an event of its own on the main thread.
  api.setGridOption('suppressColumnMoveAnimation', true);
  api.applyColumnState({ state: [{ colId: GROUP_COL_ID, hide, ...share }] });
  api.setGridOption('suppressColumnMoveAnimation', false);
}

const groupColumnState = (api: GridApi<Row>) => api.getColumnState().find((column) => column.colId === GROUP_COL_ID);

/** Puts a view's filters, sort and columns into the grid (the pager is not the grid's; the Group column comes with the grouped rows). */
export function applyView(api: GridApi<Row>, view: ViewState, columns: readonly ColumnSpec[]) {
  applyLayout(api, columns, view.columns);
  api.setFilterModel(filterModelFor(view.filters, typedColumns(columns, view.types)));
  applySort(api, view.sort);
}

/** Puts a sort into the grid, every other column unsorted. */
export function applySort(api: GridApi<Row>, sort: readonly SortItem[]) {
  api.applyColumnState({
    state: sort.map(({ colId, sort }, sortIndex) => ({ colId: gridColId(colId), sort, sortIndex })),
    defaultState: { sort: null },
  });
}
