// A fixed locale, so the order is the same on every machine and in every test.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Case-insensitive, accent-insensitive, with digits in numeric order ("a2" before "a10"). */
export const compareNatural = (a: string, b: string): number => collator.compare(a, b);
