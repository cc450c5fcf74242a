// Reads a person's own file (CSV, TSV, TXT, JSON, NDJSON/JSONL, Parquet, Arrow, Excel) into
// dictionary-encoded columns, streamed a chunk at a time. Pure apart from reading the Blob: it
// runs in the data worker and in Node (tests, the data server), uploads nothing and loads Papa
// Parse, the Parquet, Arrow or Excel reader only when such a file is opened.
import { readDelimited } from './delimited';
import { FileReadError, quoted } from './errors';
import { looksLikeJsonLines, readJsonArray, readJsonLines } from './json';
import { DEFAULT_MAX_RECORDS } from './limits';
import type { ParsedFile } from './tableBuilder';
import { type NamedBlob, type ReadOptions, TextReader } from './textReader';

export { FileReadError, isAbortError } from './errors';
export { DEFAULT_MAX_RECORDS, MAX_RECORD_LENGTH } from './limits';
export type { ParsedFile } from './tableBuilder';
export type { NamedBlob } from './textReader';

export interface ReadTableOptions extends ReadOptions {
  /** Records kept; the rest are counted in `leftOut`. Default 1,000,000. */
  maxRecords?: number;
  /** Bytes read at a time (CHUNK_BYTES); tests make it small to put chunk ends everywhere. */
  chunkBytes?: number;
  /** A workbook's sheet to read, by name (the first when not given). */
  sheet?: string;
}

/** Text read before the format, line break and delimiter are decided: a few dozen lines. */
const SAMPLE_LENGTH = 64 * 1024;

export type FileFormat = 'delimited' | 'tsv' | 'json' | 'jsonLines' | 'parquet' | 'arrow' | 'xlsx';

const FORMAT_OF_EXTENSION: Record<string, FileFormat> = {
  csv: 'delimited',
  txt: 'delimited',
  tsv: 'tsv',
  json: 'json',
  ndjson: 'jsonLines',
  jsonl: 'jsonLines',
  parquet: 'parquet',
  arrow: 'arrow',
  feather: 'arrow',
  arrows: 'arrow',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  // An older workbook: its reader says what to do with it.
  xls: 'xlsx',
};

/** The binary formats, by their first bytes: Arrow's file magic or stream start, a zip (a workbook), an OLE2 file (a password-protected workbook). */
const MAGIC: readonly [number[], FileFormat][] = [
  [[0x41, 0x52, 0x52, 0x4f, 0x57, 0x31], 'arrow'],
  [[0xff, 0xff, 0xff, 0xff], 'arrow'],
  [[0x50, 0x4b, 0x03, 0x04], 'xlsx'],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'xlsx'],
];

/** The binary format a file's first bytes say, whatever its name. */
async function formatOfBytes(file: Blob): Promise<FileFormat | undefined> {
  const start = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return MAGIC.find(([magic]) => magic.every((byte, i) => start[i] === byte))?.[1];
}

const BINARY: ReadonlySet<FileFormat | undefined> = new Set(['parquet', 'arrow', 'xlsx']);

/** The format a file name says (its extension, in any case), or undefined for another name. */
export function formatOfName(name: string): FileFormat | undefined {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? undefined : FORMAT_OF_EXTENSION[name.slice(dot + 1).toLowerCase()];
}

/** Reads a file of a binary format with its reader, loaded now. */
async function readBinary(file: NamedBlob, format: FileFormat, options: ReadTableOptions & { maxRecords: number }): Promise<ParsedFile> {
  if (format === 'parquet') return (await import('./parquet')).readParquet(file, options);
  if (format === 'arrow') return (await import('./arrow')).readArrow(file, options);
  return (await import('./xlsx')).readXlsx(file, options);
}

/**
 * Reads a file as a table. The format comes from the extension; with another extension, text
 * that starts with `[` or `{` is JSON, anything else delimited text. Throws a FileReadError,
 * whose message is a sentence for the person, for a file that cannot be a table (empty,
 * binary, invalid JSON, no records, a record over 1 MB), and an AbortError (`isAbortError`)
 * when `signal` aborts. What was repaired on the way (invalid UTF-8, records with more or
 * fewer fields, renamed columns…) is told in `notices`.
 *
 * Every record of the file is read, even past `maxRecords`, so that `leftOut` can say how many
 * were left out (records past it are parsed, not added to columns: for a CSV, about a quarter of
 * the time per record).
 */
export async function readTableFile(file: NamedBlob, options: ReadTableOptions = {}): Promise<ParsedFile> {
  const maxRecords = options.maxRecords ?? DEFAULT_MAX_RECORDS;
  const { name } = file;
  const named = formatOfName(name);
  if (BINARY.has(named)) return readBinary(file, named!, { ...options, maxRecords });
  // A file named as text may be a workbook or Arrow data all the same (a download saved as .csv);
  // if it does not read as one, it is read as text, which says what a binary file is.
  const sniffed = await formatOfBytes(file);
  if (sniffed) {
    try {
      return await readBinary(file, sniffed, { ...options, maxRecords });
    } catch (error) {
      if (!(error instanceof FileReadError)) throw error;
    }
  }
  const reader = new TextReader(file, options, options.chunkBytes);
  const sample = await reader.sample(SAMPLE_LENGTH);
  if (!reader.sawText) {
    throw new FileReadError(`${quoted(name)} is empty: it holds no text. Choose a file with a first line of column names and records below it.`);
  }

  let format = named;
  const start = sample.trimStart()[0];
  if (!format) format = start === '[' || start === '{' ? 'json' : 'delimited';
  const builder =
    format === 'delimited' || format === 'tsv'
      ? await readDelimited(reader, sample, { tsv: format === 'tsv', maxRecords })
      : format === 'jsonLines' || (start === '{' && looksLikeJsonLines(sample.trimStart(), reader.exhausted))
        ? await readJsonLines(reader, { maxRecords })
        : await readJsonArray(reader, { maxRecords, signal: options.signal });

  const parsed = builder.build();
  if (reader.invalidSequences > 0) {
    const count = reader.invalidSequences;
    parsed.notices.unshift(
      `${quoted(name)} is not valid UTF-8 text: ${count.toLocaleString('en-US')} ${count === 1 ? 'character' : 'characters'} could not be read and show as “\uFFFD”. ` +
        'If it was saved in another encoding (Windows-1252 or Latin-1, say), save it as UTF-8 and open it again.',
    );
  }
  return parsed;
}
