/** What SortFollower needs of a column: AG Grid tells a column's listeners of its sort at once, in the task that changed it. */
export interface SortingColumn {
  addEventListener(eventType: 'sortChanged', listener: (event: { source: string }) => void): void;
}

/**
 * Makes AG Grid's sort state the one source of the view's sort: whatever a person does that
 * changes a column's sort (a click on any part of its header, Enter, Shift or Ctrl with either)
 * calls `changed` once, at the end of the step that changed it, however many columns it changed.
 * A sort the page puts in through the API (a view put back, a sort settled) is its own doing:
 * heard, it would end a view put back before its rows came (src/grid/viewSession.ts waits).
 * A grid-wide sortChanged event would come a task later; a click handler around the grid may
 * run before the grid's own (React handles a header's inner component at its portal).
 */
export class SortFollower {
  private readonly followed = new WeakSet<SortingColumn>();
  private due = false;

  constructor(private readonly changed: () => void) {}

  /** Follows these columns too (the grid's columns after new column definitions); each once. */
  follow(columns: readonly SortingColumn[] | null | undefined) {
    for (const column of columns ?? []) {
      if (this.followed.has(column)) continue;
      this.followed.add(column);
      column.addEventListener('sortChanged', this.heard);
    }
  }

  private readonly heard = ({ source }: { source: string }) => {
    if (source === 'api' || this.due) return;
    this.due = true;
    // A microtask runs once the grid's handler has set every column's sort: one change, read whole.
    queueMicrotask(() => {
      this.due = false;
      this.changed();
    });
  };
}
