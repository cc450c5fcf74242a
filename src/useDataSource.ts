import { useCallback, useEffect, useRef, useState } from 'react';
import { type Dataset, datasetByKey } from './data/datasets';
import type { PeopleClient } from './data/peopleClient';
import { REFRESH_SET_SIZE } from './data/person';
import type { SourceSpec } from './data/protocol';
import { setSpec } from './data/seeds';
import type { StartOptions } from './data/startOptions';
import type { LoadedData } from './grid/usePeopleGrid';

export interface Progress {
  done: number;
  total: number;
}

export interface DataSource {
  /** The dataset last loaded into the worker, for the grid to put on screen. */
  loaded: LoadedData | null;
  /** The grid tells when `loaded`'s rows are on screen. */
  onShown: (data: LoadedData) => void;
  /** The dataset on screen (or about to be). */
  dataset: Dataset;
  /** Set from the start of making or loading rows until they are on screen. */
  progress: Progress | null;
  /** True once the first rows are on screen. */
  ready: boolean;
  /** Replaces the people with the next set of the sequence (50000 rows); People only. */
  refresh: () => void;
  /** Switches to another dataset, by its key. */
  open: (key: string) => void;
}

/** What the worker holds: the first dataset on mount, then whatever the visitor asks for. */
export function useDataSource(client: PeopleClient, startOptions: StartOptions): DataSource {
  const { seed, rows, markupNames } = startOptions;
  const [dataset, setDataset] = useState(startOptions.dataset);
  const [loaded, setLoaded] = useState<LoadedData | null>(null);
  const [progress, setProgress] = useState<Progress | null>({ done: 0, total: startOptions.dataset.size ?? rows });
  const [ready, setReady] = useState(false);
  /** The index of the next generated set of people (0 is the first, 1 the first refresh...). */
  const nextSet = useRef(0);

  /** The size of the next set of `target` to load. */
  const sizeOf = (target: Dataset) => target.size ?? (nextSet.current === 0 ? rows : REFRESH_SET_SIZE);

  /** Loads `target` into the worker; the caller has set `dataset` and `progress` for it. */
  const load = useCallback(
    (target: Dataset) => {
      const setIndex = nextSet.current++;
      const count = setIndex === 0 ? rows : REFRESH_SET_SIZE;
      const source: SourceSpec =
        target.kind === 'people'
          ? { type: 'people', key: 'people', set: setSpec({ seed, markupNames }, setIndex, count) }
          : { type: 'list', key: target.key, columns: target.columns };
      void client
        .load(source, (done, total) => setProgress({ done, total }))
        .then((version) => version !== null && setLoaded({ dataset: target, version }));
    },
    [client, seed, rows, markupNames],
  );

  // Once per page, also when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load(startOptions.dataset);
  }, [load, startOptions.dataset]);

  const onShown = useCallback(
    (data: LoadedData) => {
      setProgress(null);
      setReady(true);
      // Make the next set of people while the visitor looks at this one: Refresh Data is instant.
      if (data.dataset.kind === 'people') client.prepare(setSpec({ seed, markupNames }, nextSet.current, REFRESH_SET_SIZE));
    },
    [client, seed, markupNames],
  );

  const refresh = () => {
    if (progress || dataset.kind !== 'people') return;
    setProgress({ done: 0, total: sizeOf(dataset) });
    load(dataset);
  };

  const open = (key: string) => {
    const target = datasetByKey(key);
    if (!target || target === dataset) return;
    // Each visit of People starts its sequence of sets again, from the same seed.
    nextSet.current = 0;
    setDataset(target);
    setProgress({ done: 0, total: sizeOf(target) });
    load(target);
  };

  return { loaded, onShown, dataset, progress, ready, refresh, open };
}
