import type { ColumnType } from '../model/columns';
import { compareNatural } from './compare';
import { VALUE_READERS } from './typedValues';

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

/** About twenty bins: enough to see a shape, few enough to read as a table. */
export const HISTOGRAM_BINS = 20;

/** Equal-width bins over [min, max]; one bin when every value is the same. */
export function histogramOf(values: readonly { value: number; count: number }[], min: number, max: number, bins = HISTOGRAM_BINS): HistogramBin[] {
  const count = max > min ? bins : 1;
  const width = (max - min) / count;
  const histogram = Array.from({ length: count }, (_, i) => ({ from: min + i * width, to: i === count - 1 ? max : min + (i + 1) * width, count: 0 }));
  for (const { value, count: n } of values) histogram[Math.min(count - 1, width > 0 ? Math.floor((value - min) / width) : 0)]!.count += n;
  return histogram;
}

/**
 * A column's summary from its values' counts: typed figures for number and date columns, and
 * the value list, most frequent first, filtered by `search` (case-insensitive, anywhere in the value).
 */
export function summarize(counts: ReadonlyMap<string, number>, type: ColumnType, search = '', limit = 1000): ColumnSummary {
  let rows = 0;
  let blank = 0;
  const read = VALUE_READERS[type];
  const typed: { value: number; count: number }[] = [];
  for (const [value, count] of counts) {
    rows += count;
    const number = read?.(value);
    if (value === '' || (read && number === undefined)) blank += count;
    if (number !== undefined) typed.push({ value: number, count });
  }
  const summary: ColumnSummary = { rows, blank, distinct: counts.size, values: [], more: 0 };
  if (read && typed.length > 0) {
    let [min, max, sum, n] = [Infinity, -Infinity, 0, 0];
    for (const { value, count } of typed) {
      min = Math.min(min, value);
      max = Math.max(max, value);
      sum += value * count;
      n += count;
    }
    Object.assign(summary, { min, max, mean: sum / n, histogram: histogramOf(typed, min, max) });
  }
  const needle = search.toLowerCase();
  const matching = [...counts].filter(([value]) => needle === '' || value.toLowerCase().includes(needle));
  matching.sort(([a, countA], [b, countB]) => countB - countA || compareNatural(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  summary.values = matching.slice(0, limit).map(([value, count]) => ({ value, count }));
  summary.more = Math.max(0, matching.length - limit);
  return summary;
}
