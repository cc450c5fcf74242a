import { type Commit, historyEntry } from '../view/history';

/**
 * Writes committed views into the address, in the task that commits them, so a reload or a
 * copied link at any moment reopens what is on screen. Whether a write adds a history entry
 * or replaces the current one is src/view/history.ts's rule.
 */
export class HistoryWriter {
  private last: Commit | null = null;

  write(search: string, restoring: boolean) {
    const previous = this.last;
    // Also a restore that finds its address already right: the change after it is a new step.
    this.last = { at: performance.now(), restoring };
    if (search === window.location.search) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (historyEntry(previous, this.last) === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }
}
