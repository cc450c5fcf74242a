/**
 * What differs between SQL engines, in one small object per engine: how names are quoted, how
 * a bound parameter is written, and the few functions whose names or shapes differ. Everything
 * else the writer produces is plain SQL both engines read.
 */
export interface Dialect {
  readonly name: string;
  /** A column or table name, quoted. Names only ever come from the table's own list. */
  readonly quote: (name: string) => string;
  /** A text constant of the writer's own (never a person's value: those are bound), quoted. */
  readonly literal: (text: string) => string;
  /** The placeholder of the `index`th bound value (1-based), which is text or a number. */
  readonly placeholder: (index: number, value: SqlValue) => string;
  /** Whether `haystack` contains `needle` (both SQL expressions). */
  readonly contains: (haystack: string, needle: string) => string;
  /** Whether `haystack` starts with `needle`. */
  readonly startsWith: (haystack: string, needle: string) => string;
  /** Whether `haystack` ends with `needle`. */
  readonly endsWith: (haystack: string, needle: string) => string;
  /**
   * `text` LIKE `pattern`; with `escaped`, backslash escapes % and _ in the pattern (without it
   * the pattern holds no backslash).
   */
  readonly like: (text: string, pattern: string, escaped: boolean) => string;
  /** Whether `text` matches the regular expression `pattern` anywhere (RE2 syntax). */
  readonly matches: (text: string, pattern: string) => string;
  /** The text of the first (leftmost) match of `pattern` in `text`, '' when none. */
  readonly firstMatch: (text: string, pattern: string) => string;
  /** The first capture group of every match of `pattern` in `text`, joined into one text. */
  readonly joinedCaptures: (text: string, pattern: string) => string;
  /** Where `needle` first stands in `haystack` (1-based), 0 when it does not. */
  readonly position: (haystack: string, needle: string) => string;
  /** The length of a text in characters. */
  readonly length: (text: string) => string;
  readonly lower: (text: string) => string;
  /** Every `from` character replaced by the `to` character at the same place (equal lengths). */
  readonly translate: (text: string, from: string, to: string) => string;
  /** Every occurrence of `from` replaced by `to`. */
  readonly replace: (text: string, from: string, to: string) => string;
  /** A text read as a 64-bit float; the writer only calls it on text that reads as a number. */
  readonly toDouble: (text: string) => string;
  /** A number (or NULL) as a 64-bit float, NULL kept: a summary's figures, which may be NULL (no value read). */
  readonly double: (expression: string) => string;
  /** A NULL of the text type (a union's branches must agree on their columns' types). */
  readonly nullText: string;
  /** A text read as a whole number (digits only: a date's parts). */
  readonly toInteger: (text: string) => string;
  /** `text` with the first match of `pattern` replaced by `replacement`, where `\1`… stand for the match's groups ('' for one that took no part). */
  readonly replaceMatch: (text: string, pattern: string, replacement: string) => string;
  /** The `n`th (1-based) of the pieces `separator` (one character) cuts `text` into. */
  readonly splitPart: (text: string, separator: string, n: number) => string;
  /**
   * An aggregate: `arg` of the row whose (`value`, `tie`) is least (`min`) or greatest (`max`)
   * among the rows where `condition` holds (`value` is never NULL there); NULL when none does.
   */
  readonly argExtremeIf: (extreme: 'min' | 'max', arg: string, value: string, tie: string, condition: string) => string;
  /** The exact sum of whole numbers each within 2^53 (NULLs left out; NULL for none), in 128 bits. */
  readonly exactSum: (expression: string) => string;
  /** A text of digits (a minus first, maybe) as a 64-bit whole number, NULL for any other text. */
  readonly wholeOrNull: (text: string) => string;
  /** A whole number (a double that holds one exactly) as a 128-bit one. */
  readonly wide: (expression: string) => string;
  /** A number as its decimal text (a 128-bit sum read whole, not as a double). */
  readonly toText: (expression: string) => string;
  /**
   * The year and month of a day counted from 1970-01-01 (a whole number), proleptic Gregorian,
   * for every day of the years 0 to 9999 the date forms write.
   */
  readonly yearMonthOfDay: (day: string) => { year: string; month: string };
}

export type SqlValue = string | number;


const quoteWith = (mark: string) => (name: string) => `${mark}${name.replaceAll(mark, mark + mark)}${mark}`;

export const DUCKDB: Dialect = {
  name: 'duckdb',
  quote: quoteWith('"'),
  literal: (text) => `'${text.replaceAll("'", "''")}'`,
  placeholder: (index) => `$${index}`,
  contains: (haystack, needle) => `contains(${haystack}, ${needle})`,
  startsWith: (haystack, needle) => `starts_with(${haystack}, ${needle})`,
  endsWith: (haystack, needle) => `ends_with(${haystack}, ${needle})`,
  // An ESCAPE clause only when needed: DuckDB's LIKE runs faster without one.
  like: (text, pattern, escaped) => (escaped ? `(${text} LIKE ${pattern} ESCAPE '\\')` : `(${text} LIKE ${pattern})`),
  matches: (text, pattern) => `regexp_matches(${text}, ${pattern})`,
  firstMatch: (text, pattern) => `regexp_extract(${text}, ${pattern}, 0)`,
  joinedCaptures: (text, pattern) => `array_to_string(regexp_extract_all(${text}, ${pattern}, 1), '')`,
  position: (haystack, needle) => `strpos(${haystack}, ${needle})`,
  length: (text) => `length(${text})`,
  lower: (text) => `lower(${text})`,
  translate: (text, from, to) => `translate(${text}, ${from}, ${to})`,
  replace: (text, from, to) => `replace(${text}, ${from}, ${to})`,
  toDouble: (text) => `CAST(${text} AS DOUBLE)`,
  double: (expression) => `CAST(${expression} AS DOUBLE)`,
  nullText: 'CAST(NULL AS VARCHAR)',
  toInteger: (text) => `CAST(${text} AS BIGINT)`,
  replaceMatch: (text, pattern, replacement) => `regexp_replace(${text}, ${pattern}, ${replacement})`,
  splitPart: (text, separator, n) => `split_part(${text}, ${separator}, ${n})`,
  argExtremeIf: (extreme, arg, value, tie, condition) => `arg_${extreme}(${arg}, (${value}, ${tie})) FILTER (WHERE ${condition})`,
  // DuckDB sums BIGINTs into a HUGEINT, a fifth faster than summing HUGEINTs.
  exactSum: (expression) => `sum(CAST(${expression} AS BIGINT))`,
  wholeOrNull: (text) => `TRY_CAST(${text} AS BIGINT)`,
  wide: (expression) => `CAST(${expression} AS HUGEINT)`,
  toText: (expression) => `CAST(${expression} AS VARCHAR)`,
  // DuckDB's DATE is proleptic Gregorian with a year 0, as the tab's Date (working the calendar out in arithmetic took it 13 times the CPU).
  yearMonthOfDay: (day) => {
    const date = `(DATE '1970-01-01' + CAST(${day} AS INTEGER))`;
    return { year: `year(${date})`, month: `month(${date})` };
  },
};

/** Days from 1900-01-01, where ClickHouse's Date32 begins, to 1970-01-01. */
const DAYS_1900_TO_1970 = 25_567;

/** ClickHouse's parameter types for the writer's values. */
const clickHouseType = (value: SqlValue) => (typeof value === 'number' ? 'Float64' : 'String');

/**
 * ClickHouse: backslashes escape in its string constants and in LIKE (its default), regular
 * expressions are RE2 as DuckDB's, texts are measured and lower-cased as UTF-8, parameters are
 * named and typed (`{p1:String}`, bound as `p1`).
 */
export const CLICKHOUSE: Dialect = {
  name: 'clickhouse',
  quote: quoteWith('`'),
  literal: (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`,
  placeholder: (index, value) => `{p${index}:${clickHouseType(value)}}`,
  contains: (haystack, needle) => `(position(${haystack}, ${needle}) > 0)`,
  startsWith: (haystack, needle) => `startsWith(${haystack}, ${needle})`,
  endsWith: (haystack, needle) => `endsWith(${haystack}, ${needle})`,
  // Backslash always escapes in ClickHouse's LIKE.
  like: (text, pattern) => `(${text} LIKE ${pattern})`,
  matches: (text, pattern) => `match(${text}, ${pattern})`,
  firstMatch: (text, pattern) => `extract(${text}, ${pattern})`,
  joinedCaptures: (text, pattern) => `arrayStringConcat(extractAllGroupsHorizontal(${text}, ${pattern})[1])`,
  position: (haystack, needle) => `positionUTF8(${haystack}, ${needle})`,
  length: (text) => `lengthUTF8(${text})`,
  lower: (text) => `lowerUTF8(${text})`,
  translate: (text, from, to) => `translateUTF8(${text}, ${from}, ${to})`,
  replace: (text, from, to) => `replaceAll(${text}, ${from}, ${to})`,
  toDouble: (text) => `toFloat64(${text})`,
  // A plain Float64 cannot hold the NULL of a figure with no value read.
  double: (expression) => `CAST(${expression} AS Nullable(Float64))`,
  nullText: 'CAST(NULL AS Nullable(String))',
  toInteger: (text) => `toInt64(${text})`,
  replaceMatch: (text, pattern, replacement) => `replaceRegexpOne(${text}, ${pattern}, ${replacement})`,
  // An index past the pieces reads ''.
  splitPart: (text, separator, n) => `splitByChar(${separator}, ${text})[${n}]`,
  // A tuple of a Nullable value does not compare as the value: the condition keeps NULLs out.
  argExtremeIf: (extreme, arg, value, tie, condition) => `arg${extreme === 'min' ? 'Min' : 'Max'}If(${arg}, (assumeNotNull(${value}), ${tie}), ${condition})`,
  exactSum: (expression) => `sum(toInt128(${expression}))`,
  wholeOrNull: (text) => `toInt64OrNull(${text})`,
  wide: (expression) => `toInt128(${expression})`,
  toText: (expression) => `toString(${expression})`,
  // Date32 reaches 1900 to 2299 only: 400 years, after which the Gregorian calendar repeats
  // (146,097 days). So the day is moved by whole cycles into that range, and its year back.
  // toDate32 reads a whole number in its range as days from 1970 (and one outside it otherwise).
  yearMonthOfDay: (day) => {
    const cycles = `floor((${day} + ${DAYS_1900_TO_1970}) / 146097)`;
    const date = `toDate32(toInt32(${day} - ${cycles} * 146097))`;
    return { year: `toYear(${date}) + ${cycles} * 400`, month: `toMonth(${date})` };
  },
};

/** ClickHouse's bound values by name, as its client takes them (`p1` for `{p1:String}`). */
export const clickHouseParams = (values: readonly SqlValue[]): Record<string, SqlValue> => Object.fromEntries(values.map((value, i) => [`p${i + 1}`, value]));
