import { describe, expect, it } from 'vitest';
import { countFromTop, FIRST_ROWS_READ, type FirstRows, firstRowsLimit, reaches, SharedFirstRows } from '../../src/server/firstRows';

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

  describe('first rows being read are read once: other sessions wait for them', () => {
    class GaveWay extends Error {}
    const wait = (first: Promise<FirstRows>) => first;
    /** A read that resolves or rejects when told, and counts its calls. */
    const reader = () => {
      const calls: { limit: number; settle: (outcome: Error | number) => void }[] = [];
      const read = (limit: number) =>
        new Promise<FirstRows>((resolve, reject) => {
          calls.push({ limit, settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve({ count: outcome, rows: rows(Math.min(limit, outcome)) })) });
        });
      return { calls, read };
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

    it.each<[string, number, number, number]>([
      ['two sessions asking one page at once: one read', 10, 10, 1],
      ['the second asking a page the first read reaches: one read', 10, 900, 1],
      ['the second asking past what the first reads: a read of its own', 10, 5000, 2],
    ])('%s', async (_name, firstEnd, secondEnd, reads) => {
      const shared = new SharedFirstRows();
      const { calls, read } = reader();
      const first = shared.take('q', firstEnd, read, wait, () => false);
      const second = shared.take('q', secondEnd, read, wait, () => false);
      await settled();
      calls.forEach((call) => call.settle(100_000));
      await settled();
      calls.slice(1).forEach((call) => call.settle(100_000));
      expect((await first).count).toBe(100_000);
      expect((await second).rows.length).toBeGreaterThanOrEqual(secondEnd);
      expect(calls).toHaveLength(reads);
    });

    it('a reader that gave way: the waiting session reads anew when the error is one to read again after, else fails with it', async () => {
      for (const [again, outcome] of [[true, 'read anew'], [false, 'failed']] as const) {
        const shared = new SharedFirstRows();
        const { calls, read } = reader();
        const first = shared.take('q', 10, read, wait, () => false);
        const second = shared.take('q', 10, read, wait, (error) => again && error instanceof GaveWay);
        const secondOutcome = second.then((first) => first.count, (error: unknown) => error);
        await settled();
        calls[0]!.settle(new GaveWay());
        await expect(first).rejects.toBeInstanceOf(GaveWay);
        await settled();
        if (outcome === 'failed') {
          expect(await secondOutcome).toBeInstanceOf(GaveWay);
          expect(calls).toHaveLength(1);
        } else {
          expect(calls).toHaveLength(2);
          calls[1]!.settle(42);
          expect(await secondOutcome).toBe(42);
          expect(shared.count('q')).toBe(42);
        }
      }
    });
  });
});
