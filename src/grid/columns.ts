import type { ColDef } from 'ag-grid-community';
import { fullNameOf, type Person } from '../data/person';
import { type ColumnSpec, PEOPLE_COLUMNS } from '../filtering/columnSpec';
import { textFilter, TextFloatingFilter } from './matcherFilter';

export const defaultColDef: ColDef<Person> = {
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

const columnDef = ({ colId, header }: ColumnSpec): ColDef<Person> =>
  colId === 'fullName'
    ? { colId, headerName: header, valueGetter: ({ data }) => (data ? fullNameOf(data) : '') }
    : { colId, headerName: header, field: colId as keyof Person };

/** The grid's columns, from the column spec; filtering and sorting happen in the worker. */
export const peopleColumnDefs: ColDef<Person>[] = PEOPLE_COLUMNS.map(columnDef);
