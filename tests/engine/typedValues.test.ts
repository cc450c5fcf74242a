import { describe, expect, it } from 'vitest';
import { CellTypes, nearType, type NearType, typeOfCells } from '../../src/engine/cellTypes';
import { dateFormOf } from '../../src/engine/writtenDates';
import { decimalPointText, numberFormOf } from '../../src/engine/writtenNumbers';
import { readDate } from '../../src/engine/typedValues';
import { randomFrom } from '../support/random';
import { DETECTION_CASES } from '../support/written';

describe('readDate: ISO 8601 days and times, compared as written', () => {
  const day = Date.UTC(2014, 2, 5);
  const cases: [string, number | undefined][] = [
    ['2014-03-05', day],
    ['2014-03-05T10:00', day + 10 * 3600_000],
    ['2014-03-05 10:00:00', day + 10 * 3600_000],
    ['2014-03-05T10:00:30.25', day + 10 * 3600_000 + 30_250],
    ['2014-03-05T10:00:30,5', day + 10 * 3600_000 + 30_500],
    ['2014-03-05T10:00:30.123456', day + 10 * 3600_000 + 30_123],
    // A zone is shown but moves no value: 23:30 at -05:00 stays on the 5th.
    ['2014-03-05T23:30-05:00', day + 23.5 * 3600_000],
    ['2014-03-05T10:00Z', day + 10 * 3600_000],
    ['2014-03-05T10:00:00+0530', day + 10 * 3600_000],
    ['2014-03-05T10:00+01', day + 10 * 3600_000],
    ['2016-02-29', Date.UTC(2016, 1, 29)],
    ['2000-02-29', Date.UTC(2000, 1, 29)],
    ['0012-01-01', new Date('0012-01-01T00:00:00Z').getTime()],
    ['2015-02-29', undefined],
    ['1900-02-29', undefined],
    ['2014-13-01', undefined],
    ['2014-00-10', undefined],
    ['2014-04-31', undefined],
    ['2014-03-05T24:00', undefined],
    ['2014-03-05T10:60', undefined],
    ['2014-03-05Z', undefined],
    ['2014-3-5', undefined],
    ['20140305', undefined],
    ['2014-03', undefined],
    ['2014', undefined],
    ['2014/03/05T10:00', undefined],
    ['', undefined],
    [' 2014-03-05', undefined],
  ];
  it.each(cases)('%j reads as %s', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });

  it('reads random days and times as the Date of the same wall-clock time in UTC', () => {
    const { next: random } = randomFrom(7);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    for (let i = 0; i < 20_000; i++) {
      const [y, mo, d, h, mi, s, ms] = [int(1000, 2999), int(1, 12), int(1, 31), int(0, 23), int(0, 59), int(0, 59), int(0, 999)];
      const two = (n: number) => String(n).padStart(2, '0');
      const dayText = `${y}-${two(mo)}-${two(d)}`;
      const reference = new Date(`${dayText}T${two(h)}:${two(mi)}:${two(s)}.${String(ms).padStart(3, '0')}Z`);
      // The reference Date rolls an impossible day over to the next month: then there is no such day.
      const real = reference.getUTCDate() === d;
      const text = `${dayText}${random() < 0.5 ? 'T' : ' '}${two(h)}:${two(mi)}:${two(s)}.${String(ms).padStart(3, '0')}`;
      expect(readDate(text), text).toBe(real ? reference.getTime() : undefined);
      expect(readDate(dayText), dayText).toBe(real ? Date.UTC(y, mo - 1, d) : undefined);
    }
  });
});

describe('typeOfCells: the type a file\'s column gets from its cells', () => {
  it.each([...DETECTION_CASES, ['no cells are text', [], 'text'] as const])('%s', (_, cells, expected) => {
    expect(typeOfCells(cells)).toBe(expected);
  });
});

/** A column's CellTypes once it has seen `cells`. */
function cellTypesOf(cells: readonly string[]): CellTypes {
  const types = new CellTypes();
  for (const cell of cells) types.see(cell);
  return types;
}

describe('CellTypes.slashDatesEitherWay: slash dates read month first that would read day first too', () => {
  it.each<[string, string[], boolean]>([
    ['every field 12 or less', ['01/02/2014', '', '12/11/2015'], true],
    ['with times', ['1/2/2001 9:05', '3/4/2001 21:55:00'], true],
    ['a first field over 12: day first', ['01/02/2014', '13/02/2014'], false],
    ['a second field over 12: month first only', ['01/02/2014', '02/13/2014'], false],
    ['ISO days', ['2014-01-02', '2014-02-01'], false],
    ['month names', ['Jan 2 2014', 'Feb 1 2014'], false],
    ['the year first with slashes', ['2014/01/02'], false],
    ['numbers', ['1', '2'], false],
    ['no cells', [], false],
    ['slash dates and a stray: text', ['01/02/2014', 'n/a'], false],
  ])('%s', (_name, cells, expected) => {
    expect(cellTypesOf(cells).slashDatesEitherWay).toBe(expected);
  });
});

describe('CellTypes.numbersEitherWay: numbers read with a decimal point that would read with a decimal comma too', () => {
  it.each<[string, string[], boolean]>([
    ['commas in threes', ['1,250', '', '2,500'], true],
    ['points in threes', ['1.250', '12'], true],
    ['a euro sign', ['€1,250'], true],
    ['whole numbers read alike either way', ['1', '250', '-3'], false],
    ['a decimal point only', ['1.5', '1,250'], false],
    ['a decimal comma only: read so', ['12,5', '1,250'], false],
    ['groups of threes twice only a point reads', ['1,250,000', '1,250'], false],
    ['no cells', [], false],
    ['commas in threes and a stray: text', ['1,250', 'n/a'], false],
  ])('%s', (_name, cells, expected) => {
    expect(cellTypesOf(cells).numbersEitherWay).toBe(expected);
  });
});

/** As a file's column finds it: its different texts seen once each, in the order first met (a dictionary's), then its cells counted. */
function nearTypeOf(cells: readonly string[]): NearType | null {
  const found = cellTypesOf([...new Set(cells)]).typeButFewStrays;
  const filled = cells.filter((cell) => cell !== '');
  return nearType(found, { all: filled.length, strays: filled.filter((cell) => found?.strays.includes(cell)).length });
}

describe('nearType: a text column that reads as a type but for a few stray cells, which its other cells outnumber three to one', () => {
  const numbers = ['12.50', '3', '7.25', '19.99', '4', '8.10', '11', '2.5', '6'];
  const cases: [string, string[], NearType | null][] = [
    ['a price with n/a', ['12.50', 'n/a', '3', '7.25'], { type: 'number', strays: ['n/a'] }],
    ['the stray first', ['n/a', '1', '2', '3'], { type: 'number', strays: ['n/a'] }],
    ['three strays, outnumbered three to one', ['n/a', '-', '?', ...numbers], { type: 'number', strays: ['n/a', '-', '?'] }],
    ['four strays: text', ['n/a', '-', '?', 'none', ...numbers, ...numbers], null],
    ['not outnumbered three to one', ['n/a', '1', '2'], null],
    ['a stray repeated counts each time', ['n/a', '1', 'n/a', '2', 'n/a', '3'], null],
    ['scores 1 to 5 and a few n/a, N/A: few different scores, many cells', ['1', '2', '3', '4', '5', 'n/a', 'N/A', '3', '4', '4', '5', '2', '1', '3'], { type: 'number', strays: ['n/a', 'N/A'] }],
    ['a repeated number outnumbers the strays', ['7', '7', '7', '7', '7', '7', 'n/a', '-'], { type: 'number', strays: ['n/a', '-'] }],
    ['three strays, not outnumbered three to one', ['n/a', '-', '?', ...numbers.slice(0, 8)], null],
    ['dates with unknown', ['2014-03-05', 'unknown', '2014-04-01', '2015-01-01'], { type: 'date', strays: ['unknown'] }],
    ['day-first dates with a dash', ['31/12/2014', '-', '01/02/2015', '15/03/2015'], { type: 'dateDayFirst', strays: ['-'] }],
    ['decimal commas with n/a', ['12,50', 'n/a', '3', '7,25'], { type: 'numberDecimalComma', strays: ['n/a'] }],
    ['a decimal comma is no stray among decimal points', ['12.50', '7,25', '3', '7.25'], null],
    ['numbers of two forms (not strays)', ['$5', '5', '6', '7', 'n/a'], null],
    ['a leading zero (an id, not a stray)', ['007', 'n/a', '1', '2', '3'], null],
    ['a form broken after the stray', ['1', 'n/a', '2', '3', '$4', '5'], null],
    ['an impossible date is no stray', ['2014-03-05', '2014-13-45', '2014-04-01', '2015-01-01'], null],
    ['a number column', numbers, null],
    ['a text column', ['Paris', 'Lyon', 'Nice', '12'], null],
    ['strays only', ['n/a', 'n/a'], null],
    ['empty cells only', ['', ''], null],
  ];
  it.each(cases)('%s', (_, cells, expected) => {
    expect(nearTypeOf(cells)).toEqual(expected);
  });

  it('equals the type of the cells without their strays, read all at once (random columns)', () => {
    const { next: random, pick } = randomFrom(11);
    const kinds = [['1', '2.5', '-3', '1,000'], ['1', '2,5', '-3', '1.000'], ['2014-03-05', '2015-12-31'], ['05/03/2014', '31/12/2014'], ['Paris', 'Lyon']];
    const others = ['', '$4', '007', '2014-13-45', 'n/a', '-', 'none', '?', 'unknown'];
    const stray = (text: string) => text !== '' && numberFormOf(text) === undefined && numberFormOf(decimalPointText(text)) === undefined && dateFormOf(text) === undefined;
    let settled = 0;
    for (let i = 0; i < 5_000; i++) {
      // Mostly cells of one kind, with a few others, as in a file.
      const kind = pick(kinds);
      const cells = Array.from({ length: 1 + Math.floor(random() * 40) }, () => (random() < 0.9 ? pick(kind) : pick(others)));
      const strays = cells.filter(stray);
      const rest = cells.filter((text) => text !== '' && !stray(text));
      const restType = typeOfCells(rest);
      const distinct = [...new Set(strays)];
      const expected =
        strays.length > 0 && distinct.length <= 3 && rest.length >= 3 * strays.length && restType !== 'text' ? { type: restType, strays: distinct } : null;
      expect(nearTypeOf(cells), JSON.stringify(cells)).toEqual(expected);
      // Settled as text after some of its cells: the rest give it no type and no near type (the server stops reading there).
      const types = new CellTypes();
      if (cells.some((cell) => (types.see(cell), types.settledAsText))) {
        settled++;
        expect({ near: expected, type: typeOfCells(cells) }, JSON.stringify(cells)).toEqual({ near: null, type: 'text' });
      }
      expect(typeOfCells(cells), JSON.stringify(cells)).toBe(strays.length > 0 ? 'text' : restType);
    }
    expect(settled).toBeGreaterThan(100);
  });
});
