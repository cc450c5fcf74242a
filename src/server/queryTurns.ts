/** Thrown to a query a newer one took over: its answer is no longer wanted. */
export class Superseded extends Error {
  constructor() {
    super('A newer query superseded this one');
  }
}

const isInterrupt = (error: unknown) => error instanceof Error && /interrupt/i.test(error.message);

/** How soon a stale statement is interrupted again if it still runs. */
const INTERRUPT_AGAIN_MS = 10;

/** What the lanes of one connection share: the queue its jobs wait in, and the statement running on it. */
interface Line {
  readonly connection: { interrupt(): void };
  readonly log: (sql: string) => void;
  queue: Promise<unknown>;
  /** The statement running now: its query's key and lane. */
  running: { key: string; lane: QueryTurns } | null;
  /** Whether the statement running now was interrupted here (its query may be the newest again since: a → b → a). */
  interrupted: boolean;
  /** Drained: no query runs any more. */
  closed: boolean;
  readonly lanes: QueryTurns[];
}

/**
 * Takes queries' jobs one at a time on one connection, by query key: a newer query interrupts
 * an older one's running statement, and older jobs still waiting give way to it. A page of the
 * same query is no newer query: it waits its turn. Queries of another kind (the values dialog's)
 * take turns in a lane of their own (`lane()`): on the same connection, but neither kind
 * supersedes the other, as the worker answers them.
 */
export class QueryTurns {
  /** The key of the newest query of this lane asked for. */
  private newest: string | null = null;
  /** Queries waiting for another client's work: a newer query tells them Superseded at once. */
  private readonly waiting = new Set<() => void>();
  private readonly line: Line;

  constructor(connection: { interrupt(): void }, log: (sql: string) => void, line?: Line) {
    this.line = line ?? { connection, log, queue: Promise.resolve(), running: null, interrupted: false, closed: false, lanes: [] };
    this.line.lanes.push(this);
  }

  /** A lane of queries of another kind on the same connection: they take turns with these, and supersede only each other. */
  lane(): QueryTurns {
    return new QueryTurns(this.line.connection, this.line.log, this.line);
  }

  /**
   * Runs `job` for query `key` in its turn; Superseded when a newer query came first. `ahead`:
   * work asked before it is wanted (a page fetched ahead), never a newer query: Superseded at
   * once unless `key` is the newest already (or the first).
   */
  take<T>(key: string, job: () => Promise<T>, ahead = false): Promise<T> {
    const { line } = this;
    if (line.closed || (ahead && this.newest !== null && this.newest !== key)) return Promise.reject(new Superseded());
    if (this.newest !== key) for (const stop of this.waiting) stop();
    this.newest = key;
    if (line.running?.lane === this && line.running.key !== key) this.interruptStale();
    const result = line.queue.then(async () => {
      this.checkNewest(key);
      const answer = await job();
      // A newer query came too late to interrupt this one's statement: its answer is not wanted (what it made stays kept).
      this.checkNewest(key);
      return answer;
    });
    line.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Runs `job` in its turn as no query: it waits for the job before it, interrupts nobody and
   * is never superseded (an export's preparing of the columns it sorts by, say).
   */
  queued<T>(job: () => Promise<T>): Promise<T> {
    const { line } = this;
    const result = line.queue.then(() => {
      if (line.closed) throw new Superseded();
      return job();
    });
    line.queue = result.catch(() => undefined);
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
   * Turns every query of every lane away from now on (a closing session): what waits gives
   * way, what runs is interrupted; resolves once nothing runs: then the connection can be
   * closed safely (closing it under a running statement ends the process).
   */
  drain(): Promise<void> {
    const { line } = this;
    line.closed = true;
    for (const lane of line.lanes) {
      lane.newest = null;
      for (const stop of lane.waiting) stop();
    }
    if (line.running !== null) this.interruptStale();
    return line.queue.then(() => undefined);
  }

  /** Whether `key` is the newest query of this lane asked for. */
  isNewest(key: string): boolean {
    return key === this.newest;
  }

  /** Runs a statement of query `key` that a newer query of its lane may interrupt. */
  async statement<T>(key: string, sql: string, run: () => Promise<T>): Promise<T> {
    const { line } = this;
    this.checkNewest(key);
    const running = { key, lane: this as QueryTurns };
    line.running = running;
    line.interrupted = false;
    line.log(sql);
    try {
      return await run();
    } catch (error) {
      if (!isInterrupt(error) || (key === this.newest && !line.interrupted)) throw error;
      line.log('interrupted');
      throw new Superseded();
    } finally {
      if (line.running === running) line.running = null;
    }
  }

  private checkNewest(key: string): void {
    if (key !== this.newest) throw new Superseded();
  }

  /**
   * Interrupts the running statement, and again every few milliseconds while it still runs for
   * a query that is not the newest of its lane: an interrupt that comes before DuckDB starts a
   * statement is lost.
   */
  private interruptStale(): void {
    const { line } = this;
    const stale = line.running;
    const again = () => {
      const { running } = line;
      if (running === null || running !== stale || running.key === running.lane.newest) return;
      line.interrupted = true;
      line.connection.interrupt();
      setTimeout(again, INTERRUPT_AGAIN_MS);
    };
    again();
  }
}
