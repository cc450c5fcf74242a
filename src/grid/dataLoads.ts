import type { GridApi } from 'ag-grid-community';
import { giveWay } from '../data/scheduler';
import type { Dataset } from '../model/datasets';
import type { ViewState } from '../view/viewState';
import { columnDefsFor } from './columns';
import type { Load, PageRows } from './pageRows';
import type { Row } from './row';
import type { SortFollower } from './sortFollower';
import type { ViewSession } from './viewSession';

/** A dataset loaded (into the worker, or a served table), as version `version` of the rows. */
export interface LoadedData {
  dataset: Dataset;
  /** Which generated set of People it is (0 for lists). */
  set: number;
  version: number;
  /** A view to put back with it (from the URL); without one, filters stay or are cleared. */
  view?: ViewState;
}

/** What a load goes through: the grid (null until it is there), its view session, rows, sort follower and selection, and the element around it. */
interface Parts {
  api: () => GridApi<Row> | null;
  session: ViewSession;
  pageRows: PageRows<Load & { data: LoadedData }>;
  sorts: SortFollower;
  /** New data: its rows are other rows (the selection empties). */
  newRows: () => void;
  gridElement: () => HTMLElement | null;
}

/**
 * Puts each newly loaded dataset on screen: its name on the grid, its columns (another
 * dataset's in a task of their own) and its view, then its rows. The one writer of AG Grid's
 * loading overlay: up from the start until the first rows, and over the rows of a switch.
 * (Closures, not a class: the first scripts pay for every property name a class keeps.)
 */
export function dataLoads({ api: currentApi, session, pageRows, sorts, newRows, gridElement }: Parts) {
  let overlaid = true;
  /** Numbers the loads: a switch's columns go in only if no newer load came meanwhile. */
  let loads = 0;

  const start = ({ dataset, set, version, view: restored }: LoadedData) => {
    const api = currentApi();
    if (!api) return;
    // ARIA asks a grid for a name, and AG Grid has no option for one: its viewport holds the grid role.
    gridElement()?.querySelector('.ag-grid-viewport')?.setAttribute('aria-label', dataset.label);
    newRows();
    session.startLoad(dataset, set, version, restored, (next) => {
      api.setGridOption('columnDefs', columnDefsFor(next));
      sorts.follow(api.getColumns());
    });
    pageRows.show(true);
  };

  return {
    /** The grid is there (or gone): it shows the overlay as it stands, and the data waiting for it goes in. */
    attached: (api: GridApi<Row> | null) => {
      // Not a prop: AG Grid would keep a prop's first value, and the prop would go on saying so after it changed.
      api?.setGridOption('loading', overlaid);
      if (api && pageRows.waiting) start(pageRows.waiting.data);
    },
    /** Shows `loaded` (rows that are in the worker or the server now); `shown` hears when its rows are on screen. */
    load: (loaded: LoadedData, shown: () => void) => {
      const api = currentApi();
      const ticket = ++loads;
      const rowsShown = () => {
        if (overlaid) currentApi()?.setGridOption('loading', false);
        overlaid = false;
        shown();
      };
      pageRows.waitFor({ version: loaded.version, shown: rowsShown, data: loaded });
      if (!api || loaded.dataset === session.dataset) return start(loaded);
      // Another dataset's columns: in the task that changes them, AG Grid's rows draw every cell anew under the new headers
      // (over 50 ms), with the old rows' values. So the old rows go now, under the loading overlay; the columns change in a
      // task of their own (React draws their headers in the next one), and the new rows come with the data's answer.
      overlaid = true;
      api.setGridOption('loading', true);
      pageRows.clear();
      void giveWay().then(() => ticket === loads && start(loaded));
    },
  };
}
