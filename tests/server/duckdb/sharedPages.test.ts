import { describe, expect, it } from 'vitest';
import { SharedPages } from '../../../src/server/duckdb/sharedPages';

describe('SharedPages: a page read once for every session', () => {
  it('a page kept, or under way, is not read again', async () => {
    const pages = new SharedPages<string>();
    const reads: string[] = [];
    const read = (key: string) => () => (reads.push(key), Promise.resolve(`rows of ${key}`));
    const [a, b] = [pages.read('p1', read('p1')), pages.read('p1', read('p1'))];
    expect(await a).toBe('rows of p1');
    expect(await b).toBe('rows of p1');
    expect(await pages.read('p1', read('p1'))).toBe('rows of p1');
    expect(await pages.read('p2', read('p2'))).toBe('rows of p2');
    expect(reads).toEqual(['p1', 'p2']);
  });

  it('a failed reading is not kept: the next asks again', async () => {
    const pages = new SharedPages<string>();
    await expect(pages.read('p1', () => Promise.reject(new Error('closed')))).rejects.toThrow('closed');
    expect(await pages.read('p1', () => Promise.resolve('rows'))).toBe('rows');
  });

  it('keeps the 64 latest read: the oldest is read again', async () => {
    const pages = new SharedPages<number>();
    let reads = 0;
    const read = (n: number) => () => (reads++, Promise.resolve(n));
    for (let n = 0; n < 65; n++) await pages.read(`p${n}`, read(n));
    await pages.read('p1', read(1));
    expect(reads).toBe(65);
    await pages.read('p0', read(0));
    expect(reads).toBe(66);
  });
});
