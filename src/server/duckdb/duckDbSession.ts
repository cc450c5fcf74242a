import type { DuckDBConnection } from '@duckdb/node-api';
import type { ColumnSpec, ColumnType } from '../../model/columns';
import type { TextFormat } from '../../model/protocol';
import type { GroupLine } from '../../engine/grouping/groupIndex';
import type { Totals } from '../../model/grouping';
import { filtersRows, queryKey, type RowQuery, ungrouped } from '../../model/query';
import type { ColumnSummary } from '../../model/summary';
import { DUCKDB } from '../../sql/dialect';
import { groupingUses } from '../../sql/groupingSql';
import { orderedRowsSql } from '../../sql/rowQuerySql';
import type { SqlTable } from '../../sql/sqlTable';
import { columnSummary, valuesKey } from '../columnSummary';
import { countFromTop, FIRST_ROWS_MAX, type FirstRows } from '../firstRows';
import { QueryTurns, Superseded } from '../queryTurns';
import { type GroupingRun, ServedGrouping } from '../servedGrouping';
import type { Page, PageRow, ServedGroupedPage, TableSession } from '../servedTables';
import { cellsOf, countRows, type RunSql, shownColumns } from '../tableReads';
import { type ExportColumn, ExportsUnderWay, type TextOptions } from '../textExport';
import { textExport } from './duckDbExport';
import { bound, connect, createDatabase, LazyConnection } from './database';
import { type KeptOrder, KeptOrders, newOrderTable, rowsOfOrder } from './keptOrders';
import { type ColumnUses, SharedTable, type SummaryAsked } from './sharedTable';


export interface OpenOptions {
  /** Told each query's statements as they start (for tests and measuring). */
  readonly log?: (sql: string) => void;
  /** Read through the staged view only, never stored (the view must answer as the table does). */
  readonly staged?: boolean;
  /** The most rows a table may have for a top-N first page (TOP_N_TABLES_UP_TO unless told). */
  readonly topNUpTo?: number;
  /** The most rows a page of a query that filters or searches may end at to be read by a top-N (FIRST_ROWS_MAX unless told; 0: never). */
  readonly firstRowsUpTo?: number;
}

/** A query that only sorts by columns (no rank): its first page is read as a top-N before its whole order is made (DuckDbSession.topPage). */
const onlySorts = (query: RowQuery) => query.filters.length === 0 && query.globalFilter === '' && query.sort.length > 0 && query.sort.every((item) => !item.rankTerm);
/** Tables past this many rows make the whole order first: past it, the order made after a top-N page kept the next page waiting. */
const TOP_N_TABLES_UP_TO = 2_000_000;

/**
 * A file's rows in DuckDB as one client reads them, filtered, ranked and sorted as the tab's
 * TableIndex does (the SQL comes from src/sql). Its queries' orders are tables every client
 * shares (keptOrders.ts), so a page after the first is a range of one; its queries take turns
 * (src/server/queryTurns.ts) on a connection of its own, opened at its first statement, and its
 * newer query interrupts its older one, never another client's.
 */
export class DuckDbSession implements TableSession {
  private readonly turns: QueryTurns;
  /** The values dialog's summaries: in turn with the queries, superseded only by a newer summary. */
  private readonly summaryTurns: QueryTurns;
  private readonly kept = new KeptOrders();
  private readonly exports = new ExportsUnderWay();
  private readonly grouping: ServedGrouping;

  private constructor(
    /** The table this client reads, shared with every other client of it. */
    readonly shared: SharedTable,
    private readonly connection: LazyConnection,
    private readonly log: (sql: string) => void,
    /** The database is this table's alone (open): it closes with it. */
    private readonly ownsDatabase: boolean,
    private readonly topNUpTo: number,
    private readonly firstRowsUpTo: number,
  ) {
    this.turns = new QueryTurns(connection, log);
    this.summaryTurns = this.turns.lane();
    this.grouping = new ServedGrouping(DUCKDB, shared.grouping);
  }

  /** Reads a CSV, TSV, Parquet, JSON or NDJSON file into a new in-memory DuckDB database, for one client. */
  static async open(path: string, options: OpenOptions = {}): Promise<DuckDbSession> {
    const instance = await createDatabase();
    try {
      const loaded = await SharedTable.load(instance, path, options.staged ? null : undefined);
      await loaded.stored;
      return DuckDbSession.session(loaded, options, true);
    } catch (error) {
      instance.closeSync();
      throw error;
    }
  }

  /** A new client's session of a shared table, on a connection of its own (opened at its first statement). */
  static session(shared: SharedTable, options: OpenOptions = {}, ownsDatabase = false): DuckDbSession {
    return new DuckDbSession(shared, new LazyConnection(shared.instance), options.log ?? (() => {}), ownsDatabase, options.topNUpTo ?? TOP_N_TABLES_UP_TO, options.firstRowsUpTo ?? FIRST_ROWS_MAX);
  }

  /** This client's connection, opened at its first use. */
  private connected(): Promise<DuckDBConnection> {
    return this.connection.get();
  }

  /** A query's turn (in `turns`' lane), as a reading of the shared table. */
  private take<T>(key: string, job: () => Promise<T>, ahead = false, turns = this.turns): Promise<T> {
    return turns.take(
      key,
      async () => {
        const done = this.shared.reading();
        try {
          return await job();
        } finally {
          done();
        }
      },
      ahead,
    );
  }

  /** The table the SQL is written for, with the columns worked out so far by any session. */
  private get table(): SqlTable {
    return this.shared.table;
  }

  /**
   * Asks the shared table for the columns the query (and a summary) needs and no load made.
   * Query `key` (of `turns`' lane) stops waiting for them when a newer query comes, which then
   * need not wait behind it (the store, say): the preparation goes on.
   */
  private async prepareColumns(query: RowQuery, { values, uses, key, turns = this.turns }: { values?: SummaryAsked; uses?: ColumnUses; key?: string; turns?: QueryTurns } = {}): Promise<void> {
    const prepared = this.shared.prepareColumns(query, this.log, values, uses);
    await (key === undefined ? prepared : turns.waitFor(key, prepared));
  }

  /** The columns as the grid shows them. */
  get specs(): readonly ColumnSpec[] {
    return this.shared.specs;
  }

  /** The displayed columns' ids (the file's headers) and types, in order. */
  get columns(): { colId: string; type: ColumnType }[] {
    return shownColumns(this.table);
  }

  /** How many rows the query shows. */
  count(query: RowQuery): Promise<number> {
    const key = queryKey(query);
    return this.take(key, async () => {
      const known = this.kept.get(key)?.count ?? this.shared.firstRows.count(key);
      if (known !== undefined) return known;
      await this.prepareColumns({ ...query, sort: [] }, { key });
      return countRows(this.statements(key), DUCKDB, this.table, query);
    });
  }

  /** Rows start..end-1 of the query's rows in its order, and how many it shows in all. */
  rows(query: RowQuery, start: number, end: number, ahead = false): Promise<Page> {
    const key = queryKey(query);
    return this.take(key, async () => {
      const kept = this.kept.get(key);
      const near = !kept && !this.shared.orders.has(key);
      if (near && end <= this.firstRowsUpTo && filtersRows(query)) return this.firstPage(key, await this.firstRows(key, query, end), start, end);
      const top = near && start === 0 && end <= FIRST_ROWS_MAX && onlySorts(query) ? await this.topPage(key, query, end) : null;
      if (top) return top;
      const order = kept ?? (await this.keepOrder(key, query));
      const rows = await this.shared.pages.read(JSON.stringify([order.table, start, end]), () => this.page(order, start, end));
      return { count: order.count, rows };
    }, ahead);
  }

  /**
   * What column `colId` holds among the rows that pass `query` (made by othersThan, as the tab's
   * columnValues takes it): the `Values of` dialog's summary, its list searched for `search`.
   * A newer summary supersedes it, never a query of rows (nor it one), as in the worker.
   */
  values(query: RowQuery, colId: string, search: string, limit?: number): Promise<ColumnSummary> {
    const key = valuesKey(query, colId, search, limit);
    const turns = this.summaryTurns;
    return this.take(key, async () => {
      await this.prepareColumns({ ...query, sort: [] }, { values: { colId, search }, key, turns });
      return columnSummary(this.statements(key, turns), this.table, query, colId, search, limit);
    }, false, turns);
  }

  /** Lines start..end-1 of a grouped query's display list, with the totals: GROUP BY in DuckDB (servedGrouping.ts). */
  grouped(query: RowQuery, start: number, end: number, ahead = false): Promise<ServedGroupedPage> {
    const key = queryKey(query);
    return this.take(key, async () => this.grouping.page(await this.groupingRun(key, query), query, start, end), ahead);
  }

  /** The rows that pass a grouped query, and its totals row. */
  groupTotals(query: RowQuery, ahead = false): Promise<{ passing: number; totals: Totals }> {
    const key = queryKey(ungrouped(query));
    return this.take(key, async () => this.grouping.totals(await this.groupingRun(key, query), query), ahead);
  }

  /** Export groups' lines: every deepest group in the order shown. */
  groupLines(query: RowQuery): Promise<GroupLine[]> {
    const key = queryKey(query);
    return this.take(key, async () => this.grouping.lines(await this.groupingRun(key, query), query));
  }

  /** The columns a grouped query reads, stored first; then its statements, in its turn. */
  private async groupingRun(key: string, query: RowQuery): Promise<GroupingRun> {
    await this.prepareColumns(ungrouped(query), { uses: groupingUses(query, this.table), key });
    return { run: this.statements(key), wait: (work) => this.turns.waitFor(key, work), table: this.table };
  }

  /** Every row that passes the query's filters and search (the table's `row` numbers), in the query's order. */
  passing(query: RowQuery): Promise<Uint32Array> {
    const key = queryKey(query);
    return this.take(key, async () => rowsOfOrder(await this.connected(), this.kept.get(key) ?? (await this.keepOrder(key, query))));
  }

  /** The query's rows (`only`: those of them whose `row` numbers it holds) as the tab's CSV or TSV text of `columns` (duckDbExport.ts), a piece at a time. */
  async *text(query: RowQuery, columns: readonly ExportColumn[], format: TextFormat, only?: readonly number[], options: TextOptions = {}): AsyncGenerator<string, void, undefined> {
    const done = this.shared.reading();
    try {
      // The columns the query sorts by are made in turn with the queries; then the export reads on a connection of its own, so paging neither waits for it nor interrupts it.
      const table = await this.turns.queued(async () => (await this.prepareColumns(query), this.table));
      const connection = await connect(this.shared.instance);
      const finished = this.exports.add(() => connection.closeSync());
      try {
        yield* textExport({ connection, table, log: this.log }, query, columns, format, only, options);
      } finally {
        finished();
        connection.closeSync();
      }
    } finally {
      done();
    }
  }

  /**
   * Closes now, or once no statement of its runs when one is under way (the order made after a
   * top-N page): it is interrupted, as closing a connection, or its database, under a running
   * statement ends the process. Whoever closes the database after it waits for this.
   */
  async close(): Promise<void> {
    await this.turns.drain();
    // Each order this client used is given back: the last use drops its table, on a connection of its own, before the database may close.
    await this.kept.clear().catch(() => undefined);
    this.exports.stopAll();
    await this.connection.close();
    if (!this.ownsDatabase) return;
    await this.shared.settled();
    this.shared.instance.closeSync();
  }

  /** Statements of query `key` on this client's connection, which a newer query interrupts. */
  private statements(key: string, turns = this.turns): RunSql {
    return (sql, values) => turns.statement(key, sql, async () => (await (await this.connected()).runAndReadAll(sql, ...bound(values))).getRowsJS());
  }

  /** Statements that run to their end (a page's cells, which other clients may be reading too). */
  private readonly reads: RunSql = async (sql, values) => {
    this.log(sql);
    return (await (await this.connected()).runAndReadAll(sql, ...bound(values))).getRowsJS();
  };

  /**
   * The query's order, kept for this client: another session's, made or under way, when one
   * asked the same query (made here after all if that one's making gave way to a newer query of
   * its own); else made here.
   */
  private async keepOrder(key: string, query: RowQuery): Promise<KeptOrder> {
    for (;;) {
      const others = this.shared.orders.use(key);
      const lease = others ?? this.shared.orders.make(key, this.makeOrder(key, query));
      let order: KeptOrder;
      try {
        // Only a wait for another session's order is cut short: this one's own statement is interrupted.
        order = await (others ? this.turns.waitFor(key, lease.order) : lease.order);
      } catch (error) {
        void lease.release();
        if (others && error instanceof Superseded && this.turns.isNewest(key)) continue;
        throw error;
      }
      await this.kept.keep(key, order, lease.release);
      return order;
    }
  }

  /** Puts the query's rows in order into a table of their numbers (its row ids are their places), which every session can read. */
  private async makeOrder(key: string, query: RowQuery): Promise<KeptOrder> {
    if (query.filters.length === 0 && query.globalFilter === '' && query.sort.length === 0) return { table: null, count: this.shared.count };
    await this.prepareColumns(query, { key });
    const table = newOrderTable();
    const { sql, values } = orderedRowsSql(DUCKDB, this.table, query);
    const keep = `CREATE TABLE ${table} AS ${sql}`;
    await this.turns.statement(key, keep, async () => (await this.connected()).run(keep, ...bound(values)));
    const [[count]] = (await (await this.connected()).runAndReadAll(`SELECT count(*) FROM ${table}`)).getRowsJS() as [[bigint]];
    return { table, count: Number(count) };
  }

  /**
   * The first rows of a query that only sorts, read as DuckDB's top-N (far sooner than its whole
   * order): the whole order is made next, in this query's turn, and the pages after these read
   * it. Null for a table too big for that (see TOP_N_TABLES_UP_TO).
   */
  private async topPage(key: string, query: RowQuery, end: number): Promise<Page | null> {
    // It neither filters nor searches: it shows every row.
    const { count } = this.shared;
    if (count > this.topNUpTo) return null;
    const numbers = await this.topRows(key, query, end);
    this.take(key, () => this.keepOrder(key, query)).catch(() => undefined); // a newer query or a close may stop it: the next page makes it
    return { count, rows: await cellsOf(this.reads, DUCKDB, this.table, numbers) };
  }

  /**
   * The first rows of a query that filters or searches, up to `end` at least, read as DuckDB's
   * top-N (every row that passes is scanned, only the first are sorted), and its count (no count
   * statement when the top-N read fewer rows than it asked for); kept for every session. The
   * whole order is made only for a page past FIRST_ROWS_MAX, `passing` or an export.
   */
  private firstRows(key: string, query: RowQuery, end: number): Promise<FirstRows> {
    const read = async (limit: number) => {
      const rows = await this.topRows(key, query, limit);
      return { rows, count: countFromTop(rows, limit) ?? this.shared.firstRows.count(key) ?? (await countRows(this.statements(key), DUCKDB, this.table, query)) };
    };
    return this.shared.firstRows.take(key, end, read, (first) => this.turns.waitFor(key, first), (error) => error instanceof Superseded && this.turns.isNewest(key));
  }

  /** The first `limit` rows of the query's order (their numbers), read as DuckDB's top-N in the query's turn, its columns prepared first. */
  private async topRows(key: string, query: RowQuery, limit: number): Promise<number[]> {
    await this.prepareColumns(query, { key });
    const { sql, values } = orderedRowsSql(DUCKDB, this.table, query);
    // The limit is this class's own whole number, written as such.
    return (await this.statements(key)(`${sql} LIMIT ${Math.trunc(limit)}`, values)).map(([row]) => Number(row));
  }

  /** Rows start..end-1 of query `key`'s first rows that reach them, with their cells, read once for every session. */
  private async firstPage(key: string, first: FirstRows, start: number, end: number): Promise<Page> {
    const rows = await this.shared.pages.read(JSON.stringify(['first', key, start, end]), () => cellsOf(this.reads, DUCKDB, this.table, first.rows.slice(Math.max(0, start), end)));
    return { count: first.count, rows };
  }

  /**
   * Places start..end-1 of a kept order, with their cells: the file's order is a range (the
   * table is stored in row order); a kept order's rows are found through the index on `row`.
   */
  private async page(order: KeptOrder, start: number, end: number): Promise<PageRow[]> {
    const numbers = order.table ? await this.rowsAt(order.table, start, end) : Array.from({ length: Math.max(0, Math.min(end, order.count) - start) }, (_, i) => start + i);
    return cellsOf(this.reads, DUCKDB, this.table, numbers, order.table === null);
  }

  /** The row numbers at places start..end-1 of a kept order. */
  private async rowsAt(table: string, start: number, end: number): Promise<number[]> {
    const sql = `SELECT "row" FROM ${table} WHERE rowid >= $1 AND rowid < $2 ORDER BY rowid`;
    this.log(sql);
    return ((await (await this.connected()).runAndReadAll(sql, [start, end])).getColumnsJS()[0] ?? []).map(Number);
  }
}
