import { matchSorter, matchSorterWithRankInfo, rankings } from 'match-sorter';
import { describe, expect, it } from 'vitest';
import { containsInOrder, fuzzyRank, inOrderMatch, passesFuzzy, prepare } from '../../src/engine/rank';
import { randomFrom } from '../support/random';

const rank = (text: string, term: string) => fuzzyRank(prepare(text), prepare(term));

describe('fuzzyRank', () => {
  it.each([
    ['Anna Smith', 'Anna Smith', rankings.CASE_SENSITIVE_EQUAL],
    ['Anna Smith', 'anna smith', rankings.EQUAL],
    ['Anna Smith', 'ann', rankings.STARTS_WITH],
    ['Anna Smith', 'smi', rankings.WORD_STARTS_WITH],
    ['Anna Smith', 'mit', rankings.CONTAINS],
    ['Anna Smith', 'as', rankings.ACRONYM],
    ['Mary-Kate Olsen', 'mko', rankings.ACRONYM],
    ['Anthony Nash', 'ann', 1.2],
    ['Dan Ng', 'ann', 1 + 1 / 3],
    ['Zoë Brown', 'zoe', rankings.STARTS_WITH],
    ['Anna Smith', 'x', rankings.NO_MATCH],
    ['Anna Smith', 'ms', rankings.NO_MATCH],
    ['Ann', 'Anna', rankings.NO_MATCH],
  ])('%j for %j is %d', (text, term, expected) => {
    expect(rank(text, term)).toBe(expected);
  });
});

describe('inOrderMatch', () => {
  it.each<[string, string, number, number, number, number]>([
    // [text, term, from, matched, first at, last at]
    ['anna smith', 'ann', 0, 3, 0, 2],
    ['dan ng', 'ann', 0, 3, 1, 4],
    ['dana', 'ann', 0, 2, 1, 2],
    ['dana', 'ann', 2, 1, 2, 2],
    [' inn', 'ann', 1, 2, 2, 3],
    ['bob', 'ann', 0, 0, -1, -1],
    ['abc', '', 0, 0, -1, -1],
  ])('%j for %j from %d: %d matched, at %d to %d', (text, term, from, matched, firstAt, lastAt) => {
    const at = new Int32Array(2);
    expect(inOrderMatch(text, term, from, at)).toBe(matched);
    expect([...at]).toEqual([firstAt, lastAt]);
  });
});

describe('containsInOrder', () => {
  it.each([
    ['abc', '', true],
    ['abc', 'ac', true],
    ['abc', 'ca', false],
    ['aab', 'ab', true],
    ['ab', 'aa', false],
  ])('%j contains %j in order: %s', (text, term, expected) => {
    expect(containsInOrder(text, term)).toBe(expected);
  });
});


describe('agrees with match-sorter on 200,000 random string/term pairs', () => {
  // Few letters so that every kind of match is common; case, accents, spaces, hyphens included.
  const alphabet = ['a', 'b', 'n', 'A', 'N', 'é', 'É', 'ñ', ' ', ' ', '-', '.', 'ö', 'O', 'ß', 'İ'];
  const { next: random } = randomFrom(20261122);
  const pick = (length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const pairs = Array.from({ length: 200_000 }, () => [
    pick(1 + Math.floor(random() * 12)),
    pick(1 + Math.floor(random() * 4)),
  ]);

  it('passesFuzzy is match-sorter passing at its default threshold', () => {
    const mismatches = pairs.filter(
      ([text, term]) => passesFuzzy(prepare(text!), prepare(term!)) !== (matchSorter([text!], term!).length === 1),
    );
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 60_000); // 200,000 match-sorter calls: seconds on a busy machine

  it('fuzzyRank is match-sorter rank, fraction included', () => {
    const mismatches = pairs.filter(
      ([text, term]) => rank(text!, term!) !== (matchSorterWithRankInfo([text!], term!)[0]?.rank ?? 0),
    );
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 60_000);
});
