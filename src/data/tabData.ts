// The tab's data (TabData) owns the rows: it makes people with faker, loads reference lists and the
// visitor's files, filters, ranks and sorts, and serves pages and text, so that the page's
// main thread never does work that grows with the row count. It runs wherever it is given
// requests: in the data worker (data.worker.ts), or in Node (tests).
import type { QueryResult, RowIndex } from '../engine/rowIndex';
import { filtersRows, isGrouped, type RowQuery, ungrouped } from '../model/query';
import type { VisitorFiles } from './files/visitorFiles';
import { peopleAsTable } from './people/peopleTable';
import { PeopleSets } from './people/sets';
import type { SourceSpec, DataRequest, DataResponse } from '../model/protocol';
import { loadOnce } from '../model/loadOnce';
import { QueryResults } from './queryResults';
import { answerRow } from './answerRows';
import { Scheduler, Superseded } from './scheduler';
import { showsRowsAsTheyAre, TableRows } from './tableRows';

type Request<K extends DataRequest['kind']> = Extract<DataRequest, { kind: K }>;

/** The rows every request reads: the dataset loaded last. */
interface Loaded {
  key: string;
  /** A table's rows without the engine (TableRows) until a query needs it (`withEngine`). */
  index: RowIndex;
  /** Numbers the sets loaded so far; answers about rows say which set they read. */
  version: number;
}

/** The work done ahead in idle time (idleWork.ts): its code is fetched when the work starts (again after a failure). */
const idleWork = loadOnce(() => import('./idleWork'));

/** How long after the first rows (and after a later load) the worker waits before working ahead: the rows are drawn first. */
const WORK_AHEAD_AFTER_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers the page's requests (src/model/protocol.ts) through `send`, one answer per request, with progress before. */
export class TabData {
  private readonly scheduler = new Scheduler();
  private readonly sets = new PeopleSets(this.scheduler);
  /** The visitor's files: their code comes with the first file (nobody waits for it before the first rows); reactions to it run in the order requests came, so a Cancel reaches a read that came before it. */
  private readonly visitorFiles: () => Promise<VisitorFiles> = loadOnce(() => import('./files/visitorFiles').then(({ VisitorFiles }) => new VisitorFiles()));
  private readonly results = new QueryResults(this.scheduler);
  private loaded: Loaded | null = null;
  /** The newest `values` request: an older one still counting stops. */
  private latestValues = 0;
  /** Versions given out so far: the newest is the loaded rows'. */
  private versions = 0;
  /** The newest load asked for: an older one that finishes later is not shown. */
  private latestLoad = 0;
  /** Resolves once there are rows to answer from. */
  private readonly firstLoaded: Promise<void>;
  /** The grouping code loaded and compiled in idle time, once (again after a failed fetch). */
  private readonly prepareGrouping = loadOnce(() => this.firstLoaded.then(idleWork).then((work) => work.prepareGrouping(this.scheduler)));
  /** The code of the work done ahead, a while after the first rows and after now. */
  private readonly workAhead = () => this.firstRowsSent.then(() => pause(WORK_AHEAD_AFTER_MS)).then(idleWork);
  private markFirstLoaded: () => void = () => {};
  /** Resolves once the first rows were answered: work ahead (and the engine's code) waits for them. */
  private readonly firstRowsSent: Promise<void>;
  private markFirstRowsSent: () => void = () => {};

  constructor(private readonly send: (response: DataResponse) => void) {
    this.firstLoaded = new Promise((resolve) => (this.markFirstLoaded = resolve));
    this.firstRowsSent = new Promise((resolve) => (this.markFirstRowsSent = resolve));
    // Work ahead: code that fails to load now (the server down) loads with the first query that needs it.
    void this.workAhead().then((work) => work.warmUp(this.scheduler)).catch(() => undefined);
  }

  handle(request: DataRequest) {
    this.scheduler.startSlice();
    switch (request.kind) {
      case 'load':
        void this.answer(request.requestId, () => this.load(request));
        break;
      case 'readFile':
        void this.answer(request.requestId, () => this.readFile(request));
        break;
      case 'cancel':
        void this.visitorFiles().then((files) => files.cancel(request.target));
        break;
      case 'prepare':
        this.sets.prepare(request.set);
        break;
      case 'prepareGrouping':
        this.prepareGrouping().catch(() => undefined);
        break;
      case 'rows':
        this.results.asked(request.query);
        void this.answer(request.requestId, () => this.rows(request)).then(this.markFirstRowsSent);
        break;
      case 'text':
        this.results.asked(request.query);
        void this.answer(request.requestId, () => this.text(request));
        break;
      case 'passing':
        this.results.asked(request.query);
        void this.answer(request.requestId, () => this.passing(request));
        break;
      case 'groupsText':
        this.results.asked(request.query);
        void this.answer(request.requestId, () => this.grouped(request));
        break;
      case 'values':
        this.latestValues = request.requestId;
        void this.answer(request.requestId, () => this.values(request));
        break;
    }
  }

  /** Sends the answer `work` makes, or `superseded` or `failed` if it throws. */
  private async answer(requestId: number, work: () => Promise<DataResponse>) {
    try {
      this.send(await this.scheduler.answering(work));
    } catch (error) {
      if (error instanceof Superseded) this.send({ kind: 'superseded', requestId });
      else this.send({ kind: 'failed', requestId, message: String(error) });
    }
  }

  /** Makes the rows of the source the ones every request reads. */
  private async load({ requestId, source }: Request<'load'>): Promise<DataResponse> {
    this.latestLoad = requestId;
    const index = await this.indexOf(requestId, source);
    if (requestId !== this.latestLoad) throw new Superseded();
    const loaded: Loaded = { key: source.key, index, version: ++this.versions };
    this.loaded = loaded;
    this.results.forget();
    this.markFirstLoaded();
    const stillLoaded = () => this.loaded === loaded;
    this.workAhead().then((work) => work.prepareInIdleTime(async () => (await this.withEngine(loaded)).index, this.scheduler, stillLoaded)).catch(() => undefined);
    return { kind: 'loaded', requestId, count: index.count, version: loaded.version };
  }

  private async indexOf(requestId: number, source: SourceSpec): Promise<RowIndex> {
    switch (source.type) {
      case 'people': {
        const onProgress = (done: number, total: number) => this.send({ kind: 'progress', requestId, done, total });
        return new TableRows(peopleAsTable(await this.sets.table(source.set, onProgress)));
      }
      case 'list': {
        const { listAsTable, loadReferenceList } = await import('./lists');
        return new TableRows(listAsTable(await loadReferenceList(source.key), source.columns));
      }
      case 'file':
        return (await this.visitorFiles()).toShow(source.read);
      case 'served':
        throw new Error('A served table is read from the data server, never from the worker');
    }
  }

  private async readFile({ requestId, file, sheet }: Request<'readFile'>): Promise<DataResponse> {
    const read = await (await this.visitorFiles()).read(requestId, file, (done, total) => this.send({ kind: 'progress', requestId, done, total }), sheet);
    if ('rejected' in read) return { kind: 'rejected', requestId, message: read.rejected };
    return { kind: 'fileRead', requestId, ...read };
  }

  /** The result of the query on the loaded rows; throws Superseded if they are another dataset's or a newer query comes first. */
  private async resultOf(dataset: string, query: RowQuery): Promise<Loaded & { result: QueryResult }> {
    const loaded = await this.loadedAs(dataset);
    if (loaded.index instanceof TableRows && !showsRowsAsTheyAre(ungrouped(query), loaded.index.table)) await this.withEngine(loaded);
    return { ...loaded, result: await this.results.resultOf(loaded.index, loaded.version, query) };
  }

  /** The loaded rows, once there are some; throws Superseded if they are another dataset's. */
  private async loadedAs(dataset: string): Promise<Loaded> {
    await this.firstLoaded;
    const { loaded } = this;
    if (!loaded || loaded.key !== dataset) throw new Superseded(); // asked about another dataset
    return loaded;
  }

  /** `loaded` with its rows in the engine: its code and index come with the first query that needs them. */
  private async withEngine(loaded: Loaded): Promise<Loaded> {
    if (loaded.index instanceof TableRows) loaded.index = await loaded.index.engine();
    return loaded;
  }

  /** A grouped query's page, or Export groups: their code comes with the first (nobody waits for it before the first rows). */
  private async grouped(request: Request<'rows' | 'groupsText'>): Promise<DataResponse> {
    const [{ answerGrouped }, loaded] = await Promise.all([import('./groupedAnswers'), this.loadedAs(request.key).then((loaded) => this.withEngine(loaded))]);
    const stillWanted = () => this.results.isLatest(request.query) && this.loaded === loaded;
    return answerGrouped(request, loaded, this.scheduler, stillWanted, async () => (await this.resultOf(request.key, request.query)).result);
  }

  private async rows(request: Request<'rows'>): Promise<DataResponse> {
    const { requestId, key, query, start, end } = request;
    if (isGrouped(query)) return this.grouped(request);
    const { index, result, version } = await this.resultOf(key, query);
    const { rows, treeInfo } = result;
    // Highlights come from the engine, loaded for a query that filters or searches.
    const marks = filtersRows(query) ? (await import('../engine/highlight')).marksFor(query) : () => undefined;
    return { kind: 'rows', requestId, rows: Array.from(rows.subarray(start, end), answerRow(index, marks, treeInfo)), rowCount: rows.length, version };
  }

  private async text({ requestId, key, query, columns, format, only }: Request<'text'>): Promise<DataResponse> {
    // Its code comes with the first export or copy, not before the first rows.
    const [{ toCsv, toTsv }, { index, result }] = await Promise.all([import('../engine/csv'), this.resultOf(key, query)]);
    const { rows, treeInfo } = result;
    const colIds = columns.map((column) => column.colId);
    const columnHeaders = columns.map((column) => column.header);
    // Nested people: a first column says how deep each row sits.
    const headers = treeInfo ? ['depth', ...columnHeaders] : columnHeaders;
    const shown = only ? rows.slice().filter((row) => only[row] === 1) : rows;
    const records = Array.from(shown, (row) => (treeInfo ? [String(treeInfo(row).depth), ...index.textsOf(row, colIds)] : index.textsOf(row, colIds)));
    const text = format === 'csv' ? toCsv(headers, records) : toTsv(headers, records);
    return { kind: 'text', requestId, text, count: records.length };
  }

  private async values({ requestId, key, query, colId, search }: Request<'values'>): Promise<DataResponse> {
    const loaded = await this.withEngine(await this.loadedAs(key));
    const stillWanted = () => this.latestValues === requestId && this.loaded === loaded;
    // Its code comes with the first dialog: nobody waits for it before the first rows.
    const { columnValues } = await import('../engine/columnValues');
    const summary = await this.scheduler.runInSteps(columnValues(loaded.index, query, colId, search), { stillWanted });
    return { kind: 'values', requestId, summary };
  }

  private async passing({ requestId, key, query }: Request<'passing'>): Promise<DataResponse> {
    const { result } = await this.resultOf(key, query);
    return { kind: 'passing', requestId, rows: result.rows.slice() };
  }
}
