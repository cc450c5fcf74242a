import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnSummary } from '../../../src/model/summary';
import { othersThan, type RowQuery } from '../../../src/model/query';
import type { Table } from '../../../src/model/table';
import type { TableNotice } from '../../../src/model/tableNotice';
import { ClickHouseTables } from '../../../src/server/clickhouse/clickHouseTables';
import { clickHouseName, descriptionComment, readDescription } from '../../../src/server/clickhouse/tableCreation';
import { NONCE_PLACEHOLDER } from '../../../src/server/http/securityPolicy';
import type { ServedTables } from '../../../src/server/servedTables';
import { DuckDbTables } from '../../../src/server/duckdb/duckDbTables';
import { withSnapshot } from '../../../src/server/duckdb/snapshot';
import { servedFiles, skippedNotice } from '../../../src/server/servedFiles';
import type { SqlTable } from '../../../src/sql/sqlTable';
import { type ChdbSession, chdbSession } from '../../support/chdb';
import { type ClickHouseFront, clickHouseFront } from '../../support/clickHouseFront';
import { asFileTable, csvOf, tempFolder } from '../../support/csvTable';
import { withDataServer } from '../../support/httpServer';
import { termsFor, TRAPS, trapTable } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { expectSameSummary } from '../../support/summaries';
import { FIRST } from '../../support/tables';

const files = tempFolder();
const app = tempFolder();
let duck: DuckDbTables;
let session: ChdbSession;
let front: ClickHouseFront;
let clickHouse: ClickHouseTables;
/** The random table, as the tab holds it (for its columns and terms). */
let traps: Table;

beforeAll(async () => {
  mkdirSync(files.path('more'));
  files.write('sales.csv', 'name,amount\nAnn,10\nBob,20\nAnnie,30\n');
  files.write(join('more', 'cities.tsv'), 'city\nParis\n');
  traps = asFileTable(trapTable(51, 80, FIRST, [...TRAPS, 'a\r\nb', 'x,y', 'İstanbul']));
  files.write('traps.csv', csvOf(traps));
  app.write('index.html', `<html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /></head><body></body></html>`);
  const served = await servedFiles([files.path('')]);
  duck = await DuckDbTables.open(served);
  session = chdbSession();
  front = await clickHouseFront(session);
  clickHouse = await ClickHouseTables.open(front.url, served, withSnapshot);
});

afterAll(async () => {
  await clickHouse?.close();
  await front?.close();
  session?.cleanup();
  await duck?.close();
  files.remove();
  app.remove();
});

/** A data server over `tables` on a free port, for the length of `use`. */
const withServer = (tables: ServedTables, use: (base: string) => Promise<void>) => withDataServer(app.path(''), tables, null, use);

/** Both servers at once: DuckDB's and ClickHouse's. */
const withBoth = (use: (duckBase: string, clickBase: string) => Promise<void>) => withServer(duck, (duckBase) => withServer(clickHouse, (clickBase) => use(duckBase, clickBase)));

const ask = (base: string, request: Record<string, unknown>) => fetch(`${base}/api/data`, { method: 'POST', body: JSON.stringify({ session: 's', request }) });
const exported = (base: string, request: Record<string, unknown>) => fetch(`${base}/api/export?${new URLSearchParams({ session: 's', request: JSON.stringify(request) }).toString()}`);

describe('npm run serve -- --clickhouse URL: the same data API, answered by ClickHouse (chdb behind an HTTP front)', () => {
  it('loads the files through the client (DDL, a Parquet INSERT body) and lists the same tables, sizes and columns as DuckDB', async () => {
    expect(clickHouse.list()).toEqual(duck.list());
    expect(front.sent.some(({ sql }) => /^INSERT INTO `people_grid_traps_csv` \(.*\) FORMAT Parquet$/s.test(sql))).toBe(true);
    await withBoth(async (duckBase, clickBase) => {
      const meta = async (base: string) => /<meta name="served-tables" content="([^"]*)"/.exec(await (await fetch(`${base}/`)).text())![1];
      expect(await meta(clickBase)).toBe(await meta(duckBase));
    });
  });

  it('answers rows, values, passing rows, selected text and the streamed export as the DuckDB server, on random queries', async () => {
    const random = randomFrom(52);
    const terms = termsFor(traps, random);
    const colIds = Object.keys(traps.columns);
    const key = 'server:traps.csv';
    await withBoth(async (duckBase, clickBase) => {
      const both = async (request: Record<string, unknown>) => Promise.all([ask(duckBase, request), ask(clickBase, request)]);
      let listed = 0;
      for (let i = 0; i < 12; i++) {
        const query: RowQuery = randomQuery(random, traps, terms);
        const context = JSON.stringify(query);
        const start = Math.floor(random.next() * 5);
        const [duckRows, clickRows] = await both({ kind: 'rows', requestId: i, key, query, start, end: start + 20 });
        expect(clickRows.status, context).toBe(200);
        expect(await clickRows.json(), context).toEqual(await duckRows.json());

        const colId = random.pick(colIds);
        const search = random.pick(['', random.pick(terms)]);
        const [duckValues, clickValues] = await both({ kind: 'values', requestId: i, key, query: othersThan(query, colId), colId, search });
        const expected = ((await duckValues.json()) as { summary: ColumnSummary }).summary;
        expectSameSummary(((await clickValues.json()) as { summary: ColumnSummary }).summary, expected, context);
        listed += expected.values.length > 0 ? 1 : 0;

        const [duckPassing, clickPassing] = await both({ kind: 'passing', requestId: i, key, query });
        expect(Buffer.from(await clickPassing.arrayBuffer()), context).toEqual(Buffer.from(await duckPassing.arrayBuffer()));

        const columns = colIds.filter(() => random.next() < 0.6).map((id) => ({ colId: id, header: `${id} "h"` }));
        const only = Array.from({ length: 15 }, () => Math.floor(random.next() * traps.count));
        const text = { kind: 'text', requestId: i, key, query, columns, format: random.pick(['csv', 'tsv']) };
        const [duckText, clickText] = await both({ ...text, only });
        expect(await clickText.json(), context).toEqual(await duckText.json());

        const [duckExport, clickExport] = await Promise.all([exported(duckBase, { ...text, format: 'csv' }), exported(clickBase, { ...text, format: 'csv' })]);
        expect(clickExport.status, context).toBe(200);
        expect(clickExport.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''traps.csv");
        expect(Buffer.from(await clickExport.arrayBuffer()).toString('utf8'), context).toBe(Buffer.from(await duckExport.arrayBuffer()).toString('utf8'));
      }
      expect(listed).toBeGreaterThan(3);
    });
  });

  it('refuses what the DuckDB server refuses, with the same 400', async () => {
    await withBoth(async (duckBase, clickBase) => {
      for (const request of [
        { kind: 'rows', requestId: 1, key: 'server:traps.csv', query: { filters: [{ colId: 'nope', kind: 'exact', value: '1' }], globalFilter: '', sort: [] }, start: 0, end: 10 },
        { kind: 'rows', requestId: 1, key: 'server:missing.csv', query: { filters: [], globalFilter: '', sort: [] }, start: 0, end: 10 },
      ]) {
        const [duckAnswer, clickAnswer] = await Promise.all([ask(duckBase, request), ask(clickBase, request)]);
        expect(clickAnswer.status).toBe(400);
        expect(await clickAnswer.json()).toEqual(await duckAnswer.json());
      }
    });
  });

  it('leaves out a file it cannot read, as DuckDB does, names it with the reason, and serves the others', async () => {
    const mixed = tempFolder();
    mixed.write('kept one.csv', 'name\nAnn\n');
    mixed.write('numbers.json', '[1, 2]');
    mixed.write('kept two.tsv', 'city\nOslo\nRome\n');
    try {
      const named = await servedFiles([mixed.path('')]);
      const duckMixed = await DuckDbTables.open(named);
      const clickMixed = await ClickHouseTables.open(front.url, named, withSnapshot);
      try {
        expect(duckMixed.list().map(({ name, count }) => [name, count])).toEqual([
          ['kept one.csv', 1],
          ['kept two.tsv', 2],
        ]);
        expect(clickMixed.list()).toEqual(duckMixed.list());
        expect(duckMixed.skipped).toEqual([{ name: 'numbers.json', reason: expect.stringMatching(/\S/) as string }]);
        expect(clickMixed.skipped).toEqual(duckMixed.skipped);
        // The page shows it with whichever table it opens, as the terminal told it at the start.
        for (const { notices } of duckMixed.list()) expect(notices).toEqual([skippedNotice(duckMixed.skipped)]);
      } finally {
        await clickMixed.close();
        await duckMixed.close();
      }
    } finally {
      // The database's described tables are what later tests list.
      for (const name of ['kept one.csv', 'kept two.tsv']) session.query(`DROP TABLE IF EXISTS ${clickHouseName(name)}`);
      mixed.remove();
    }
  });

  it('with no file named, serves every described table of the database (loaded earlier) and no other table', async () => {
    session.query('CREATE TABLE plain (x String) ENGINE = MergeTree ORDER BY x');
    const found = await ClickHouseTables.open(front.url, [], withSnapshot);
    try {
      expect(found.list()).toEqual(duck.list());
      await withServer(found, async (base) => {
        const answer = await ask(base, { kind: 'rows', requestId: 1, key: 'server:sales.csv', query: { filters: [{ colId: 'name', kind: 'fuzzy', value: 'ann' }], globalFilter: '', sort: [] }, start: 0, end: 10 });
        expect(((await answer.json()) as { rows: { name: string }[] }).rows.map(({ name }) => name)).toEqual(['Ann', 'Annie']);
      });
    } finally {
      await found.close();
    }
  });

  it('serves a table of another name that carries a description (a Distributed table over shards would), by the description\'s name', async () => {
    const client = createClient({ url: front.url });
    try {
      const comment = (JSON.parse(session.query(`SELECT comment FROM system.tables WHERE name = '${clickHouseName('sales.csv')}'`, 'JSONCompact')) as { data: [[string]] }).data[0][0];
      const description = readDescription(comment)!;
      const renamed = { ...description, name: 'sales (all shards)' };
      // A copy under another name, as a team's own table would be.
      session.query(`CREATE TABLE shards_view ENGINE = MergeTree ORDER BY tuple() COMMENT '${descriptionComment(renamed).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}' AS SELECT * FROM ${clickHouseName('sales.csv')}`);
      const found = await ClickHouseTables.open(front.url, [], withSnapshot);
      try {
        expect(found.info('sales (all shards)')?.count).toBe(3);
        const view = await found.session('s', 'sales (all shards)');
        expect((await view.rows({ filters: [], globalFilter: '', sort: [{ colId: 'amount', sort: 'desc' }] }, 0, 1)).rows[0]?.cells).toEqual(['3', 'Annie', '30']);
      } finally {
        await found.close();
      }
    } finally {
      session.query('DROP TABLE IF EXISTS shards_view');
      await client.close();
    }
  });
});

describe('readDescription', () => {
  const table: SqlTable = { name: 't', rowNumber: 'row', columns: [{ colId: 'row', text: 'r', folded: 'r', type: 'number' }, { colId: 'name', text: 'c0', folded: 'c0_folded', type: 'text' }] };
  const specs = [{ colId: 'row', header: 'Row' }, { colId: 'name', header: 'name' }];
  const good = { peopleGrid: 1, name: 'sales.csv', table, specs };
  it.each<[string, string, boolean]>([
    ['a description', JSON.stringify(good), true],
    ['the comment it writes', descriptionComment(good as never), true],
    ['another table\'s comment', 'orders of 2024', false],
    ['JSON that is not one', JSON.stringify({ name: 'x' }), false],
    ['a description cut short', JSON.stringify(good).slice(0, 40), false],
    ['columns that are not the specs', JSON.stringify({ ...good, specs: [specs[1], specs[0]] }), false],
    ['no name', JSON.stringify({ ...good, name: 3 }), false],
  ])('%s', (_name, comment, served) => {
    expect(readDescription(comment) !== null).toBe(served);
  });

  it('an export leaves the row number out, also in a description written before its spec said so', () => {
    expect(readDescription(JSON.stringify(good))?.specs.map((spec) => spec.exportedAs)).toEqual(['', undefined]);
  });

  const advising = { text: '“price” is read as text because “n/a” is not a number.', typeFor: ['price'] };
  it.each<[string, unknown, readonly TableNotice[] | undefined]>([
    ['none (a description written before notices)', undefined, undefined],
    ['a list of texts', ['“price” is read as text because “n/a” is not a number.'], ['“price” is read as text because “n/a” is not a number.']],
    ['texts and notices that advise a Type', ['renamed', advising], ['renamed', advising]],
    ['not a list', 'n/a', undefined],
    ['a list with another thing in it', ['a', 3], undefined],
    ['a notice with no text', [{ typeFor: ['price'] }], undefined],
    ['a notice whose columns are not ids', [{ ...advising, typeFor: [1] }], undefined],
    ['a notice with no columns', [{ text: 'a' }], undefined],
    ['null in the list', [null], undefined],
  ])('reads notices: %s', (_name, notices, expected) => {
    expect(readDescription(JSON.stringify({ ...good, notices }))?.notices).toEqual(expected);
    expect(readDescription(descriptionComment({ ...good, notices: expected } as never))?.notices).toEqual(expected);
  });

  it.each<[string, string]>([
    ['sales.csv', 'people_grid_sales_csv'],
    ['2024/sales (2).csv', 'people_grid_2024_sales__2__csv'],
    ['`x`; DROP', 'people_grid__x___DROP'],
  ])('names the table of %s %s', (name, expected) => {
    expect(clickHouseName(name)).toBe(expected);
  });
});
