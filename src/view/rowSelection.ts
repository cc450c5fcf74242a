/**
 * The rows a person has selected, by their row in the data (not their place on screen), so a
 * selection survives paging and sorting. The page holds it: a click shows at once, with no
 * round trip to the worker. One byte a row, grown as rows are selected.
 *
 * It keeps to what passes the filters: `keepOnly` is called with the passing rows whenever the
 * filters or the search change, and `selectAll` selects exactly the passing rows. So the count
 * is always "selected among the rows that pass".
 */
export class RowSelection {
  private mask = new Uint8Array(0);
  private count = 0;
  /** The row a plain toggle last touched: where a Shift range starts. */
  private anchor: number | null = null;
  private readonly listeners = new Set<() => void>();
  /** Goes up with each change (React's useSyncExternalStore reads it). */
  version = 0;

  /** How many rows pass the filters now: all of them selected makes the header checkbox "all". */
  private passing = 0;

  get size() {
    return this.count;
  }

  /** For the header checkbox: none, some or all of the rows that pass are selected. */
  get state(): 'none' | 'some' | 'all' {
    if (this.count === 0) return 'none';
    return this.count >= this.passing ? 'all' : 'some';
  }

  /** The grid heard how many rows pass the filters. */
  setPassing(count: number) {
    if (count === this.passing) return;
    this.passing = count;
    this.changed();
  }

  has(row: number): boolean {
    return this.mask[row] === 1;
  }

  /** Selects or unselects one row; a later Shift range starts from it. */
  toggle(row: number) {
    this.set(row, !this.has(row));
    this.anchor = row;
    this.changed();
  }

  /**
   * Shift+click or Shift+Space on `row`: selects every row of the page from the anchor to it,
   * both included (`pageRows`: the page's rows in screen order). With no anchor on the page,
   * it toggles `row` alone.
   */
  extend(row: number, pageRows: readonly number[]) {
    const from = this.anchor === null ? -1 : pageRows.indexOf(this.anchor);
    const to = pageRows.indexOf(row);
    if (from < 0 || to < 0) return this.toggle(row);
    for (let i = Math.min(from, to); i <= Math.max(from, to); i++) this.set(pageRows[i]!, true);
    this.changed();
  }

  /** Exactly these rows (every row that passes the filters). */
  selectAll(rows: ArrayLike<number>) {
    this.mask = new Uint8Array(this.mask.length);
    this.count = 0;
    for (let i = 0; i < rows.length; i++) this.set(rows[i]!, true);
    this.changed();
  }

  /** Keeps only the selected rows among these (the rows that pass a new filter). */
  keepOnly(rows: ArrayLike<number>) {
    if (this.count === 0) return;
    const kept = new Uint8Array(this.mask.length);
    let count = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (this.mask[row] !== 1 || kept[row] === 1) continue;
      kept[row] = 1;
      count++;
    }
    if (count === this.count) return;
    this.mask = kept;
    this.count = count;
    this.changed();
  }

  clear() {
    if (this.count === 0 && this.anchor === null) return;
    this.mask = new Uint8Array(0);
    this.count = 0;
    this.anchor = null;
    this.changed();
  }

  /** The selection as one byte a row (1 = selected), for the worker; null when none is. */
  toMask(): Uint8Array | null {
    return this.count === 0 ? null : this.mask.slice();
  }

  /** Calls `listener` after each change; returns a way to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(row: number, on: boolean) {
    if (row >= this.mask.length) {
      if (!on) return;
      const grown = new Uint8Array(Math.max(row + 1, this.mask.length * 2, 1024));
      grown.set(this.mask);
      this.mask = grown;
    }
    if (this.has(row) === on) return;
    this.mask[row] = on ? 1 : 0;
    this.count += on ? 1 : -1;
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
