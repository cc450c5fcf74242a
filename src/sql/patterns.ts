/** Patterns for a term's characters in order, as match-sorter looks for them (src/engine/rank.ts). */

const LIKE_SPECIAL = /[\\%_]/g;
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;

/** `%a%n%n%`: the term's characters in order, each taken literally. */
export const inOrderLike = (term: string): string => `%${[...term].map((char) => char.replace(LIKE_SPECIAL, '\\$&')).join('%')}%`;

/** Whether inOrderLike escapes any of the term's characters (LIKE's own: backslash, % and _). */
export const needsLikeEscape = (term: string): boolean => /[\\%_]/.test(term);

/**
 * `a.*?n.*?n`: its leftmost match is the greedy in-order match from the first `a`, so its length
 * is match-sorter's spread + 1. `(?s)`: a cell may hold a line break.
 */
export const lazyInOrder = (term: string): string => `(?s)${[...term].map((char) => char.replace(REGEX_SPECIAL, '\\$&')).join('.*?')}`;

/** match-sorter's acronym: the first character after each run of spaces or hyphens (the first capture of each match). */
export const ACRONYM_LETTERS = '(?:^|[ -])([^ -])';
