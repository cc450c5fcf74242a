import { loadOnce } from '../model/loadOnce';
import type { DataResponse, FileRead, SetSpec, SourceSpec, TextFormat } from '../model/protocol';
import type { RowQuery } from '../model/query';
import { servedName } from '../model/served';
import type { ColumnSummary } from '../model/summary';
import type { RowsAnswer, RowSource, TextColumn } from './rowSource';
import type { ServedClient, ServerNews } from './servedClient';
import { WorkerClient } from './workerClient';

/** The data server's client, made on first use: a page without a server never loads its code. */
class ServedOnFirstUse implements RowSource {
  readonly client: () => Promise<ServedClient> = loadOnce(() => import('./servedClient').then(({ ServedClient }) => new ServedClient()));

  async load(source: SourceSpec, latest: () => boolean): Promise<number | null> {
    return (await this.client()).load(source, latest);
  }

  async rows(key: string, query: RowQuery, start: number, end: number): Promise<RowsAnswer | null> {
    return (await this.client()).rows(key, query, start, end);
  }

  async text(key: string, query: RowQuery, columns: TextColumn[], format: TextFormat, only?: Uint8Array): Promise<{ text: string; count: number } | null> {
    return (await this.client()).text(key, query, columns, format, only);
  }

  async groupsText(key: string, query: RowQuery, columns: TextColumn[]): Promise<{ text: string; count: number } | null> {
    return (await this.client()).groupsText(key, query, columns);
  }

  async values(key: string, query: RowQuery, colId: string, search: string): Promise<ColumnSummary | null> {
    return (await this.client()).values(key, query, colId, search);
  }

  async passing(key: string, query: RowQuery): Promise<Uint32Array | null> {
    return (await this.client()).passing(key, query);
  }

  async exportUrl(key: string, query: RowQuery, columns: TextColumn[]): Promise<string | null> {
    return (await this.client()).exportUrl(key, query, columns);
  }
}

/**
 * The page's side of the data: the data worker answers about People, the lists and opened
 * files; the data server (`npm run serve`) about its tables, whose dataset keys say so
 * (src/model/served.ts). Each is a RowSource, asked alike.
 */
export class DataClient {
  private readonly worker: WorkerClient;
  private readonly served = new ServedOnFirstUse();
  /** Numbers the loads asked for: a served table's load waiting for its server gives way to any later one. */
  private loads = 0;

  constructor() {
    const worker = new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module' });
    this.worker = new WorkerClient((request) => worker.postMessage(request));
    worker.onmessage = (event: MessageEvent<DataResponse>) => this.worker.receive(event.data);
    // The worker itself failed (its script did not load, say): no answer will come.
    worker.onerror = (event) => {
      event.preventDefault();
      this.worker.fail(event.message || 'The data worker could not start.');
    };
  }

  /** Who holds dataset `key`'s rows. */
  private sourceOf(key: string): RowSource {
    return servedName(key) === null ? this.worker : this.served;
  }

  /** Hears what goes wrong in the worker, for the page to show; returns a way to stop. */
  listenForFailure(listener: (message: string) => void): () => void {
    return this.worker.listenForFailure(listener);
  }

  /** Hears what happens to the data server (it stopped, came back, refused a request); returns a way to stop. */
  listenForServer(listener: (news: ServerNews) => void): () => void {
    let stop: (() => void) | null = null;
    let stopped = false;
    void this.served.client().then((served) => {
      if (!stopped) stop = served.listen(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /**
   * Makes or loads a dataset's rows and makes them the ones rows are read from; resolves with
   * their version, or null when a later load overtook this one.
   */
  load(source: SourceSpec, onProgress?: (done: number, total: number) => void): Promise<number | null> {
    const ticket = ++this.loads;
    return this.sourceOf(source.key).load(source, () => ticket === this.loads, onProgress);
  }

  /**
   * Reads a file of the visitor's in the worker (a workbook's `sheet`, by name, or its first); resolves with its columns and the ticket that
   * `load({ type: 'file', read: ticket })` shows it by, or a sentence on why it cannot be read,
   * or null when cancelled or overtaken (even if the worker had read it by then).
   */
  readFile(file: File, onProgress?: (done: number, total: number) => void, sheet?: string): Promise<(FileRead & { ticket: number }) | { rejected: string } | null> {
    return this.worker.readFile(file, onProgress, sheet);
  }

  /** Stops reading the file being read, if any; the rows on screen stay. */
  cancelFile(): void {
    this.worker.cancelFile();
  }

  /** Lets the worker make a set in idle time, so loading it later is instant. */
  prepare(set: SetSpec): void {
    this.worker.prepare(set);
  }

  /** Lets the worker load and compile its grouping code in idle time, so a first grouping does not wait for it. */
  prepareGrouping(): void {
    this.worker.prepareGrouping();
  }

  /**
   * Rows start..end-1 of the query's result, the result's size and the version of the set they
   * come from (a grouped query's also passingCount and totals: protocol.ts GroupedRows); null
   * when a newer query overtook this one.
   */
  rows(key: string, query: RowQuery, start: number, end: number): Promise<RowsAnswer | null> {
    return this.sourceOf(key).rows(key, query, start, end);
  }

  /**
   * The whole result of a query as text (CSV or TSV) and how many rows it holds, or with
   * `only` just the rows selected in it; null when a newer query overtook it.
   */
  text(key: string, query: RowQuery, columns: TextColumn[], format: TextFormat, only?: Uint8Array): Promise<{ text: string; count: number } | null> {
    return this.sourceOf(key).text(key, query, columns, format, only);
  }

  /** Export groups: a grouped query's summary as CSV and its line count; null when a newer query overtook it. */
  groupsText(key: string, query: RowQuery, columns: TextColumn[]): Promise<{ text: string; count: number } | null> {
    return this.sourceOf(key).groupsText(key, query, columns);
  }

  /** What a column holds among the rows that pass `query` (the `Values of` dialog); null when a newer ask overtook it. */
  values(key: string, query: RowQuery, colId: string, search: string): Promise<ColumnSummary | null> {
    return this.sourceOf(key).values(key, query, colId, search);
  }

  /** Every row that passes the query's filters and search; null when a newer query overtook it. */
  passing(key: string, query: RowQuery): Promise<Uint32Array | null> {
    return this.sourceOf(key).passing(key, query);
  }

  /**
   * Where a served table's whole result downloads from as CSV, streamed by the server, once it
   * has said it would start it (else a notice, and null); null at once for the worker's
   * datasets, whose text the page receives (text) and offers itself.
   */
  exportUrl(key: string, query: RowQuery, columns: TextColumn[]): Promise<string | null> | null {
    return this.sourceOf(key).exportUrl(key, query, columns);
  }
}
