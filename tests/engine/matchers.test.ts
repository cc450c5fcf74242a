import { describe, expect, it } from 'vitest';
import {
  matchesCaseInsensitive,
  matchesCaseSensitive,
  matchesExact,
  matchesFuzzy,
} from '../../src/engine/matchers';

type Row = [cell: string, value: string, expected: boolean];

const cases: Record<string, [(cell: string, value: string) => boolean, Row[]]> = {
  matchesExact: [
    matchesExact,
    [
      ['12', '12', true],
      ['12', '1', false], // partial id
      ['12', '123', false],
      ['12', '12 ', false], // no trimming
      ['12', ' 12', false],
      ['AB', 'ab', true], // case-insensitive equality
      ['0', '0', true],
      ['4999', '4999', true],
      ['12', '.*', false],
      ['12', '1.', false],
    ],
  ],
  matchesCaseSensitive: [
    matchesCaseSensitive,
    [
      ['Anna', 'nn', true],
      ['Anna', 'Anna', true],
      ['Anna', 'anna', false], // wrong case
      ['Anna', 'ANN', false],
      ['Anna', 'Ana', false],
      ['Anna', '.*', false], // no regex
      ['Anna', 'A.', false],
      ['Anna', '(', false],
      ['Anna', '<b>', false],
      ['Mary-Jo', '-', true],
      ['a.b', '.', true],
      ['a(b', '(', true],
      ['<img>', '<img', true],
    ],
  ],
  matchesCaseInsensitive: [
    matchesCaseInsensitive,
    [
      ['Smith', 'smi', true],
      ['Smith', 'SMITH', true],
      ['Smith', 'mIt', true],
      ['Smith', 'smt', false], // not a substring
      ['Smith', 'Smiths', false],
      ['Smith', '[s]', false],
      ['Smith', '%', false],
      ['Smith', '?', false],
      ['O\'Hara', "o'h", true],
      ['Smith', '\\', false],
    ],
  ],
  matchesFuzzy: [
    matchesFuzzy,
    [
      ['Anna Smith', 'anna', true],
      ['Anna Smith', 'asm', true], // in order, not adjacent
      ['Anna Smith', 'as', true],
      ['Anna Smith', 'sa', false], // no a after the s
      ['Anna Smith', 'ms', false], // out of order: no s after m
      ['Anna Smith', 'hta', false],
      ['Anna Smith', 'ANNA SMITH', true],
      ['Zoë Brown', 'zoe', true], // accents removed
      ['Zoe Brown', 'zoë', true],
      ['Anna Smith', 'x', false],
      ['Anna Smith', 'Anna Smith and more', false], // longer than the text
      ['Anna Smith', '.*', false],
      ['Anna Smith', '(a)', false],
      ['Anna Smith', '<b>', false],
      ['Anna Smith', 'a s', true],
    ],
  ],
};

describe.each(Object.entries(cases))('%s', (_name, [matcher, rows]) => {
  it.each(rows)('%j with %j -> %s', (cell, value, expected) => {
    expect(matcher(cell, value)).toBe(expected);
  });
});
