import {
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomFilterModule,
  InfiniteRowModelModule,
  type Module,
  PaginationModule,
  RowApiModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

/** Only what the page uses: every module left out is JavaScript a visitor does not download. */
export const GRID_MODULES: Module[] = [
  InfiniteRowModelModule, // rows come a block at a time from the people worker
  CustomFilterModule, // the column filters' models
  PaginationModule,
  ColumnApiModule, // applyColumnState, getColumnState
  RowApiModule, // redrawRows
  TooltipModule, // the whole text of a cut-off cell
  // Fits a column to its content: a double click on a header's resize handle, or its menu.
  // (Moving, resizing and pinning columns are in AG Grid 36's core, registered always.)
  ColumnAutoSizeModule,
  // Development only: names any option or API call that needs a module not registered here.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
