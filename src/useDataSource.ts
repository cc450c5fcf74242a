import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dataset } from './model/datasets';
import type { PeopleClient } from './worker/peopleClient';
import { REFRESH_SET_SIZE } from './model/person';
import type { SourceSpec } from './worker/protocol';
import { setSpec } from './worker/seeds';
import type { StartOptions } from './view/startOptions';
import type { ViewState } from './view/viewState';
import type { LoadedData } from './grid/usePeopleGrid';

export interface Progress {
  done: number;
  total: number;
}

export interface DataSource {
  /** The data last loaded into the worker, for the grid to put on screen. */
  loaded: LoadedData | null;
  /** The grid tells when `loaded`'s rows are on screen. */
  onShown: (data: LoadedData) => void;
  /** The dataset on screen (or about to be). */
  dataset: Dataset;
  /** Which generated set of People is on screen: 0 first, n after n refreshes. */
  set: number;
  /** Set from the start of making or loading rows until they are on screen. */
  progress: Progress | null;
  /** True once the first rows are on screen. */
  ready: boolean;
  /** Replaces the people with the next set of the sequence (50000 rows); People only. */
  refresh: () => void;
  /** Switches to a dataset (and set of People), with a view to restore or none. */
  open: (dataset: Dataset, set?: number, view?: ViewState) => void;
}

/** What the worker holds: the first dataset on mount, then whatever the visitor asks for. */
export function useDataSource(client: PeopleClient, startOptions: StartOptions): DataSource {
  const { seed, rows, markupNames, sub } = startOptions;
  const [dataset, setDataset] = useState(startOptions.dataset);
  const [set, setSet] = useState(startOptions.view.set);
  const [loaded, setLoaded] = useState<LoadedData | null>(null);
  const sizeOf = (target: Dataset, setIndex: number) => target.size ?? (setIndex === 0 ? rows : REFRESH_SET_SIZE);
  const [progress, setProgress] = useState<Progress | null>({ done: 0, total: sizeOf(dataset, set) });
  const [ready, setReady] = useState(false);
  // Whether rows are being made or loaded. A ref, not `progress`: two clicks handled before
  // React renders again (both in one task) both saw the old `progress` and started two sets.
  const making = useRef(true);

  /** Loads set `setIndex` of `target` into the worker; the caller has set the state for it. */
  const load = useCallback(
    (target: Dataset, setIndex: number, view?: ViewState) => {
      const source: SourceSpec =
        target.kind === 'people'
          ? { type: 'people', key: 'people', set: setSpec({ seed, markupNames, sub }, setIndex, setIndex === 0 ? rows : REFRESH_SET_SIZE) }
          : { type: 'list', key: target.key, columns: target.columns };
      void client
        .load(source, (done, total) => setProgress({ done, total }))
        .then((version) => version !== null && setLoaded({ dataset: target, set: setIndex, version, view }));
    },
    [client, seed, rows, markupNames, sub],
  );

  // Once per page, also when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load(startOptions.dataset, startOptions.view.set, startOptions.view);
  }, [load, startOptions]);

  const onShown = useCallback(
    (data: LoadedData) => {
      making.current = false;
      setProgress(null);
      setReady(true);
      // Make the next set of people while the visitor looks at this one: Refresh Data is instant.
      if (data.dataset.kind === 'people') client.prepare(setSpec({ seed, markupNames, sub }, set + 1, REFRESH_SET_SIZE));
    },
    [client, seed, markupNames, sub, set],
  );

  const open = (target: Dataset, setIndex = 0, view?: ViewState) => {
    making.current = true;
    setDataset(target);
    setSet(setIndex);
    setProgress({ done: 0, total: sizeOf(target, setIndex) });
    load(target, setIndex, view);
  };

  const refresh = () => {
    if (!progress && !making.current && dataset.kind === 'people') open(dataset, set + 1);
  };

  return { loaded, onShown, dataset, set, progress, ready, refresh, open };
}
