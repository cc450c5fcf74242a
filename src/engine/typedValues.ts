import type { ColumnType } from '../model/columns';
import { dateReader } from './writtenDates';
import { decimalPointText, readWrittenNumber } from './writtenNumbers';

/**
 * A cell's typed value, read from its text as written; undefined for a blank cell or one the
 * type cannot read. Cells always show their text: these values only filter and sort.
 */
export type ValueReader = (text: string) => number | undefined;

/** A number as written, in any form (README: Column types): `42`, `$1,234.50`, `45%`, and `00501` too (a forced Number reads it as 501). */
export const readNumber: ValueReader = readWrittenNumber;
/** A number as written with a decimal comma, in any form readNumber reads with a point: `1.234,50` is 1234.5, `12,5%` 12.5. */
export const readNumberDecimalComma: ValueReader = (text) => readWrittenNumber(decimalPointText(text));

/**
 * A date in any form as the milliseconds of its wall-clock time read as UTC: days and times
 * compare as written, and a zone is shown but moves no value to another day. Slash dates with
 * the year last read month first (`01/14/2001`); readDateDayFirst reads them day first.
 */
export const readDate: ValueReader = dateReader(false);
export const readDateDayFirst: ValueReader = dateReader(true);

/**
 * A number's text with a decimal point, as exact sums read it, for a column of `type`: a
 * decimal-comma column's with its marks traded (the same trade writes a sum back as the
 * column writes its numbers); any other column's as it is.
 */
export const pointTextOf = (type: ColumnType): ((text: string) => string) => (type === 'numberDecimalComma' ? decimalPointText : (text) => text);

/** How each type reads a cell; text reads none (it filters and sorts by its text). */
export const VALUE_READERS: Readonly<Record<ColumnType, ValueReader | null>> = { text: null, number: readNumber, numberDecimalComma: readNumberDecimalComma, date: readDate, dateDayFirst: readDateDayFirst };
