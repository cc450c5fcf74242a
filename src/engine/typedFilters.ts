import type { ColumnType, TypedKind, ValueType } from '../model/columns';
import { readDate } from './typedValues';

export type { TypedKind, ValueType };

/** Whether a typed value (undefined: blank, or unreadable under the column's type) passes. */
export type ValueTest = (value: number | undefined) => boolean;

/** A filter's text the type cannot read: what to tell the person. */
export interface FilterTextError {
  error: string;
}

/** Half-open ranges of typed values: [from, to). */
type Range = [from: number, to: number];

// A typed number may have a sign, spaces around it and leading zeros: it is input, not a cell.
const NUMBER_INPUT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// Between's two ends: `10..20` or `10 to 20`.
const RANGE_SEPARATOR = /\s*\.\.\s*|\s+to\s+/i;

const quote = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** A number as a person types it into a filter (a sign, spaces, leading zeros allowed), or why it is not one. */
export function readNumberInput(text: string): number | FilterTextError {
  const trimmed = text.trim();
  if (NUMBER_INPUT.test(trimmed)) return Number(trimmed);
  return { error: `${quote(text)} is not a number: type one like 30, -12.5 or 1e3.` };
}

/** The day, month or year a date filter's text names, as the range of values in it. */
function readPeriod(text: string): Range | FilterTextError {
  const trimmed = text.trim();
  const [year, month] = trimmed.split('-');
  let from: number | undefined;
  let to: number | undefined;
  if (/^\d{4}$/.test(trimmed)) {
    from = readDate(`${year}-01-01`);
    to = readDate(`${Number(year) + 1}-01-01`);
  } else if (/^\d{4}-\d{2}$/.test(trimmed)) {
    from = readDate(`${trimmed}-01`);
    const next = Number(month) === 12 ? `${Number(year) + 1}-01` : `${year}-${String(Number(month) + 1).padStart(2, '0')}`;
    to = from === undefined ? undefined : readDate(`${next}-01`);
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    from = readDate(trimmed);
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

/**
 * The test a typed filter puts to each row's value, or why its text cannot be read. Numbers
 * compare with the value itself; a date's text names a whole year, month or day, so On is
 * within it, Before ends before it starts and After starts after it ends. Blank values pass
 * only Blank.
 */
export function typedTest(type: ValueType, kind: TypedKind, text: string): ValueTest | FilterTextError {
  if (kind === 'blank') return (value) => value === undefined;
  if (kind === 'notBlank') return (value) => value !== undefined;
  const readOne = type === 'number' ? readNumberRange : readPeriod;
  const range = kind === 'inRange' ? readBetween(text, readOne, type === 'number' ? '10..20 or 10 to 20' : '2014-03..2014-05') : readOne(text);
  if (isError(range)) return range;
  const [from, to] = range;
  // A number's range is closed ([n, n]); a date's is half-open (the day after ends it).
  const within = type === 'number' ? (v: number) => v >= from && v <= to : (v: number) => v >= from && v < to;
  const tests: Record<Exclude<TypedKind, 'blank' | 'notBlank'>, (v: number) => boolean> = {
    equals: within,
    notEqual: (v) => !within(v),
    lessThan: (v) => v < from,
    lessThanOrEqual: type === 'number' ? (v) => v <= to : (v) => v < to,
    greaterThan: type === 'number' ? (v) => v > to : (v) => v >= to,
    greaterThanOrEqual: (v) => v >= from,
    inRange: within,
  };
  const test = tests[kind];
  return (value) => value !== undefined && test(value);
}

/** What a typed filter tests, or null when it filters nothing: a comparison on a text column, or text its type cannot read. */
export function typedFilterTest(type: ColumnType, kind: TypedKind, text: string): ValueTest | null {
  if (type === 'text') return null;
  const test = typedTest(type, kind, text);
  return 'error' in test ? null : test;
}
