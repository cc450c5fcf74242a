import { describe, expect, it, vi } from 'vitest';
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

describe('QueryTurns.drain: a closing session', () => {
  it('with nothing under way: done at once, and later queries are turned away', async () => {
    const queries = turns();
    await queries.take('a', () => Promise.resolve('done'));
    await queries.drain();
    await expect(queries.take('a', () => Promise.resolve('late'))).rejects.toBeInstanceOf(Superseded);
    await expect(queries.queued(() => Promise.resolve('late'))).rejects.toBeInstanceOf(Superseded);
  });

  it('with a statement running: it is interrupted, jobs waiting give way, and the drain ends when it does', async () => {
    const interrupts: number[] = [];
    const queries = new QueryTurns({ interrupt: () => interrupts.push(1) }, () => {});
    const statement = deferred<string>();
    const running = queries.take('a', () => queries.statement('a', 'SELECT 1', () => statement.promise));
    const waitingPage = queries.take('a', () => Promise.resolve('page'));
    const waitingExport = queries.queued(() => Promise.resolve('export'));
    await Promise.resolve(); // the statement starts
    await new Promise((resolve) => setTimeout(resolve, 0));
    const drained = queries.drain();
    expect(interrupts.length).toBeGreaterThan(0);
    let done = false;
    void drained.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false); // the statement still runs
    statement.reject(new Error('INTERRUPT Error: Interrupted!'));
    await expect(running).rejects.toBeInstanceOf(Superseded);
    await expect(waitingPage).rejects.toBeInstanceOf(Superseded);
    await expect(waitingExport).rejects.toBeInstanceOf(Superseded);
    await drained;
    expect(done).toBe(true);
  });
});

describe('QueryTurns: a statement interrupted for a newer query', () => {
  /** Turns over a connection whose interrupt makes the running statement fail as DuckDB's does. */
  function interruptible() {
    const statement = deferred<string>();
    const interrupts: number[] = [];
    const queries = new QueryTurns({ interrupt: () => (interrupts.push(1), statement.reject(new Error('INTERRUPT Error: Interrupted!'))) }, () => {});
    return { queries, statement, interrupts };
  }
  const started = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each<[string, string[], string]>([
    ['a newer query came: the older is Superseded, the newer answers', ['b'], 'b'],
    ['the same query asked again after a newer one (a → b → a): the first a is Superseded all the same, the last a answers', ['b', 'a'], 'a'],
  ])('%s', async (_name, after, answering) => {
    const { queries, statement, interrupts } = interruptible();
    const first = queries.take('a', () => queries.statement('a', 'SELECT slow', () => statement.promise));
    await started();
    const later = after.map((key) => queries.take(key, () => Promise.resolve(`${key} answered`)));
    expect(interrupts.length).toBeGreaterThan(0);
    await expect(first).rejects.toBeInstanceOf(Superseded);
    for (const [i, key] of after.entries()) {
      if (key === answering && i === after.length - 1) expect(await later[i]).toBe(`${key} answered`);
      else await expect(later[i]).rejects.toBeInstanceOf(Superseded);
    }
  });
});

describe('QueryTurns.lane: queries of another kind on the same connection (the values dialog\'s)', () => {
  it('takes turns with the queries, and neither kind supersedes the other: only a newer query of its own lane does', async () => {
    const interrupts: number[] = [];
    const queries = new QueryTurns({ interrupt: () => interrupts.push(1) }, () => {});
    const values = queries.lane();
    const statement = deferred<string>();
    const rows = queries.take('q1', () => queries.statement('q1', 'SELECT rows', () => statement.promise));
    await new Promise((resolve) => setTimeout(resolve, 0)); // its statement runs
    const summary = values.take('v1', () => values.statement('v1', 'SELECT summary', () => Promise.resolve('v1 answered')));
    expect(interrupts).toEqual([]);
    statement.resolve('q1 answered');
    expect(await rows).toBe('q1 answered');
    expect(await summary).toBe('v1 answered');
    // A newer query of each lane supersedes the older of its own lane only.
    const olderRows = queries.take('q2', () => Promise.resolve('q2'));
    const olderValues = values.take('v2', () => Promise.resolve('v2'));
    const newerValues = values.take('v3', () => Promise.resolve('v3'));
    const newerRows = queries.take('q3', () => Promise.resolve('q3'));
    await expect(olderRows).rejects.toBeInstanceOf(Superseded);
    await expect(olderValues).rejects.toBeInstanceOf(Superseded);
    expect([await newerRows, await newerValues]).toEqual(['q3', 'v3']);
  });

  it('a drain turns both lanes away', async () => {
    const queries = turns();
    const values = queries.lane();
    await queries.drain();
    await expect(queries.take('q', () => Promise.resolve('late'))).rejects.toBeInstanceOf(Superseded);
    await expect(values.take('v', () => Promise.resolve('late'))).rejects.toBeInstanceOf(Superseded);
  });
});

describe('QueryTurns: an interrupt that comes before the engine starts the statement', () => {
  it('is lost, so the stale statement is interrupted again until it stops; the newer query then runs', async () => {
    vi.useFakeTimers();
    try {
      let started = false;
      const statement = deferred<string>();
      // As DuckDB does: an interrupt before the statement starts does nothing.
      const connection = { interrupts: 0, interrupt: () => (connection.interrupts++, started && statement.reject(new Error('INTERRUPT Error: Interrupted!'))) };
      const queries = new QueryTurns(connection, () => {});
      const older = queries.take('a', () => queries.statement('a', 'SELECT slow', () => statement.promise));
      await vi.advanceTimersByTimeAsync(0); // its turn: the statement is asked for, not started yet
      const newer = queries.take('b', () => Promise.resolve('b answered'));
      expect(connection.interrupts).toBe(1);
      await vi.advanceTimersByTimeAsync(30);
      expect(connection.interrupts).toBeGreaterThan(1); // asked again, lost again
      started = true;
      await vi.advanceTimersByTimeAsync(10);
      await expect(older).rejects.toBeInstanceOf(Superseded);
      expect(await newer).toBe('b answered');
      const interrupts = connection.interrupts;
      await vi.advanceTimersByTimeAsync(100);
      expect(connection.interrupts).toBe(interrupts); // no interrupt once it stopped: none reaches the newer query's statements
    } finally {
      vi.useRealTimers();
    }
  });
});
