import { FilterStateDump } from './controls/FilterStateDump';
import { GlobalSearch } from './controls/GlobalSearch';
import { Pager } from './controls/Pager';
import type { StartOptions } from './data/startOptions';
import { PeopleGrid } from './grid/PeopleGrid';
import { usePeopleGrid } from './grid/usePeopleGrid';
import { usePeopleData } from './usePeopleData';

export function App({ startOptions }: { startOptions: StartOptions }) {
  const data = usePeopleData(startOptions);
  const grid = usePeopleGrid();
  const { view, actions } = grid;

  return (
    <main className="app">
      <h1>People grid</h1>
      {startOptions.notices.length > 0 && (
        <ul className="notices" role="status" aria-label="Notices">
          {startOptions.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <div className="toolbar">
        <GlobalSearch value={view.filterState.globalFilter} onCommit={actions.setGlobalFilter} />
        <span className="row-count">{view.rowCount} Rows</span>
        <button type="button" onClick={actions.redraw}>
          Force Rerender
        </button>
        <button type="button" onClick={data.refresh} disabled={data.generating} aria-busy={data.generating}>
          Refresh Data
        </button>
        <button type="button" onClick={actions.exportCsv}>
          Export CSV
        </button>
        <span className="working" role="status">
          {data.generating ? 'Generating people…' : ''}
        </span>
      </div>
      <PeopleGrid rows={data.people} loading={data.generating} gridProps={grid.gridProps} />
      <Pager view={view} actions={actions} />
      <FilterStateDump state={view.filterState} />
    </main>
  );
}
