import type { RowQuery } from './query';

/** What the worker needs of a dataset's rows to answer the grid. */
export interface RowIndex {
  readonly count: number;
  /** The displayed columns' texts of a row, in column order (for CSV). */
  textsOf(row: number): string[];
  /** The row as the grid shows it. */
  rowAt(row: number): Record<string, unknown>;
  /** The rows that pass the query, in its order; yields where it can give way. */
  select(query: RowQuery): Generator<void, Uint32Array>;
}
