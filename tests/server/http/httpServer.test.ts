import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../../../src/server/http/securityPolicy';
import { DuckDbTables } from '../../../src/server/duckdb/duckDbTables';
import type { SkippedFile } from '../../../src/model/served';
import { servedFiles, skippedNotice, unlessUnreadable, UnreadableFile, withSkippedNotice } from '../../../src/server/servedFiles';
import type { ServedTables } from '../../../src/server/servedTables';
import { tempFolder } from '../../support/csvTable';
import { withDataServer } from '../../support/httpServer';

const files = tempFolder();
const app = tempFolder();
let tables: DuckDbTables;
afterAll(async () => (await tables?.close(), files.remove(), app.remove()));

beforeAll(async () => {
  mkdirSync(files.path('more'));
  files.write('sales.csv', 'name,amount\nAnn,10\nBob,20\nAnnie,30\n');
  files.write(join('more', 'cities.tsv'), 'city\nParis\n');
  files.write('notes.txt', 'not a table');
  app.write('index.html', `<html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /></head><body></body></html>`);
  app.write('app.js', 'export {};');
  tables = await DuckDbTables.open(await servedFiles([files.path('')]));
});

/** A server over the test tables on a free port, for the length of `use`. */
const withServer = (token: string | null, use: (base: string) => Promise<void>) => withDataServer(app.path(''), tables, token, use);

const post = (base: string, body: string) => fetch(`${base}/api/data`, { method: 'POST', body });
const rowsOf = (request: Record<string, unknown>) => JSON.stringify({ session: 's1', request: { kind: 'rows', requestId: 7, key: 'server:sales.csv', query: { filters: [], globalFilter: '', sort: [] }, start: 0, end: 10, ...request } });

describe('servedFiles', () => {
  it('names a folder\'s readable files by their path inside it, and leaves other files out', async () => {
    expect((await servedFiles([files.path('')])).map(({ name }) => name)).toEqual(['more/cities.tsv', 'sales.csv']);
  });

  it('names a file by its own name; one met twice gets (2)', async () => {
    expect((await servedFiles([files.path('sales.csv'), files.path('sales.csv')])).map(({ name }) => name)).toEqual(['sales.csv', 'sales.csv (2)']);
  });

  it.each<[string, RegExp]>([
    ['notes.txt', /Cannot serve ".*notes.txt": the server reads/],
    ['missing.csv', /There is no file or folder ".*missing.csv"/],
  ])('refuses %s', async (name, message) => {
    await expect(servedFiles([files.path(name)])).rejects.toThrow(message);
  });
});

describe('unlessUnreadable: a file that cannot be read is left out, an engine that fails stops the start', () => {
  const file = { path: '/data/a.csv', name: 'a.csv' };
  it.each<[string, () => Promise<string>, string | undefined, SkippedFile[], string | null]>([
    ['read', () => Promise.resolve('table'), 'table', [], null],
    ['not readable', () => Promise.reject(new UnreadableFile(new Error('no columns'))), undefined, [{ name: 'a.csv', reason: 'no columns' }], null],
    ['the engine failed', () => Promise.reject(new Error('connection refused')), undefined, [], 'connection refused'],
  ])('%s', async (_, load, table, skipped, thrown) => {
    const found: SkippedFile[] = [];
    const loaded = unlessUnreadable(file, found, load);
    if (thrown === null) expect(await loaded).toBe(table);
    else await expect(loaded).rejects.toThrow(thrown);
    expect(found).toEqual(skipped);
  });
});

describe('skippedNotice: the files not served, told with every table the page opens', () => {
  const a = { name: 'a.json', reason: 'no columns' };
  const b = { name: 'more/b.csv', reason: 'not UTF-8' };
  it.each<[string, SkippedFile[], string | null]>([
    ['none', [], null],
    ['one', [a], 'The server could not read a.json, so it does not serve it: no columns'],
    ['two', [a, b], 'The server could not read 2 files, so it does not serve them: a.json (no columns) and more/b.csv (not UTF-8)'],
  ])('%s', (_, skipped, notice) => {
    expect(skippedNotice(skipped)).toBe(notice);
    const tables = [
      { name: 'x.csv', count: 1, columns: [], notices: ['of x'] },
      { name: 'y.csv', count: 2, columns: [] },
    ];
    const told = notice === null ? [['of x'], undefined] : [['of x', notice], [notice]];
    expect(withSkippedNotice(tables, skipped).map(({ notices }) => notices)).toEqual(told);
  });
});

describe('the data server over HTTP', () => {
  it('serves the page with a fresh nonce, its policy as a header, and the tables in a meta tag', async () => {
    await withServer(null, async (base) => {
      const response = await fetch(`${base}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
      expect(nonce).not.toBe(NONCE_PLACEHOLDER);
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      const meta = /<meta name="served-tables" content="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"');
      expect((JSON.parse(meta) as { name: string; count: number }[]).map(({ name, count }) => [name, count])).toEqual([
        ['more/cities.tsv', 1],
        ['sales.csv', 3],
      ]);
      // Every file was read: no list of the others.
      expect(html).not.toContain('served-skipped');
    });
  });

  it('writes the files it could not read in a meta tag of their own, escaped as an attribute', async () => {
    const skipped: SkippedFile[] = [{ name: 'numbers.json', reason: 'an array of "numbers" is <no> table & no record' }];
    const withSkipped: ServedTables = { list: () => tables.list(), info: (name) => tables.info(name), session: (client, name) => tables.session(client, name), skipped };
    await withDataServer(app.path(''), withSkipped, null, async (base) => {
      const html = await (await fetch(`${base}/`)).text();
      const meta = /<meta name="served-skipped" content="([^"]*)"/.exec(html)![1]!;
      expect(meta).not.toMatch(/[<>"]/);
      const unescaped = meta.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
      expect(JSON.parse(unescaped)).toEqual(skipped);
    });
  });

  it('answers a page of rows with their numbers and marks', async () => {
    await withServer(null, async (base) => {
      const response = await post(base, rowsOf({ query: { filters: [{ colId: 'name', kind: 'fuzzy', value: 'ann' }], globalFilter: '', sort: [] } }));
      expect(await response.json()).toEqual({
        kind: 'rows',
        requestId: 7,
        rowCount: 2,
        version: 0,
        rows: [
          { row: 1, name: 'Ann', amount: '10', $row: 0, $marks: { name: [[0, 3]] } },
          { row: 3, name: 'Annie', amount: '30', $row: 2, $marks: { name: [[0, 3]] } },
        ],
      });
    });
  });

  it.each<[string, string, string]>([
    ['not JSON', '{"session":', 'The request is not JSON'],
    ['no session', JSON.stringify({ request: {} }), 'The request names no session'],
    ['an unknown column', rowsOf({ query: { filters: [{ colId: 'nope', kind: 'exact', value: '1' }], globalFilter: '', sort: [] } }), 'There is no column "nope" in this table'],
    ['a path for a table', rowsOf({ key: 'server:/etc/passwd' }), 'There is no table "/etc/passwd" on this server'],
    ['too large', JSON.stringify({ session: 's', pad: 'x'.repeat(17 * 1024 * 1024) }), 'The request is larger than 16 MB'],
  ])('refuses a request that is %s with 400 and why', async (_name, body, message) => {
    await withServer(null, async (base) => {
      const response = await post(base, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    });
  });

  it('streams an export as CSV, names its file, and answers passing rows as bytes and selected rows as text', async () => {
    await withServer(null, async (base) => {
      const query = { filters: [{ colId: 'name', kind: 'fuzzy', value: 'ann' }], globalFilter: '', sort: [{ colId: 'amount', sort: 'desc' }] };
      const text = { kind: 'text', requestId: 1, key: 'server:sales.csv', query, columns: [{ colId: 'name', header: 'Name' }, { colId: 'amount', header: 'amount' }], format: 'csv' };
      const exported = await fetch(`${base}/api/export?${new URLSearchParams({ session: 's', request: JSON.stringify(text) }).toString()}`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''sales.csv");
      // The tab's CSV: a byte order mark, every field quoted, CRLF.
      expect(Buffer.from(await exported.arrayBuffer()).toString('utf8')).toBe('\uFEFF"Name","amount"\r\n"Annie","30"\r\n"Ann","10"');

      const passing = await post(base, JSON.stringify({ session: 's', request: { kind: 'passing', requestId: 2, key: 'server:sales.csv', query } }));
      expect(Array.from(new Uint32Array(await passing.arrayBuffer()))).toEqual([2, 0]);

      const selected = await post(base, JSON.stringify({ session: 's', request: { ...text, format: 'tsv', only: [0, 1] } }));
      expect(await selected.json()).toEqual({ kind: 'text', requestId: 1, text: 'Name\tamount\nAnn\t10', count: 1 });

      const whole = await post(base, JSON.stringify({ session: 's', request: text }));
      expect(whole.status).toBe(400);
      const selectionExport = await fetch(`${base}/api/export?${new URLSearchParams({ session: 's', request: JSON.stringify({ ...text, only: [0] }) }).toString()}`);
      expect(selectionExport.status).toBe(400);
    });
  });

  it('with `check`, says whether an export would start and sends none of it', async () => {
    await withServer(null, async (base) => {
      const text = { kind: 'text', requestId: 1, key: 'server:sales.csv', query: { filters: [], globalFilter: '', sort: [] }, columns: [{ colId: 'name', header: 'Name' }], format: 'csv' };
      const checked = (request: object) => fetch(`${base}/api/export?${new URLSearchParams({ session: 's', request: JSON.stringify(request) }).toString()}&check`);
      const good = await checked(text);
      expect([good.status, good.headers.get('content-disposition'), await good.text()]).toEqual([204, null, '']);
      const nowhere = await checked({ ...text, query: { ...text.query, filters: [{ colId: 'nowhere', kind: 'exact', value: 'x' }] } });
      expect([nowhere.status, await nowhere.json()]).toEqual([400, { message: 'There is no column "nowhere" in this table' }]);
      const noTable = await checked({ ...text, key: 'server:gone.csv' });
      expect([noTable.status, await noTable.json()]).toEqual([400, { message: 'There is no table "gone.csv" on this server' }]);
    });
  });

  it('serves the app\'s files and nothing outside them', async () => {
    await withServer(null, async (base) => {
      expect((await fetch(`${base}/app.js`)).status).toBe(200);
      for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2fsales.csv', '/missing.js']) expect((await fetch(`${base}${path}`)).status).toBe(404);
    });
  });

  it('with a token: 401 without it; the start-up link sets a cookie and leaves the address', async () => {
    await withServer('s3cret', async (base) => {
      expect((await fetch(`${base}/api/tables`)).status).toBe(401);
      expect((await fetch(`${base}/?token=wrong`)).status).toBe(401);
      expect((await post(base, rowsOf({}))).status).toBe(401);
      const link = await fetch(`${base}/?token=s3cret&server=sales.csv`, { redirect: 'manual' });
      expect(link.status).toBe(303);
      expect(link.headers.get('location')).toBe('/?server=sales.csv');
      const cookie = link.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^people_grid_token=s3cret; HttpOnly; SameSite=Strict; Path=\//);
      const withCookie = { headers: { cookie: cookie.split(';')[0]! } };
      expect((await fetch(`${base}/api/tables`, withCookie)).status).toBe(200);
      expect((await fetch(`${base}/`, withCookie)).status).toBe(200);
      expect((await fetch(`${base}/api/tables`, { headers: { authorization: 'Bearer s3cret' } })).status).toBe(200);
    });
  });
});
