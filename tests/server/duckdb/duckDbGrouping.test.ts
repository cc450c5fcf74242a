import { afterAll, describe, expect, it } from 'vitest';
import type { RowQuery } from '../../../src/model/query';
import { createDatabase } from '../../../src/server/duckdb/database';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { SharedTable } from '../../../src/server/duckdb/sharedTable';
import { tempFolder } from '../../support/csvTable';

const files = tempFolder();
afterAll(() => files.remove());

const SALES = 'city,status,amount\nParis,open,10.5\nOslo,shut,20\nParis,shut,0.25\n,open,7\nParis,open,1\n';
const byCity = (toggled: string[] = []): RowQuery => ({
  filters: [{ colId: 'amount', kind: 'greaterThan', value: '0.5' }],
  globalFilter: '',
  sort: [],
  grouping: { levels: [{ colId: 'city' }, { colId: 'status' }], aggregates: [{ colId: 'amount', func: 'sum' }], open: { all: false, toggled } },
});

describe('DuckDbSession groups a first page in one scan', () => {
  it('reads the totals and the first level from one GROUP BY; opening a group reads only the level below', async () => {
    const statements: string[] = [];
    const session = await DuckDbSession.open(files.write('sales.csv', SALES), { log: (sql) => statements.push(sql) });
    const groupBys = () => statements.filter((sql) => sql.includes(' GROUP BY '));
    try {
      const first = await session.grouped(byCity(), 0, 10);
      expect(first.items.map((item) => ('group' in item ? [item.group.key, item.group.count, item.aggregates.amount] : item.row))).toEqual([
        ['Oslo', 1, '20.00'],
        ['Paris', 2, '11.50'],
        [null, 1, '7.00'],
      ]);
      expect([first.passing, first.totals]).toEqual([4, { count: 4, aggregates: { amount: '38.50' } }]);
      expect(groupBys()).toHaveLength(1);
      expect(groupBys()[0]).toContain('GROUPING SETS');
      const opened = await session.grouped(byCity(['["Paris"]']), 0, 10);
      expect(opened.items.map((item) => ('group' in item ? item.group.key : item.row))).toEqual(['Oslo', 'Paris', 'open', null]);
      expect(opened.totals).toEqual(first.totals);
      expect(groupBys()).toHaveLength(2);
      expect(groupBys()[1]).not.toContain('GROUPING SETS');
    } finally {
      await session.close();
    }
  });
});

describe('the sessions of a table share what their groupings read', () => {
  it('a second session (a page loaded again, another person) reads the same grouping with no GROUP BY of its own', async () => {
    const instance = await createDatabase();
    const shared = await SharedTable.load(instance, files.write('shared.csv', SALES));
    await shared.stored;
    const statements: string[] = [];
    const [first, second] = [0, 1].map(() => DuckDbSession.session(shared, { log: (sql) => statements.push(sql) }));
    const groupBys = () => statements.filter((sql) => sql.includes(' GROUP BY ')).length;
    try {
      const read = await first!.grouped(byCity(['["Paris"]']), 0, 10);
      const afterFirst = groupBys();
      expect(afterFirst).toBeGreaterThan(0);
      expect(await second!.grouped(byCity(['["Paris"]']), 0, 10)).toEqual(read);
      expect(groupBys()).toBe(afterFirst);
      expect(shared.grouping.answers.size).toBeGreaterThan(0);
      expect(shared.grouping.lists.size).toBe(1);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
      instance.closeSync();
    }
  });

  it('two sessions asking the same grouping at one moment run each of its statements once', async () => {
    const instance = await createDatabase();
    const shared = await SharedTable.load(instance, files.write('together.csv', SALES));
    await shared.stored;
    const statements: string[] = [];
    const [first, second] = [0, 1].map(() => DuckDbSession.session(shared, { log: (sql) => statements.push(sql) }));
    const alone: string[] = [];
    const control = DuckDbSession.session(await SharedTable.load(instance, files.write('alone.csv', SALES)), { log: (sql) => alone.push(sql) });
    const groupBys = (logged: string[]) => logged.filter((sql) => sql.includes(' GROUP BY ')).length;
    try {
      const [a, b] = await Promise.all([first!.grouped(byCity(['["Paris"]']), 0, 10), second!.grouped(byCity(['["Paris"]']), 0, 10)]);
      expect(b).toEqual(a);
      // As many as one session alone runs.
      await control.grouped(byCity(['["Paris"]']), 0, 10);
      expect(groupBys(alone)).toBeGreaterThan(0);
      expect(groupBys(statements)).toBe(groupBys(alone));
      expect(shared.grouping.running.size).toBe(0);
    } finally {
      await Promise.all([first!.close(), second!.close(), control.close()]);
      instance.closeSync();
    }
  });
});
