import type { GridApi } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { dataLoads, type LoadedData } from '../../src/grid/dataLoads';
import type { Load, PageRows } from '../../src/grid/pageRows';
import type { Row } from '../../src/grid/row';
import type { SortFollower } from '../../src/grid/sortFollower';
import type { ViewSession } from '../../src/grid/viewSession';
import { datasetByKey, PEOPLE } from '../../src/model/datasets';
import { giveWay } from '../../src/data/scheduler';

const AIRPORTS = datasetByKey('airports')!;

/** dataLoads with stand-ins that log what it does to the grid, the session and the rows, in order. */
function loadsUnderTest() {
  const log: string[] = [];
  let dataset = PEOPLE;
  let waiting: (Load & { data: LoadedData }) | null = null;
  const api = {
    setGridOption: (name: string, value: unknown) => log.push(`${name}=${Array.isArray(value) ? `${value.length} columns` : String(value)}`),
    getColumns: () => [],
  } as unknown as GridApi<Row>;
  let attached: GridApi<Row> | null = null;
  const session = {
    get dataset() {
      return dataset;
    },
    startLoad: (next: typeof PEOPLE, set: number, _version: number, _view: unknown, setColumns: (columns: typeof PEOPLE) => void) => {
      log.push(`start ${next.key} set ${set}`);
      if (next !== dataset) setColumns(next);
      dataset = next;
    },
  } as unknown as ViewSession;
  const pageRows = {
    get waiting() {
      return waiting;
    },
    waitFor: (load: Load & { data: LoadedData }) => {
      waiting = load;
      log.push(`wait for version ${load.version}`);
    },
    clear: () => log.push('rows cleared'),
    show: (again: boolean) => log.push(`show again=${again}`),
  } as unknown as PageRows<Load & { data: LoadedData }>;
  const sorts = { follow: () => undefined } as unknown as SortFollower;
  const loads = dataLoads({ api: () => attached, session, pageRows, sorts, newRows: () => log.push('selection cleared'), gridElement: () => null });
  const attach = () => {
    attached = api;
    loads.attached(api);
  };
  /** The rows of the load waited for come on screen. */
  const rowsShown = () => waiting!.shown();
  return { log, loads, attach, rowsShown };
}

const people = (set: number, version: number): LoadedData => ({ dataset: PEOPLE, set, version });

describe('dataLoads: each loaded dataset on screen, and the loading overlay', () => {
  it('data loaded before the grid is there goes in when it comes, under the overlay until its rows show', () => {
    const { log, loads, attach, rowsShown } = loadsUnderTest();
    loads.load(people(0, 1), () => log.push('told shown'));
    attach();
    rowsShown();
    rowsShown(); // told again (a view put back): the overlay is already down
    expect(log).toEqual(['wait for version 1', 'loading=true', 'selection cleared', 'start people set 0', 'show again=true', 'loading=false', 'told shown', 'told shown']);
  });

  it('new people (Refresh Data) go in at once, with no overlay', () => {
    const { log, loads, attach, rowsShown } = loadsUnderTest();
    loads.load(people(0, 1), () => undefined);
    attach();
    rowsShown();
    log.length = 0;
    loads.load(people(1, 2), () => log.push('told shown'));
    rowsShown();
    expect(log).toEqual(['wait for version 2', 'selection cleared', 'start people set 1', 'show again=true', 'told shown']);
  });

  it('another dataset: the old rows go under the overlay now, its columns in a task of their own; a newer load overtakes it', async () => {
    const { log, loads, attach, rowsShown } = loadsUnderTest();
    loads.load(people(0, 1), () => undefined);
    attach();
    rowsShown();
    log.length = 0;
    loads.load({ dataset: AIRPORTS, set: 0, version: 2 }, () => log.push('told airports'));
    expect(log).toEqual(['wait for version 2', 'loading=true', 'rows cleared']);
    loads.load({ dataset: AIRPORTS, set: 0, version: 3 }, () => log.push('told airports again'));
    await giveWay();
    await giveWay();
    rowsShown();
    expect(log.slice(3)).toEqual([
      'wait for version 3',
      'loading=true',
      'rows cleared',
      // Only the newer load goes in, once.
      'selection cleared',
      'start airports set 0',
      `columnDefs=${AIRPORTS.columns.length + 2} columns`,
      'show again=true',
      'loading=false',
      'told airports again',
    ]);
  });
});
