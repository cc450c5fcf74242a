import { type Grouping, NO_GROUPING } from '../model/grouping';

/** What the grid draws of a grouping besides its rows: the levels (the Group column, the tree's ARIA) and the aggregates (the headers). */
const drawnKey = ({ levels, aggregates }: Grouping): string => JSON.stringify([levels, aggregates]);

/**
 * The grouping of the rows on screen (issue 34), not the one asked for: the Group column, the
 * tree's `aria-level` and the aggregated headers change in the task that draws the grouped rows,
 * so the grid never shows a grouping its rows do not have.
 */
export class DrawnGrouping {
  private now: Grouping = NO_GROUPING;
  private key = drawnKey(NO_GROUPING);
  private readonly listeners = new Set<() => void>();

  /** `drawChange` puts a change into the grid (the Group column, the tree's ARIA) before the listeners hear of it. */
  constructor(private readonly drawChange: (grouping: Grouping) => void) {}

  get grouping(): Grouping {
    return this.now;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Rows of `grouping` are being drawn: a change of what the grid draws besides them is drawn with them. */
  draw(grouping: Grouping) {
    this.now = grouping;
    const key = drawnKey(grouping);
    if (key === this.key) return;
    this.key = key;
    this.drawChange(grouping);
    for (const listener of this.listeners) listener();
  }
}
