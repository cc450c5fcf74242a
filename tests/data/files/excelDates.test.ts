import { describe, expect, it } from 'vitest';
import { builtInDateFormat, dateFormatKind, serialText } from '../../../src/data/files/excelDates';

describe('what a number format shows', () => {
  it.each<[string, string | undefined]>([
    ['General', undefined],
    ['0.00', undefined],
    ['#,##0.00 "m"', undefined],
    ['0%', undefined],
    ['yyyy-mm-dd', 'date'],
    ['d/m/yy', 'date'],
    ['mmm yyyy', 'date'],
    ['dddd', 'date'],
    ['[$-409]mmmm d, yyyy;@', 'date'],
    ['[Red]yyyy-mm-dd', 'date'],
    ['yyyy-mm-dd hh:mm:ss', 'dateTime'],
    ['m/d/yy h:mm AM/PM', 'dateTime'],
    ['h:mm', 'time'],
    ['hh:mm:ss', 'time'],
    ['mm:ss', 'time'],
    ['[h]:mm:ss', 'duration'],
    ['[mm]:ss', 'duration'],
    ['"[h]" h:mm', 'time'],
    ['h:mm AM/PM', 'time'],
    ['"day" 0', undefined],
    ['\\d 0', undefined],
    ['0.00;[Red]-0.00;"zero"', undefined],
  ])('%s: %s', (code, kind) => {
    expect(dateFormatKind(code)).toBe(kind);
  });

  it.each<[number, string | undefined]>([
    [0, undefined],
    [2, undefined],
    [14, 'date'],
    [20, 'time'],
    [22, 'dateTime'],
    [45, 'time'],
    [46, 'duration'],
    [49, undefined],
  ])('built-in format %s: %s', (id, kind) => {
    expect(builtInDateFormat(id)).toBe(kind);
  });
});

describe('a serial as ISO text', () => {
  it.each<[number, 'date' | 'dateTime' | 'time' | 'duration', boolean, string]>([
    [41703, 'date', false, '2014-03-05'],
    [41703.5, 'date', false, '2014-03-05T12:00:00'],
    [41703, 'dateTime', false, '2014-03-05T00:00:00'],
    [41703.416666666664, 'dateTime', false, '2014-03-05T10:00:00'],
    [41703.000005787, 'dateTime', false, '2014-03-05T00:00:00.500'],
    [1, 'date', false, '1900-01-01'],
    [59, 'date', false, '1900-02-28'],
    [61, 'date', false, '1900-03-01'],
    [25569, 'date', false, '1970-01-01'],
    [0, 'date', true, '1904-01-01'],
    [40241, 'date', true, '2014-03-05'],
    [0.5, 'time', false, '12:00:00'],
    // A time format shows the time of day, as Excel does, whatever the day (h:mm on a date-time).
    [1.5, 'time', false, '12:00:00'],
    [45000.395833333336, 'time', false, '09:30:00'],
    [0.99999999999, 'time', false, '00:00:00'],
    // An elapsed format ([h]:mm) shows a duration: days as hours.
    [1.5, 'duration', false, '36:00:00'],
    [0.5, 'duration', false, '12:00:00'],
    [-1, 'date', false, '-1'],
    [3_000_000, 'date', false, '3000000'],
  ])('%s as %s (1904: %s): %s', (serial, kind, system1904, text) => {
    expect(serialText(serial, kind, system1904)).toBe(text);
  });
});
