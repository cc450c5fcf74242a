import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type ColumnSource, parquetWriteBuffer } from 'hyparquet-writer';

export type Codec = 'UNCOMPRESSED' | 'SNAPPY' | 'GZIP' | 'BROTLI' | 'ZSTD' | 'LZ4_RAW';

/** A ZSTD frame of one raw (stored) block: enough to show the codec is wired; fzstd tests its own decoding. */
function zstdStored(input: Uint8Array): Uint8Array {
  const header = [0x28, 0xb5, 0x2f, 0xfd, 0xa0, ...u32(input.length)]; // single segment, 4-byte content size
  const block = (1 | (input.length << 3)) >>> 0; // last block, raw, its size
  return Uint8Array.from([...header, block & 0xff, (block >> 8) & 0xff, (block >> 16) & 0xff, ...input]);
}
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** An LZ4 block of literals only (no matches): valid, if not smaller. */
function lz4Literals(input: Uint8Array): Uint8Array {
  const extra: number[] = [];
  if (input.length >= 15) {
    let rest = input.length - 15;
    while (rest >= 255) {
      extra.push(255);
      rest -= 255;
    }
    extra.push(rest);
  }
  return Uint8Array.from([Math.min(input.length, 15) << 4, ...extra, ...input]);
}

const COMPRESSORS = {
  GZIP: (input: Uint8Array) => new Uint8Array(gzipSync(input)),
  BROTLI: (input: Uint8Array) => new Uint8Array(brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
  ZSTD: zstdStored,
  LZ4_RAW: lz4Literals,
};

/** A Parquet file of these columns, compressed with `codec`, in row groups of `rowGroupSize` rows. */
export const parquet = (columnData: ColumnSource[], codec: Codec = 'SNAPPY', rowGroupSize?: number) =>
  new Uint8Array(parquetWriteBuffer({ columnData, codec, compressors: COMPRESSORS, ...(rowGroupSize ? { rowGroupSize } : {}) }));


/** Typed columns as a Parquet writer gives them: numbers (64-bit too), text, a UTC timestamp, booleans, with nulls. */
export const TYPED_COLUMNS: ColumnSource[] = [
  { name: 'id', data: new Int32Array([1, 2, 3]), type: 'INT32', nullable: false },
  { name: 'name', data: ['Zoë', null, 'Ann, "A"'], type: 'STRING' },
  { name: 'amount', data: [12.5, null, -0.25], type: 'DOUBLE' },
  { name: 'ratio', data: [0.1, 2.5, null], type: 'FLOAT' },
  { name: 'big', data: [9007199254740993n, -1n, null], type: 'INT64' },
  { name: 'seen', data: [new Date(Date.UTC(2014, 2, 5, 10, 0, 0)), new Date(Date.UTC(2014, 2, 5, 10, 0, 0, 250)), null], type: 'TIMESTAMP' },
  { name: 'ok', data: [true, false, null], type: 'BOOLEAN' },
];

/** TIME columns of each unit (milliseconds, microseconds, nanoseconds since midnight): 10:00:00, a time with a fraction, a blank. */
export const timesOfDay = () =>
  new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: 'millis', data: [36_000_000, 86_399_500, null] },
        { name: 'micros', data: [36_000_000_000n, 86_399_500_000n, null] },
        { name: 'nanos', data: [36_000_000_000_000n, 45_296_789_000_000n, null] },
      ],
      schema: [
        { name: 'root', num_children: 3 },
        { name: 'millis', type: 'INT32', converted_type: 'TIME_MILLIS', repetition_type: 'OPTIONAL' },
        { name: 'micros', type: 'INT64', converted_type: 'TIME_MICROS', repetition_type: 'OPTIONAL' },
        { name: 'nanos', type: 'INT64', logical_type: { type: 'TIME', isAdjustedToUTC: false, unit: 'NANOS' }, repetition_type: 'OPTIONAL' },
      ],
    }),
  );

/** DECIMAL columns as each physical type holds them (INT32, INT64, 16 fixed bytes): digits past what a double holds, negatives, zero, a blank. */
export const decimals = () =>
  new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: 'small', data: [12345n, -50n, 0n, null] },
        { name: 'wide', data: [999999999999999999n, -1n, 150n, null] },
        { name: 'huge', data: [123456789012345678901234567890n, -123456789012345678901234567890n, 1n, null] },
      ],
      schema: [
        { name: 'root', num_children: 3 },
        { name: 'small', type: 'INT32', converted_type: 'DECIMAL', precision: 9, scale: 2, repetition_type: 'OPTIONAL' },
        { name: 'wide', type: 'INT64', converted_type: 'DECIMAL', precision: 18, scale: 2, repetition_type: 'OPTIONAL' },
        { name: 'huge', type: 'FIXED_LEN_BYTE_ARRAY', type_length: 16, converted_type: 'DECIMAL', precision: 38, scale: 10, repetition_type: 'OPTIONAL' },
      ],
    }),
  );

/**
 * DECIMAL columns of no fraction (scale 0), as a warehouse writes its integers (NUMBER(38,0)):
 * `ids` holds whole numbers past 2^53, as fixed bytes; `counts` only whole numbers a double holds.
 */
export const wholeDecimals = () =>
  new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: 'ids', data: [100000000000000000003n, 100000000000000000001n, 7n, null] },
        { name: 'counts', data: [12n, -3n, 9007199254740991n, null] },
      ],
      schema: [
        { name: 'root', num_children: 2 },
        { name: 'ids', type: 'FIXED_LEN_BYTE_ARRAY', type_length: 16, converted_type: 'DECIMAL', precision: 38, scale: 0, repetition_type: 'OPTIONAL' },
        { name: 'counts', type: 'INT64', converted_type: 'DECIMAL', precision: 18, scale: 0, repetition_type: 'OPTIONAL' },
      ],
    }),
  );

/** A BLOB column (bytes, no text annotation): bytes that are no UTF-8, and bytes that happen to be; and an ENUM column, text. */
export const blobs = () =>
  new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        { name: 'bytes', data: [Uint8Array.of(0xaa, 0xbb), new TextEncoder().encode('abc'), null] },
        { name: 'kind', data: ['open', 'closed', null] },
      ],
      schema: [
        { name: 'root', num_children: 2 },
        { name: 'bytes', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
        { name: 'kind', type: 'BYTE_ARRAY', converted_type: 'ENUM', repetition_type: 'OPTIONAL' },
      ],
    }),
  );

/** A Parquet INTERVAL (12 bytes: months, days, milliseconds, each a little-endian unsigned 32-bit integer). */
const interval = (months: number, days: number, ms: number) => {
  const bytes = new Uint8Array(12);
  const view = new DataView(bytes.buffer);
  [months, days, ms].forEach((n, i) => view.setUint32(i * 4, n, true));
  return bytes;
};

/** An INTERVAL column (hyparquet reads none by itself), each part alone and together, and an empty cell. */
export const intervals = () =>
  new Uint8Array(
    parquetWriteBuffer({
      columnData: [
        {
          name: 'wait',
          data: [interval(14, 3, 14_706_007), interval(0, 3, 0), null, interval(0, 0, 108_000_000), interval(0, 0, 0), interval(1, 1, 1500), interval(24, 0, 5000), interval(0, 0, 10)],
        },
      ],
      schema: [
        { name: 'root', num_children: 1 },
        { name: 'wait', type: 'FIXED_LEN_BYTE_ARRAY', type_length: 12, converted_type: 'INTERVAL', repetition_type: 'OPTIONAL' },
      ],
    }),
  );
