// Exact sums and means of decimal numbers as written: each number is a whole number of units
// of 10^-decimals (a "scaled" integer), where `decimals` is the most any value of the column has.
// Sums of scaled integers are exact; a double holds them while they stay below 2^53, BigInt past it.
import { plainDecimal } from '../writtenNumbers';

/** A scaled integer: a double while it is safe (|n| < 2^53), a BigInt past that. */
export type Scaled = number | bigint;

/**
 * Below this a scaled value read from a double is exact (Math.round(x * 10^d) is off by at most
 * a quarter), and a sum of it with a running sum below SPILL_AT stays exact in a double.
 */
export const SAFE_VALUE = 2 ** 50;
/** A running sum in a double passes what it holds into a BigInt once it reaches this. */
export const SPILL_AT = 2 ** 52;
/** Powers of ten a double holds exactly: 10^0 to 10^22. */
export const EXACT_DECIMALS = 22;

// A plain decimal number (writtenNumbers.ts DECIMAL): sign, digits, fraction, exponent.
const PARTS = /^(-?)(\d*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

const [POINT, LOWER_E, UPPER_E, PERCENT] = ['.', 'e', 'E', '%'].map((char) => char.charCodeAt(0)) as [number, number, number, number];

/** Digits after the point once a number that readNumber reads is written without an exponent: `1.50` 2, `1e3` 0, `1.5e-3` 4, `$1,234.50` 2, `1.5e-3%` 4. */
export function decimalsOf(written: string): number {
  // A currency sign and group separators come before the point; a percent sign is the one thing after the digits.
  const text = written.charCodeAt(written.length - 1) === PERCENT ? written.slice(0, -1) : written;
  // Most numbers have no exponent: their decimals are the digits after the point, read from the end.
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text.charCodeAt(i);
    if (char === POINT) return text.length - 1 - i;
    if (char === LOWER_E || char === UPPER_E) {
      const point = text.indexOf('.');
      return Math.max(0, (point < 0 ? 0 : i - point - 1) - Number(text.slice(i + 1)));
    }
  }
  return 0;
}

/** The number written in `text` in any form readNumber reads, in units of 10^-decimals, exactly (`decimals` at least decimalsOf(text)). */
export function scaledFromText(text: string, decimals: number): bigint {
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = PARTS.exec(plainDecimal(text) ?? '') ?? [];
  const shift = decimals - fraction.length + Number(exponent);
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scaled = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  return sign === '-' ? -scaled : scaled;
}

/**
 * The value `x` (read from a text of at most `decimals` decimals) in units of 10^-decimals,
 * when a double gives it exactly; NaN when it cannot (then read it with scaledFromText).
 * `scale` is 10^decimals, worked out once for many values.
 */
export function scaledFromValue(x: number, decimals: number, scale = 10 ** decimals): number {
  const scaled = x * scale;
  return decimals <= EXACT_DECIMALS && scaled < SAFE_VALUE && scaled > -SAFE_VALUE ? Math.round(scaled) : NaN;
}

/** a + b, exact, as a double while safe. */
export function addScaled(a: Scaled, b: Scaled): Scaled {
  if (typeof a === 'number' && typeof b === 'number') {
    const sum = a + b;
    if (Number.isSafeInteger(sum)) return sum;
  }
  return narrow(BigInt(a) + BigInt(b));
}

/** A BigInt as a double when it is safe. */
const narrow = (n: bigint): Scaled => (n >= -(2n ** 53n) + 1n && n <= 2n ** 53n - 1n ? Number(n) : n);

/** a * b, exact. */
function mulScaled(a: Scaled, b: number): Scaled {
  if (typeof a === 'number') {
    const product = a * b;
    if (Number.isSafeInteger(product)) return product;
  }
  return narrow(BigInt(a) * BigInt(b));
}

/** a / b rounded to the nearest whole number, halves away from zero (b > 0). */
export function divideRounded(a: Scaled, b: number): Scaled {
  // Below 2^52 the quotient times b, at most a + b, is exact in a double.
  if (typeof a === 'number' && Math.abs(a) < 2 ** 52) {
    const magnitude = Math.abs(a);
    let quotient = Math.floor(magnitude / b);
    let rest = magnitude - quotient * b;
    // The division of doubles may be one off: the rest, exact, says which way.
    if (rest < 0) [quotient, rest] = [quotient - 1, rest + b];
    else if (rest >= b) [quotient, rest] = [quotient + 1, rest - b];
    if (2 * rest >= b) quotient++;
    return a < 0 ? -quotient : quotient;
  }
  const [dividend, divisor] = [BigInt(a), BigInt(b)];
  const magnitude = dividend < 0n ? -dividend : dividend;
  let quotient = magnitude / divisor;
  if (2n * (magnitude % divisor) >= divisor) quotient++;
  return narrow(dividend < 0n ? -quotient : quotient);
}

/** -1, 0 or 1 as a is less than, equal to or more than b. */
export function compareScaled(a: Scaled, b: Scaled): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  const [x, y] = [BigInt(a), BigInt(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * A scaled integer written with `decimals` digits after the point (`10700`, 2: `107.00`); with
 * `trim`, trailing zeros and then a bare point are dropped (`2.50` → `2.5`, `3.00` → `3`).
 */
export function writeScaled(n: Scaled, decimals: number, trim = false): string {
  const negative = n < 0;
  const digits = (negative ? -n : n).toString().padStart(decimals + 1, '0');
  let whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (trim) fraction = fraction.replace(/0+$/, '');
  whole ||= '0';
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A sum as shown: exact, with the column's decimals (`107.00`). */
export const sumText = (sum: Scaled, decimals: number): string => writeScaled(sum, decimals);

/** Mean figures carry two decimals more than the column's values. */
const MEAN_EXTRA_DECIMALS = 2;

/** The mean of `count` values summing to `sum` (in units of 10^-decimals), in units of 10^-(decimals + 2), rounded half away from zero. */
export const meanScaled = (sum: Scaled, count: number): Scaled => divideRounded(mulScaled(sum, 10 ** MEAN_EXTRA_DECIMALS), count);

/** A mean as shown: rounded to the column's decimals + 2, half away from zero, trailing zeros trimmed. */
export const meanText = (mean: Scaled, decimals: number): string => writeScaled(mean, decimals + MEAN_EXTRA_DECIMALS, true);
