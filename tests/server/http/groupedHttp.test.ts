import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbTables } from '../../../src/server/duckdb/duckDbTables';
import { servedFiles } from '../../../src/server/servedFiles';
import { tempFolder } from '../../support/csvTable';
import { withDataServer } from '../../support/httpServer';

const files = tempFolder();
const app = tempFolder();
let tables: DuckDbTables;
afterAll(async () => (await tables?.close(), files.remove(), app.remove()));

beforeAll(async () => {
  files.write('sales.csv', 'city,status,amount,day\nParis,open,10.5,2014-03-05\nOslo,shut,20,2014-04-01\nParis,shut,0.25,2015-01-01\n,open,7,\nParis,open,1,2014-03-09\n');
  app.write('index.html', '<html><head></head><body></body></html>');
  tables = await DuckDbTables.open(await servedFiles([files.path('')]));
});

const withServer = (use: (base: string) => Promise<void>) => withDataServer(app.path(''), tables, null, use);
const ask = (base: string, request: Record<string, unknown>) =>
  fetch(`${base}/api/data`, { method: 'POST', body: JSON.stringify({ session: 's1', request: { requestId: 3, key: 'server:sales.csv', ...request } }) });
const grouped = (grouping: Record<string, unknown>, sort: unknown[] = []) => ({ filters: [], globalFilter: '', sort, grouping: { aggregates: [], open: { all: false, toggled: [] }, ...grouping } });

describe('a served table grouped over HTTP (issue 34): the worker\'s answers, from GROUP BY in DuckDB', () => {
  it('answers a page of group rows, an open group\'s rows, the totals, and Export groups\' CSV', async () => {
    await withServer(async (base) => {
      const query = grouped({ levels: [{ colId: 'city' }], aggregates: [{ colId: 'amount', func: 'sum' }, { colId: 'day', func: 'max' }], open: { all: false, toggled: ['["Paris"]'] } });
      const response = await ask(base, { kind: 'rows', query, start: 0, end: 4 });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { rows: Record<string, unknown>[]; rowCount: number; passingCount: number; totals: unknown };
      expect(answer.rows.map((row) => row.$group ?? row.$row)).toEqual([
        { id: '["Oslo"]', level: 1, key: 'Oslo', count: 1, open: false, leaf: true },
        { id: '["Paris"]', level: 1, key: 'Paris', count: 3, open: true, leaf: true },
        0,
        2,
      ]);
      expect(answer.rows[1]).toMatchObject({ amount: '11.75', day: '2015-01-01' });
      expect(answer.rows[2]).toMatchObject({ city: 'Paris', status: 'open', amount: '10.5', $row: 0 });
      expect([answer.rowCount, answer.passingCount, answer.totals]).toEqual([6, 5, { count: 5, aggregates: { amount: '38.75', day: '2015-01-01' } }]);
      const columns = [{ colId: 'city', header: 'City' }, { colId: 'amount', header: 'Amount' }, { colId: 'day', header: 'Day' }];
      const text: unknown = await (await ask(base, { kind: 'groupsText', query, columns })).json();
      expect(text).toEqual({ kind: 'text', requestId: 3, text: '\uFEFF"City","count","sum(Amount)","max(Day)"\r\n"Oslo","1","20.00","2014-04-01"\r\n"Paris","3","11.75","2015-01-01"\r\n"","1","7.00",""', count: 3 });
    });
  });

  it('marks a group’s key as the tab does: its column’s filter, then the search', async () => {
    await withServer(async (base) => {
      const query = { ...grouped({ levels: [{ colId: 'city' }] }), filters: [{ colId: 'city', kind: 'caseInsensitive', value: 'ar' }], globalFilter: 'is' };
      const answer = (await (await ask(base, { kind: 'rows', query, start: 0, end: 10 })).json()) as { rows: Record<string, unknown>[] };
      expect(answer.rows).toEqual([{ $group: { id: '["Paris"]', level: 1, key: 'Paris', count: 3, open: false, leaf: true }, $marks: { $group: [[1, 5]] } }]);
    });
  });

  it('orders groups by an aggregate and by the Group column, and answers aggregates without levels with the rows and totals', async () => {
    await withServer(async (base) => {
      const byMonth = grouped({ levels: [{ colId: 'day', bucket: 'month' }], aggregates: [{ colId: 'amount', func: 'avg' }] }, [{ colId: 'amount', sort: 'desc' }]);
      const months = (await (await ask(base, { kind: 'rows', query: byMonth, start: 0, end: 10 })).json()) as { rows: { $group: { key: string | null }; amount: string }[] };
      expect(months.rows.map((row) => [row.$group.key, row.amount])).toEqual([['2014-04', '20'], [null, '7'], ['2014-03', '5.75'], ['2015-01', '0.25']]);
      const reversed = grouped({ levels: [{ colId: 'status' }] }, [{ colId: 'ag-Grid-AutoColumn', sort: 'desc' }]);
      const statuses = (await (await ask(base, { kind: 'rows', query: reversed, start: 0, end: 10 })).json()) as { rows: { $group: { key: string } }[] };
      expect(statuses.rows.map((row) => row.$group.key)).toEqual(['shut', 'open']);
      const totalsOnly = grouped({ levels: [], aggregates: [{ colId: 'amount', func: 'min' }] });
      const plain = (await (await ask(base, { kind: 'rows', query: totalsOnly, start: 0, end: 2 })).json()) as { rows: { $row: number }[]; rowCount: number; totals: unknown };
      expect([plain.rows.map((row) => row.$row), plain.rowCount, plain.totals]).toEqual([[0, 1], 5, { count: 5, aggregates: { amount: '0.25' } }]);
    });
  });

  it('answers a page fetched ahead of a query with aggregates and no levels, in the turn of its rows', async () => {
    await withServer(async (base) => {
      const query = grouped({ levels: [], aggregates: [{ colId: 'amount', func: 'count' }] });
      await ask(base, { kind: 'rows', query, start: 0, end: 2 });
      const ahead = (await (await ask(base, { kind: 'rows', query, start: 2, end: 4, ahead: true })).json()) as { kind: string; rows: { $row: number }[]; totals: unknown };
      expect([ahead.kind, ahead.rows.map((row) => row.$row), ahead.totals]).toEqual(['rows', [2, 3], { count: 5, aggregates: { amount: '5' } }]);
    });
  });

  it('reads the rows that pass for select all, copy and Export CSV as the ungrouped query does, the Group column\'s sort left out', async () => {
    await withServer(async (base) => {
      const sort = [{ colId: 'amount', sort: 'desc' }];
      const filters = [{ colId: 'status', kind: 'exact', value: 'open' }];
      const byCity = { ...grouped({ levels: [{ colId: 'city' }], aggregates: [{ colId: 'amount', func: 'sum' }] }, [{ colId: 'ag-Grid-AutoColumn', sort: 'desc' }, ...sort]), filters };
      const plain = { filters, globalFilter: '', sort };
      const columns = [{ colId: 'city', header: 'City' }, { colId: 'amount', header: 'Amount' }];
      const answers = async (query: unknown) => {
        const passing = await ask(base, { kind: 'passing', query });
        const copied = await ask(base, { kind: 'text', query, columns, format: 'tsv', only: [0, 1, 4] });
        const request = JSON.stringify({ requestId: 4, kind: 'text', key: 'server:sales.csv', query, columns, format: 'csv' });
        const exported = await fetch(`${base}/api/export?${new URLSearchParams({ session: 's1', request }).toString()}`);
        expect([passing.status, copied.status, exported.status]).toEqual([200, 200, 200]);
        return [Array.from(new Uint32Array(await passing.arrayBuffer())), (await copied.json()) as unknown, await exported.text()] as const;
      };
      const [passing, copied, exported] = await answers(byCity);
      expect(passing).toEqual([0, 3, 4]);
      expect(copied).toMatchObject({ kind: 'text', count: 2 });
      expect(exported).toContain('"Paris","10.5"');
      expect([passing, copied, exported]).toEqual(await answers(plain));
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['five levels', { levels: ['city', 'status', 'amount', 'day', 'city'].map((colId) => ({ colId })) }, 'The group levels holds 5 entries; at most 4 are allowed'],
    ['an unknown column', { levels: [{ colId: 'nope' }] }, 'There is no column "nope" in this table'],
    ['a sum of a text column', { levels: [], aggregates: [{ colId: 'city', func: 'sum' }] }, 'An aggregate of column "city" (text) must be one of count, distinct'],
    ['a bucket other than year or month', { levels: [{ colId: 'day', bucket: 'week' }] }, 'A group level\'s bucket must be one of year, month'],
    ['a mean of a date column', { levels: [], aggregates: [{ colId: 'day', func: 'avg' }] }, 'An aggregate of column "day" (date) must be one of count, distinct, min, max'],
    ['the Group column sorted with no grouping', { levels: [], aggregates: [] }, 'There is no column "ag-Grid-AutoColumn" in this table'],
    ['open groups that are not a list', { levels: [{ colId: 'city' }], open: { all: false, toggled: 'Paris' } }, 'The open groups\' ids must be a list'],
  ])('refuses %s with a 400 that says why', async (_name, grouping, message) => {
    await withServer(async (base) => {
      const response = await ask(base, { kind: 'rows', query: grouped(grouping, [{ colId: 'ag-Grid-AutoColumn', sort: 'asc' }]), start: 0, end: 10 });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    });
  });
});
