import { matchSorter, rankings } from 'match-sorter';
import { describe, expect, it } from 'vitest';
import { containsInOrder, fuzzyKeyOf, fuzzyKeyPasses, fuzzyRank } from '../../src/filtering/fuzzy';

describe('fuzzyRank', () => {
  it.each([
    ['Anna Smith', 'Anna Smith', rankings.CASE_SENSITIVE_EQUAL],
    ['Anna Smith', 'anna smith', rankings.EQUAL],
    ['Anna Smith', 'ann', rankings.STARTS_WITH],
    ['Anna Smith', 'smi', rankings.WORD_STARTS_WITH],
    ['Anna Smith', 'mit', rankings.CONTAINS],
    ['Anna Smith', 'as', rankings.ACRONYM],
    ['Anna Smith', 'x', rankings.NO_MATCH],
    ['Anna Smith', 'ms', rankings.NO_MATCH],
  ])('%j for %j is %d', (text, term, rank) => {
    expect(fuzzyRank(text, term)).toBe(rank);
  });

  it('ranks in-order matches between MATCHES and MATCHES + 1, closer is better', () => {
    const close = fuzzyRank('Anthony Nash', 'ann');
    const far = fuzzyRank('Alexander Bonn', 'ann');
    expect(close).toBeGreaterThan(rankings.MATCHES);
    expect(close).toBeLessThan(rankings.MATCHES + 1);
    expect(far).toBeGreaterThan(rankings.MATCHES);
    expect(close).toBeGreaterThan(far);
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

/** A small deterministic PRNG (mulberry32), so a failure names a reproducible case. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzzyKeyPasses agrees with match-sorter', () => {
  // Few letters so that matches are common; case, accents, spaces and punctuation included.
  const alphabet = ['a', 'b', 'n', 'A', 'N', 'é', 'É', 'ñ', ' ', '-', '.', 'ö', 'O', 'ß', 'İ'];
  const random = randomFrom(20261122);
  const pick = (length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

  it('on 200,000 random string/term pairs', () => {
    const mismatches: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      const text = pick(1 + Math.floor(random() * 12));
      const term = pick(1 + Math.floor(random() * 4));
      const expected = matchSorter([text], term).length === 1;
      const actual = fuzzyKeyPasses(fuzzyKeyOf(text), fuzzyKeyOf(term));
      if (actual !== expected) mismatches.push(`${JSON.stringify(text)} / ${JSON.stringify(term)}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
