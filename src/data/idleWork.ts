// Work the server does while no request is being answered, so that a visitor's first
// search or sort does not wait for it.
import type { RowIndex } from '../engine/rowIndex';
import { runToEnd } from '../engine/steps';
import type { RowQuery } from '../model/query';
import { makePeopleTable, peopleAsTable } from './people/peopleTable';
import { giveWay, type Scheduler } from './scheduler';

/** How long after the first rows the server waits before working ahead: they are drawn first. */
const PREPARE_AFTER_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the kinds of query a visitor makes on a small table, in idle time after the first
 * rows, so that the JavaScript engine has compiled them before the visitor's first search
 * (a cold first search took three times as long as later ones). The engine's code loads here
 * unless a query needed it before.
 */
export async function warmUp(scheduler: Scheduler) {
  await pause(PREPARE_AFTER_MS);
  const { TableIndex } = await import('../engine/tableIndex');
  const index = new TableIndex(peopleAsTable(makePeopleTable(2000, 1)));
  const queries: RowQuery[] = [
    { filters: [], globalFilter: 'an', sort: [{ colId: 'fullName', sort: 'asc', rankTerm: 'an' }] },
    { filters: [{ colId: 'fullName', kind: 'fuzzy', value: 'jo' }], globalFilter: '', sort: [{ colId: 'fullName', sort: 'desc', rankTerm: 'jo' }] },
    {
      filters: [
        { colId: 'lastName', kind: 'caseInsensitive', value: 'e' },
        { colId: 'firstName', kind: 'caseSensitive', value: 'a' },
      ],
      globalFilter: '',
      sort: [{ colId: 'lastName', sort: 'asc' }],
    },
  ];
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      await scheduler.idle();
      runToEnd(index.run(query));
      await giveWay();
    }
  }
}

/**
 * Does the work a first query of the loaded rows would wait for, a step at a time, while no
 * request is being answered, from a while after the load and the first rows (`firstRows`) on;
 * stops once `stillLoaded` says other rows were loaded.
 */
export async function prepareInIdleTime(index: () => Promise<RowIndex>, firstRows: Promise<void>, scheduler: Scheduler, stillLoaded: () => boolean) {
  await Promise.all([firstRows, pause(PREPARE_AFTER_MS)]);
  if (!stillLoaded()) return;
  const steps = (await index()).prepare?.();
  if (!steps) return;
  for (;;) {
    await scheduler.idle();
    if (!stillLoaded() || steps.next().done) return;
    await giveWay();
  }
}
