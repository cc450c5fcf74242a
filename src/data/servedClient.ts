import { queryKey } from '../model/query';
import { nextPlace, PageAhead, type PagePlace } from './pageAhead';
import type { HttpDataRequest, WithoutId, DataResponse } from '../model/protocol';

/** What the page hears of the data server: it stopped answering, answers again, or refused a request (with why). */
export type ServerNews = { state: 'down' } | { state: 'up' } | { state: 'refused'; message: string };

/** How often a server that stopped answering is asked again. */
export const RETRY_MS = 1000;

/** A client's id: tells this page's queries from other clients' (crypto.randomUUID needs a secure context; --host may not be one). */
function sessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The page's side of the data server (`npm run serve`): the worker's protocol as JSON over
 * `POST /api/data`, on this page's own origin. A server that stops answering is asked again
 * every RETRY_MS until it answers; a request it refuses (HTTP 400) answers `failed` with its reason.
 */
export class ServedClient {
  private readonly session = sessionId();
  private nextId = 0;
  private down = false;
  private listener: (news: ServerNews) => void = () => {};

  /** Hears what happens to the server; returns a way to stop. */
  listen(listener: (news: ServerNews) => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = () => {};
    };
  }

  /** The answer to a request, or null when it cannot reach the server (which `listen` hears: the page keeps what it shows). */
  async ask(message: WithoutId<HttpDataRequest>): Promise<DataResponse | null> {
    const request = { ...message, requestId: ++this.nextId };
    let response: Response;
    try {
      response = await fetch('/api/data', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ session: this.session, request }) });
    } catch {
      this.wentDown();
      return null;
    }
    if (response.ok) {
      this.cameBack();
      if (request.kind === 'passing') return { kind: 'passing', requestId: request.requestId, rows: new Uint32Array(await response.arrayBuffer()) };
      return (await response.json()) as DataResponse;
    }
    const { message: reason } = (await response.json().catch(() => ({}))) as { message?: string };
    const refused = reason ?? `The server answered ${response.status}`;
    if (response.status === 400 || response.status === 401) this.listener({ state: 'refused', message: refused });
    return { kind: 'failed', requestId: request.requestId, message: refused };
  }

  /**
   * Loads a served table; a server that does not answer has said so (listen): the rows on screen
   * stay, and the table opens when it is back, unless `latest` says another load came since.
   */
  async load(source: Extract<HttpDataRequest, { kind: 'load' }>['source'], latest: () => boolean): Promise<boolean> {
    let answer = await this.ask({ kind: 'load', source });
    while (answer === null && latest()) {
      await this.back();
      answer = await this.ask({ kind: 'load', source });
    }
    return answer?.kind === 'loaded';
  }

  /** The next page, fetched while the person reads this one. */
  private readonly pagesAhead = new PageAhead<DataResponse>();

  /** A page of rows, the one fetched ahead if it is there; the page after it is fetched ahead. A server out of reach answers `superseded`. */
  async page(message: WithoutId<Extract<HttpDataRequest, { kind: 'rows' }>>): Promise<DataResponse> {
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

  /** Where the whole result of a text request downloads from, streamed (the page never holds it). */
  exportUrl(message: WithoutId<Extract<HttpDataRequest, { kind: 'text' }>>): string {
    const request = JSON.stringify({ ...message, requestId: ++this.nextId });
    return `/api/export?${new URLSearchParams({ session: this.session, request }).toString()}`;
  }

  private wentDown(): void {
    if (this.down) return;
    this.down = true;
    this.listener({ state: 'down' });
    const retry = () => {
      setTimeout(() => {
        if (!this.down) return;
        fetch('/api/health', { cache: 'no-store' }).then(
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
