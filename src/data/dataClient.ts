import type { ColumnSummary } from '../engine/columnValues';
import type { RowQuery } from '../model/query';
import { servedName } from '../model/served';
import type { FileRead, ServedRequest, SetSpec, SourceSpec, TextFormat, WithoutId, WorkerRequest, WorkerResponse } from './protocol';
import type { ServedClient, ServerNews } from './servedClient';

type Answer<K extends WorkerResponse['kind']> = Extract<WorkerResponse, { kind: K }>;

/**
 * The page's side of the data: requests as promises, progress as a callback. The data worker
 * answers about People, the lists and opened files; the data server (`npm run serve`) about
 * its tables, whose dataset keys say so (src/model/served.ts).
 */
export class DataClient {
  private readonly worker = new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module' });
  private nextId = 0;
  /** Loaded and made on the first request about a served table: a page without a server never loads its code. */
  private servedClient: Promise<ServedClient> | null = null;
  /** The same, once made (a served table's export link is worked out at once). */
  private servedMade: ServedClient | null = null;
  /** Numbers the served tables loaded, as the worker numbers its sets. */
  private servedVersion = 0;
  /** Numbers the loads asked for: a served table's load waiting for its server gives way to any later one. */
  private loads = 0;
  private readonly waiting = new Map<number, { resolve: (answer: WorkerResponse) => void; onProgress?: (done: number, total: number) => void }>();

  private onFailure: ((message: string) => void) | null = null;

  /** Hears what goes wrong in the worker, for the page to show; returns a way to stop. */
  listenForFailure(listener: (message: string) => void): () => void {
    this.onFailure = listener;
    return () => {
      if (this.onFailure === listener) this.onFailure = null;
    };
  }

  constructor() {
    // The worker itself failed (its script did not load, say): no answer will come.
    this.worker.onerror = (event) => {
      event.preventDefault();
      const message = event.message || 'The data worker could not start.';
      for (const [requestId, waiter] of this.waiting) waiter.resolve({ kind: 'failed', requestId, message });
      this.waiting.clear();
      this.onFailure?.(message);
    };
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const answer = event.data;
      const waiter = this.waiting.get(answer.requestId);
      if (!waiter) return;
      if (answer.kind === 'progress') {
        waiter.onProgress?.(answer.done, answer.total);
        return;
      }
      this.waiting.delete(answer.requestId);
      if (answer.kind === 'failed') this.onFailure?.(answer.message);
      waiter.resolve(answer);
    };
  }

  private served(): Promise<ServedClient> {
    this.servedClient ??= import('./servedClient').then(({ ServedClient }) => (this.servedMade = new ServedClient()));
    return this.servedClient;
  }

  /** Hears what happens to the data server (it stopped, came back, refused a request); returns a way to stop. */
  listenForServer(listener: (news: ServerNews) => void): () => void {
    let stop: (() => void) | null = null;
    let stopped = false;
    void this.served().then((served) => {
      if (!stopped) stop = served.listen(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /**
   * Asks whoever holds dataset `key`: the data server for a served table, else the worker. A
   * server out of reach answers `superseded`: nothing to show, and the page keeps what it shows.
   */
  private ask(key: string, message: WithoutId<ServedRequest>): Promise<WorkerResponse> {
    if (servedName(key) === null) return this.request(message as WithoutId<WorkerRequest>);
    return this.served()
      .then((served) => served.ask(message))
      .then((answer) => answer ?? { kind: 'superseded', requestId: 0 });
  }

  /** Sends a request under a new id; returns the id and the answer to come. */
  private send(message: WithoutId<WorkerRequest>, onProgress?: (done: number, total: number) => void) {
    const requestId = ++this.nextId;
    const answer = new Promise<WorkerResponse>((resolve) => {
      this.waiting.set(requestId, { resolve, onProgress });
      this.worker.postMessage({ ...message, requestId });
    });
    return { requestId, answer };
  }

  private request(message: WithoutId<WorkerRequest>, onProgress?: (done: number, total: number) => void) {
    return this.send(message, onProgress).answer;
  }

  private static expect<K extends WorkerResponse['kind']>(answer: WorkerResponse, kind: K): Answer<K> {
    if (answer.kind === 'failed') throw new Error(answer.message);
    if (answer.kind !== kind) throw new Error(`Expected ${kind}, got ${answer.kind}`);
    return answer as Answer<K>;
  }

  /**
   * Makes or loads a dataset's rows and makes them the ones rows are read from; resolves with
   * their version, or null when a later load overtook this one.
   */
  async load(source: SourceSpec, onProgress?: (done: number, total: number) => void): Promise<number | null> {
    const ticket = ++this.loads;
    if (source.type === 'served') {
      const version = ++this.servedVersion;
      const latest = () => ticket === this.loads;
      const loaded = await (await this.served()).load(source, latest);
      return loaded && latest() ? version : null;
    }
    const answer = await this.request({ kind: 'load', source }, onProgress);
    return answer.kind === 'superseded' ? null : DataClient.expect(answer, 'loaded').version;
  }

  /** The file being read, if any: a newer one or Cancel stops it. */
  private fileRequest: number | null = null;

  /**
   * Reads a file of the visitor's in the worker (a workbook's `sheet`, by name, or its first); resolves with its columns and the ticket that
   * `load({ type: 'file', read: ticket })` shows it by, or a sentence on why it cannot be read,
   * or null when cancelled or overtaken (even if the worker had read it by then).
   */
  async readFile(
    file: File,
    onProgress?: (done: number, total: number) => void,
    sheet?: string,
  ): Promise<(FileRead & { ticket: number }) | { rejected: string } | null> {
    this.cancelFile();
    // The ticket is the id of the request that reads the file.
    const { requestId, answer: answered } = this.send({ kind: 'readFile', file, sheet }, onProgress);
    this.fileRequest = requestId;
    const answer = await answered;
    const cancelled = this.fileRequest !== requestId;
    if (!cancelled) this.fileRequest = null;
    if (cancelled || answer.kind === 'superseded') return null;
    if (answer.kind === 'rejected') return { rejected: answer.message };
    const { count, columns, notices, sheets, sheet: read } = DataClient.expect(answer, 'fileRead');
    return { count, columns, notices, sheets, sheet: read, ticket: requestId };
  }

  /** Stops reading the file being read, if any; the rows on screen stay. */
  cancelFile() {
    if (this.fileRequest === null) return;
    const message: WorkerRequest = { kind: 'cancel', target: this.fileRequest };
    this.worker.postMessage(message);
    // Progress the worker sent before it heard of the Cancel is no longer news: a bar the page
    // has taken down must not come back.
    const waiter = this.waiting.get(this.fileRequest);
    if (waiter) waiter.onProgress = undefined;
    this.fileRequest = null;
  }

  /** Lets the worker make a set in idle time, so loading it later is instant. */
  prepare(set: SetSpec) {
    const message: WorkerRequest = { kind: 'prepare', set };
    this.worker.postMessage(message);
  }

  /**
   * Rows start..end-1 of the query's result, the result's size and the version of the set they
   * come from; null when a newer query overtook this one.
   */
  async rows(
    key: string,
    query: RowQuery,
    start: number,
    end: number,
  ): Promise<{ rows: Record<string, unknown>[]; rowCount: number; version: number } | null> {
    if (servedName(key) === null) {
      const answer = await this.request({ kind: 'rows', key, query, start, end });
      return answer.kind === 'superseded' ? null : DataClient.expect(answer, 'rows');
    }
    const answer = await (await this.served()).page({ kind: 'rows', key, query, start, end });
    if (answer.kind === 'superseded') return null;
    const rows = DataClient.expect(answer, 'rows');
    // A served table's rows are of the version the page loaded: the server keeps no versions.
    return { ...rows, version: this.servedVersion };
  }

  /**
   * The whole result of a query as text (CSV or TSV) and how many rows it holds, or with
   * `only` just the rows selected in it; null when a newer query overtook it.
   */
  async text(
    key: string,
    query: RowQuery,
    columns: { colId: string; header: string }[],
    format: TextFormat,
    only?: Uint8Array,
  ): Promise<{ text: string; count: number } | null> {
    const answer =
      servedName(key) === null
        ? await this.request({ kind: 'text', key, query, columns, format, only })
        : await this.ask(key, { kind: 'text', key, query, columns, format, ...(only && { only: rowsIn(only) }) });
    return answer.kind === 'superseded' ? null : DataClient.expect(answer, 'text');
  }

  /** What a column holds among the rows that pass `query` (the `Values of` dialog); null when a newer ask overtook it. */
  async values(key: string, query: RowQuery, colId: string, search: string): Promise<ColumnSummary | null> {
    const answer = await this.ask(key, { kind: 'values', key, query, colId, search });
    return answer.kind === 'superseded' ? null : DataClient.expect(answer, 'values').summary;
  }

  /** Every row that passes the query's filters and search; null when a newer query overtook it. */
  async passing(key: string, query: RowQuery): Promise<Uint32Array | null> {
    const answer = await this.ask(key, { kind: 'passing', key, query });
    return answer.kind === 'superseded' ? null : DataClient.expect(answer, 'passing').rows;
  }

  /**
   * Where a served table's whole result downloads from as CSV, streamed by the server; null for
   * the worker's datasets, whose text the page receives (text) and offers itself.
   */
  exportUrl(key: string, query: RowQuery, columns: { colId: string; header: string }[]): string | null {
    if (servedName(key) === null) return null;
    // A served table was loaded through the served client, so it is made by now.
    if (!this.servedMade) throw new Error(`${key} is a served table, but nothing was asked of the server yet`);
    return this.servedMade.exportUrl({ kind: 'text', key, query, columns, format: 'csv' });
  }
}

/** The row numbers whose byte is 1. */
function rowsIn(mask: Uint8Array): number[] {
  const rows: number[] = [];
  for (let row = 0; row < mask.length; row++) if (mask[row] === 1) rows.push(row);
  return rows;
}
