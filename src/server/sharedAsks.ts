/**
 * One answer on its way per key: an ask for a key already asked, and not answered yet, waits for
 * that answer instead of starting the work again (two people opening the same grouping at once,
 * or a page reloaded while its first grouping still runs, run its statement once). A first ask
 * that fails gives its failure to itself alone: it may be its own query's (a newer query took it
 * over), so the asks waiting on it start the work anew, one of them at a time.
 */
export class SharedAsks<K, V> {
  private readonly pending = new Map<K, Promise<V>>();

  /**
   * The answer to `key`: the one on its way, else `start()`'s. `wait` is how this ask waits for
   * another's work (its query's turn: a newer query stops the wait, with that ask's own failure).
   */
  async ask(key: K, start: () => Promise<V>, wait: <T>(work: Promise<T>) => Promise<T> = (work) => work): Promise<V> {
    for (let pending = this.pending.get(key); pending; pending = this.pending.get(key)) {
      const answered = await wait(pending.then((value) => ({ value }), () => null));
      if (answered) return answered.value;
      // Another ask's failure, not this one's: ask again (another waiter may have started the work by now).
      if (this.pending.get(key) === pending) this.pending.delete(key);
    }
    const mine = start();
    this.pending.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.pending.get(key) === mine) this.pending.delete(key);
    }
  }

  /** How many keys have an answer on its way. */
  get size(): number {
    return this.pending.size;
  }
}
