// The codecs common writers use beyond Snappy, all JavaScript: hyparquet-compressors' own
// Snappy is WebAssembly, which the page's Content-Security-Policy does not allow (and its index
// instantiates it on import), so Snappy stays hyparquet's built-in one.
import { decompress as decompressZstd } from 'fzstd';
import type { Compressors } from 'hyparquet';
import { decompressBrotli } from 'hyparquet-compressors/src/brotli.js';
import { gunzip } from 'hyparquet-compressors/src/gzip.js';
import { decompressLz4, decompressLz4Raw } from 'hyparquet-compressors/src/lz4.js';

export const PARQUET_CODECS: Compressors = {
  GZIP: (input, length) => gunzip(input, new Uint8Array(length)),
  BROTLI: decompressBrotli,
  ZSTD: (input) => decompressZstd(input),
  LZ4: decompressLz4,
  LZ4_RAW: decompressLz4Raw,
};
