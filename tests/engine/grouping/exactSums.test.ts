import { describe, expect, it } from 'vitest';
import { decimalsOf, scaledFromText } from '../../../src/engine/grouping/exactNumbers';
import { ExactSums, LIMB, plainLimbs } from '../../../src/engine/grouping/exactSums';
import { readNumber } from '../../../src/engine/typedValues';
import { randomFrom } from '../../support/random';

/** plainLimbs' reading of `text` as one BigInt, or false. */
function limbsOf(text: string, decimals: number): bigint | false {
  const out = new Float64Array(2);
  if (!plainLimbs(text, decimals, out)) return false;
  expect(Math.abs(out[1]!), text).toBeLessThan(LIMB);
  expect(out.every(Number.isSafeInteger), text).toBe(true);
  return BigInt(out[0]!) * BigInt(LIMB) + BigInt(out[1]!);
}

describe('plainLimbs: a plain decimal text in units of 10^-decimals, in two doubles', () => {
  it.each<[string, number, bigint | false]>([
    ['310.81300000000005', 14, 31081300000000005n],
    ['310.81300000000005', 19, 3108130000000000500000n],
    ['-310.81300000000005', 19, -3108130000000000500000n],
    ['0.30000000000000004', 17, 30000000000000004n],
    ['-1.0000000000000002', 22, -10000000000000002000000n],
    ['12.5', 2, 1250n],
    ['12.5', 25, 125000000000000000000000000n],
    ['7', 0, 7n],
    ['-0', 3, 0n],
    ['.5', 1, 5n],
    ['-.5', 20, -50000000000000000000n],
    ['007.50', 2, 750n],
    ['999999999999999', 0, 999999999999999n],
    ['1000000000000000', 0, 1000000000000000n],
    ['123456789012345678901234567', 0, 123456789012345678901234567n],
    // Past PLAIN_DIGITS in units, more decimals than the column's, or any form but digits and a point: read otherwise.
    ['1234567890123456789012345678', 0, false],
    ['12.5', 26, false],
    ['12.55', 1, false],
    ['1e5', 0, false],
    ['1.5E+2', 3, false],
    ['$12.50', 2, false],
    ['1,234.5', 1, false],
    ['12.5%', 1, false],
    ['1.2.3', 3, false],
    ['+1', 0, false],
    ['-', 0, false],
    ['.', 0, false],
    ['', 0, false],
  ])('%s with %i decimals: %s', (text, decimals, expected) => {
    expect(limbsOf(text, decimals)).toBe(expected);
    if (expected !== false) expect(expected).toBe(scaledFromText(text, decimals));
  });
});

/** Numbers as a double writes them in full, short ones, written forms, and ones past what a double sums exactly. */
function randomNumberText(random: ReturnType<typeof randomFrom>): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random.next() * 10)).join('');
  const sign = random.pick(['', '-']);
  return random.pick([
    () => String((random.next() - 0.5) * 10 ** Math.floor(random.next() * 8)),
    () => `${sign}${digits(1 + Math.floor(random.next() * 3))}.${digits(Math.floor(random.next() * 3) + 1)}`,
    () => `${sign}${digits(12)}.${digits(6)}`,
    () => `${sign}${digits(20)}`,
    () => `${sign}$${digits(1)},${digits(3)}.${digits(2)}`,
    () => `${sign}${digits(1)}.${digits(3)}e${random.pick(['-', ''])}${digits(1)}`,
    () => `${sign}0`,
  ])();
}

describe('ExactSums adds up as BigInts of every text would', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i', (seed) => {
    const random = randomFrom(seed);
    const texts = Array.from({ length: 3000 }, () => randomNumberText(random)).filter((text) => readNumber(text) !== undefined);
    const decimals = Math.max(...texts.map(decimalsOf));
    const groups = 1 + Math.floor(random.next() * 4);
    const sums = new ExactSums(groups, decimals);
    const expected = Array.from({ length: groups }, () => 0n);
    texts.forEach((text, i) => {
      const g = i % groups;
      if (!sums.addValue(g, readNumber(text)!)) sums.addText(g, text);
      expected[g]! += scaledFromText(text, decimals);
    });
    expect(Array.from({ length: groups }, (_, g) => BigInt(sums.sum(g)))).toEqual(expected);
  });

  it('carries the low part into the high one, and the high part into a BigInt past 2^52', () => {
    const sums = new ExactSums(1, 15);
    const expected = { sum: 0n };
    for (const text of ['0.999999999999999', '0.999999999999999', '-0.5', ...Array.from({ length: 5000 }, () => '999999999999.999999999999999')]) {
      sums.addText(0, text);
      expected.sum += scaledFromText(text, 15);
    }
    expect(BigInt(sums.sum(0))).toBe(expected.sum);
  });
});
