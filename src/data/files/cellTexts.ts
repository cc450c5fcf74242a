import type { ColumnReading } from './tableBuilder';

// How typed values of binary files (Parquet, Arrow, Excel) become the text a cell shows: one
// spelling for every format, so that a number or a date reads the same whichever file it is in.

/**
 * A nested value (a list, a struct) as JSON, as DuckDB's to_json writes it for the server: a
 * 64-bit integer (a BigInt) as the number it is, every digit (JSON.stringify cannot write one);
 * a list of numbers that comes as a typed array (Arrow's list<int32>) as a list, not an object
 * keyed by place.
 */
function json(value: unknown): string {
  if (typeof value === 'bigint') return String(value);
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return json(Array.from(value as unknown as ArrayLike<unknown>));
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : json(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null && !('toJSON' in value)) {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${json(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A float as the shortest text that reads back as the same 32-bit float (0.1, not 0.10000000149011612). */
export function float32Text(value: number): string {
  for (let digits = 1; digits < 9; digits++) {
    const text = String(Number(value.toPrecision(digits)));
    if (Math.fround(Number(text)) === value) return text;
  }
  return String(value);
}

/** Any value as a cell's text: '' for none, numbers as JavaScript writes them, bytes as hex, the rest as JSON. */
export const plain = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Uint8Array) return Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return json(value);
};

/**
 * A cell kept as a number, shown as `String(n)` as plain() writes it: a JavaScript number (NaN
 * aside: it would show as an empty cell), a 64-bit integer that a number holds exactly, and an
 * empty cell (NaN). undefined for the rest, which make the column text.
 */
export function asNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return NaN;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
  return undefined;
}

/** Distinct times a date column remembers the text of; past it, each is written anew. */
const DATES_REMEMBERED = 100_000;

/** How a time is written: a day alone, a local date-time, or a UTC instant (with `Z`). */
export type TimeSpelling = 'day' | 'local' | 'utc';

/** A time (milliseconds since 1970, UTC) as ISO 8601: `2014-03-05`, `2014-03-05T10:00:00`, `…T10:00:00.250Z`. */
export function isoText(time: number, spelling: TimeSpelling): string {
  const iso = new Date(time).toISOString();
  if (spelling === 'day') return iso.slice(0, 10);
  const full = iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
  return spelling === 'utc' ? full : full.slice(0, -1);
}

/** A big-endian two's complement integer (a Parquet DECIMAL's bytes). */
const bigEndianInteger = (bytes: Uint8Array): bigint => {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return bytes.length > 0 && bytes[0]! & 0x80 ? value - (1n << BigInt(bytes.length * 8)) : value;
};

/** A decimal's unscaled integer, as a file keeps it (a number, a bigint, or a Parquet DECIMAL's bytes); null for anything else. */
const unscaledOf = (value: unknown): bigint | null =>
  value instanceof Uint8Array ? bigEndianInteger(value) : typeof value === 'number' || typeof value === 'bigint' ? BigInt(value) : null;

/**
 * A decimal kept as its unscaled integer written exactly, every digit of its scale shown: 12345
 * at scale 2 is `123.45`, 150 `1.50`.
 */
export function decimalText(scale: number): (value: unknown) => string {
  return (value) => {
    const unscaled = unscaledOf(value);
    if (unscaled === null) return plain(value);
    if (scale <= 0) return (unscaled * 10n ** BigInt(-scale)).toString();
    const digits = (unscaled < 0n ? -unscaled : unscaled).toString().padStart(scale + 1, '0');
    return `${unscaled < 0n ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  };
}

/**
 * A decimal column's reading: its digits exactly (decimalText). One of no fraction (scale 0: a
 * warehouse's NUMBER(38,0) ids) is kept as numbers, as an integer column is, and so one holding a
 * whole number past 2^53 is text (TableBuilder.setValueAt), not doubles that would sort, match
 * and count different ids as one another.
 */
export function decimalReading(scale: number): ColumnReading {
  const text = decimalText(scale);
  // Of no fraction, the unscaled integer is the number (a blank's null reads as an empty cell).
  return scale === 0 ? { type: 'number', text, number: (value) => asNumber(unscaledOf(value) ?? value) } : { type: 'number', text };
}

/**
 * A time of day, in units since midnight (`unitsPerSecond`: 1, 1e3, 1e6 or 1e9), as `10:00:00`,
 * with milliseconds when it has any (`23:59:59.500`); finer parts are cut, as a timestamp's are.
 * The factor to milliseconds is always whole: seconds are multiplied, finer units divided.
 */
export const timeOfDayText = (unitsPerSecond: number) => {
  const toMs = unitsPerSecond >= 1000 ? (units: number) => units / (unitsPerSecond / 1000) : (units: number) => (units * 1000) / unitsPerSecond;
  return (value: unknown): string => (typeof value === 'number' || typeof value === 'bigint' ? isoText(toMs(Number(value)), 'local').slice(11) : plain(value));
};

/**
 * A date or timestamp (a Date, or milliseconds since 1970) as isoText writes it; anything else
 * as plain() does. Dates repeat (a few thousand days in a million rows), so each time is written
 * once: writing ISO text was a quarter of a Parquet file's reading.
 */
export function dateText(spelling: TimeSpelling): (value: unknown) => string {
  const written = new Map<number, string>();
  return (value) => {
    const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : NaN;
    if (!Number.isFinite(time) || Math.abs(time) > 8.64e15) return plain(value);
    let text = written.get(time);
    if (text === undefined) {
      text = isoText(time, spelling);
      if (written.size < DATES_REMEMBERED) written.set(time, text);
    }
    return text;
  };
}

/**
 * An interval of months, days and microseconds as DuckDB writes one, so the tab and the server
 * agree: `1 year 2 months 3 days 04:05:06.007`, `-1 day`, `30:00:00`, `00:00:00` for none.
 */
function intervalOf(months: number, days: number, micros: number): string {
  const count = (n: number, unit: string) => (n === 0 ? [] : [`${n} ${unit}${Math.abs(n) === 1 ? '' : 's'}`]);
  const parts = [...count(Math.trunc(months / 12), 'year'), ...count(months % 12, 'month'), ...count(days, 'day')];
  if (micros !== 0 || parts.length === 0) {
    const whole = Math.abs(micros);
    const two = (n: number) => String(n).padStart(2, '0');
    const fraction = whole % 1e6 === 0 ? '' : `.${String(whole % 1e6).padStart(6, '0').replace(/0+$/, '')}`;
    parts.push(`${micros < 0 ? '-' : ''}${two(Math.floor(whole / 3.6e9))}:${two(Math.floor(whole / 6e7) % 60)}:${two(Math.floor(whole / 1e6) % 60)}${fraction}`);
  }
  return parts.join(' ');
}

/** A Parquet INTERVAL (12 bytes: months, days and milliseconds, each a little-endian unsigned 32-bit integer) as DuckDB writes one. */
export function parquetIntervalText(value: unknown): string {
  if (!(value instanceof Uint8Array) || value.length !== 12) return plain(value);
  const view = new DataView(value.buffer, value.byteOffset, 12);
  return intervalOf(view.getUint32(0, true), view.getUint32(4, true), view.getUint32(8, true) * 1000);
}

/**
 * An Arrow interval as DuckDB writes one (as a Parquet file's): months alone (YEAR_MONTH), days
 * and milliseconds (DAY_TIME), or months, days and nanoseconds (MONTH_DAY_NANO, cut to microseconds).
 */
export function arrowIntervalText(unit: 'yearMonth' | 'dayTime' | 'monthDayNano'): (value: unknown) => string {
  return (value) => {
    if (typeof value === 'number' && unit === 'yearMonth') return intervalOf(value, 0, 0);
    if (!ArrayBuffer.isView(value) && !Array.isArray(value)) return plain(value);
    const [a = 0, b = 0, c = 0] = Array.from(value as ArrayLike<number | bigint>, Number);
    return unit === 'dayTime' ? intervalOf(0, a, b * 1000) : intervalOf(a, b, Math.trunc(c / 1000));
  };
}
