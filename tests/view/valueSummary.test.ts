import { describe, expect, it } from 'vitest';
import type { ColumnSummary } from '../../src/model/summary';
import type { ColumnType } from '../../src/model/columns';
import { binRange, leftOutText, moreText, searchedText, summaryItems, valueLabel } from '../../src/view/valueSummary';

const base: ColumnSummary = { rows: 12345, blank: 3, distinct: 40, values: [], more: 0 };
const ms = (iso: string) => Date.parse(`${iso}Z`);

describe('the summary as the dialog says it', () => {
  it.each<[string, ColumnSummary, ColumnType, string[]]>([
    ['text: counts only', base, 'text', ['Rows 12,345', 'Blank 3', 'Distinct 40']],
    ['numbers: min, max, mean to six significant digits', { ...base, min: -2.5, max: 1e6, mean: 10 / 3 }, 'number', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Min -2.5', 'Max 1000000', 'Mean 3.33333']],
    ['numbers: min and max whole, mean to the hundredth when large', { ...base, min: -1234567.89, max: 0.000123456789, mean: 101453.148571 }, 'number', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Min -1234567.89', 'Max 0.000123456789', 'Mean 101453.15']],
    ['numbers: a mean of decimals rounded off', { ...base, min: 0.1, max: 0.2, mean: (0.1 + 0.2) / 2 }, 'number', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Min 0.1', 'Max 0.2', 'Mean 0.15']],
    ['numbers: a mean past 1e21 whole, not a double\'s error in an exponent', { ...base, min: 1e21, max: 3e21, mean: (1e21 + 2e21 + 3e21) / 3 }, 'number', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Min 1e+21', 'Max 3e+21', 'Mean 2000000000000000000000']],
    ['numbers: a mean too large for a double is said as such', { ...base, min: 1e308, max: 1.7e308, mean: Infinity }, 'number', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Min 1e+308', 'Max 1.7e+308', 'Mean Infinity']],
    ['numbers with a decimal comma: written with it', { ...base, min: -1234567.89, max: 0.5, mean: 101453.148571 }, 'numberDecimalComma', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Min -1234567,89', 'Max 0,5', 'Mean 101453,15']],
    ['dates: the day alone', { ...base, min: ms('2013-01-01T00:00'), max: ms('2014-03-05T00:00'), mean: 0 }, 'date', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Earliest 2013-01-01', 'Latest 2014-03-05']],
    ['dates with times', { ...base, min: ms('2013-01-01T10:30'), max: ms('2014-03-05T09:00:07'), mean: 0 }, 'date', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Earliest 2013-01-01 10:30', 'Latest 2014-03-05 09:00:07']],
    ['dates read day first are dates', { ...base, min: ms('2013-01-01T10:30'), max: ms('2014-03-05T00:00'), mean: 0 }, 'dateDayFirst', ['Rows 12,345', 'Blank 3', 'Distinct 40', 'Earliest 2013-01-01 10:30', 'Latest 2014-03-05']],
  ])('%s', (_name, summary, type, expected) => {
    expect(summaryItems(summary, type).map(({ term, detail }) => `${term} ${detail}`)).toEqual(expected);
  });

  it.each<[string, number, string]>([
    ['Paris', 32, 'Paris (32)'],
    ['', 3, '(Blank) (3)'],
    [' ', 1, '  (1)'],
    ['7', 1234, '7 (1,234)'],
  ])('the checkbox of %j (%d rows): %s', (value, rows, label) => {
    expect(valueLabel(value, rows)).toBe(label);
  });

  it.each<[number, number, string | null]>([
    [0, 12, null],
    [1, 1000, 'The list shows the 1,000 most frequent values; 1 more is not listed.'],
    [998999, 1000, 'The list shows the 1,000 most frequent values; 998,999 more are not listed.'],
  ])('%d more: %s', (more, shown, text) => {
    expect(moreText(more, shown)).toBe(text);
  });

  it.each<[string, number, string]>([
    ['zz', 0, 'No values contain “zz”.'],
    ['ab', 1, '1 value contains “ab”.'],
    ['a', 4321, '4,321 values contain “a”.'],
    // A long search is quoted shortened, as a filter's message quotes its text: a screen reader says 40 characters, not 100,000.
    [`no such name ${'x'.repeat(100_000)}`, 0, `No values contain “no such name ${'x'.repeat(27)}…”.`],
  ])('a search for %j finding %d: %s', (search, found, text) => {
    expect(searchedText(search, found)).toBe(text);
  });

  it.each<[number, string]>([
    [1, 'Apply keeps only the ticked values listed: the 1 not listed goes too.'],
    [4000, 'Apply keeps only the ticked values listed: the 4,000 not listed go too.'],
  ])('%d not listed: %s', (more, text) => {
    expect(leftOutText(more)).toBe(text);
  });

  // A bin holds `from` up to, not including, `to`; the last one includes `to`.
  it.each<[string, ColumnType, number, number, boolean, string]>([
    ['numbers: as they read', 'number', 0.1, 0.30000000000000004, false, '0.1 to 0.3'],
    ['numbers, the last bin', 'number', 10, 20, true, '10 to 20'],
    ['the one bin of a column of one number', 'number', 5, 5, true, '5'],
    ['numbers with a decimal comma: written with it', 'numberDecimalComma', 0.1, 2.5, false, '0,1 to 2,5'],
    ['the one bin of a column of one day', 'date', ms('2014-01-01T00:00'), ms('2014-01-01T00:00'), true, '2014-01-01'],
    ['a date bin with a time at an end', 'date', ms('2014-01-01T00:00'), ms('2014-07-02T12:00'), false, '2014-01-01 to 2014-07-02 12:00'],
    ['whole days: its first and last day', 'date', ms('2014-01-01T00:00'), ms('2014-01-09T00:00'), false, '2014-01-01 to 2014-01-08'],
    ['whole days, the last bin: to its end, which it holds', 'date', ms('2014-05-25T00:00'), ms('2014-06-01T00:00'), true, '2014-05-25 to 2014-06-01'],
    ['a bin of one day', 'date', ms('2014-01-01T00:00'), ms('2014-01-02T00:00'), false, '2014-01-01'],
    ['whole days before 1970', 'date', ms('1969-12-01T00:00'), ms('1970-01-01T00:00'), false, '1969-12-01 to 1969-12-31'],
    ['a day-first date column of whole days', 'dateDayFirst', ms('2014-03-01T00:00'), ms('2014-04-01T00:00'), false, '2014-03-01 to 2014-03-31'],
  ])('a bin’s range: %s', (_name, type, from, to, last, text) => {
    expect(binRange(type, { from, to, count: 1 }, last)).toBe(text);
  });
});
