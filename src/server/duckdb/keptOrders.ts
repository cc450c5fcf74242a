import type { DuckDBConnection } from '@duckdb/node-api';
import { RecentlyUsed } from '../../engine/recentlyUsed';
import { AllRows } from '../../engine/rowIndex';
import { DUCKDB } from '../../sql/dialect';

/** The order a query's rows were put in, kept in a table: its rows' places are the table's row ids. */
export interface KeptOrder {
  /** The table of `row` numbers in the query's order (quoted, with its database); null: the table's own order, all rows. */
  readonly table: string | null;
  readonly count: number;
}

/** A use of a shared order: the order, once made, and the giving back of the use. */
export interface Lease {
  readonly order: Promise<KeptOrder>;
  /** Gives the use back (once; again does nothing): the last use of an order drops its table. */
  readonly release: () => Promise<void>;
}

/**
 * The orders of a table's queries, shared by every client, by query key: a second client asking
 * the same query (a shared link, ten people on one table) takes the first one's order, made or
 * under way, instead of sorting again. An order's table goes with the last use of it.
 */
export class SharedOrders {
  private readonly orders = new Map<string, { order: Promise<KeptOrder>; uses: number }>();

  constructor(private readonly drop: (order: KeptOrder) => Promise<void>) {}

  /** Whether an order is kept for `key`, made or under way. */
  has(key: string): boolean {
    return this.orders.has(key);
  }

  /** A use of the order kept for `key`, made or under way; undefined when there is none. */
  use(key: string): Lease | undefined {
    const entry = this.orders.get(key);
    return entry && this.lease(key, entry);
  }

  /** Keeps the order `making` makes for `key` (none if it fails), with a first use of it. */
  make(key: string, making: Promise<KeptOrder>): Lease {
    const entry = { order: making, uses: 0 };
    this.orders.set(key, entry);
    making.catch(() => this.forget(key, entry));
    return this.lease(key, entry);
  }

  private lease(key: string, entry: { order: Promise<KeptOrder>; uses: number }): Lease {
    entry.uses++;
    let released = false;
    return {
      order: entry.order,
      release: async () => {
        if (released) return;
        released = true;
        if (--entry.uses > 0 || !this.forget(key, entry)) return;
        const order = await entry.order.catch(() => null);
        if (order) await this.drop(order);
      },
    };
  }

  /** Forgets `entry` if it is still the one kept for `key`; whether it was. */
  private forget(key: string, entry: { order: Promise<KeptOrder> }): boolean {
    if (this.orders.get(key) !== entry) return false;
    this.orders.delete(key);
    return true;
  }
}

/** How many orders a client keeps: a page, a sort click back, or typing back to an earlier term reuses one. */
const KEPT = 8;

/** A client's recent orders by query key, newest last, each a use of a shared order; one let go is given back. */
export class KeptOrders {
  private readonly leases = new RecentlyUsed<string, { order: KeptOrder; release: () => Promise<void> }>(KEPT);

  get(key: string): KeptOrder | undefined {
    return this.leases.get(key)?.order;
  }

  async keep(key: string, order: KeptOrder, release: () => Promise<void>): Promise<void> {
    for (const oldest of this.leases.set(key, { order, release })) await oldest.release();
  }

  /** Gives every order back. */
  async clear(): Promise<void> {
    await Promise.all(this.leases.clear().map((lease) => lease.release()));
  }
}

/** The row numbers of a kept order, in its order (null table: all `count` rows in table order), read a DuckDB chunk at a time. */
export async function rowsOfOrder(connection: DuckDBConnection, order: KeptOrder): Promise<Uint32Array> {
  if (order.table === null) return new AllRows(order.count).slice();
  const rows = new Uint32Array(order.count);
  const result = await connection.stream(`SELECT CAST("row" AS UINTEGER) FROM ${order.table} ORDER BY rowid`);
  let at = 0;
  for await (const chunk of result) {
    const vector = chunk.getColumnVector(0);
    for (let i = 0; i < chunk.rowCount; i++) rows[at++] = vector.getItem(i) as number;
  }
  return rows;
}

/** The database shared orders' tables live in: the instance's own in-memory one, so writing them never holds up a checkpoint of the served tables. */
const ORDERS_DATABASE = 'memory';
let orderTables = 0;

/** A new order table's name, quoted, with its database (every client's connection sees it). */
export const newOrderTable = (): string => `${ORDERS_DATABASE}.main.${DUCKDB.quote(`order${++orderTables}`)}`;
