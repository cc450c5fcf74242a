import type { QueryResult, RowIndex } from '../engine/rowIndex';
import { queryKey, type RowQuery, ungrouped } from '../model/query';
import type { Scheduler } from './scheduler';

/**
 * The results of the queries asked of the loaded rows: the newest query asked for (an older
 * one still running stops at its next step), and the result asked for last, kept because
 * pages of it are asked for again and again.
 */
export class QueryResults {
  /** The newest query's rows (as without grouping: grouped queries that differ only in open groups share them). */
  private latestQuery = '';
  /** The newest query itself: a grouped query's answer stops once another is asked. */
  private latestAsked = '';
  /** The result asked for last, by the rows' version and the query. */
  private kept: { key: string; result: Promise<QueryResult> } | null = null;

  constructor(private readonly scheduler: Scheduler) {}

  /** A request for `query` came in: it is the newest, and older ones running stop. */
  asked(query: RowQuery) {
    this.latestQuery = queryKey(ungrouped(query));
    this.latestAsked = queryKey(query);
  }

  /** Whether `query` is the newest asked. */
  isLatest(query: RowQuery): boolean {
    return this.latestAsked === queryKey(query);
  }

  /** New rows were loaded: no result kept is about them. */
  forget() {
    this.kept = null;
  }

  /** The rows of `query` (without its grouping) on `index` (version `version` of the rows); throws Superseded if a newer query comes first. */
  resultOf(index: RowIndex, version: number, grouped: RowQuery): Promise<QueryResult> {
    const query = ungrouped(grouped);
    const asked = queryKey(query);
    const key = `${version}:${asked}`;
    if (this.kept?.key === key) return this.kept.result;
    const result = this.scheduler.runInSteps(index.run(query), { stillWanted: () => this.latestQuery === asked });
    const kept = (this.kept = { key, result });
    result.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return result;
  }
}
