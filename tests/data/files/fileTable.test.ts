import { describe, expect, it } from 'vitest';
import { fileAsTable } from '../../../src/data/files/fileTable';
import { TableIndex } from '../../../src/engine/tableIndex';
import { runToEnd } from '../../../src/engine/steps';
import { VALUE_READERS } from '../../../src/engine/typedValues';
import { fileColumns } from '../../../src/model/fileColumns';
import { parquet } from '../../support/parquet';
import { read } from '../../support/files';

/** A CSV of `count` rows: an id written by `id`, and a column of a few values. */
const csv = (count: number, id: (row: number) => string) =>
  `id,kind\n${Array.from({ length: count }, (_, row) => `${id(row)},${'abc'[row % 3]}`).join('\n')}\n`;

describe('fileAsTable', () => {
  it.each<[string, string, 'rowNumber' | 'dict']>([
    ['ids counting up from 1: a row number column', csv(70_000, (row) => String(row + 1)), 'rowNumber'],
    ['ids counting up from 0', csv(70_000, String), 'rowNumber'],
    ['ids with a gap: texts', csv(70_000, (row) => String(row < 500 ? row : row + 1)), 'dict'],
    ['ids written with leading zeros: texts', csv(70_000, (row) => String(row + 1).padStart(6, '0')), 'dict'],
    ['a few ids counting up (a dictionary): as they are', csv(100, (row) => String(row + 1)), 'dict'],
  ])('%s', async (_, text, type) => {
    const parsed = await read('ids.csv', new TextEncoder().encode(text));
    const table = fileAsTable(parsed, fileColumns(parsed.headers, parsed.types));
    expect(table.columns.id!.type).toBe(type);
    // The same texts, whatever holds them, and sorted by value.
    const index = new TableIndex(table);
    const ids = text.trim().split('\n').slice(1).map((line) => line.split(',')[0]!);
    expect(Array.from({ length: ids.length }, (_, row) => index.textsOf(row, ['id'])[0])).toEqual(ids);
    const query = { filters: [{ colId: 'id', kind: 'greaterThan' as const, value: '69990' }], globalFilter: '', sort: [{ colId: 'id', sort: 'desc' as const }], types: { id: 'number' as const } };
    const { rows } = runToEnd(index.run(query));
    const number = (id: string) => VALUE_READERS.number!(id) ?? NaN;
    expect([...rows].map((row) => ids[row])).toEqual(ids.filter((id) => number(id) > 69_990).sort((a, b) => number(b) - number(a)));
  });

  it('a Parquet file’s integer ids counting up: a row number column', async () => {
    const data = Int32Array.from({ length: 3000 }, (_, i) => i + 1);
    const parsed = await read('ids.parquet', parquet([{ name: 'id', data, type: 'INT32', nullable: false }]));
    const table = fileAsTable(parsed, fileColumns(parsed.headers, parsed.types));
    expect(table.columns.id).toEqual({ type: 'rowNumber', first: 1 });
  });
});
