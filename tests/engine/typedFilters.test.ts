import { describe, expect, it } from 'vitest';
import { type TypedKind, typedTest, type ValueType } from '../../src/engine/typedFilters';
import { VALUE_READERS } from '../../src/engine/typedValues';
import { randomFrom } from '../support/random';

/** Which of `cells` pass the filter, read as `type` reads them. */
function passing(type: ValueType, kind: TypedKind, text: string, cells: string[]): string[] | string {
  const test = typedTest(type, kind, text);
  if ('error' in test) return test.error;
  const read = VALUE_READERS[type]!;
  return cells.filter((cell) => test(read(cell)));
}

describe('number filters', () => {
  const cells = ['-3', '0', '9.5', '10', '15', '20', '20.5', '', 'n/a', '007'];
  const cases: [TypedKind, string, string[] | RegExp][] = [
    ['equals', '10', ['10']],
    ['equals', ' 10 ', ['10']],
    ['equals', '10.0', ['10']],
    ['equals', '+1e1', ['10']],
    // A column read as numbers reads 007 as 7 (only the automatic reading keeps codes text).
    ['notEqual', '10', ['-3', '0', '9.5', '15', '20', '20.5', '007']],
    ['lessThan', '10', ['-3', '0', '9.5', '007']],
    ['lessThanOrEqual', '10', ['-3', '0', '9.5', '10', '007']],
    ['greaterThan', '15', ['20', '20.5']],
    ['greaterThanOrEqual', '15', ['15', '20', '20.5']],
    ['greaterThan', '-5', ['-3', '0', '9.5', '10', '15', '20', '20.5', '007']],
    ['inRange', '10..20', ['10', '15', '20']],
    ['inRange', '10 to 20', ['10', '15', '20']],
    ['inRange', '10 TO 20', ['10', '15', '20']],
    ['inRange', '20..10', ['10', '15', '20']],
    ['inRange', '-5..0', ['-3', '0']],
    ['blank', '', ['', 'n/a']],
    ['blank', 'ignored', ['', 'n/a']],
    ['notBlank', '', ['-3', '0', '9.5', '10', '15', '20', '20.5', '007']],
    ['equals', 'abc', /“abc” is not a number/],
    ['greaterThan', '', /“” is not a number/],
    ['inRange', '10', /“10” is not a range: type two ends, like 10\.\.20 or 10 to 20/],
    ['inRange', '10..x', /“x” is not a number/],
    ['inRange', '1..2..3', /is not a range/],
    // Three dots are no separator: read as `10..` and `.20`, they would be the range 0.2 to 10, silently.
    ['inRange', '10...20', /“10...20” is not a range/],
    ['inRange', '10 ... 20', /is not a range/],
    ['inRange', '.5..9', ['007']],
    ['greaterThan', '1e400', /“1e400” is too large a number: type one up to about 1\.8e308\./],
    ['lessThan', '-1e309', /“-1e309” is too large a number/],
    ['inRange', '1e400..1e401', /“1e400” is too large a number/],
    ['greaterThan', '1e308', []],
    ['lessThan', '1e-400', ['-3']], // 1e-400 reads as 0 (a double's underflow): still a number, 0 not below it
  ];
  it.each(cases)('%s %j', (kind, text, expected) => {
    const result = passing('number', kind, text, cells);
    if (expected instanceof RegExp) expect(result).toMatch(expected);
    else expect(result).toEqual(expected);
  });

  it.each<[TypedKind, string, string[]]>([
    ['equals', '1234.5', ['$1,234.50']],
    ['equals', '45', ['45%']],
    ['equals', '-3', ['-$3']],
    ['lessThan', '1000', ['45%', '-$3', '€12', '00501']],
    ['greaterThanOrEqual', '1000', ['$1,234.50', '1 000', '1,234,567.5', '01234']],
    ['inRange', '12..1000', ['45%', '1 000', '€12', '00501']],
    ['blank', '', ['', '$5%', '1,23']],
  ])('numbers as written: %s %j', (kind, text, expected) => {
    const cells = ['$1,234.50', '45%', '-$3', '1 000', '€12', '1,234,567.5', '00501', '01234', '', '$5%', '1,23'];
    expect(passing('number', kind, text, cells)).toEqual(expected);
  });

  it('agrees with a plain comparison of the numbers on random cells and filters', () => {
    const { next, pick } = randomFrom(11);
    const number = () => String(Math.round((next() - 0.5) * 200) / (next() < 0.5 ? 1 : 4));
    const compare: Record<Exclude<TypedKind, 'inRange' | 'blank' | 'notBlank'>, (a: number, b: number) => boolean> = {
      equals: (a, b) => a === b,
      notEqual: (a, b) => a !== b,
      lessThan: (a, b) => a < b,
      lessThanOrEqual: (a, b) => a <= b,
      greaterThan: (a, b) => a > b,
      greaterThanOrEqual: (a, b) => a >= b,
    };
    for (let i = 0; i < 5_000; i++) {
      const cells = Array.from({ length: 20 }, () => (next() < 0.1 ? '' : number()));
      const kind = pick(Object.keys(compare) as (keyof typeof compare)[]);
      const text = number();
      const expected = cells.filter((cell) => cell !== '' && compare[kind](Number(cell), Number(text)));
      expect(passing('number', kind, text, cells), `${kind} ${text}`).toEqual(expected);
      const [a, b] = [number(), number()];
      const [low, high] = Number(a) <= Number(b) ? [Number(a), Number(b)] : [Number(b), Number(a)];
      expect(passing('number', 'inRange', `${a}..${b}`, cells)).toEqual(cells.filter((cell) => cell !== '' && Number(cell) >= low && Number(cell) <= high));
    }
  });
});

describe('date filters: a year, a month or a day, taken whole', () => {
  const cells = ['2013-12-31T23:59:59.999', '2014-01-01', '2014-03-04T23:00', '2014-03-05', '2014-03-05T10:00-05:00', '2014-05-31', '2014-06-01', '2015-01-01T00:00', '', 'soon'];
  const cases: [TypedKind, string, string[] | RegExp][] = [
    ['equals', '2014', ['2014-01-01', '2014-03-04T23:00', '2014-03-05', '2014-03-05T10:00-05:00', '2014-05-31', '2014-06-01']],
    ['equals', '2014-03', ['2014-03-04T23:00', '2014-03-05', '2014-03-05T10:00-05:00']],
    ['equals', '2014-03-05', ['2014-03-05', '2014-03-05T10:00-05:00']],
    ['equals', '2013-12', ['2013-12-31T23:59:59.999']],
    ['lessThan', '2014', ['2013-12-31T23:59:59.999']],
    ['lessThan', '2014-03-05', ['2013-12-31T23:59:59.999', '2014-01-01', '2014-03-04T23:00']],
    ['greaterThan', '2014', ['2015-01-01T00:00']],
    ['greaterThan', '2014-05', ['2014-06-01', '2015-01-01T00:00']],
    ['inRange', '2014-03..2014-05', ['2014-03-04T23:00', '2014-03-05', '2014-03-05T10:00-05:00', '2014-05-31']],
    ['inRange', '2014-05 to 2014-03', ['2014-03-04T23:00', '2014-03-05', '2014-03-05T10:00-05:00', '2014-05-31']],
    ['inRange', '2013..2014-01', ['2013-12-31T23:59:59.999', '2014-01-01']],
    ['blank', '', ['', 'soon']],
    ['notBlank', '', cells.slice(0, 8)],
    ['equals', '2014-02-30', /“2014-02-30” is not a date: type a year, a month or a day/],
    ['equals', '2014-13', /is not a date/],
    ['equals', 'March', /is not a date/],
    ['lessThan', '2014-03-05T10:00', /is not a date/],
    ['inRange', '2014', /is not a range: type two ends, like 2014-03\.\.2014-05/],
  ];
  it.each(cases)('%s %j', (kind, text, expected) => {
    const result = passing('date', kind, text, cells);
    if (expected instanceof RegExp) expect(result).toMatch(expected);
    else expect(result).toEqual(expected);
  });

  it.each<[TypedKind, string, string[], string[]]>([
    // Month first: 03/05/2014 is March 5; day first it is 3 May.
    ['equals', '2014', ['Jan 1 2014', '2014/03/05 21:55', '03/05/2014', '5 Mar 2014'], ['Jan 1 2014', '2014/03/05 21:55', '03/05/2014', '5 Mar 2014', '13/06/2014']],
    ['equals', '2014-03', ['2014/03/05 21:55', '03/05/2014', '5 Mar 2014'], ['2014/03/05 21:55', '5 Mar 2014']],
    ['equals', '2014-05-03', [], ['03/05/2014']],
    ['equals', '2014-03-05', ['2014/03/05 21:55', '03/05/2014', '5 Mar 2014'], ['2014/03/05 21:55', '5 Mar 2014']],
    ['lessThan', '2014', ['December 31, 2013 23:59'], ['December 31, 2013 23:59']],
    ['greaterThan', '2014-03', [], ['03/05/2014', '13/06/2014']],
    ['inRange', '2013-12..2014-02', ['December 31, 2013 23:59', 'Jan 1 2014'], ['December 31, 2013 23:59', 'Jan 1 2014']],
    ['blank', '', ['13/06/2014', '', 'soon'], ['', 'soon']],
  ])('dates as written: %s %j, month first and day first', (kind, text, monthFirst, dayFirst) => {
    const cells = ['December 31, 2013 23:59', 'Jan 1 2014', '2014/03/05 21:55', '03/05/2014', '5 Mar 2014', '13/06/2014', '', 'soon'];
    expect(passing('date', kind, text, cells)).toEqual(monthFirst);
    expect(passing('dateDayFirst', kind, text, cells)).toEqual(dayFirst);
  });

  it('agrees with comparing the ISO texts’ first characters, on random dates and periods', () => {
    const { next, pick } = randomFrom(5);
    const two = (n: number) => String(n).padStart(2, '0');
    const date = () => `${1998 + Math.floor(next() * 4)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}`;
    const period = () => date().slice(0, pick([4, 7, 10]));
    for (let i = 0; i < 5_000; i++) {
      const cells = Array.from({ length: 20 }, () => `${date()}${next() < 0.5 ? `T${two(Math.floor(next() * 24))}:30` : ''}`);
      const text = period();
      const head = (cell: string) => cell.slice(0, text.length);
      expect(passing('date', 'equals', text, cells)).toEqual(cells.filter((cell) => head(cell) === text));
      expect(passing('date', 'lessThan', text, cells)).toEqual(cells.filter((cell) => head(cell) < text));
      expect(passing('date', 'greaterThan', text, cells)).toEqual(cells.filter((cell) => head(cell) > text));
    }
  });
});
