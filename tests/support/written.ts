import { typeOfCells } from '../../src/engine/cellTypes';
import { MONTH_NAMES } from '../../src/engine/writtenDates';
import type { ColumnType } from '../../src/model/columns';
import { dictColumn, type Table } from '../../src/model/table';
import { asFileTable } from './csvTable';
import { randomFrom } from './random';
import type { Random } from './tables';

/** Numbers as people write them, and near misses (README: Column types). */
export const WRITTEN_NUMBERS = [
  ...['$12.50', '€12', '£0.99', '-$3', '$1,234.50', '45%', '-4.5%', '1,234,567.5', '-1,234', '1 234', '1\u00A0234', '12\u202F345.25', '€1 234', '1,000%', '$.5', '007', '00501', '-007', '$007', '0,123', '1234567890123456789', '9007199254740993', '9007199254740991', '1e400', '-1e309', '1.5e300'],
  ...['1,23', '1,2345', '12,34,567', ',123', '1,', '1,234 567', '1.234,5', '1,234e3', '$-3', '$5%', '$ 3', '45 %', '%45', '¥3', '($3)', '$$3', '$', '%'],
];

/** Dates in every form, and near misses. */
export const WRITTEN_DATES = [
  ...['2001/01/14 21:55', '2015/01/01 01:00:00', '2015/1/2', '2015/01/02 9:05', '2015/02/30', '2015/13/01', '2015/01/01 24:00', '2015/01/01 10:60'],
  ...['Jan 1 2000', 'January 1, 2000', 'jan 01, 2000', 'SEPTEMBER 30 2000', 'Sep 30 2000 10:00', 'Feb 29 2001', 'Feb 29 2000', '1 Jan 2000', '14 January 2000', '14 january, 2000', '31 Apr 2000'],
  ...['01/14/2001', '14/01/2001', '02/03/2001', '2/3/2001 21:55', '12/31/1999 23:59:59', '13/13/2001', '02/30/2001', '30/02/2001', '00/01/2001'],
  ...['01/14/01', 'Jan 1 00', 'Sept 1 2000', 'Jan. 1 2000', 'Jan  1 2000', '14.01.2001', '2001/01/14T21:55', '01/14/2001 21', 'mAy 5 2000', '0000/01/01', '9999/12/31 23:59:59'],
];

const two = (n: number) => String(n).padStart(2, '0');

/** A random day and time written in one of the forms (any of them), some of them days that do not exist. */
export function randomWrittenDate(random: Random): string {
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const [y, mo, d] = [random.pick([0, 1, 100, 1900, 1969, 1970, 2000, 2023, 2024, 2100, 2400, 9999]), int(1, 12), int(1, 31)];
  const year = String(y).padStart(4, '0');
  const name = random.next() < 0.5 ? MONTH_NAMES[mo - 1]! : MONTH_NAMES[mo - 1]!.slice(0, 3).toUpperCase();
  const time = random.pick(['', ` ${int(0, 24)}:${two(int(0, 60))}`, ` ${two(int(0, 23))}:${two(int(0, 59))}:${two(int(0, 60))}`]);
  const day = random.pick([`${year}/${two(mo)}/${d}`, `${mo}/${two(d)}/${year}`, `${two(d)}/${mo}/${year}`, `${name} ${d}, ${year}`, `${d} ${name} ${year}`]);
  return day + time;
}

/** What the automatic reading makes of a column's cells (CellTypes; the server's reading too). */
export const DETECTION_CASES: [string, string[], ColumnType][] = [
  ['every non-empty cell a number', ['1', '', '2.5', '.5', '1e3'], 'number'],
  ['a leading zero keeps codes text', ['00501', '12345'], 'text'],
  ['a leading zero keeps codes text, with a currency sign too', ['$007', '$12'], 'text'],
  ['a leading zero before a separator keeps text', ['0 123', '1 234'], 'text'],
  // Read with a decimal comma, 0,123 is a number like any other.
  ['a zero before a comma is a decimal comma', ['0,123', '1,234'], 'numberDecimalComma'],
  // A double holds only a number near a whole number past 2^53: ids that would sort and match as each other.
  ['a whole number past 2^53 keeps ids text', ['1234567890123456789', '12'], 'text'],
  ['2^53 itself', ['9007199254740992'], 'text'],
  ['… and negative, grouped, with a sign', ['-$9,007,199,254,740,993'], 'text'],
  ['the largest exact whole numbers are numbers', ['9007199254740991', '-9007199254740991', '123456789012345'], 'number'],
  ['with a fraction or an exponent, a number however long', ['12345678901234567.5', '1e20', '123456789012345678e3', '9007199254740993.0'], 'number'],
  // No double holds a number past its range: it reads as no number (not as an infinity).
  ['a number past a double\'s range keeps text', ['1e400', '12'], 'text'],
  ['… and negative', ['-1e309', '-12'], 'text'],
  ['the largest double is a number', ['1.7976931348623157e308', '-1e308', '5e-324', '1e-400'], 'number'],
  ['zero itself and zero point something are numbers', ['0', '0.5', '-0.25'], 'number'],
  ['thousands by commas (a quoted CSV field)', ['1,234,567.5', '12', '-1,000'], 'number'],
  ['thousands by spaces', ['1 234', '56', '1 000 000'], 'number'],
  ['thousands by no-break spaces', ['1\u00A0234', '56'], 'number'],
  ['a point and a comma each the decimal mark are text', ['1,234.5', '1.234,5'], 'text'],
  ['1,234 and 1.234.567 read with a decimal comma', ['1,234', '1.234.567'], 'numberDecimalComma'],
  // 1,234 is 1.234 and 1 234 is 1234: a decimal comma and spaces in threes, as much of Europe writes.
  ['commas and spaces in threes are a decimal comma', ['1,234', '1 234'], 'numberDecimalComma'],
  ['no-break and narrow no-break spaces mixed are text', ['1\u00A0234', '1\u202F234'], 'text'],
  ['groups of two are text', ['12,34,567'], 'text'],
  ['decimal commas', ['12,50', '3', '-0,5', '1.234,5', ',25'], 'numberDecimalComma'],
  ['decimal commas and spaces in threes', ['1 234,50', '12,5', '1 000 000'], 'numberDecimalComma'],
  ['decimal commas with a euro sign', ['€12,50', '-€1.234,00', '€3'], 'numberDecimalComma'],
  ['decimal commas with a percent sign', ['4,5%', '100%', '-0,25%'], 'numberDecimalComma'],
  // Either way, a decimal point first (CellTypes.numbersEitherWay).
  ['commas in threes read with a decimal point', ['1,250', '2,500', '12'], 'number'],
  ['points in threes read with a decimal point', ['1.250', '2.500'], 'number'],
  ['a decimal point and a decimal comma mixed are text', ['1.5', '2,5'], 'text'],
  ['a decimal comma with points and spaces grouping mixed is text', ['1.234,5', '1 234,5'], 'text'],
  ['a currency sign on every cell', ['$12.50', '-$3', '$1,234.50', ''], 'number'],
  ['euros and pounds', ['€12', '€1 234'], 'number'],
  ['£ and a plain number are text', ['£0.99', '12'], 'text'],
  ['two currencies are text', ['$1', '€1'], 'text'],
  ['percentages', ['45%', '-4.5%', '100%'], 'number'],
  ['a percentage and a plain number are text', ['45%', '45'], 'text'],
  ['a currency sign and a percent sign in one cell are text', ['$5%'], 'text'],
  ['every non-empty cell an ISO date', ['2014-03-05', '', '2014-03-05T10:00'], 'date'],
  ['ISO days and times with zones are one form', ['2014-03-05', '2014-03-05T10:00Z', '2014-03-05 10:00:00+01:00'], 'date'],
  ['year first with slashes, with and without a time', ['2001/01/14 21:55', '2015/01/01 01:00:00', '2015/01/02'], 'date'],
  ['month names, month first', ['Jan 1 2000', 'January 1, 2000', 'FEB 29 2000'], 'date'],
  ['month names, day first', ['1 Jan 2000', '14 January 2000', '3 mar, 2001'], 'date'],
  ['Jan 1 2000 and 1 Jan 2000 are two forms: text', ['Jan 1 2000', '1 Jan 2000'], 'text'],
  ['slash dates that fit both read month first', ['01/02/2001', '12/11/2000', '3/4/1999'], 'date'],
  ['a second field over 12: month first', ['01/14/2001', '02/03/2001'], 'date'],
  ['a first field over 12: day first', ['14/01/2001', '02/03/2001'], 'dateDayFirst'],
  ['a first and a second field over 12: text', ['14/01/2001', '01/14/2001'], 'text'],
  ['13/13/2001 is no date', ['13/13/2001'], 'text'],
  ['day first, but one day does not exist (31 Feb): text', ['14/01/2001', '31/02/2001'], 'text'],
  ['month first, but one day does not exist (Feb 30): text', ['01/14/2001', '02/30/2001'], 'text'],
  ['Feb 30 in a column of month names: text', ['Jan 1 2000', 'Feb 30 2000'], 'text'],
  ['two-digit years are text', ['01/14/01', '02/03/01'], 'text'],
  ['ISO and slash dates mixed are text', ['2014-03-05', '2014/03/05'], 'text'],
  ['ISO and month names mixed are text', ['2014-03-05', 'Mar 5 2014'], 'text'],
  ['year first and year last mixed are text', ['2014/03/05', '03/05/2014'], 'text'],
  ['dates and numbers mixed are text', ['2014-03-05', '12'], 'text'],
  ['one word makes text', ['1', '2', 'n/a'], 'text'],
  ['only empty cells are text', ['', ''], 'text'],
];

const grouped = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+$)/g, separator);
const SHORT = MONTH_NAMES.map((name) => name[0]!.toUpperCase() + name.slice(1, 3));

/**
 * A random table of columns written as people write numbers and dates, each of one form (so the
 * automatic reading types it), with blanks, days around 2014 (the typed filters' terms hit
 * them), slash dates of both orders, and a column of every form mixed (text until a Type choice).
 */
export function writtenTable(seed: number, count: number): Table {
  const random = randomFrom(seed);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const blank = (make: () => string) => () => (random.next() < 0.1 ? '' : make());
  const time = () => (random.next() < 0.5 ? '' : ` ${two(int(0, 23))}:${two(int(0, 59))}`);
  const makers: Record<string, () => string> = {
    price: blank(() => `${random.next() < 0.2 ? '-' : ''}$${grouped(int(0, 20_000), ',')}.${two(int(0, 99))}`),
    euro: blank(() => `${random.next() < 0.2 ? '-' : ''}€${grouped(int(0, 20_000), '.')},${two(int(0, 99))}`),
    // Commas in threes: read with a point, unless a query reads them with a comma.
    grams: blank(() => `${int(1, 999)},${String(int(0, 999)).padStart(3, '0')}`),
    share: blank(() => `${int(-20, 150)}${random.next() < 0.5 ? '' : `.${int(0, 9)}`}%`),
    spaced: blank(() => grouped(int(0, 5_000_000), seed % 2 === 0 ? ' ' : '\u00A0')),
    zip: blank(() => String(int(0, 99_999)).padStart(5, '0')),
    slashed: blank(() => `${int(2012, 2016)}/${two(int(1, 12))}/${two(int(1, 28))}${time()}`),
    named: blank(() => `${random.pick(SHORT)} ${int(1, 28)} ${int(2012, 2016)}`),
    dayNamed: blank(() => `${int(1, 28)} ${random.pick(MONTH_NAMES)}, ${int(2012, 2016)}`),
    monthFirst: blank(() => `${two(int(1, 12))}/${two(int(1, 28))}/${int(2012, 2016)}${time()}`),
    dayFirst: blank(() => `${two(int(1, 28))}/${two(int(1, 12))}/${int(2012, 2016)}`),
    either: blank(() => `${int(1, 12)}/${int(1, 12)}/${int(2012, 2016)}`),
    mixed: blank(() => random.pick([...WRITTEN_NUMBERS, ...WRITTEN_DATES, '2014-03-05', '12'])),
  };
  const columns = Object.fromEntries(
    Object.entries(makers).map(([colId, make]) => {
      const pool = Array.from({ length: 40 }, make);
      const texts = Array.from({ length: count }, () => random.pick(pool));
      // Typed as a file's column is (the tab's reading), so a table of them stands for an opened file.
      const type = typeOfCells(texts);
      return [colId, dictColumn(texts, type === 'text' ? undefined : type)] as const;
    }),
  );
  return asFileTable({ count, columns });
}
