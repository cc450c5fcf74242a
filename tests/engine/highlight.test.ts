import { describe, expect, it } from 'vitest';
import { fuzzyMatchedIndices, type Highlight, highlightRanges } from '../../src/engine/highlight';
import { segments } from '../../src/engine/marks';

const marked = (text: string, highlights: Highlight[]) =>
  segments(text, highlightRanges(text, highlights))
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('highlightRanges', () => {
  it.each<[string, string, Highlight[], string]>([
    ['exact id', '42', [{ kind: 'exact', value: '42' }], '[42]'],
    ['exact, partial: nothing', '420', [{ kind: 'exact', value: '42' }], '420'],
    ['contains, case-sensitive', 'Anna Hannah', [{ kind: 'caseSensitive', value: 'nn' }], 'A[nn]a Ha[nn]ah'],
    ['contains, wrong case: nothing', 'Anna', [{ kind: 'caseSensitive', value: 'AN' }], 'Anna'],
    ['contains, ignoring case', 'Smith-SMITH', [{ kind: 'caseInsensitive', value: 'smi' }], '[Smi]th-[SMI]TH'],
    ['fuzzy: the leftmost in-order characters', 'Anthony Nash', [{ kind: 'fuzzy', value: 'ann' }], '[An]tho[n]y Nash'],
    ['fuzzy: a contiguous match', 'Joanna Smith', [{ kind: 'fuzzy', value: 'ann' }], 'Jo[ann]a Smith'],
    ['fuzzy: accents and case ignored', 'Zoë Brown', [{ kind: 'fuzzy', value: 'ZOE' }], '[Zoë] Brown'],
    ['fuzzy: no match, no marks', 'Anna', [{ kind: 'fuzzy', value: 'x' }], 'Anna'],
    ['fuzzy: out of order, no marks', 'Anna Smith', [{ kind: 'fuzzy', value: 'ms' }], 'Anna Smith'],
    ['markup stays text', '<b>x</b>', [{ kind: 'caseSensitive', value: '<b>' }], '[<b>]x</b>'],
    ['touching highlights merge', 'Annabel', [{ kind: 'caseSensitive', value: 'Ann' }, { kind: 'fuzzy', value: 'nab' }], '[Annab]el'],
    ['apart highlights stay apart', 'Annabel', [{ kind: 'caseSensitive', value: 'A' }, { kind: 'exact', value: 'x' }, { kind: 'fuzzy', value: 'el' }], '[A]nnab[el]'],
    ['empty value: nothing', 'Anna', [{ kind: 'caseSensitive', value: '' }], 'Anna'],
    // A capital sigma at a word's end lower-cases to ς, as the matchers lower-case the whole text.
    ['ignoring case: a word-final Σ', 'ΟΔΟΣ', [{ kind: 'caseInsensitive', value: 'δος' }], 'Ο[ΔΟΣ]'],
    ['ignoring case: a Σ inside a word', 'ΣΟΦΙΑ', [{ kind: 'caseInsensitive', value: 'σο' }], '[ΣΟ]ΦΙΑ'],
    ['fuzzy: a word-final Σ', 'ΟΔΟΣ', [{ kind: 'fuzzy', value: 'οδος' }], '[ΟΔΟΣ]'],
    // A character past the Basic Multilingual Plane is two UTF-16 units: both are marked.
    ['fuzzy: an emoji whole', 'x 😀 y', [{ kind: 'fuzzy', value: '😀' }], 'x [😀] y'],
    ['fuzzy: an emoji and its skin tone', '👍🏽 thumbs', [{ kind: 'fuzzy', value: '🏽t' }], '👍[🏽] [t]humbs'],
    ['contains: an emoji', 'a😀b', [{ kind: 'caseInsensitive', value: '😀' }], 'a[😀]b'],
  ])('%s', (_name, text, highlights, expected) => {
    expect(marked(text, highlights)).toBe(expected);
  });
});

describe('fuzzyMatchedIndices', () => {
  it.each<[string, string, number[]]>([
    ['abc', 'ac', [0, 2]],
    ['İstanbul', 'ib', [0, 5]], // accents go before matching
    ['Straße', 'ss', []], // match-sorter does not turn ß into ss
    ['aXbXc', 'abc', [0, 2, 4]],
    ['abc', 'abcd', []],
    ['a😀', '😀', [1, 2]], // both of its UTF-16 units
    ['ΟΔΟΣ', 'ς', [3]],
  ])('%j for %j -> %j', (text, term, expected) => {
    expect(fuzzyMatchedIndices(text, term)).toEqual(expected);
  });
});
