import { rankings } from 'match-sorter';
import { acronymOf, fuzzyRank, inOrderMatch, isWordStart, type Prepared } from './rank';
import { mapInto } from './typedArrays';

/** Each name's acronym, worked out once per list of names (they do not depend on the term). */
const acronymCache = new WeakMap<readonly Prepared[], { acronyms: string[]; lengths: Uint32Array }>();

function acronymsOf(names: readonly Prepared[]) {
  let cached = acronymCache.get(names);
  if (!cached) {
    const acronyms = names.map((name) => acronymOf(name.lower));
    cached = { acronyms, lengths: mapInto(acronyms, new Uint32Array(acronyms.length), (acronym) => acronym.length) };
    acronymCache.set(names, cached);
  }
  return cached;
}

// Read once: a property of an imported object is a look-up on every row.
const { NO_MATCH, MATCHES, ACRONYM, CONTAINS: CONTAINS_RANK, WORD_STARTS_WITH, STARTS_WITH: STARTS_WITH_RANK } = rankings;

const STARTS_WITH = 1;
const CONTAINS = 2;
const WORD_START = 4;

/** Which of the term's plain matches a name has: STARTS_WITH | CONTAINS | WORD_START bits. */
function matchFlags(lower: string, term: string): number {
  const at = lower.indexOf(term);
  if (at < 0) return 0;
  return CONTAINS | (at === 0 ? STARTS_WITH : 0) | (isWordStart(lower, term) ? WORD_START : 0);
}

/**
 * match-sorter's rank of "first last" for `term` (fuzzyRank on the joined name), from facts
 * about each distinct first and last name worked out once per term, so that ranking a row is
 * a few look-ups in small typed arrays instead of string work: a term without a space cannot
 * span the space between the names, so each kind of match (starts with, word start, contains,
 * acronym, in-order characters) follows from the two names apart. A term with a space ranks
 * each joined name.
 */
export function fullNameRanker(first: readonly Prepared[], last: readonly Prepared[], term: Prepared): (firstCode: number, lastCode: number) => number {
  const t = term.lower;
  if (t.includes(' ')) {
    return (f, l) => {
      const a = first[f]!;
      const b = last[l]!;
      return fuzzyRank({ prepared: `${a.prepared} ${b.prepared}`, lower: `${a.lower} ${b.lower}` }, term);
    };
  }
  const width = t.length;
  const firstLength = mapInto(first, new Uint32Array(first.length), (name) => name.prepared.length);
  const firstLowerLength = mapInto(first, new Uint32Array(first.length), (name) => name.lower.length);
  const firstFlags = mapInto(first, new Uint8Array(first.length), (name) => matchFlags(name.lower, t));
  const { acronyms: firstAcronyms, lengths: firstAcronymLength } = acronymsOf(first);
  // Greedy in-order match of the term in the first name: how far it gets, where it starts and ends.
  const firstMatched = new Uint32Array(first.length);
  const firstStart = new Int32Array(first.length);
  const firstEnd = new Int32Array(first.length);
  const at = new Int32Array(2);
  first.forEach((name, code) => {
    firstMatched[code] = inOrderMatch(name.lower, t, 0, at);
    firstStart[code] = at[0]!;
    firstEnd[code] = at[1]!;
  });

  const lastLength = mapInto(last, new Uint32Array(last.length), (name) => name.prepared.length);
  const lastFlags = mapInto(last, new Uint8Array(last.length), (name) => matchFlags(name.lower, t));
  const { acronyms: lastAcronyms, lengths: lastAcronymLength } = acronymsOf(last);
  // The rest of the term after k characters matched in the first name continues in " last"
  // (the space itself never matches): where its greedy match ends there (-1: it does not),
  // and for k = 0 where it starts; positions count the space.
  const restEnd = new Int32Array(last.length * width);
  const restStart = new Int32Array(last.length);
  last.forEach(({ lower }, code) => {
    for (let k = 0; k < width; k++) {
      const matched = inOrderMatch(lower, t, k, at);
      restEnd[code * width + k] = matched === width - k ? at[1]! + 1 : -1;
      if (k === 0) restStart[code] = at[0]! + 1;
    }
  });
  const termLength = term.prepared.length;

  return (f, l) => {
    if (termLength > firstLength[f]! + 1 + lastLength[l]!) return NO_MATCH;
    // Never equal: the joined name has a space, the term none.
    const inFirst = firstFlags[f]!;
    const inLast = lastFlags[l]!;
    // The word after the space starts the last name.
    const wordStartInLast = (inLast & (STARTS_WITH | WORD_START)) !== 0;
    if (inFirst & CONTAINS) {
      if (inFirst & STARTS_WITH) return STARTS_WITH_RANK;
      return inFirst & WORD_START || wordStartInLast ? WORD_STARTS_WITH : CONTAINS_RANK;
    }
    if (inLast & CONTAINS) return wordStartInLast ? WORD_STARTS_WITH : CONTAINS_RANK;
    if (width === 1) return NO_MATCH;
    // The joined name's acronym is the first name's followed by the last name's.
    if (firstAcronymLength[f]! + lastAcronymLength[l]! >= width && (firstAcronyms[f]! + lastAcronyms[l]!).includes(t)) {
      return ACRONYM;
    }
    // In-order characters: 1 + 1 / (distance from the first matched character to the last).
    const matched = firstMatched[f]!;
    if (matched === width) return MATCHES + 1 / (firstEnd[f]! - firstStart[f]!);
    const end = restEnd[l * width + matched]!;
    if (end < 0) return NO_MATCH;
    if (matched > 0) return MATCHES + 1 / (firstLowerLength[f]! + end - firstStart[f]!);
    return MATCHES + 1 / (end - restStart[l]!);
  };
}
