// Work the tab's data (TabData) does while no request is being answered, so that a visitor's first
// search or sort does not wait for it.
import type { RowIndex } from '../engine/rowIndex';
import { runToEnd } from '../engine/steps';
import { loadOnce } from '../model/loadOnce';
import type { RowQuery } from '../model/query';
import type { Grouping } from '../model/grouping';
import { makePeopleTable, peopleAsTable } from './people/peopleTable';
import { giveWay, type Scheduler } from './scheduler';

/** The small table both warm-ups run on, in the engine: made once (its code fetched again after a failure). */
const warmIndex = loadOnce(() => import('../engine/tableIndex').then(({ TableIndex }) => new TableIndex(peopleAsTable(makePeopleTable(2000, 1)))));

/**
 * Runs the kinds of query a visitor makes on a small table, in idle time after the first
 * rows, so that the JavaScript engine has compiled them before the visitor's first search
 * (a cold first search took three times as long as later ones). The engine's code loads here
 * unless a query needed it before.
 */
export async function warmUp(scheduler: Scheduler) {
  const index = await warmIndex();
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

/** Groupings of each kind a person makes first: text and number levels, each aggregate, a group open, groups sorted by an aggregate. */
const WARM_GROUPINGS: { grouping: Grouping; sort: RowQuery['sort'] }[] = [
  { grouping: { levels: [{ colId: 'lastName' }], aggregates: [{ colId: 'firstName', func: 'distinct' }], open: { all: false, toggled: [] } }, sort: [] },
  {
    grouping: {
      levels: [{ colId: 'firstName' }, { colId: 'id' }],
      aggregates: [{ colId: 'id', func: 'sum' }, { colId: 'lastName', func: 'count' }],
      open: { all: true, toggled: [] },
    },
    sort: [{ colId: 'id', sort: 'desc' }],
  },
  { grouping: { levels: [{ colId: 'id' }], aggregates: [{ colId: 'id', func: 'avg' }, { colId: 'fullName', func: 'count' }], open: { all: true, toggled: [] } }, sort: [{ colId: 'fullName', sort: 'asc' }] },
];

/**
 * Loads the grouping code (a chunk of its own) and runs each kind of grouping on a small table
 * in idle time, so a person's first grouping neither fetches nor compiles it.
 */
export async function prepareGrouping(scheduler: Scheduler) {
  await scheduler.idle();
  const [{ answerGrouped }, index] = await Promise.all([import('./groupedAnswers'), warmIndex()]);
  const plain = () => Promise.resolve().then(() => runToEnd(index.run({ filters: [], globalFilter: '', sort: [] })));
  for (const { grouping, sort } of WARM_GROUPINGS) {
    await scheduler.idle();
    const query: RowQuery = { filters: [], globalFilter: '', sort, grouping };
    await answerGrouped({ kind: 'rows', requestId: 0, key: 'warm-up', query, start: 0, end: 50 }, { index, version: 0 }, scheduler, () => true, plain);
    await giveWay();
  }
}

/**
 * Does the work a first query of the loaded rows would wait for, a step at a time, while no
 * request is being answered; stops once `stillLoaded` says other rows were loaded.
 */
export async function prepareInIdleTime(index: () => Promise<RowIndex>, scheduler: Scheduler, stillLoaded: () => boolean) {
  if (!stillLoaded()) return;
  const steps = (await index()).prepare?.();
  if (!steps) return;
  for (;;) {
    await scheduler.idle();
    if (!stillLoaded() || steps.next().done) return;
    await giveWay();
  }
}
