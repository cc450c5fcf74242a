import { useEffect, useState } from 'react';
import type { GridActions } from './grid/usePeopleGrid';
import type { ViewListener } from './grid/viewSession';
import { HistoryWriter } from './historyWriter';
import type { DataSource } from './useDataSource';
import { parseStartOptions, searchFor, type StartOptions } from './view/startOptions';

/**
 * The address as the view's record: `listener` hears each committed view and writes it (see
 * HistoryWriter); Back and Forward put the view of their entry back.
 */
export function useUrlState(startOptions: StartOptions, notify: (notice: string) => void): ViewListener {
  const [listener] = useState<ViewListener>(() => {
    const history = new HistoryWriter();
    return {
      committed: (dataset, view, restoring) => history.write(searchFor(startOptions, dataset, view), restoring),
      notify,
    };
  });
  return listener;
}

/** Back and Forward: the entry's view comes back (another dataset or set is loaded for it). */
export function useBackAndForward(startOptions: StartOptions, data: DataSource, actions: GridActions, notify: (notice: string) => void) {
  const { open, dataset, set, file } = data;
  const { restore } = actions;
  useEffect(() => {
    const onPopState = () => {
      const options = parseStartOptions(window.location.search, startOptions.seed, file ?? undefined);
      options.notices.forEach(notify);
      if (options.dataset !== dataset || options.view.set !== set) open(options.dataset, options.view.set, options.view);
      else restore(options.view);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [startOptions.seed, dataset, set, file, open, restore, notify]);
}
