import { parquetWriteBuffer } from 'hyparquet-writer';
import { afterAll, describe, expect, it } from 'vitest';
import { fileColumns } from '../../src/model/fileColumns';
import { DuckDbTable } from '../../src/server/duckDbTable';
import { tempFolder } from '../support/csvTable';
import { read, rowsOf } from '../support/files';
import { parquet, TYPED_COLUMNS } from '../support/parquet';

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
];

describe('DuckDbTable reads a Parquet file as the tab does: types from the schema, values as the tab shows them', () => {
  it.each(FILES)('%s', async (name, bytes) => {
    const parsed = await read(`${name}.parquet`, bytes);
    const table = await DuckDbTable.open(files.write(`${name}.parquet`, bytes));
    try {
      expect(table.columns).toEqual(fileColumns(parsed.headers, parsed.types).map(({ colId, type }) => ({ colId, type: type ?? 'text' })));
      const page = await table.rows({ filters: [], globalFilter: '', sort: [] }, 0, 10);
      expect(page.rows.map(({ cells }) => cells.slice(1))).toEqual(rowsOf(parsed));
    } finally {
      table.close();
    }
  });
});
