import { describe, expect, it } from 'vitest';
import { typeOfCells } from '../../src/engine/cellTypes';
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
