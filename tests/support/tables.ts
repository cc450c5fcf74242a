import { type Column, dictColumn, type Table } from '../../src/model/table';
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

