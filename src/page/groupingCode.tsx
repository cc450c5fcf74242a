// The page's grouping code (issue 34) loads when the page is idle after the first rows: nobody
// waits for it before them, and a person's first grouping finds it there.
import { createElement, lazy } from 'react';
import { loadOnce } from '../model/loadOnce';

type Bar = typeof import('../controls/RowGroupsBar').default;

let bar: Bar | null = null;
const loadBar = loadOnce(() => import('../controls/RowGroupsBar').then((module) => ((bar = module.default), module)));
const LazyBar = lazy(loadBar);

/** The Row groups toolbar: itself once loaded (a lazy one would suspend for a task first), else loaded on first use (inside a Suspense). */
export function RowGroupsBar(props: Parameters<Bar>[0]) {
  return bar ? createElement(bar, props) : <LazyBar {...props} />;
}

/** How long after the first rows the page waits before looking for idle time: the first rows' own work comes first. */
const AFTER_FIRST_ROWS_MS = 1000;

/** Loads the toolbar and the rest (`loadOthers`: the grid's pieces, the worker's code) once the page is idle after the first rows; the returned function cancels. */
export function loadGroupingCodeWhenIdle(loadOthers: () => void): () => void {
  let idle = 0;
  // Work ahead: what fails now (the server down) loads at first use instead.
  const load = () => {
    loadBar().catch(() => undefined);
    loadOthers();
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: AFTER_FIRST_ROWS_MS });
    else load();
  }, AFTER_FIRST_ROWS_MS);
  return () => {
    clearTimeout(timer);
    if (idle) cancelIdleCallback(idle);
  };
}
