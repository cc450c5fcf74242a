import {
  bool,
  CompressionType,
  dateDay,
  dateMillisecond,
  decimal,
  dictionary,
  float16,
  float32,
  float64,
  int8,
  int16,
  int32,
  int64,
  interval,
  IntervalUnit,
  largeUtf8,
  list,
  fixedSizeList,
  field,
  struct,
  nullType,
  setCompressionCodec,
  tableFromArrays,
  tableToIPC,
  timeMillisecond,
  timestamp,
  TimeUnit,
  uint32,
  utf8,
} from '@uwdata/flechette';
import { describe, expect, it } from 'vitest';
import { decompressLz4Frame } from '../../../src/data/files/arrowCodecs';
import { isAbortError } from '../../../src/data/files/readTableFile';
import { NumberTexts } from '../../../src/model/textLists';
import { expectBlocksReadInOrder, read, rowsOf } from '../../support/files';

const at = (iso: string) => new Date(iso);

/** Every type the grid reads from an Arrow schema, with an empty cell in each column. */
const TYPED = () =>
  tableFromArrays(
    {
      i8: [1, -2, null],
      i16: [300, null, -300],
      i32: [70000, 0, null],
      i64: [2n ** 53n + 1n, -1n, null],
      u32: [4294967295, 1, null],
      f32: [0.1, 2.5, null],
      f64: [12.5, null, -0.25],
      dec: [12345n, -5n, null],
      day: [at('2014-03-05'), null, at('1969-12-31')],
      dayMs: [at('2014-03-05'), at('2000-01-01'), null],
      local: [at('2014-03-05T10:00:00Z'), at('2014-03-05T10:00:00.250Z'), null],
      utc: [at('2014-03-05T10:00:00Z'), null, at('2014-03-05T23:59:59Z')],
      time: [36_000_000, 500, null],
      text: ['Zoë', '', null],
      large: ['a', 'b', null],
      dict: ['Paris', 'Lyon', 'Paris'],
      ok: [true, false, null],
      none: [null, null, null],
    },
    {
      types: {
        i8: int8(),
        i16: int16(),
        i32: int32(),
        i64: int64(),
        u32: uint32(),
        f32: float32(),
        f64: float64(),
        dec: decimal(10, 2, 64),
        day: dateDay(),
        dayMs: dateMillisecond(),
        local: timestamp(TimeUnit.MICROSECOND),
        utc: timestamp(TimeUnit.MILLISECOND, 'UTC'),
        time: timeMillisecond(),
        text: utf8(),
        large: largeUtf8(),
        dict: dictionary(utf8()),
        ok: bool(),
        none: nullType(),
      },
    },
  );

describe('Arrow IPC files (.arrow, .feather) and streams (.arrows)', () => {
  it.each<['file' | 'stream', string]>([
    ['file', 'typed.arrow'],
    ['file', 'typed.feather'],
    ['stream', 'typed.arrows'],
  ])('an IPC %s (%s): types from the schema, values as text', async (format, name) => {
    const parsed = await read(name, tableToIPC(TYPED(), { format })!);
    expect(parsed.headers).toEqual(['i8', 'i16', 'i32', 'i64', 'u32', 'f32', 'f64', 'dec', 'day', 'dayMs', 'local', 'utc', 'time', 'text', 'large', 'dict', 'ok', 'none']);
    // i64 holds a whole number past 2^53: text, as in a CSV file.
    expect(parsed.types).toEqual(['number', 'number', 'number', 'text', 'number', 'number', 'number', 'number', 'date', 'date', 'date', 'date', 'text', 'text', 'text', 'text', 'text', 'text']);
    expect(rowsOf(parsed)).toEqual([
      ['1', '300', '70000', '9007199254740993', '4294967295', '0.1', '12.5', '123.45', '2014-03-05', '2014-03-05', '2014-03-05T10:00:00', '2014-03-05T10:00:00Z', '10:00:00', 'Zoë', 'a', 'Paris', 'true', ''],
      ['-2', '', '0', '-1', '1', '2.5', '', '-0.05', '', '2000-01-01', '2014-03-05T10:00:00.250', '', '00:00:00.500', '', 'b', 'Lyon', 'false', ''],
      ['', '-300', '', '', '', '', '-0.25', '', '1969-12-31', '', '', '2014-03-05T23:59:59Z', '', '', '', 'Paris', '', ''],
    ]);
    expect(parsed.leftOut).toBe(0);
  });

  it('nested values show as JSON, lists of numbers as JSON lists, 64-bit integers as their every digit (as DuckDB writes them)', async () => {
    const table = tableFromArrays(
      {
        ints: [[1, 2], [], null],
        doubles: [[0.5], [1.5, 2], null],
        bigs: [[1n, 2n ** 53n + 1n], null, []],
        pairs: [[1, 2], null, [3, 4]],
        texts: [['a', 'b'], [], null],
        point: [{ x: 1, tags: [7] }, null, { x: 2, tags: [] }],
      },
      {
        types: {
          ints: list(int32()),
          doubles: list(float64()),
          bigs: list(int64()),
          pairs: fixedSizeList(int16(), 2),
          texts: list(utf8()),
          point: struct([field('x', int32()), field('tags', list(int32()))]),
        },
      },
    );
    const parsed = await read('nested.arrow', tableToIPC(table, { format: 'file' })!);
    expect(rowsOf(parsed)).toEqual([
      ['[1,2]', '[0.5]', '[1,9007199254740993]', '[1,2]', '["a","b"]', '{"x":1,"tags":[7]}'],
      ['[]', '[1.5,2]', '', '', '[]', ''],
      ['', '', '[]', '[3,4]', '', '{"x":2,"tags":[]}'],
    ]);
  });

  it('a half float column is a number column of its values, not of their bits', async () => {
    const values = [1.5, -0.25, 2, 0.5, null, 100];
    const parsed = await read('half.arrow', tableToIPC(tableFromArrays({ h: values }, { types: { h: float16() } }), { format: 'file' })!);
    expect(parsed.types).toEqual(['number']);
    expect(rowsOf(parsed).map(([text]) => text)).toEqual(['1.5', '-0.25', '2', '0.5', '', '100']);
  });

  it('intervals of each unit show as DuckDB writes them (as a Parquet file\'s INTERVAL)', async () => {
    const table = tableFromArrays(
      {
        mdn: [[14, 3, 4_000_000_000n], [0, 0, 0n], [-1, 0, -1_500_000_000n], null],
        ym: [14, 0, -13, null],
        dt: [[3, 4000], [0, 1], [1, 0], null],
      },
      { types: { mdn: interval(IntervalUnit.MONTH_DAY_NANO), ym: interval(IntervalUnit.YEAR_MONTH), dt: interval(IntervalUnit.DAY_TIME) } },
    );
    const parsed = await read('waits.arrow', tableToIPC(table, { format: 'file' })!);
    expect(parsed.types).toEqual(['text', 'text', 'text']);
    expect(rowsOf(parsed)).toEqual([
      ['1 year 2 months 3 days 00:00:04', '1 year 2 months', '3 days 00:00:04'],
      ['00:00:00', '00:00:00', '00:00:00.001'],
      ['-1 month -00:00:01.5', '-1 year -1 month', '1 day'],
      ['', '', ''],
    ]);
  });

  it('integers and doubles are kept as numbers; a 64-bit integer past 2^53 keeps its column as exact text', async () => {
    const parsed = await read('n.arrow', tableToIPC(TYPED(), { format: 'file' })!);
    const kept = parsed.columns.map((column) => column.values instanceof NumberTexts);
    expect(kept.slice(0, 8)).toEqual([true, true, true, false, true, false, true, false]);
  });

  it('a decimal column of no fraction is kept as numbers; one holding a whole number past 2^53 is exact text', async () => {
    const table = tableFromArrays(
      { ids: [100000000000000000003n, 100000000000000000001n, null], counts: [12n, -3n, null] },
      { types: { ids: decimal(38, 0, 128), counts: decimal(18, 0, 64) } },
    );
    const parsed = await read('ids.arrow', tableToIPC(table, { format: 'file' })!);
    expect(parsed.types).toEqual(['text', 'number']);
    expect(parsed.columns[1]!.values).toBeInstanceOf(NumberTexts);
    expect(rowsOf(parsed)).toEqual([
      ['100000000000000000003', '12'],
      ['100000000000000000001', '-3'],
      ['', ''],
    ]);
  });

  it('reads every record batch in order, keeps the first maxRecords rows and counts the rest', async () => {
    const n = Int32Array.from({ length: 2500 }, (_, i) => i);
    const bytes = tableToIPC(tableFromArrays({ n }, { maxBatchRows: 700 }), { format: 'stream' })!;
    await expectBlocksReadInOrder('n.arrows', bytes, { rows: 2500, blockRows: 700, maxRecords: 1000 });
  });

  it('text and date columns read from their bytes show what flechette decodes, over batches, nulls and a column of nearly all different values', async () => {
    const rows = 80_000;
    const cities = ['Lisbon', 'São Paulo', 'Zürich', '', '東京', '😀'];
    const table = tableFromArrays(
      {
        city: Array.from({ length: rows }, (_, i) => (i % 11 === 5 ? null : cities[i % cities.length]!)),
        email: Array.from({ length: rows }, (_, i) => (i % 13 === 7 ? null : `${i % 3 === 0 ? 'ł' : ''}user${i}@example.com`)),
        day: Array.from({ length: rows }, (_, i) => (i % 17 === 2 ? null : new Date(Date.UTC(2000, 0, 1 + (i % 4000))))),
      },
      { types: { city: utf8(), email: utf8(), day: dateDay() }, maxBatchRows: 30_000 },
    );
    const parsed = await read('t.arrow', tableToIPC(table, { format: 'file' })!);
    const expected = Array.from({ length: rows }, (_, row) => {
      const day = table.getChild('day').at(row) as number | null;
      const text = (name: string) => (table.getChild(name).at(row) as string | null) ?? '';
      return [text('city'), text('email'), day === null ? '' : new Date(day).toISOString().slice(0, 10)];
    });
    expect(parsed.types).toEqual(['text', 'text', 'date']);
    expect(rowsOf(parsed)).toEqual(expected);
    expect(parsed.columns.map((column) => column.codes === null)).toEqual([false, true, false]);
  });

  it('stops with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await read('t.arrow', tableToIPC(TYPED(), { format: 'file' })!, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });

  it.each<[string, string, Uint8Array, RegExp]>([
    ['an empty file', 'e.arrow', new Uint8Array(0), /^“e\.arrow” is empty/],
    ['text named .arrow', 't.arrow', new TextEncoder().encode('id,name\n1,Ann\n'), /^“t\.arrow” is not an Apache Arrow IPC file or stream that can be read/],
    ['a file cut short', 'c.arrow', tableToIPC(TYPED(), { format: 'file' })!.slice(0, 200), /^“c\.arrow” is not an Apache Arrow IPC file or stream that can be read/],
    // flechette's own TypeError (`Cannot destructure property 'version' of …`) tells a person nothing.
    ['a file cut in half', 'h.arrow', ((bytes) => bytes.slice(0, bytes.length >> 1))(tableToIPC(TYPED(), { format: 'file' })!), /^“h\.arrow” is not an Apache Arrow IPC file or stream that can be read \(its bytes are damaged or cut short\)\.$/],
  ])('%s gets a sentence that says so', async (_, name, bytes, message) => {
    const error: unknown = await read(name, bytes).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'FileReadError' });
    expect((error as Error).message).toMatch(message);
  });
});

/** An LZ4 frame of the given blocks: raw LZ4 block bytes, or stored bytes (marked uncompressed). */
function lz4Frame(blocks: { stored?: Uint8Array; lz4?: number[] }[], blockChecksums = false): Uint8Array {
  const parts: number[] = [0x04, 0x22, 0x4d, 0x18, 0x40 | (blockChecksums ? 0x10 : 0), 0x40, 0x00];
  const u32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
  for (const block of blocks) {
    const bytes = block.stored ? Array.from(block.stored) : block.lz4!;
    parts.push(...u32(bytes.length | (block.stored ? 0x80000000 : 0)), ...bytes, ...(blockChecksums ? [0, 0, 0, 0] : []));
  }
  parts.push(0, 0, 0, 0);
  return Uint8Array.from(parts);
}

describe('Compressed Arrow bodies', () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it('an LZ4 frame: stored blocks, compressed blocks, and a match reaching into the block before (linked blocks)', () => {
    // Block 1: "abcabcabc" as 3 literals and a match of 6 at offset 3. Block 2: a match of 4 at offset 9, then literals "!".
    const frame = lz4Frame([{ lz4: [0x32, 0x61, 0x62, 0x63, 0x03, 0x00] }, { lz4: [0x00, 0x09, 0x00, 0x10, 0x21] }, { stored: new TextEncoder().encode('xyz') }], true);
    expect(text(decompressLz4Frame(frame, 17))).toBe('abcabcabcabca!xyz');
  });

  it('LZ4 data that does not decode is an error, not wrong bytes', () => {
    expect(() => decompressLz4Frame(lz4Frame([{ lz4: [0x00, 0x05, 0x00] }]), 4)).toThrow(/corrupt/);
    expect(() => decompressLz4Frame(new Uint8Array([1, 2, 3, 4, 5, 6, 7]), 1)).toThrow(/frame header/);
    expect(() => decompressLz4Frame(lz4Frame([{ stored: new Uint8Array(2) }]), 3)).toThrow(/holds 2 bytes where 3/);
  });

  it('a file compressed with LZ4 frames reads as the uncompressed one does', async () => {
    // flechette writes compressed bodies with a registered codec: frames of stored blocks here.
    setCompressionCodec(CompressionType.LZ4_FRAME, { encode: (bytes) => lz4Frame([{ stored: bytes }]), decode: decompressLz4Frame });
    const compressed = tableToIPC(TYPED(), { format: 'file', codec: CompressionType.LZ4_FRAME })!;
    const plain = tableToIPC(TYPED(), { format: 'file' })!;
    expect(compressed).not.toEqual(plain);
    expect(rowsOf(await read('lz4.feather', compressed))).toEqual(rowsOf(await read('plain.feather', plain)));
  });
});
