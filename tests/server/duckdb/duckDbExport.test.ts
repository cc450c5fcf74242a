import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextFormat } from '../../../src/model/protocol';
import { toCsv, toTsv } from '../../../src/engine/csv';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { EMPTY_QUERY, type RowQuery } from '../../../src/model/query';
import type { Table } from '../../../src/model/table';
import type { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { openedByBoth, termsFor, TRAPS, trapTable } from '../../support/equivalence';
import { tempFolder } from '../../support/csvTable';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST } from '../../support/tables';

/** Cells a text format must take care of: quotes (leading too), CR, LF and CRLF, tabs, commas, a leading '=' (the tab writes it as it is). */
const EXPORT_TRAPS = [...TRAPS, 'a\r\nb', 'cr\ronly', 'tab\there', '"lead', '=1+1', '@sum', 'x,y', ' padded ', '🙂 שלום'];

const files = tempFolder();
afterAll(() => files.remove());

/** The tab's text of a query (src/data/tabData.ts `text`): its rows, or those of them in `only`, under the headers. */
function tabText(index: TableIndex, tab: Table, query: RowQuery, columns: { colId: string; header: string }[], format: TextFormat, only?: readonly number[]): string {
  return tabExport(index, tab, query, columns, format, only).text;
}

function tabExport(index: TableIndex, tab: Table, query: RowQuery, columns: { colId: string; header: string }[], format: TextFormat, only?: readonly number[]): { text: string; count: number } {
  const rows = runToEnd(index.run(query)).rows;
  const mask = new Uint8Array(tab.count);
  for (const row of only ?? []) if (row < tab.count) mask[row] = 1;
  const shown = only ? rows.slice().filter((row) => mask[row] === 1) : rows;
  const records = Array.from(shown, (row) => index.textsOf(row, columns.map(({ colId }) => colId)));
  const headers = columns.map(({ header }) => header);
  return { text: format === 'csv' ? toCsv(headers, records) : toTsv(headers, records), count: records.length };
}

async function pieces(iterable: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of iterable) all.push(piece);
  return all;
}

describe('DuckDbSession.text and passing answer as the tab does', () => {
  let tab: Table;
  let duck: DuckDbSession;
  let index: TableIndex;
  beforeAll(async () => {
    ({ tab, duck } = await openedByBoth('export', trapTable(21, 120, FIRST, EXPORT_TRAPS), files.write));
    index = new TableIndex(tab);
  });
  afterAll(() => duck.close());

  it('exports random queries byte for byte as the tab, with and without a selection, in pieces of any size', async () => {
    const random = randomFrom(5);
    const terms = termsFor(tab, random);
    const colIds = Object.keys(tab.columns);
    for (let i = 0; i < 60; i++) {
      const query = randomQuery(random, tab, terms);
      const columns = colIds.filter(() => random.next() < 0.7).map((colId) => ({ colId, header: random.next() < 0.3 ? `${colId} "x",\ty` : colId }));
      const format = random.pick<TextFormat>(['csv', 'tsv']);
      // A selection: some rows, now and then a repeated one and one past the end.
      const only = random.next() < 0.4 ? [...Array.from({ length: Math.floor(random.next() * 40) }, () => Math.floor(random.next() * tab.count)), ...(random.next() < 0.3 ? [0, 0, tab.count + 5] : [])] : undefined;
      const chunkRows = random.pick([1, 7, 50, 10_000]);
      const got = await pieces(duck.text(query, columns, format, only, { chunkRows }));
      const expected = tabExport(index, tab, query, columns, format, only);
      expect(got.join(''), JSON.stringify({ query, format, only })).toBe(expected.text);
      // The header line first, then full pieces of chunkRows records and a last one with the rest.
      expect(got.length).toBe(1 + Math.ceil(expected.count / chunkRows));
    }
  });

  it('gives the header line alone when no row passes or none is selected', async () => {
    const columns = [{ colId: 'traps', header: 'Traps' }];
    const nobody: RowQuery = { ...EMPTY_QUERY, filters: [{ colId: 'traps', kind: 'exact', value: 'nobody has this' }] };
    expect(await pieces(duck.text(nobody, columns, 'csv'))).toEqual(['\uFEFF"Traps"']);
    expect(await pieces(duck.text(EMPTY_QUERY, columns, 'tsv', []))).toEqual(['Traps']);
    expect((await pieces(duck.text(EMPTY_QUERY, [], 'tsv'))).join('')).toBe(tabText(index, tab, EMPTY_QUERY, [], 'tsv'));
  });

  it('refuses selected rows that are not whole numbers from 0, and unknown columns', async () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      await expect(pieces(duck.text(EMPTY_QUERY, [{ colId: 'traps', header: 't' }], 'csv', [1, bad]))).rejects.toThrow(RangeError);
    }
    await expect(pieces(duck.text(EMPTY_QUERY, [{ colId: 'nope', header: 't' }], 'csv'))).rejects.toThrow(/Unknown column/);
  });

  it('passing gives the rows the tab shows, in its order', async () => {
    const random = randomFrom(9);
    const terms = termsFor(tab, random);
    for (let i = 0; i < 40; i++) {
      const query = randomQuery(random, tab, terms);
      const passing = await duck.passing(query);
      expect(passing).toBeInstanceOf(Uint32Array);
      expect([...passing], JSON.stringify(query)).toEqual([...runToEnd(index.run(query)).rows]);
    }
    expect([...(await duck.passing(EMPTY_QUERY))]).toEqual(Array.from({ length: tab.count }, (_, i) => i));
  });

  it('an export goes on while pages of other queries are asked between its pieces, and they are not held up', async () => {
    const query: RowQuery = { ...EMPTY_QUERY, sort: [{ colId: 'traps', sort: 'desc' }] };
    const columns = [{ colId: 'row', header: 'row' }, { colId: 'traps', header: 'traps' }];
    const exported: string[] = [];
    let n = 0;
    for await (const piece of duck.text(query, columns, 'csv', undefined, { chunkRows: 10 })) {
      exported.push(piece);
      // A newer query between pieces: it would interrupt or supersede a query of the same connection.
      const other: RowQuery = { ...EMPTY_QUERY, globalFilter: ['a', 'o', 'e'][n++ % 3]!, sort: [{ colId: 'first', sort: 'asc' }] };
      expect((await duck.rows(other, 0, 5)).rows.map(({ row }) => row)).toEqual([...runToEnd(index.run(other)).rows].slice(0, 5));
    }
    expect(exported.join('')).toBe(tabText(index, tab, query, columns, 'csv'));
  });

  it('an export left early closes its connection and the table goes on answering', async () => {
    for await (const piece of duck.text(EMPTY_QUERY, [{ colId: 'traps', header: 't' }], 'tsv', undefined, { chunkRows: 3 })) {
      expect(piece).toBe('t');
      break;
    }
    expect((await duck.rows(EMPTY_QUERY, 0, 2)).rows.map(({ row }) => row)).toEqual([0, 1]);
  });
});

describe('DuckDbSession.text streams more rows than DuckDB puts in one chunk', () => {
  it('5,000 rows sorted, in pieces of 1,500', async () => {
    const { tab, duck } = await openedByBoth('many', trapTable(31, 5000, FIRST, EXPORT_TRAPS), files.write);
    try {
      const index = new TableIndex(tab);
      const query: RowQuery = { ...EMPTY_QUERY, sort: [{ colId: 'last', sort: 'asc' }, { colId: 'traps', sort: 'desc' }] };
      const columns = Object.keys(tab.columns).map((colId) => ({ colId, header: colId }));
      const got = await pieces(duck.text(query, columns, 'csv', undefined, { chunkRows: 1500 }));
      expect(got.length).toBe(1 + 4);
      expect(got.join('')).toBe(tabText(index, tab, query, columns, 'csv'));
      const only = Array.from({ length: 2500 }, (_, i) => i * 2 + 1);
      expect((await pieces(duck.text(query, columns, 'tsv', only, { chunkRows: 1000 }))).join('')).toBe(tabText(index, tab, query, columns, 'tsv', only));
    } finally {
      await duck.close();
    }
  });
});
