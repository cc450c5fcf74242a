import { useEffect, useState } from 'react';
import type { GridActions } from '../grid/gridActions';
import type { ViewListener } from '../grid/viewSession';
import { currentSearch, HistoryWriter } from './historyWriter';
import type { DatasetState } from './useDataset';
import { linkFor, readAddress, type Address } from '../view/address';
import type { Dataset } from '../model/datasets';
import type { NoticeChange, Notify } from './notices';

/**
 * The address as the view's record: `listener` hears each committed view and writes it (see
 * HistoryWriter); Back and Forward put the view of their entry back.
 */
export function useAddressWriter(address: Address, notify: Notify): ViewListener {
  const [listener] = useState<ViewListener>(() => {
    const history = new HistoryWriter();
    /** The whole address last said to be too long for its link: said once. */
    let saidTooLong: string | null = null;
    return {
      committed: (dataset, view, restoring) => {
        const link = linkFor(address, dataset, view, window.location.origin.length + window.location.pathname.length);
        history.write(link.search, link.whole ?? null, restoring);
        // Said of this entry (Back or Forward ends it), and again when Back or Forward comes to one.
        if (link.whole && (restoring || link.whole !== saidTooLong)) {
          notify(`The link leaves out the value list on ${link.leftOut.join(', ')}: it is too long for a link. Reload and Back keep it.`, 'entry');
        }
        saidTooLong = link.whole ?? null;
      },
      notify,
    };
  });
  return listener;
}

/** Back and Forward: the entry's view comes back (another dataset or set is loaded for it). */
export function useBackAndForward(address: Address, data: DatasetState, actions: GridActions, notify: Notify, changeNotices: (change: NoticeChange) => void) {
  const { open, openSheet, dataset, set, file } = data;
  const { restore } = actions;
  useEffect(() => {
    const onPopState = () => {
      changeNotices({ type: 'entryShown' });
      // Another sheet of the open workbook: read it, then put the entry's view back on its columns.
      const sheet = sheetToRead(currentSearch(), file);
      if (sheet !== undefined) {
        openSheet(sheet, (opened) => {
          const options = readAddress(currentSearch(), address.seed, opened, address.served, address.skipped);
          options.notices.forEach((notice) => notify(notice));
          return options.view;
        });
        return;
      }
      const options = readAddress(currentSearch(), address.seed, file ?? undefined, address.served, address.skipped);
      options.notices.forEach((notice) => notify(notice, options.noticesAbout));
      if (options.dataset !== dataset || options.view.set !== set) open(options.dataset, options.view.set, options.view);
      else restore(options.view);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [address.seed, address.served, address.skipped, dataset, set, file, open, openSheet, restore, notify, changeNotices]);
}

/** The sheet an address names when it is another sheet of the open workbook (`?file=book.xlsx&sheet=Stock`). */
function sheetToRead(search: string, file: Dataset | null): string | undefined {
  const params = new URLSearchParams(search);
  const sheet = params.getAll('sheet').at(-1);
  const named = params.getAll('file').at(-1);
  return file && named === file.label && sheet !== undefined && sheet !== file.sheet && file.sheets?.includes(sheet) ? sheet : undefined;
}
