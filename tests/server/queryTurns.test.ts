import { describe, expect, it } from 'vitest';
import { QueryTurns, Superseded } from '../../src/server/queryTurns';

const turns = () => new QueryTurns({ interrupt: () => {} }, () => {});
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

describe('QueryTurns.waitFor: waiting for another client\'s work', () => {
  it('a newer query stops the wait at once and takes its turn; the work itself goes on', async () => {
    const queries = turns();
    const work = deferred<string>();
    const waiting = queries.take('a', () => queries.waitFor('a', work.promise));
    const newer = queries.take('b', () => Promise.resolve('b answered'));
    await expect(waiting).rejects.toBeInstanceOf(Superseded);
    expect(await newer).toBe('b answered');
    work.resolve('done');
    expect(await work.promise).toBe('done');
  });

  it.each<[string, (work: ReturnType<typeof deferred<string>>) => void, (waiting: Promise<string>) => Promise<void>]>([
    ['the work done: its answer', (work) => work.resolve('made'), async (waiting) => expect(await waiting).toBe('made')],
    ['the work failed: its error', (work) => work.reject(new Error('no order')), async (waiting) => void (await expect(waiting).rejects.toThrow('no order'))],
  ])('a page of the same query waits its turn, and the wait ends with %s', async (_name, settle, check) => {
    const queries = turns();
    const work = deferred<string>();
    const waiting = queries.take('a', () => queries.waitFor('a', work.promise));
    const page = queries.take('a', () => Promise.resolve('page'));
    settle(work);
    await check(waiting);
    expect(await page).toBe('page');
  });

  it('a query already superseded does not wait', () => {
    const queries = turns();
    void queries.take('b', () => Promise.resolve());
    expect(() => queries.waitFor('a', new Promise(() => {}))).toThrow(Superseded);
    expect(queries.isNewest('b')).toBe(true);
  });
});

describe('QueryTurns.take ahead: work asked before it is wanted never supersedes', () => {
  it.each<[string, string[], string, boolean]>([
    ['the first query of all: runs', [], 'a', true],
    ['of the newest query: runs, a page of it', ['a'], 'a', true],
    ['of an older query: Superseded at once', ['a', 'b'], 'a', false],
  ])('%s', async (_name, asked, key, runs) => {
    const queries = turns();
    const answers = asked.map((one) => queries.take(one, () => Promise.resolve(one)));
    const ahead = queries.take(key, () => Promise.resolve('ahead'), true);
    if (runs) expect(await ahead).toBe('ahead');
    else await expect(ahead).rejects.toBeInstanceOf(Superseded);
    // The newest query asked is still the newest: it answers.
    if (asked.length > 0) expect(await answers.at(-1)).toBe(asked.at(-1));
    expect(queries.isNewest(asked.at(-1) ?? key)).toBe(true);
  });
});
