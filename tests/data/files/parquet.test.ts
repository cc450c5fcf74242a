import { type ColumnSource, parquetWriteBuffer } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import { FileReadError } from '../../../src/data/files/readTableFile';
import { NumberTexts } from '../../../src/model/textLists';
import { expectBlocksReadInOrder, fileOf, read, rowsOf } from '../../support/files';
import { blobs, type Codec, decimals, intervals, parquet, timesOfDay, TYPED_COLUMNS, wholeDecimals } from '../../support/parquet';

const people = TYPED_COLUMNS;

describe('Parquet files', () => {
  it.each<Codec>(['UNCOMPRESSED', 'SNAPPY', 'GZIP', 'BROTLI', 'ZSTD', 'LZ4_RAW'])('read with %s: values as text, types from the schema', async (codec) => {
    const parsed = await read('people.parquet', parquet(people, codec));
    expect(parsed.headers).toEqual(['id', 'name', 'amount', 'ratio', 'big', 'seen', 'ok']);
    // big holds a whole number past 2^53: text, as in a CSV file.
    expect(parsed.types).toEqual(['number', 'text', 'number', 'number', 'text', 'date', 'text']);
    expect(rowsOf(parsed)).toEqual([
      ['1', 'Zoë', '12.5', '0.1', '9007199254740993', '2014-03-05T10:00:00Z', 'true'],
      ['2', '', '', '2.5', '-1', '2014-03-05T10:00:00.250Z', 'false'],
      ['3', 'Ann, "A"', '-0.25', '', '', '', ''],
    ]);
    expect(parsed.leftOut).toBe(0);
    expect(parsed.notices).toEqual([]);
  });

  it('a string column of numbers but for a stray is text by its schema, and no notice tells of its cells', async () => {
    const parsed = await read('prices.parquet', parquet([{ name: 'price', data: ['12.5', 'n/a', '3', '7.25', '19'], type: 'STRING' }]));
    expect({ types: parsed.types, notices: parsed.notices }).toEqual({ types: ['text'], notices: [] });
  });

  it('reads every row group in order, keeps the first maxRecords rows and counts the rest', async () => {
    const ids = Int32Array.from({ length: 2500 }, (_, i) => i);
    const file = parquet([{ name: 'n', data: ids, type: 'INT32', nullable: false }], 'SNAPPY', 700);
    await expectBlocksReadInOrder('n.parquet', file, { rows: 2500, blockRows: 700, maxRecords: 1000 });
  });

  // A whole number past 2^53 makes its column text, as in a CSV file: a double would hold only a number near it.
  it.each<[string, ColumnSource, 'numbers' | 'texts', string[], 'number' | 'text']>([
    ['32-bit integers', { name: 'c', data: new Int32Array([5, -3, 0]), type: 'INT32', nullable: false }, 'numbers', ['5', '-3', '0'], 'number'],
    ['doubles with an empty cell', { name: 'c', data: [12.5, null, -0.25], type: 'DOUBLE' }, 'numbers', ['12.5', '', '-0.25'], 'number'],
    ['64-bit integers a number holds', { name: 'c', data: [2n ** 53n - 1n, -1n, null], type: 'INT64' }, 'numbers', ['9007199254740991', '-1', ''], 'number'],
    ['a 64-bit integer past 2^53: texts, exactly', { name: 'c', data: [1n, 2n ** 53n + 1n, null], type: 'INT64' }, 'texts', ['1', '9007199254740993', ''], 'text'],
    ['a 64-bit integer below -2^53: texts, exactly', { name: 'c', data: [-(2n ** 60n), 7n], type: 'INT64' }, 'texts', ['-1152921504606846976', '7'], 'text'],
    ['a NaN double: texts, NaN shown', { name: 'c', data: [1.5, NaN, null], type: 'DOUBLE' }, 'texts', ['1.5', 'NaN', ''], 'number'],
    ['32-bit floats: texts, shortest', { name: 'c', data: [0.1, 2.5, null], type: 'FLOAT' }, 'texts', ['0.1', '2.5', ''], 'number'],
  ])('a number column of %s is kept as %s', async (_, column, kept, cells, type) => {
    const parsed = await read('n.parquet', parquet([column]));
    expect(parsed.types).toEqual([type]);
    expect(parsed.columns[0]!.values instanceof NumberTexts).toBe(kept === 'numbers');
    expect(rowsOf(parsed).map(([cell]) => cell)).toEqual(cells);
  });

  it('a number column meeting a 64-bit integer past 2^53 in a later row group keeps the rows read before as text', async () => {
    const data = [...Array.from({ length: 1500 }, (_, i) => BigInt(i)), 2n ** 60n];
    const parsed = await read('n.parquet', parquet([{ name: 'n', data, type: 'INT64' }], 'SNAPPY', 500));
    expect(parsed.columns[0]!.values).not.toBeInstanceOf(NumberTexts);
    expect(parsed.types).toEqual(['text']);
    expect(rowsOf(parsed).map(([cell]) => cell)).toEqual(data.map(String));
  });

  it('a DECIMAL column of no fraction is kept as numbers, as an integer column is; one holding a whole number past 2^53 is exact text', async () => {
    const parsed = await read('ids.parquet', wholeDecimals());
    // Past 2^53, doubles would sort, match and count different ids as one another.
    expect(parsed.types).toEqual(['text', 'number']);
    expect(parsed.columns[1]!.values).toBeInstanceOf(NumberTexts);
    expect(rowsOf(parsed)).toEqual([
      ['100000000000000000003', '12'],
      ['100000000000000000001', '-3'],
      ['7', '9007199254740991'],
      ['', ''],
    ]);
  });

  it('a DATE column shows days', async () => {
    const file = new Uint8Array(
      parquetWriteBuffer({
        columnData: [{ name: 'day', data: [new Date(Date.UTC(2014, 2, 5)), null] }],
        schema: [
          { name: 'root', num_children: 1 },
          { name: 'day', type: 'INT32', converted_type: 'DATE', repetition_type: 'OPTIONAL' },
        ],
      }),
    );
    const parsed = await read('days.parquet', file);
    expect(parsed.types).toEqual(['date']);
    expect(rowsOf(parsed)).toEqual([['2014-03-05'], ['']]);
  });

  it.each<[string, () => Uint8Array, string[], string[][]]>([
    [
      'DECIMAL columns (INT32, INT64, fixed bytes) show their digits exactly, their scale whole',
      decimals,
      ['number', 'number', 'number'],
      [
        ['123.45', '9999999999999999.99', '12345678901234567890.1234567890'],
        ['-0.50', '-0.01', '-12345678901234567890.1234567890'],
        ['0.00', '1.50', '0.0000000001'],
        ['', '', ''],
      ],
    ],
    ['a BLOB column (bytes not marked as text) shows its bytes as hex; an ENUM its texts', blobs, ['text', 'text'], [['aabb', 'open'], ['616263', 'closed'], ['', '']]],
    [
      'TIME columns show the time of day as an Arrow file does, milliseconds when it has any',
      timesOfDay,
      ['text', 'text', 'text'],
      [
        ['10:00:00', '10:00:00', '10:00:00'],
        ['23:59:59.500', '23:59:59.500', '12:34:56.789'],
        ['', '', ''],
      ],
    ],
  ])('%s', async (_name, file, types, rows) => {
    const parsed = await read('typed.parquet', file());
    expect(parsed.types).toEqual(types);
    expect(rowsOf(parsed)).toEqual(rows);
  });

  it.each([
    ['not Parquet at all', new TextEncoder().encode('a,b\n1,2\n')],
    ['cut short', parquet(people).slice(0, 200)],
    ['empty', new Uint8Array()],
  ])('a broken file (%s) is a FileReadError that says so', async (_, bytes) => {
    const error = await read('broken.parquet', bytes).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileReadError);
    expect((error as Error).message).toMatch(/^“broken\.parquet” is not a Parquet file that can be read|could not be read as Parquet/);
  });

  it('a file whose footer is zeros says its bytes are damaged, not hyparquet\'s TypeError', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('PAR1'), ...new Uint8Array(100), ...new TextEncoder().encode('PAR1')]);
    const error = await read('zeros.parquet', bytes).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('“zeros.parquet” is not a Parquet file that can be read (its bytes are damaged or cut short).');
  });

  it('an INTERVAL column is text, written as DuckDB writes it (years and months, days, then the time)', async () => {
    const parsed = await read('waits.parquet', intervals());
    expect(parsed.types).toEqual(['text']);
    expect(rowsOf(parsed).map(([text]) => text)).toEqual(['1 year 2 months 3 days 04:05:06.007', '3 days', '', '30:00:00', '00:00:00', '1 month 1 day 00:00:01.5', '2 years 00:00:05', '00:00:00.01']);
  });

  it('a cancelled read stops between row groups with an AbortError', async () => {
    const ids = Int32Array.from({ length: 3000 }, (_, i) => i);
    const reading = new AbortController();
    const file = fileOf('n.parquet', parquet([{ name: 'n', data: ids, type: 'INT32', nullable: false }], 'SNAPPY', 1000));
    const { readTableFile } = await import('../../../src/data/files/readTableFile');
    const error = await readTableFile(file, { signal: reading.signal, onProgress: () => reading.abort() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
