import { describe, expect, it } from 'vitest';
import { seedForSet, setSize, setSpec } from '../../../src/data/people/seeds';
import { REFRESH_SET_SIZE } from '../../../src/model/person';

describe('a page’s sets of people', () => {
  it.each([
    // [first set's ?rows=, set, people in it]
    [5000, 0, 5000],
    [5000, 1, REFRESH_SET_SIZE],
    [1_000_000, 0, 1_000_000],
    [20, 7, REFRESH_SET_SIZE],
  ])('?rows=%d: set %d holds %d people', (rows, setIndex, count) => {
    expect(setSize(rows, setIndex)).toBe(count);
    expect(setSpec({ seed: 7, rows, markupNames: false, sub: [] }, setIndex)).toEqual({ count, seed: seedForSet(7, setIndex), markupNames: false, sub: [] });
  });
});
