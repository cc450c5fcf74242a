import { MONTH_NAMES } from '../engine/writtenDates';
import { CURRENCY_SIGNS, DECIMAL, GROUP_SEPARATORS, LEADING_ZERO, MAX_EXACT_WHOLE, NOT_WHOLE, SEPARATOR, USUAL_NUMBER, WRITTEN_NUMBER } from '../engine/writtenNumbers';
import type { ValueType } from '../model/columns';
import { dateSql } from './dateValues';
import type { Dialect } from './dialect';
import type { ValueSql } from './valueSql';

export { namedReading, type ValueSql } from './valueSql';

/**
 * A number as written (readWrittenNumber). Its parts: whether it is a plain decimal; for any
 * other text that reads, WRITTEN_NUMBER's groups (minus, currency sign, digits, percent sign)
 * with `|` between them (no number's text holds one), NULL for the rest and for a number past
 * a double's range. `+ 0.0` makes -0 zero, as JavaScript's subtraction compares it.
 */
const numberSql: ValueSql = {
  parts: (dialect, text) => {
    const [plain, written] = [DECIMAL, WRITTEN_NUMBER].map((pattern) => dialect.literal(pattern.source)) as [string, string];
    return [dialect.matches(text, plain), `CASE WHEN ${dialect.matches(text, plain)} THEN NULL WHEN ${dialect.matches(text, written)} THEN ${dialect.replaceMatch(text, written, dialect.literal('\\1|\\2|\\3|\\4'))} END`];
  },
  fields: () => [],
  value: (dialect, text, { parts: [plain, groups] }) => {
    const [minus, currency, digits, percent] = [1, 2, 3, 4].map((n) => dialect.splitPart(groups!, "'|'", n)) as [string, string, string, string];
    const bare = GROUP_SEPARATORS.reduce((digitsLeft, separator) => dialect.replace(digitsLeft, dialect.literal(separator), "''"), digits);
    const read = `CASE WHEN ${plain} THEN ${dialect.toDouble(text)} + 0.0 WHEN ${groups} IS NOT NULL AND NOT (${currency} <> '' AND ${percent} <> '') THEN ${dialect.toDouble(`${minus} || ${bare}`)} + 0.0 END`;
    // Past a double's range (`1e400`) the text reads as no number, not as an infinity (readWrittenNumber).
    return `nullif(nullif(${read}, CAST('inf' AS DOUBLE)), CAST('-inf' AS DOUBLE))`;
  },
  // No leading zero, no whole number past 2^53 (NumberForm's roughWhole); one currency or percent sign (or none); one group separator where there is any.
  typing: (dialect, text, names) => {
    const [plain, groups] = names.parts;
    // A whole number past 2^53 has 16 digits or more: a shorter text (in bytes too) is read no further.
    const exactWhole = `coalesce(abs(${numberSql.value(dialect, text, names)}) <= ${MAX_EXACT_WHOLE}, TRUE)`;
    return {
      holds: `NOT ${dialect.matches(text, dialect.literal(LEADING_ZERO.source))} AND (length(${text}) < 16 OR ${dialect.matches(text, dialect.literal(NOT_WHOLE.source))} OR ${exactWhole})`,
      forms: [
        `CASE WHEN ${plain} THEN '' ELSE ${dialect.splitPart(groups!, "'|'", 2)} || ${dialect.splitPart(groups!, "'|'", 4)} END`,
        `nullif(${dialect.firstMatch(dialect.splitPart(groups!, "'|'", 3), dialect.literal(SEPARATOR.source))}, '')`,
      ],
    };
  },
  usual: (dialect, text) => dialect.matches(text, dialect.literal(USUAL_NUMBER.source)),
};

/** `reader` over each text with its point and comma traded (decimalPointText): a number with a decimal comma read as one with a decimal point. */
function withMarksTraded(reader: ValueSql): ValueSql {
  const traded = (dialect: Dialect, text: string) => decimalPointSql(dialect, text);
  const { usual } = reader;
  return {
    parts: (dialect, text) => reader.parts(dialect, traded(dialect, text)),
    fields: reader.fields,
    value: (dialect, text, names) => reader.value(dialect, traded(dialect, text), names),
    typing: (dialect, text, names) => reader.typing(dialect, traded(dialect, text), names),
    ...(usual && { usual: (dialect: Dialect, text: string) => usual(dialect, traded(dialect, text)) }),
  };
}

/** A number's text with its point and comma traded, as decimalPointText trades them. */
export const decimalPointSql = (dialect: Dialect, text: string): string => dialect.translate(text, "'.,'", "',.'");

/** Each type's reader in SQL. */
export const VALUE_SQL: Readonly<Record<ValueType, ValueSql>> = { number: numberSql, numberDecimalComma: withMarksTraded(numberSql), date: dateSql(false), dateDayFirst: dateSql(true) };

const unique = (chars: string) => [...new Set(chars)].join('');
const DATE_ALPHABET = unique(`0123456789-t :.,z+/${MONTH_NAMES.join('')}`);
const NUMBER_ALPHABET = unique(`0123456789.,-+e%${CURRENCY_SIGNS.join('')}${GROUP_SEPARATORS.join('')}`);

/**
 * The characters of a text that reads as each type, lower-cased (the patterns' characters): a
 * fuzzy term with any other character passes no cell of a column whose every text reads so.
 */
export const TYPE_ALPHABETS: Readonly<Record<ValueType, string>> = {
  number: NUMBER_ALPHABET,
  numberDecimalComma: NUMBER_ALPHABET,
  date: DATE_ALPHABET,
  dateDayFirst: DATE_ALPHABET,
};
