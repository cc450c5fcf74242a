import { rankings } from 'match-sorter';
import removeAccents from 'remove-accents';

/**
 * A text or term in the two forms match-sorter compares: accents removed (`prepared`, where
 * case still counts for CASE_SENSITIVE_EQUAL) and then lower-cased (`lower`, for the rest).
 * Preparing a row's texts once, instead of on every comparison, is what makes ranking cheap.
 */
export interface Prepared {
  readonly prepared: string;
  readonly lower: string;
}

export function prepare(text: string): Prepared {
  const prepared = removeAccents(text);
  return { prepared, lower: prepared.toLowerCase() };
}

/**
 * How many characters of `term`, from `from` on, appear in order in `text` (greedy, leftmost).
 * With `at`, at[0] and at[1] become where the first and the last of them are (-1: none).
 */
export function inOrderMatch(text: string, term: string, from = 0, at?: Int32Array): number {
  let first = -1;
  let last = -1;
  let k = from;
  for (; k < term.length; k++) {
    const found = text.indexOf(term[k]!, last + 1);
    if (found < 0) break;
    if (k === from) first = found;
    last = found;
  }
  if (at) {
    at[0] = first;
    at[1] = last;
  }
  return k - from;
}

/** Whether every character of `term` appears in `text`, in order (not necessarily adjacent). */
export const containsInOrder = (text: string, term: string): boolean => inOrderMatch(text, term) === term.length;

/**
 * Whether match-sorter ranks `text` at MATCHES or better for `term`, without ranking: every
 * rank from MATCHES up (equal, starts with, contains, acronym, in-order characters) means the
 * term's characters appear in the text in order, and in-order characters are what MATCHES
 * itself checks; a one-character term must be contained, which for one character is the same.
 */
export function passesFuzzy(text: Prepared, term: Prepared): boolean {
  return term.prepared.length <= text.prepared.length && containsInOrder(text.lower, term.lower);
}

/** match-sorter's acronym: the first character after each run of spaces or hyphens. */
export function acronymOf(lower: string): string {
  let acronym = '';
  let previous = ' ';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    if ((previous === ' ' || previous === '-') && ch !== ' ' && ch !== '-') acronym += ch;
    previous = ch;
  }
  return acronym;
}

/** Whether `term` occurs in `lower` right after a space (not at its very start). */
export function isWordStart(lower: string, term: string): boolean {
  for (let at = lower.indexOf(term, 1); at > 0; at = lower.indexOf(term, at + 1)) {
    if (lower[at - 1] === ' ') return true;
  }
  return false;
}

/** 1 + 1/spread for in-order characters, where spread is the distance from first to last. */
function closenessRank(lower: string, term: string): number {
  const first = lower.indexOf(term[0]!);
  if (first < 0) return rankings.NO_MATCH;
  let at = first;
  for (let i = 1; i < term.length; i++) {
    at = lower.indexOf(term[i]!, at + 1);
    if (at < 0) return rankings.NO_MATCH;
  }
  return rankings.MATCHES + 1 / (at - first);
}

/**
 * match-sorter's rank of `text` for `term` (its getMatchRanking, on prepared strings): 7 down
 * to 2 for equal, starts-with, word-starts-with, contains and acronym matches, 1..2 for
 * in-order characters (closer together is higher), 0 for no match. tests/engine/rank.test.ts
 * checks it against match-sorter itself.
 */
export function fuzzyRank(text: Prepared, term: Prepared): number {
  if (term.prepared.length > text.prepared.length) return rankings.NO_MATCH;
  if (text.prepared === term.prepared) return rankings.CASE_SENSITIVE_EQUAL;
  const { lower } = text;
  const t = term.lower;
  const at = lower.indexOf(t);
  if (at === 0) return lower.length === t.length ? rankings.EQUAL : rankings.STARTS_WITH;
  if (at > 0) return isWordStart(lower, t) ? rankings.WORD_STARTS_WITH : rankings.CONTAINS;
  if (t.length === 1) return rankings.NO_MATCH;
  if (acronymOf(lower).includes(t)) return rankings.ACRONYM;
  return closenessRank(lower, t);
}
