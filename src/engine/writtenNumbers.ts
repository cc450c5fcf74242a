/**
 * Numbers as people write them (README: Column types), as data: a sign, a currency sign, digits
 * plain or grouped in threes, a percent sign. The SQL readers (src/sql/values.ts) read the same
 * patterns' sources with RE2: no look-around, no back-reference, and alternations rather than
 * character classes of characters beyond ASCII (ClickHouse may read a class byte by byte).
 */

// A decimal number: `42`, `-12.5`, `0.0`, `.5`, `1.50`, `1e3`; no `+`, no spaces.
export const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A currency sign may lead a number (`$12.50`, `-$3`); a percent sign may end one (`45%`), not both. */
export const CURRENCY_SIGNS = ['$', '€', '£'] as const;
/** What may group a number's digits in threes: a comma, a space, a no-break space, a narrow no-break space. */
export const GROUP_SEPARATORS = [',', ' ', '\u00A0', '\u202F'] as const;

const CURRENCY = CURRENCY_SIGNS.map((sign) => sign.replace('$', '\\$')).join('|');
const SEPARATORS = GROUP_SEPARATORS.join('|');
const PLAIN = '(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:[eE][+-]?\\d+)?';
const GROUPED = GROUP_SEPARATORS.map((separator) => `\\d{1,3}(?:${separator}\\d{3})+(?:\\.\\d+)?`);

/** A number as written: its groups are the minus sign, the currency sign, the digits (plain or grouped by one separator), the percent sign. */
export const WRITTEN_NUMBER = new RegExp(`^(-?)(${CURRENCY})?(${[PLAIN, ...GROUPED].join('|')})(%?)$`);
/** The separator a number's digits are grouped by, if any. */
export const SEPARATOR = new RegExp(SEPARATORS);
const SEPARATOR_ALL = new RegExp(SEPARATORS, 'g');
/** `007`, `00501`, `-007`, `$0,123`: a code or a zip code, not an amount (the automatic reading keeps such a column text). */
export const LEADING_ZERO = new RegExp(`^-?(?:${CURRENCY})?0(?:\\d|${SEPARATORS})`);

/**
 * The usual number: a plain decimal without a leading zero (DECIMAL and not LEADING_ZERO), whose
 * form is the plain one, told at a glance to be neither a rough whole (NumberForm) nor past a
 * double's range: at most 15 digits before the point, an exponent of at most two digits.
 */
export const USUAL_NUMBER = /^-?(?:(?:0|[1-9]\d{0,14})(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d{1,2})?$/;

/** The largest whole number a double holds exactly, with every one below it (2^53 - 1). */
export const MAX_EXACT_WHOLE = Number.MAX_SAFE_INTEGER;
/** A fraction or an exponent: a number written so is a number as near as a double holds it. */
export const NOT_WHOLE = /[.eE]/;

/**
 * A number written with a decimal comma (`1.234,50`, `-12,5`, `1 234,5`) as the same number written with
 * a decimal point (`1,234.50`, `-12.5`, `1 234.5`): the point and the comma trade places, so
 * every reader of numbers reads both (a text with neither is itself).
 */
export function decimalPointText(text: string): string {
  if (!text.includes(',') && !text.includes('.')) return text;
  // A loop, not a replace() with a function: a column of a million decimal commas is read in a third of the time.
  let traded = '';
  for (const char of text) traded += char === '.' ? ',' : char === ',' ? '.' : char;
  return traded;
}

/** A number as written as a plain decimal (`-$1,234.50` `-1234.50`, `45%` `45`, `1 234` `1234`, `00501` as is), or undefined. */
export function plainDecimal(text: string): string | undefined {
  if (DECIMAL.test(text)) return text;
  const match = WRITTEN_NUMBER.exec(text);
  if (!match || (match[2] !== undefined && match[4] === '%')) return undefined;
  return match[1]! + match[3]!.replace(SEPARATOR_ALL, '');
}

/**
 * A number as written (`$1,234.50` 1234.5, `45%` 45, `-$3` -3, `1 234` 1234, `00501` 501), or
 * undefined; also for one past a double's range (`1e400`), which no double holds (not Infinity).
 */
export function readWrittenNumber(text: string): number | undefined {
  const decimal = plainDecimal(text);
  const value = decimal === undefined ? NaN : Number(decimal);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * How a number is written, as a column's numbers must agree on it: its currency or percent sign,
 * its group separator ('' for none); and what keeps the automatic reading from reading a column
 * of such numbers: a leading zero (`007`: a code, a zip code), or a whole number past 2^53
 * (`1234567890123456789`: an id, a time in nanoseconds, which a double holds only roughly, so
 * such ids would sort, match and count as one another).
 */
export interface NumberForm {
  readonly affix: string;
  readonly separator: string;
  readonly leadingZero: boolean;
  readonly roughWhole: boolean;
}

const PLAIN_FORM: NumberForm = { affix: '', separator: '', leadingZero: false, roughWhole: false };

/** The form of a text that reads as a number (readWrittenNumber), else undefined; the text is read once. */
export function numberFormOf(text: string): NumberForm | undefined {
  const plain = DECIMAL.test(text);
  const match = plain ? null : WRITTEN_NUMBER.exec(text);
  if (!plain && (!match || (match[2] !== undefined && match[4] === '%'))) return undefined;
  const decimal = match ? match[1]! + match[3]!.replace(SEPARATOR_ALL, '') : text;
  const value = Number(decimal);
  if (!Number.isFinite(value)) return undefined;
  const leadingZero = LEADING_ZERO.test(text);
  const roughWhole = !NOT_WHOLE.test(decimal) && Math.abs(value) > MAX_EXACT_WHOLE;
  // Most numbers are plain: one form object for all of them.
  if (!match && !leadingZero && !roughWhole) return PLAIN_FORM;
  return { affix: match ? (match[2] ?? '') + match[4]! : '', separator: match ? (SEPARATOR.exec(match[3]!)?.[0] ?? '') : '', leadingZero, roughWhole };
}
