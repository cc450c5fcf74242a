import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { Person } from '../data/person';
import { DEFAULT_PAGE_SIZE } from '../filtering/pager';
import { defaultColDef } from './columns';
import { GRID_MODULES } from './modules';
import type { usePeopleGrid } from './usePeopleGrid';

const NO_PAGINATION_PANELS: [] = [];

interface Props {
  rows: Person[] | null;
  loading: boolean;
  gridProps: ReturnType<typeof usePeopleGrid>['gridProps'];
}

export function PeopleGrid({ rows, loading, gridProps }: Props) {
  return (
    <div className="grid">
      <AgGridReact<Person>
        modules={GRID_MODULES}
        theme={themeQuartz}
        rowData={rows}
        loading={loading}
        defaultColDef={defaultColDef}
        enableFilterHandlers
        pagination
        paginationPageSize={DEFAULT_PAGE_SIZE}
        paginationPageSizeSelector={false}
        suppressPaginationPanel
        // Build none of its parts either, so "Next page" names only our button, also for getByLabel.
        paginationPanels={NO_PAGINATION_PANELS}
        domLayout="autoHeight"
        ensureDomOrder
        suppressColumnVirtualisation
        {...gridProps}
      />
    </div>
  );
}
