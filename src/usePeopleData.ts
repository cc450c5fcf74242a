import { useEffect, useRef, useState } from 'react';
import { seedForSet } from './data/makePeople';
import { type Person, REFRESH_SET_SIZE } from './data/person';
import { createPeopleSource, type PeopleSource } from './data/peopleSource';
import type { StartOptions } from './data/startOptions';

export interface PeopleData {
  people: Person[] | null;
  /** True while a set is being generated. */
  generating: boolean;
  /** Replaces the people with the next set of the sequence (50000 rows). */
  refresh: () => void;
}

/** The generated people: the first set on mount, the next one on each refresh. */
export function usePeopleData({ seed, rows }: StartOptions): PeopleData {
  const [people, setPeople] = useState<Person[] | null>(null);
  const [generating, setGenerating] = useState(true);
  const sourceRef = useRef<PeopleSource | null>(null);
  const nextSetRef = useRef(1);

  useEffect(() => {
    const source = createPeopleSource();
    sourceRef.current = source;
    void source.generate(rows, seedForSet(seed, 0)).then((result) => {
      if (result === 'superseded') return;
      setPeople(result);
      setGenerating(false);
    });
    return () => {
      source.dispose();
      sourceRef.current = null;
    };
  }, [seed, rows]);

  const refresh = () => {
    const source = sourceRef.current;
    if (!source) return;
    const setIndex = nextSetRef.current++;
    setGenerating(true);
    void source.generate(REFRESH_SET_SIZE, seedForSet(seed, setIndex)).then((result) => {
      if (result === 'superseded') return;
      setPeople(result);
      setGenerating(false);
    });
  };

  return { people, generating, refresh };
}
