import { describe, expect, it } from 'vitest';
import { SharedAsks } from '../../src/server/sharedAsks';

/** Work that settles when told: `starts` counts how often it began. */
function controlled() {
  const settlers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const work = {
    starts: 0,
    start: () => {
      work.starts++;
      return new Promise<string>((resolve, reject) => settlers.push({ resolve, reject }));
    },
    settle: (i: number, outcome: string | Error) => (outcome instanceof Error ? settlers[i]!.reject(outcome) : settlers[i]!.resolve(outcome)),
  };
  return work;
}

const outcomes = (asks: Promise<string>[]) => Promise.all(asks.map((ask) => ask.then((value) => value, (error: Error) => `failed: ${error.message}`)));

describe('SharedAsks: one answer on its way per key', () => {
  it('asks of one key at once start the work once and all get its answer', async () => {
    const shared = new SharedAsks<string, string>();
    const work = controlled();
    const asks = [shared.ask('a', work.start), shared.ask('a', work.start), shared.ask('a', work.start)];
    work.settle(0, 'rows');
    expect(await outcomes(asks)).toEqual(['rows', 'rows', 'rows']);
    expect(work.starts).toBe(1);
    expect(shared.size).toBe(0);
  });

  it('another key starts its own work', async () => {
    const shared = new SharedAsks<string, string>();
    const work = controlled();
    const asks = [shared.ask('a', work.start), shared.ask('b', work.start)];
    work.settle(1, 'b rows');
    work.settle(0, 'a rows');
    expect(await outcomes(asks)).toEqual(['a rows', 'b rows']);
    expect(work.starts).toBe(2);
  });

  it('is no store: once answered, the next ask starts the work again', async () => {
    const shared = new SharedAsks<string, string>();
    const work = controlled();
    const first = shared.ask('a', work.start);
    work.settle(0, 'rows');
    await first;
    const second = shared.ask('a', work.start);
    work.settle(1, 'rows again');
    expect(await second).toBe('rows again');
    expect(work.starts).toBe(2);
  });

  it.each<[string, number, string[]]>([
    ['one waiter', 1, ['failed: superseded', 'rows']],
    ['two waiters: one of them starts it anew, the other waits for it', 2, ['failed: superseded', 'rows', 'rows']],
  ])('a first ask that fails fails alone, %s', async (_, waiters, expected) => {
    const shared = new SharedAsks<string, string>();
    const work = controlled();
    const asks = [shared.ask('a', work.start), ...Array.from({ length: waiters }, () => shared.ask('a', work.start))];
    work.settle(0, new Error('superseded'));
    await expect(asks[0]).rejects.toThrow('superseded');
    await expect.poll(() => work.starts).toBe(2);
    work.settle(1, 'rows');
    expect(await outcomes(asks)).toEqual(expected);
    expect(work.starts).toBe(2);
    expect(shared.size).toBe(0);
  });

  it('a failure of the work every ask started is each ask’s own', async () => {
    const shared = new SharedAsks<string, string>();
    const work = controlled();
    const settled = outcomes([shared.ask('a', work.start), shared.ask('a', work.start)]);
    work.settle(0, new Error('no such column'));
    await expect.poll(() => work.starts).toBe(2);
    work.settle(1, new Error('no such column'));
    expect(await settled).toEqual(['failed: no such column', 'failed: no such column']);
  });

  it('a waiter stopped in its own wait (a newer query of its session) fails alone; the work goes on for the others', async () => {
    const shared = new SharedAsks<string, string>();
    const work = controlled();
    let stop!: () => void;
    const stoppable = <T>(theirs: Promise<T>) => new Promise<T>((resolve, reject) => {
      stop = () => reject(new Error('superseded while waiting'));
      theirs.then(resolve, reject);
    });
    const asks = [shared.ask('a', work.start), shared.ask('a', work.start, stoppable), shared.ask('a', work.start)];
    await Promise.resolve();
    stop();
    work.settle(0, 'rows');
    expect(await outcomes(asks)).toEqual(['rows', 'failed: superseded while waiting', 'rows']);
    expect(work.starts).toBe(1);
  });
});
