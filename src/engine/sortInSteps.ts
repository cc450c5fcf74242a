/** Comparisons between two yields: a few milliseconds with Intl.Collator, under a millisecond with numbers. */
const COMPARES_PER_STEP = 10_000;

/**
 * Each of `count` items' place in `compare` order (equal items share a place), and how many
 * places there are. A bottom-up merge sort that yields every COMPARES_PER_STEP comparisons:
 * putting a million distinct texts in natural order takes Intl.Collator seconds, which must
 * not keep a query waiting (the worker answers queries between steps).
 */
export function* placesInOrder(count: number, compare: (a: number, b: number) => number): Generator<void, { ordinals: Uint32Array; count: number }> {
  let items = new Uint32Array(count);
  for (let i = 0; i < count; i++) items[i] = i;
  let merged = new Uint32Array(count);
  let compares = 0;
  for (let width = 1; width < count; width *= 2) {
    for (let start = 0; start < count; start += 2 * width) {
      const middle = Math.min(start + width, count);
      const end = Math.min(start + 2 * width, count);
      let a = start;
      let b = middle;
      let out = start;
      while (a < middle && b < end) {
        // Stable: on a tie the earlier item comes first.
        merged[out++] = compare(items[a]!, items[b]!) <= 0 ? items[a++]! : items[b++]!;
        if (++compares % COMPARES_PER_STEP === 0) yield;
      }
      while (a < middle) merged[out++] = items[a++]!;
      while (b < end) merged[out++] = items[b++]!;
    }
    [items, merged] = [merged, items];
  }
  const ordinals = new Uint32Array(count);
  let place = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0 && compare(items[i - 1]!, items[i]!) !== 0) place++;
    ordinals[items[i]!] = place;
    if (i % COMPARES_PER_STEP === COMPARES_PER_STEP - 1) yield;
  }
  return { ordinals, count: count === 0 ? 0 : place + 1 };
}
