import { describe, expect, it } from 'vitest';
import {
  addScaled,
  compareScaled,
  decimalsOf,
  divideRounded,
  meanScaled,
  meanText,
  type Scaled,
  scaledFromText,
  scaledFromValue,
  sumText,
  writeScaled,
} from '../../../src/engine/grouping/exactNumbers';
import { readNumber } from '../../../src/engine/typedValues';
import { randomFrom } from '../../support/random';

describe('decimalsOf: digits after the point once written without an exponent', () => {
  it.each<[string, number]>([
    ['42', 0],
    ['-12.5', 1],
    ['1.50', 2],
    ['107.00', 2],
    ['.5', 1],
    ['0.0', 1],
    ['1e3', 0],
    ['1E3', 0],
    ['1.5e-3', 4],
    ['12e-1', 1],
    ['1.50e1', 1],
    ['1.5e+2', 0],
    ['1e21', 0],
    ['0.30000000000000004', 17],
    ['$1,234.50', 2],
    ['-$3', 0],
    ['€1 234.5', 1],
    ['45%', 0],
    ['12.25%', 2],
    ['1.5e-3%', 4],
    ['1e3%', 0],
  ])('%s: %i', (text, decimals) => {
    expect(decimalsOf(text)).toBe(decimals);
  });
});

describe('scaledFromText: the number in units of 10^-decimals, exactly', () => {
  it.each<[string, number, bigint]>([
    ['107', 2, 10700n],
    ['-12.5', 2, -1250n],
    ['.5', 1, 5n],
    ['-.25', 2, -25n],
    ['1e3', 0, 1000n],
    ['1.5e-3', 4, 15n],
    ['9007199254740993', 0, 9007199254740993n],
    ['123456789012345678.5', 1, 1234567890123456785n],
    ['1e21', 2, 10n ** 23n],
    ['-0', 3, 0n],
    ['$12,345,678,901,234.56', 2, 1234567890123456n],
    ['-$9,007,199,254,740,993', 0, -9007199254740993n],
    ['12\u202F345\u202F678\u202F901\u202F234\u202F567', 1, 123456789012345670n],
    ['1.5e-3%', 4, 15n],
    ['45%', 2, 4500n],
  ])('%s at %i decimals: %s', (text, decimals, scaled) => {
    expect(scaledFromText(text, decimals)).toBe(scaled);
  });
});

describe('scaledFromValue: the same from the double read, while a double gives it exactly', () => {
  it.each<[number, number, number]>([
    [0.1, 1, 1],
    [0.3, 2, 30],
    [1.005, 3, 1005],
    [-20000, 2, -2000000],
    [2 ** 49, 0, 2 ** 49],
  ])('%s at %i decimals: %s', (value, decimals, scaled) => {
    expect(scaledFromValue(value, decimals)).toBe(scaled);
  });
  it.each<[number, number]>([
    [2 ** 50, 0],
    [1e21, 0],
    [1e-30, 30],
  ])('%s at %i decimals: not exactly (NaN: read the text)', (value, decimals) => {
    expect(scaledFromValue(value, decimals)).toBeNaN();
  });
  it('agrees with the text on random decimals below the bound', () => {
    const random = randomFrom(34);
    for (let i = 0; i < 20_000; i++) {
      const decimals = Math.floor(random.next() * 8);
      const digits = String(Math.floor(random.next() * 10 ** Math.floor(random.next() * 15)));
      const text = `${random.next() < 0.3 ? '-' : ''}${decimals === 0 ? digits : `${digits.slice(0, -decimals) || '0'}.${digits.padStart(decimals, '0').slice(-decimals)}`}`;
      const exact = scaledFromText(text, decimals);
      const fast = scaledFromValue(readNumber(text)!, decimals);
      if (fast === fast) expect(BigInt(fast), text).toBe(exact);
      else expect(exact >= 2n ** 49n || exact <= -(2n ** 49n), text).toBe(true);
    }
  });
});

describe('exact arithmetic on scaled integers', () => {
  it.each<[Scaled, Scaled, Scaled]>([
    [1, 2, 3],
    [2 ** 53 - 1, 1, 2n ** 53n],
    [2n ** 53n, -1, 2 ** 53 - 1],
    [-(2 ** 53) + 1, -2, -(2n ** 53n) - 1n],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addScaled(a, b)).toBe(sum);
  });
  it.each<[Scaled, number, Scaled]>([
    [3, 2, 2], // 1.5 → 2
    [-3, 2, -2], // -1.5 → -2: halves away from zero
    [5, 2, 3],
    [7, 3, 2],
    [8, 3, 3],
    [-8, 3, -3],
    [0, 7, 0],
    [2 ** 52 + 3, 2, 2 ** 51 + 2],
    [10n ** 20n + 1n, 2, 5n * 10n ** 19n + 1n],
    [-(10n ** 20n) - 1n, 2, -(5n * 10n ** 19n) - 1n],
  ])('%s / %s rounded half away from zero = %s', (a, b, quotient) => {
    expect(divideRounded(a, b)).toBe(quotient);
  });
  it.each<[Scaled, Scaled, number]>([
    [1, 2, -1],
    [2n ** 60n, 3, 1],
    [-(2n ** 60n), 2n ** 60n, -1],
    [5, 5n, 0],
  ])('compare %s with %s: %i', (a, b, order) => {
    expect(compareScaled(a, b)).toBe(order);
  });
});

describe('how sums and means read', () => {
  it.each<[Scaled, number, string]>([
    [10700, 2, '107.00'],
    [3, 1, '0.3'],
    [30, 2, '0.30'],
    [-150, 2, '-1.50'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [-0, 2, '0.00'],
    [42, 0, '42'],
    [2n ** 64n, 2, '184467440737095516.16'],
    [-(10n ** 23n), 2, '-1000000000000000000000.00'],
  ])('sum %s at %i decimals: %s', (sum, decimals, text) => {
    expect(sumText(sum, decimals)).toBe(text);
  });
  it.each<[Scaled, number, number, string]>([
    [3, 2, 0, '1.5'], // (1 + 2) / 2, trailing zeros trimmed
    [4, 2, 0, '2'], // (2 + 2) / 2: no bare point
    [4, 3, 0, '1.33'], // 1.333… to 0 + 2 decimals
    [5, 3, 0, '1.67'], // 1.666…, rounded
    [15, 8, 0, '1.88'], // 1.875: a half, away from zero
    [-15, 8, 0, '-1.88'],
    [1, 3, 2, '0.0033'], // 0.01 / 3 at 2 + 2 decimals
    [30, 3, 2, '0.1'], // 0.30 / 3 = 0.1000
    [-1, 3, 1, '-0.033'],
    [1, 300, 0, '0'], // 0.0033… rounds to 0.00: no minus sign either way
    [-1, 300, 0, '0'],
    [2n ** 64n, 2, 0, '9223372036854775808'],
  ])('mean of sum %s over %i values at %i decimals: %s', (sum, count, decimals, text) => {
    expect(meanText(meanScaled(sum, count), decimals)).toBe(text);
  });
  it('writes trimmed figures on request only', () => {
    expect([writeScaled(150, 2), writeScaled(150, 2, true), writeScaled(100, 2, true)]).toEqual(['1.50', '1.5', '1']);
  });
});
