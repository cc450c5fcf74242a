import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/model/loadOnce';

describe('loadOnce', () => {
  it('loads once however often asked, and again after a failure', async () => {
    const outcomes = [new Error('offline'), 'loaded', 'loaded again'];
    let calls = 0;
    const load = loadOnce(() => {
      const outcome = outcomes[calls++]!;
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await Promise.all([load(), load()])).toEqual(['loaded', 'loaded']);
    expect(await load()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
