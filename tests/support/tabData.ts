import { TabData } from '../../src/data/tabData';
import type { SetSpec, SourceSpec, DataRequest, DataResponse } from '../../src/model/protocol';
import { datasetByKey } from '../../src/model/datasets';
import { EMPTY_QUERY, type RowQuery } from '../../src/model/query';

type WithoutId<T> = T extends unknown ? Omit<T, 'requestId'> : never;
/** The requests that get an answer. */
export type Question = WithoutId<Exclude<DataRequest, { kind: 'cancel' | 'prepare' | 'prepareGrouping' }>>;
type Answer<K extends DataResponse['kind']> = Extract<DataResponse, { kind: K }>;

/** A TabData driven as the page drives the worker: requests in, everything it sends kept. */
export class TabDataUnderTest {
  /** Everything the server sent, in order. */
  readonly sent: DataResponse[] = [];
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: DataResponse) => void>();
  private readonly watchers = new Set<(response: DataResponse) => void>();
  readonly server = new TabData((response) => {
    this.sent.push(response);
    for (const watcher of this.watchers) watcher(response);
    if (response.kind !== 'progress') this.waiting.get(response.requestId)?.(response);
  });

  /**
   * Resolves as soon as the server sends what `wanted` looks for: the test goes on before the
   * server takes its next step.
   */
  whenSent(wanted: (response: DataResponse) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const watcher = (response: DataResponse) => {
        if (!wanted(response)) return;
        this.watchers.delete(watcher);
        resolve();
      };
      this.watchers.add(watcher);
    });
  }

  /** Sends a request under a new id; gives the id and its answer to come (progress is kept in `sent`). */
  ask(question: Question): { requestId: number; answer: Promise<DataResponse> } {
    const requestId = ++this.nextId;
    const answer = new Promise<DataResponse>((resolve) => this.waiting.set(requestId, resolve));
    this.server.handle({ ...question, requestId });
    return { requestId, answer };
  }

  /** Sends a request that gets no answer. */
  tell(request: Extract<DataRequest, { kind: 'cancel' | 'prepare' | 'prepareGrouping' }>) {
    this.server.handle(request);
  }

  /** The rows done that progress reports for request `requestId` said, in order. */
  progressOf(requestId: number): number[] {
    return this.sent.flatMap((response) => (response.kind === 'progress' && response.requestId === requestId ? [response.done] : []));
  }

  /** What the server sent about request `requestId` besides progress (one answer, if all is well). */
  answersTo(requestId: number): DataResponse[] {
    return this.sent.filter((response) => response.kind !== 'progress' && response.requestId === requestId);
  }

  /** Loads `source`, expecting it loaded; gives its version. */
  async load(source: SourceSpec): Promise<number> {
    return expectKind(await this.ask({ kind: 'load', source }).answer, 'loaded').version;
  }

  /** Rows start..end-1 of the query's result on dataset `key`, expecting an answer with rows. */
  async rows(key: string, query: RowQuery = EMPTY_QUERY, start = 0, end = 5): Promise<Answer<'rows'>> {
    return expectKind(await this.ask({ kind: 'rows', key, query, start, end }).answer, 'rows');
  }
}

/** The answer, if it is of kind `kind`; else a failure that shows what came instead. */
export function expectKind<K extends DataResponse['kind']>(answer: DataResponse, kind: K): Answer<K> {
  if (answer.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(answer)}`);
  return answer as Answer<K>;
}

export const setOf = (count: number, seed: number): SetSpec => ({ count, seed, markupNames: false, sub: [] });
export const peopleSource = (count: number, seed: number): SourceSpec => ({ type: 'people', key: 'people', set: setOf(count, seed) });
export const listSource = (key: string): SourceSpec => ({ type: 'list', key, columns: datasetByKey(key)!.columns });
export const fileSource = (read?: number): SourceSpec => ({ type: 'file', key: 'file', read });

/** A server that has read `file` and shows it, as the page opens a file. */
export async function shownFile(file: File): Promise<TabDataUnderTest> {
  const server = new TabDataUnderTest();
  const read = server.ask({ kind: 'readFile', file });
  expectKind(await read.answer, 'fileRead');
  await server.load(fileSource(read.requestId));
  return server;
}

/** A CSV file of `count` records (`name,number`), about 16 bytes each. */
export function csvFile(name: string, count: number): File {
  const lines = ['name,number'];
  for (let i = 1; i <= count; i++) lines.push(`Person ${i},${i}`);
  return new File([lines.join('\n')], name);
}


/**
 * A file whose bytes come only once `release` is called: a read of it is in progress for as
 * long as a test needs.
 */
export function heldFile(name: string, text: string): { file: File; release: () => void } {
  const bytes = new TextEncoder().encode(text);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const file = {
    name,
    size: bytes.length,
    slice: (start = 0, end = bytes.length) => ({
      arrayBuffer: async () => {
        await released;
        return bytes.slice(start, end).buffer;
      },
    }),
  };
  return { file: file as unknown as File, release };
}
