// Excel keeps a date as a number of days (a serial) and tells it apart from any other number
// only by the cell's number format: these rules read the format and write the serial as ISO 8601.
import { isoText } from './cellTexts';

/** What a number format shows of a serial: a day, a day and a time, a time of day (`h:mm`), or a duration (the elapsed `[h]:mm`). */
export type DateFormatKind = 'date' | 'dateTime' | 'time' | 'duration';

/** Excel's built-in formats (ECMA-376 18.8.30) that show dates and times, by id: 14-22 and 45-47 everywhere, 27-36 and 50-58 in East Asian locales. */
const BUILT_IN: Readonly<Record<number, DateFormatKind>> = {
  14: 'date', 15: 'date', 16: 'date', 17: 'date', 18: 'time', 19: 'time', 20: 'time', 21: 'time', 22: 'dateTime',
  27: 'date', 28: 'date', 29: 'date', 30: 'date', 31: 'date', 32: 'time', 33: 'time', 34: 'time', 35: 'time', 36: 'date',
  45: 'time', 46: 'duration', 47: 'time',
  50: 'date', 51: 'date', 52: 'date', 53: 'date', 54: 'date', 55: 'date', 56: 'date', 57: 'date', 58: 'date',
};

/** What built-in format `id` shows, if a date or time. */
export const builtInDateFormat = (id: number): DateFormatKind | undefined => BUILT_IN[id];

/**
 * What a format code shows, if a date or time: its date parts (y, d, or m away from h and s)
 * and time parts (h, s, AM/PM), outside quoted text, escaped characters and [colour]/[$-locale]
 * brackets (the elapsed [h], [m] and [s] count as time, and make a time a duration). Only the
 * first section (positive numbers) is read; `General` and number formats are none.
 */
export function dateFormatKind(code: string): DateFormatKind | undefined {
  const section = (code.split(';')[0] ?? '').replace(/"[^"]*"/g, '').replace(/\\./g, '');
  const elapsed = /\[(h+|m+|s+)\]/i.test(section);
  const bare = section
    .replace(/_.|\*./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, 'h')
    .replace(/\[[^\]]*\]/g, '')
    .toLowerCase();
  if (/general/.test(bare)) return undefined;
  const time = /[hs]|am\/pm|a\/p/.test(bare);
  // An m right after h or right before s is minutes; any other is a month.
  const withoutMinutes = bare.replace(/h+[^a-z]*m+/g, 'h').replace(/m+([^a-z]*s)/g, '$1');
  const date = /[yd]/.test(withoutMinutes) || /m/.test(withoutMinutes.replace(/am\/pm|a\/p/g, ''));
  if (date && time) return 'dateTime';
  if (date) return 'date';
  if (!time) return undefined;
  return elapsed ? 'duration' : 'time';
}

const DAY_MS = 86_400_000;
/** Days from 1899-12-30 (serial 0 as Excel counts, past its 1900-02-29) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
/** Days between the 1900 and the 1904 date systems. */
const SYSTEM_1904_OFFSET = 1_462;

/**
 * A serial as milliseconds since 1970 (UTC: Excel's dates have no zone), rounded to the
 * millisecond as Excel shows times. In the 1900 system Excel counts a 29 February 1900 that
 * never was (serial 60), so serials before it are one day later than their count says.
 */
function serialTime(serial: number, system1904: boolean): number {
  const days = system1904 ? serial + SYSTEM_1904_OFFSET : serial < 60 ? serial + 1 : serial;
  return Math.round((days - UNIX_EPOCH_SERIAL) * DAY_MS);
}

/** A duration (days as hours) as `36:00:00`, `10:00:00.5`; a serial's fraction is its time of day, `10:00:00`. */
function durationText(serial: number): string {
  const ms = Math.round(serial * DAY_MS);
  const hours = Math.floor(ms / 3_600_000);
  const rest = isoText(ms, 'local').slice(13);
  return `${String(hours).padStart(2, '0')}${rest}`;
}

/** A date cell's text (see writeSerial), remembered: dates repeat (a few thousand days in a sheet), and writing ISO text is the slow part. */
export function serialText(serial: number, kind: DateFormatKind, system1904: boolean): string {
  const written = WRITTEN[system1904 ? 1 : 0][kind];
  let text = written.get(serial);
  if (text === undefined) {
    text = writeSerial(serial, kind, system1904);
    if (written.size >= DATES_REMEMBERED) written.clear();
    written.set(serial, text);
  }
  return text;
}

/** Serials written lately, by date system (1900, 1904), kind and serial. */
type Written = Record<DateFormatKind, Map<number, string>>;
const nothingWritten = (): Written => ({ date: new Map(), dateTime: new Map(), time: new Map(), duration: new Map() });
const WRITTEN: [Written, Written] = [nothingWritten(), nothingWritten()];
const DATES_REMEMBERED = 100_000;

/**
 * A date cell's text: a day (`2014-03-05`) when the format shows no time and the serial has none,
 * else a date-time (`2014-03-05T10:00:00`, milliseconds when there are any); a time format's
 * serial as its time of day, as Excel shows it (`h:mm` on a date-time shows the time); an
 * elapsed format's as a duration (`[h]:mm`: `36:00:00`). A serial no date can be (negative,
 * past year 9999) stays a number.
 */
function writeSerial(serial: number, kind: DateFormatKind, system1904: boolean): string {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2_958_466) return String(serial);
  if (kind === 'duration') return durationText(serial);
  // The fraction, rounded to the millisecond first: 0.9999999999 is the next midnight, 00:00:00.
  if (kind === 'time') return durationText((Math.round(serial * DAY_MS) % DAY_MS) / DAY_MS);
  const time = serialTime(serial, system1904);
  return isoText(time, kind === 'date' && time % DAY_MS === 0 ? 'day' : 'local');
}
