import { DATE_FORMS, type DateForm, groupsOf, MONTH_NAMES, re2Source } from '../engine/writtenDates';
import type { Bucket } from '../model/grouping';
import type { Dialect } from './dialect';
import type { ValueSql } from './valueSql';

/** Days from 1970-01-01 to a proleptic Gregorian day (H. Hinnant's days_from_civil, in float division both engines share). */
function daysSql(year: string, month: string, day: string): string {
  const y = `(${year} - CASE WHEN ${month} <= 2 THEN 1 ELSE 0 END)`;
  const era = `floor(${y} / 400)`;
  const yearOfEra = `(${y} - ${era} * 400)`;
  const dayOfYear = `(floor((153 * ((${month} + 9) % 12) + 2) / 5) + ${day} - 1)`;
  const dayOfEra = `(${yearOfEra} * 365 + floor(${yearOfEra} / 4) - floor(${yearOfEra} / 100) + ${dayOfYear})`;
  return `(${era} * 146097 + ${dayOfEra} - 719468)`;
}

/** A date value's (UTC milliseconds) ISO year or month as a whole number (2014, 201403), which the engine groups by. NULL for NULL. */
export function bucketNumberSql(dialect: Dialect, value: string, bucket: Bucket): string {
  const day = `floor(${value} / 86400000)`;
  const { year, month } = dialect.yearMonthOfDay(day);
  return bucket === 'year' ? `(${year})` : `((${year}) * 100 + ${month})`;
}

/** bucketNumberSql's number as the tab's bucket key writes it (`2014`, `2014-03`); NULL for NULL. */
export function bucketTextSql(dialect: Dialect, number: string, bucket: Bucket): string {
  const digits = (whole: string, width: number) => `lpad(${dialect.toText(dialect.toInteger(whole))}, ${width}, '0')`;
  if (bucket === 'year') return `CASE WHEN ${number} IS NOT NULL THEN ${digits(number, 4)} END`;
  const year = `floor(${number} / 100)`;
  return `CASE WHEN ${number} IS NOT NULL THEN concat(${digits(year, 4)}, '-', ${digits(`${number} - ${year} * 100`, 2)}) END`;
}

/** The number bucketNumberSql gives the rows of bucket key `key` (`2014`, `2014-03`); null for a text no bucket writes. */
export function bucketNumber(key: string, bucket: Bucket): number | null {
  const found = (bucket === 'year' ? /^(\d{4})$/ : /^(\d{4})-(0[1-9]|1[0-2])$/).exec(key);
  if (!found) return null;
  return bucket === 'year' ? Number(found[1]) : Number(found[1]) * 100 + Number(found[2]);
}

/** The ISO year (`2014`) or month (`2014-03`) of a date's value (UTC milliseconds), as the tab's bucket keys write it. */
export const isoBucketSql = (dialect: Dialect, value: string, bucket: Bucket): string => bucketTextSql(dialect, bucketNumberSql(dialect, value, bucket), bucket);

const daysInMonthSql = (year: string, month: string) =>
  `CASE WHEN ${month} = 2 THEN CASE WHEN (${year} % 4 = 0 AND ${year} % 100 <> 0) OR ${year} % 400 = 0 THEN 29 ELSE 28 END WHEN ${month} IN (4, 6, 9, 11) THEN 30 ELSE 31 END`;

/** A month's number from its English name, long or short (the pattern has checked it is one), by where its first three letters stand among all months'; NULL for NULL. */
const monthNumberSql = (dialect: Dialect, name: string) =>
  `((${dialect.position(dialect.literal(MONTH_NAMES.map((month) => month.slice(0, 3)).join('')), dialect.lower(`left(${name}, 3)`))} + 2) / 3)`;

/** A date's parts in one order whatever its form, `|` between them (no form's text holds one), its form's name first. */
const SLOTS = ['form', 'year', 'month', 'monthName', 'day', 'hour', 'minute', 'second', 'fraction', 'zone'] as const;
const slotOf = (part: (typeof SLOTS)[number]) => SLOTS.indexOf(part) + 1;

/** The replacement that writes a form's match in SLOTS' order (`\1`… its groups). */
function slotsOf(form: DateForm, dayFirst: boolean): string {
  const groups = groupsOf(form, dayFirst);
  return SLOTS.map((slot) => (slot === 'form' ? form.name : groups.includes(slot) ? `\\${groups.indexOf(slot) + 1}` : '')).join('|');
}

/** The fields a date's slots give, in order: its day, its time, whether a zone stands without a time, and its form. */
const FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second', 'ms', 'zoneAlone', 'form'] as const;

/**
 * A date in any of DATE_FORMS, slash dates with the year last read month first or day first
 * (readDate, readDateDayFirst), as matchValue reads a form's match: the wall-clock time as UTC
 * milliseconds when the day exists and the time is on the clock; a zone is read past, and
 * needs a time. Its one part is the text in SLOTS (NULL when no form matches), written by the
 * form that matches; its fields each part of the date. (A STRUCT of a match's groups took DuckDB
 * several times as long to plan, and a view is planned for every query that reads it.)
 */
export const dateSql = (dayFirst: boolean): ValueSql => ({
  parts: (dialect, text) => {
    const pattern = (form: DateForm) => dialect.literal(re2Source(form.pattern));
    return [`CASE ${DATE_FORMS.map((form) => `WHEN ${dialect.matches(text, pattern(form))} THEN ${dialect.replaceMatch(text, pattern(form), dialect.literal(slotsOf(form, dayFirst)))}`).join(' ')} END`];
  },
  fields: (dialect, [slots]) => {
    const slot = (part: (typeof SLOTS)[number]) => `nullif(${dialect.splitPart(slots!, "'|'", slotOf(part))}, '')`;
    const whole = (part: (typeof SLOTS)[number]) => dialect.toInteger(slot(part));
    return [
      whole('year'),
      `coalesce(${whole('month')}, ${monthNumberSql(dialect, slot('monthName'))})`,
      whole('day'),
      `coalesce(${whole('hour')}, 0)`,
      `coalesce(${whole('minute')}, 0)`,
      `coalesce(${whole('second')}, 0)`,
      `coalesce(${dialect.toInteger(`rpad(left(${slot('fraction')}, 3), 3, '0')`)}, 0)`,
      `(${slot('zone')} IS NOT NULL AND ${slot('hour')} IS NULL)`,
      slot('form'),
    ];
  },
  value: (_dialect, _text, { fields }) => {
    const field = (name: (typeof FIELDS)[number]) => fields[FIELDS.indexOf(name)]!;
    const [year, month, day, hour, minute, second] = [field('year'), field('month'), field('day'), field('hour'), field('minute'), field('second')];
    const valid = [
      `${year} IS NOT NULL AND NOT ${field('zoneAlone')}`,
      `${month} BETWEEN 1 AND 12`,
      `${day} BETWEEN 1 AND ${daysInMonthSql(year, month)}`,
      `${hour} <= 23 AND ${minute} <= 59 AND ${second} <= 59`,
    ];
    const time = `((${hour} * 60 + ${minute}) * 60 + ${second}) * 1000 + ${field('ms')}`;
    return `CASE WHEN ${valid.join(' AND ')} THEN ${daysSql(year, month, day)} * 86400000 + ${time} END`;
  },
  typing: (_dialect, _text, { fields }) => ({ holds: 'true', forms: [fields[FIELDS.indexOf('form')]!] }),
});
