import { describe, expect, it } from 'vitest';
import { parseStartOptions } from '../../src/data/startOptions';

const RANDOM = 777;

describe('parseStartOptions', () => {
  it.each<[string, number, number, number]>([
    // [search, seed, rows, notices]
    ['', RANDOM, 5000, 0],
    ['?seed=42', 42, 5000, 0],
    ['?rows=100', RANDOM, 100, 0],
    ['?seed=0&rows=1000000', 0, 1000000, 0],
    ['?rows=abc', RANDOM, 5000, 1],
    ['?rows=-5', RANDOM, 5000, 1],
    ['?rows=0', RANDOM, 5000, 1],
    ['?rows=1000001', RANDOM, 5000, 1],
    ['?rows=1e12', RANDOM, 5000, 1],
    ['?rows=2.5', RANDOM, 5000, 1],
    ['?rows=', RANDOM, 5000, 1],
    ['?seed=x&rows=y', RANDOM, 5000, 2],
    ['?seed=4294967296', RANDOM, 5000, 1],
    ['?seed=-1', RANDOM, 5000, 1],
    ['?rows=10&rows=20', RANDOM, 20, 1], // repeated: the last wins, and says so
  ])('%j -> seed %d, rows %d, %d notices', (search, seed, rows, noticeCount) => {
    const options = parseStartOptions(search, RANDOM);
    expect(options.seed).toBe(seed);
    expect(options.rows).toBe(rows);
    expect(options.notices).toHaveLength(noticeCount);
  });

  it.each<[string, boolean, boolean, number]>([
    ['', false, false, 0],
    ['?names=markup', true, false, 0],
    ['?fault=grid', false, true, 0],
    ['?names=markup&fault=grid', true, true, 0],
    ['?names=html', false, false, 1],
    ['?fault=', false, false, 1],
    ['?fault=GRID', false, false, 1],
  ])('%j -> markup names %s, grid fault %s, %d notices', (search, markupNames, gridFault, noticeCount) => {
    const options = parseStartOptions(search, RANDOM);
    expect([options.markupNames, options.gridFault]).toEqual([markupNames, gridFault]);
    expect(options.notices).toHaveLength(noticeCount);
  });

  it('names the parameter and the fallback in its notice', () => {
    expect(parseStartOptions('?rows=abc', RANDOM).notices[0]).toBe(
      'Ignored ?rows=abc: expected a whole number from 1 to 1000000. Using 5000.',
    );
  });
});
