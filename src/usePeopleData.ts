import { useCallback, useEffect, useRef, useState } from 'react';
import type { PeopleClient } from './data/peopleClient';
import { REFRESH_SET_SIZE } from './data/person';
import { seedForSet } from './data/seeds';
import type { StartOptions } from './data/startOptions';

export interface Progress {
  done: number;
  total: number;
}

export interface PeopleData {
  /** Set from the start of making a set until its rows are on screen; `done` counts rows made. */
  progress: Progress | null;
  /** True once the first set is on screen. */
  ready: boolean;
  /** Replaces the people with the next set of the sequence (50000 rows). */
  refresh: () => void;
}

/**
 * The generated people: the first set on mount, the next one on each refresh. `show` puts a
 * loaded set on screen and resolves once its rows are there.
 */
export function usePeopleData(
  client: PeopleClient,
  { seed, rows }: StartOptions,
  show: (version: number) => Promise<void>,
): PeopleData {
  const [progress, setProgress] = useState<Progress | null>({ done: 0, total: rows });
  const [ready, setReady] = useState(false);
  const nextSet = useRef(1);
  // Whether a set is being made. A ref, not `progress`: two clicks handled before React renders
  // again (both in one task) both saw the old `progress` and started two sets at once, which
  // skipped one of the seed's sequence and made the button busy again after it was enabled.
  const making = useRef(false);

  const loadSet = useCallback(
    (setIndex: number, count: number) => {
      making.current = true;
      return client
        .load(count, seedForSet(seed, setIndex), (done, total) => setProgress({ done, total }))
        .then(show)
        .then(() => {
          making.current = false;
          setProgress(null);
          setReady(true);
          // Make the next set while the visitor looks at this one, so Refresh Data is instant.
          client.prepare(REFRESH_SET_SIZE, seedForSet(seed, setIndex + 1));
        });
    },
    [client, seed, show],
  );

  useEffect(() => {
    void loadSet(0, rows);
  }, [loadSet, rows]);

  const refresh = () => {
    if (progress || making.current) return;
    setProgress({ done: 0, total: REFRESH_SET_SIZE });
    void loadSet(nextSet.current++, REFRESH_SET_SIZE);
  };

  return { progress, ready, refresh };
}
