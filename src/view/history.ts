/**
 * Changes committed less than this apart are one burst and make one history entry. It is
 * shorter than a person takes for two deliberate changes (two clicks on a header or on Next
 * page come 100 ms or more apart, even in a double click), and longer than key repeat (about
 * 30 ms, say holding an arrow key in Go to page), which should not fill the history.
 */
export const BURST_MS = 100;

/** A committed change as the history sees it. */
export interface Commit {
  /** When it was committed (performance.now()). */
  at: number;
  /**
   * A view being put back (the URL at load, Back or Forward), or the corrections that follow it
   * (a page beyond the last, an ignored parameter): the entry already exists, it only changes.
   */
  restoring: boolean;
}

/**
 * Whether a committed change adds a history entry or replaces the current one. The first
 * commit of a page completes the address the visitor opened (the seed, say): replace. A
 * restored view replaces too: Back and Forward land on entries that exist. The first change
 * after a restored view is a step of its own, however soon it comes: push. A change within
 * BURST_MS of the previous change belongs to it: replace. Anything else is a new step: push.
 */
export function historyEntry(previous: Commit | null, next: Commit): 'push' | 'replace' {
  if (previous === null || next.restoring) return 'replace';
  if (previous.restoring) return 'push';
  return next.at - previous.at < BURST_MS ? 'replace' : 'push';
}
