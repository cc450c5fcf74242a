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

/** How many GROUP BY statements are among those logged. */
const groupByCount = (logged: string[]) => logged.filter((sql) => sql.includes(' GROUP BY ')).length;

/** `count` sessions of one table loaded from SALES, logging their statements into one list; closed after `test`. */
async function sessionsOfOneTable(name: string, count: number, test: (shared: SharedTable, sessions: DuckDbSession[], statements: string[]) => Promise<void>) {
  const instance = await createDatabase();
  const shared = await SharedTable.load(instance, files.write(name, SALES));
  await shared.stored;
  const statements: string[] = [];
  const sessions = Array.from({ length: count }, () => DuckDbSession.session(shared, { log: (sql) => statements.push(sql) }));
  try {
    await test(shared, sessions, statements);
  } finally {
    await Promise.all(sessions.map((session) => session.close()));
    instance.closeSync();
  }
}

describe('the sessions of a table share what their groupings read', () => {
  const parisOpen = byCity(['["Paris"]']);

  it('a second session (a page loaded again, another person) reads the same grouping with no GROUP BY of its own', async () => {
    await sessionsOfOneTable('shared.csv', 2, async (shared, [first, second], statements) => {
      const read = await first!.grouped(parisOpen, 0, 10);
      const afterFirst = groupByCount(statements);
      expect(afterFirst).toBeGreaterThan(0);
      expect(await second!.grouped(parisOpen, 0, 10)).toEqual(read);
      expect(groupByCount(statements)).toBe(afterFirst);
      expect(shared.grouping.answers.size).toBeGreaterThan(0);
      expect(shared.grouping.lists.size).toBe(1);
    });
  });

  it('two sessions asking the same grouping at one moment run each of its statements once', async () => {
    let alone = 0;
    await sessionsOfOneTable('alone.csv', 1, async (_, [session], statements) => {
      await session!.grouped(parisOpen, 0, 10);
      alone = groupByCount(statements);
    });
    expect(alone).toBeGreaterThan(0);
    await sessionsOfOneTable('together.csv', 2, async (shared, [first, second], statements) => {
      const [a, b] = await Promise.all([first!.grouped(parisOpen, 0, 10), second!.grouped(parisOpen, 0, 10)]);
      expect(b).toEqual(a);
      // As many as one session alone runs.
      expect(groupByCount(statements)).toBe(alone);
      expect(shared.grouping.running.size).toBe(0);
    });
  });
});
