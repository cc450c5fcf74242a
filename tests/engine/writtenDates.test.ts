import { describe, expect, it } from 'vitest';
import { readDate, readDateDayFirst } from '../../src/engine/typedValues';
import { dateFormOf, MONTH_NAMES } from '../../src/engine/writtenDates';
import { randomFrom } from '../support/random';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);

describe('readDate and readDateDayFirst: every date form, as a table of cases', () => {
  // text, its form, its value month first (readDate), its value day first (readDateDayFirst).
  const cases: [string, string | undefined, number | undefined, number | undefined][] = [
    // ISO 8601 reads the same either way.
    ['2014-03-05', 'iso', at(2014, 3, 5), at(2014, 3, 5)],
    ['2014-03-05T10:00', 'iso', at(2014, 3, 5, 10), at(2014, 3, 5, 10)],
    // Year first with slashes, with an optional time.
    ['2001/01/14 21:55', 'yearFirst', at(2001, 1, 14, 21, 55), at(2001, 1, 14, 21, 55)],
    ['2015/01/01 01:00:00', 'yearFirst', at(2015, 1, 1, 1), at(2015, 1, 1, 1)],
    ['2015/1/2', 'yearFirst', at(2015, 1, 2), at(2015, 1, 2)],
    ['2015/01/02 9:05', 'yearFirst', at(2015, 1, 2, 9, 5), at(2015, 1, 2, 9, 5)],
    ['2015/02/30', 'yearFirst', undefined, undefined],
    ['2015/13/01', 'yearFirst', undefined, undefined],
    ['2015/01/01 24:00', 'yearFirst', undefined, undefined],
    ['2015/01/01 10:60', 'yearFirst', undefined, undefined],
    ['2015/01/01 10:00:60', 'yearFirst', undefined, undefined],
    // Month names, short or long, any case, with or without a comma; month first or day first.
    ['Jan 1 2000', 'monthName', at(2000, 1, 1), at(2000, 1, 1)],
    ['January 1, 2000', 'monthName', at(2000, 1, 1), at(2000, 1, 1)],
    ['jan 01, 2000', 'monthName', at(2000, 1, 1), at(2000, 1, 1)],
    ['SEPTEMBER 30 2000', 'monthName', at(2000, 9, 30), at(2000, 9, 30)],
    ['Sep 30 2000 10:00', 'monthName', at(2000, 9, 30, 10), at(2000, 9, 30, 10)],
    ['May 31 2000', 'monthName', at(2000, 5, 31), at(2000, 5, 31)],
    ['Feb 29 2001', 'monthName', undefined, undefined],
    ['Feb 29 2000', 'monthName', at(2000, 2, 29), at(2000, 2, 29)],
    ['1 Jan 2000', 'dayMonthName', at(2000, 1, 1), at(2000, 1, 1)],
    ['14 January 2000', 'dayMonthName', at(2000, 1, 14), at(2000, 1, 14)],
    ['14 january, 2000', 'dayMonthName', at(2000, 1, 14), at(2000, 1, 14)],
    ['31 Apr 2000', 'dayMonthName', undefined, undefined],
    // Slash dates with the year last: month first, or day first.
    ['01/14/2001', 'yearLast', at(2001, 1, 14), undefined],
    ['14/01/2001', 'yearLast', undefined, at(2001, 1, 14)],
    ['02/03/2001', 'yearLast', at(2001, 2, 3), at(2001, 3, 2)],
    ['2/3/2001 21:55', 'yearLast', at(2001, 2, 3, 21, 55), at(2001, 3, 2, 21, 55)],
    ['12/31/1999 23:59:59', 'yearLast', at(1999, 12, 31, 23, 59, 59), undefined],
    ['13/13/2001', 'yearLast', undefined, undefined],
    ['02/30/2001', 'yearLast', undefined, undefined],
    ['30/02/2001', 'yearLast', undefined, undefined],
    ['00/01/2001', 'yearLast', undefined, undefined],
    // Not dates: two-digit years, other spellings, spaces, other separators.
    ['01/14/01', undefined, undefined, undefined],
    ['1/14/1', undefined, undefined, undefined],
    ['Jan 1 00', undefined, undefined, undefined],
    ['1 Jan 00', undefined, undefined, undefined],
    ['Sept 1 2000', undefined, undefined, undefined],
    ['Janu 1 2000', undefined, undefined, undefined],
    ['Jan. 1 2000', undefined, undefined, undefined],
    ['Jan 1st 2000', undefined, undefined, undefined],
    ['Jan 2000', undefined, undefined, undefined],
    ['Jan  1 2000', undefined, undefined, undefined],
    ['Jan 1 2000 ', undefined, undefined, undefined],
    ['Jan 123 2000', undefined, undefined, undefined],
    ['1 Jan 2000 10', undefined, undefined, undefined],
    ['14.01.2001', undefined, undefined, undefined],
    ['14-01-2001', undefined, undefined, undefined],
    ['2001/01/14T21:55', undefined, undefined, undefined],
    ['2001/001/14', undefined, undefined, undefined],
    ['01/14/2001 21', undefined, undefined, undefined],
    ['01/14/2001 21:5', undefined, undefined, undefined],
    ['01/14/2001Z', undefined, undefined, undefined],
    ['', undefined, undefined, undefined],
  ];
  it.each(cases)('%j (%s): %s month first, %s day first', (text, form, monthFirst, dayFirst) => {
    expect(dateFormOf(text)?.name).toBe(form);
    expect(readDate(text)).toBe(monthFirst);
    expect(readDateDayFirst(text)).toBe(dayFirst);
  });
});

describe('every date form, round trip: random days and times written in the form read back as the reference Date', () => {
  const random = randomFrom(17);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const two = (n: number) => String(n).padStart(2, '0');
  const maybeTwo = (n: number) => (random.next() < 0.5 ? two(n) : String(n));
  const monthName = (month: number) => {
    const name = MONTH_NAMES[month - 1]!;
    const spelt = random.next() < 0.5 ? name : name.slice(0, 3);
    const cased = random.pick([(text: string) => text, (text: string) => text.toUpperCase(), (text: string) => text[0]!.toUpperCase() + text.slice(1)]);
    return cased(spelt);
  };
  const comma = () => (random.next() < 0.5 ? ',' : '');

  /** How each form writes a day and a time (null: no time), and which reader reads it. */
  const FORMS: [string, (y: number, mo: number, d: number) => string, (text: string) => number | undefined][] = [
    ['iso', (y, mo, d) => `${y}-${two(mo)}-${two(d)}`, readDate],
    ['yearFirst', (y, mo, d) => `${y}/${maybeTwo(mo)}/${maybeTwo(d)}`, readDate],
    ['yearLast month first', (y, mo, d) => `${maybeTwo(mo)}/${maybeTwo(d)}/${y}`, readDate],
    ['yearLast day first', (y, mo, d) => `${maybeTwo(d)}/${maybeTwo(mo)}/${y}`, readDateDayFirst],
    ['monthName', (y, mo, d) => `${monthName(mo)} ${maybeTwo(d)}${comma()} ${y}`, readDate],
    ['dayMonthName', (y, mo, d) => `${maybeTwo(d)} ${monthName(mo)}${comma()} ${y}`, readDateDayFirst],
  ];

  it.each(FORMS)('%s', (_name, write, read) => {
    const wrong: [string, number | undefined, number | undefined][] = [];
    let real = 0;
    for (let i = 0; i < 10_000; i++) {
      const [y, mo, d, h, mi, s] = [int(1000, 2999), int(1, 12), int(1, 31), int(0, 23), int(0, 59), int(0, 59)];
      const reference = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
      reference.setUTCFullYear(y, mo - 1, d);
      // The reference Date rolls an impossible day over to the next month: then there is no such day.
      const exists = reference.getUTCDate() === d;
      if (exists) real++;
      const timed = random.next() < 0.5;
      const seconds = random.next() < 0.5;
      const time = !timed ? '' : `${random.next() < 0.5 || _name === 'iso' ? two(h) : String(h)}:${two(mi)}${seconds ? `:${two(s)}` : ''}`;
      const text = `${write(y, mo, d)}${time === '' ? '' : ` ${time}`}`;
      const expected = !exists ? undefined : reference.getTime() - (timed ? (seconds ? 0 : s * 1000) : ((h * 60 + mi) * 60 + s) * 1000);
      if (!Object.is(read(text), expected)) wrong.push([text, read(text), expected]);
    }
    expect(wrong).toEqual([]);
    // Most drawn days exist, and some do not (the 31st of a short month, Feb 29 of a common year).
    expect(real).toBeGreaterThan(9000);
    expect(real).toBeLessThan(10_000);
  });
});
