import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../src/engine/compare';

describe('compareNatural', () => {
  it.each([
    ['a', 'b', -1],
    ['B', 'a', 1],
    ['anna', 'Anna', 0], // case-insensitive
    ['item2', 'item10', -1], // digits in numeric order
    ['item10', 'item9', 1],
    ['Zoë', 'Zoe', 0],
    ['Ann Lee', 'Anna Bell', -1], // a space sorts before letters
    ["O'Hara", 'Oakley', -1],
  ])('%j vs %j -> %d', (a, b, expected) => {
    expect(Math.sign(compareNatural(a, b))).toBe(expected);
  });
});
