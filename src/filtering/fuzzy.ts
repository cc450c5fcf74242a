import { matchSorterWithRankInfo, rankings } from 'match-sorter';
import removeAccents from 'remove-accents';

/**
 * match-sorter's rank of `text` for `term`: 7 (case-sensitive equal) down to 1..2 (the
 * characters appear in order, closer together ranks higher), 0 when it does not match.
 */
export function fuzzyRank(text: string, term: string): number {
  return matchSorterWithRankInfo([text], term)[0]?.rank ?? rankings.NO_MATCH;
}

/**
 * A string in the form match-sorter compares: accents removed, lower-cased. `length` is the
 * length before lower-casing, because match-sorter rejects a term longer than the text first.
 */
export interface FuzzyKey {
  readonly lower: string;
  readonly length: number;
}

export function fuzzyKeyOf(text: string): FuzzyKey {
  const prepared = removeAccents(text);
  return { lower: prepared.toLowerCase(), length: prepared.length };
}

/** Whether every character of `term` appears in `text`, in order (not necessarily adjacent). */
export function containsInOrder(text: string, term: string): boolean {
  let from = 0;
  for (let i = 0; i < term.length; i++) {
    const found = text.indexOf(term[i]!, from);
    if (found < 0) return false;
    from = found + 1;
  }
  return true;
}

/**
 * Whether match-sorter would rank `text` at MATCHES or better for `term`, without ranking.
 * Every rank from MATCHES up (equal, starts with, contains, acronym, in-order characters)
 * implies the term's characters appear in the text in order, and in-order characters are
 * what MATCHES itself checks; a one-character term must be contained, which for one
 * character is the same thing. tests/filtering/fuzzy.test.ts checks this against
 * match-sorter on random strings.
 */
export function fuzzyKeyPasses(text: FuzzyKey, term: FuzzyKey): boolean {
  return term.length <= text.length && containsInOrder(text.lower, term.lower);
}

export function matchesFuzzy(text: string, term: string): boolean {
  return fuzzyKeyPasses(fuzzyKeyOf(text), fuzzyKeyOf(term));
}
