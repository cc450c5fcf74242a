import type { RowQuery } from '../model/query';
import type { ColumnSummary } from './columnValues';

/** The rows a query shows, in order, and what else the grid needs to show them. */
export interface QueryResult {
  rows: Uint32Array;
  /** For nested people: each row's depth, whether it has shown sub rows, whether it is open. */
  treeInfo?: (row: number) => { depth: number; hasChildren: boolean; expanded: boolean };
}

/** What the worker needs of a dataset's rows to answer the grid. */
export interface RowIndex {
  readonly count: number;
  /** A row's texts in the given columns, by default every displayed column in order (for CSV). */
  textsOf(row: number, colIds?: readonly string[]): string[];
  /** The row as the grid shows it. */
  rowAt(row: number): Record<string, unknown>;
  /** The rows the query shows, in its order; yields where it can give way. */
  run(query: RowQuery): Generator<void, QueryResult>;
  /**
   * What column `colId` holds among the rows that pass `query` (whose own filter on it the
   * caller leaves out): its summary and its values that contain `search`, at most `limit`.
   */
  columnValues(query: RowQuery, colId: string, search: string, limit?: number): Generator<void, ColumnSummary>;
  /** Work that can be done ahead of the first query, in idle time; yields where it can give way. */
  prepare?(): Generator<void, void>;
}
