import type { DuckDBConnection } from '@duckdb/node-api';
import { DUCKDB } from '../sql/dialect';

/** The order a query's rows were put in, kept in a table: its rows' places are the table's row ids. */
export interface KeptOrder {
  /** The table of `row` numbers in the query's order; null: the table's own order, all rows. */
  readonly table: string | null;
  readonly count: number;
}

/** How many orders are kept: a page, a sort click back, or typing back to an earlier term reuses one. */
const KEPT = 8;

/** Recent queries' orders by query key, newest last; `drop` is told about each one let go. */
export class KeptOrders {
  private readonly orders = new Map<string, KeptOrder>();

  constructor(private readonly drop: (order: KeptOrder) => Promise<void>) {}

  get(key: string): KeptOrder | undefined {
    const order = this.orders.get(key);
    if (order) {
      this.orders.delete(key);
      this.orders.set(key, order);
    }
    return order;
  }

  async keep(key: string, order: KeptOrder): Promise<void> {
    this.orders.set(key, order);
    while (this.orders.size > KEPT) {
      const [oldestKey, oldest] = this.orders.entries().next().value!;
      this.orders.delete(oldestKey);
      await this.drop(oldest);
    }
  }

  /** Forgets every order (their tables are gone with the data they ordered). */
  clear(): void {
    this.orders.clear();
  }
}

/** The row numbers of a kept order, in its order (null table: all `count` rows in table order), read a DuckDB chunk at a time. */
export async function rowsOfOrder(connection: DuckDBConnection, order: KeptOrder): Promise<Uint32Array> {
  const rows = new Uint32Array(order.count);
  if (order.table === null) {
    for (let i = 0; i < order.count; i++) rows[i] = i;
    return rows;
  }
  const result = await connection.stream(`SELECT CAST("row" AS UINTEGER) FROM ${DUCKDB.quote(order.table)} ORDER BY rowid`);
  let at = 0;
  for await (const chunk of result) {
    const vector = chunk.getColumnVector(0);
    for (let i = 0; i < chunk.rowCount; i++) rows[at++] = vector.getItem(i) as number;
  }
  return rows;
}
