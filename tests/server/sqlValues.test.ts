import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import removeAccents from 'remove-accents';
import { readDate, readDateDayFirst, readNumber } from '../../src/engine/typedValues';
import { DUCKDB } from '../../src/sql/dialect';
import { accentChanges, foldSql } from '../../src/sql/fold';
import { cellTable, evaluate } from '../support/duckDb';
import { randomFrom } from '../support/random';
import { DATES, NUMBERS } from '../support/tables';
import { randomWrittenDate, WRITTEN_DATES, WRITTEN_NUMBERS } from '../support/written';

const random = randomFrom(23);
const two = (n: number) => String(n).padStart(2, '0');
/** Random days and times around the edges: leap days, month ends, years 0000 and 9999, fractions, zones. */
const RANDOM_DATES = Array.from({ length: 300 }, () => {
  const year = String(random.pick([0, 1, 100, 1900, 1969, 1970, 2000, 2023, 2024, 2100, 2400, 9999])).padStart(4, '0');
  const day = `${year}-${two(1 + Math.floor(random.next() * 13))}-${two(Math.floor(random.next() * 32))}`;
  const time = random.pick(['', 'T00:00', ' 23:59:59', 'T24:00', 'T12:60', 'T10:00:00.5', 'T10:00:00,123456', 'T01:02:03.04Z', 'Z', '+02:00', 'T05:06+0530', 'T05:06-08']);
  return day + time;
});

const written = randomFrom(29);
const WRITTEN_DATE_CELLS = [...WRITTEN_DATES, ...Array.from({ length: 300 }, () => randomWrittenDate(written))];
const NUMBER_CELLS = [...NUMBERS, ...WRITTEN_NUMBERS, '-$0', '$1e3', '-1,000.5%', '1 000 000', '1 0000', '-', '-,', '0', '00', '-0,000', '$-', '-'];
const NUMBER_CELLS_PLAIN = [...NUMBERS, '-0', '0.0', '1e3', '1E-2', '.5', '-.5', '+1', '1.', '00', '0', '1e400', '-1e400', ' 1', '1 ', '0x10', 'Infinity', 'NaN', '12345678901234567890', '0.1', '2.5e-3'];
const DATE_CELLS = [...DATES, ...RANDOM_DATES, ...WRITTEN_DATE_CELLS, '2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '0000-01-01', '2014-03-05T10:00Z', '2014-03-05Z', '2014-3-5', '20140305'];

describe('the SQL readers read cells as src/engine/typedValues.ts does', () => {
  it.each([
    ['number', [...NUMBER_CELLS_PLAIN, ...NUMBER_CELLS], readNumber],
    ['date', DATE_CELLS, readDate],
    ['dateDayFirst', DATE_CELLS, readDateDayFirst],
  ] as const)('%s', async (type, cells, read) => {
    const table = await cellTable(cells, type);
    try {
      const values = await evaluate<number | null>(table, ({ dialect }) => dialect.quote(table.column.values![type]!));
      // -0 is stored as 0: the tab compares values by subtraction, where the two are equal.
      expect(values).toEqual(cells.map((cell) => [cell, read(cell) === undefined ? null : read(cell)! + 0]));
    } finally {
      table.close();
    }
  });
});

describe('the SQL fold is remove-accents', () => {
  let cells: Awaited<ReturnType<typeof cellTable>>;
  const { singles, marked } = accentChanges();
  const texts = [...singles.map(([from]) => from), ...marked.map(([from]) => from), 'Łódź Øresund þorn ıi', 'Z̧ebra ÆTHER œuvre', 'e\u0301', 'A\u030b\u030b', 'plain', ''];
  beforeAll(async () => (cells = await cellTable(texts)));
  afterAll(() => cells.close());

  it('folds every character remove-accents changes, and letters with a combining mark', async () => {
    const folded = await evaluate<string>(cells, ({ dialect }) => foldSql(dialect, dialect.quote(cells.column.text)));
    expect(folded).toEqual(texts.map((text) => [text, removeAccents(text)]));
  });

  it('knows every letter-and-mark pair remove-accents folds, from any base', () => {
    const wider = Array.from({ length: 0x3000 - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).flatMap((base) =>
      Array.from({ length: 0x70 }, (_, m) => base + String.fromCharCode(0x300 + m)).filter((pair) => removeAccents(pair) !== removeAccents(pair[0]!) + pair[1]),
    );
    expect(marked.map(([from]) => from)).toEqual(wider);
  });

  it.each([
    ['ł ø þ ı, which strip_accents leaves as they are', 'łøþı Łódź'],
    ['a letter with a combining mark, which remove-accents folds only for some letters', 'Z̧ebra e\u0301'],
  ])('%s', async (_name, text) => {
    const { connection } = cells;
    const [[stripped, folded]] = (await connection.runAndReadAll(`SELECT strip_accents($1), ${foldSql(DUCKDB, '$1')}`, [text])).getRowsJS() as [[string, string]];
    expect(folded).toBe(removeAccents(text));
    expect(stripped).not.toBe(removeAccents(text));
  });
});
