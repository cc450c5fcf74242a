import { describe, expect, it } from 'vitest';
import { columnValues, DAY_MS, histogramBins, histogramOf, mergeRepeats, summarize } from '../../src/engine/columnValues';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import { EMPTY_QUERY } from '../../src/model/query';
import { dictColumn } from '../../src/model/table';
import type { ColumnType } from '../../src/model/columns';
import type { ValueIds } from '../../src/engine/valueIds';
import { randomFrom } from '../support/random';

const countsOf = (cells: string[]) => {
  const counts = new Map<string, number>();
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
  return counts;
};

describe('summarize', () => {
  it('counts rows, blanks and distinct values; most frequent first, ties in natural order', () => {
    const summary = summarize(countsOf(['Paris', 'Lyon', 'Paris', '', 'Nice', 'Lyon', 'Paris', 'a10', 'a2']), 'text');
    expect(summary).toMatchObject({ rows: 9, blank: 1, distinct: 6, more: 0 });
    expect(summary.values).toEqual([
      { value: 'Paris', count: 3 },
      { value: 'Lyon', count: 2 },
      { value: '', count: 1 },
      { value: 'a2', count: 1 },
      { value: 'a10', count: 1 },
      { value: 'Nice', count: 1 },
    ]);
    expect(summary.min).toBeUndefined();
    expect(summary.histogram).toBeUndefined();
  });

  it('a number column: min, max, mean over the values that read; the rest is blank', () => {
    const summary = summarize(countsOf(['1', '2', '2', '', 'n/a', '10.5']), 'number');
    expect(summary).toMatchObject({ rows: 6, blank: 2, distinct: 5, min: 1, max: 10.5, mean: 15.5 / 4 });
    expect(summary.histogram!.reduce((sum, bin) => sum + bin.count, 0)).toBe(4);
  });

  it.each<[string, string[], 'text' | 'number' | 'date', string[]]>([
    ['numbers: ties by value, not as text', ['1.5', '1.25', '10', '-5', '-10', '2', '0.75', 'x', ''], 'number', ['-10', '-5', '0.75', '1.25', '1.5', '2', '10', '', 'x']],
    ['numbers as written, and one value written twice', ['$1,234.50', '$99', '-$3', '$1234.5'], 'number', ['-$3', '$99', '$1,234.50', '$1234.5']],
    ['dates: ties by date', ['Jan 2 2000', 'December 31, 1999', '2000/01/01', 'soon'], 'date', ['December 31, 1999', '2000/01/01', 'Jan 2 2000', 'soon']],
    ['text: natural order', ['a10', 'a2', '-5', '-10'], 'text', ['-5', '-10', 'a2', 'a10']],
  ])('the value list of %s', (_name, cells, type, order) => {
    expect(summarize(countsOf(cells), type).values.map(({ value }) => value)).toEqual(order);
  });

  it('a number past a double\'s range is no number: blank here, and the histogram stands', () => {
    const summary = summarize(countsOf(['1e400', '12', '-1e309', '3']), 'number');
    expect(summary).toMatchObject({ rows: 4, blank: 2, min: 3, max: 12, mean: 7.5 });
    expect(summary.histogram!.reduce((sum, bin) => sum + bin.count, 0)).toBe(2);
  });

  // A range or a sum past the largest double (about 1.8e308): the bins' width was Infinity and a value's place NaN, the mean Infinity.
  it.each<[string, string[], number, number[]]>([
    ['a range past it: -1e308 to 1e308, bins 1e307 wide', ['1e308', '-1e308', '5', '8e307', ''], (1e308 - 1e308 + 5 + 8e307) / 4, [0, 10, 18, 19]],
    ['the largest double and its negative', ['1.7976931348623157e308', '-1.7976931348623157e308', '0'], 0, [0, 10, 19]],
    ['a sum past it, the range within it', ['1e308', '1.5e308', '1.2e308', '1.2e308'], 1.225e308, [0, 8, 19]],
  ])('numbers near the largest double, %s: the mean and every value\'s bin, by plain counting and by the fast count', (_, cells, mean, filled) => {
    const index = new TableIndex({ count: cells.length, columns: { x: dictColumn(cells, 'number') } });
    for (const summary of [summarize(countsOf(cells), 'number'), runToEnd(columnValues(index, EMPTY_QUERY, 'x', ''))]) {
      expect(Math.abs(summary.mean! - mean)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(mean)));
      const histogram = summary.histogram!;
      expect(histogram.flatMap(({ count }, i) => (count > 0 ? [i] : []))).toEqual(filled);
      expect(histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(cells.filter((cell) => cell !== '').length);
      expect(histogram.every(({ from, to }) => Number.isFinite(from) && from < to)).toBe(true);
      expect([histogram[0]!.from, histogram.at(-1)!.to]).toEqual([summary.min, summary.max]);
    }
  });

  it('a date column: earliest and latest as times', () => {
    const summary = summarize(countsOf(['2014-03-05', '2013-01-01T10:00', '']), 'date');
    expect(summary.min).toBe(Date.UTC(2013, 0, 1, 10));
    expect(summary.max).toBe(Date.UTC(2014, 2, 5));
    expect(summary.blank).toBe(1);
  });

  it.each<[string, string[], 'number' | 'date' | 'dateDayFirst', number, number, number]>([
    ['dates as written: month names, times, slashes', ['Jan 1 2000', 'December 31, 1999 23:59', '2001/01/14 21:55', '02/03/2001', '13/02/2001', ''], 'date', Date.UTC(1999, 11, 31, 23, 59), Date.UTC(2001, 1, 3), 2],
    ['the same read day first: 02/03/2001 is 2 March, 13/02/2001 reads', ['Jan 1 2000', 'December 31, 1999 23:59', '2001/01/14 21:55', '02/03/2001', '13/02/2001', ''], 'dateDayFirst', Date.UTC(1999, 11, 31, 23, 59), Date.UTC(2001, 2, 2), 1],
    ['numbers as written', ['$1,234.50', '-$3', '€12', '45%', '00501', '1 000 000', '$5%', ''], 'number', -3, 1_000_000, 2],
  ])('%s: earliest or least, latest or most, blank', (_name, cells, type, min, max, blank) => {
    const summary = summarize(countsOf(cells), type);
    expect(summary).toMatchObject({ rows: cells.length, blank, min, max });
  });

  it('the search keeps values that contain it, ignoring case; the limit keeps the most frequent and counts the rest', () => {
    const summary = summarize(countsOf(['Paris', 'paris', 'Lyon', 'Parma', 'Parma']), 'text', 'PAR', 2);
    expect(summary.values).toEqual([
      { value: 'Parma', count: 2 },
      { value: 'Paris', count: 1 },
    ]);
    expect(summary.more).toBe(1);
  });

  it('agrees with plain counting on random columns', () => {
    const { next, pick } = randomFrom(3);
    for (let i = 0; i < 300; i++) {
      const cells = Array.from({ length: Math.floor(next() * 60) }, () => pick(['', '1', '2', '2.5', '-3', 'x', 'Zoë', '2014-03-05']));
      const summary = summarize(countsOf(cells), 'number', '', 3);
      const numbers = cells.filter((cell) => cell !== '' && !Number.isNaN(Number(cell))).map(Number);
      expect(summary.rows).toBe(cells.length);
      expect(summary.blank).toBe(cells.length - numbers.length);
      expect(summary.distinct).toBe(new Set(cells).size);
      if (numbers.length > 0) {
        expect(summary.min).toBe(Math.min(...numbers));
        expect(summary.max).toBe(Math.max(...numbers));
        expect(summary.mean).toBeCloseTo(numbers.reduce((a, b) => a + b, 0) / numbers.length, 10);
      }
      const top = [...countsOf(cells).values()].sort((a, b) => b - a).slice(0, 3);
      expect(summary.values.map((entry) => entry.count)).toEqual(top);
      expect(summary.more).toBe(Math.max(0, new Set(cells).size - 3));
    }
  });
});

describe('histogramOf', () => {
  it.each<[string, number[], number, number[]]>([
    ['even spread', [0, 1, 2, 3], 4, [1, 1, 1, 1]],
    ['the maximum falls in the last bin', [0, 10], 2, [1, 1]],
    ['one value: one bin', [5, 5, 5], 20, [3]],
    // 0.3 / 0.05 is 5.999999999999999 in doubles: a value on an edge is in the bin it starts.
    ['tenths in bins of 0.05: each value in the bin it starts', [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], 20, [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1]],
  ])('%s', (_, values, bins, expected) => {
    const entries = values.map((value) => ({ value, count: 1 }));
    const histogram = histogramOf(entries, Math.min(...values), Math.max(...values), 'number', bins);
    expect(histogram.map((bin) => bin.count)).toEqual(expected);
  });
});

describe('histogramBins: a date column whose ends are whole days has bins whole days wide', () => {
  const day = (d: number) => Date.UTC(2014, 0, 1) + d * DAY_MS;
  const edges = (min: number, max: number, type: ColumnType) => histogramBins(min, max, type).histogram.map(({ from, to }) => [from, to]);
  it.each<[string, number, number, ColumnType, number, number]>([
    // [case, min, max, type, bins, width]
    // The last day counts: day 0 to day 41 is 42 days.
    ['42 days: 14 bins of 3 days', day(0), day(41), 'date', 14, 3 * DAY_MS],
    ['41 days: 14 bins of 3 days, the last of 2', day(0), day(40), 'date', 14, 3 * DAY_MS],
    ['40 days: 20 bins of 2 days', day(0), day(39), 'date', 20, 2 * DAY_MS],
    ['20 days: 20 bins of a day', day(0), day(19), 'date', 20, DAY_MS],
    ['6 days: 6 bins of a day', day(0), day(5), 'dateDayFirst', 6, DAY_MS],
    ['before 1970', Date.UTC(1960, 0, 1), Date.UTC(1960, 0, 1) + 3 * DAY_MS, 'date', 4, DAY_MS],
    ['an end with a time: 20 equal bins', day(0) + 3_600_000, day(41), 'date', 20, (41 * DAY_MS - 3_600_000) / 20],
    ['numbers of whole days: 20 equal bins', day(0), day(41), 'number', 20, (41 * DAY_MS) / 20],
  ])('%s', (_, min, max, type, bins, width) => {
    const histogram = edges(min, max, type);
    expect(histogram).toHaveLength(bins);
    expect(histogram.map(([from], i) => from! - (min + i * width))).toEqual(histogram.map(() => 0));
    expect(histogram.at(-1)![1]).toBe(max);
  });

  it('counts each value in the bin of its day, the last bin holding the maximum', () => {
    const { histogram, add } = histogramBins(day(0), day(41), 'date');
    for (const d of [0, 2, 3, 40, 41]) add(day(d), 1);
    add(day(2) + 23 * 3_600_000, 1);
    expect(histogram.map(({ count }) => count)).toEqual([3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it.each([2, 3, 20, 21, 41])('%d days, one value a day: no bin holds a day more than the others', (days) => {
    const { histogram, add } = histogramBins(day(0), day(days - 1), 'date');
    for (let d = 0; d < days; d++) add(day(d), 1);
    const widths = histogram.map(({ from }, i) => (i === histogram.length - 1 ? day(days) : histogram[i + 1]!.from) - from);
    expect(histogram.map(({ count }, i) => count * DAY_MS - widths[i]!)).toEqual(histogram.map(() => 0));
    expect(Math.max(...widths)).toBe(widths[0]);
  });

  it('one day: one bin', () => {
    expect(edges(day(3), day(3), 'date')).toEqual([[day(3), day(3)]]);
  });
});

describe('mergeRepeats: a column whose rows are its ids, repeated texts merged', () => {
  const ids = (texts: string[], withPlaces: boolean): ValueIds => {
    // Natural places as a text order gives them: equal texts share one; 'a' and 'A' too, as a collator might.
    const distinct = [...new Set(texts.map((text) => text.toLowerCase()))].sort();
    return {
      size: texts.length,
      ids: null,
      repeats: true,
      text: (row) => texts[row]!,
      place: withPlaces ? (row) => distinct.indexOf(texts[row]!.toLowerCase()) : undefined,
      typed: Float64Array.from(texts, (text) => (text === '' ? NaN : text.length)),
    };
  };
  it.each<[string, string[]]>([
    ['no repeats', ['x', 'y', 'z']],
    ['repeats', ['x', 'y', 'x', 'x', '']],
    ['texts that share a place but differ', ['a', 'A', 'a', 'b', 'A']],
    ['none', []],
  ])('%s', (_, texts) => {
    for (const withPlaces of [true, false]) {
      const merged = mergeRepeats(ids(texts, withPlaces));
      const distinct = [...new Set(texts)];
      expect(merged.size).toBe(distinct.length);
      // Each row's id names its own text, and each text has one id.
      expect(texts.map((_, row) => merged.text(merged.ids![row]!))).toEqual(texts);
      expect(new Set(Array.from({ length: merged.size }, (_, id) => merged.text(id))).size).toBe(merged.size);
      expect(Array.from(merged.typed!, (value, id) => [merged.text(id), value])).toEqual(Array.from({ length: merged.size }, (_, id) => [merged.text(id), merged.text(id) === '' ? NaN : merged.text(id).length]));
    }
  });
});
