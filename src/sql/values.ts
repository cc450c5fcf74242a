import type { ValueType } from '../model/columns';
import { DECIMAL, ISO_DATE, LEADING_ZERO } from '../engine/typedValues';
import { type Dialect, literal } from './dialect';

/**
 * SQL that reads a cell's text as the tab's readers do (src/engine/typedValues.ts), from the
 * same patterns: NULL for a blank cell or one the type cannot read.
 */
export type ValueSql = (dialect: Dialect, text: string) => string;

/** A decimal number, not a code with leading zeros; `+ 0.0` makes -0 zero, as JavaScript's subtraction compares it. */
export const numberSql: ValueSql = (dialect, text) =>
  `CASE WHEN ${dialect.matches(text, literal(DECIMAL.source))} AND NOT ${dialect.matches(text, literal(LEADING_ZERO.source))} THEN ${dialect.toDouble(text)} + 0.0 END`;

/** Days from 1970-01-01 to a proleptic Gregorian day (H. Hinnant's days_from_civil, in float division both engines share). */
function daysSql(year: string, month: string, day: string): string {
  const y = `(${year} - CASE WHEN ${month} <= 2 THEN 1 ELSE 0 END)`;
  const era = `floor(${y} / 400)`;
  const yearOfEra = `(${y} - ${era} * 400)`;
  const dayOfYear = `(floor((153 * ((${month} + 9) % 12) + 2) / 5) + ${day} - 1)`;
  const dayOfEra = `(${yearOfEra} * 365 + floor(${yearOfEra} / 4) - floor(${yearOfEra} / 100) + ${dayOfYear})`;
  return `(${era} * 146097 + ${dayOfEra} - 719468)`;
}

const daysInMonthSql = (year: string, month: string) =>
  `CASE WHEN ${month} = 2 THEN CASE WHEN (${year} % 4 = 0 AND ${year} % 100 <> 0) OR ${year} % 400 = 0 THEN 29 ELSE 28 END WHEN ${month} IN (4, 6, 9, 11) THEN 30 ELSE 31 END`;

/**
 * An ISO 8601 day or date-time as the milliseconds of its wall-clock time read as UTC (the zone
 * is read past, as readDate does), when the day exists and the time is on the clock.
 */
export const dateSql: ValueSql = (dialect, text) => {
  const pattern = literal(ISO_DATE.source);
  const group = (n: number) => dialect.capture(text, pattern, n);
  const whole = (n: number) => `coalesce(${dialect.toInteger(`nullif(${group(n)}, '')`)}, 0)`;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(whole) as [string, string, string, string, string, string];
  const ms = dialect.toInteger(`rpad(left(${group(7)}, 3), 3, '0')`);
  const valid = [
    dialect.matches(text, pattern),
    `NOT (${group(8)} <> '' AND ${group(4)} = '')`, // a zone needs a time
    `${month} BETWEEN 1 AND 12`,
    `${day} BETWEEN 1 AND ${daysInMonthSql(year, month)}`,
    `${hour} <= 23 AND ${minute} <= 59 AND ${second} <= 59`,
  ];
  const time = `((${hour} * 60 + ${minute}) * 60 + ${second}) * 1000 + ${ms}`;
  return `CASE WHEN ${valid.join(' AND ')} THEN ${daysSql(year, month, day)} * 86400000 + ${time} END`;
};

/** Each type's reader in SQL. */
export const VALUE_SQL: Readonly<Record<ValueType, ValueSql>> = { number: numberSql, date: dateSql };
