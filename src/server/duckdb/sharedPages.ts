import { RecentlyUsed } from '../../engine/recentlyUsed';

/** How many pages every session of a table shares, the latest read kept. */
const PAGES_KEPT = 64;

/**
 * Pages of a table's kept orders, read for any session, by order and place: people on one
 * shared link paging alike read each page once. A page read under way is shared too; one whose
 * reading failed is not kept.
 */
export class SharedPages<T> {
  private readonly pages = new RecentlyUsed<string, Promise<T>>(PAGES_KEPT);

  /** The page kept as `key`, else `read`'s, kept. */
  read(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.pages.get(key);
    if (kept) return kept;
    const reading = read();
    reading.catch(() => this.pages.delete(key, reading));
    // A page let go past the limit needs nothing done.
    void this.pages.set(key, reading);
    return reading;
  }
}
