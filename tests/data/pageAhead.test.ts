import { describe, expect, it } from 'vitest';
import { nextPlace, PageAhead, type PagePlace } from '../../src/data/pageAhead';

const place = (start: number, end: number, query = 'q', datasetKey = 'server:a.csv'): PagePlace => ({ datasetKey, query, start, end });

describe('nextPlace: the page after, of the same size, while the result goes on', () => {
  it.each<[string, PagePlace, number, PagePlace | null]>([
    ['the first page of many', place(0, 10), 95, place(10, 20)],
    ['the page before a short last one', place(80, 90), 95, place(90, 100)],
    ['the last page', place(90, 100), 95, null],
    ['a page ending where the result does', place(0, 10), 10, null],
    ['no rows', place(0, 10), 0, null],
    ['another page size', place(50, 75), 1000, place(75, 100)],
  ])('%s', (_name, from, count, expected) => {
    expect(nextPlace(from, count)).toEqual(expected);
  });
});

describe('PageAhead: one page kept, taken once', () => {
  it.each<[string, PagePlace, boolean]>([
    ['the same place: taken', place(10, 20), true],
    ['another start', place(20, 30), false],
    ['another size', place(10, 30), false],
    ['another query', place(10, 20, 'other'), false],
    ['another dataset', place(10, 20, 'q', 'server:b.csv'), false],
  ])('%s', async (_name, asked, taken) => {
    const ahead = new PageAhead<string>();
    ahead.keep(place(10, 20), () => Promise.resolve('page 2'));
    const answer = ahead.take(asked);
    expect(answer !== undefined).toBe(taken);
    if (answer) expect(await answer).toBe('page 2');
  });

  it('a page taken is let go; a newer one kept replaces the one before', async () => {
    const ahead = new PageAhead<string>();
    ahead.keep(place(10, 20), () => Promise.resolve('page 2'));
    expect(await ahead.take(place(10, 20))).toBe('page 2');
    expect(ahead.take(place(10, 20))).toBeUndefined();
    ahead.keep(place(10, 20), () => Promise.resolve('page 2'));
    ahead.keep(place(20, 30), () => Promise.resolve('page 3'));
    expect(ahead.take(place(10, 20))).toBeUndefined();
    expect(await ahead.take(place(20, 30))).toBe('page 3');
  });
});
