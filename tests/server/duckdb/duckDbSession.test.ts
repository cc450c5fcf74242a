import type { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FilterKind } from '../../../src/model/columns';
import type { RowQuery } from '../../../src/model/query';
import { createDatabase } from '../../../src/server/duckdb/database';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { SharedTable } from '../../../src/server/duckdb/sharedTable';
import { Superseded } from '../../../src/server/queryTurns';
import { FIRST_ROWS_MAX } from '../../../src/server/firstRows';
import { tempFolder } from '../../support/csvTable';
import { randomFrom } from '../../support/random';
import { FIRST, LAST, NOTES } from '../../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

/** A CSV of `count` people: a name, a note, an amount and a day, from a seed. */
function peopleCsv(count: number, seed: number): string {
  const random = randomFrom(seed);
  const lines = ['name,note,amount,day'];
  for (let i = 0; i < count; i++) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`.replaceAll('"', '""');
    lines.push(`"${name}","${random.pick(NOTES)}",${Math.floor(random.next() * 1000) / 10},2014-0${1 + Math.floor(random.next() * 9)}-1${Math.floor(random.next() * 10)}`);
  }
  return lines.join('\n');
}

const query = (partial: Partial<RowQuery>): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...partial });

describe('DuckDbSession reads a file', () => {
  it.each<[string, string, string[][], { colId: string; type: string }[]]>([
    [
      'CSV: the row number first, empty cells as empty text, spaces kept, types from the cells, ids as the tab gives them',
      'a b,row,c\n" x ",1,2014-03-05\n,007,\nZoë,2.5,2015-01-01',
      [['1', ' x ', '1', '2014-03-05'], ['2', '', '007', ''], ['3', 'Zoë', '2.5', '2015-01-01']],
      [{ colId: 'row', type: 'number' }, { colId: 'a_b', type: 'text' }, { colId: 'row_2', type: 'text' }, { colId: 'c', type: 'date' }],
    ],
    ['a CSV of column names only: no rows (the tab refuses to open it; a server can serve it)', 'a,b', [], [{ colId: 'row', type: 'number' }, { colId: 'a', type: 'text' }, { colId: 'b', type: 'text' }]],
    ['a column of empty cells only is text', 'a,b\n1,\n2,', [['1', '1', ''], ['2', '2', '']], [{ colId: 'row', type: 'number' }, { colId: 'a', type: 'number' }, { colId: 'b', type: 'text' }]],
    ['TSV', 'n\tv\nx\t1\ny\t-2', [['1', 'x', '1'], ['2', 'y', '-2']], [{ colId: 'row', type: 'number' }, { colId: 'n', type: 'text' }, { colId: 'v', type: 'number' }]],
  ])('%s', async (_name, text, rows, columns) => {
    const table = await DuckDbSession.open(files.write(_name.startsWith('TSV') ? 'read.tsv' : 'read.csv', text));
    try {
      expect(table.columns).toEqual(columns);
      expect((await table.rows(query({}), 0, 10)).rows.map(({ cells }) => cells)).toEqual(rows);
    } finally {
      await table.close();
    }
  });

  it('refuses a kind of file it cannot read', async () => {
    await expect(DuckDbSession.open(files.write('notes.txt', 'x'))).rejects.toThrow(/Cannot read .txt/);
  });
});

describe('DuckDbSession pages', () => {
  const log: string[] = [];
  let table: DuckDbSession;
  beforeAll(async () => (table = await DuckDbSession.open(files.write('people.csv', peopleCsv(500, 3)), { log: (sql) => log.push(sql) })));
  afterAll(() => table.close());

  it.each<[string, RowQuery]>([
    ['the file\'s order', query({})],
    ['a filter', query({ filters: [{ colId: 'name', kind: 'fuzzy', value: 'an' }] })],
    ['a sort with a rank term', query({ sort: [{ colId: 'name', sort: 'desc', rankTerm: 'an' }, { colId: 'amount', sort: 'asc' }] })],
    ['a filter and a date sort', query({ filters: [{ colId: 'note', kind: 'caseInsensitive', value: 'a' }], sort: [{ colId: 'day', sort: 'asc' }] })],
  ])('%s: pages put together are the whole order, and only the first page orders', async (_name, rowQuery) => {
    const whole = await table.rows(rowQuery, 0, 1000);
    log.length = 0;
    const pages = [];
    for (let start = 0; start < whole.count + 7; start += 7) pages.push(...(await table.rows(rowQuery, start, start + 7)).rows);
    expect(pages).toEqual(whole.rows);
    expect(await table.count(rowQuery)).toBe(whole.count);
    expect(log.filter((sql) => /CREATE TABLE|natural order|count\(\*\)/.test(sql))).toEqual([]);
  });

  it('keeps the orders of the last 8 queries: a ninth query back orders again', async () => {
    const queries = Array.from({ length: 10 }, (_, i) => query({ sort: [{ colId: 'amount', sort: i % 2 ? 'asc' : 'desc', rankTerm: String(i) }] }));
    for (const rowQuery of queries.slice(0, 9)) await table.rows(rowQuery, 0, 5);
    log.length = 0;
    await table.rows(queries[8]!, 5, 10);
    await table.rows(queries[1]!, 5, 10);
    expect(log.filter((sql) => sql.startsWith('CREATE TABLE'))).toEqual([]);
    await table.rows(queries[0]!, 5, 10);
    expect(log.filter((sql) => sql.startsWith('CREATE TABLE'))).toHaveLength(1);
  });

  it.each<[string, FilterKind, string, number]>([
    ['over a number past int64', 'greaterThan', '1e20', 0],
    ['under one', 'lessThan', '1e19', 500],
    ['under the largest whole double', 'lessThan', '9007199254740993', 500],
    ['over a number past int64 below zero', 'greaterThan', '-1e308', 500],
    ['equal to a huge one', 'equals', '1e300', 0],
  ])('compares amounts %s as numbers, as the tab does (bound as doubles, not a BIGINT that fails)', async (_name, kind, value, count) => {
    const huge = query({ filters: [{ colId: 'amount', kind, value }] });
    expect(await table.count(huge)).toBe(count);
    expect((await table.rows(huge, 0, 3)).count).toBe(count);
    expect((await table.rows({ ...huge, sort: [{ colId: 'amount', sort: 'desc' }] }, 0, 3)).count).toBe(count);
  });

  it('reads a column as another type on first use, once', async () => {
    log.length = 0;
    const asNumber = query({ filters: [{ colId: 'note', kind: 'greaterThan', value: '5' }], types: { note: 'number' } });
    // Of the notes only 12 reads as a number over 5 (a10, 2 and the rest do not).
    expect(new Set((await table.rows(asNumber, 0, 1000)).rows.map(({ cells }) => cells[2]))).toEqual(new Set(['12']));
    await table.count({ ...asNumber, filters: [{ colId: 'note', kind: 'lessThan', value: '5' }] });
    expect(log.filter((sql) => sql.includes('values of'))).toEqual(['number values of note']);
  });
});

describe('DuckDbSession: the first page of a query that only sorts', () => {
  it.each<[string, RowQuery]>([
    ['by a text column', query({ sort: [{ colId: 'name', sort: 'asc' }] })],
    ['by a number, descending, then a date', query({ sort: [{ colId: 'amount', sort: 'desc' }, { colId: 'day', sort: 'asc' }] })],
  ])('%s: read as a top-N, the whole order made right after it; the pages after it read that order', async (_, sorted) => {
    const log: string[] = [];
    const table = await DuckDbSession.open(files.write('top.csv', peopleCsv(400, 9)), { log: (sql) => log.push(sql) });
    try {
      const first = await table.rows(sorted, 0, 25);
      expect(log.filter((sql) => sql.startsWith('CREATE TABLE'))).toEqual([]);
      expect(log.some((sql) => / LIMIT 25$/.test(sql))).toBe(true);
      // Every row shows: the table's count is known from its load.
      expect(log.filter((sql) => /count\(/.test(sql))).toEqual([]);
      const second = await table.rows(sorted, 25, 50);
      expect(log.filter((sql) => sql.startsWith('CREATE TABLE'))).toHaveLength(1);
      // The same rows as a query whose order is made whole first (a filter every row passes).
      const whole = await table.rows({ ...sorted, filters: [{ colId: 'amount', kind: 'greaterThan', value: '-1' }] }, 0, 50);
      expect({ count: first.count, rows: [...first.rows, ...second.rows] }).toEqual(whole);
      expect(first.count).toBe(400);
    } finally {
      await table.close();
    }
  });

  it('a query that neither filters nor sorts reads its page\'s cells and nothing more: the table knows its count', async () => {
    const log: string[] = [];
    const table = await DuckDbSession.open(files.write('plain.csv', peopleCsv(400, 13)), { log: (sql) => log.push(sql) });
    try {
      const page = await table.rows(query({}), 390, 410);
      expect(page.count).toBe(400);
      expect(page.rows.map(({ row }) => row)).toEqual([390, 391, 392, 393, 394, 395, 396, 397, 398, 399]);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatch(/^SELECT "row", .* WHERE "row" >= 390 AND "row" <= 399$/);
    } finally {
      await table.close();
    }
  });

  it('a table past the top-N size makes its whole order before the first page', async () => {
    const log: string[] = [];
    const table = await DuckDbSession.open(files.write('big.csv', peopleCsv(400, 12)), { log: (sql) => log.push(sql), topNUpTo: 399 });
    try {
      await table.rows(query({ sort: [{ colId: 'name', sort: 'asc' }] }), 0, 25);
      expect(log.filter((sql) => sql.startsWith('CREATE TABLE'))).toHaveLength(1);
      expect(log.some((sql) => / LIMIT /.test(sql))).toBe(false);
    } finally {
      await table.close();
    }
  });

  it('a session closed while the order after its top-N page is made waits for that statement, and the server goes on', async () => {
    let closing: Promise<void> | undefined;
    const table: DuckDbSession = await DuckDbSession.open(files.write('closing.csv', peopleCsv(150_000, 10)), {
      log: (sql) => {
        // As the statement starts: it is interrupted, and the connection and its database closed after it.
        if (sql.startsWith('CREATE TABLE')) closing ??= table.close();
      },
    });
    await table.rows(query({ sort: [{ colId: 'note', sort: 'asc' }, { colId: 'name', sort: 'desc' }, { colId: 'day', sort: 'asc' }] }), 0, 10);
    await expect.poll(() => closing !== undefined).toBe(true);
    await closing;
    await expect(table.rows(query({ sort: [{ colId: 'name', sort: 'asc' }] }), 0, 5)).rejects.toBeInstanceOf(Superseded);
    const other = await DuckDbSession.open(files.write('after.csv', peopleCsv(50, 11)));
    try {
      expect((await other.rows(query({ sort: [{ colId: 'name', sort: 'asc' }] }), 0, 5)).rows).toHaveLength(5);
    } finally {
      await other.close();
    }
  });
});

describe('DuckDbSession gives way to a newer query', () => {
  // Three rank terms over 150,000 rows: long enough that the newer query comes while it runs.
  const slow = (term: string) => query({ sort: ['name', 'note', 'day'].map((colId) => ({ colId, sort: 'asc' as const, rankTerm: term })) });

  it('interrupts the older query\'s statement; the older one is told Superseded, the newer one answers', async () => {
    const log: string[] = [];
    let armed = false;
    let newer: Promise<unknown> | undefined;
    const table: DuckDbSession = await DuckDbSession.open(files.write('many.csv', peopleCsv(150_000, 4)), {
      log: (sql) => {
        log.push(sql);
        if (armed && sql.startsWith('CREATE TABLE') && !newer) newer = table.count(query({ filters: [{ colId: 'name', kind: 'exact', value: 'Ann Lee' }] }));
      },
    });
    try {
      await table.rows(slow('zz'), 0, 1); // natural orders worked out first: they are not interrupted
      armed = true;
      await expect(table.rows(slow('xq'), 0, 10)).rejects.toBeInstanceOf(Superseded);
      expect(await newer).toBeGreaterThan(0);
      expect(log).toContain('interrupted');
    } finally {
      await table.close();
    }
  });

  it('drops an older query still waiting when a newer one comes', async () => {
    const table = await DuckDbSession.open(files.write('few.csv', peopleCsv(50, 5)));
    try {
      const first = table.rows(query({ sort: [{ colId: 'name', sort: 'asc' }] }), 0, 5);
      const older = table.rows(query({ globalFilter: 'a' }), 0, 5);
      const newest = table.rows(query({ globalFilter: 'an' }), 0, 5);
      await expect(older).rejects.toBeInstanceOf(Superseded);
      await expect(first).rejects.toBeInstanceOf(Superseded);
      expect((await newest).rows.length).toBeGreaterThan(0);
    } finally {
      await table.close();
    }
  });
});

describe('DuckDbSession: the values dialog\'s summaries and the queries of rows take turns, and neither supersedes the other', () => {
  const slow = query({ sort: ['name', 'note', 'day'].map((colId) => ({ colId, sort: 'asc' as const, rankTerm: 'xq' })) });
  const log: string[] = [];
  /** Told each statement as it starts. */
  let told: ((sql: string) => void) | undefined;
  let table: DuckDbSession;
  beforeAll(async () => {
    table = await DuckDbSession.open(files.write('lanes.csv', peopleCsv(150_000, 14)), { log: (sql) => (log.push(sql), told?.(sql)) });
    // The columns both need are worked out first: only the statements race.
    await table.rows(query({ sort: [{ colId: 'name', sort: 'asc' }, { colId: 'note', sort: 'asc' }, { colId: 'day', sort: 'asc' }] }), 0, 1);
    await table.values(query({}), 'name', 'a');
  }, 60_000);
  afterAll(() => table.close());

  it.each<[string, RegExp, () => Promise<unknown>, () => Promise<unknown>]>([
    ['a summary asked while a query\'s order is made', /^CREATE TABLE/, () => table.rows(slow, 0, 10), () => table.values(query({}), 'note', '')],
    ['a page asked while a summary is read', /^WITH counts/, () => table.values(slow, 'name', 'a'), () => table.rows(query({ globalFilter: 'ann' }), 0, 10)],
  ])('%s: both are answered', async (_name, starts, first, second) => {
    let during: Promise<unknown> | undefined;
    told = (sql) => {
      if (!during && starts.test(sql)) during = second();
    };
    log.length = 0;
    try {
      const answered = await first();
      expect(during, 'the second was asked while the first one\'s statement ran').toBeDefined();
      expect(answered).toBeTruthy();
      expect(await during).toBeTruthy();
      expect(log).not.toContain('interrupted');
    } finally {
      told = undefined;
    }
  });
});

describe('DuckDbSession sessions share their queries\' orders', () => {
  interface Session {
    table: DuckDbSession;
    /** Its statements, as they start. */
    log: string[];
    /** Told each statement as it starts. */
    told?: (sql: string) => void;
  }
  /** Two sessions of one loaded table, each logging its statements, and the names of the order tables there are. */
  async function twoSessions(rows: number, seed: number, test: (sessions: Session[], tables: () => Promise<string[]>, instance: DuckDBInstance) => Promise<void>, firstRowsUpTo = 0) {
    const instance = await createDatabase();
    try {
      const loaded = await SharedTable.load(instance, files.write(`shared${seed}.csv`, peopleCsv(rows, seed)));
      await loaded.stored;
      const sessions = [0, 1].map(() => {
        const session: Partial<Session> & { log: string[] } = { log: [] };
        // Every query's order made unless told (a first page of a filtered one is else a top-N: firstRowsEquivalence.test.ts).
        session.table = DuckDbSession.session(loaded, { log: (sql) => (session.log.push(sql), session.told?.(sql)), firstRowsUpTo });
        return session as Session;
      });
      const watcher = DuckDbSession.session(loaded);
      const tables = async () => ((await instance.connect().then(async (connection) => {
        try {
          return (await connection.runAndReadAll(`SELECT table_name FROM duckdb_tables() WHERE database_name = 'memory' ORDER BY 1`)).getColumnsJS()[0] ?? [];
        } finally {
          connection.closeSync();
        }
      })) as string[]);
      try {
        await test(sessions, tables, instance);
      } finally {
        for (const { table } of sessions) await table.close();
        await watcher.close();
      }
    } finally {
      instance.closeSync();
    }
  }
  const made = (log: readonly string[]) => log.filter((sql) => sql.startsWith('CREATE TABLE'));
  const sorted = query({ filters: [{ colId: 'note', kind: 'caseInsensitive', value: 'a' }], sort: [{ colId: 'name', sort: 'desc' }] });

  it('a second session asking the same query reads the first one\'s order: the same pages, nothing sorted again', async () => {
    await twoSessions(300, 6, async ([first, second]) => {
      const page = await first!.table.rows(sorted, 0, 20);
      expect(made(first!.log)).toHaveLength(1);
      expect(await second!.table.rows(sorted, 0, 20)).toEqual(page);
      // The same page of the same order: not even read again.
      expect(second!.log).toEqual([]);
      expect(await second!.table.rows(sorted, 10, 30)).toEqual({ count: page.count, rows: [...page.rows.slice(10), ...(await first!.table.rows(sorted, 20, 30)).rows] });
      expect(made(second!.log)).toEqual([]);
    });
  });

  it('a session answered from another\'s order and page opens no connection; its first statement opens one', async () => {
    await twoSessions(300, 9, async ([first, second], _tables, instance) => {
      const page = await first!.table.rows(sorted, 0, 10);
      const connects = vi.spyOn(instance, 'connect');
      expect(await second!.table.rows(sorted, 0, 10)).toEqual(page);
      expect(connects).not.toHaveBeenCalled();
      await second!.table.rows(sorted, 10, 20);
      expect(connects).toHaveBeenCalledTimes(1);
      await second!.table.rows(sorted, 20, 30);
      expect(connects).toHaveBeenCalledTimes(1);
    });
  });

  it('asked at once, the order is made once; its table goes when the last session using it lets it go', async () => {
    await twoSessions(300, 7, async ([first, second], tables) => {
      const [a, b] = await Promise.all([first!.table.rows(sorted, 0, 10), second!.table.rows(sorted, 0, 10)]);
      expect(b).toEqual(a);
      expect(made(first!.log).length + made(second!.log).length).toBe(1);
      expect(await tables()).toHaveLength(1);
      await first!.table.close();
      await expect.poll(tables).toHaveLength(1);
      await second!.table.close();
      await expect.poll(tables).toEqual([]);
    });
  });

  it('asked at once, a filtered query\'s first page is read once: one top-N for both sessions, no order made', async () => {
    await twoSessions(300, 11, async ([first, second]) => {
      const [a, b] = await Promise.all([first!.table.rows(sorted, 0, 10), second!.table.rows(sorted, 0, 10)]);
      expect(b).toEqual(a);
      const statements = [...first!.log, ...second!.log];
      expect(statements.filter((sql) => / LIMIT \d+$/.test(sql))).toHaveLength(1);
      expect(made(statements)).toEqual([]);
    }, FIRST_ROWS_MAX);
  });

  it('when the session making an order gives way to a newer query of its own, a session waiting for that order makes it itself', async () => {
    // Three rank terms over 150,000 rows: long enough for the maker to be interrupted while it sorts.
    const slow = query({ sort: ['name', 'note', 'day'].map((colId) => ({ colId, sort: 'asc' as const, rankTerm: 'xq' })) });
    await twoSessions(150_000, 8, async ([maker, waiter]) => {
      await maker!.table.rows(query({ sort: [{ colId: 'name', sort: 'asc' }, { colId: 'note', sort: 'asc' }, { colId: 'day', sort: 'asc' }] }), 0, 1);
      maker!.log.length = 0;
      let waiting: Promise<unknown> | undefined;
      let newer: Promise<number> | undefined;
      // While the maker's statement runs: the waiter asks the same query, then the maker a newer one.
      maker!.told = (sql) => {
        if (!sql.startsWith('CREATE TABLE') || waiting) return;
        waiting = waiter!.table.rows(slow, 0, 10);
        void Promise.resolve().then(() => (newer = maker!.table.count(query({ globalFilter: 'ann' }))));
      };
      const making = maker!.table.rows(slow, 0, 10);
      await expect(making).rejects.toBeInstanceOf(Superseded);
      expect(maker!.log).toContain('interrupted');
      expect(await newer).toBeGreaterThan(0);
      const page = await waiting;
      expect(made(waiter!.log)).toHaveLength(1);
      expect(page).toEqual(await maker!.table.rows(slow, 0, 10));
    });
  });
});
