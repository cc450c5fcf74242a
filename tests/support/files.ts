import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type ParsedFile, readTableFile, type ReadTableOptions } from '../../src/data/files/readTableFile';

/** A file as the worker gets one from a file picker: a Blob with a name. */
export const fileOf = (name: string, ...parts: (string | Uint8Array)[]) => Object.assign(new Blob(parts as BlobPart[]), { name });

/** Bytes written as hex pairs ("c3 a9"), for text that is not valid UTF-8. */
export const bytes = (hex: string) => new Uint8Array(hex.split(' ').map((pair) => parseInt(pair, 16)));

export const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'fixtures', name)));

/** The table's records as rows of cell text, decoded from the columns. */
export const rowsOf = (parsed: ParsedFile): string[][] =>
  Array.from({ length: parsed.count }, (_, row) => parsed.columns.map((column) => column.values.at(column.codes ? column.codes[row]! : row)!));

/**
 * Chunk sizes that put chunk ends everywhere: inside UTF-8 sequences, between CR and LF,
 * inside quotes; undefined is the real size (1 MB, so the whole small file at once).
 */
export const CHUNK_SIZES = [1, 2, 3, 7, 64, undefined];

/** Reads `content` as a file named `name`. */
export const read = (name: string, content: string | Uint8Array, options: ReadTableOptions = {}) => readTableFile(fileOf(name, content), options);

/** Reads it and gives headers and rows, failing if any chunk size gives something else. */
export async function table(name: string, content: string | Uint8Array, options: ReadTableOptions = {}) {
  const results = await Promise.all(
    CHUNK_SIZES.map(async (chunkBytes) => {
      const parsed = await read(name, content, { ...options, chunkBytes });
      return { headers: parsed.headers, types: parsed.types, rows: rowsOf(parsed), notices: parsed.notices, leftOut: parsed.leftOut };
    }),
  );
  for (const result of results) if (JSON.stringify(result) !== JSON.stringify(results.at(-1))) throw new Error(`chunk sizes disagree: ${JSON.stringify(result)}`);
  return results.at(-1)!;
}

/**
 * The message of the error reading `content` throws, checking it is a FileReadError at every
 * chunk size (big files: give a few large ones, tiny chunks would take quadratic time).
 */
export async function failure(name: string, content: string | Uint8Array, options: ReadTableOptions = {}, chunkSizes = CHUNK_SIZES): Promise<string> {
  const messages = await Promise.all(
    chunkSizes.map((chunkBytes) =>
      read(name, content, { ...options, chunkBytes }).then(
        () => 'no error',
        (error: unknown) => (error instanceof Error && error.name === 'FileReadError' ? error.message : `not a FileReadError: ${String(error)}`),
      ),
    ),
  );
  for (const message of messages) if (message !== messages.at(-1)) throw new Error(`chunk sizes disagree: ${message} / ${messages.at(-1)}`);
  return messages.at(-1)!;
}

/**
 * A file of blocks (Parquet's row groups, Arrow's record batches) of one column holding 0 to
 * rows - 1, `blockRows` a block: every block read in order; with `maxRecords`, the first rows
 * kept and the rest counted, progress once for each block those rows need, the last at the file's size.
 */
export async function expectBlocksReadInOrder(name: string, file: Uint8Array, { rows, blockRows, maxRecords }: { rows: number; blockRows: number; maxRecords: number }) {
  const whole = await read(name, file);
  expect(rowsOf(whole).map(([cell]) => cell)).toEqual(Array.from({ length: rows }, (_, i) => String(i)));
  const progress: number[] = [];
  const cut = await read(name, file, { maxRecords, onProgress: (done) => progress.push(done) });
  expect([cut.count, cut.leftOut]).toEqual([maxRecords, rows - maxRecords]);
  expect(rowsOf(cut).at(-1)).toEqual([String(maxRecords - 1)]);
  expect(progress).toHaveLength(Math.ceil(maxRecords / blockRows));
  expect(progress.at(-1)).toBe(file.length);
}
