import { rankings } from 'match-sorter';
import { describe, expect, it } from 'vitest';
import { fullNameRanker } from '../../src/engine/fullNameRank';
import { fuzzyRank, prepare } from '../../src/engine/rank';
import { randomFrom } from '../support/random';

/** The rank of "first last" as the ranker gives it, for one pair of names. */
const rankOf = (first: string, last: string, term: string) => fullNameRanker([prepare(first)], [prepare(last)], prepare(term))(0, 0);

describe('fullNameRanker', () => {
  it.each([
    ['Anna', 'Smith', 'ann', rankings.STARTS_WITH],
    ['Anna', 'Smith', 'smi', rankings.WORD_STARTS_WITH],
    ['Mary Ann', 'Lee', 'ann', rankings.WORD_STARTS_WITH],
    ['Joanna', 'Smith', 'ann', rankings.CONTAINS],
    ['Bob', 'Hanna', 'ann', rankings.CONTAINS],
    ['Bob', 'van Anne', 'ann', rankings.WORD_STARTS_WITH],
    ['Anna', 'Smith', 'as', rankings.ACRONYM],
    ['Mary-Kate', 'Olsen', 'mko', rankings.ACRONYM],
    ['Anthony', 'Nash', 'ann', 1.2], // a, n and n all in the first name: 1 + 1/5
    ['Dana', 'Inn', 'ann', 1 + 1 / 5], // a, n in the first name, the last n in the last name
    ['Dan', 'Ng', 'ann', 1 + 1 / 3],
    ['Bo', 'Anton', 'an', rankings.WORD_STARTS_WITH],
    ['Bo', 'Nathan', 'aa', 1 + 1 / 3],
    ['Zoë', 'Brown', 'zoe', rankings.STARTS_WITH],
    ['Anna', 'Smith', 'x', rankings.NO_MATCH],
    ['Anna', 'Smith', 'ms', rankings.NO_MATCH],
    ['Al', 'Li', 'al li x', rankings.NO_MATCH],
    ['Anna', 'Smith', 'Anna Smith', rankings.CASE_SENSITIVE_EQUAL],
    ['Anna', 'Smith', 'a m', rankings.MATCHES + 1 / 6],
    ['Anna', 'Smith', 'a s', rankings.CONTAINS], // "ann(a s)mith"
  ])('%j %j for %j is %d', (first, last, term, expected) => {
    expect(rankOf(first, last, term)).toBe(expected);
    expect(fuzzyRank(prepare(`${first} ${last}`), prepare(term))).toBe(expected);
  });

  it('equals fuzzyRank of the joined name on 280,000 random names and terms', () => {
    // Few letters so that every kind of match is common; case, accents, spaces, hyphens included.
    const alphabet = ['a', 'b', 'n', 'A', 'N', 'é', 'ñ', ' ', '-', 'ö', 'ß', 'İ'];
    const random = randomFrom(20261122);
    const word = (max: number) => Array.from({ length: 1 + Math.floor(random.next() * max) }, () => random.pick(alphabet)).join('');
    const firsts = Array.from({ length: 60 }, () => word(7));
    const lasts = Array.from({ length: 40 }, () => word(7));
    const mismatches: string[] = [];
    for (let i = 0; i < 1_000; i++) {
      const term = word(4);
      const rank = fullNameRanker(firsts.map(prepare), lasts.map(prepare), prepare(term));
      for (let f = 0; f < firsts.length; f += 3) {
        for (let l = 0; l < lasts.length; l += 3) {
          const expected = fuzzyRank(prepare(`${firsts[f]} ${lasts[l]}`), prepare(term));
          if (rank(f, l) !== expected) mismatches.push(`${firsts[f]} ${lasts[l]} / ${term}: ${rank(f, l)} vs ${expected}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
