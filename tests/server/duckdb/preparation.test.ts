import { createDatabase } from '../../../src/server/duckdb/database';
import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import type { RowQuery } from '../../../src/model/query';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { SharedTable } from '../../../src/server/duckdb/sharedTable';
import { runInSlices } from '../../../src/server/duckdb/slices';
import { tempFolder } from '../../support/csvTable';

const files = tempFolder();
afterAll(() => files.remove());
const query = (partial: Partial<RowQuery>): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...partial });

/** Steps that each take about `ms` of the thread, then give their count. */
function* busySteps(count: number, ms: number): Generator<void, number> {
  for (let i = 0; i < count; i++) {
    const until = Date.now() + ms;
    while (Date.now() < until);
    yield;
  }
  return count;
}

describe('runInSlices', () => {
  it.each([0, 1, 7])('gives what runToEnd gives (%i steps)', async (count) => {
    expect(await runInSlices(busySteps(count, 0))).toBe(runToEnd(busySteps(count, 0)));
  });

  it('lets other work in between its slices', async () => {
    let other = false;
    setImmediate(() => (other = true));
    let seenBeforeEnd = false;
    function* watched(): Generator<void, void> {
      for (let i = 0; i < 10; i++) {
        yield* busySteps(1, 3);
        if (other) seenBeforeEnd = true;
      }
    }
    await runInSlices(watched(), 1);
    expect(seenBeforeEnd).toBe(true);
  });
});

describe('a table shared by sessions', () => {
  it('what the staged view reads stays while a reading begun on it is under way, and goes when none is', async () => {
    const instance = await createDatabase();
    const inspector = await instance.connect();
    try {
      const names = Array.from({ length: 3000 }, (_, i) => `name ${i}`);
      let store = () => {};
      const shared = await SharedTable.load(instance, files.write('swap.csv', ['name', ...names].join('\n')), new Promise<void>((resolve) => (store = resolve)));
      const table = DuckDbSession.session(shared);
      const views = async () => (await inspector.runAndReadAll(`SELECT count(*) FROM duckdb_views() WHERE NOT internal`)).getRowsJS()[0]![0];
      // An export that began on the view (it read its table's name there), still reading when the table is stored.
      const reading = shared.reading();
      const pieces = table.text(query({}), [{ colId: 'name', header: 'name' }], 'tsv', undefined, { chunkRows: 1000 });
      const first = await pieces.next();
      store();
      await shared.stored;
      expect(await views()).toBe(1n);
      let text = first.done ? '' : first.value;
      for await (const piece of pieces) text += piece;
      expect(text).toBe(['name', ...names].join('\n'));
      expect((await table.rows(query({ sort: [{ colId: 'name', sort: 'desc' }] }), 0, 1)).rows[0]!.cells[1]).toBe('name 2999');
      expect(await views()).toBe(1n);
      reading();
      await expect.poll(views).toBe(0n);
      await table.close();
    } finally {
      inspector.closeSync();
      instance.closeSync();
    }
  });

  it('stores every text column\'s natural order with the table, so a first sort adds none; a column read as text on a view\'s choice adds its own', async () => {
    const log: string[] = [];
    const table = await DuckDbSession.open(files.write('ahead.csv', 'name,amount,city\nb10,1,x\nb9,2,y\n'), { log: (sql) => log.push(sql) });
    try {
      for (const colId of ['name', 'city']) await table.rows(query({ sort: [{ colId, sort: 'asc' }] }), 0, 2);
      expect((await table.rows(query({ sort: [{ colId: 'name', sort: 'asc' }] }), 0, 2)).rows.map(({ cells }) => cells[1])).toEqual(['b9', 'b10']);
      expect(log.filter((line) => line.startsWith('natural order'))).toEqual([]);
      await table.rows(query({ sort: [{ colId: 'amount', sort: 'asc' }], types: { amount: 'text' } }), 0, 2);
      expect(log.filter((line) => line.startsWith('natural order'))).toEqual(['natural order of amount']);
    } finally {
      await table.close();
    }
  });

  it('a query that needs no new column does not wait for another session\'s preparation; one that does, waits', async () => {
    const instance = await createDatabase();
    try {
      const shared = await SharedTable.load(instance, files.write('wait.csv', 'name\nb\na\n'));
      const [first, second] = [DuckDbSession.session(shared), DuckDbSession.session(shared)];
      // The gate exists before the held preparation starts (behind the store, later on a busy machine): release() always opens it.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = shared.prepare(() => gate);
      expect(await second.count(query({ filters: [{ colId: 'name', kind: 'exact', value: 'a' }] }))).toBe(1);
      let sorted = false;
      const sorting = first.rows(query({ sort: [{ colId: 'name', sort: 'asc' }] }), 0, 2).then((page) => ((sorted = true), page));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sorted).toBe(false);
      release();
      await held;
      expect((await sorting).rows.map(({ cells }) => cells[1])).toEqual(['a', 'b']);
      await first.close();
      await second.close();
    } finally {
      instance.closeSync();
    }
  });
});
