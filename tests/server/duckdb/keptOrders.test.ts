import { describe, expect, it } from 'vitest';
import { type KeptOrder, KeptOrders, SharedOrders } from '../../../src/server/duckdb/keptOrders';

const order = (table: string): KeptOrder => ({ table, count: 1 });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SharedOrders: one order per query key for every client, dropped with its last use', () => {
  it.each<[string, (orders: SharedOrders) => Promise<void>, string[]]>([
    ['one use given back: dropped', async (orders) => void (await orders.make('k', Promise.resolve(order('t1'))).release()), ['t1']],
    ['a second use keeps it until given back too', async (orders) => {
      const first = orders.make('k', Promise.resolve(order('t1')));
      const second = orders.use('k')!;
      await first.release();
      expect(orders.use('k')).toBeDefined();
      await second.release();
    }, []],
    ['every use given back, twice over: dropped once', async (orders) => {
      const first = orders.make('k', Promise.resolve(order('t1')));
      const second = orders.use('k')!;
      await Promise.all([first.release(), first.release(), second.release(), second.release()]);
    }, ['t1']],
    ['a failed making keeps nothing and drops nothing', async (orders) => {
      const lease = orders.make('k', Promise.reject(new Error('interrupted')));
      await expect(lease.order).rejects.toThrow('interrupted');
      expect(orders.use('k')).toBeUndefined();
      await lease.release();
    }, []],
    ['a failed making\'s use given back leaves the next making alone', async (orders) => {
      const failed = orders.make('k', Promise.reject(new Error('interrupted')));
      await failed.order.catch(() => undefined);
      const next = orders.make('k', Promise.resolve(order('t2')));
      await failed.release();
      expect(await orders.use('k')!.order).toEqual(order('t2'));
      await next.release();
    }, []],
  ])('%s', async (_name, run, dropped) => {
    const drops: string[] = [];
    const orders = new SharedOrders((kept) => (drops.push(kept.table!), Promise.resolve()));
    await run(orders);
    await settled();
    expect(drops).toEqual(dropped);
  });

  it('a use taken while the order is made waits for it', async () => {
    const orders = new SharedOrders(() => Promise.resolve());
    let made!: (kept: KeptOrder) => void;
    orders.make('k', new Promise((resolve) => (made = resolve)));
    const waiting = orders.use('k')!.order;
    made(order('t1'));
    expect(await waiting).toEqual(order('t1'));
  });
});

describe('KeptOrders: a client\'s 8 latest orders', () => {
  it('gives back the oldest past 8, and every one when cleared', async () => {
    const given: string[] = [];
    const kept = new KeptOrders();
    for (let i = 1; i <= 10; i++) await kept.keep(`k${i}`, order(`t${i}`), () => (given.push(`t${i}`), Promise.resolve()));
    expect(given).toEqual(['t1', 't2']);
    expect(kept.get('k1')).toBeUndefined();
    expect(kept.get('k3')).toEqual(order('t3'));
    await kept.keep('k11', order('t11'), () => (given.push('t11'), Promise.resolve()));
    // k3 was read last of the old ones: k4 is the oldest now.
    expect(given).toEqual(['t1', 't2', 't4']);
    await kept.clear();
    expect(given.sort()).toEqual(['t1', 't10', 't11', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'].sort());
  });
});
