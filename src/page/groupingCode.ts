// The grid's and the worker's grouping code (issue 34) loads when the page is idle after the
// first rows: nobody waits for it before them, and a person's first grouping finds it there.
// (The Row groups toolbar is not among it: half a KB, and a toolbar loaded after the grouped
// rows of an address would move the grid down under the pointer.)

/** How long after the first rows the page waits before looking for idle time: the first rows' own work comes first. */
const AFTER_FIRST_ROWS_MS = 1000;

/** Runs `load` (the grid's pieces, the worker's code) once the page is idle after the first rows; the returned function cancels. */
export function loadGroupingCodeWhenIdle(load: () => void): () => void {
  let idle = 0;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: AFTER_FIRST_ROWS_MS });
    else load();
  }, AFTER_FIRST_ROWS_MS);
  return () => {
    clearTimeout(timer);
    if (idle) cancelIdleCallback(idle);
  };
}
