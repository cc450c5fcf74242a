import {
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomFilterModule,
  type Module,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  ScrollApiModule,
  ValidationModule,
} from 'ag-grid-community';

/** Only what the page uses: every module left out is JavaScript a visitor does not download. */
export const GRID_MODULES: Module[] = [
  // The grid holds the rows of the page on screen, as the data's answers bring them.
  ClientSideRowModelModule,
  CustomFilterModule, // the column filters' models
  ColumnApiModule, // applyColumnState, getColumnState
  RowApiModule, // redrawRows
  RenderApiModule, // refreshCells: a page's cells drawn again with its new rows
  ScrollApiModule, // ensureColumnVisible: a filter Tab moves to, in a wide grid
  // The totals row while grouped or aggregated, pinned at the bottom (pinnedBottomRowData): a
  // module is read when the grid is made, so it cannot come later with the grouping code.
  PinnedRowModule,
  // Moving, resizing and pinning columns are in AG Grid 36's core, registered always; fitting a
  // column to its content is src/grid/fitColumn.ts, fetched on first use (AG Grid's module for
  // it weighs more than it).
  // Development only: names any option or API call that needs a module not registered here.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
