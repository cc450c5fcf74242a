import { useEffect, useRef } from 'react';
import { parseStartOptions, searchFor, type StartOptions } from './view/startOptions';
import type { GridActions, GridView } from './grid/usePeopleGrid';
import type { DataSource } from './useDataSource';

/** Changes closer together than this make one history entry (a filter and its page reset). */
const SETTLE_MS = 150;

/**
 * Keeps the URL equal to the view, so a reload or a shared link opens the same rows the same
 * way: each committed change (a filter after its debounce, a sort, a page) is a history
 * entry, and Back and Forward put the view they point at back.
 */
export function useUrlState(startOptions: StartOptions, data: DataSource, view: GridView, actions: GridActions, notify: (notice: string) => void) {
  const search = view.settled
    ? searchFor(startOptions, data.dataset, {
        set: data.set,
        columnFilters: view.filterState.columnFilters,
        globalFilter: view.filterState.globalFilter,
        sort: view.sort,
        page: view.page,
        pageSize: view.pageSize,
      })
    : null;
  const firstWrite = useRef(true);

  useEffect(() => {
    if (search === null || search === window.location.search) {
      if (search !== null) firstWrite.current = false;
      return;
    }
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // The first settled view only completes the address the visitor opened (the seed, say).
    if (firstWrite.current) {
      firstWrite.current = false;
      window.history.replaceState(null, '', url);
      return;
    }
    const timer = setTimeout(() => window.history.pushState(null, '', url), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { open, dataset, set } = data;
  const { restore } = actions;
  useEffect(() => {
    const onPopState = () => {
      const options = parseStartOptions(window.location.search, startOptions.seed);
      options.notices.forEach(notify);
      if (options.dataset !== dataset || options.view.set !== set) open(options.dataset, options.view.set, options.view);
      else restore(options.view);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [startOptions.seed, dataset, set, open, restore, notify]);
}
