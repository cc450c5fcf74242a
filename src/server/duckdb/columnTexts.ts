import type { ColumnType } from '../../model/columns';

/** How a typed column of a file (Parquet) becomes the text its cells show, and the type it gets. */
interface Reading {
  readonly type: ColumnType;
  readonly text: (column: string) => string;
  /** Every character of the texts (lower-cased), when the SQL that writes them keeps to a few. */
  readonly alphabet?: string;
}

const cast = (column: string) => `CAST(${column} AS VARCHAR)`;
/**
 * The text of a DuckDB double under 1e-4 (the same shortest digits as JavaScript's, always with
 * an exponent there, -5 or less) in JavaScript's notation: DuckDB pads the exponent (`1e-05`,
 * `2.5e-07`), JavaScript writes 0.00001 and 0.000025 in full down to 1e-6, then `2.5e-7`.
 */
const jsNotation = (text: string) => {
  const mantissa = `split_part(${text}, 'e', 1)`;
  const exponent = `CAST(split_part(${text}, 'e', 2) AS INTEGER)`;
  const sign = `CASE WHEN starts_with(${text}, '-') THEN '-' ELSE '' END`;
  const digits = `replace(replace(${mantissa}, '-', ''), '.', '')`;
  return `CASE WHEN ${exponent} >= -6 THEN ${sign} || '0.' || repeat('0', -${exponent} - 1) || ${digits} ELSE ${mantissa} || 'e-' || CAST(-${exponent} AS VARCHAR) END`;
};

/**
 * A double as JavaScript writes it: a whole one without `.0` (DuckDB writes -75.0, JavaScript -75),
 * small ones in JavaScript's notation, and NaN and the infinities by JavaScript's names (DuckDB's `nan`, `inf`).
 */
const jsNumber = (column: string) => {
  const double = `CAST(${column} AS DOUBLE)`;
  return `CASE WHEN isnan(${double}) THEN 'NaN' WHEN isinf(${double}) THEN CASE WHEN ${double} > 0 THEN 'Infinity' ELSE '-Infinity' END WHEN ${double} = trunc(${double}) AND abs(${double}) < 1e21 THEN CAST(CAST(${double} AS HUGEINT) AS VARCHAR) WHEN abs(${double}) >= 1e-4 THEN CAST(${double} AS VARCHAR) ELSE ${jsNotation(`CAST(${double} AS VARCHAR)`)} END`;
};
/** A time's milliseconds as the tab writes them: `.250`, or nothing when they are zero. */
const millisecondsOf = (time: string) => `CASE WHEN millisecond(${time}) % 1000 <> 0 THEN '.' || lpad(CAST(millisecond(${time}) % 1000 AS VARCHAR), 3, '0') ELSE '' END`;

/** A time as the tab shows it (src/data/files/parquet.ts): ISO 8601 with `T`, milliseconds only when not zero. */
const isoTime = (column: string) => `strftime(${column}, '%Y-%m-%dT%H:%M:%S') || ${millisecondsOf(column)}`;

/** A time of day as the tab shows it (src/data/files/cellTexts.ts timeOfDayText): `10:00:00`, milliseconds only when not zero. */
const timeOfDay = (column: string) => {
  const time = `CAST(${column} AS TIME)`;
  return `substr(CAST(${time} AS VARCHAR), 1, 8) || ${millisecondsOf(time)}`;
};

/** By DuckDB's name of the column's type, first match: the type the tab gives such a column and the text it shows. */
const READINGS: readonly [RegExp, Reading][] = [
  [/^U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)$/, { type: 'number', text: cast, alphabet: '0123456789-' }],
  [/^DOUBLE$/, { type: 'number', text: jsNumber }],
  // A decimal's digits exactly, its scale whole (`1.50`), as the tab writes it (src/data/files/cellTexts.ts decimalText).
  [/^DECIMAL\(.*\)$/, { type: 'number', text: cast, alphabet: '0123456789-.' }],
  // A 32-bit float as its shortest text (0.1, not 0.10000000149011612), as the tab shows it.
  [/^FLOAT$/, { type: 'number', text: (column) => jsNumber(cast(column)) }],
  [/^DATE$/, { type: 'date', text: (column) => `strftime(${column}, '%Y-%m-%d')`, alphabet: '0123456789-' }],
  // A UTC instant ends in Z (the connection's time zone is UTC).
  [/^TIMESTAMP WITH TIME ZONE$/, { type: 'date', text: (column) => `${isoTime(column)} || 'Z'`, alphabet: '0123456789-t:.z' }],
  [/^TIMESTAMP(_S|_MS|_NS)?$/, { type: 'date', text: isoTime, alphabet: '0123456789-t:.' }],
  [/^TIME(_NS)?$/, { type: 'text', text: timeOfDay, alphabet: '0123456789:.' }],
  [/^BLOB$/, { type: 'text', text: (column) => `lower(hex(${column}))` }],
  [/^(STRUCT|MAP|UNION)\(|\[\d*\]$/, { type: 'text', text: (column) => cast(`to_json(${column})`) }],
];

const TEXT: Reading = { type: 'text', text: cast };

/** An integer column holding a whole number past 2^53: its digits, as text (the tab's reading, as a CSV file's). */
const WHOLES_PAST_DOUBLE: Reading = { type: 'text', text: cast, alphabet: '0123456789-' };

/**
 * How a column of DuckDB type `type` is read into text, and the type the file's schema gives it;
 * `utc`: its timestamps are UTC instants; `pastDouble`: it holds a whole number past 2^53.
 */
export const readingOf = (type: string, utc = false, pastDouble = false): Reading => {
  if (pastDouble) return WHOLES_PAST_DOUBLE;
  const asRead = utc && /^TIMESTAMP/.test(type) ? 'TIMESTAMP WITH TIME ZONE' : type;
  return READINGS.find(([pattern]) => pattern.test(asRead))?.[1] ?? TEXT;
};
