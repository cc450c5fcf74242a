import { ChunkedTextsBuilder } from '../../src/data/files/packing';
import { NumberTexts } from '../../src/model/textLists';
import { type Column, dictColumn, type Table, textAt } from '../../src/model/table';
import { randomFrom } from './random';

export type Random = ReturnType<typeof randomFrom>;

// Accents, spaces, hyphens, case variants, digits, empty cells.
export const FIRST = ['Ann', 'Anna', 'anna', 'ANN', 'Zoë', 'Zoe', "D'Arcy", 'Mary-Kate', 'Jo', 'Bo', 'Émile', 'Ann2', 'Ann10', 'Nash', 'ñu', '7'];
export const FIRST_WITH_SPACES = [...FIRST, 'Mary Ann', 'Mary', 'Ann Marie', ' Jo'];
export const LAST = ['Smith', 'Smith-Jones', "O'Hara", 'van Dyke', 'Lee', 'Nash', 'Ng', 'ANN', 'Östberg', 'Bo', 'bo', 'x1', 'x10'];
export const NOTES = ['', '', 'a2', 'a10', 'A2', 'Zoë', 'zoe', 'ann arbor', 'Ann-Arbor', 'é', '12', ' ', 'x'];
export const NUMBERS = ['', '', '0', '12', '-3', '1.5', '1.50', '007', '7', '100', '-0.25', '2', '10'];
export const DATES = ['', '2014-03-05', '2014-03-05T10:00', '2014-03-05 09:00:00Z', '2014-03', '2013-12-31T23:59', '2015-01-01', '2014-02-30', 'soon', '1999-12-31'];
export const TERMS = ['a', 'an', 'ann', 'A', 'Ann', 'sm', 'ash', "o'", '-', ' ', 'zoe', 'zoë', '1', '12', '0', '1.5', '-3', 'ñ', 'as', 'ann s', 'x', 'é', '7', '.', '2'];

const column = (random: Random, texts: readonly string[], count: number, valueType?: 'number' | 'date') =>
  dictColumn(Array.from({ length: count }, () => random.pick(texts)), valueType);

/** A random table: a row number, two name columns and their joined column, a number column, a date column and a note, in a random order. */
export function randomTable(seed: number, count: number, first: readonly string[]): Table {
  const random = randomFrom(seed);
  const columns: [string, Column][] = [
    ['row', { type: 'rowNumber', first: random.pick([0, 1, -5]) }],
    ['first', column(random, first, count)],
    ['last', column(random, LAST, count)],
    ['full', { type: 'joined', parts: ['first', 'last'] }],
    ['amount', column(random, NUMBERS, count, 'number')],
    ['when', column(random, DATES, count, 'date')],
    ['note', column(random, NOTES, count)],
  ];
  columns.sort(() => random.next() - 0.5);
  return { count, columns: Object.fromEntries(columns) };
}


/** Numbers as a Parquet file's number column holds them (NaN: an empty cell). */
const NUMBER_VALUES = [NaN, NaN, 0, 12, -3, 1.5, 100, -0.25, 2, 10, 7, 1e21, 0.1];

/**
 * The same rows with every dict column that is not a joined column's part packed as a file's
 * column of many values is (each row's text, no codes), and two number columns kept as numbers
 * (doubles, and 32-bit integers).
 */
export function packedTable(seed: number, count: number): Table {
  const table = randomTable(seed, count, FIRST);
  const random = randomFrom(seed + 1000);
  const parts = new Set(Object.values(table.columns).flatMap((column) => (column.type === 'joined' ? column.parts : [])));
  const columns: Record<string, Column> = {};
  for (const [colId, column] of Object.entries(table.columns)) {
    if (column.type !== 'dict' || parts.has(colId)) columns[colId] = column;
    else {
      const texts = new ChunkedTextsBuilder();
      for (let row = 0; row < count; row++) texts.push(textAt(column, row));
      columns[colId] = { ...column, values: texts.build(), codes: null };
    }
  }
  const numbers = Float64Array.from({ length: count }, () => random.pick(NUMBER_VALUES));
  columns.price = { type: 'dict', values: new NumberTexts(numbers), codes: null, valueType: 'number' };
  const integers = Int32Array.from({ length: count }, () => random.pick([0, 1, -1, 7, 12, 100, 2 ** 31 - 1, -(2 ** 31)]));
  columns.quantity = { type: 'dict', values: new NumberTexts(integers), codes: null, valueType: 'number' };
  return { count, columns };
}
