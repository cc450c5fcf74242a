/**
 * Values by key, kept up to a number, the least recently used let go first: the tab's filter
 * masks, and the server's client views, kept orders and pages. A Map keeps insertion order,
 * so the oldest is its first entry.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  /** Keeps `value` as `key`'s, the most recently used; gives back the values let go past the limit, oldest first. */
  set(key: K, value: V): V[] {
    this.entries.delete(key);
    this.entries.set(key, value);
    const dropped: V[] = [];
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(oldest);
      dropped.push(old);
    }
    return dropped;
  }

  /** Lets `key` go, only if its value is `value` when one is given; whether it went. */
  delete(key: K, value?: V): boolean {
    if (value !== undefined && this.entries.get(key) !== value) return false;
    return this.entries.delete(key);
  }

  /** Lets every value go; gives them back, oldest first. */
  clear(): V[] {
    const values = [...this.entries.values()];
    this.entries.clear();
    return values;
  }
}
