import { readValueList, valueListText } from '../../src/model/filterKinds';
import { FIRST_WITH_SPACES, LAST, NOTES, TERMS } from './tables';

/** Cells where SQL's text functions and JavaScript's could part: folding, case (a final Σ, İ), LIKE's and regex's characters, acronyms, spreads. */
export const CELLS = [
  ...new Set([
    ...FIRST_WITH_SPACES, ...LAST, ...NOTES,
    'Łódź', 'łodz', 'Øre', 'þorn', 'Thorn', 'ıi', 'Z̧ebra', 'Æther', 'ÆTHER', 'aether', 'Ann', 'ann', 'Ánn',
    '50%', 'a_b', 'axb', 'a\\b', 'a.b', 'a+b', "it's", 'say "hi"', 'two\nlines', 'ann-marie smith', 'a--n n', 'xaxbbnxn', 'ab  cd-ef --g', 'Straße', 'straße nß', '日本語 テキスト', 'Ωmega Σοφία', 'ΟΔΟΣ', 'οδος', 'İstanbul', 'istanbul', '',
  ]),
];
export const MORE_TERMS = [...TERMS, 'Ann', 'ann', 'ánn', 'ł', 'lodz', 'ore', 'th', 'ii', 'zeb', 'ae', 'AE', '%', '_', 'a_b', '\\', 'a.b', '+', '"', 'two l', 'ams', 'ann-', 'n n', 'ann', 'ann-m', 'nn', 'acg', 'o\nl', 'wl', 'sße', 'tße', '本語', '日テ', 'σφ', 'xbn', 'a-s', 'ΟΔΟΣ', 'οδοσ', 'ος', 'İstanbul', 'istanbul', 'is'];

/** Value lists (the `values` kind's texts): none, the empty cell, traps for quoting and escaping, a value no cell holds, and a text that is no list (it filters nothing). */
export const VALUE_LISTS = [
  valueListText([]),
  valueListText(['']),
  valueListText(['Ann', 'ann']),
  valueListText(['Straße', "it's", 'say "hi"', 'a\\b', 'two\nlines', '50%', 'a_b', '日本語 テキスト']),
  valueListText(['nobody', 'Łódź']),
  'not a list',
];

/** The cells a value list's filter passes, as the tab's engine reads it. */
export const passingValueList = (text: string): string[] => {
  const list = readValueList(text);
  return list ? CELLS.filter((cell) => list.includes(cell)) : CELLS;
};
