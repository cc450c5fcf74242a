import { RecentlyUsed } from '../engine/recentlyUsed';

/** How many client sessions stay open: the longest idle one closes first (its orders are made again if it comes back). */
const SESSIONS_KEPT = 64;

/**
 * How long a session stays open unused: a page closed or reloaded never says so, and its session
 * holds its sorted orders (about 10 MB each for a table of 1,000,000 rows) until it closes.
 */
export const SESSION_IDLE_MS = 15 * 60_000;

type Closable = { close(): void | Promise<void> };

/** Kept values that can be gone through, the least recently used first. */
class InUseOrder<V> extends RecentlyUsed<string, V> {
  /** A copy: the caller may let some go. */
  oldestFirst(): [string, V][] {
    return [...this.entries];
  }
}

/**
 * Each client's session of each table it reads, by client and table name, the most recently
 * used kept: a data server's clients come and go without saying so. A session unused for
 * `idleMs` closes too (looked for four times in that span); a client back after it gets a new one.
 */
export class ClientSessions<Session extends Closable> {
  private readonly sessions = new InUseOrder<{ session: Promise<Session>; used: number }>(SESSIONS_KEPT);
  private readonly sweep: ReturnType<typeof setInterval>;

  constructor(
    private readonly open: (name: string) => Session | Promise<Session>,
    private readonly idleMs = SESSION_IDLE_MS,
  ) {
    this.sweep = setInterval(() => this.closeIdle(), idleMs / 4);
    // The server stops when it is told to, whether this waits or not.
    this.sweep.unref();
  }

  /** Client `client`'s session of table `name`, opened on first use. */
  get(client: string, name: string): Promise<Session> {
    const key = `${client}\0${name}`;
    const session = this.sessions.get(key)?.session ?? Promise.resolve(this.open(name));
    for (const oldest of this.sessions.set(key, { session, used: Date.now() })) closeLater(oldest.session);
    return session;
  }

  /** Closes the sessions unused for idleMs, the least recently used first. */
  private closeIdle() {
    const since = Date.now() - this.idleMs;
    for (const [key, kept] of this.sessions.oldestFirst()) {
      if (kept.used > since) break;
      this.sessions.delete(key, kept);
      closeLater(kept.session);
    }
  }

  /** Closes every session. */
  async close(): Promise<void> {
    clearInterval(this.sweep);
    await Promise.all(this.sessions.clear().map(async ({ session }) => (await session).close()));
  }
}

/** Closes a session once it is open (one that failed to open has nothing to close). */
const closeLater = (session: Promise<Closable>) => void session.then((opened) => opened.close(), () => undefined);
