import type { ColDef } from 'ag-grid-community';
import type { Dataset } from '../data/datasets';
import { fullNameOf, type Person } from '../data/person';
import type { ColumnSpec } from '../filtering/columnSpec';
import { textFilter, TextFloatingFilter } from './matcherFilter';

/** A row as the worker sends it: a person, or an entry of a reference list. */
export type Row = Record<string, unknown>;

export const defaultColDef: ColDef<Row> = {
  width: 150,
  minWidth: 20,
  resizable: true,
  sortable: true,
  filter: textFilter,
  floatingFilter: true,
  floatingFilterComponent: TextFloatingFilter,
  suppressFloatingFilterButton: true,
  suppressHeaderFilterButton: true,
  suppressHeaderMenuButton: true,
  // AG Grid keeps Tab among header cells; letting the browser have it moves focus into the
  // filter <input> of the focused floating-filter cell (header row 1), as a person expects.
  suppressHeaderKeyboardEvent: ({ event, headerRowIndex }) => event.key === 'Tab' && headerRowIndex === 1,
};

const columnDef = ({ colId, header }: ColumnSpec): ColDef<Row> =>
  colId === 'fullName'
    ? { colId, headerName: header, valueGetter: ({ data }) => (data ? fullNameOf(data as unknown as Person) : '') }
    : { colId, headerName: header, field: colId };

/** A dataset's columns, from its column spec; filtering and sorting happen in the worker. */
export const columnDefsFor = (dataset: Dataset): ColDef<Row>[] => dataset.columns.map(columnDef);
