import { RecentlyUsed } from '../engine/recentlyUsed';

/** How many client sessions stay open: the longest idle one closes first (its orders are made again if it comes back). */
const SESSIONS_KEPT = 64;

/**
 * Each client's session of each table it reads, by client and table name, the most recently
 * used kept: a data server's clients come and go without saying so.
 */
export class ClientSessions<Session extends { close(): void | Promise<void> }> {
  private readonly sessions = new RecentlyUsed<string, Promise<Session>>(SESSIONS_KEPT);

  constructor(private readonly open: (name: string) => Session | Promise<Session>) {}

  /** Client `client`'s session of table `name`, opened on first use. */
  get(client: string, name: string): Promise<Session> {
    const key = `${client}\0${name}`;
    const session = this.sessions.get(key) ?? Promise.resolve(this.open(name));
    for (const oldest of this.sessions.set(key, session)) void oldest.then((table) => table.close(), () => undefined);
    return session;
  }

  /** Closes every session. */
  async close(): Promise<void> {
    await Promise.all(this.sessions.clear().map(async (session) => (await session).close()));
  }
}
