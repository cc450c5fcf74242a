import type { DataResponse, HttpDataRequest, SourceSpec, TextFormat, WithoutId } from '../model/protocol';
import { queryKey, type RowQuery } from '../model/query';
import type { ColumnSummary } from '../model/summary';
import { nextPlace, PageAhead, type PagePlace } from './pageAhead';
import { answerOf, type RowsAnswer, type RowSource, type TextColumn } from './rowSource';

/**
 * What the page hears of the data server: it stopped answering, answers again, or refused a
 * request; with what the page says of it. The words come with this code, which only a served
 * table loads: the page's first scripts have no room for them.
 */
export type ServerNews = { state: 'down'; said: string } | { state: 'up' } | { state: 'refused'; said: string };

/** How often a server that stopped answering is asked again. */
export const RETRY_MS = 1000;

/** How many times an ask is sent when the server answers it `superseded` though no newer ask of its kind came since. */
export const MOST_ASKS = 3;

type Ask = WithoutId<HttpDataRequest>;

/** Which asks supersede each other on the server (QueryTurns' lanes): a summary and a query never do. */
const laneOf = (message: Exclude<Ask, { kind: 'load' }>) => (message.kind === 'values' ? 'values' : 'queries');

/** What makes an ask of a lane a newer one for the server: another table, query, or (a summary) column or search. */
const newerKeyOf = (message: Exclude<Ask, { kind: 'load' }>) =>
  JSON.stringify([message.key, queryKey(message.query), ...(message.kind === 'values' ? [message.colId, message.search] : [])]);

/** A client's id: tells this page's queries from other clients' (crypto.randomUUID needs a secure context; --host may not be one). */
function sessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Fetches a path of this page's own origin (`fetch`; a test's server elsewhere). */
export type FetchPath = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The page's side of the data server (`npm run serve`): the data's protocol as JSON over
 * `POST /api/data`, on this page's own origin. A server that stops answering is asked again
 * every RETRY_MS until it answers; a request it refuses (HTTP 400) or cannot answer (500) answers
 * `failed` with its reason, which the page shows as a notice.
 */
export class ServedClient implements RowSource {
  private readonly session = sessionId();
  private nextId = 0;
  private down = false;
  private listener: (news: ServerNews) => void = () => {};
  /** Numbers the tables loaded, as the worker numbers its sets: the server keeps no versions. */
  private version = 0;

  constructor(private readonly fetchPath: FetchPath = (path, init) => fetch(path, init)) {}

  /** Hears what happens to the server; returns a way to stop. */
  listen(listener: (news: ServerNews) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = () => {};
    };
  }

  /** The key of the newest ask of each lane (a page fetched ahead is no ask). */
  private readonly newest = new Map<string, string>();

  /**
   * The answer to a request, or null when it cannot reach the server (which `listen` hears: the
   * page keeps what it shows). Answered `superseded` though no newer ask of its lane came since
   * (an older ask that reached the server later took its turn), it is asked again: the page waits
   * for this answer and no other; after MOST_ASKS, `failed`, and a notice says so.
   */
  async ask(message: Ask): Promise<DataResponse | null> {
    if (message.kind === 'load') return this.send(message);
    const lane = laneOf(message);
    const key = newerKeyOf(message);
    const ahead = message.kind === 'rows' && message.ahead === true;
    if (!ahead) this.newest.set(lane, key);
    for (let asked = 1; ; asked++) {
      const answer = await this.send(message);
      if (answer?.kind !== 'superseded' || ahead || this.newest.get(lane) !== key) return answer;
      if (asked === MOST_ASKS) return this.failed(answer.requestId, `it answered ${MOST_ASKS} times that a newer request took this one's place, and none had`);
    }
  }

  /** A request that failed, which the page hears of as a notice (`refused`: the data on screen stays). */
  private failed(requestId: number, message: string): Extract<DataResponse, { kind: 'failed' }> {
    this.listener({ state: 'refused', said: `The server refused a request: ${message}. The data on screen is unchanged.` });
    return { kind: 'failed', requestId, message };
  }

  /** One request sent and its answer; null when the server cannot be reached. */
  private async send(message: Ask): Promise<DataResponse | null> {
    const request = { ...message, requestId: ++this.nextId };
    const response = await this.reach(request.requestId, '/api/data', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ session: this.session, request }) });
    if (!(response instanceof Response)) return response;
    if (request.kind === 'passing') return { kind: 'passing', requestId: request.requestId, rows: new Uint32Array(await response.arrayBuffer()) };
    return (await response.json()) as DataResponse;
  }

  /**
   * A path fetched: its response when OK, null when the server cannot be reached (said: `down`),
   * and `failed` with the server's reason otherwise (said: `refused`).
   */
  private async reach(requestId: number, path: string, init?: RequestInit): Promise<Response | null | Extract<DataResponse, { kind: 'failed' }>> {
    let response: Response;
    try {
      response = await this.fetchPath(path, init);
    } catch {
      this.wentDown();
      return null;
    }
    if (response.ok) {
      this.cameBack();
      return response;
    }
    // Not OK: a 400 says what is wrong with the request, a 500 what went wrong in the server; the page shows it and waits for nothing more.
    const { message: reason } = (await response.json().catch(() => ({}))) as { message?: string };
    return this.failed(requestId, reason ?? `The server answered ${response.status}`);
  }

  /**
   * Loads a served table; a server that does not answer has said so (listen): the rows on screen
   * stay, and the table opens when it is back, unless `latest` says another load came since.
   */
  async load(source: SourceSpec, latest: () => boolean): Promise<number | null> {
    const version = ++this.version;
    let answer = await this.ask({ kind: 'load', source });
    while (answer === null && latest()) {
      await this.back();
      answer = await this.ask({ kind: 'load', source });
    }
    return answer?.kind === 'loaded' && latest() ? version : null;
  }

  /** The next page, fetched while the person reads this one. */
  private readonly pagesAhead = new PageAhead<DataResponse>();

  /** A page of rows, the one fetched ahead if it is there; the page after it is fetched ahead. Of the version the page loaded last. */
  async rows(key: string, query: RowQuery, start: number, end: number): Promise<RowsAnswer | null> {
    const rows = answerOf(await this.page({ kind: 'rows', key, query, start, end }), 'rows');
    return rows && { ...rows, version: this.version };
  }

  async text(key: string, query: RowQuery, columns: TextColumn[], format: TextFormat, only?: Uint8Array): Promise<{ text: string; count: number } | null> {
    return answerOf(await this.ask({ kind: 'text', key, query, columns, format, ...(only && { only: rowsIn(only) }) }), 'text');
  }

  async groupsText(key: string, query: RowQuery, columns: TextColumn[]): Promise<{ text: string; count: number } | null> {
    return answerOf(await this.ask({ kind: 'groupsText', key, query, columns }), 'text');
  }

  /** A column's summary. Asked while the server is out of reach, it is asked again when the server answers, unless a newer one was asked for since: a values dialog waits for it, and nothing else asks again for it. */
  async values(key: string, query: RowQuery, colId: string, search: string): Promise<ColumnSummary | null> {
    const message = { kind: 'values', key, query, colId, search } as const;
    let answer = await this.ask(message);
    while (answer === null && this.newest.get(laneOf(message)) === newerKeyOf(message)) {
      await this.back();
      answer = await this.ask(message);
    }
    return answerOf(answer, 'values')?.summary ?? null;
  }

  async passing(key: string, query: RowQuery): Promise<Uint32Array | null> {
    return answerOf(await this.ask({ kind: 'passing', key, query }), 'passing')?.rows ?? null;
  }

  /** A page of rows, the one fetched ahead if it is there; the page after it is fetched ahead. A server out of reach answers `superseded`. */
  private async page(message: WithoutId<Extract<HttpDataRequest, { kind: 'rows' }>>): Promise<DataResponse> {
    const place: PagePlace = { datasetKey: message.key, query: queryKey(message.query), start: message.start, end: message.end };
    const ask = async (at: PagePlace, ahead?: true): Promise<DataResponse> =>
      (await this.ask({ ...message, start: at.start, end: at.end, ...(ahead && { ahead }) })) ?? { kind: 'superseded', requestId: 0 };
    const ahead = this.pagesAhead.take(place);
    let answer = await (ahead ?? ask(place));
    // A page fetched ahead that did not come (a newer query overtook it on the server, the server was away) is asked for now.
    if (ahead && answer.kind !== 'rows') answer = await ask(place);
    const next = answer.kind === 'rows' ? nextPlace(place, answer.rowCount) : null;
    if (next) this.pagesAhead.keep(next, () => ask(next, true));
    return answer;
  }

  /**
   * Where the query's whole result downloads from as CSV, streamed (the page never holds it),
   * once the server has said it would start it; else null, and the page hears why (`listen`):
   * a download the browser starts fails with no word to the page.
   */
  async exportUrl(key: string, query: RowQuery, columns: TextColumn[]): Promise<string | null> {
    const message: WithoutId<Extract<HttpDataRequest, { kind: 'text' }>> = { kind: 'text', key, query, columns, format: 'csv' };
    const requestId = ++this.nextId;
    const url = `/api/export?${new URLSearchParams({ session: this.session, request: JSON.stringify({ ...message, requestId }) }).toString()}`;
    const checked = await this.reach(requestId, `${url}&check`, { cache: 'no-store' });
    return checked instanceof Response ? url : null;
  }

  private wentDown(): void {
    if (this.down) return;
    this.down = true;
    this.listener({ state: 'down', said: 'The data server is not answering. The rows on screen stay; the page asks again every second.' });
    const retry = () => {
      setTimeout(() => {
        if (!this.down) return;
        this.fetchPath('/api/health', { cache: 'no-store' }).then(
          (response) => (response.ok ? this.cameBack() : retry()),
          () => retry(),
        );
      }, RETRY_MS);
    };
    retry();
  }

  /** Waiters for the server to answer again. */
  private backWaiters: (() => void)[] = [];

  /** Resolves once the server answers again after it stopped (at once when it did not stop). */
  back(): Promise<void> {
    return this.down ? new Promise((resolve) => this.backWaiters.push(resolve)) : Promise.resolve();
  }

  private cameBack(): void {
    if (!this.down) return;
    this.down = false;
    this.listener({ state: 'up' });
    for (const resolve of this.backWaiters.splice(0)) resolve();
  }
}

/** The row numbers whose byte is 1. */
function rowsIn(mask: Uint8Array): number[] {
  const rows: number[] = [];
  for (let row = 0; row < mask.length; row++) if (mask[row] === 1) rows.push(row);
  return rows;
}
