import type { ValueType } from '../model/columns';
import { DECIMAL, ISO_DATE, LEADING_ZERO } from '../engine/typedValues';
import type { Dialect } from './dialect';

/**
 * SQL that reads a cell's text as the tab's readers do (src/engine/typedValues.ts), from the
 * same patterns: NULL for a blank cell or one the type cannot read. In two steps, so that what
 * is costly is read once per cell: its parts (an inner SELECT's columns), then the value.
 */
export interface ValueSql {
  readonly parts: (dialect: Dialect, text: string) => string[];
  /** The value from the text and its parts (the inner SELECT's column names, in order). */
  readonly value: (dialect: Dialect, text: string, parts: readonly string[]) => string;
}

/** A decimal number, not a code with leading zeros; `+ 0.0` makes -0 zero, as JavaScript's subtraction compares it. */
const numberSql: ValueSql = {
  parts: () => [],
  value: (dialect, text) =>
    `CASE WHEN ${dialect.matches(text, dialect.literal(DECIMAL.source))} AND NOT ${dialect.matches(text, dialect.literal(LEADING_ZERO.source))} THEN ${dialect.toDouble(text)} + 0.0 END`,
};

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

/** The pattern's groups: year, month, day, hour, minute, second, fraction, zone. */
const DATE_GROUPS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * An ISO 8601 day or date-time as the milliseconds of its wall-clock time read as UTC (the zone
 * is read past, as readDate does), when the day exists and the time is on the clock. Its parts:
 * whether the pattern matches, then each group's text ('' when it took no part).
 */
const dateSql: ValueSql = {
  parts: (dialect, text) => [dialect.matches(text, dialect.literal(ISO_DATE.source)), ...DATE_GROUPS.map((group) => dialect.capture(text, dialect.literal(ISO_DATE.source), group))],
  value: (dialect, _text, [matches, ...groups]) => {
    const group = (n: number) => groups[n - 1]!;
    const whole = (n: number) => `coalesce(${dialect.toInteger(`nullif(${group(n)}, '')`)}, 0)`;
    const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(whole) as [string, string, string, string, string, string];
    const ms = dialect.toInteger(`rpad(left(${group(7)}, 3), 3, '0')`);
    const valid = [
      `NOT (${group(8)} <> '' AND ${group(4)} = '')`, // a zone needs a time
      `${month} BETWEEN 1 AND 12`,
      `${day} BETWEEN 1 AND ${daysInMonthSql(year, month)}`,
      `${hour} <= 23 AND ${minute} <= 59 AND ${second} <= 59`,
    ];
    const time = `((${hour} * 60 + ${minute}) * 60 + ${second}) * 1000 + ${ms}`;
    return `CASE WHEN ${matches} AND ${valid.join(' AND ')} THEN ${daysSql(year, month, day)} * 86400000 + ${time} END`;
  },
};

/** Each type's reader in SQL. */
export const VALUE_SQL: Readonly<Record<ValueType, ValueSql>> = { number: numberSql, date: dateSql };

/**
 * The characters of a text that reads as each type, lower-cased (DECIMAL's and ISO_DATE's): a
 * fuzzy term with any other character passes no cell of a column whose every text reads so.
 */
export const TYPE_ALPHABETS: Readonly<Record<ValueType, string>> = { number: '0123456789.-+e', date: '0123456789-t :.,z+' };
