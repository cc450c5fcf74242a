// How the tab's data (TabData) shares the worker's one thread: long jobs run a step at a time and give way
// between slices, so that a newer request (a Cancel, a newer query) is heard while they run;
// work done ahead of time waits while any request is being answered.

/**
 * Lets queued messages in (a newer query, a Cancel) between two steps of a long job. A
 * MessageChannel hop, not setTimeout, which browsers clamp to 4 ms after a few nested calls;
 * the port is closed so that Node can exit.
 */
export const giveWay = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Work at most this long before giving way (a hop through the event loop costs about a
 * millisecond): long for what someone waits for, short for work done ahead of time.
 */
export const SLICE_MS = 10;
export const BACKGROUND_SLICE_MS = 3;

/** Thrown when a job's answer would be stale: a newer request came before it finished. */
export class Superseded extends Error {}

export interface StepOptions<S> {
  /** Hears what each step yields (rows done, say). */
  onStep?: (value: S) => void;
  /**
   * Makes the job work done ahead of time, which nobody waits for until this resolves: till
   * then it works in short slices, and not at all while a request is being answered.
   */
  aheadUntil?: Promise<void>;
  /** Asked after every step: false stops the job with Superseded. */
  stillWanted?: () => boolean;
}

/** The time slices of one server, and the requests it is answering. */
export class Scheduler {
  private sliceStart = performance.now();
  private requestsInProgress = 0;
  /** Resolves when the requests in progress are all answered; null before the first. */
  private whenIdle: Promise<void> | null = null;
  private markIdle: (() => void) | null = null;

  /** A message came in: the work it starts gets a whole slice. */
  startSlice() {
    this.sliceStart = performance.now();
  }

  /** Gives way if the current slice of work is used up. */
  async maybeGiveWay(sliceMs = SLICE_MS) {
    if (performance.now() - this.sliceStart < sliceMs) return;
    await giveWay();
    this.sliceStart = performance.now();
  }

  /** Whether a request is being answered. */
  get busy() {
    return this.requestsInProgress > 0;
  }

  /** Resolves once no request is being answered (at once if none is). */
  async idle() {
    while (this.requestsInProgress > 0) await this.whenIdle;
  }

  /** Runs the work of answering a request, counted among the requests in progress. */
  async answering<T>(work: () => Promise<T>): Promise<T> {
    if (this.requestsInProgress++ === 0) this.whenIdle = new Promise((resolve) => (this.markIdle = resolve));
    try {
      return await work();
    } finally {
      if (--this.requestsInProgress === 0) this.markIdle?.();
    }
  }

  /** Runs a long job's steps to the end, giving way whenever a slice is used up; resolves with its result. */
  async runInSteps<S, T>(steps: Generator<S, T>, { onStep, aheadUntil, stillWanted = () => true }: StepOptions<S> = {}): Promise<T> {
    let ahead = aheadUntil !== undefined;
    void aheadUntil?.then(() => (ahead = false));
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      onStep?.(step.value);
      await this.maybeGiveWay(ahead ? BACKGROUND_SLICE_MS : SLICE_MS);
      // Waiting for the requests in progress, it stops waiting once someone waits for it:
      // that may be a request in progress.
      while (ahead && this.requestsInProgress > 0) await Promise.race([this.whenIdle, aheadUntil]);
      if (!stillWanted()) throw new Superseded();
    }
  }
}
