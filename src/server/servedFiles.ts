import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import type { ColumnSpec } from '../model/columns';
import { errorMessage } from '../model/errorMessage';
import { listed } from '../model/listed';
import type { ServedTableInfo, SkippedFile } from '../model/served';
import type { TableNotice } from '../model/tableNotice';
import type { SqlTable } from '../sql/sqlTable';

/** The kinds of file the server serves, by extension. */
export const SERVED_KINDS = ['.csv', '.tsv', '.parquet', '.json', '.ndjson', '.jsonl', '.xlsx', '.xlsm', '.arrow', '.feather', '.arrows'] as const;
export type ServedKind = (typeof SERVED_KINDS)[number];

/** Whether the server reads files of this kind (by extension); not the lock file Excel keeps beside an open workbook (`~$book.xlsx`). */
export const canRead = (path: string): boolean => (SERVED_KINDS as readonly string[]).includes(extname(path).toLowerCase()) && !basename(path).startsWith('~$');

/** A file to serve and the name the page shows it by. */
export interface ServedFile {
  readonly path: string;
  readonly name: string;
}

/** Every readable file under a folder, by its path inside it (`/` between parts), in name order. */
async function filesIn(folder: string): Promise<ServedFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && canRead(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path, name: relative(folder, path).split(sep).join('/') }));
}

/**
 * The files named at start, by name: a file by its own name (`sales.parquet`), a folder's files
 * by their path inside it. A name met twice gets ` (2)`, ` (3)` … after it.
 */
export async function servedFiles(paths: readonly string[]): Promise<ServedFile[]> {
  const found: ServedFile[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) throw new Error(`There is no file or folder "${path}"`);
    if (info.isDirectory()) found.push(...(await filesIn(path)));
    else if (canRead(path)) found.push({ path, name: basename(path) });
    else throw new Error(`Cannot serve "${path}": the server reads ${listed(SERVED_KINDS)} files`);
  }
  const seen = new Map<string, number>();
  return found.map(({ path, name }) => {
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    return { path, name: times === 1 ? name : `${name} (${times})` };
  });
}

/** A file's columns as the grid shows them and its table as the SQL is written for it, worked out and written as Parquet. */
export interface FileSnapshot {
  readonly table: SqlTable;
  readonly specs: readonly ColumnSpec[];
  readonly notices: readonly TableNotice[];
}

/**
 * Reads the file at `path` as the DuckDB server does (types, folded forms, natural orders), writes
 * it to `parquet` with every column worked out and gives it to `take`: how a file reaches another
 * engine (src/server/duckdb/snapshot.ts makes it; the command line hands it to ClickHouse's loading).
 */
export type SnapshotMaker = <T>(path: string, parquet: string, take: (snapshot: FileSnapshot) => Promise<T>) => Promise<T>;

/**
 * A file the server could not stage (SharedTable.load: its content, most often; the error says
 * what): the other files are served without it. An engine's failure elsewhere stops the start.
 */
export class UnreadableFile extends Error {
  constructor(cause: unknown) {
    super(errorMessage(cause), { cause });
  }
}

/** `load`'s table of `file`, or undefined, with the reason in `skipped`, when the file could not be read; any other error goes on. */
export async function unlessUnreadable<T>(file: ServedFile, skipped: SkippedFile[], load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    skipped.push({ name: file.name, reason: error.message });
    return undefined;
  }
}

/** What the page is told of the files named at start that are not served, or null when every one is. */
export function skippedNotice(skipped: readonly SkippedFile[]): string | null {
  const [first] = skipped;
  if (first === undefined) return null;
  if (skipped.length === 1) return `The server could not read ${first.name}, so it does not serve it: ${first.reason}`;
  return `The server could not read ${skipped.length} files, so it does not serve them: ${listed(skipped.map(({ name, reason }) => `${name} (${reason})`))}`;
}

/** The tables as the page's Dataset switcher offers them: each tells of the files not served when it opens, as the terminal did at the start. */
export function withSkippedNotice(tables: readonly ServedTableInfo[], skipped: readonly SkippedFile[]): ServedTableInfo[] {
  const notice = skippedNotice(skipped);
  return tables.map((table) => (notice === null ? table : { ...table, notices: [...(table.notices ?? []), notice] }));
}
