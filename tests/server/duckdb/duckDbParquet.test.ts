import { readFileSync } from 'node:fs';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { afterAll, describe, expect, it } from 'vitest';
import { fileColumns } from '../../../src/model/fileColumns';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { tempFolder } from '../../support/csvTable';
import { read, rowsOf } from '../../support/files';
import { withConnection } from '../../support/duckDb';
import { blobs, decimals, intervals, parquet, timesOfDay, TYPED_COLUMNS, wholeDecimals } from '../../support/parquet';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { fileOpenedByBoth, termsFor } from '../../support/equivalence';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { expectSameSummary, summariesOf } from '../../support/summaries';
import { EXACT_NUMBER_FILES, expectQueriesAsTab } from '../../support/servedGrouping';

const files = tempFolder();
afterAll(() => files.remove());

/** A DATE column (written with its schema, as the tab's own test writes it). */
const days = new Uint8Array(
  parquetWriteBuffer({
    columnData: [{ name: 'day', data: [new Date(Date.UTC(2014, 2, 5)), null] }],
    schema: [
      { name: 'root', num_children: 1 },
      { name: 'day', type: 'INT32', converted_type: 'DATE', repetition_type: 'OPTIONAL' },
    ],
  }),
);

/** Typed columns as a Parquet writer gives them (the tab's own Parquet test's). */
const FILES: [string, Uint8Array][] = [
  [
    'numbers, text, a UTC timestamp, booleans',
    parquet(TYPED_COLUMNS),
  ],
  ['text that reads as numbers stays text', parquet([{ name: 'code', data: ['007', '12', null], type: 'STRING' }])],
  ['a DATE column shows days', days],
  ['TIME columns of each unit show the time of day', timesOfDay()],
  ['DECIMAL columns show their digits exactly', decimals()],
  ['a DECIMAL column of no fraction holding a whole number past 2^53 is text', wholeDecimals()],
  ['a BLOB column shows its bytes as hex, an ENUM its texts', blobs()],
  ['an INTERVAL column shows as DuckDB writes one', intervals()],
  [
    'doubles JavaScript writes otherwise than DuckDB: small ones in full, NaN and the infinities by name',
    parquet([{ name: 'x', data: [1e-5, -2.5e-5, 1e-6, 9.999e-7, 1e-7, -1.25e-8, 1e-10, 0.0001, 9.999e-5, 1.5e-300, 1.7976931348623157e308, 1e21, 2.5, Number.NaN, Infinity, -Infinity, null], type: 'DOUBLE' }]),
  ],
];

describe('DuckDbSession reads a Parquet file as the tab does: types from the schema, values as the tab shows them', () => {
  it.each(FILES)('%s', async (name, bytes) => {
    const parsed = await read(`${name}.parquet`, bytes);
    const table = await DuckDbSession.open(files.write(`${name}.parquet`, bytes));
    try {
      expect(table.columns).toEqual(fileColumns(parsed.headers, parsed.types).map(({ colId, type }) => ({ colId, type: type ?? 'text' })));
      const page = await table.rows({ filters: [], globalFilter: '', sort: [] }, 0, 50);
      expect(page.rows.map(({ cells }) => cells.slice(1))).toEqual(rowsOf(parsed));
    } finally {
      await table.close();
    }
  });
});

describe('nested values DuckDB writes (lists, structs, 64-bit integers in them) show as the tab shows them', () => {
  it('lists of each integer width and of doubles, a struct, a map: the same JSON, numbers as numbers', async () => {
    const path = files.path('nested.parquet');
    await withConnection((connection) =>
      connection.run(
        `COPY (SELECT * FROM (VALUES ([1, 2]::BIGINT[], [1, 2]::INTEGER[], [0.5, 1.5]::DOUBLE[], {'x': 9007199254740993::BIGINT, 'tags': ['a']}), ([]::BIGINT[], NULL, [2.5]::DOUBLE[], NULL)) t(l64, l32, ld, s)) TO '${path}' (FORMAT parquet)`,
      ),
    );
    const bytes = new Uint8Array(readFileSync(path));
    const parsed = await read('nested.parquet', bytes);
    expect(rowsOf(parsed)).toEqual([
      ['[1,2]', '[1,2]', '[0.5,1.5]', '{"x":9007199254740993,"tags":["a"]}'],
      ['[]', '', '[2.5]', ''],
    ]);
    const table = await DuckDbSession.open(path);
    try {
      const page = await table.rows({ filters: [], globalFilter: '', sort: [] }, 0, 50);
      expect(page.rows.map(({ cells }) => cells.slice(1))).toEqual(rowsOf(parsed));
    } finally {
      await table.close();
    }
  });
});

/** Random typed columns (nulls, negative numbers, days and times before 1970, 64-bit and 32-bit numbers, accented text) as a Parquet writer gives them. */
function randomTyped(seed: number, count: number): Uint8Array {
  const random = randomFrom(seed);
  const maybe = <T>(value: T): T | null => (random.next() < 0.1 ? null : value);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const column = <T>(make: () => T) => Array.from({ length: count }, () => maybe(make()));
  const time = () => new Date(Date.UTC(int(1950, 2030), int(0, 11), int(1, 28), int(0, 23), int(0, 59), int(0, 59), random.pick([0, 0, 250, 999])));
  return parquet([
    { name: 'small', data: column(() => int(-50, 50)), type: 'INT32' },
    { name: 'big', data: column(() => BigInt(int(-1e6, 1e6)) * 1_000_003n), type: 'INT64' },
    { name: 'amount', data: column(() => int(-5000, 5000) / random.pick([1, 4, 100])), type: 'DOUBLE' },
    { name: 'ratio', data: column(() => int(-100, 100) / 10), type: 'FLOAT' },
    { name: 'seen', data: column(time), type: 'TIMESTAMP' },
    { name: 'name', data: column(() => random.pick(['Zoë', 'zoe', 'Łódź', 'Ann', 'ann 12', '2014', '12'])), type: 'STRING' },
  ]);
}

describe('DuckDbSession answers as the tab\'s TableIndex on a random typed Parquet file, stored and while staged', () => {
  it.each([false, true])('read through the staged view: %s', async (staged) => {
    const { tab, duck } = await fileOpenedByBoth('typed.parquet', randomTyped(5, 120), files.write, { staged });
    try {
      const index = new TableIndex(tab);
      // Every column's summary (its values' range, mean and histogram) is the tab's: the values are (the stored table's are the view's).
      for (const colId of staged ? [] : Object.keys(tab.columns)) {
        const { tab: expected, duck: actual } = await summariesOf(index, duck, { filters: [], globalFilter: '', sort: [] }, colId, '');
        expectSameSummary(actual, expected, colId);
      }
      const random = randomFrom(9);
      const terms = termsFor(tab, random);
      for (let i = 0; i < 80; i++) {
        const drawn = randomQuery(random, tab, terms);
        // The view has no natural orders and no values of other types: a query needing them waits for the stored table.
        const query = staged ? { ...drawn, sort: drawn.sort.filter(({ colId }) => tab.columns[colId]?.type === 'rowNumber' || (tab.columns[colId]?.type === 'dict' && tab.columns[colId].valueType !== undefined)), types: undefined } : drawn;
        const expected = [...runToEnd(index.run(query)).rows];
        const page = await duck.rows(query, 0, tab.count + 1);
        expect(page.rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
      }
    } finally {
      await duck.close();
    }
  });
});

describe('DuckDbSession groups and sums a Parquet file\'s numbers that a double does not hold as the tab does', () => {
  it.each(EXACT_NUMBER_FILES)('$name', async ({ name, bytes, queries }) => {
    const { tab, duck } = await fileOpenedByBoth(`${name}.parquet`, bytes(), files.write);
    try {
      await expectQueriesAsTab(tab, duck, queries);
    } finally {
      await duck.close();
    }
  });
});
