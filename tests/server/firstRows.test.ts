import { describe, expect, it } from 'vitest';
import { countFromTop, FIRST_ROWS_READ, firstRowsLimit, reaches, SharedFirstRows } from '../../src/server/firstRows';

const rows = (length: number) => Array.from({ length }, (_, i) => i * 2);

describe('first rows read by a top-N', () => {
  it.each<[string, number, number]>([
    ['a first page reads the top-N\'s least', 10, FIRST_ROWS_READ],
    ['a page past it reads up to its end', FIRST_ROWS_READ + 10, FIRST_ROWS_READ + 10],
    ['a fraction is cut', 12.7, FIRST_ROWS_READ],
  ])('limit: %s', (_name, end, limit) => expect(firstRowsLimit(end)).toBe(limit));

  it.each<[string, number, number, number, number | undefined]>([
    ['fewer rows than asked are every row that passes', 3, 10, 0, 3],
    ['none', 0, 10, 0, 0],
    ['as many as asked: more may pass', 10, 10, 0, undefined],
    ['a page past the first, cut short by the end', 4, 10, 20, 24],
    ['a page past the first, full', 10, 10, 20, undefined],
    ['no rows past a place that may lie past the end', 0, 10, 20, undefined],
  ])('count: %s', (_name, read, limit, from, count) => expect(countFromTop(rows(read), limit, from)).toBe(count));

  it.each<[string, number, number, number, boolean]>([
    ['rows up to the end', 20, 100, 20, true],
    ['rows short of the end', 20, 100, 21, false],
    ['every row that passes, short of the end', 5, 5, 1000, true],
  ])('reach: %s', (_name, read, count, end, reached) => expect(reaches({ count, rows: rows(read) }, end)).toBe(reached));

  it('every session\'s first rows: kept by key, longer ones never replaced by shorter ones, none for a page past them', () => {
    const shared = new SharedFirstRows();
    expect(shared.get('a', 10)).toBeUndefined();
    expect(shared.count('a')).toBeUndefined();
    shared.keep('a', { count: 5000, rows: rows(2000) });
    shared.keep('a', { count: 5000, rows: rows(1000) });
    expect(shared.get('a', 1500)?.rows).toHaveLength(2000);
    expect(shared.get('a', 2001)).toBeUndefined();
    expect(shared.count('a')).toBe(5000);
    expect(shared.count('b')).toBeUndefined();
  });
});
