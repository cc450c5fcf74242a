import { RecentlyUsed } from '../engine/recentlyUsed';

/** How many clients' views stay open: the longest idle one closes first (its orders are made again if it comes back). */
const VIEWS_KEPT = 64;

/**
 * Each client's view of each table it reads, by client session and table name, the most
 * recently used kept: a data server's clients come and go without saying so.
 */
export class ClientViews<View extends { close(): void | Promise<void> }> {
  private readonly views = new RecentlyUsed<string, Promise<View>>(VIEWS_KEPT);

  constructor(private readonly open: (name: string) => View | Promise<View>) {}

  /** Client `session`'s view of table `name`, opened on first use. */
  get(session: string, name: string): Promise<View> {
    const key = `${session}\0${name}`;
    const view = this.views.get(key) ?? Promise.resolve(this.open(name));
    for (const oldest of this.views.set(key, view)) void oldest.then((table) => table.close(), () => undefined);
    return view;
  }

  /** Closes every view. */
  async close(): Promise<void> {
    await Promise.all(this.views.clear().map(async (view) => (await view).close()));
  }
}
