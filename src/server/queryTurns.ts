/** Thrown to a query a newer one took over: its answer is no longer wanted. */
export class Superseded extends Error {
  constructor() {
    super('A newer query superseded this one');
  }
}

const isInterrupt = (error: unknown) => error instanceof Error && /interrupt/i.test(error.message);

/** How soon a stale statement is interrupted again if it still runs. */
const INTERRUPT_AGAIN_MS = 10;

/**
 * Takes queries' jobs one at a time on one connection, by query key: a newer query interrupts
 * an older one's running statement, and older jobs still waiting give way to it. A page of the
 * same query is no newer query: it waits its turn.
 */
export class QueryTurns {
  private queue: Promise<unknown> = Promise.resolve();
  /** The key of the newest query asked for. */
  private newest: string | null = null;
  /** The key of the query whose statement runs now. */
  private running: string | null = null;
  /** Whether the statement running now was interrupted here (its query may be the newest again since: a → b → a). */
  private interrupted = false;
  /** Queries waiting for another client's work: a newer query tells them Superseded at once. */
  private readonly waiting = new Set<() => void>();
  /** Drained: no query runs any more. */
  private closed = false;

  constructor(
    private readonly connection: { interrupt(): void },
    private readonly log: (sql: string) => void,
  ) {}

  /**
   * Runs `job` for query `key` in its turn; Superseded when a newer query came first. `ahead`:
   * work asked before it is wanted (a page fetched ahead), never a newer query: Superseded at
   * once unless `key` is the newest already (or the first).
   */
  take<T>(key: string, job: () => Promise<T>, ahead = false): Promise<T> {
    if (this.closed || (ahead && this.newest !== null && this.newest !== key)) return Promise.reject(new Superseded());
    if (this.newest !== key) for (const stop of this.waiting) stop();
    this.newest = key;
    if (this.running !== null && this.running !== key) this.interruptStale();
    const result = this.queue.then(async () => {
      this.checkNewest(key);
      const answer = await job();
      // A newer query came too late to interrupt this one's statement: its answer is not wanted (what it made stays kept).
      this.checkNewest(key);
      return answer;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Runs `job` in its turn as no query: it waits for the job before it, interrupts nobody and
   * is never superseded (an export's preparing of the columns it sorts by, say).
   */
  queued<T>(job: () => Promise<T>): Promise<T> {
    const result = this.queue.then(() => {
      if (this.closed) throw new Superseded();
      return job();
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Waits, in query `key`'s turn, for work of no statement of this connection (another client's
   * order): Superseded as soon as a newer query is asked for, which then need not wait for it.
   */
  waitFor<T>(key: string, work: Promise<T>): Promise<T> {
    this.checkNewest(key);
    return new Promise<T>((resolve, reject) => {
      const stop = () => reject(new Superseded());
      this.waiting.add(stop);
      work.then(resolve, reject).finally(() => this.waiting.delete(stop));
    });
  }

  /**
   * Turns every query away from now on (a closing session): what waits gives way, what runs is
   * interrupted; resolves once nothing runs: then the connection can be closed safely (closing
   * it under a running statement ends the process).
   */
  drain(): Promise<void> {
    this.closed = true;
    this.newest = null;
    for (const stop of this.waiting) stop();
    if (this.running !== null) this.interruptStale();
    return this.queue.then(() => undefined);
  }

  /** Whether `key` is the newest query asked for. */
  isNewest(key: string): boolean {
    return key === this.newest;
  }

  /** Runs a statement of query `key` that a newer query may interrupt. */
  async statement<T>(key: string, sql: string, run: () => Promise<T>): Promise<T> {
    this.checkNewest(key);
    this.running = key;
    this.interrupted = false;
    this.log(sql);
    try {
      return await run();
    } catch (error) {
      if (!isInterrupt(error) || (key === this.newest && !this.interrupted)) throw error;
      this.log('interrupted');
      throw new Superseded();
    } finally {
      this.running = null;
    }
  }

  private checkNewest(key: string): void {
    if (key !== this.newest) throw new Superseded();
  }

  /**
   * Interrupts the running statement, and again every few milliseconds while it still runs for
   * a query that is not the newest: an interrupt that comes before DuckDB starts a statement is lost.
   */
  private interruptStale(): void {
    const stale = this.running;
    const again = () => {
      if (this.running === null || this.running !== stale || this.running === this.newest) return;
      this.interrupted = true;
      this.connection.interrupt();
      setTimeout(again, INTERRUPT_AGAIN_MS);
    };
    again();
  }
}
