import { afterAll, describe, expect, it } from 'vitest';
import type { RowQuery } from '../../../src/model/query';
import { createDatabase } from '../../../src/server/duckdb/database';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { SharedTable } from '../../../src/server/duckdb/sharedTable';
import { decimalsKey } from '../../../src/server/servedGrouping';
import { Superseded } from '../../../src/server/queryTurns';
import { tempFolder } from '../../support/csvTable';

const files = tempFolder();
afterAll(() => files.remove());

const query = (partial: Partial<RowQuery>): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...partial });
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => (resolve = yes));
  return { promise, resolve };
};

/** Lets the jobs asked for so far start: each runs up to its first wait for real work. */
const turnTaken = () => new Promise((resolve) => setTimeout(resolve, 0));

/** 40 rows: a name, a city, an amount. */
const CSV = ['name,city,amount', ...Array.from({ length: 40 }, (_, i) => `name ${String(39 - i).padStart(2, '0')},${['Oslo', 'Lima', 'Kyoto'][i % 3]},${i}`)].join('\n');
const byName = query({ sort: [{ colId: 'name', sort: 'asc' }] });
const inOslo = query({ filters: [{ colId: 'city', kind: 'exact', value: 'Oslo' }] });

/** A table loaded into a database of its own whose storing waits for `storeAfter`, and a session of it. */
async function loading(storeAfter: Promise<unknown>, test: (loaded: SharedTable, table: DuckDbSession) => Promise<void>) {
  const instance = await createDatabase();
  const loaded = await SharedTable.load(instance, files.write('loading.csv', CSV), storeAfter);
  const table = DuckDbSession.session(loaded);
  try {
    await test(loaded, table);
  } finally {
    await table.close();
    await loaded.stored.catch(() => undefined);
    await loaded.settled();
    instance.closeSync();
  }
}

describe('DuckDbSession while its table is being stored', () => {
  it('a first page is answered from the staged view, and the same pages after it is stored', async () => {
    const store = deferred();
    await loading(store.promise, async (loaded, table) => {
      const staged = await table.rows(inOslo, 0, 5);
      expect(staged.count).toBe(14);
      store.resolve();
      await loaded.stored;
      expect(await table.rows(inOslo, 0, 5)).toEqual(staged);
      expect((await table.rows(byName, 0, 3)).rows.map(({ cells }) => cells[1])).toEqual(['name 00', 'name 01', 'name 02']);
    });
  });

  it('a newer query does not wait behind an older one that waits for the store (a text column\'s natural order): the older gives way', async () => {
    const store = deferred();
    await loading(store.promise, async (loaded, table) => {
      const sorted = table.rows(byName, 0, 3);
      await turnTaken(); // its job waits for the store
      // The store has not even started: the newer query is answered from the staged view all the same.
      expect((await table.rows(inOslo, 0, 5)).count).toBe(14);
      await expect(sorted).rejects.toBeInstanceOf(Superseded);
      store.resolve();
      await loaded.stored;
      expect((await table.rows(byName, 0, 3)).rows.map(({ cells }) => cells[1])).toEqual(['name 00', 'name 01', 'name 02']);
    });
  });

  it('a page of a query that waits for the store is answered once it is stored', async () => {
    const store = deferred();
    await loading(store.promise, async (_loaded, table) => {
      const sorted = table.rows(byName, 0, 3);
      const next = table.rows(byName, 3, 6);
      store.resolve();
      expect((await sorted).rows.map(({ cells }) => cells[1])).toEqual(['name 00', 'name 01', 'name 02']);
      expect((await next).rows.map(({ cells }) => cells[1])).toEqual(['name 03', 'name 04', 'name 05']);
    });
  });
});

describe('SharedTable once stored', () => {
  it('has read every number column\'s decimals, so a first Sum or Mean scans no texts for them', async () => {
    const instance = await createDatabase();
    const loaded = await SharedTable.load(instance, files.write('decimals.csv', 'price,count,share,name,euro\n1.5,2,12.5%,x,"1,5"\n12.250,3,3%,y,"1.234,250"\n,4,1.5e-3%,z,'));
    try {
      expect(loaded.grouping.decimals.size).toBe(0);
      await loaded.stored;
      const keyOf = (colId: string) => {
        const column = loaded.table.columns.find((spec) => spec.colId === colId)!;
        return decimalsKey(column.text, column.type === 'numberDecimalComma' ? 'numberDecimalComma' : 'number');
      };
      expect(Object.fromEntries(['row', 'price', 'count', 'share', 'euro'].map((colId) => [colId, loaded.grouping.decimals.get(keyOf(colId))]))).toEqual({ row: 0, price: 3, count: 0, share: 4, euro: 3 });
      expect(loaded.grouping.decimals.has(keyOf('name'))).toBe(false);
    } finally {
      await loaded.settled();
      instance.closeSync();
    }
  });
});
