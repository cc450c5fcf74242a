import { type DuckDBConnection, DuckDBDataChunk, VARCHAR } from '@duckdb/node-api';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { readTableFile } from '../../data/files/readTableFile';
import type { ParsedFile } from '../../data/files/tableBuilder';
import { DUCKDB } from '../../sql/dialect';
import { type FileSource, stagedTexts } from './fileSource';
import { fileColumnBase } from './storedNames';

const { quote } = DUCKDB;

/** Rows a data chunk holds (DuckDB's vector size). */
const CHUNK_ROWS = 2048;

/** Each row's texts of a parsed file, a column at a time ('' for an empty cell). */
function columnTexts(parsed: ParsedFile, column: number, from: number, to: number): string[] {
  const { values, codes } = parsed.columns[column]!;
  const texts = new Array<string>(to - from);
  for (let row = from; row < to; row++) texts[row - from] = values.at(codes ? codes[row]! : row) ?? '';
  return texts;
}

/**
 * Reads a file DuckDB has no reader for here (an Excel workbook's first sheet, an Arrow file:
 * DuckDB's `excel` and `arrow` extensions are downloaded at run time) with the tab's own reader
 * (src/data/files), every record (no cap), and stages its texts into table `staging`, in file
 * order, as a CSV's are: the same cells, so the same types and answers as the tab.
 */
export async function tabFileSource(connection: DuckDBConnection, path: string, staging: string): Promise<FileSource> {
  const file = Object.assign(await openAsBlob(path), { name: basename(path) });
  const parsed = await readTableFile(file, { maxRecords: Number.POSITIVE_INFINITY });
  const names = parsed.headers.map((_, i) => quote(fileColumnBase(i)));
  await connection.run(`CREATE OR REPLACE TABLE ${quote(staging)} (${names.map((name) => `${name} VARCHAR`).join(', ')})`);
  const appender = await connection.createAppender(staging);
  try {
    const types = parsed.headers.map(() => VARCHAR);
    for (let from = 0; from < parsed.count; from += CHUNK_ROWS) {
      const to = Math.min(from + CHUNK_ROWS, parsed.count);
      const chunk = DuckDBDataChunk.create(types, to - from);
      chunk.setColumns(parsed.headers.map((_, column) => columnTexts(parsed, column, from, to)));
      appender.appendDataChunk(chunk);
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  // A workbook's columns are typed here from their texts, as a CSV's; an Arrow file's come typed by its schema, and a CSV's the tab read by its cells.
  return stagedTexts(parsed.headers, staging, parsed.notices, parsed.sheets ? [] : parsed.types);
}
