/** A distinct value of a column and how many rows hold it. */
export interface ValueCount {
  value: string;
  count: number;
}

export interface HistogramBin {
  /** The bin holds values from `from` up to `to` (the last bin includes `to`). */
  from: number;
  to: number;
  count: number;
}

/** What a column holds among the rows that pass every other filter and the search. */
export interface ColumnSummary {
  rows: number;
  /** Empty cells ('' and, for number and date columns, cells that do not read as the type). */
  blank: number;
  distinct: number;
  /** Numbers and dates (as ms): the smallest, largest and mean value read. */
  min?: number;
  max?: number;
  mean?: number;
  histogram?: HistogramBin[];
  /** The most frequent values first (ties in natural order), those matching the search, at most `limit`. */
  values: ValueCount[];
  /** Distinct values that match the search but are left out of `values`. */
  more: number;
}
