import { describe, expect, it } from 'vitest';
import { decimalText, timeOfDayText } from '../../../src/data/files/cellTexts';

describe('timeOfDayText: a time of day in any unit, to the millisecond', () => {
  it.each<[string, number, number | bigint, string]>([
    ['seconds', 1, 36_000, '10:00:00'],
    ['seconds, the last of the day', 1, 86_399, '23:59:59'],
    ['milliseconds', 1e3, 86_399_500, '23:59:59.500'],
    ['microseconds', 1e6, 86_399_500_000n, '23:59:59.500'],
    ['microseconds, the part past a millisecond cut', 1e6, 45_296_789_999n, '12:34:56.789'],
    ['nanoseconds', 1e9, 45_296_789_000_000n, '12:34:56.789'],
    ['midnight', 1e6, 0n, '00:00:00'],
  ])('%s', (_name, unitsPerSecond, value, text) => {
    expect(timeOfDayText(unitsPerSecond)(value)).toBe(text);
  });
  it('a blank stays blank', () => expect(timeOfDayText(1e6)(null)).toBe(''));
});

describe('decimalText: the unscaled integer written exactly, every digit of the scale', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it.each<[string, number, unknown, string]>([
    ['a number', 2, 12345, '123.45'],
    ['trailing zeros kept', 2, 150, '1.50'],
    ['below one, negative', 2, -50, '-0.50'],
    ['zero', 2, 0, '0.00'],
    ['a bigint past 2^53', 2, 999999999999999999n, '9999999999999999.99'],
    ['big-endian bytes', 10, bytes(0x00, 0x00, 0x00, 0x01), '0.0000000001'],
    ['negative bytes (two’s complement)', 2, bytes(0xff, 0xff), '-0.01'],
    ['scale 0', 0, 42n, '42'],
    ['a negative scale', -3, 7n, '7000'],
  ])('%s', (_name, scale, value, text) => {
    expect(decimalText(scale)(value)).toBe(text);
  });
});
