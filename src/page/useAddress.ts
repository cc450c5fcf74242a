import { useEffect, useState } from 'react';
import type { GridActions } from '../grid/gridActions';
import type { ViewListener } from '../grid/viewSession';
import { HistoryWriter } from './historyWriter';
import type { DatasetState } from './useDataset';
import { readAddress, searchFor, type Address } from '../view/address';

/**
 * The address as the view's record: `listener` hears each committed view and writes it (see
 * HistoryWriter); Back and Forward put the view of their entry back.
 */
export function useAddressWriter(address: Address, notify: (notice: string) => void): ViewListener {
  const [listener] = useState<ViewListener>(() => {
    const history = new HistoryWriter();
    return {
      committed: (dataset, view, restoring) => history.write(searchFor(address, dataset, view), restoring),
      notify,
    };
  });
  return listener;
}

/** Back and Forward: the entry's view comes back (another dataset or set is loaded for it). */
export function useBackAndForward(address: Address, data: DatasetState, actions: GridActions, notify: (notice: string) => void) {
  const { open, dataset, set, file } = data;
  const { restore } = actions;
  useEffect(() => {
    const onPopState = () => {
      const options = readAddress(window.location.search, address.seed, file ?? undefined);
      options.notices.forEach(notify);
      if (options.dataset !== dataset || options.view.set !== set) open(options.dataset, options.view.set, options.view);
      else restore(options.view);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [address.seed, dataset, set, file, open, restore, notify]);
}
