import { matchesExact, type MatcherKind } from './matchers';
import { passesFuzzy, prepare } from './rank';
import removeAccents from 'remove-accents';
import { isTextKind } from '../model/columns';
import type { RowQuery } from '../model/query';
import type { Range } from './marks';

/** A filter to show in a cell: the cell's column filter, or the global search. */
export interface Highlight {
  kind: MatcherKind;
  value: string;
}


/**
 * The text folded the way a matcher compares it (accents removed for fuzzy, lower-cased unless
 * case counts), with each folded character's index in the original text, since folding can turn
 * one character into two ('İ'). Folded a character at a time for those indices; the matchers
 * lower-case the whole text, where a word-final Σ becomes ς, not σ: the only lower-casing that
 * depends on the characters around, and one for one, so the whole text's lower case takes the
 * place of the characters' when it is as long.
 */
function fold(text: string, removeMarks: boolean, lowerCase: boolean): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let ch = text[i]!;
    if (removeMarks) ch = removeAccents(ch);
    if (lowerCase) ch = ch.toLowerCase();
    folded += ch;
    for (let k = 0; k < ch.length; k++) origin.push(i);
  }
  const whole = lowerCase ? (removeMarks ? removeAccents(text) : text).toLowerCase() : folded;
  return { folded: whole.length === folded.length ? whole : folded, origin };
}

/** Every occurrence of `needle` in `text` under a fold, as ranges of the original text. */
function occurrences(text: string, needle: string, lowerCase: boolean): Range[] {
  const { folded, origin } = fold(text, false, lowerCase);
  const target = lowerCase ? needle.toLowerCase() : needle;
  const ranges: Range[] = [];
  for (let at = folded.indexOf(target); at >= 0 && target !== ''; at = folded.indexOf(target, at + target.length)) {
    ranges.push([origin[at]!, origin[at + target.length - 1]! + 1]);
  }
  return ranges;
}

/**
 * The characters match-sorter's in-order match uses: the leftmost occurrence of each of the
 * term's characters after the previous one (accents and case ignored), as the indices of their
 * UTF-16 units (an emoji's two). None if it does not pass.
 */
export function fuzzyMatchedIndices(text: string, term: string): number[] {
  if (term === '' || !passesFuzzy(prepare(text), prepare(term))) return [];
  const { folded, origin } = fold(text, true, true);
  const wanted = removeAccents(term).toLowerCase();
  const indices: number[] = [];
  let from = 0;
  for (const ch of wanted) {
    const at = folded.indexOf(ch, from);
    if (at < 0) return [];
    for (let k = 0; k < ch.length; k++) if (indices.at(-1) !== origin[at + k]) indices.push(origin[at + k]!);
    from = at + ch.length;
  }
  return indices;
}

function rangesFor(text: string, { kind, value }: Highlight): Range[] {
  if (value === '') return [];
  switch (kind) {
    case 'exact':
      return matchesExact(text, value) ? [[0, text.length]] : [];
    case 'caseSensitive':
      return occurrences(text, value, false);
    case 'caseInsensitive':
      return occurrences(text, value, true);
    case 'fuzzy':
      return fuzzyMatchedIndices(text, value).map((i): Range => [i, i + 1]);
  }
}

/** The parts of `text` to mark for all the highlights, sorted and merged. */
export function highlightRanges(text: string, highlights: readonly Highlight[]): Range[] {
  const ranges = highlights.flatMap((highlight) => rangesFor(text, highlight)).sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** What a column's cells mark, from the query their rows answer: the column's own filter, then the search. */
export function highlightsFor(query: Pick<RowQuery, 'filters' | 'globalFilter'> | null, colId: string): Highlight[] {
  const own = query?.filters.find((filter) => filter.colId === colId && filter.value !== '');
  const search = query?.globalFilter ?? '';
  // Comparisons and value lists mark nothing: a number, a date or a listed value passes whole, or not.
  const marked = own && isTextKind(own.kind) ? [{ kind: own.kind, value: own.value }] : [];
  return [...marked, ...(search !== '' ? [{ kind: 'fuzzy' as const, value: search }] : [])];
}

/**
 * The marks of the rows answering `query`: for a row as the grid shows it (its values by
 * column), what each cell marks, by column; undefined when it marks nothing. The marks travel
 * with the rows, so the cells on screen always mark what their own query matched.
 */
export function marksFor(query: Pick<RowQuery, 'filters' | 'globalFilter'>): (row: Readonly<Record<string, string | number>>) => Record<string, Range[]> | undefined {
  const byColumn = new Map<string, Highlight[]>();
  return (row) => {
    let marks: Record<string, Range[]> | undefined;
    for (const [colId, value] of Object.entries(row)) {
      let highlights = byColumn.get(colId);
      if (!highlights) byColumn.set(colId, (highlights = highlightsFor(query, colId)));
      if (highlights.length === 0) continue;
      const ranges = highlightRanges(String(value), highlights);
      if (ranges.length > 0) (marks ??= {})[colId] = ranges;
    }
    return marks;
  };
}

/**
 * A group row's marks: its key marked as its level's column marks the same text in its cells
 * (that column's own text filter, then the search), under the row's `$group` field, as a row's
 * marks are under its fields. A year or month level's key (a text made from the date) and the
 * blank group mark nothing.
 */
export function groupMarksFor(query: Pick<RowQuery, 'filters' | 'globalFilter' | 'grouping'>): (group: { level: number; key: string | null }) => Record<string, Range[]> | undefined {
  const byLevel = (query.grouping?.levels ?? []).map((level) => (level.bucket ? [] : highlightsFor(query, level.colId)));
  return ({ level, key }) => {
    const highlights = byLevel[level - 1] ?? [];
    const ranges = key === null || highlights.length === 0 ? [] : highlightRanges(key, highlights);
    return ranges.length > 0 ? { $group: ranges } : undefined;
  };
}
