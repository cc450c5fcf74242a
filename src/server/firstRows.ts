import { RecentlyUsed } from '../engine/recentlyUsed';

/**
 * The first rows of a query's order (their `row` numbers), read by a top-N, and how many rows
 * pass it: a first page and its count without the whole order made.
 */
export interface FirstRows {
  readonly count: number;
  readonly rows: readonly number[];
}

/** How many first rows a top-N reads at least: the first pages, and the page fetched ahead, cost one statement. */
export const FIRST_ROWS_READ = 1_000;
/** A page ending past this many rows is read from the whole order, made first. */
export const FIRST_ROWS_MAX = 10_000;
/** How many queries' first rows a table keeps for every session (1,000 rows: about 8 KB). */
const KEPT = 256;

/** The limit of a top-N read for a page ending at `end`. */
export const firstRowsLimit = (end: number): number => Math.max(Math.trunc(end), FIRST_ROWS_READ);

/** Whether first rows read with `limit` answer a page ending at `end`: they reach it, or they are every row that passes. */
export const reaches = (first: FirstRows, end: number): boolean => first.rows.length >= end || first.rows.length === first.count;

/**
 * The count of a query whose rows from place `from` on, read with a LIMIT of `limit`, are `rows`:
 * fewer than the limit end its rows (no count statement needed), unless none came past a `from`
 * that may lie past the end; else undefined (counted apart).
 */
export const countFromTop = (rows: readonly unknown[], limit: number, from = 0): number | undefined =>
  rows.length < limit && (from === 0 || rows.length > 0) ? from + rows.length : undefined;

/** Every session's first rows of a table's queries, by query key: a term asked again, by anyone, is answered without a statement. */
export class SharedFirstRows {
  private readonly kept = new RecentlyUsed<string, FirstRows>(KEPT);
  /** First rows being read, by query key, with the limit they are read with. */
  private readonly reading = new Map<string, { limit: number; first: Promise<FirstRows> }>();

  /** The first rows kept for `key` when they answer a page ending at `end`. */
  get(key: string, end: number): FirstRows | undefined {
    const first = this.kept.get(key);
    return first && reaches(first, end) ? first : undefined;
  }

  /** How many rows pass query `key`, when its first rows are kept. */
  count(key: string): number | undefined {
    return this.kept.get(key)?.count;
  }

  /** Keeps `first` as `key`'s, unless longer ones are kept. */
  keep(key: string, first: FirstRows): void {
    const kept = this.kept.get(key);
    if (!kept || kept.rows.length < first.rows.length) this.kept.set(key, first);
  }

  /**
   * The first rows of `key` for a page ending at `end`: kept ones; else those another session is
   * reading (ten people opening one link read them once), waited for with `wait`; else read
   * here with `read(limit)` and kept. A wait that ends in an error `again` accepts (the reader's
   * query gave way to its session's newer one) reads anew.
   */
  async take(key: string, end: number, read: (limit: number) => Promise<FirstRows>, wait: (first: Promise<FirstRows>) => Promise<FirstRows>, again: (error: unknown) => boolean): Promise<FirstRows> {
    const limit = firstRowsLimit(end);
    for (;;) {
      const kept = this.get(key, end);
      if (kept) return kept;
      const other = this.reading.get(key);
      if (!other || other.limit < limit) break;
      try {
        const first = await wait(other.first);
        if (reaches(first, end)) return first;
      } catch (error) {
        if (!again(error)) throw error;
      }
    }
    const entry = { limit, first: read(limit) };
    this.reading.set(key, entry);
    // Settled before any waiter hears: a waiter told to read anew finds no reader.
    entry.first.finally(() => this.reading.get(key) === entry && this.reading.delete(key)).catch(() => undefined);
    const first = await entry.first;
    this.keep(key, first);
    return first;
  }
}
