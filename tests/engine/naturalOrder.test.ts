import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../src/engine/compare';
import { ASCII_WEIGHTS, placesInNaturalOrder, writeKey } from '../../src/engine/naturalOrder';
import { placesInOrder } from '../../src/engine/sortInSteps';
import { runToEnd } from '../../src/engine/steps';
import { randomFrom } from '../support/random';

/** The plain reference: a comparison sort with the collator itself. */
const reference = (texts: readonly string[]) => runToEnd(placesInOrder(texts.length, (a, b) => compareNatural(texts[a]!, texts[b]!)));

/** A key as a string of its bytes, or null for a text the collator must place. */
function keyOf(text: string): string | null {
  const out = new Uint8Array(3 * text.length + 1);
  const end = writeKey(text, out, 0, ASCII_WEIGHTS!);
  return end < 0 ? null : String.fromCharCode(...out.subarray(0, end));
}

/** Texts like a file's: shared beginnings, numbers with and without leading zeros, cases, punctuation, now and then a character beyond ASCII. */
function randomTexts(seed: number, count: number): string[] {
  const random = randomFrom(seed);
  const parts = ['anna', 'Anna', 'ann', 'an', 'ben.', 'BEN_', 'x', 'x-', 'a b', '', ' ', '0', '007', '7', '10', '99', '100', '2.5', '2.50', '@', '.', '~', '$', '"', "'", 'é', 'zoë', 'Zoe', '😀', '\t', 'שלום'];
  const printable = () => String.fromCharCode(0x20 + Math.floor(random.next() * 95));
  return Array.from({ length: count }, () => {
    let text = '';
    const pieces = Math.floor(random.next() * 5);
    for (let i = 0; i < pieces; i++) text += random.next() < 0.8 ? random.pick(parts) : printable();
    return text;
  });
}

describe('ASCII_WEIGHTS', () => {
  it('is read from the collator: digits ten places in a row, a letter\'s two cases one place', () => {
    expect(ASCII_WEIGHTS).not.toBeNull();
    const weights = ASCII_WEIGHTS!;
    expect(weights['a'.charCodeAt(0)]).toBe(weights['A'.charCodeAt(0)]);
    expect(weights['9'.charCodeAt(0)]! - weights['0'.charCodeAt(0)]!).toBe(9);
    expect(weights[' '.charCodeAt(0)]).toBe(1); // a space sorts first
  });
});

describe('writeKey', () => {
  it.each<[string, string, number]>([
    ['a', 'b', -1],
    ['anna', 'ANNA', 0],
    ['item2', 'item10', -1],
    ['a01', 'a1', 0], // leading zeros do not count
    ['a0', 'a00', 0],
    ['a0', 'a', 1],
    ['x 1', 'x1', -1],
    ['a-1', 'a1', -1],
    ['a1.5', 'a1.10', -1],
    ['9', 'a', -1],
    ['$', '0', -1],
    ["O'Hara", 'Oakley', -1],
    ['', ' ', -1],
  ])('%j vs %j: %d, as the collator says', (a, b, expected) => {
    const [keyA, keyB] = [keyOf(a)!, keyOf(b)!];
    expect(Math.sign(compareNatural(a, b))).toBe(expected);
    expect(Math.sign(keyA < keyB ? -1 : keyA > keyB ? 1 : 0)).toBe(expected);
  });

  it.each(['zoë', 'a\tb', '😀', 'x' + '1'.repeat(201)])('leaves %j to the collator', (text) => {
    expect(keyOf(text)).toBeNull();
  });

  it('orders 200,000 random pairs of ASCII texts as the collator does', () => {
    const texts = randomTexts(11, 2000).filter((text) => keyOf(text) !== null);
    const random = randomFrom(12);
    for (let i = 0; i < 200_000; i++) {
      const [a, b] = [random.pick(texts), random.pick(texts)];
      const [keyA, keyB] = [keyOf(a)!, keyOf(b)!];
      const byKey = keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
      if (byKey !== Math.sign(compareNatural(a, b))) expect({ a, b, byKey }).toEqual({ a, b, byKey: Math.sign(compareNatural(a, b)) });
    }
  });
});

describe('placesInNaturalOrder', () => {
  it.each<[string, string[]]>([
    ['nothing', []],
    ['one', ['a']],
    ['equal texts share a place', ['b', 'B', 'a', 'b', 'á']],
    ['natural order', ['a10', 'a2', 'a1', 'A2', 'b', '', ' ', '007', '7']],
    ['texts beyond ASCII among ASCII ones, equal to some', ['Zoe', 'zoë', 'Zoë', 'zoe', 'Zoey', 'Zo', 'Ünal', 'Unal', 'émile', 'Emile']],
    ['only texts beyond ASCII', ['ß', 'é', 'e', '😀']],
    ['a long common beginning, numbers at its end', Array.from({ length: 40 }, (_, i) => `customer.account.number.${(i * 7) % 23}`)],
  ])('%s: the same places as the collator', (_name, texts) => {
    expect(runToEnd(placesInNaturalOrder(texts))).toEqual(reference(texts));
  });

  it('agrees with the collator on random texts of every size', () => {
    for (const [seed, size] of [[1, 2], [2, 15], [3, 16], [4, 17], [5, 100], [6, 1000], [7, 20_000]] as const) {
      const texts = randomTexts(seed, size);
      expect(runToEnd(placesInNaturalOrder(texts)), `${size} texts`).toEqual(reference(texts));
    }
  });

  it('yields on long input', () => {
    const texts = Array.from({ length: 200_000 }, (_, i) => `user${(i * 7919) % 200_000}@example.com`);
    const sorting = placesInNaturalOrder(texts);
    let steps = 0;
    let step = sorting.next();
    for (; !step.done; step = sorting.next()) steps++;
    expect(steps).toBeGreaterThan(5);
    expect(step.value.count).toBe(200_000);
    expect(step.value.ordinals[texts.indexOf('user0@example.com')]).toBe(0);
    expect(step.value.ordinals[texts.indexOf('user199999@example.com')]).toBe(199_999);
  });
});
