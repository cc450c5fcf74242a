// A fixed locale, so the order is the same on every machine and in every test.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Case-insensitive, accent-insensitive, with digits in numeric order ("a2" before "a10"). */
export const compareNatural = (a: string, b: string): number => collator.compare(a, b);

/**
 * Best fuzzy rank first, then natural order. `rankOf` is only consulted with a term, so an
 * empty term sorts alphanumerically. Descending is left to the caller, as the exact reverse.
 */
export function compareByRankThenText(
  a: string,
  b: string,
  term: string,
  rankOf: (text: string) => number,
): number {
  if (term !== '') {
    const byRank = rankOf(b) - rankOf(a);
    if (byRank !== 0) return byRank;
  }
  return compareNatural(a, b);
}
