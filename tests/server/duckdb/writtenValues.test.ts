import { afterAll, describe, expect, it } from 'vitest';
import { readTableFile } from '../../../src/data/files/readTableFile';
import { dropStaged, stageTable } from '../../../src/server/duckdb/loadTable';
import { csvOf, tempFolder } from '../../support/csvTable';
import { fileOpenedByBoth } from '../../support/equivalence';
import { fileOf } from '../../support/files';
import { fileColumns } from '../../../src/model/fileColumns';
import type { ColumnType } from '../../../src/model/columns';
import { noticeText } from '../../../src/model/tableNotice';
import { DETECTION_CASES, writtenTable } from '../../support/written';
import { withConnection } from '../../support/duckDb';

const files = tempFolder();
afterAll(() => files.remove());

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

describe('a served file\'s columns get the types the tab gives them, written numbers and dates too', () => {
  it('every detection case, a column each: the staged file\'s types are the tab\'s and the expected ones', async () => {
    const rows = Math.max(...DETECTION_CASES.map(([, cells]) => cells.length));
    const csv = [
      DETECTION_CASES.map((_case, i) => `c${i}`).join(','),
      ...Array.from({ length: rows }, (_, row) => DETECTION_CASES.map(([, cells]) => quoted(cells[row] ?? '')).join(',')),
    ].join('\n');
    const expected = DETECTION_CASES.map(([, , type]) => type);
    expect((await readTableFile(fileOf('detection.csv', csv))).types).toEqual(expected);
    await withConnection(async (connection) => {
      // Staging is where a served file's columns are typed (storing them is another test's).
      const staged = await stageTable(connection, files.write('detection.csv', csv), 'detection');
      expect(staged.specs.slice(1).map(({ type }) => type ?? 'text')).toEqual(expected);
      await dropStaged(connection, staged.staged);
    });
  });
});

describe('past the first 10,000 rows, which only rule types out, every row is checked in SQL', () => {
  it('a last row that turns a column day first, or text', async () => {
    // Each column: 10,000 rows of one reading, then one row that changes it.
    const columns: [string, string, string, string][] = [
      ['slashes', '01/02/2001', '13/02/2001', 'dateDayFirst'],
      ['dollars', '$12', '12', 'text'],
      ['thousands', '1,234', '1 234.5', 'text'],
      // Commas in threes read either way, then a decimal comma or a decimal point settles it.
      ['commasThenDecimalComma', '1,234', '12,5', 'numberDecimalComma'],
      ['commasThenDecimalPoint', '1,234', '1.5', 'number'],
      ['decimalCommasThenPoint', '12,5', '12.5', 'text'],
      ['days', '2014-03-05', 'Mar 5 2014', 'text'],
      ['codes', '12', '007', 'text'],
      ['months', '1/14/2001', '2/30/2001', 'text'],
      ['numbers', '12', '1,234.5', 'number'],
      // Usual numbers, one of which stands for them all, then another form or a code.
      ['usualThenDollars', '12.5', '$12', 'text'],
      ['usualThenZeros', '-0.5', '00', 'text'],
      ['usualThenPercent', '.5', '45%', 'text'],
      ['usualThenGrouped', '1e3', '1 234', 'number'],
      ['usualThenUnread', '0', '1.', 'text'],
      // A whole number past 2^53 (an id) keeps the column text; the largest exact one, a fraction or an exponent do not.
      ['usualThenId', '12', '1234567890123456789', 'text'],
      ['usualThenNegativeId', '12', '-9007199254740992', 'text'],
      ['dollarsThenId', '$12', '$9,007,199,254,740,993', 'text'],
      ['usualThenLargestExact', '12', '-9007199254740991', 'number'],
      ['usualThenLongFraction', '12', '12345678901234567.5', 'number'],
      ['usualThenLongExponent', '12', '123456789012345678e3', 'number'],
      // Past a double's range: no number (usual-looking, so the SQL must find it among the usual texts).
      ['usualThenHuge', '12', '1e400', 'text'],
      ['usualThenNegativeHuge', '-1.5', '-1e309', 'text'],
      ['usualThenLargest', '12', '1.7976931348623157e308', 'number'],
    ];
    const csv = [columns.map(([name]) => name).join(','), ...Array.from({ length: 10_000 }, () => columns.map(([, first]) => quoted(first)).join(',')), columns.map(([, , last]) => quoted(last)).join(',')].join('\n');
    const expected = columns.map(([, , , type]) => type);
    expect((await readTableFile(fileOf('late.csv', csv))).types).toEqual(expected);
    await withConnection(async (connection) => {
      const staged = await stageTable(connection, files.write('late.csv', csv), 'late');
      expect(staged.specs.slice(1).map(({ type }) => type ?? 'text')).toEqual(expected);
      await dropStaged(connection, staged.staged);
    });
  });
});

describe('writtenTable, which the equivalence tests query: each column of one form, typed so by both engines', () => {
  it.each([16, 17, 24])('seed %i', async (seed) => {
    const { duck } = await fileOpenedByBoth(`written ${seed}.csv`, csvOf(writtenTable(seed, 150)), files.write);
    try {
      expect(Object.fromEntries(duck.columns.map(({ colId, type }) => [colId, type]))).toEqual({
        row: 'number',
        price: 'number',
        euro: 'numberDecimalComma',
        grams: 'number',
        share: 'number',
        spaced: 'number',
        zip: 'text',
        slashed: 'date',
        named: 'date',
        dayNamed: 'date',
        monthFirst: 'date',
        dayFirst: 'dateDayFirst',
        either: 'date',
        mixed: 'text',
      });
    } finally {
      await duck.close();
    }
  });
});

describe('a served file tells of columns made text by a few stray cells as the tab does', () => {
  it('strays before and after the first 10,000 rows, among usual numbers, dates and written numbers, and few different numbers; too many, too many cells of them, another form', async () => {
    // Each column: a function of the row, over 10,010 rows.
    const columns: [string, (row: number) => string][] = [
      ['priceLate', (row) => (row === 10_005 ? 'n/a' : `${row % 100}.5`)],
      ['dateEarly', (row) => (row === 0 ? 'unknown' : `2014-03-${String((row % 28) + 1).padStart(2, '0')}`)],
      ['twoStrays', (row) => (row === 5 ? '-' : row === 10_007 ? '?' : `$${row % 50}`)],
      ['fourStrays', (row) => (row < 4 ? ['n/a', '-', '?', 'none'][row]! : String(row % 30))],
      // Two different numbers in 10,009 cells outnumber one stray: cells are counted, not texts.
      ['twoNumbers', (row) => (row === 3 ? 'n/a' : String(row % 2))],
      // A third of the cells stray: the others do not outnumber them three to one.
      ['strayThird', (row) => (row % 3 === 0 ? 'n/a' : String(row % 40))],
      ['formBreak', (row) => (row === 1 ? 'n/a' : row === 10_009 ? '$5' : String(row % 40))],
      // 10,009 different written numbers, read in several chunks, its stray in the last.
      ['manyWritten', (row) => (row === 10_005 ? 'n/a' : `$${row}`)],
      ['plain', (row) => String(row)],
    ];
    const csv = [columns.map(([name]) => name).join(','), ...Array.from({ length: 10_010 }, (_, row) => columns.map(([, cell]) => quoted(cell(row))).join(','))].join('\n');
    await expectToldAlike('strays.csv', csv, [
      '5 columns are read as text because of a few cells that are not numbers or dates: “priceLate” (“n/a”), “dateEarly” (“unknown”), “twoStrays” (“-”, “?”), “twoNumbers” (“n/a”) and “manyWritten” (“n/a”). To read a column\'s other cells as numbers or dates, choose the type under Type in its column menu.',
    ]);
  });
});

/** File `name` of `text` is told of with notices of `expected` texts, and typed alike (as `types` where given), in the tab and served; the notices advise a Type for the same columns. */
async function expectToldAlike(name: string, text: string, expected: string[], types?: ColumnType[]): Promise<void> {
  const tab = await readTableFile(fileOf(name, text));
  expect(tab.notices.map(noticeText)).toEqual(expected);
  if (types) expect(tab.types).toEqual(types);
  await withConnection(async (connection) => {
    const staged = await stageTable(connection, files.write(name, text), name.replace(/\..*/, ''));
    expect(staged.notices).toEqual(tab.notices);
    expect(staged.specs.slice(1).map(({ type }) => type ?? 'text')).toEqual(tab.types);
    await dropStaged(connection, staged.staged);
  });
}

/** A file of `separator`-separated columns over 10,010 rows (past the served reading's first 10,000), each a function of the row. */
const tableOf = (separator: string, columns: readonly [string, (row: number) => string][]): string =>
  [columns.map(([name]) => name).join(separator), ...Array.from({ length: 10_010 }, (_, row) => columns.map(([, cell]) => cell(row)).join(separator))].join('\n');

describe('a file of slash dates that read either way tells that they are read month first, unless its other dates are day first, in the tab and served alike', () => {
  const eitherWay: [string, (row: number) => string][] = [
    ['eitherWay', (row) => `${String((row % 12) + 1).padStart(2, '0')}/${String((row % 11) + 1).padStart(2, '0')}/2014`],
    ['withTimes', (row) => (row % 3 === 0 ? '' : `${(row % 9) + 1}/${(row % 12) + 1}/2001 9:05`)],
    ['iso', (row) => `2014-0${(row % 9) + 1}-1${row % 9}`],
  ];
  // A day over 12 in the first field after the first 10,000 rows: day first, said by no notice.
  const dayFirstLate: [string, (row: number) => string] = ['dayFirstLate', (row) => (row === 10_005 ? '13/02/2014' : `0${(row % 9) + 1}/0${(row % 7) + 1}/2014`)];
  // A month over 12 in the second field: month first, as read, no notice.
  const monthFirst: [string, (row: number) => string] = ['monthFirst', (row) => (row === 3 ? '02/13/2014' : `0${(row % 9) + 1}/0${(row % 7) + 1}/2014`)];
  const told = '“eitherWay” and “withTimes” have dates that read either way (no day or month over 12): they are read month first, 01/02/2014 as 2 January 2014. If they are day first, choose Date (day first) under Type in each one’s column menu.';
  it.each<[string, string, string[], ColumnType[]?]>([
    ['beside day-first and month-first dates: month first, told', tableOf(',', [...eitherWay, dayFirstLate, monthFirst]), [told], ['date', 'date', 'date', 'dateDayFirst', 'date']],
    ['beside month-first dates: month first, told', tableOf(',', [...eitherWay, monthFirst]), [told], ['date', 'date', 'date', 'date']],
    // The file writes its days first: so do its dates that read either way.
    ['beside day-first dates only: day first, as the file writes them', tableOf(',', [...eitherWay, dayFirstLate]), [], ['dateDayFirst', 'dateDayFirst', 'date', 'dateDayFirst']],
    ['one column', 'when\n01/02/2014\n12/11/2015\n\n', ['“when” has dates that read either way (no day or month over 12): they are read month first, 01/02/2014 as 2 January 2014. If they are day first, choose Date (day first) under Type in its column menu.']],
    ['one column of day-first dates', 'when\n01/02/2014\n13/11/2015', []],
  ])('%s', (_what, text, expected, types) => expectToldAlike('dates.csv', text, expected, types));
});

describe('a file of numbers that read with a decimal point or a decimal comma tells that they are read with a point, unless its other numbers have a decimal comma, in the tab and served alike', () => {
  // A semicolon file, as a spreadsheet writes where the comma is the decimal mark.
  const eitherWay: [string, (row: number) => string][] = [
    ['grams', (row) => `${(row % 9) + 1},${String(row % 1000).padStart(3, '0')}`],
    // Whole numbers, then a comma in threes after the first 10,000 rows: in doubt too.
    ['lateComma', (row) => (row === 10_005 ? '2,500' : String(row))],
    ['wholes', (row) => String(row * 7)],
    ['days', (row) => `${String((row % 12) + 1).padStart(2, '0')}/${String((row % 11) + 1).padStart(2, '0')}/2014`],
    ['points', (row) => (row % 2 === 0 ? '' : `${(row % 999) + 1}.250`)],
  ];
  // A comma not in threes after the first 10,000 rows: a decimal comma, the file's mark.
  const commaLate: [string, (row: number) => string] = ['commaLate', (row) => (row === 10_005 ? '12,5' : `1,${String(row % 1000).padStart(3, '0')}`)];
  // A point not in threes after the first 10,000 rows: a decimal point.
  const pointLate: [string, (row: number) => string] = ['pointLate', (row) => (row === 10_005 ? '12.5' : `1.${String(row % 1000).padStart(3, '0')}`)];
  const days = '“days” has dates that read either way (no day or month over 12): they are read month first, 01/02/2014 as 2 January 2014. If they are day first, choose Date (day first) under Type in its column menu.';
  const numbers = '“grams”, “lateComma” and “points” have numbers that read either way: they are read with a decimal point, 1,250 as 1250 and 1.250 as 1.25. If the comma is their decimal mark, choose Number (decimal comma) under Type in each one’s column menu.';
  it.each<[string, string, string[], ColumnType[]?]>([
    ['alone: with a point, told', tableOf(';', eitherWay), [days, numbers], ['number', 'number', 'number', 'date', 'number']],
    // The file's decimal mark is the comma: its numbers that read either way read so, untold.
    ['beside a decimal comma: with a comma', tableOf(';', [...eitherWay, commaLate]), [days], ['numberDecimalComma', 'numberDecimalComma', 'number', 'date', 'numberDecimalComma', 'numberDecimalComma']],
    ['beside a decimal point: with a point, told', tableOf(';', [...eitherWay, pointLate]), [days, numbers], ['number', 'number', 'number', 'date', 'number', 'number']],
    ['beside both: with a point, told', tableOf(';', [...eitherWay, commaLate, pointLate]), [days, numbers], ['number', 'number', 'number', 'date', 'number', 'numberDecimalComma', 'number']],
    ['one column', 'weight\n"1,250"\n\n"12,000"\n', ['“weight” has numbers that read either way: they are read with a decimal point, 1,250 as 1250 and 1.250 as 1.25. If the comma is their decimal mark, choose Number (decimal comma) under Type in its column menu.']],
    ['one column of decimal commas', 'weight\n"1,250"\n"12,5"', []],
    ['beside a column of decimal commas', 'weight;price\n1,250;1,50\n12,000;3,25', [], ['numberDecimalComma', 'numberDecimalComma']],
  ])('%s', (_what, text, expected, types) => expectToldAlike('numbers.csv', text, expected, types));
});

describe('a served file\'s columns are named as the tab names them, and renamed with the tab\'s notice', () => {
  // Each: the file's name and its text; the tab's reading of it is the expected one.
  const cases: [string, string, string][] = [
    ['repeated and empty names', 'names.csv', 'name,amount,row,name,,zip\nAda,1,r,Bo,x,00501\nCy,2,s,Di,y,00502'],
    ['a made-up name taken by the file', 'names.csv', 'a,,column 2\n1,2,3'],
    ['names with spaces and quotes, kept as written', 'names.csv', '" a ","b ""c""",a\n1,2,3'],
    ['a name repeated three times beside its (2)', 'names.csv', 'a,a,a,a (2)\n1,2,3,4'],
    ['a TSV file', 'names.tsv', 'x\tx\t\n1\t2\t3'],
    ['a JSON file with an empty key', 'names.json', '[{"": 1, "a": 2, "column 1": 3}]'],
    ['names as they are, nothing renamed', 'names.csv', 'id,name\n1,Ada'],
  ];
  it.each(cases)('%s', async (_what, name, text) => {
    const tab = await readTableFile(fileOf(name, text));
    await withConnection(async (connection) => {
      const staged = await stageTable(connection, files.write(name, text), 'names');
      expect(staged.specs.map(({ colId, header }) => [colId, header])).toEqual(fileColumns(tab.headers, tab.types).map(({ colId, header }) => [colId, header]));
      expect(staged.notices).toEqual(tab.notices);
      await dropStaged(connection, staged.staged);
    });
  });
});
