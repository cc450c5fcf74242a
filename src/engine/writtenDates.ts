import { wallClock } from './calendar';

/**
 * The forms a date is written in (README: Column types), as data: each an anchored pattern and
 * the part each of its groups holds. JavaScript reads them here; the SQL readers
 * (src/sql/dateValues.ts) read the same patterns' sources with RE2, so they hold no
 * look-around and no back-reference.
 */

/** What a group of a date form holds: a month by number or by its English name. */
export type DatePart = 'year' | 'month' | 'monthName' | 'day' | 'hour' | 'minute' | 'second' | 'fraction' | 'zone';

export interface DateForm {
  /** `iso` 2014-03-05, `yearFirst` 2014/03/05, `yearLast` 03/05/2014, `monthName` Mar 5 2014, `dayMonthName` 5 Mar 2014. */
  readonly name: 'iso' | 'yearFirst' | 'yearLast' | 'monthName' | 'dayMonthName';
  readonly pattern: RegExp;
  /** The part each group holds, in group order (for slash dates with the year last: month first). */
  readonly groups: readonly DatePart[];
  /** The parts read day first, where that differs (slash dates with the year last). */
  readonly dayFirstGroups?: readonly DatePart[];
}

export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

// A month's English name, long or short, any case (`Jan`, `January`; not `Sept`).
const MONTH = `(${MONTH_NAMES.map((name) => (name.length === 3 ? name : `${name.slice(0, 3)}(?:${name.slice(3)})?`)).join('|')})`;
// An optional time after a day: `21:55` or `01:00:00`.
const TIME = '(?: (\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?';
const TIME_PARTS: readonly DatePart[] = ['hour', 'minute', 'second'];

// ISO 8601: a day, then optionally a time (`T` or a space) with or without seconds and fraction, and a zone.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Every form, none matching a text another matches; a year is always four digits (`01/14/01` is no date). */
export const DATE_FORMS: readonly DateForm[] = [
  { name: 'iso', pattern: ISO_DATE, groups: ['year', 'month', 'day', 'hour', 'minute', 'second', 'fraction', 'zone'] },
  { name: 'yearFirst', pattern: new RegExp(`^(\\d{4})/(\\d{1,2})/(\\d{1,2})${TIME}$`), groups: ['year', 'month', 'day', ...TIME_PARTS] },
  {
    name: 'yearLast',
    pattern: new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})${TIME}$`),
    groups: ['month', 'day', 'year', ...TIME_PARTS],
    dayFirstGroups: ['day', 'month', 'year', ...TIME_PARTS],
  },
  { name: 'monthName', pattern: new RegExp(`^${MONTH} (\\d{1,2}),? (\\d{4})${TIME}$`, 'i'), groups: ['monthName', 'day', 'year', ...TIME_PARTS] },
  { name: 'dayMonthName', pattern: new RegExp(`^(\\d{1,2}) ${MONTH},? (\\d{4})${TIME}$`, 'i'), groups: ['day', 'monthName', 'year', ...TIME_PARTS] },
];

/** A form's pattern as RE2 reads it: the `i` flag as `(?i)`. */
export const re2Source = (pattern: RegExp): string => (pattern.flags.includes('i') ? `(?i)${pattern.source}` : pattern.source);

/** The form a text is written in, if any. */
export const dateFormOf = (text: string): DateForm | undefined => DATE_FORMS.find((form) => form.pattern.test(text));

/** The groups a form's text is read by, month first or day first. */
export const groupsOf = (form: DateForm, dayFirst: boolean): readonly DatePart[] => (dayFirst ? (form.dayFirstGroups ?? form.groups) : form.groups);

/** A month's number from its name, long or short (the pattern has checked it is one). */
const monthNumber = (name: string): number => MONTH_NAMES.findIndex((month) => month.startsWith(name.slice(0, 3).toLowerCase())) + 1;

/** A form's match as the milliseconds of its wall-clock time read as UTC (a zone is read past; it needs a time). */
export function matchValue(match: RegExpExecArray, groups: readonly DatePart[]): number | undefined {
  let [year, month, day, hour, minute, second, ms] = [0, 0, 0, 0, 0, 0, 0];
  let timed = false;
  let zoned = false;
  for (let g = 0; g < groups.length; g++) {
    const text = match[g + 1];
    if (text === undefined) continue;
    const part = groups[g];
    if (part === 'year') year = Number(text);
    else if (part === 'month') month = Number(text);
    else if (part === 'monthName') month = monthNumber(text);
    else if (part === 'day') day = Number(text);
    else if (part === 'hour') [hour, timed] = [Number(text), true];
    else if (part === 'minute') minute = Number(text);
    else if (part === 'second') second = Number(text);
    else if (part === 'fraction') ms = Number(text.slice(0, 3).padEnd(3, '0'));
    else zoned = true;
  }
  return zoned && !timed ? undefined : wallClock(year, month, day, hour, minute, second, ms);
}

/** A reader of dates in every form: slash dates with the year last month first, or day first. */
export function dateReader(dayFirst: boolean): (text: string) => number | undefined {
  return (text) => {
    for (const form of DATE_FORMS) {
      const match = form.pattern.exec(text);
      if (match) return matchValue(match, groupsOf(form, dayFirst));
    }
    return undefined;
  };
}
