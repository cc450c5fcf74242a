import type { ColumnSpec } from './columns';
import type { TableNotice } from './tableNotice';
import type { Totals } from './grouping';
import type { RowQuery } from './query';
import type { ColumnSummary } from './summary';

/** Which people to make: the same spec always makes the same people. */
export interface SetSpec {
  count: number;
  seed: number;
  /** Mix in names that look like markup (see MARKUP_NAMES). */
  markupNames: boolean;
  /** Sub rows per person on each nested level (`?sub=3,2`); empty for flat people. */
  sub: number[];
}

/** What to show: a generated set of people, one of faker's reference lists, or a file of the visitor's. */
export type SourceSpec =
  | { type: 'people'; key: 'people'; set: SetSpec }
  | { type: 'list'; key: string; columns: readonly ColumnSpec[] }
  /** The file read by request `read` (see `readFile`), or without it the file shown last. */
  | { type: 'file'; key: 'file'; read?: number }
  /** A table of the data server (`npm run serve`), by its dataset key (src/model/served.ts). */
  | { type: 'served'; key: string };

/** A file the worker has read: its columns as the grid shows them, and what the visitor should know. */
export interface FileRead {
  count: number;
  columns: ColumnSpec[];
  /** Repairs made while reading (invalid UTF-8, renamed columns, …), and records left out. */
  notices: TableNotice[];
  /** A workbook's sheets by name, and the one read. */
  sheets?: string[];
  sheet?: string;
}

/** What the page asks of its data: the data worker's TabData answers every kind; the data server over HTTP the kinds of HttpDataRequest. */
export type DataRequest =
  /** Make or load the rows and answer from them from now on (answers `loaded`, with `progress` before). */
  | { kind: 'load'; requestId: number; source: SourceSpec }
  /**
   * Read a file of the visitor's into a table (answers `fileRead`, or `rejected` for a file
   * it cannot read, with `progress` in bytes before). The rows on screen stay until a `load` of
   * source `{ type: 'file', read: requestId }` shows the file; then it stays, so that a later
   * `load` of source `file` shows it again. `sheet`: a workbook's sheet to read, by name (else its first).
   */
  | { kind: 'readFile'; requestId: number; file: File; sheet?: string }
  /** Stop reading the file of request `target` (it answers `superseded`), or forget it if read already. */
  | { kind: 'cancel'; target: number }
  /** Make a set in idle time, so a later `load` of it is instant. No answer. */
  | { kind: 'prepare'; set: SetSpec }
  /** Load the grouping code and compile it on a small table, in idle time (the page asks once it is idle after the first rows). No answer. */
  | { kind: 'prepareGrouping' }
  /**
   * Rows start..end-1 of the query's result on dataset `key` (answers `rows`). `ahead`: a page
   * fetched before it is asked for (a served table's next one), which never supersedes a newer
   * query: it answers `superseded` unless its query is the newest.
   */
  | { kind: 'rows'; requestId: number; key: string; query: RowQuery; start: number; end: number; ahead?: true }
  /**
   * The query's whole result as text, in its order, the given columns under their headers
   * (answers `text`): CSV for a file, TSV for the clipboard; with `only`, just the rows whose
   * byte in it is 1 (the selected ones).
   */
  | { kind: 'text'; requestId: number; key: string; query: RowQuery; columns: { colId: string; header: string }[]; format: TextFormat; only?: Uint8Array }
  /** Every row that passes the query's filters and search, by row number (answers `passing`). */
  | { kind: 'passing'; requestId: number; key: string; query: RowQuery }
  /**
   * What column `colId` holds among the rows that pass `query` (answers `values`): its summary
   * and its most frequent values that contain `search`. A newer `values` request supersedes it.
   */
  | { kind: 'values'; requestId: number; key: string; query: RowQuery; colId: string; search: string }
  /**
   * Export groups: a grouped query's summary as CSV (answers `text`): a field per level, `count`,
   * a field per aggregate, headed by the given columns' headers; a line per deepest group, in order.
   */
  | { kind: 'groupsText'; requestId: number; key: string; query: RowQuery; columns: { colId: string; header: string }[] };

/**
 * What the page asks the data server over HTTP (POST /api/data, src/server/http/httpServer.ts): the
 * requests about rows, with a text's selected rows as a list of row numbers.
 */
export type HttpDataRequest =
  | Extract<DataRequest, { kind: 'load' | 'rows' | 'passing' | 'values' | 'groupsText' }>
  | (Omit<Extract<DataRequest, { kind: 'text' }>, 'only'> & { only?: number[] });

/**
 * A page of a grouped query (RowQuery.grouping with levels or aggregates). `rows` are lines of
 * the display list: a group row is `{ $group: { id, level, key, count, open, leaf }, <colId>:
 * <aggregate text>…, $marks }` (GroupRowInfo: level 1 outermost, key null for the blank group, leaf when
 * its rows follow it; `$marks.$group` marks its key as its column's cells would), a row of the
 * table as in every answer (its columns, `$row`, `$marks`).
 * `rowCount` is the display list's length (what the pager pages over); `passingCount` the rows
 * that pass (`N Rows`; nested people: the top-level ones grouped); `totals` the totals row's
 * count and aggregate texts. With aggregates and no levels, the rows (and `passingCount`) are the
 * query's rows as without grouping, with the totals. Text and passing answers read the rows that
 * pass as without grouping. A served table's answers are the same (src/server/servedGrouping.ts).
 */
export interface GroupedRows {
  rows: Record<string, unknown>[];
  rowCount: number;
  passingCount: number;
  totals: Totals;
}

/** A request as its sender writes it, before it gets an id: Omit over each member of the union, so each keeps its own fields. */
export type WithoutId<T> = T extends unknown ? Omit<T, 'requestId'> : never;

/** `csv`: a file to download (RFC 4180, BOM, CRLF); `tsv`: what spreadsheets put on the clipboard. */
export type TextFormat = 'csv' | 'tsv';

/** The answers, from the data worker or over HTTP from the data server. */
export type DataResponse =
  | { kind: 'progress'; requestId: number; done: number; total: number }
  /** `version` numbers the sets shown so far; answers about rows say which set they read. */
  | { kind: 'loaded'; requestId: number; count: number; version: number }
  | ({ kind: 'fileRead'; requestId: number } & FileRead)
  /** The file cannot be read as a table: `message` says why, to the visitor. */
  | { kind: 'rejected'; requestId: number; message: string }
  /** A grouped query's answer (RowQuery.grouping) also has passingCount and totals (GroupedRows). */
  | ({ kind: 'rows'; requestId: number; rows: Record<string, unknown>[]; rowCount: number; version: number } & Partial<Omit<GroupedRows, 'rows' | 'rowCount'>>)
  /** `count`: how many rows the text holds. */
  | { kind: 'text'; requestId: number; text: string; count: number }
  | { kind: 'passing'; requestId: number; rows: Uint32Array }
  | { kind: 'values'; requestId: number; summary: ColumnSummary }
  /** A newer query, or another dataset, came before this one finished; its answer would be stale. */
  | { kind: 'superseded'; requestId: number }
  | { kind: 'failed'; requestId: number; message: string };
