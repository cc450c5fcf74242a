// The people worker owns the rows: it makes them with faker, filters, ranks, sorts and serves
// pages and CSV, so the page's main thread never does work that grows with the row count.
import { toCsv } from '../filtering/csv';
import { PeopleIndex } from '../filtering/peopleIndex';
import { queryKey, type RowQuery } from '../filtering/query';
import { generatePeople, type PeopleTable, personAt } from './peopleTable';
import type { WorkerRequest, WorkerResponse } from './protocol';

const post = (response: WorkerResponse) => self.postMessage(response);

/** Lets queued messages in (a newer query, say) between two steps of a long job. */
const giveWay = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

class Superseded extends Error {}

// --- Sets of people -------------------------------------------------------------------------

interface Generation {
  key: string;
  table: Promise<PeopleTable>;
  /** Progress listeners of whoever waits for this set. */
  onProgress: ((done: number) => void) | null;
  /** Rows per step: small in the background, so queries never wait long behind it. */
  chunk: number;
}

/** Rows between two progress reports: often enough for a smooth bar, rarely enough to be free. */
const PROGRESS_EVERY = 10_000;

const setKey = (count: number, seed: number) => `${count}:${seed}`;

function startGeneration(count: number, seed: number, chunk: number): Generation {
  const generation: Generation = { key: setKey(count, seed), table: Promise.resolve(null!), onProgress: null, chunk };
  generation.table = (async () => {
    const steps = generatePeople(count, seed, 1000);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      const done = step.value;
      generation.onProgress?.(done);
      if (done % generation.chunk === 0) await giveWay();
    }
  })();
  return generation;
}

let prepared: Generation | null = null;
let current: { index: PeopleIndex; version: number } | null = null;
let firstLoad: Promise<void> | null = null;
let version = 0;

async function load(requestId: number, count: number, seed: number) {
  const key = setKey(count, seed);
  const generation = prepared?.key === key ? prepared : startGeneration(count, seed, 25_000);
  if (generation === prepared) prepared = null;
  generation.chunk = 25_000; // someone waits for it now: go at full speed
  generation.onProgress = (done) => {
    if (done % PROGRESS_EVERY === 0) post({ kind: 'progress', requestId, done, total: count });
  };
  const table = await generation.table;
  current = { index: new PeopleIndex(table), version: ++version };
  selections.clear();
  return current.version;
}

// --- Queries --------------------------------------------------------------------------------

/** The newest query asked for; an older one still running stops at its next step. */
let latestQuery = '';
const selections = new Map<string, Promise<Uint32Array>>();

async function select(query: RowQuery): Promise<{ index: PeopleIndex; rows: Uint32Array; version: number }> {
  await firstLoad;
  if (!current) throw new Error('No people loaded yet');
  const { index, version: tableVersion } = current;
  const key = `${tableVersion}:${queryKey(query)}`;
  let selection = selections.get(key);
  if (!selection) {
    selection = (async () => {
      const steps = index.select(query);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await giveWay();
        if (latestQuery !== queryKey(query)) throw new Superseded();
      }
    })();
    selections.clear(); // keep only the newest result: pages of it are asked for again and again
    selections.set(key, selection);
    selection.catch(() => selections.delete(key));
  }
  return { index, rows: await selection, version: tableVersion };
}

async function answer(request: WorkerRequest & { requestId: number }, work: () => Promise<WorkerResponse>) {
  try {
    post(await work());
  } catch (error) {
    if (error instanceof Superseded) post({ kind: 'superseded', requestId: request.requestId });
    else post({ kind: 'failed', requestId: request.requestId, message: String(error) });
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  switch (request.kind) {
    case 'load': {
      const loading = answer(request, async () => {
        const loaded = await load(request.requestId, request.count, request.seed);
        return { kind: 'loaded', requestId: request.requestId, count: request.count, version: loaded };
      });
      firstLoad ??= loading;
      break;
    }
    case 'prepare':
      if (prepared?.key !== setKey(request.count, request.seed)) {
        prepared = startGeneration(request.count, request.seed, 2_000);
      }
      break;
    case 'rows':
      latestQuery = queryKey(request.query);
      void answer(request, async () => {
        const { index, rows, version: tableVersion } = await select(request.query);
        const page = Array.from(rows.subarray(request.start, request.end), (row) => personAt(index.table, row));
        return { kind: 'rows', requestId: request.requestId, rows: page, rowCount: rows.length, version: tableVersion };
      });
      break;
    case 'csv':
      latestQuery = queryKey(request.query);
      void answer(request, async () => {
        const { index, rows } = await select(request.query);
        const text = toCsv(request.headers, Array.from(rows, (row) => index.textsOf(row)));
        return { kind: 'csv', requestId: request.requestId, text };
      });
      break;
  }
};
