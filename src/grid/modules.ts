import {
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CustomFilterModule,
  ExternalFilterModule,
  type Module,
  PaginationModule,
  RenderApiModule,
  RowApiModule,
  ValidationModule,
} from 'ag-grid-community';

/** Only what the page uses: every module left out is JavaScript a visitor does not download. */
export const GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  CustomFilterModule, // the column filters
  ExternalFilterModule, // the global search
  PaginationModule,
  CsvExportModule,
  ColumnApiModule, // applyColumnState, getColumnState
  RowApiModule, // getDisplayedRowCount, redrawRows
  RenderApiModule,
  // Development only: names any option or API call that needs a module not registered here.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
