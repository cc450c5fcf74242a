import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpDataRequest, WithoutId, DataResponse } from '../../src/model/protocol';
import { MOST_ASKS, RETRY_MS, ServedClient, type ServerNews } from '../../src/data/servedClient';
import type { RowQuery } from '../../src/model/query';

type Rows = WithoutId<Extract<HttpDataRequest, { kind: 'rows' }>>;
interface Sent {
  request: HttpDataRequest;
  answer: (status: number, body: unknown) => void;
}

/** A fetch the test answers by hand: each request sent waits until the test answers it. */
function fakeServer() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (_url: string, init: { body: string }) =>
    new Promise<Response>((resolve) => {
      const { request } = JSON.parse(init.body) as { request: HttpDataRequest };
      sent.push({ request, answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })) });
    }));
  /** The next request sent, once it is. */
  const next = async (): Promise<Sent> => {
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    return sent.shift()!;
  };
  return { sent, next };
}

const query = (globalFilter: string): RowQuery => ({ filters: [], globalFilter, sort: [] });
const rows = (globalFilter: string, start = 0): Rows => ({ kind: 'rows', key: 'server:sales.csv', query: query(globalFilter), start, end: start + 10 });
const rowsAnswer = ({ requestId }: HttpDataRequest, rowCount = 95): DataResponse => ({ kind: 'rows', requestId, rows: [], rowCount, version: 0 });
const superseded = ({ requestId }: HttpDataRequest): DataResponse => ({ kind: 'superseded', requestId });

function listened(client: ServedClient): ServerNews[] {
  const news: ServerNews[] = [];
  client.listen((one) => news.push(one));
  return news;
}

afterEach(() => vi.unstubAllGlobals());

describe('ServedClient: the page\'s newest ask is answered', () => {
  it('answered `superseded` though no newer ask came (an older one reached the server later): asked again, and answered', async () => {
    const server = fakeServer();
    const client = new ServedClient();
    const answer = client.ask(rows('paris'));
    const first = await server.next();
    first.answer(200, superseded(first.request));
    const again = await server.next();
    expect(again.request).toMatchObject({ kind: 'rows', query: query('paris'), start: 0 });
    again.answer(200, rowsAnswer(again.request));
    expect(await answer).toMatchObject({ kind: 'rows', rowCount: 95 });
  });

  it('answered `superseded` after a newer ask of its kind: that one is the answer awaited, and this one is not asked again', async () => {
    const server = fakeServer();
    const client = new ServedClient();
    const answer = client.ask(rows('paris'));
    const first = await server.next();
    void client.ask(rows('lima'));
    await server.next();
    first.answer(200, superseded(first.request));
    expect(await answer).toEqual({ kind: 'superseded', requestId: first.request.requestId });
    expect(server.sent).toEqual([]);
  });

  it('a page fetched ahead is no newer ask: the page\'s own ask, turned away, is asked again', async () => {
    const server = fakeServer();
    const client = new ServedClient();
    const answer = client.ask(rows('paris'));
    const first = await server.next();
    void client.ask({ ...rows('lima', 10), ahead: true });
    await server.next();
    first.answer(200, superseded(first.request));
    const again = await server.next();
    again.answer(200, rowsAnswer(again.request));
    expect(await answer).toMatchObject({ kind: 'rows' });
  });

  it('a summary never makes a query of rows older, nor the other way round', async () => {
    const server = fakeServer();
    const client = new ServedClient();
    const page = client.ask(rows('paris'));
    const summary = client.ask({ kind: 'values', key: 'server:sales.csv', query: query('paris'), colId: 'city', search: '' });
    const [pageSent, summarySent] = [await server.next(), await server.next()];
    pageSent.answer(200, superseded(pageSent.request));
    summarySent.answer(200, superseded(summarySent.request));
    const [pageAgain, summaryAgain] = [await server.next(), await server.next()];
    expect([pageAgain.request.kind, summaryAgain.request.kind]).toEqual(['rows', 'values']);
    pageAgain.answer(200, rowsAnswer(pageAgain.request));
    summaryAgain.answer(200, { kind: 'values', requestId: summaryAgain.request.requestId, summary: { rows: 1, blank: 0, distinct: 1, values: [], more: 0 } });
    expect((await page)?.kind).toBe('rows');
    expect((await summary)?.kind).toBe('values');
  });

  it(`turned away ${MOST_ASKS} times: failed, with a sentence the page shows as a notice`, async () => {
    const server = fakeServer();
    const client = new ServedClient();
    const news = listened(client);
    const answer = client.ask(rows('paris'));
    for (let i = 0; i < MOST_ASKS; i++) {
      const one = await server.next();
      one.answer(200, superseded(one.request));
    }
    const said = `it answered ${MOST_ASKS} times that a newer request took this one's place, and none had`;
    expect(await answer).toMatchObject({ kind: 'failed', message: said });
    expect(news).toEqual([{ state: 'refused', said: `The server refused a request: ${said}. The data on screen is unchanged.` }]);
    expect(server.sent).toEqual([]);
  });

  it.each<[number, string]>([
    [400, '1000000 rows were asked for at once; at most 1000 are allowed'],
    [500, 'The server could not answer: Catalog Error'],
  ])('an answer of HTTP %i: failed with the server\'s sentence, which the page shows as a notice', async (status, message) => {
    const server = fakeServer();
    const client = new ServedClient();
    const news = listened(client);
    const answer = client.ask(rows('paris'));
    (await server.next()).answer(status, { message });
    expect(await answer).toMatchObject({ kind: 'failed', message });
    expect(news).toEqual([{ state: 'refused', said: `The server refused a request: ${message}. The data on screen is unchanged.` }]);
  });
});

describe('ServedClient: a server out of reach', () => {
  afterEach(() => vi.useRealTimers());

  it('a column\'s summary asked while it is away is asked again when it answers, unless a newer one was asked for since', async () => {
    vi.useFakeTimers();
    let up = false;
    const asked: HttpDataRequest[] = [];
    const summary = { rows: 3, blank: 0, distinct: 2, values: [], more: 0 };
    const client = new ServedClient((path, init) => {
      if (!up) return Promise.reject(new TypeError('Failed to fetch'));
      if (path === '/api/health') return Promise.resolve(new Response('{}'));
      const { request } = JSON.parse(init!.body as string) as { request: HttpDataRequest };
      asked.push(request);
      return Promise.resolve(new Response(JSON.stringify({ kind: 'values', requestId: request.requestId, summary })));
    });
    const news = listened(client);
    const city = client.values('server:sales.csv', query(''), 'city', '');
    const amount = client.values('server:sales.csv', query(''), 'amount', 'ar');
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(asked).toEqual([]);
    up = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(news).toEqual([{ state: 'down', said: 'The data server is not answering. The rows on screen stay; the page asks again every second.' }, { state: 'up' }]);
    expect(await amount).toEqual(summary);
    expect(await city).toBeNull();
    expect(asked.map((request) => [request.kind, 'colId' in request && request.colId])).toEqual([['values', 'amount']]);
  });
});
