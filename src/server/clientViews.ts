/** How many clients' views stay open: the longest idle one closes first (its orders are made again if it comes back). */
const VIEWS_KEPT = 64;

/**
 * Each client's view of each table it reads, by client session and table name, the most
 * recently used kept: a data server's clients come and go without saying so.
 */
export class ClientViews<View extends { close(): void | Promise<void> }> {
  private readonly views = new Map<string, Promise<View>>();

  constructor(private readonly open: (name: string) => Promise<View>) {}

  /** Client `session`'s view of table `name`, opened on first use. */
  get(session: string, name: string): Promise<View> {
    const key = `${session}\0${name}`;
    const view = this.views.get(key) ?? this.open(name);
    this.views.delete(key);
    this.views.set(key, view);
    while (this.views.size > VIEWS_KEPT) {
      const [oldestKey, oldest] = this.views.entries().next().value!;
      this.views.delete(oldestKey);
      void oldest.then((table) => table.close(), () => undefined);
    }
    return view;
  }

  /** Closes every view. */
  async close(): Promise<void> {
    await Promise.all([...this.views.values()].map(async (view) => (await view).close()));
  }
}
