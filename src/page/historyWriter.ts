import { type Commit, historyEntry } from '../view/history';

/**
 * Writes committed views into the address, in the task that commits them, so a reload or a
 * copied link at any moment reopens what is on screen. Whether a write adds a history entry
 * or replaces the current one is src/view/history.ts's rule.
 */
export class HistoryWriter {
  private last: Commit | null = null;

  /** Writes `search` as the address; `whole`, a longer one the link leaves parts of out, is kept in the entry's state. */
  write(search: string, whole: string | null, restoring: boolean) {
    const previous = this.last;
    // Also a restore that finds its address already right: the change after it is a new step.
    this.last = { at: performance.now(), restoring };
    if (search === window.location.search && whole === wholeInState()) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    const state = whole === null ? null : { whole };
    if (historyEntry(previous, this.last) === 'push') window.history.pushState(state, '', url);
    else window.history.replaceState(state, '', url);
  }
}

/** The whole address an entry keeps beside a link too long to hold it (see linkFor). */
function wholeInState(): string | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'whole' in state && typeof state.whole === 'string' ? state.whole : null;
}

/** The address of the current entry: the whole one it keeps, else its link's (a reload and Back read this). */
export const currentSearch = (): string => wholeInState() ?? window.location.search;
