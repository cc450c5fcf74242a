import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadedData } from '../grid/dataLoads';
import { type Dataset, fileDataset } from '../model/datasets';
import type { NoticeChange, Notify } from './notices';
import type { Address } from '../view/address';
import type { ViewState } from '../view/viewState';
import type { DataClient } from '../data/dataClient';
import type { SourceSpec } from '../model/protocol';
import { setSize, setSpec } from '../data/people/seeds';

export interface Progress {
  /** What is being done, as the page says it: "Generating 50000 people…", "Reading sales.csv…". */
  label: string;
  /** What the rows are: the progress bar is named after it. */
  what: Dataset['kind'];
  done: number;
  total: number;
  /** A file being read, which Cancel stops. */
  cancellable: boolean;
}

export interface DatasetState {
  /** The data last loaded (into the worker, or a served table), for the grid to put on screen. */
  loaded: LoadedData | null;
  /** The grid tells when `loaded`'s rows are on screen. */
  onShown: (data: LoadedData) => void;
  /** The dataset on screen (or about to be). */
  dataset: Dataset;
  /** Which generated set of People is on screen, or on its way: 0 first, n after n refreshes. */
  set: number;
  /** The file opened last, which the worker keeps: the switcher offers it. */
  file: Dataset | null;
  /** Set from the start of making, loading or reading rows until they are on screen. */
  progress: Progress | null;
  /** True once the first rows are on screen. */
  ready: boolean;
  /** Replaces the people with the next set of the sequence (REFRESH_SET_SIZE people); People only. */
  refresh: () => void;
  /** Switches to a dataset (and set of People), with a view to restore or none. */
  open: (dataset: Dataset, set?: number, view?: ViewState) => void;
  /** Reads a file of the visitor's; the data on screen stays until it is read, and if it cannot be. */
  openFile: (file: File) => void;
  /**
   * Reads another sheet of the open workbook, as openFile reads a file; `viewOf` gives the view
   * to put back on it once its columns are known (Back and Forward), else it opens as a new view.
   */
  openSheet: (sheet: string, viewOf?: (opened: Dataset) => ViewState) => void;
  /** Stops reading a file; the data on screen stays. */
  cancelFile: () => void;
}

const progressLabel = (dataset: Dataset, total: number) =>
  dataset.kind === 'people' ? `Generating ${total} people…` : `Loading ${dataset.label}…`;

/** What the data holds: the first dataset on mount, then whatever the visitor asks for. */
export function useDataset(
  client: DataClient,
  address: Address,
  notify: Notify,
  /** Told when a file opened: what was said about earlier files no longer holds. */
  changeNotices: (change: NoticeChange) => void,
): DatasetState {
  const { seed, rows, markupNames, sub } = address;
  const [dataset, setDataset] = useState(address.dataset);
  const [set, setSet] = useState(address.view.set);
  const [file, setFile] = useState<Dataset | null>(null);
  const [loaded, setLoaded] = useState<LoadedData | null>(null);
  const sizeOf = (target: Dataset, setIndex: number) => target.size ?? setSize(rows, setIndex);
  const [progress, setProgress] = useState<Progress | null>(() => {
    const total = sizeOf(dataset, set);
    return { label: progressLabel(dataset, total), what: dataset.kind, done: 0, total, cancellable: false };
  });
  const [ready, setReady] = useState(false);
  // Whether rows are being made or loaded. A ref, not `progress`: two clicks handled before
  // React renders again (both in one task) both saw the old `progress` and started two sets.
  const making = useRef(true);

  /**
   * Loads set `setIndex` of `target` (into the worker; a served table is only named; a file: the one it read as `fileRead`, or
   * the one shown last); the caller has set the state for it.
   */
  const load = useCallback(
    (target: Dataset, setIndex: number, view?: ViewState, fileRead?: number) => {
      const source: SourceSpec =
        target.kind === 'people'
          ? { type: 'people', key: 'people', set: setSpec({ seed, rows, markupNames, sub }, setIndex) }
          : target.kind === 'file'
            ? { type: 'file', key: 'file', read: fileRead }
            : target.kind === 'served'
              ? { type: 'served', key: target.key }
              : { type: 'list', key: target.key, columns: target.columns };
      void client
        .load(source, (done, total) => setProgress({ label: progressLabel(target, total), what: target.kind, done, total, cancellable: false }))
        .then((version) => {
          if (version === null) return;
          target.notices?.forEach((notice) => notify(notice, 'file'));
          setLoaded({ dataset: target, set: setIndex, version, view });
        });
    },
    [client, seed, rows, markupNames, sub, notify],
  );

  // Once per page, also when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load(address.dataset, address.view.set, address.view);
  }, [load, address]);

  const onShown = useCallback(
    (data: LoadedData) => {
      making.current = false;
      setProgress(null);
      setReady(true);
      // Make the next set of people while the visitor looks at this one: Refresh Data is instant.
      if (data.dataset.kind === 'people') client.prepare(setSpec({ seed, rows, markupNames, sub }, set + 1));
    },
    [client, seed, rows, markupNames, sub, set],
  );

  const open = (target: Dataset, setIndex = 0, view?: ViewState) => {
    client.cancelFile();
    making.current = true;
    setDataset(target);
    setSet(setIndex);
    const total = sizeOf(target, setIndex);
    setProgress({ label: progressLabel(target, total), what: target.kind, done: 0, total, cancellable: false });
    load(target, setIndex, view);
  };

  const refresh = () => {
    if (!progress && !making.current && dataset.kind === 'people') open(dataset, set + 1);
  };

  // The workbook opened last, kept so that another of its sheets can be read (the worker keeps only the table it read).
  const workbook = useRef<File | null>(null);

  const openFile = (picked: File, sheet?: string, viewOf?: (opened: Dataset) => ViewState) => {
    const label = sheet === undefined ? `Reading ${picked.name}…` : `Reading sheet ${sheet} of ${picked.name}…`;
    setProgress({ label, what: 'file', done: 0, total: picked.size, cancellable: true });
    void client
      .readFile(picked, (done, total) => setProgress({ label, what: 'file', done, total, cancellable: true }), sheet)
      .then((answer) => {
        // Cancelled, or another file (or dataset) came first: the page already moved on.
        if (answer === null) return;
        if ('rejected' in answer) {
          setProgress(null);
          notify(`Could not open “${picked.name}”: ${answer.rejected} The data on screen is unchanged.`, 'file');
          return;
        }
        const { sheets, sheet: read = '' } = answer;
        workbook.current = sheets && sheets.length > 1 ? picked : null;
        const opened = fileDataset(picked.name, answer.columns, answer.count, sheets && { sheets, sheet: read });
        // Read: it only remains to show it, which Cancel no longer stops.
        setProgress({ label: `Opening ${picked.name}…`, what: 'file', done: picked.size, total: picked.size, cancellable: false });
        making.current = true;
        setFile(opened);
        setDataset(opened);
        setSet(0);
        changeNotices({ type: 'fileOpened' });
        for (const notice of answer.notices) notify(notice, 'file');
        load(opened, 0, viewOf?.(opened), answer.ticket);
      });
  };

  const cancelFile = () => {
    if (!progress?.cancellable) return;
    client.cancelFile();
    setProgress(null);
    notify(`Stopped reading the file. The data on screen is unchanged.`, 'file');
  };

  const openSheet = (sheet: string, viewOf?: (opened: Dataset) => ViewState) => {
    if (workbook.current) openFile(workbook.current, sheet, viewOf);
  };

  return { loaded, onShown, dataset, set, file, progress, ready, refresh, open, openFile: (picked: File) => openFile(picked), openSheet, cancelFile };
}
