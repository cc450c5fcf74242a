import type { SetSpec } from '../../model/protocol';
import type { Scheduler } from '../scheduler';
import { generatePeople, type PeopleTable } from './peopleTable';

/** Rows made between two chances to give way. */
const ROWS_PER_STEP = 500;

/** Rows between two progress reports: often enough for a smooth bar, rarely enough to be free. */
const PROGRESS_EVERY = 10_000;

const setKey = ({ count, seed, markupNames, sub }: SetSpec) => `${count}:${seed}:${markupNames}:${sub.join(',')}`;

/** A set of people being made (or made). */
interface Generation {
  key: string;
  table: Promise<PeopleTable>;
  /** Progress listener of whoever waits for this set; null while nobody does. */
  onProgress: ((done: number) => void) | null;
  /** Ends its making ahead of time: someone waits for it (or it was not the set made ahead after all). */
  wanted: () => void;
}

/**
 * Makes sets of people a step at a time: the set a load waits for at full speed, and one set
 * ahead of time (the next one Refresh Data asks for) in short slices while no request is
 * being answered.
 */
export class PeopleSets {
  /** The set made ahead of time, until a load asks for it. */
  private madeAhead: Generation | null = null;

  constructor(private readonly scheduler: Scheduler) {}

  /** Starts making `set` ahead of time, unless it is the one being made ahead already. */
  prepare(set: SetSpec) {
    if (this.madeAhead?.key !== setKey(set)) this.makeAhead(this.start(set, true));
  }

  /**
   * The people of `set`: the set made ahead of time if it is this one (made at full speed from
   * now on), or else a new one. `onProgress` hears the rows done every PROGRESS_EVERY rows.
   */
  table(set: SetSpec, onProgress: (done: number, total: number) => void): Promise<PeopleTable> {
    const key = setKey(set);
    const generation = this.madeAhead?.key === key ? this.madeAhead : this.start(set, false);
    if (generation === this.madeAhead) this.makeAhead(null); // someone waits for it now: full speed
    generation.onProgress = (done) => {
      if (done % PROGRESS_EVERY === 0) onProgress(done, set.count);
    };
    return generation.table;
  }

  /** Makes `generation` the set made ahead of time (or none); the one before goes on at full speed. */
  private makeAhead(generation: Generation | null) {
    this.madeAhead?.wanted();
    this.madeAhead = generation;
  }

  private start(set: SetSpec, ahead: boolean): Generation {
    let wanted = () => {};
    // Nobody waits for a set made ahead of time: requests go first.
    const aheadUntil = ahead ? new Promise<void>((resolve) => (wanted = resolve)) : undefined;
    const generation: Generation = { key: setKey(set), table: Promise.resolve(null!), onProgress: null, wanted: () => wanted() };
    const made = this.scheduler.runInSteps(generatePeople(set.count, set.seed, ROWS_PER_STEP, set.markupNames, set.sub), {
      onStep: (done) => generation.onProgress?.(done),
      aheadUntil,
    });
    // Nested people (`?sub=`) get their tree, whose code only they fetch.
    generation.table = set.sub.some((n) => n > 0) ? Promise.all([made, import('../../model/treeShape')]).then(([table, { treeShape }]) => ({ ...table, tree: treeShape(set.count, set.sub) })) : made;
    return generation;
  }
}
