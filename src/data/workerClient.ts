import type { DataRequest, DataResponse, FileRead, SetSpec, SourceSpec, TextFormat, WithoutId } from '../model/protocol';
import type { RowQuery } from '../model/query';
import type { ColumnSummary } from '../model/summary';
import { answerOf, type RowsAnswer, type RowSource, type TextColumn } from './rowSource';

/**
 * The page's side of the data worker (tabData.ts): requests as promises, progress as a
 * callback. It posts requests through `post` and is given the worker's answers (`receive`), so
 * the same client drives a TabData in Node (the unit tests).
 */
export class WorkerClient implements RowSource {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (answer: DataResponse) => void; onProgress?: (done: number, total: number) => void }>();
  private onFailure: ((message: string) => void) | null = null;
  /** The file being read, if any: a newer one or Cancel stops it. */
  private fileRequest: number | null = null;

  constructor(private readonly post: (request: DataRequest) => void) {}

  /** Hears what goes wrong in the worker, for the page to show; returns a way to stop. */
  listenForFailure(listener: (message: string) => void): () => void {
    this.onFailure = listener;
    return () => {
      if (this.onFailure === listener) this.onFailure = null;
    };
  }

  /** An answer of the worker's. */
  receive(answer: DataResponse): void {
    const waiter = this.waiting.get(answer.requestId);
    if (!waiter) return;
    if (answer.kind === 'progress') {
      waiter.onProgress?.(answer.done, answer.total);
      return;
    }
    this.waiting.delete(answer.requestId);
    if (answer.kind === 'failed') this.onFailure?.(answer.message);
    waiter.resolve(answer);
  }

  /** The worker itself failed (its script did not load, say): no answer will come. */
  fail(message: string): void {
    for (const [requestId, waiter] of this.waiting) waiter.resolve({ kind: 'failed', requestId, message });
    this.waiting.clear();
    this.onFailure?.(message);
  }

  /** Sends a request under a new id; returns the id and the answer to come. */
  private send(message: WithoutId<DataRequest>, onProgress?: (done: number, total: number) => void) {
    const requestId = ++this.nextId;
    const answer = new Promise<DataResponse>((resolve) => {
      this.waiting.set(requestId, { resolve, onProgress });
      this.post({ ...message, requestId } as DataRequest);
    });
    return { requestId, answer };
  }

  private request(message: WithoutId<DataRequest>, onProgress?: (done: number, total: number) => void) {
    return this.send(message, onProgress).answer;
  }

  /** The worker answers `superseded` to a load a later one overtook: it needs no `latest`. */
  async load(source: SourceSpec, _latest: () => boolean, onProgress?: (done: number, total: number) => void): Promise<number | null> {
    return answerOf(await this.request({ kind: 'load', source }, onProgress), 'loaded')?.version ?? null;
  }

  async rows(key: string, query: RowQuery, start: number, end: number): Promise<RowsAnswer | null> {
    return answerOf(await this.request({ kind: 'rows', key, query, start, end }), 'rows');
  }

  async text(key: string, query: RowQuery, columns: TextColumn[], format: TextFormat, only?: Uint8Array): Promise<{ text: string; count: number } | null> {
    return answerOf(await this.request({ kind: 'text', key, query, columns, format, only }), 'text');
  }

  async groupsText(key: string, query: RowQuery, columns: TextColumn[]): Promise<{ text: string; count: number } | null> {
    return answerOf(await this.request({ kind: 'groupsText', key, query, columns }), 'text');
  }

  async values(key: string, query: RowQuery, colId: string, search: string): Promise<ColumnSummary | null> {
    return answerOf(await this.request({ kind: 'values', key, query, colId, search }), 'values')?.summary ?? null;
  }

  async passing(key: string, query: RowQuery): Promise<Uint32Array | null> {
    return answerOf(await this.request({ kind: 'passing', key, query }), 'passing')?.rows ?? null;
  }

  /** The worker's datasets export the text the page is given (`text`): no download address. */
  exportUrl(): null {
    return null;
  }

  /**
   * Reads a file of the visitor's in the worker; resolves with its columns and the ticket that
   * `load({ type: 'file', read: ticket })` shows it by, or a sentence on why it cannot be read,
   * or null when cancelled or overtaken (even if the worker had read it by then).
   */
  async readFile(file: File, onProgress?: (done: number, total: number) => void, sheet?: string): Promise<(FileRead & { ticket: number }) | { rejected: string } | null> {
    this.cancelFile();
    // The ticket is the id of the request that reads the file.
    const { requestId, answer: answered } = this.send({ kind: 'readFile', file, sheet }, onProgress);
    this.fileRequest = requestId;
    const answer = await answered;
    const cancelled = this.fileRequest !== requestId;
    if (!cancelled) this.fileRequest = null;
    if (cancelled) return null;
    if (answer.kind === 'rejected') return { rejected: answer.message };
    const read = answerOf(answer, 'fileRead');
    if (!read) return null;
    const { count, columns, notices, sheets, sheet: shown } = read;
    return { count, columns, notices, sheets, sheet: shown, ticket: requestId };
  }

  /** Stops reading the file being read, if any; the rows on screen stay. */
  cancelFile(): void {
    if (this.fileRequest === null) return;
    this.post({ kind: 'cancel', target: this.fileRequest });
    // Progress the worker sent before it heard of the Cancel is no longer news: a bar the page
    // has taken down must not come back.
    const waiter = this.waiting.get(this.fileRequest);
    if (waiter) waiter.onProgress = undefined;
    this.fileRequest = null;
  }

  /** Lets the worker make a set in idle time, so loading it later is instant. */
  prepare(set: SetSpec): void {
    this.post({ kind: 'prepare', set });
  }

  /** Lets the worker load and compile its grouping code in idle time, so a first grouping does not wait for it. */
  prepareGrouping(): void {
    this.post({ kind: 'prepareGrouping' });
  }
}
