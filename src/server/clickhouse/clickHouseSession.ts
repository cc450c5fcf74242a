import { RecentlyUsed } from '../../engine/recentlyUsed';
import type { ColumnType } from '../../model/columns';
import type { TextFormat } from '../../model/protocol';
import type { GroupLine } from '../../engine/grouping/groupIndex';
import type { Totals } from '../../model/grouping';
import { queryKey, type RowQuery, ungrouped } from '../../model/query';
import type { ColumnSummary } from '../../model/summary';
import { CLICKHOUSE, clickHouseParams } from '../../sql/dialect';
import { orderedRecordsSql, orderedRowsSql } from '../../sql/rowQuerySql';
import { columnOf, type SqlTable } from '../../sql/sqlTable';
import { columnSummary, valuesKey } from '../columnSummary';
import { countFromTop } from '../firstRows';
import { QueryTurns } from '../queryTurns';
import { type GroupingKept, type GroupingRun, ServedGrouping } from '../servedGrouping';
import type { Page, ServedGroupedPage, TableSession } from '../servedTables';
import { cellsOf, countRows, type RunSql, shownColumns } from '../tableReads';
import { type ExportColumn, ExportsUnderWay, rowNumbers, textOfRecords, type TextOptions } from '../textExport';
import { type ClickHouseRun, type ClickHouseRunner, clientRunner, createClickHouseClient, runnerOf } from './client';

export interface ClickHouseOptions {
  /** Told each statement as it is sent (for tests and measuring). */
  readonly log?: (sql: string) => void;
  /** What every session's grouping of the table keeps (its own session's otherwise). */
  readonly grouping?: GroupingKept;
}

/** The most selected rows bound as one parameter (it travels in the request's URL); a larger selection is picked out as the rows stream. */
const MAX_BOUND_ROWS = 10_000;

/** How many queries' counts a session keeps. */
const KEPT_COUNTS = 64;

/** Whether an error is the abort of a request by its signal. */
const isAbort = (error: unknown, signal: AbortSignal) => signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * A table's rows in a ClickHouse server (or chdb) as one client reads them, filtered, ranked and
 * sorted as the tab's TableIndex does, in the SQL of src/sql in the ClickHouse dialect; it
 * answers as DuckDbSession does (TableSession, src/server/servedTables.ts: pages, the values
 * dialog's summary, passing rows, the text of a selection or a whole streamed export).
 *
 * The table must already exist and hold every stored column `table` names, each worked out
 * (ClickHouse adds none on first use as DuckDB does): the row number (Int64, from 0, file order),
 * and per displayed column its text (String, '' for an empty cell, never NULL), its folded form
 * (Nullable(String), NULL where it equals the text), its values under every type (Nullable(Float64)),
 * its place in natural order (Int32) and, for a column with texts that are not ASCII, their
 * JavaScript lower case where folding changes them (Nullable(String)). writeSnapshot
 * (src/server/duckdb/snapshot.ts) makes both: it writes such a table as Parquet and gives its
 * description (`table`, plain JSON). Load it with
 * `createTableSql(table)`, then `insertSnapshotSql(table, "s3('…', Parquet)")`, or as
 * loadIntoClickHouse (tableCreation.ts) does.
 *
 * Its queries take turns (queryTurns.ts): a newer query aborts the older one's request (and the
 * server, told to, stops it). Each `rows` runs the query again (the page's places by LIMIT/OFFSET,
 * its count unless the page ends the rows or the query was counted before, then their cells):
 * no order is kept between pages. An export reads on a request
 * of its own, so paging neither waits for it nor interrupts it.
 */
export class ClickHouseSession implements TableSession {
  private readonly runner: ClickHouseRunner;
  private readonly turns: QueryTurns;
  /** The values dialog's summaries: in turn with the queries, superseded only by a newer summary. */
  private readonly summaryTurns: QueryTurns;
  /** The request of the statement running for the client's queries. */
  private running: AbortController | null = null;
  private readonly exports = new ExportsUnderWay();
  /** The counts of the client's latest queries, by query key. */
  private readonly counts = new RecentlyUsed<string, number>(KEPT_COUNTS);
  private readonly grouping: ServedGrouping;

  constructor(
    private readonly table: SqlTable,
    run: ClickHouseRun | ClickHouseRunner,
    private readonly options: ClickHouseOptions & { readonly close?: () => Promise<void> } = {},
  ) {
    this.runner = runnerOf(run);
    this.turns = new QueryTurns({ interrupt: () => this.running?.abort() }, options.log ?? (() => {}));
    this.summaryTurns = this.turns.lane();
    this.grouping = new ServedGrouping(CLICKHOUSE, options.grouping);
  }

  /**
   * Talks to the ClickHouse server at `url` over HTTP(S) through @clickhouse/client: the URL may
   * hold the user, password and database (`https://user:password@host:8443/db`).
   */
  static connect(url: string, table: SqlTable, options: ClickHouseOptions = {}): ClickHouseSession {
    const client = createClickHouseClient(url);
    return new ClickHouseSession(table, clientRunner(client), { ...options, close: () => client.close() });
  }

  /** The displayed columns' ids and types, in order. */
  get columns(): { colId: string; type: ColumnType }[] {
    return shownColumns(this.table);
  }

  /** How many rows the query shows. */
  count(query: RowQuery): Promise<number> {
    const key = queryKey(query);
    return this.turns.take(key, () => this.countOf(key, query));
  }

  /** Query `key`'s count, counted once (the table never changes): the pages after the first, and a term asked again, count nothing. */
  private async countOf(key: string, query: RowQuery): Promise<number> {
    const count = this.counts.get(key) ?? (await countRows(this.statements(key), CLICKHOUSE, this.table, query));
    this.counts.set(key, count);
    return count;
  }

  /** Rows start..end-1 of the query's rows in its order, and how many it shows in all. */
  rows(query: RowQuery, start: number, end: number, ahead = false): Promise<Page> {
    const key = queryKey(query);
    return this.turns.take(
      key,
      async () => {
        const [from, to] = [Math.max(0, Math.trunc(start)), Math.trunc(end)];
        if (to <= from) return { count: await this.countOf(key, query), rows: [] };
        // The page first (ClickHouse's top-N), its count from it when it ends the rows; the bounds are this class's own whole numbers, written as such.
        const { sql, values } = orderedRowsSql(CLICKHOUSE, this.table, query);
        const places = (await this.statements(key)(`${sql} LIMIT ${to - from} OFFSET ${from}`, values)).map(([row]) => Number(row));
        const count = this.counts.get(key) ?? countFromTop(places, to - from, from) ?? (await this.countOf(key, query));
        this.counts.set(key, count);
        return { count, rows: await cellsOf(this.statements(key), CLICKHOUSE, this.table, places) };
      },
      ahead,
    );
  }

  /** The `Values of` dialog's summary (src/sql/summary.ts in the ClickHouse dialect), as DuckDbSession.values gives it. */
  values(query: RowQuery, colId: string, search: string, limit?: number): Promise<ColumnSummary> {
    const key = valuesKey(query, colId, search, limit);
    const turns = this.summaryTurns;
    return turns.take(key, () => columnSummary(this.statements(key, turns), this.table, query, colId, search, limit, CLICKHOUSE));
  }

  /** Lines start..end-1 of a grouped query's display list, with the totals: GROUP BY in ClickHouse (servedGrouping.ts). */
  grouped(query: RowQuery, start: number, end: number, ahead = false): Promise<ServedGroupedPage> {
    const key = queryKey(query);
    return this.turns.take(key, () => this.grouping.page(this.groupingRun(key), query, start, end), ahead);
  }

  /** The rows that pass a grouped query, and its totals row. */
  groupTotals(query: RowQuery, ahead = false): Promise<{ passing: number; totals: Totals }> {
    const key = queryKey(ungrouped(query));
    return this.turns.take(key, () => this.grouping.totals(this.groupingRun(key), query), ahead);
  }

  /** Export groups' lines: every deepest group in the order shown. */
  groupLines(query: RowQuery): Promise<GroupLine[]> {
    const key = queryKey(query);
    return this.turns.take(key, () => this.grouping.lines(this.groupingRun(key), query));
  }

  /** A grouped query's statements, in its turn (every column is worked out when the table is loaded). */
  private groupingRun(key: string): GroupingRun {
    return { run: this.statements(key), wait: (work) => this.turns.waitFor(key, work), table: this.table };
  }

  /** Every row that passes the query's filters and search (the table's `row` numbers), in the query's order, read as they stream. */
  passing(query: RowQuery): Promise<Uint32Array> {
    const key = queryKey(query);
    return this.turns.take(key, () => {
      const { sql, values } = orderedRowsSql(CLICKHOUSE, this.table, query);
      return this.statement(key, sql, async (signal) => {
        const parts: Uint32Array[] = [];
        for await (const rows of await this.runner.stream(sql, clickHouseParams(values), signal)) parts.push(Uint32Array.from(rows, ([row]) => Number(row)));
        const all = new Uint32Array(parts.reduce((sum, part) => sum + part.length, 0));
        parts.reduce((at, part) => (all.set(part, at), at + part.length), 0);
        return all;
      });
    });
  }

  /**
   * The query's rows (`only`: those of them whose `row` numbers it holds) as the tab's CSV or TSV
   * text of `columns`, a piece at a time, as DuckDbSession.text gives it: read from one sorted
   * statement as it streams. A selection of up to MAX_BOUND_ROWS rows is one bound Array
   * parameter; a larger one is picked out of the rows as they come.
   */
  async *text(query: RowQuery, columns: readonly ExportColumn[], format: TextFormat, only?: readonly number[], { chunkRows }: TextOptions = {}): AsyncGenerator<string, void, undefined> {
    for (const { colId } of columns) columnOf(this.table, colId);
    const selected = only && rowNumbers(only);
    const bound = selected !== undefined && selected.length <= MAX_BOUND_ROWS;
    const among = bound ? (row: string) => `has({only:Array(UInt64)}, ${row})` : undefined;
    const { sql, values } = orderedRecordsSql(CLICKHOUSE, this.table, query, columns.map(({ colId }) => colId), format, among);
    const request = new AbortController();
    const finished = this.exports.add(() => request.abort());
    try {
      this.options.log?.(sql);
      const rows = await this.runner.stream(sql, { ...clickHouseParams(values), ...(bound ? { only: selected } : {}) }, request.signal);
      yield* textOfRecords(rows, columns, format, chunkRows, selected && !bound ? new Set(selected) : undefined);
    } finally {
      // An export stopped early (the download closed) stops its request too.
      request.abort();
      finished();
    }
  }

  async close(): Promise<void> {
    this.running?.abort();
    this.exports.stopAll();
    await this.options.close?.();
  }

  /** Statements of query `key`, each on a request of its own, which a newer query aborts. */
  private statements(key: string, turns = this.turns): RunSql {
    return (sql, values) => this.statement(key, sql, (signal) => this.runner.run(sql, clickHouseParams(values), signal), turns);
  }

  /** Runs a statement of query `key` on a request of its own, which a newer query aborts (QueryTurns then answers Superseded). */
  private statement<T>(key: string, sql: string, run: (signal: AbortSignal) => Promise<T>, turns = this.turns): Promise<T> {
    return turns.statement(key, sql, async () => {
      const request = new AbortController();
      this.running = request;
      try {
        return await run(request.signal);
      } catch (error) {
        // QueryTurns tells an interrupted statement by its message.
        if (isAbort(error, request.signal)) throw new Error('interrupted: a newer query aborted this one', { cause: error });
        throw error;
      } finally {
        if (this.running === request) this.running = null;
      }
    });
  }
}
