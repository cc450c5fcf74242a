import { type ColumnType, familyOf, type TypedKind, type ValueType } from '../model/columns';
import { wallClock } from './calendar';

export type { TypedKind, ValueType };

/** Whether a typed value (undefined: blank, or unreadable under the column's type) passes. */
export type ValueTest = (value: number | undefined) => boolean;

/** A filter's text the type cannot read: what to tell the person. */
export interface FilterTextError {
  error: string;
}

/** Half-open ranges of typed values: [from, to). */
export type Range = [from: number, to: number];

// A typed number may have a sign, spaces around it and leading zeros: it is input, not a cell.
const NUMBER_INPUT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// Between's two ends: `10..20` or `10 to 20`; not three dots (`10...20` would read as `10` and `.20`).
const RANGE_SEPARATOR = /\s*(?<!\.)\.\.(?!\.)\s*|\s+to\s+/i;

export const quote = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** A number as a person types it into a filter (a sign, spaces, leading zeros allowed), or why it is not one. */
export function readNumberInput(text: string): number | FilterTextError {
  const trimmed = text.trim();
  if (!NUMBER_INPUT.test(trimmed)) return { error: `${quote(text)} is not a number: type one like 30, -12.5 or 1e3.` };
  const value = Number(trimmed);
  // 1e400 reads as Infinity: no cell holds it, and the address could not say it.
  return Number.isFinite(value) ? value : { error: `${quote(text)} is too large a number: type one up to about 1.8e308.` };
}

/** The day, month or year a date filter's text names, as the range of values in it. */
function readPeriod(text: string): Range | FilterTextError {
  const parts = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text.trim());
  const [year, month, day] = [1, 2, 3].map((group) => (parts?.[group] === undefined ? undefined : Number(parts[group])));
  const dayOf = (y: number, m: number, d: number) => wallClock(y, m, d, 0, 0, 0, 0);
  let from: number | undefined;
  let to: number | undefined;
  if (year === undefined) from = undefined;
  else if (month === undefined) [from, to] = [dayOf(year, 1, 1), dayOf(year + 1, 1, 1)];
  else if (day === undefined) [from, to] = [dayOf(year, month, 1), month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1)];
  else {
    from = dayOf(year, month, day);
    to = from === undefined ? undefined : from + 86_400_000;
  }
  if (from === undefined || to === undefined) return { error: `${quote(text)} is not a date: type a year, a month or a day, like 2014, 2014-03 or 2014-03-05.` };
  return [from, to];
}

/** A number as a range of one value, so numbers and dates compare alike: [n, n] is "equals n". */
function readNumberRange(text: string): Range | FilterTextError {
  const value = readNumberInput(text);
  return typeof value === 'number' ? [value, value] : value;
}

export const isError = (value: unknown): value is FilterTextError => typeof value === 'object' && value !== null && 'error' in value;

/** Between's two ends as typed (`10..20`, `10 to 20`), or null when there are not two. */
export function rangeEnds(text: string): [string, string] | null {
  const ends = text.trim().split(RANGE_SEPARATOR);
  return ends.length === 2 && ends.every((end) => end !== '') ? (ends as [string, string]) : null;
}

/** Between's two ends as one range (either order), each end read as `readOne` reads it. */
function readBetween(text: string, readOne: (text: string) => Range | FilterTextError, example: string): Range | FilterTextError {
  const ends = rangeEnds(text);
  if (!ends) return { error: `${quote(text)} is not a range: type two ends, like ${example}.` };
  const [a, b] = ends.map(readOne) as [Range | FilterTextError, Range | FilterTextError];
  if (isError(a)) return a;
  if (isError(b)) return b;
  return a[0] <= b[0] ? [a[0], b[1]] : [b[0], a[1]];
}

/** How a value compares with one end of a filter's range. */
export type Operator = '<' | '<=' | '>' | '>=';

/** One bound of a comparison: the value against the range's `from` or `to`. */
export interface Bound {
  readonly op: Operator;
  readonly end: 0 | 1;
}

/** A comparison as data (read by the JavaScript test here and by the SQL writer): all bounds hold, or with `not`, not all. */
export interface Comparison {
  readonly bounds: readonly Bound[];
  readonly not?: boolean;
}

const bound = (op: Operator, end: 0 | 1): Bound => ({ op, end });

/** Each comparison per family: a number's range is closed ([n, n]); a date's is half-open (the day after ends it). */
const COMPARISONS: Record<'number' | 'date', Record<Exclude<TypedKind, 'blank' | 'notBlank'>, Comparison>> = {
  number: {
    equals: { bounds: [bound('>=', 0), bound('<=', 1)] },
    notEqual: { bounds: [bound('>=', 0), bound('<=', 1)], not: true },
    lessThan: { bounds: [bound('<', 0)] },
    lessThanOrEqual: { bounds: [bound('<=', 1)] },
    greaterThan: { bounds: [bound('>', 1)] },
    greaterThanOrEqual: { bounds: [bound('>=', 0)] },
    inRange: { bounds: [bound('>=', 0), bound('<=', 1)] },
  },
  date: {
    equals: { bounds: [bound('>=', 0), bound('<', 1)] },
    notEqual: { bounds: [bound('>=', 0), bound('<', 1)], not: true },
    lessThan: { bounds: [bound('<', 0)] },
    lessThanOrEqual: { bounds: [bound('<', 1)] },
    greaterThan: { bounds: [bound('>=', 1)] },
    greaterThanOrEqual: { bounds: [bound('>=', 0)] },
    inRange: { bounds: [bound('>=', 0), bound('<', 1)] },
  },
};

/** What a typed filter asks of a value: blank, not blank, or a comparison with a range. */
export type TypedCondition = { blank: boolean } | { comparison: Comparison; range: Range };

/** A typed filter read as data, or why its text cannot be read. Blank values pass only Blank. */
export function typedCondition(type: ValueType, kind: TypedKind, text: string): TypedCondition | FilterTextError {
  if (kind === 'blank' || kind === 'notBlank') return { blank: kind === 'blank' };
  const family = familyOf(type) === 'number' ? 'number' : 'date';
  const readOne = family === 'number' ? readNumberRange : readPeriod;
  const range = kind === 'inRange' ? readBetween(text, readOne, family === 'number' ? '10..20 or 10 to 20' : '2014-03..2014-05') : readOne(text);
  return isError(range) ? range : { comparison: COMPARISONS[family][kind], range };
}

const OPERATORS: Record<Operator, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/**
 * The test a typed filter puts to each row's value, or why its text cannot be read. Numbers
 * compare with the value itself; a date's text names a whole year, month or day, so On is
 * within it, Before ends before it starts and After starts after it ends. Blank values pass
 * only Blank.
 */
export function typedTest(type: ValueType, kind: TypedKind, text: string): ValueTest | FilterTextError {
  const condition = typedCondition(type, kind, text);
  if (isError(condition)) return condition;
  if ('blank' in condition) return condition.blank ? (value) => value === undefined : (value) => value !== undefined;
  const { comparison, range } = condition;
  const within = (v: number) => comparison.bounds.every(({ op, end }) => OPERATORS[op](v, range[end]));
  return comparison.not ? (value) => value !== undefined && !within(value) : (value) => value !== undefined && within(value);
}

/** What a typed filter tests, or null when it filters nothing: a comparison on a text column, or text its type cannot read. */
export function typedFilterTest(type: ColumnType, kind: TypedKind, text: string): ValueTest | null {
  if (type === 'text') return null;
  const test = typedTest(type, kind, text);
  return 'error' in test ? null : test;
}
