import type { MatcherKind } from '../model/columns';
import { passesFuzzy, prepare } from './rank';

export type { MatcherKind };

/** Whether a cell's text passes a filter value. An empty value is "no filter" and never gets here. */
export type Matcher = (cell: string, value: string) => boolean;

/** The whole cell, ignoring case; no trimming, so "12 " does not find 12. */
export const matchesExact: Matcher = (cell, value) => cell.toLowerCase() === value.toLowerCase();

export const matchesCaseSensitive: Matcher = (cell, value) => cell.includes(value);

export const matchesCaseInsensitive: Matcher = (cell, value) =>
  cell.toLowerCase().includes(value.toLowerCase());

/** match-sorter ranks the cell at MATCHES or better (see rank.ts). */
export const matchesFuzzy: Matcher = (cell, value) => passesFuzzy(prepare(cell), prepare(value));

export const MATCHERS: Record<MatcherKind, Matcher> = {
  exact: matchesExact,
  caseSensitive: matchesCaseSensitive,
  caseInsensitive: matchesCaseInsensitive,
  fuzzy: matchesFuzzy,
};
