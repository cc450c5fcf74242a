import {
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomFilterModule,
  type Module,
  RenderApiModule,
  RowApiModule,
  ValidationModule,
} from 'ag-grid-community';

/** Only what the page uses: every module left out is JavaScript a visitor does not download. */
export const GRID_MODULES: Module[] = [
  // The grid holds the rows of the page on screen, as the people worker sends them.
  ClientSideRowModelModule,
  CustomFilterModule, // the column filters' models
  ColumnApiModule, // applyColumnState, getColumnState
  RowApiModule, // redrawRows
  RenderApiModule, // refreshCells: a page's cells drawn again with its new rows
  // Fits a column to its content: a double click on a header's resize handle, or its menu.
  // (Moving, resizing and pinning columns are in AG Grid 36's core, registered always.)
  ColumnAutoSizeModule,
  // Development only: names any option or API call that needs a module not registered here.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
