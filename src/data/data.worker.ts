// The people worker owns the rows: it makes them with faker, filters, ranks, sorts and serves
// pages and CSV, so the page's main thread never does work that grows with the row count.
import { toCsv, toTsv } from '../engine/csv';
import { queryKey, type RowQuery } from '../model/query';
import type { RowIndex, QueryResult } from '../engine/rowIndex';
import { TableIndex } from '../engine/tableIndex';
import { fileColumns } from '../model/datasets';
import { FileReadError, isAbortError } from './files/errors';
import { fileAsTable } from './files/fileTable';
import { generatePeople, makePeopleTable, type PeopleTable, peopleAsTable } from './people/peopleTable';
import { runToEnd } from '../engine/steps';
import { listAsTable, loadReferenceList } from './lists';
import type { FileRead, SetSpec, SourceSpec, WorkerRequest, WorkerResponse } from './protocol';

// A row list goes to the page by transfer: no copy of a million row numbers.
const post = (response: WorkerResponse) => self.postMessage(response, response.kind === 'passing' ? [response.rows.buffer] : []);

/** Lets queued messages in (a newer query, say) between two steps of a long job. */
const giveWay = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Work at most this long before giving way (a hop through the event loop costs about a
 * millisecond): long for what someone waits for, short for work done ahead of time.
 */
const SLICE_MS = 10;
const BACKGROUND_SLICE_MS = 3;
let sliceStart = performance.now();

/** Gives way if the current slice of work is used up. */
async function maybeGiveWay(sliceMs = SLICE_MS) {
  if (performance.now() - sliceStart < sliceMs) return;
  await giveWay();
  sliceStart = performance.now();
}

class Superseded extends Error {}

/**
 * Background work (making the next set) waits while any request is being answered, so a
 * query never queues behind it.
 */
let requestsInProgress = 0;
let whenIdle: Promise<void> | null = null;
let markIdle: (() => void) | null = null;

async function answering<T>(work: () => Promise<T>): Promise<T> {
  if (requestsInProgress++ === 0) whenIdle = new Promise((resolve) => (markIdle = resolve));
  try {
    return await work();
  } finally {
    if (--requestsInProgress === 0) markIdle?.();
  }
}

// --- Sets of people -------------------------------------------------------------------------

interface Generation {
  key: string;
  table: Promise<PeopleTable>;
  /** Progress listener of whoever waits for this set; null while nobody does. */
  onProgress: ((done: number) => void) | null;
}

/** Rows between two progress reports: often enough for a smooth bar, rarely enough to be free. */
const PROGRESS_EVERY = 10_000;

const setKey = ({ count, seed, markupNames, sub }: SetSpec) => `${count}:${seed}:${markupNames}:${sub.join(',')}`;

function startGeneration(set: SetSpec): Generation {
  const generation: Generation = { key: setKey(set), table: Promise.resolve(null!), onProgress: null };
  generation.table = (async () => {
    const steps = generatePeople(set.count, set.seed, 500, set.markupNames, set.sub);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      const done = step.value;
      generation.onProgress?.(done);
      const background = generation === prepared;
      await maybeGiveWay(background ? BACKGROUND_SLICE_MS : SLICE_MS);
      // Nobody waits for a set made ahead of time: let requests go first.
      while (generation === prepared && requestsInProgress > 0) await whenIdle;
    }
  })();
  return generation;
}

let prepared: Generation | null = null;
let current: { key: string; index: RowIndex; version: number } | null = null;
let version = 0;
/** The newest load asked for: an older one that finishes later is not shown. */
let latestLoad = 0;
let markFirstLoaded: () => void = () => {};
/** Resolves once there are rows to answer from. */
const firstLoaded = new Promise<void>((resolve) => (markFirstLoaded = resolve));

/**
 * Runs the kinds of query a visitor makes on a small table once, in idle time after the first
 * load, so that the JavaScript engine has compiled them before the visitor's first search
 * (a cold first search took three times as long as later ones).
 */
let warmedUp = false;
async function warmUp() {
  if (warmedUp) return;
  warmedUp = true;
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
      while (requestsInProgress > 0) await whenIdle;
      runToEnd(index.run(query));
      await giveWay();
    }
  }
}

/** Makes `index` the rows every request reads, as dataset `key`; returns their version. */
function makeCurrent(key: string, index: RowIndex): number {
  current = { key, index, version: ++version };
  selections.clear();
  markFirstLoaded();
  void prepareInIdleTime(index);
  return version;
}

/** Makes the rows of `source` the ones every request reads; returns their version. */
async function load(requestId: number, source: SourceSpec): Promise<{ count: number; version: number }> {
  latestLoad = requestId;
  const index = await indexOf(requestId, source);
  if (requestId !== latestLoad) throw new Superseded();
  return { count: index.count, version: makeCurrent(source.key, index) };
}

async function indexOf(requestId: number, source: SourceSpec): Promise<RowIndex> {
  switch (source.type) {
    case 'people':
      return new TableIndex(peopleAsTable(await generated(requestId, source.set)));
    case 'list':
      return new TableIndex(listAsTable(await loadReferenceList(source.key), source.columns));
    case 'file':
      if (source.read !== undefined && readFile?.request === source.read) {
        openedFile = readFile.index;
        readFile = null;
      }
      if (!openedFile) throw new Error('No file is open.');
      return openedFile;
  }
}

// --- A file of the visitor's -------------------------------------------------------------

/** The file shown last: kept, so that going back to it from another dataset needs no second read. */
let openedFile: RowIndex | null = null;
/** A file read and not shown yet: the page loads it (or cancels it, or reads another). */
let readFile: { request: number; index: RowIndex } | null = null;
/** Files being read, by request: Cancel (or a newer file) aborts one. */
const fileReads = new Map<number, AbortController>();

const count = (n: number) => n.toLocaleString('en-US');
const leftOutNotice = (name: string, kept: number, leftOut: number) =>
  `“${name}” holds ${count(kept + leftOut)} records; the grid opened the first ${count(kept)} (the most it holds) and left out the last ${count(leftOut)}.`;

/**
 * Reads a file into a table, a chunk at a time (queries on the data on screen go on between
 * chunks). The data on screen stays: the page shows the file with a `load` of it. A file that
 * cannot be read is rejected with a sentence for the visitor.
 */
async function openFile(requestId: number, file: File): Promise<FileRead | { rejected: string }> {
  for (const reading of fileReads.values()) reading.abort(); // one file at a time: the newest
  readFile = null;
  const reading = new AbortController();
  fileReads.set(requestId, reading);
  try {
    // Only a visitor who opens a file needs the code that reads one: it is not loaded before the first rows.
    const { readTableFile } = await import('./files/readTableFile');
    const parsed = await readTableFile(file, {
      signal: reading.signal,
      onProgress: (done, total) => post({ kind: 'progress', requestId, done, total }),
    });
    const columns = fileColumns(parsed.headers, parsed.types);
    const index = new TableIndex(fileAsTable(parsed, columns));
    if (reading.signal.aborted) throw new Superseded();
    readFile = { request: requestId, index };
    const notices = parsed.leftOut > 0 ? [...parsed.notices, leftOutNotice(file.name, parsed.count, parsed.leftOut)] : parsed.notices;
    return { count: parsed.count, columns, notices };
  } catch (error) {
    if (isAbortError(error)) throw new Superseded();
    if (error instanceof FileReadError) return { rejected: error.message };
    throw error;
  } finally {
    fileReads.delete(requestId);
  }
}

/** How long after a load the worker waits before working ahead: the first rows come first. */
const PREPARE_AFTER_MS = 1000;

/** Does the work a first query of `index` would wait for, a step at a time, while no request is being answered. */
async function prepareInIdleTime(index: RowIndex) {
  const steps = index.prepare?.();
  if (!steps) return;
  await new Promise((resolve) => setTimeout(resolve, PREPARE_AFTER_MS));
  for (;;) {
    while (requestsInProgress > 0) await whenIdle;
    if (current?.index !== index || steps.next().done) return;
    await giveWay();
  }
}

async function generated(requestId: number, set: SetSpec): Promise<PeopleTable> {
  const key = setKey(set);
  const generation = prepared?.key === key ? prepared : startGeneration(set);
  if (generation === prepared) prepared = null; // someone waits for it now: full speed
  generation.onProgress = (done) => {
    if (done % PROGRESS_EVERY === 0) post({ kind: 'progress', requestId, done, total: set.count });
  };
  return generation.table;
}

void firstLoaded.then(warmUp);

// --- Queries --------------------------------------------------------------------------------

/** The newest query asked for; an older one still running stops at its next step. */
let latestQuery = '';
const selections = new Map<string, Promise<QueryResult>>();

async function select(dataset: string, query: RowQuery): Promise<{ index: RowIndex; selection: QueryResult; version: number }> {
  await firstLoaded;
  if (!current || current.key !== dataset) throw new Superseded(); // asked about another dataset
  const { index, version: tableVersion } = current;
  const key = `${tableVersion}:${queryKey(query)}`;
  let selection = selections.get(key);
  if (!selection) {
    selection = (async () => {
      const steps = index.run(query);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await maybeGiveWay();
        if (latestQuery !== queryKey(query)) throw new Superseded();
      }
    })();
    selections.clear(); // keep only the newest result: pages of it are asked for again and again
    selections.set(key, selection);
    selection.catch(() => selections.delete(key));
  }
  return { index, selection: await selection, version: tableVersion };
}

async function answer(request: WorkerRequest & { requestId: number }, work: () => Promise<WorkerResponse>) {
  try {
    post(await answering(work));
  } catch (error) {
    if (error instanceof Superseded) post({ kind: 'superseded', requestId: request.requestId });
    else post({ kind: 'failed', requestId: request.requestId, message: String(error) });
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  sliceStart = performance.now();
  const request = event.data;
  switch (request.kind) {
    case 'load': {
      void answer(request, async () => {
        const { count, version: loaded } = await load(request.requestId, request.source);
        return { kind: 'loaded', requestId: request.requestId, count, version: loaded };
      });
      break;
    }
    case 'readFile':
      void answer(request, async () => {
        const opened = await openFile(request.requestId, request.file);
        if ('rejected' in opened) return { kind: 'rejected', requestId: request.requestId, message: opened.rejected };
        return { kind: 'fileRead', requestId: request.requestId, ...opened };
      });
      break;
    case 'cancel':
      fileReads.get(request.target)?.abort();
      if (readFile?.request === request.target) readFile = null;
      break;
    case 'prepare':
      if (prepared?.key !== setKey(request.set)) {
        prepared = startGeneration(request.set);
      }
      break;
    case 'rows':
      latestQuery = queryKey(request.query);
      void answer(request, async () => {
        const { index, selection, version: tableVersion } = await select(request.key, request.query);
        const { rows, treeInfo } = selection;
        const page = Array.from(rows.subarray(request.start, request.end), (row) => ({ ...index.rowAt(row), $row: row, ...treeInfo?.(row) }));
        return { kind: 'rows', requestId: request.requestId, rows: page, rowCount: rows.length, version: tableVersion };
      });
      break;
    case 'text':
      latestQuery = queryKey(request.query);
      void answer(request, async () => {
        const { index, selection } = await select(request.key, request.query);
        const { rows, treeInfo } = selection;
        const { only, format } = request;
        const colIds = request.columns.map((column) => column.colId);
        const columnHeaders = request.columns.map((column) => column.header);
        // Nested people: a first column says how deep each row sits.
        const headers = treeInfo ? ['depth', ...columnHeaders] : columnHeaders;
        const shown = only ? rows.filter((row) => only[row] === 1) : rows;
        const records = Array.from(shown, (row) => (treeInfo ? [String(treeInfo(row).depth), ...index.textsOf(row, colIds)] : index.textsOf(row, colIds)));
        const text = format === 'csv' ? toCsv(headers, records) : toTsv(headers, records);
        return { kind: 'text', requestId: request.requestId, text, count: records.length };
      });
      break;
    case 'passing':
      latestQuery = queryKey(request.query);
      void answer(request, async () => {
        const { selection } = await select(request.key, request.query);
        return { kind: 'passing', requestId: request.requestId, rows: selection.rows.slice() };
      });
      break;
  }
};
