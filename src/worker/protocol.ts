import type { ColumnSpec } from '../model/columns';
import type { RowQuery } from '../model/query';

/** Which people to make: the same spec always makes the same people. */
export interface SetSpec {
  count: number;
  seed: number;
  /** Mix in names that look like markup (see MARKUP_NAMES). */
  markupNames: boolean;
  /** Sub rows per person on each nested level (`?sub=3,2`); empty for flat people. */
  sub: number[];
}

/** What to show: a generated set of people, or one of faker's reference lists. */
export type SourceSpec =
  | { type: 'people'; key: 'people'; set: SetSpec }
  | { type: 'list'; key: string; columns: readonly ColumnSpec[] };

/** Messages from the page to the people worker. */
export type WorkerRequest =
  /** Make or load the rows and answer from them from now on (answers `loaded`, with `progress` before). */
  | { kind: 'load'; requestId: number; source: SourceSpec }
  /** Make a set in idle time, so a later `load` of it is instant. No answer. */
  | { kind: 'prepare'; set: SetSpec }
  /** Rows start..end-1 of the query's result on dataset `key` (answers `rows`). */
  | { kind: 'rows'; requestId: number; key: string; query: RowQuery; start: number; end: number }
  /** The query's whole result as CSV (answers `csv`). */
  | { kind: 'csv'; requestId: number; key: string; query: RowQuery; headers: string[] };

/** Messages from the worker to the page. */
export type WorkerResponse =
  | { kind: 'progress'; requestId: number; done: number; total: number }
  /** `version` numbers the sets shown so far; answers about rows say which set they read. */
  | { kind: 'loaded'; requestId: number; count: number; version: number }
  | { kind: 'rows'; requestId: number; rows: Record<string, unknown>[]; rowCount: number; version: number }
  | { kind: 'csv'; requestId: number; text: string }
  /** A newer query, or another dataset, came before this one finished; its answer would be stale. */
  | { kind: 'superseded'; requestId: number }
  | { kind: 'failed'; requestId: number; message: string };
