/** How many pages every session of a table shares, the latest read kept. */
const PAGES_KEPT = 64;

/**
 * Pages of a table's kept orders, read for any session, by order and place: people on one
 * shared link paging alike read each page once. A page read under way is shared too; one whose
 * reading failed is not kept.
 */
export class SharedPages<T> {
  private readonly pages = new Map<string, Promise<T>>();

  /** The page kept as `key`, else `read`'s, kept. */
  read(key: string, read: () => Promise<T>): Promise<T> {
    let page = this.pages.get(key);
    if (page) this.pages.delete(key);
    else {
      const reading = read();
      reading.catch(() => this.pages.get(key) === reading && this.pages.delete(key));
      page = reading;
    }
    this.pages.set(key, page);
    while (this.pages.size > PAGES_KEPT) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}
