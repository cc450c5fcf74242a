// Reads a person's own file (CSV, TSV, TXT, JSON, NDJSON/JSONL, Parquet) into dictionary-encoded
// columns, streamed a chunk at a time. Pure apart from reading the Blob: it runs in the data
// worker and in Node (tests), uploads nothing and loads Papa Parse or the Parquet reader only
// when such a file is opened.
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
}

/** Text read before the format, line break and delimiter are decided: a few dozen lines. */
const SAMPLE_LENGTH = 64 * 1024;

export type FileFormat = 'delimited' | 'tsv' | 'json' | 'jsonLines' | 'parquet';

const FORMAT_OF_EXTENSION: Record<string, FileFormat> = {
  csv: 'delimited',
  txt: 'delimited',
  tsv: 'tsv',
  json: 'json',
  ndjson: 'jsonLines',
  jsonl: 'jsonLines',
  parquet: 'parquet',
};

/** The format a file name says (its extension, in any case), or undefined for another name. */
export function formatOfName(name: string): FileFormat | undefined {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? undefined : FORMAT_OF_EXTENSION[name.slice(dot + 1).toLowerCase()];
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
  if (formatOfName(name) === 'parquet') {
    const { readParquet } = await import('./parquet');
    return readParquet(file, { ...options, maxRecords });
  }
  const reader = new TextReader(file, options, options.chunkBytes);
  const sample = await reader.sample(SAMPLE_LENGTH);
  if (!reader.sawText) {
    throw new FileReadError(`${quoted(name)} is empty: it holds no text. Choose a file with a first line of column names and records below it.`);
  }

  let format = formatOfName(name);
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
