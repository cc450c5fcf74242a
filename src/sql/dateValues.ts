import { DATE_FORMS, type DatePart, groupsOf, MONTH_NAMES, re2Source } from '../engine/writtenDates';
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

const daysInMonthSql = (year: string, month: string) =>
  `CASE WHEN ${month} = 2 THEN CASE WHEN (${year} % 4 = 0 AND ${year} % 100 <> 0) OR ${year} % 400 = 0 THEN 29 ELSE 28 END WHEN ${month} IN (4, 6, 9, 11) THEN 30 ELSE 31 END`;

/** A month's number from its English name, long or short (the pattern has checked it is one); NULL for NULL. */
const monthNumberSql = (dialect: Dialect, name: string) =>
  `CASE ${dialect.lower(`left(${name}, 3)`)} ${MONTH_NAMES.map((month, i) => `WHEN '${month.slice(0, 3)}' THEN ${i + 1}`).join(' ')} END`;

/** The fields a date's parts give, in order: its day, its time, whether a zone stands without a time, and its form. */
const FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second', 'ms', 'zoneAlone', 'form'] as const;

/**
 * A date in any of DATE_FORMS, slash dates with the year last read month first or day first
 * (readDate, readDateDayFirst), as matchValue reads a form's match: the wall-clock time as UTC
 * milliseconds when the day exists and the time is on the clock; a zone is read past, and
 * needs a time. Its parts are each form's groups (NULL, or '', where the form does not match:
 * one form matches a text at most); its fields each part of the date from whichever matched.
 */
export const dateSql = (dayFirst: boolean): ValueSql => ({
  parts: (dialect, text) => DATE_FORMS.map((form) => dialect.groups(text, dialect.literal(re2Source(form.pattern)), form.groups.length)),
  fields: (dialect, parts) => {
    // A part's text from the form that matched, NULL when none holds it.
    const text = (part: DatePart) => {
      const texts = DATE_FORMS.flatMap((form, k) => {
        const at = groupsOf(form, dayFirst).indexOf(part);
        return at < 0 ? [] : [`nullif(${dialect.group(parts[k]!, at + 1)}, '')`];
      });
      return texts.length === 1 ? texts[0]! : `coalesce(${texts.join(', ')})`;
    };
    const whole = (part: DatePart) => dialect.toInteger(text(part));
    const matched = (k: number) => `nullif(${dialect.group(parts[k]!, DATE_FORMS[k]!.groups.indexOf('year') + 1)}, '') IS NOT NULL`;
    return [
      whole('year'),
      `coalesce(${whole('month')}, ${monthNumberSql(dialect, text('monthName'))})`,
      whole('day'),
      `coalesce(${whole('hour')}, 0)`,
      `coalesce(${whole('minute')}, 0)`,
      `coalesce(${whole('second')}, 0)`,
      `coalesce(${dialect.toInteger(`rpad(left(${text('fraction')}, 3), 3, '0')`)}, 0)`,
      `(${text('zone')} IS NOT NULL AND ${text('hour')} IS NULL)`,
      `CASE ${DATE_FORMS.map((form, k) => `WHEN ${matched(k)} THEN ${dialect.literal(form.name)}`).join(' ')} END`,
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
