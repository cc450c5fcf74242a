import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../src/engine/compare';
import { placesInOrder } from '../../src/engine/sortInSteps';
import { runToEnd } from '../../src/engine/steps';
import { randomFrom } from '../support/random';

/** The places a plain sort gives: equal items share one. */
function reference(texts: readonly string[], compare: (a: string, b: string) => number) {
  const sorted = [...new Set(texts)].sort(compare);
  const distinct: string[] = [];
  for (const text of sorted) if (distinct.length === 0 || compare(distinct.at(-1)!, text) !== 0) distinct.push(text);
  return { ordinals: Uint32Array.from(texts, (text) => distinct.findIndex((d) => compare(d, text) === 0)), count: distinct.length };
}

describe('placesInOrder', () => {
  it.each<[string, string[]]>([
    ['nothing', []],
    ['one', ['a']],
    ['equal texts share a place', ['b', 'B', 'a', 'b', 'á']],
    ['natural order', ['a10', 'a2', 'a1', 'A2', 'b', '', ' ', '007', '7']],
  ])('%s', (_name, texts) => {
    expect(runToEnd(placesInOrder(texts.length, (a, b) => compareNatural(texts[a]!, texts[b]!)))).toEqual(reference(texts, compareNatural));
  });

  it('agrees with a plain sort on random texts of every size, and yields on long ones', () => {
    const random = randomFrom(3);
    for (const size of [2, 3, 5, 17, 100, 1000, 30_000]) {
      const texts = Array.from({ length: size }, () => random.pick(['ann', 'Ann', 'bo', 'x2', 'x10', 'zoë', 'zoe', '', '9']) + random.pick(['', '1', 'a']));
      let steps = 0;
      const sorting = placesInOrder(size, (a, b) => compareNatural(texts[a]!, texts[b]!));
      let step = sorting.next();
      while (!step.done) {
        steps++;
        step = sorting.next();
      }
      expect(step.value, `${size} texts`).toEqual(reference(texts, compareNatural));
      if (size === 30_000) expect(steps).toBeGreaterThan(10);
    }
  });
});
