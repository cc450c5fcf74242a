import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientSessions } from '../../src/server/clientSessions';

const MINUTE = 60_000;

/** Sessions that say when they close, numbered as they open. */
function sessions(idleMs: number) {
  const closed: string[] = [];
  let opened = 0;
  const kept = new ClientSessions((name) => {
    const id = `${name}#${++opened}`;
    return { id, close: () => void closed.push(id) };
  }, idleMs);
  return { kept, closed };
}

afterEach(() => vi.useRealTimers());

describe('ClientSessions', () => {
  it('a session unused for the idle time closes, the least recently used first; one in use stays; a client back gets a new one', async () => {
    vi.useFakeTimers();
    const { kept, closed } = sessions(15 * MINUTE);
    const first = await kept.get('page 1', 'sales.csv');
    expect(first.id).toBe('sales.csv#1');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await kept.get('page 2', 'sales.csv');
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    // Asked again: used now, not 14 minutes ago.
    expect(await kept.get('page 2', 'sales.csv')).toMatchObject({ id: 'sales.csv#2' });
    expect(closed).toEqual([]);
    // Page 1 went away (closed, reloaded): 15 minutes after its last ask, its session closes.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(closed).toEqual(['sales.csv#1']);
    await vi.advanceTimersByTimeAsync(16 * MINUTE);
    expect(closed).toEqual(['sales.csv#1', 'sales.csv#2']);
    expect(await kept.get('page 1', 'sales.csv')).toMatchObject({ id: 'sales.csv#3' });
    await kept.close();
    expect(closed).toEqual(['sales.csv#1', 'sales.csv#2', 'sales.csv#3']);
  });

  it('past 64 sessions the least recently used closes, however recent', async () => {
    const { kept, closed } = sessions(15 * MINUTE);
    for (let page = 1; page <= 66; page++) await kept.get(`page ${page}`, 't');
    await Promise.resolve();
    expect(closed).toEqual(['t#1', 't#2']);
    await kept.close();
    expect(closed).toHaveLength(66);
  });
});
