import type { ColumnType } from '../model/columns';

/**
 * A cell's typed value, read from its text as written; undefined for a blank cell or one the
 * type cannot read. Cells always show their text: these values only filter and sort.
 */
export type ValueReader = (text: string) => number | undefined;

// A decimal number: `42`, `-12.5`, `0.0`, `.5`, `1.50`, `1e3`; no `+`, no spaces.
export const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// `007`, `00501`, `-007`: a code or a zip code, not an amount.
export const LEADING_ZERO = /^-?0\d/;

export const readNumber: ValueReader = (text) => (DECIMAL.test(text) && !LEADING_ZERO.test(text) ? Number(text) : undefined);

// ISO 8601: a day, then optionally a time (`T` or a space) with or without seconds and fraction, and a zone.
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An ISO 8601 date or date-time as the milliseconds of its wall-clock time read as UTC: days
 * and times compare as written, and a zone is shown but moves no value to another day.
 */
export const readDate: ValueReader = (text) => {
  const parts = ISO_DATE.exec(text);
  if (!parts) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = parts;
  if (zone !== undefined && parts[4] === undefined) return undefined; // a zone needs a time
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  return utc(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
};

const utc = (year: number, month: number, day: number) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0..99 as 1900..1999
  return date.getTime();
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(2000, month, 0)).getUTCDate() + (month === 2 && !isLeap(year) ? -1 : 0);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** How each type reads a cell; text reads none (it filters and sorts by its text). */
export const VALUE_READERS: Readonly<Record<ColumnType, ValueReader | null>> = { text: null, number: readNumber, date: readDate };

/**
 * The type a file's column gets from its cells, seen one at a time: number when every non-empty
 * cell is a decimal number, else date when every one is an ISO date, else text (also when every
 * cell is empty).
 */
export class CellTypes {
  private number = true;
  private date = true;
  private any = false;

  see(text: string) {
    if (text === '') return;
    this.any = true;
    if (this.number && readNumber(text) === undefined) this.number = false;
    if (this.date && readDate(text) === undefined) this.date = false;
  }

  get type(): ColumnType {
    return !this.any ? 'text' : this.number ? 'number' : this.date ? 'date' : 'text';
  }
}

export function typeOfCells(texts: Iterable<string>): ColumnType {
  const types = new CellTypes();
  for (const text of texts) types.see(text);
  return types.type;
}
