import { EXACT_DECIMALS, SAFE_VALUE } from '../engine/grouping/exactNumbers';
import type { Dialect } from './dialect';

/**
 * Exact sums of a number column in the engine, as the tab's exactNumbers.ts sums: each value in
 * units of 10^-decimals (`decimals` the column's most), a whole number. Three ways, cheapest
 * first: a value a double scales exactly; a plain decimal text (digits, a point) read as digits;
 * the rest (currency, separators, exponents) read from their texts by the server (textSums).
 */

/**
 * The digits after the point of a number's text once written without an exponent, as the
 * tab's decimalsOf counts them (a percent sign left out): the characters after the last point
 * (found in the reversed text: no regular expression for the usual number), or with an exponent
 * the fraction's digits less the exponent (never below 0).
 */
export function decimalsOfSql(dialect: Dialect, written: string): string {
  const plain = `greatest(${dialect.position(`reverse(${written})`, "'.'")} - 1, 0)`;
  // The usual number (no exponent, no percent sign) skips the three regular expressions, most of a first Sum's time.
  const usual = `NOT (${dialect.contains(written, "'e'")} OR ${dialect.contains(written, "'E'")} OR ${dialect.endsWith(written, "'%'")})`;
  return `CASE WHEN ${usual} THEN ${plain} ELSE ${writtenDecimalsSql(dialect, written)} END`;
}

/** decimalsOfSql for any number's text: a percent sign is the one thing after the digits (a currency sign and separators come before the point). */
function writtenDecimalsSql(dialect: Dialect, written: string): string {
  const text = dialect.replaceMatch(written, dialect.literal('%$'), "''");
  const exponential = `${dialect.contains(text, "'e'")} OR ${dialect.contains(text, "'E'")}`;
  const suffix = dialect.firstMatch(text, dialect.literal('[.eE][^.eE]*$'));
  const fraction = `greatest(${dialect.length(dialect.firstMatch(text, dialect.literal('\\.[0-9]*')))} - 1, 0)`;
  const exponent = dialect.toInteger(`coalesce(nullif(${dialect.joinedCaptures(text, dialect.literal('[eE][+]?(-?[0-9]+)$'))}, ''), '0')`);
  const afterPoint = `greatest(${dialect.position(`reverse(${text})`, "'.'")} - 1, 0)`;
  return `CASE WHEN NOT (${exponential}) THEN ${afterPoint} WHEN substring(${suffix}, 1, 1) = '.' THEN ${dialect.length(suffix)} - 1 ELSE greatest(${fraction} - ${exponent}, 0) END`;
}

/** One way the engine sums a value exactly: where it applies, and the value in units of 10^-decimals there. */
interface Way {
  readonly reads: string;
  readonly scaled: string;
}

/** No value is summed this way (and no power of ten past a double's is written: `Infinity` is no SQL). */
const NONE: Way = { reads: 'FALSE', scaled: 'NULL' };

/**
 * A number whose value times 10^decimals stays below SAFE_VALUE sums as a double, rounded,
 * exactly (the tab's scaledFromValue): Math.round as JavaScript rounds (halves up), the products
 * within a quarter of a whole number anyway.
 */
function fastSql(value: string, decimals: number): Way {
  if (decimals > EXACT_DECIMALS) return NONE;
  return { reads: `abs(${value} * ${10 ** decimals}) < ${SAFE_VALUE}`, scaled: `floor(${value} * ${10 ** decimals} + 0.5)` };
}

/** The most a plain text's digits are shifted by: 64-bit digits times 10^19 stay within 128 bits. */
const MAX_SHIFT = 19;
/** A plain text is read as digits while its value in units stays below 10^this: 10^11 of them sum within 128 bits. */
const PLAIN_DIGITS = 27;
/** The largest power of ten a double holds (a column of `5e-324` has 324 decimals): past it, no power is written. */
const MAX_POWER = 308;

/**
 * A plain decimal text (`310.81300000000005`: a double written in full, which no double scales
 * exactly) in units of 10^-decimals: its digits without the point, shifted by the decimals it
 * lacks; NULL for a text with an exponent (the cast may round what it reads: `1234567891234e-3`)
 * and for one past the bounds above. `reads` holds where that is the value: the digits agree
 * with the value read (a text of another form, which the cast refuses or misreads by a power of
 * ten, is left out). The bounds sit inside one CASE: an AND around them took DuckDB twice as long.
 */
function plainScaledSql(dialect: Dialect, value: string, text: string, decimals: number): Way {
  if (decimals > MAX_POWER) return NONE;
  const point = dialect.position(text, "'.'");
  const shift = `${decimals} - CASE WHEN ${point} > 0 THEN ${dialect.length(text)} - ${point} ELSE 0 END`;
  const plain = `abs(${value}) < ${10 ** (PLAIN_DIGITS - decimals)} AND ${shift} BETWEEN 0 AND ${MAX_SHIFT} AND NOT (${dialect.contains(text, "'e'")} OR ${dialect.contains(text, "'E'")})`;
  const scaled = `CASE WHEN ${plain} THEN ${dialect.wholeOrNull(dialect.replace(text, "'.'", "''"))} * ${dialect.wide(`pow(10, ${shift})`)} END`;
  const units = `(${value} * 1e${decimals})`;
  return { scaled, reads: `abs(${dialect.double(scaled)} - ${units}) <= abs(${units}) * 1e-12` };
}

/** A value the engine sums neither way: its text is read by the server. */
const leftSql = (value: string, fast: Way, plain: Way) => `CASE WHEN ${fast.reads} OR ${plain.reads} THEN FALSE ELSE ${value} IS NOT NULL END`;

/**
 * A sum's figures in a grouping (groupFigures.ts reads them): the exact sum, as text, of the values
 * the engine sums (fastSql's and plainScaledSql's), how many values, how many it leaves to textSums.
 */
export function sumFiguresSql(dialect: Dialect, value: string, text: string, decimals: number): string[] {
  const [fast, plain] = [fastSql(value, decimals), plainScaledSql(dialect, value, text, decimals)];
  const sums = [dialect.exactSum(`CASE WHEN ${fast.reads} THEN ${fast.scaled} END`), `sum(CASE WHEN ${fast.reads} THEN NULL WHEN ${plain.reads} THEN ${plain.scaled} END)`];
  return [dialect.toText(sums.map((sum) => `coalesce(${sum}, 0)`).join(' + ')), `count(${value})`, `count(CASE WHEN ${leftSql(value, fast, plain)} THEN 1 END)`];
}

/** Whether a value is one the engine does not sum (sumFiguresSql): its text is read by the server. */
export const leftToTextsSql = (dialect: Dialect, value: string, text: string, decimals: number): string =>
  leftSql(value, fastSql(value, decimals), plainScaledSql(dialect, value, text, decimals));
