/**
 * Values by key, kept up to a number, the least recently used let go first: the tab's filter
 * masks, and the server's client views, kept orders and pages. A Map keeps insertion order,
 * so the oldest is its first entry. With `weigh`, the limit is on the values' total weight
 * (the server's kept groupings, by their rows), and the value set last stays however heavy.
 */
export class RecentlyUsed<K, V> {
  /** In use order, the least recently used first (a Map keeps insertion order). */
  protected readonly entries = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V, key: K) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The values' total weight (their number, without `weigh`). */
  get weight(): number {
    return this.total;
  }

  /** The value of `key`, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` as `key`'s, the most recently used; gives back the values let go past the limit, oldest first. */
  set(key: K, value: V): V[] {
    this.delete(key);
    this.entries.set(key, value);
    this.total += this.weigh(value, key);
    const dropped: V[] = [];
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.limit || oldest === key) break;
      this.delete(oldest);
      dropped.push(old);
    }
    return dropped;
  }

  /** Lets `key` go, only if its value is `value` when one is given; whether it went. */
  delete(key: K, value?: V): boolean {
    const kept = this.entries.get(key);
    if (kept === undefined || (value !== undefined && kept !== value)) return false;
    this.total -= this.weigh(kept, key);
    return this.entries.delete(key);
  }

  /** Lets every value go; gives them back, oldest first. */
  clear(): V[] {
    const values = [...this.entries.values()];
    this.entries.clear();
    this.total = 0;
    return values;
  }
}
