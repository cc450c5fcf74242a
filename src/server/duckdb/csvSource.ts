import type { DuckDBConnection } from '@duckdb/node-api';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { readTableFile } from '../../data/files/readTableFile';
import { renamedNotice } from '../../data/files/renamedNotice';
import { ColumnNames } from '../../model/columnNames';
import { DUCKDB } from '../../sql/dialect';
import { filePattern, type FileSource, headersOf, stagedTexts } from './fileSource';
import { fileColumnBase } from './storedNames';
import type { ParsedFile } from '../../data/files/tableBuilder';

const { quote } = DUCKDB;

/** How much of a file's start both readers read before DuckDB reads it all: a few hundred records of a usual file. */
const START_BYTES = 64 * 1024;

/** The records of that start the tab's reader keeps (it reads them all, to count the rest). */
const START_RECORDS = 200;

/**
 * A CSV's or TSV's texts staged by DuckDB (fast: a 10,000,000-row file in seconds) when DuckDB
 * reads it as the tab does, else null, and the tab's own reader stages it (tabFileSource.ts).
 * DuckDB guesses a file's layout (its delimiter, its quotes and escapes) where the tab's reader
 * has rules of its own and repairs a record with other fields than the header with a notice; so
 * both read the file's start, and their columns there must agree; then DuckDB reads it all
 * strictly (`sql`, fileSource.ts: `"` quotes, no other escape, every record as long as the header), and
 * any record it cannot read so sends the file to the tab's reader.
 */
export async function csvSource(connection: DuckDBConnection, sql: string, records: string, path: string, staging: string): Promise<FileSource | null> {
  // A start the tab refuses (a header and no records) is DuckDB's to read, as it was.
  const tab = await tabStart(path).catch(() => null);
  try {
    const start = await connection.runAndReadAll(`SELECT * FROM ${records} LIMIT 2`, [filePattern(path)]);
    const [written = [], ...rows] = (start.getRowsJS() as (string | null)[][]).map((record) => record.map((text) => text ?? ''));
    const headers = new ColumnNames(written).names;
    if (tab && !agree(tab, headers, rows.length)) return null;
    const { headers: duckNames } = await headersOf(connection, sql, path);
    if (duckNames.length !== headers.length) return null;
    const columns = duckNames.map((name, i) => `coalesce(CAST(${quote(name)} AS VARCHAR), '') AS ${quote(fileColumnBase(i))}`);
    // The staged table's rows are in file order: its row ids are the records' numbers.
    await connection.run(`CREATE OR REPLACE TABLE ${quote(staging)} AS SELECT ${columns.join(', ')} FROM ${sql}`, [filePattern(path)]);
    const renamed = renamedNotice(basename(path), written, headers);
    return stagedTexts(headers, staging, renamed === null ? [] : [renamed]);
  } catch {
    // DuckDB could not read it strictly (a record of other fields, a stray quote, text that is not UTF-8…): the tab's reader reads it with its repairs' notices, or says why it cannot.
    return null;
  }
}

/** The tab's reading of the file's start (its columns: a record with more fields than the header adds some). */
async function tabStart(path: string): Promise<ParsedFile> {
  const start = Object.assign((await openAsBlob(path)).slice(0, START_BYTES), { name: basename(path) });
  return readTableFile(start, { maxRecords: START_RECORDS });
}

/** Whether DuckDB reads the file's columns as the tab does, and finds a record where it finds some (a header misread from a last line finds none). */
function agree(tab: ParsedFile, headers: readonly string[], duckRecords: number): boolean {
  return tab.headers.length === headers.length && tab.headers.every((name, i) => name === headers[i]) && duckRecords >= Math.min(tab.count, 1);
}
