import { type ColumnType, familyOf } from '../model/columns';
import type { RowQuery } from '../model/query';
import type { ColumnSummary, HistogramBin } from '../model/summary';
import { compareNatural } from './compare';
import { runToEnd } from './steps';
import type { RowIndex } from './rowIndex';
import { VALUE_READERS } from './typedValues';
import type { ValueIds } from './valueIds';

/** About twenty bins: enough to see a shape, few enough to read as a table. */
export const HISTOGRAM_BINS = 20;

/** A day in ms: the bins of a date column whose ends are whole days are whole days wide. */
export const DAY_MS = 86_400_000;

/** Whether a date's ms are a whole day: midnight, as a date without a time reads. */
export const wholeDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS === ms;

/**
 * A value on a bin's edge as its label writes it (0.3, where 0.3 / 0.05 is 5.999999999999999)
 * belongs to the bin it starts: its place is nudged by a billionth of a bin before the floor
 * (src/sql/summary.ts writes the same).
 */
export const BIN_EDGE_NUDGE = 1e-9;

/**
 * Equal-width bins over [min, max] (one when every value is the same), and a way to count a
 * value into its bin: `bins` of them, or for a date column whose ends are whole days, as few
 * whole days wide as make at most `bins` (their edges then name days, not hours).
 */
export function histogramBins(min: number, max: number, type: ColumnType, bins = HISTOGRAM_BINS): { histogram: HistogramBin[]; add: (value: number, count: number) => void } {
  const days = familyOf(type) === 'date' && wholeDay(min) && wholeDay(max);
  const scale = scaleOf(min, max);
  // Whole days span the last day too: 20 days from the 1st to the 20th make 20 bins of a day.
  const span = max * scale - min * scale + (days ? DAY_MS : 0);
  // The width as the values are scaled; the bins' edges are unscaled.
  const width = max <= min ? 0 : days ? Math.ceil(span / DAY_MS / bins) * DAY_MS : span / bins;
  const count = width === 0 ? 1 : days ? Math.ceil(span / width) : bins;
  const edge = (i: number) => (min * scale + i * width) / scale;
  const histogram = Array.from({ length: count }, (_, i) => ({ from: edge(i), to: i === count - 1 ? max : edge(i + 1), count: 0 }));
  const add = (value: number, n: number) => {
    histogram[Math.min(count - 1, width > 0 ? Math.floor((value * scale - min * scale) / width + BIN_EDGE_NUDGE) : 0)]!.count += n;
  };
  return { histogram, add };
}

/**
 * What the values are multiplied by in the bins' arithmetic: 1, or a half when the range is past
 * the largest double (-1e308 to 1e308), whose width and places would be Infinity and NaN; halving
 * a number that large is exact. src/sql/summary.ts scales as this does.
 */
export const scaleOf = (min: number, max: number) => (Number.isFinite(max - min) ? 1 : 0.5);

/** Calls `visit` with each value and its count. */
type EachValue = (visit: (value: number, count: number) => void) => void;

/** The mean of `n` values summing to `sum`; when the sum is past the largest double (values near 1e308), the sum of each value's share. */
function meanOf(sum: number, n: number, each: EachValue): number {
  if (Number.isFinite(sum)) return sum / n;
  let mean = 0;
  each((value, count) => (mean += (value / n) * count));
  return mean;
}

/** The histogram of values with their counts. */
export function histogramOf(values: readonly { value: number; count: number }[], min: number, max: number, type: ColumnType, bins = HISTOGRAM_BINS): HistogramBin[] {
  const { histogram, add } = histogramBins(min, max, type, bins);
  for (const { value, count } of values) add(value, count);
  return histogram;
}

/**
 * A column's summary from its values' counts: typed figures for number and date columns, and
 * the value list, most frequent first (ties by value, then in natural order), filtered by
 * `search` (case-insensitive, anywhere in the value).
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
    const each: EachValue = (visit) => typed.forEach(({ value, count }) => visit(value, count));
    Object.assign(summary, { min, max, mean: meanOf(sum, n, each), histogram: histogramOf(typed, min, max, type) });
  }
  const needle = search.toLowerCase();
  // Each value read once, beside its text and count, for the sort's ties.
  const matching = [...counts].filter(([value]) => needle === '' || value.toLowerCase().includes(needle)).map(([value, count]) => [value, count, read?.(value) ?? NaN] as const);
  matching.sort(([a, countA, readA], [b, countB, readB]) => countB - countA || byValue(readA, readB) || compareNatural(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  summary.values = matching.slice(0, limit).map(([value, count]) => ({ value, count }));
  summary.more = Math.max(0, matching.length - limit);
  return summary;
}

/** Values read as the column's type, ascending, before cells that do not read (NaN): ties of the value list in the column's own order. */
export const byValue = (a: number, b: number): number => (Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b);

/** Most frequent first, ties by value (a number or date column), then in natural order, then by code point: the value list's order. */
function listOrder(column: ValueIds, counts: Uint32Array): (a: number, b: number) => number {
  const { text, place, typed } = column;
  return (a, b) => {
    const byCount = counts[b]! - counts[a]!;
    if (byCount !== 0) return byCount;
    const valued = typed ? byValue(typed[a]!, typed[b]!) : 0;
    if (valued !== 0) return valued;
    const natural = place ? place(a) - place(b) : compareNatural(text(a), text(b));
    if (natural !== 0) return natural;
    const [x, y] = [text(a), text(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/**
 * The `limit` first of `ids` in list order, without sorting them all: the counts above a
 * threshold all make it; of those at the threshold, the first in list order.
 */
function firstInOrder(column: ValueIds, counts: Uint32Array, ids: Uint32Array, limit: number): number[] {
  const order = listOrder(column, counts);
  if (ids.length <= limit) return Array.from(ids).sort(order);
  const byCount = new Map<number, number>();
  for (const id of ids) byCount.set(counts[id]!, (byCount.get(counts[id]!) ?? 0) + 1);
  let threshold = 0;
  let above = 0;
  for (const [count, n] of [...byCount].sort((a, b) => b[0] - a[0])) {
    threshold = count;
    if (above + n >= limit) break;
    above += n;
  }
  const chosen = Array.from(ids).filter((id) => counts[id]! > threshold);
  // Of the ids at the threshold, a bounded list kept sorted: most are turned away by one comparison with its last.
  const atThreshold: number[] = [];
  const room = limit - chosen.length;
  for (const id of ids) {
    if (counts[id] !== threshold) continue;
    if (atThreshold.length === room && order(id, atThreshold[room - 1]!) >= 0) continue;
    let low = 0;
    let high = atThreshold.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(atThreshold[middle]!, id) <= 0) low = middle + 1;
      else high = middle;
    }
    atThreshold.splice(low, 0, id);
    if (atThreshold.length > room) atThreshold.pop();
  }
  return [...chosen.sort(order), ...atThreshold];
}

/**
 * A column whose rows are its ids and may repeat a text, as one id per distinct text: rows of
 * one place in the text order are the candidates for the same text, so each row is compared
 * with one other (texts that sort as equals but differ, or with no place, are looked up by text).
 * Places run from 0 to `places` - 1; equal texts must share one.
 */
export const mergeRepeats = (column: ValueIds, places = column.size): ValueIds => runToEnd(mergeRepeatsInSteps(column, places));

/** Rows merged between two yields of mergeRepeatsInSteps: each reads a text or two. */
const MERGED_PER_STEP = 16_384;

/** mergeRepeats a step at a time (grouping by a column of a million texts must not hold the worker up). */
export function* mergeRepeatsInSteps(column: ValueIds, places = column.size): Generator<void, ValueIds> {
  const { size, text, place, typed } = column;
  const ids = new Uint32Array(size);
  const idOfPlace = new Int32Array(place ? places : 0).fill(-1);
  const rowOf: number[] = [];
  const byText = new Map<string, number>();
  for (let row = 0; row < size; row++) {
    if (row % MERGED_PER_STEP === MERGED_PER_STEP - 1) yield;
    const at = place ? place(row) : -1;
    const first = at < 0 ? -1 : idOfPlace[at]!;
    if (at >= 0 && first < 0) {
      ids[row] = idOfPlace[at] = rowOf.push(row) - 1;
      continue;
    }
    const rowText = text(row);
    if (first >= 0 && rowText === text(rowOf[first]!)) {
      ids[row] = first;
      continue;
    }
    let id = byText.get(rowText);
    if (id === undefined) byText.set(rowText, (id = rowOf.push(row) - 1));
    ids[row] = id;
  }
  return {
    size: rowOf.length,
    ids,
    text: (id) => text(rowOf[id]!),
    place: place && ((id) => place(rowOf[id]!)),
    typed: typed && Float64Array.from(rowOf, (row) => typed[row]!),
  };
}

/**
 * What summarize says of the texts of `rows`, from a column's value ids: a pass over the rows
 * and one over the ids, and the list picked without sorting every value (a column of a million
 * distinct values has a million to list). summarize is its plain reference.
 */
export function summarizeIds(given: ValueIds, rows: Uint32Array, type: ColumnType, search = '', limit = 1000): ColumnSummary {
  const column = given.repeats ? mergeRepeats(given) : given;
  const { size, ids, text, typed } = column;
  const counts = new Uint32Array(size);
  if (ids) for (let i = 0; i < rows.length; i++) counts[ids[rows[i]!]!]!++;
  else for (let i = 0; i < rows.length; i++) counts[rows[i]!]!++;
  const summary: ColumnSummary = { rows: rows.length, blank: 0, distinct: 0, values: [], more: 0 };
  let [min, max, sum, n] = [Infinity, -Infinity, 0, 0];
  const needle = search.toLowerCase();
  const matching: number[] = [];
  for (let id = 0; id < size; id++) {
    const count = counts[id]!;
    if (count === 0) continue;
    summary.distinct++;
    const value = typed ? typed[id]! : NaN;
    if (typed ? Number.isNaN(value) : text(id) === '') summary.blank += count;
    else if (typed) {
      min = Math.min(min, value);
      max = Math.max(max, value);
      sum += value * count;
      n += count;
    }
    if (needle === '' || text(id).toLowerCase().includes(needle)) matching.push(id);
  }
  if (typed && n > 0) {
    const { histogram, add } = histogramBins(min, max, type);
    const each: EachValue = (visit) => {
      for (let id = 0; id < size; id++) if (counts[id]! > 0 && !Number.isNaN(typed[id]!)) visit(typed[id]!, counts[id]!);
    };
    each(add);
    Object.assign(summary, { min, max, mean: meanOf(sum, n, each), histogram });
  }
  summary.values = firstInOrder(column, counts, Uint32Array.from(matching), limit).map((id) => ({ value: text(id), count: counts[id]! }));
  summary.more = matching.length - summary.values.length;
  return summary;
}

/**
 * What column `colId` holds among the rows that pass `query` (whose own filter on it the
 * caller leaves out): its summary and its values that contain `search`, at most `limit`.
 */
export function* columnValues(index: RowIndex, query: RowQuery, colId: string, search: string, limit?: number): Generator<void, ColumnSummary> {
  const { column, rows, type } = yield* index.valueIdsFor(query, colId);
  return summarizeIds(column, rows, type, search, limit);
}
