import type { ColumnType } from '../model/columns';
import type { RowQuery } from '../model/query';
import type { ValueIds } from './valueIds';

/**
 * Every row of a table in row order, with no array of them: what a query that neither filters
 * nor sorts shows (an array would be 4 MB at a million rows, kept as long as the view is).
 */
export class AllRows {
  constructor(readonly length: number) {}

  /** Rows start to end - 1 (from 0 up; past the end, cut there as Uint32Array's subarray cuts). */
  subarray(start: number, end = this.length): Uint32Array {
    const from = Math.min(Math.max(start, 0), this.length);
    const to = Math.min(Math.max(end, from), this.length);
    const rows = new Uint32Array(to - from);
    for (let i = 0; i < rows.length; i++) rows[i] = from + i;
    return rows;
  }

  slice(): Uint32Array {
    return this.subarray(0);
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let row = 0; row < this.length; row++) yield row;
  }
}

/** The rows a query shows, in order, and what else the grid needs to show them. */
export interface QueryResult {
  rows: Uint32Array | AllRows;
  /** For nested people: each row's depth, whether it has shown sub rows, whether it is open. */
  treeInfo?: (row: number) => { depth: number; hasChildren: boolean; expanded: boolean };
}

/** What the worker needs of a dataset's rows to answer the grid. */
export interface RowIndex {
  readonly count: number;
  /** A row's texts in the given columns, by default every displayed column in order (for CSV). */
  textsOf(row: number, colIds?: readonly string[]): string[];
  /** The row as the grid shows it. */
  rowAt(row: number): Record<string, string | number>;
  /** The rows the query shows, in its order; yields where it can give way. */
  run(query: RowQuery): Generator<void, QueryResult>;
  /** The rows that pass `query`, in row order, and column `colId`'s values as ids (what columnValues counts) under its type in the query. */
  valueIdsFor(query: RowQuery, colId: string): Generator<void, { column: ValueIds; rows: Uint32Array; type: ColumnType }>;
  /** Work that can be done ahead of the first query, in idle time; yields where it can give way. */
  prepare?(): Generator<void, void>;
}
