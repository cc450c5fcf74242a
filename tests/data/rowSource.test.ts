// The RowSource both sides of the page's data implement, asked alike: the worker's client over a
// real TabData in Node, and the served client over the real data server (HTTP, DuckDB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TabData } from '../../src/data/tabData';
import type { RowSource } from '../../src/data/rowSource';
import { type FetchPath, ServedClient, type ServerNews } from '../../src/data/servedClient';
import { WorkerClient } from '../../src/data/workerClient';
import type { SourceSpec } from '../../src/model/protocol';
import { EMPTY_QUERY, type RowQuery } from '../../src/model/query';
import { servedKey } from '../../src/model/served';
import { DuckDbTables } from '../../src/server/duckdb/duckDbTables';
import { tempFolder } from '../support/csvTable';
import { fileOf } from '../support/files';
import { withDataServer } from '../support/httpServer';

const CSV = 'name,amount\nAnn,10\nBob,20\nAnnie,30\n';
const COLUMNS = [
  { colId: 'name', header: 'Name' },
  { colId: 'amount', header: 'Amount' },
];
const ANN: RowQuery = { filters: [{ colId: 'name', kind: 'caseInsensitive', value: 'ann' }], globalFilter: '', sort: [{ colId: 'amount', sort: 'desc' }] };

const files = tempFolder();
const app = tempFolder();
let tables: DuckDbTables;
beforeAll(async () => {
  app.write('index.html', '<html><head></head><body></body></html>');
  tables = await DuckDbTables.open([{ path: files.write('sales.csv', CSV), name: 'sales.csv' }]);
});
afterAll(async () => (await tables?.close(), files.remove(), app.remove()));

/** A side of the page's data, opened on the sales file: its source, the dataset's key and how it loads. */
interface Side {
  readonly source: RowSource;
  readonly key: string;
  readonly spec: SourceSpec;
}

/** The worker's client, its requests handed to a TabData (as data.worker.ts does), the file read and shown as the page opens one. */
async function workerSide(use: (side: Side) => Promise<void>): Promise<void> {
  const client: WorkerClient = new WorkerClient((request) => server.handle(request));
  const server = new TabData((answer) => client.receive(answer));
  const read = await client.readFile(fileOf('sales.csv', CSV) as File);
  if (!read || 'rejected' in read) throw new Error('the file was not read');
  await use({ source: client, key: 'file', spec: { type: 'file', key: 'file', read: read.ticket } });
}

/** The served client, its paths fetched from the data server over the sales table. */
async function servedSide(use: (side: Side) => Promise<void>, fetchPath?: (base: string) => FetchPath): Promise<void> {
  await withDataServer(app.path(''), tables, null, async (base) => {
    const client = new ServedClient(fetchPath?.(base) ?? ((path, init) => fetch(`${base}${path}`, init)));
    await use({ source: client, key: servedKey('sales.csv'), spec: { type: 'served', key: servedKey('sales.csv') } });
  });
}

const shown = (rows: Record<string, unknown>[]) => rows.map(({ $row, row, name, amount }) => [$row, row, name, amount]);

describe.each<[string, typeof workerSide]>([
  ['the worker\'s client', workerSide],
  ['the served client', servedSide],
])('RowSource: %s', (_side, open) => {
  it('loads, then answers pages of the query in its order, counted, of the version loaded', async () => {
    await open(async ({ source, key, spec }) => {
      const version = await source.load(spec, () => true);
      expect(version).toBeGreaterThan(0);
      const all = await source.rows(key, EMPTY_QUERY, 0, 2);
      expect([shown(all!.rows), all!.rowCount, all!.version]).toEqual([[[0, 1, 'Ann', '10'], [1, 2, 'Bob', '20']], 3, version]);
      const filtered = await source.rows(key, ANN, 0, 5);
      expect([shown(filtered!.rows), filtered!.rowCount]).toEqual([[[2, 3, 'Annie', '30'], [0, 1, 'Ann', '10']], 2]);
    });
  });

  it('gives the passing rows, the text of the selected rows and a column\'s values', async () => {
    await open(async ({ source, key, spec }) => {
      await source.load(spec, () => true);
      expect([...(await source.passing(key, ANN))!]).toEqual([2, 0]);
      expect(await source.text(key, ANN, COLUMNS, 'tsv', Uint8Array.of(1, 1, 1))).toMatchObject({ text: 'Name\tAmount\nAnnie\t30\nAnn\t10', count: 2 });
      expect(await source.text(key, EMPTY_QUERY, COLUMNS, 'tsv', Uint8Array.of(0, 1, 1))).toMatchObject({ text: 'Name\tAmount\nBob\t20\nAnnie\t30', count: 2 });
      const summary = await source.values(key, EMPTY_QUERY, 'amount', '');
      expect([summary!.rows, summary!.distinct, summary!.min, summary!.max, summary!.values]).toEqual([
        3,
        3,
        10,
        30,
        [
          { value: '10', count: 1 },
          { value: '20', count: 1 },
          { value: '30', count: 1 },
        ],
      ]);
    });
  });
});

describe('RowSource: where a whole result downloads from', () => {
  it('the worker\'s datasets have no address: the page is given their text', async () => {
    await workerSide(async ({ source, key, spec }) => {
      await source.load(spec, () => true);
      expect(source.exportUrl(key, ANN, COLUMNS)).toBeNull();
    });
  });

  it('a served table\'s address streams the CSV the worker gives of the same file, byte for byte', async () => {
    let tab = '';
    await workerSide(async ({ source, key, spec }) => {
      await source.load(spec, () => true);
      tab = (await source.text(key, ANN, COLUMNS, 'csv'))!.text;
    });
    let origin = '';
    await servedSide(
      async ({ source, key, spec }) => {
        await source.load(spec, () => true);
        const download = await fetch(`${origin}${(await source.exportUrl(key, ANN, COLUMNS))!}`);
        expect(new Uint8Array(await download.arrayBuffer())).toEqual(new TextEncoder().encode(tab));
        expect(tab).toBe('\uFEFF"Name","Amount"\r\n"Annie","30"\r\n"Ann","10"');
      },
      (base) => ((origin = base), (path, init) => fetch(`${base}${path}`, init)),
    );
  });
});

describe('RowSource: the served client when the server is away or refuses', () => {
  it('answers null while the server is out of reach, says so, and loads once it answers again', async () => {
    let reachable = false;
    const news: ServerNews['state'][] = [];
    await servedSide(
      async ({ source, key, spec }) => {
        (source as ServedClient).listen((told) => news.push(told.state));
        expect(await source.rows(key, EMPTY_QUERY, 0, 1)).toBeNull();
        const loading = source.load(spec, () => true);
        reachable = true;
        expect(await loading).toBeGreaterThan(0);
        expect(news).toEqual(['down', 'up']);
      },
      (base) => (path, init) => (reachable ? fetch(`${base}${path}`, init) : Promise.reject(new TypeError('fetch failed'))),
    );
  });

  it('a load a later one overtook while the server was away answers null', async () => {
    let reachable = false;
    await servedSide(
      async ({ source, spec }) => {
        let latest = true;
        const loading = source.load(spec, () => latest);
        latest = false;
        reachable = true;
        expect(await loading).toBeNull();
      },
      (base) => (path, init) => (reachable ? fetch(`${base}${path}`, init) : Promise.reject(new TypeError('fetch failed'))),
    );
  });

  it('a request it refuses throws its reason, and the page hears it', async () => {
    const news: ServerNews[] = [];
    await servedSide(async ({ source, key, spec }) => {
      (source as ServedClient).listen((told) => news.push(told));
      await source.load(spec, () => true);
      await expect(source.values(key, EMPTY_QUERY, 'nowhere', '')).rejects.toThrow('There is no column "nowhere" in this table');
      expect(news).toEqual([{ state: 'refused', said: 'The server refused a request: There is no column "nowhere" in this table. The data on screen is unchanged.' }]);
    });
  });

  // A download the browser starts fails with no word to the page: the export is checked first.
  it('an export it refuses gives no address, and the page hears why', async () => {
    const news: ServerNews[] = [];
    await servedSide(async ({ source, key, spec }) => {
      (source as ServedClient).listen((told) => news.push(told));
      await source.load(spec, () => true);
      const nowhere: RowQuery = { ...EMPTY_QUERY, filters: [{ colId: 'nowhere', kind: 'exact', value: 'x' }] };
      expect(await source.exportUrl(key, nowhere, COLUMNS)).toBeNull();
      expect(news).toEqual([{ state: 'refused', said: 'The server refused a request: There is no column "nowhere" in this table. The data on screen is unchanged.' }]);
    });
  });

  it('an export while the server is out of reach gives no address, and the page hears it is down', async () => {
    let reachable = true;
    const news: ServerNews['state'][] = [];
    await servedSide(
      async ({ source, key, spec }) => {
        (source as ServedClient).listen((told) => news.push(told.state));
        await source.load(spec, () => true);
        reachable = false;
        expect(await source.exportUrl(key, ANN, COLUMNS)).toBeNull();
        expect(news).toEqual(['down']);
      },
      (base) => (path, init) => (reachable ? fetch(`${base}${path}`, init) : Promise.reject(new TypeError('fetch failed'))),
    );
  });
});
