import { FilterStateDump } from './controls/FilterStateDump';
import { GlobalSearch } from './controls/GlobalSearch';
import { Pager } from './controls/Pager';
import type { PeopleClient } from './data/peopleClient';
import type { StartOptions } from './data/startOptions';
import { PeopleGrid } from './grid/PeopleGrid';
import { usePeopleGrid } from './grid/usePeopleGrid';
import { usePeopleData } from './usePeopleData';

interface Props {
  startOptions: StartOptions;
  /** The worker that makes and holds the people, one for the page's lifetime. */
  client: PeopleClient;
}

export function App({ startOptions, client }: Props) {
  const { view, actions, gridProps } = usePeopleGrid(client);
  const data = usePeopleData(client, startOptions, actions.showNewData);
  const generating = data.progress !== null;

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
        <span className="row-count">{view.rowCount === null ? 'Counting rows…' : `${view.rowCount} Rows`}</span>
        <button type="button" onClick={actions.redraw}>
          Force Rerender
        </button>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus that
            pressed it to <body>. refresh() ignores presses while a set is being made. */}
        <button type="button" onClick={data.refresh} aria-disabled={generating} aria-busy={generating}>
          Refresh Data
        </button>
        <button type="button" onClick={actions.exportCsv}>
          Export CSV
        </button>
        <span className="working" role="status" aria-label="Data status">
          {data.progress && (
            <>
              Generating {data.progress.total} people…{' '}
              <progress aria-label="Generating people" max={data.progress.total} value={data.progress.done} />
            </>
          )}
        </span>
      </div>
      <PeopleGrid loading={!data.ready} busy={view.busy} gridProps={gridProps} />
      <Pager view={view} actions={actions} />
      <FilterStateDump state={view.filterState} />
    </main>
  );
}
