import type { MatcherKind } from '../model/columns';
import { passesFuzzy, prepare } from './rank';

export type { MatcherKind };

/**
 * Whether a cell's text passes one filter value; the value's forms (lower-cased, prepared) are
 * worked out once, for matching many cells. An empty value is "no filter" and never gets here.
 */
export function matcherFor(kind: MatcherKind, value: string): (cell: string) => boolean {
  switch (kind) {
    // The whole cell, ignoring case; no trimming, so "12 " does not find 12.
    case 'exact': {
      const lower = value.toLowerCase();
      return (cell) => cell.toLowerCase() === lower;
    }
    case 'caseSensitive':
      return (cell) => cell.includes(value);
    case 'caseInsensitive': {
      const lower = value.toLowerCase();
      return (cell) => cell.toLowerCase().includes(lower);
    }
    // match-sorter ranks the cell at MATCHES or better (see rank.ts).
    case 'fuzzy': {
      const term = prepare(value);
      return (cell) => passesFuzzy(prepare(cell), term);
    }
  }
}

/** Whether a cell's text passes a filter value. */
export type Matcher = (cell: string, value: string) => boolean;

const matcher =
  (kind: MatcherKind): Matcher =>
  (cell, value) =>
    matcherFor(kind, value)(cell);

export const matchesExact = matcher('exact');
export const matchesCaseSensitive = matcher('caseSensitive');
export const matchesCaseInsensitive = matcher('caseInsensitive');
export const matchesFuzzy = matcher('fuzzy');

export const MATCHERS: Record<MatcherKind, Matcher> = {
  exact: matchesExact,
  caseSensitive: matchesCaseSensitive,
  caseInsensitive: matchesCaseInsensitive,
  fuzzy: matchesFuzzy,
};
