import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { ColumnSummary } from '../engine/columnValues';
import { type ColumnSpec, type ColumnType, TYPE_NAMES } from '../model/columns';
import { queryKey, type RowQuery } from '../model/query';
import { DUCKDB } from '../sql/dialect';
import { countSql, orderedRowsSql } from '../sql/rowQuerySql';
import { type SqlColumn, type SqlTable, textSorted, typedUses } from '../sql/sqlTable';
import { summaryUses } from '../sql/summary';
import { columnSummary } from './columnSummary';
import { connect, createDatabase, LazyConnection } from './database';
import { type KeptOrder, KeptOrders, newOrderTable, rowsOfOrder, SharedOrders } from './keptOrders';
import { dropStaged, orderLargeColumns, type StagedFile, stageTable, storeTable } from './loadTable';
import { QueryTurns, Superseded } from './queryTurns';
import { SharedPages } from './sharedPages';
import { addLowered, addNaturalOrder, addValues } from './laterColumns';
import { isAsciiSql } from './foldTable';
import { storedNames } from './storedNames';
import { type ExportColumn, textExport, type TextOptions } from './textExport';
import type { TextFormat } from '../data/protocol';

const { quote } = DUCKDB;

/** A row of a page: its number in the table (file order, from 0) and its cells' texts, in column order. */
export interface PageRow {
  readonly row: number;
  readonly cells: readonly string[];
}

export interface Page {
  /** How many rows the query shows in all. */
  readonly count: number;
  readonly rows: readonly PageRow[];
}

export interface OpenOptions {
  /** Told each query's statements as they start (for tests and measuring). */
  readonly log?: (sql: string) => void;
  /** Read through the staged view only, never stored (the view must answer as the table does). */
  readonly staged?: boolean;
  /** The most rows a table may have for a top-N first page (TOP_N_TABLES_UP_TO unless told). */
  readonly topNUpTo?: number;
}

/** A query that only sorts by columns (no rank): its first page is read as a top-N before its whole order is made (DuckDbTable.topPage). */
const onlySorts = (query: RowQuery) => query.filters.length === 0 && query.globalFilter === '' && query.sort.length > 0 && query.sort.every((item) => !item.rankTerm);
/** A first page longer than this is read from the whole order, made first. */
const TOP_ROWS_MAX = 10_000;
/**
 * Tables past this many rows make the whole order first: at 10,000,000 rows it took longer than
 * a person's look at the first page, and the next page, asked at once, waited behind it (132 ms,
 * where 100 is the target; the whole order first: 431 ms to the first page, 20 to the next).
 */
const TOP_N_TABLES_UP_TO = 2_000_000;

let opened = 0;
const SNAPSHOT_TYPES: readonly ColumnType[] = TYPE_NAMES;

/**
 * A file loaded into a DuckDB database, shared by every session that reads it. Columns worked
 * out on first use (a natural order, values of a type chosen in the Type menu) are added one
 * at a time, and every session sees them.
 */
export class LoadedTable {
  /** Column preparations wait for the one before: two sessions never add the same column. */
  private preparing: Promise<unknown> = Promise.resolve();
  /** Every session's query orders, by query key: a query another session asked is not sorted again. */
  readonly orders = new SharedOrders((order) => this.dropOrder(order));
  /** Pages of those orders read for any session, by order table and place (a table's name is never used again). */
  readonly pages = new SharedPages<PageRow[]>();

  constructor(
    readonly instance: DuckDBInstance,
    public table: SqlTable,
    /** The columns as the grid shows them: the tab's ids, headers, types and default kinds. */
    readonly specs: readonly ColumnSpec[],
    /** How many rows it has. */
    readonly count: number,
  ) {}

  /**
   * Done when the table is stored: until then queries read the staged view (src/server/loadTable.ts),
   * and every column preparation waits for it.
   */
  stored: Promise<void> = Promise.resolve();

  /**
   * Stages a CSV, TSV, JSON or Parquet file of `instance` for queries, and stores it as a table
   * meanwhile, once `storeAfter` is done (never, when null: the view answers alone).
   */
  static async load(instance: DuckDBInstance, path: string, storeAfter: Promise<unknown> | null = Promise.resolve()): Promise<LoadedTable> {
    const name = `table${++opened}`;
    const connection = await connect(instance);
    let staged: StagedFile;
    try {
      staged = await stageTable(connection, path, name);
    } finally {
      connection.closeSync();
    }
    const loaded = new LoadedTable(instance, staged.table, staged.specs, staged.count);
    if (storeAfter === null) return loaded;
    loaded.stored = loaded.prepare(async () => (await storeAfter.catch(() => undefined), loaded.store(staged, name)));
    // Whoever waits for it hears of a failure; the table is still read through the view.
    loaded.stored.catch(() => undefined);
    return loaded;
  }

  private async store(staged: StagedFile, name: string): Promise<void> {
    const connection = await connect(this.instance);
    try {
      this.table = await storeTable(connection, staged, name);
      // What the view read goes once no reading that may have begun on it is under way (outside the preparations, which readings may wait for).
      // A database closed meanwhile (a test's, a server stopping) has nothing left to drop.
      void this.quiet().then(() => this.dropStaged(staged)).catch(() => undefined);
      // Sorts read the stored table from here; the orders of millions of different texts come after, one by one.
      this.table = await orderLargeColumns(connection, this.table);
    } finally {
      connection.closeSync();
    }
  }

  private async dropStaged(staged: StagedFile): Promise<void> {
    const connection = await connect(this.instance);
    try {
      await dropStaged(connection, staged.staged);
    } finally {
      connection.closeSync();
    }
  }

  private async dropOrder(order: KeptOrder): Promise<void> {
    if (!order.table) return;
    const connection = await connect(this.instance);
    try {
      await connection.run(`DROP TABLE IF EXISTS ${order.table}`);
    } finally {
      connection.closeSync();
    }
  }

  /** Readings of the table under way (a query's turn, an export): what a staged view reads is dropped only when there are none. */
  private readings = 0;
  private whenQuiet: (() => void)[] = [];

  /** Marks a reading under way until the function it gives is called. */
  reading(): () => void {
    this.readings++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.readings === 0) for (const resolve of this.whenQuiet.splice(0)) resolve();
    };
  }

  private quiet(): Promise<void> {
    return this.readings === 0 ? Promise.resolve() : new Promise((resolve) => this.whenQuiet.push(resolve));
  }

  /** Runs `job` after every preparation asked for before it. */
  prepare<T>(job: () => Promise<T>): Promise<T> {
    const done = this.preparing.then(job);
    this.preparing = done.catch(() => undefined);
    return done;
  }
}

/**
 * A file's rows in DuckDB as one client reads them, filtered, ranked and sorted as the tab's
 * TableIndex does (the SQL comes from src/sql). Its queries' orders are tables every client
 * shares (keptOrders.ts), so a page after the first is a range of one; its queries take turns
 * (src/server/queryTurns.ts) on a connection of its own, opened at its first statement, and its
 * newer query interrupts its older one, never another client's.
 */
export class DuckDbTable {
  private readonly turns: QueryTurns;
  private readonly kept = new KeptOrders();
  /** The connections of exports under way. */
  private readonly exports = new Set<DuckDBConnection>();

  private constructor(
    private readonly shared: LoadedTable,
    private readonly connection: LazyConnection,
    private readonly log: (sql: string) => void,
    /** The database is this table's alone (open): it closes with it. */
    private readonly ownsDatabase: boolean,
    private readonly topNUpTo: number,
  ) {
    this.turns = new QueryTurns(connection, log);
  }

  /** Reads a CSV, TSV, Parquet, JSON or NDJSON file into a new in-memory DuckDB database, for one client. */
  static async open(path: string, options: OpenOptions = {}): Promise<DuckDbTable> {
    const instance = await createDatabase();
    try {
      const loaded = await LoadedTable.load(instance, path, options.staged ? null : undefined);
      await loaded.stored;
      return DuckDbTable.session(loaded, options, true);
    } catch (error) {
      instance.closeSync();
      throw error;
    }
  }

  /** A new client's view of a loaded table, on a connection of its own (opened at its first statement). */
  static session(shared: LoadedTable, options: OpenOptions = {}, ownsDatabase = false): DuckDbTable {
    return new DuckDbTable(shared, new LazyConnection(shared.instance), options.log ?? (() => {}), ownsDatabase, options.topNUpTo ?? TOP_N_TABLES_UP_TO);
  }

  /** This client's connection, opened at its first use. */
  private connected(): Promise<DuckDBConnection> {
    return this.connection.get();
  }

  /** A query's turn, as a reading of the shared table. */
  private take<T>(key: string, job: () => Promise<T>, ahead = false): Promise<T> {
    return this.turns.take(
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

  private set table(table: SqlTable) {
    this.shared.table = table;
  }

  /** The columns as the grid shows them. */
  get specs(): readonly ColumnSpec[] {
    return this.shared.specs;
  }

  /** The displayed columns' ids (the file's headers) and types, in order. */
  get columns(): { colId: string; type: ColumnType }[] {
    return this.table.columns.map(({ colId, type }) => ({ colId, type }));
  }

  /** How many rows the query shows. */
  count(query: RowQuery): Promise<number> {
    const key = queryKey(query);
    return this.take(key, async () => {
      const kept = this.kept.get(key);
      if (kept) return kept.count;
      await this.prepareColumns({ ...query, sort: [] });
      return this.countNow(key, query);
    });
  }

  /** Rows start..end-1 of the query's rows in its order, and how many it shows in all. */
  rows(query: RowQuery, start: number, end: number, ahead = false): Promise<Page> {
    const key = queryKey(query);
    return this.take(key, async () => {
      const kept = this.kept.get(key);
      const top = !kept && start === 0 && end <= TOP_ROWS_MAX && onlySorts(query) && !this.shared.orders.has(key) ? await this.topPage(key, query, end) : null;
      if (top) return top;
      const order = kept ?? (await this.keepOrder(key, query));
      const rows = await this.shared.pages.read(JSON.stringify([order.table, start, end]), () => this.page(order, start, end));
      return { count: order.count, rows };
    }, ahead);
  }

  /**
   * What column `colId` holds among the rows that pass `query` (made by othersThan, as the tab's
   * columnValues takes it): the `Values of` dialog's summary, its list searched for `search`.
   * A newer query supersedes it.
   */
  values(query: RowQuery, colId: string, search: string, limit?: number): Promise<ColumnSummary> {
    const key = JSON.stringify(['values', colId, search, limit ?? null, queryKey(query)]);
    return this.take(key, async () => {
      await this.prepareColumns({ ...query, sort: [] }, { colId, search });
      return columnSummary((sql, values) => this.turns.statement(key, sql, async () => (await (await this.connected()).runAndReadAll(sql, [...values])).getRowsJS()), this.table, query, colId, search, limit);
    });
  }

  /** Every row that passes the query's filters and search (the table's `row` numbers), in the query's order. */
  passing(query: RowQuery): Promise<Uint32Array> {
    const key = queryKey(query);
    return this.take(key, async () => rowsOfOrder(await this.connected(), this.kept.get(key) ?? (await this.keepOrder(key, query))));
  }

  /** The query's rows (`only`: those of them whose `row` numbers it holds) as the tab's CSV or TSV text of `columns` (src/server/textExport.ts), a piece at a time. */
  async *text(query: RowQuery, columns: readonly ExportColumn[], format: TextFormat, only?: readonly number[], options: TextOptions = {}): AsyncGenerator<string, void, undefined> {
    const done = this.shared.reading();
    try {
      // The columns the query sorts by are made in turn with the queries; then the export reads on a connection of its own, so paging neither waits for it nor interrupts it.
      const table = await this.turns.queued(async () => (await this.prepareColumns(query), this.table));
      const connection = await connect(this.shared.instance);
      this.exports.add(connection);
      try {
        yield* textExport({ connection, table, log: this.log }, query, columns, format, only, options);
      } finally {
        this.exports.delete(connection);
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
    for (const connection of this.exports) connection.closeSync();
    await this.connection.close();
    if (this.ownsDatabase) this.shared.instance.closeSync();
  }

  private async countNow(key: string, query: RowQuery): Promise<number> {
    const { sql, values } = countSql(DUCKDB, this.table, query);
    const result = await this.turns.statement(key, sql, async () => (await this.connected()).runAndReadAll(sql, [...values]));
    const [[count]] = result.getRowsJS() as [[bigint]];
    return Number(count);
  }

  /** Column `colId` changed by `change`, in the table the SQL is written for. */
  private changeColumn(colId: string, change: (column: SqlColumn) => SqlColumn): void {
    this.table = { ...this.table, columns: this.table.columns.map((column) => (column.colId === colId ? change(column) : column)) };
  }

  /**
   * Works out what the query needs and no load did (not interrupted: it is kept): the natural
   * order of each column it sorts as text, the values of each column it reads as another type;
   * and what a column's summary needs (`values`: its natural order, typed values, lowered texts).
   */
  private async prepareColumns(query: RowQuery, values?: { colId: string; search: string }): Promise<void> {
    // Nothing to add: no waiting behind another session's preparation.
    if (this.missing(query, values).length === 0) return;
    await this.shared.prepare(async () => {
      // Asked again in turn: an earlier preparation may have added some meanwhile.
      for (const { label, add } of this.missing(query, values)) {
        this.log(label);
        await add();
      }
    });
  }

  /** The columns the query needs that are not there yet, each with the step that adds it. */
  private missing(query: RowQuery, values?: { colId: string; search: string }): { label: string; add: () => Promise<void> }[] {
    const columnOf = (colId: string) => this.table.columns.find((column) => column.colId === colId)!;
    const summary = values ? summaryUses(query, this.table, values.colId, values.search) : { sorted: [], typed: [], lowered: [] };
    const steps: { label: string; add: () => Promise<void> }[] = [];
    for (const colId of new Set([...textSorted(query, this.table), ...summary.sorted])) {
      if (columnOf(colId).order) continue;
      const { text, order } = storedNames(columnOf(colId).text);
      steps.push({ label: `natural order of ${colId}`, add: async () => {
        await addNaturalOrder(await this.connected(), this.table.name, text, order);
        this.changeColumn(colId, (column) => ({ ...column, order }));
      } });
    }
    for (const { colId, type } of new Map([...typedUses(query, this.table), ...summary.typed].map((use) => [`${use.colId}\0${use.type}`, use])).values()) {
      if (columnOf(colId).values?.[type]) continue;
      const { text, value } = storedNames(columnOf(colId).text);
      steps.push({ label: `${type} values of ${colId}`, add: async () => {
        await addValues(await this.connected(), this.table.name, text, type, value(type));
        this.changeColumn(colId, (column) => ({ ...column, values: { ...column.values, [type]: value(type) } }));
      } });
    }
    for (const colId of summary.lowered) {
      if (columnOf(colId).lowered) continue;
      const { text, lowered } = storedNames(columnOf(colId).text);
      steps.push({ label: `lowered texts of ${colId}`, add: async () => {
        await addLowered(await this.connected(), this.table.name, text, lowered);
        this.changeColumn(colId, (column) => ({ ...column, lowered }));
      } });
    }
    return steps;
  }

  /**
   * Writes the table to a Parquet file with every column worked out (each natural order, values
   * under every type, lower-cased texts) and gives its description: another engine (ClickHouse)
   * can load the file and answer the same SQL in its dialect (src/server/clickHouseTable.ts).
   */
  snapshot(path: string): Promise<SqlTable> {
    return this.take('snapshot', async () => {
      const colIds = this.table.columns.map(({ colId }) => colId);
      // Every column sorted as each type: prepareColumns works out what that needs and is missing.
      for (const type of SNAPSHOT_TYPES) {
        await this.prepareColumns({ filters: [], globalFilter: '', sort: colIds.map((colId) => ({ colId, sort: 'asc' })), types: Object.fromEntries(colIds.map((colId) => [colId, type])) });
      }
      // A searched summary of every column: its lowered texts.
      for (const colId of colIds) await this.prepareColumns({ filters: [], globalFilter: '', sort: [] }, { colId, search: 'a' });
      // Another engine's lower() differs from JavaScript's elsewhere than DuckDB's: every text that is not ASCII keeps its own.
      const lowered = this.table.columns.map(({ text, lowered }) => `CASE WHEN ${isAsciiSql(quote(text))} THEN NULL ELSE coalesce(${quote(lowered!)}, lower(${quote(text)})) END AS ${quote(lowered!)}`);
      await (await this.connected()).run(`COPY (SELECT * REPLACE (${lowered.join(', ')}) FROM ${quote(this.table.name)}) TO ${DUCKDB.literal(path)} (FORMAT parquet)`);
      return this.table;
    });
  }

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
    await this.prepareColumns(query);
    const table = newOrderTable();
    const { sql, values } = orderedRowsSql(DUCKDB, this.table, query);
    const keep = `CREATE TABLE ${table} AS ${sql}`;
    await this.turns.statement(key, keep, async () => (await this.connected()).run(keep, [...values]));
    const [[count]] = (await (await this.connected()).runAndReadAll(`SELECT count(*) FROM ${table}`)).getRowsJS() as [[bigint]];
    return { table, count: Number(count) };
  }

  /**
   * The first rows of a query that only sorts, read as DuckDB's top-N (3 ms at a million rows,
   * where its whole order takes 33): the whole order is made next, in this query's turn, and
   * the pages after these read it. Null for a table too big for that (see TOP_N_TABLES_UP_TO).
   */
  private async topPage(key: string, query: RowQuery, end: number): Promise<Page | null> {
    // It neither filters nor searches: it shows every row.
    const { count } = this.shared;
    if (count > this.topNUpTo) return null;
    await this.prepareColumns(query);
    const { sql, values } = orderedRowsSql(DUCKDB, this.table, query);
    const top = `${sql} LIMIT ${Math.trunc(end)}`;
    const numbers = await this.turns.statement(key, top, async () => ((await (await this.connected()).runAndReadAll(top, [...values])).getColumnsJS()[0] ?? []).map(Number));
    this.take(key, () => this.keepOrder(key, query)).catch(() => undefined); // a newer query or a close may stop it: the next page makes it
    return { count, rows: await this.cellsOf(numbers) };
  }

  /** Places start..end-1 of a kept order, with their cells. */
  private async page(order: KeptOrder, start: number, end: number): Promise<PageRow[]> {
    const numbers = order.table ? await this.rowsAt(order.table, start, end) : Array.from({ length: Math.max(0, Math.min(end, order.count) - start) }, (_, i) => start + i);
    return this.cellsOf(numbers, order.table === null);
  }

  /** The cells of rows `numbers`, in that order; `consecutive`: they run from the first to the last by one. */
  private async cellsOf(numbers: readonly number[], consecutive = false): Promise<PageRow[]> {
    if (numbers.length === 0) return [];
    const cells = this.table.columns.map((column) => quote(column.text)).join(', ');
    // Row numbers are the engine's own whole numbers, written as such. The file's order is a range
    // (the table is stored in row order); a kept order's rows are found through the index on `row`.
    const row = quote(this.table.rowNumber);
    const where = consecutive ? `${row} >= ${Math.trunc(numbers[0]!)} AND ${row} <= ${Math.trunc(numbers.at(-1)!)}` : `${row} IN (${numbers.map((number) => String(Math.trunc(number))).join(', ')})`;
    const sql = `SELECT ${row}, ${cells} FROM ${quote(this.table.name)} WHERE ${where}`;
    this.log(sql);
    const found = new Map(((await (await this.connected()).runAndReadAll(sql)).getRowsJS() as [bigint, ...string[]][]).map(([row, ...texts]) => [Number(row), texts]));
    return numbers.map((row) => ({ row, cells: found.get(row)! }));
  }

  /** The row numbers at places start..end-1 of a kept order. */
  private async rowsAt(table: string, start: number, end: number): Promise<number[]> {
    const sql = `SELECT "row" FROM ${table} WHERE rowid >= $1 AND rowid < $2 ORDER BY rowid`;
    this.log(sql);
    return ((await (await this.connected()).runAndReadAll(sql, [start, end])).getColumnsJS()[0] ?? []).map(Number);
  }
}
