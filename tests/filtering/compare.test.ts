import { describe, expect, it } from 'vitest';
import { compareByRankThenText, compareNatural } from '../../src/filtering/compare';
import { fuzzyRank } from '../../src/filtering/fuzzy';

const sign = (n: number) => Math.sign(n);

describe('compareNatural', () => {
  it.each([
    ['a', 'b', -1],
    ['B', 'a', 1],
    ['anna', 'Anna', 0], // case-insensitive
    ['item2', 'item10', -1], // digits in numeric order
    ['item10', 'item9', 1],
    ['Zoë', 'Zoe', 0],
  ])('%j vs %j -> %d', (a, b, expected) => {
    expect(sign(compareNatural(a, b))).toBe(expected);
  });
});

describe('compareByRankThenText', () => {
  const rankFor = (term: string) => (text: string) => fuzzyRank(text, term);
  it.each([
    // best rank first, whatever the alphabet says
    ['Zed Ann', 'Anna Bell', 'ann', 1], // WORD_STARTS_WITH (4) after STARTS_WITH (5)
    ['Anna Bell', 'Zed Ann', 'ann', -1],
    ['Bob Ann', 'Ann Bob', 'ann', 1],
    // equal rank: alphabetical
    ['Anna Bell', 'Anne Bell', 'ann', -1],
    // no term: alphabetical only
    ['Zed Ann', 'Anna Bell', '', 1],
    ['anna', 'Anna', '', 0],
  ])('%j vs %j with term %j -> %d', (a, b, term, expected) => {
    expect(sign(compareByRankThenText(a, b, term, rankFor(term)))).toBe(expected);
  });

  it('sorts a list best match first, then by name', () => {
    const names = ['Bob Nash', 'Anthony Nash', 'Ann Lee', 'Dan Ng', 'Joanna Smith', 'Zed Ann'];
    const sorted = [...names].sort((a, b) => compareByRankThenText(a, b, 'ann', rankFor('ann')));
    expect(sorted).toEqual([
      'Ann Lee', // starts with
      'Zed Ann', // a word starts with
      'Joanna Smith', // contains
      'Dan Ng', // in order, a..n..n spread over 3 characters (1.33)
      'Anthony Nash', // in order, spread over 5 characters (1.2)
      'Bob Nash', // no match
    ]);
  });
});
