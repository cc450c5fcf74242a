import type { DataResponse, GroupedRows, SourceSpec, TextFormat } from '../model/protocol';
import type { RowQuery } from '../model/query';
import type { ColumnSummary } from '../model/summary';

/** Rows start..end-1 of a query's result, the result's size and the version of the rows they come from (a grouped query's: with passingCount and totals). */
export type RowsAnswer = {
  rows: Record<string, unknown>[];
  rowCount: number;
  version: number;
} & Partial<Omit<GroupedRows, 'rows' | 'rowCount'>>;

/** A column of a text: its id and the header its line gives it. */
export interface TextColumn {
  colId: string;
  header: string;
}

/**
 * Whoever holds a dataset's rows, as the page asks: the data worker (WorkerClient) or the data
 * server (ServedClient). An answer is null when a newer request overtook the question (or the
 * server is out of reach, which the page hears of on its own); a failure throws.
 */
export interface RowSource {
  /**
   * Makes or loads a dataset's rows and makes them the ones rows are read from; resolves with
   * their version, or null when a later load (`latest` says whether this one is still the
   * latest) overtook this one.
   */
  load(source: SourceSpec, latest: () => boolean, onProgress?: (done: number, total: number) => void): Promise<number | null>;
  /** Rows start..end-1 of the query's result on dataset `key`, the result's size and the version they come from. */
  rows(key: string, query: RowQuery, start: number, end: number): Promise<RowsAnswer | null>;
  /** The query's whole result as CSV or TSV, and how many rows it holds; with `only`, just the rows whose byte is 1 (the selected ones). */
  text(key: string, query: RowQuery, columns: TextColumn[], format: TextFormat, only?: Uint8Array): Promise<{ text: string; count: number } | null>;
  /** Export groups: a grouped query's summary as CSV (a line per deepest group), and its line count. */
  groupsText(key: string, query: RowQuery, columns: TextColumn[]): Promise<{ text: string; count: number } | null>;
  /** What a column holds among the rows that pass `query` (the `Values of` dialog). */
  values(key: string, query: RowQuery, colId: string, search: string): Promise<ColumnSummary | null>;
  /** Every row that passes the query's filters and search, by row number. */
  passing(key: string, query: RowQuery): Promise<Uint32Array | null>;
  /**
   * Where the whole result downloads from as CSV, streamed, once the source has checked it would
   * start (a promise of null when not, said to the page); null when the page is given the text
   * (`text`) and offers it itself.
   */
  exportUrl(key: string, query: RowQuery, columns: TextColumn[]): Promise<string | null> | null;
}

type Answer<K extends DataResponse['kind']> = Extract<DataResponse, { kind: K }>;

/** The answer if it is of kind `kind`; null when superseded (or none came); an Error for a failure or any other kind. */
export function answerOf<K extends DataResponse['kind']>(answer: DataResponse | null, kind: K): Answer<K> | null {
  if (answer === null || answer.kind === 'superseded') return null;
  if (answer.kind === 'failed') throw new Error(answer.message);
  if (answer.kind !== kind) throw new Error(`Expected ${kind}, got ${answer.kind}`);
  return answer as Answer<K>;
}
