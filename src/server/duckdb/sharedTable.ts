import type { TableNotice } from '../../model/tableNotice';
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { type ColumnSpec, familyOf, TYPE_NAMES, type ValueType } from '../../model/columns';
import type { RowQuery } from '../../model/query';
import { type SqlColumn, type SqlTable, textSorted, typedUses } from '../../sql/sqlTable';
import { DUCKDB } from '../../sql/dialect';
import { decimalsSql } from '../../sql/groupingSql';
import { summaryUses } from '../../sql/summary';
import { SharedFirstRows } from '../firstRows';
import { UnreadableFile } from '../servedFiles';
import { decimalsKey, GroupingKept } from '../servedGrouping';
import type { PageRow } from '../servedTables';
import { addNaturalOrder, addValues } from './addedColumns';
import { bound, connect } from './database';
import { type KeptOrder, SharedOrders } from './keptOrders';
import { dropStaged, orderLargeColumns, type StagedFile, stageTable, storeTable } from './loadTable';
import { SharedPages } from './sharedPages';
import { storedNames } from './storedNames';

/** The types that read a column as numbers (with a decimal point, with a decimal comma): each has its own decimals. */
const NUMBER_TYPES = TYPE_NAMES.filter((type): type is ValueType => familyOf(type) === 'number');

/** The column a summary reads (the `Values of` dialog's) and its search: what the summary needs is added too. */
export interface SummaryAsked {
  readonly colId: string;
  readonly search: string;
}

/** Columns a grouping needs stored (groupingUses): natural orders, values of a type. */
export interface ColumnUses {
  readonly sorted: readonly string[];
  readonly typed: readonly { colId: string; type: ValueType }[];
}

let opened = 0;

/**
 * A file loaded into a DuckDB database, shared by every session that reads it. Columns worked
 * out on first use (a natural order, values of a type chosen in the Type menu) are added one
 * at a time, and every session sees them.
 */
export class SharedTable {
  /** Column preparations wait for the one before: two sessions never add the same column. */
  private preparing: Promise<unknown> = Promise.resolve();
  /** Every session's query orders, by query key: a query another session asked is not sorted again. */
  readonly orders = new SharedOrders((order) => this.dropOrder(order));
  /** Pages of those orders read for any session, by order table and place (a table's name is never used again). */
  readonly pages = new SharedPages<PageRow[]>();
  /** The first rows and count of every session's queries that filter or search, by query key, read by top-N (src/server/firstRows.ts). */
  readonly firstRows = new SharedFirstRows();
  /** What every session's grouping keeps (servedGrouping.ts): each summed column's decimals, read once, and the groups read. */
  readonly grouping = new GroupingKept();

  constructor(
    readonly instance: DuckDBInstance,
    private current: SqlTable,
    /** The columns as the grid shows them: the tab's ids, headers, types and default kinds. */
    readonly specs: readonly ColumnSpec[],
    /** How many rows it has. */
    readonly count: number,
    /** What the page tells of it (StagedFile's notices). */
    readonly notices: readonly TableNotice[] = [],
  ) {}

  /** The table the SQL is written for, with the columns worked out so far for any session. */
  get table(): SqlTable {
    return this.current;
  }

  /**
   * Done when the table is stored: until then queries read the staged view (src/server/duckdb/loadTable.ts),
   * and every column preparation waits for it.
   */
  stored: Promise<void> = Promise.resolve();

  /**
   * Stages a CSV, TSV, JSON or Parquet file of `instance` for queries, and stores it as a table
   * meanwhile, once `storeAfter` is done (never, when null: the view answers alone).
   */
  static async load(instance: DuckDBInstance, path: string, storeAfter: Promise<unknown> | null = Promise.resolve()): Promise<SharedTable> {
    const name = `table${++opened}`;
    const connection = await connect(instance);
    let staged: StagedFile;
    try {
      staged = await stageTable(connection, path, name);
    } catch (error) {
      throw new UnreadableFile(error);
    } finally {
      connection.closeSync();
    }
    const loaded = new SharedTable(instance, staged.table, staged.specs, staged.count, staged.notices);
    if (storeAfter === null) return loaded;
    loaded.stored = loaded.prepare(async () => (await storeAfter.catch(() => undefined), loaded.store(staged, name)));
    // Whoever waits for it hears of a failure; the table is still read through the view.
    loaded.stored.catch(() => undefined);
    return loaded;
  }

  private async store(staged: StagedFile, name: string): Promise<void> {
    const connection = await connect(this.instance);
    try {
      this.current = await storeTable(connection, staged, name);
      // A grouping's first Sum or Mean would otherwise wait for a scan of its column's texts.
      await this.readDecimals(connection);
      // What the view read goes once no reading that may have begun on it is under way (outside the preparations, which readings may wait for).
      // A database closed meanwhile (a test's, a server stopping) has nothing left to drop.
      void this.quiet().then(() => this.dropStaged(staged)).catch(() => undefined);
      // Sorts read the stored table from here; the orders of millions of different texts come after, one by one.
      this.current = await orderLargeColumns(connection, this.current);
    } finally {
      connection.closeSync();
    }
  }

  /** The decimals of every column read as numbers (with a point or a comma), for every session's grouping (servedGrouping.ts reads what is missing). */
  private async readDecimals(connection: DuckDBConnection): Promise<void> {
    const numbers = this.current.columns.flatMap((column) => NUMBER_TYPES.filter((type) => column.values?.[type]).map((type) => ({ column, type })));
    if (numbers.length === 0) return;
    const { sql, values } = decimalsSql(DUCKDB, this.current, numbers.map(({ column, type }) => ({ colId: column.colId, type })));
    const [row = []] = (await connection.runAndReadAll(sql, ...bound(values))).getRowsJS();
    numbers.forEach(({ column, type }, i) => this.grouping.decimals.set(decimalsKey(column.text, type), Number(row[i])));
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

  /** Resolves once every preparation asked for so far (the store among them) is done: the database may close then. */
  settled(): Promise<void> {
    return this.prepare(() => Promise.resolve());
  }

  /** Runs `job` after every preparation asked for before it. */
  prepare<T>(job: () => Promise<T>): Promise<T> {
    const done = this.preparing.then(job);
    this.preparing = done.catch(() => undefined);
    return done;
  }

  /** Column `colId` changed by `change`, in the table the SQL is written for. */
  private changeColumn(colId: string, change: (column: SqlColumn) => SqlColumn): void {
    this.current = { ...this.current, columns: this.current.columns.map((column) => (column.colId === colId ? change(column) : column)) };
  }

  /**
   * Works out what the query needs and no load did (not interrupted: it is kept): the natural
   * order of each column it sorts as text, the values of each column it reads as another type;
   * and what a column's summary needs (`values`: its natural order, typed values);
   * on a connection of its own, so no session's newer query waits for it on the session's
   * connection. `log` is told each step.
   */
  async prepareColumns(query: RowQuery, log: (label: string) => void, values?: SummaryAsked, uses?: ColumnUses): Promise<void> {
    // Nothing to add: no waiting behind another session's preparation.
    if (this.missing(query, values, uses).length === 0) return;
    await this.prepare(async () => {
      const connection = await connect(this.instance);
      try {
        // Asked again in turn: an earlier preparation may have added some meanwhile.
        for (const { label, add } of this.missing(query, values, uses)) {
          log(label);
          await add(connection);
        }
      } finally {
        connection.closeSync();
      }
    });
  }

  /** The columns the query needs that are not there yet, each with the step that adds it. */
  private missing(query: RowQuery, values?: SummaryAsked, uses?: ColumnUses): { label: string; add: (connection: DuckDBConnection) => Promise<void> }[] {
    const columnOf = (colId: string) => this.table.columns.find((column) => column.colId === colId)!;
    const asked = values ? summaryUses(query, this.table, values.colId) : { sorted: [], typed: [] };
    const summary = { sorted: [...asked.sorted, ...(uses?.sorted ?? [])], typed: [...asked.typed, ...(uses?.typed ?? [])] };
    const steps: { label: string; add: (connection: DuckDBConnection) => Promise<void> }[] = [];
    for (const colId of new Set([...textSorted(query, this.table), ...summary.sorted])) {
      if (columnOf(colId).order) continue;
      const { text, order } = storedNames(columnOf(colId).text);
      steps.push({ label: `natural order of ${colId}`, add: async (connection) => {
        await addNaturalOrder(connection, this.table.name, text, order);
        this.changeColumn(colId, (column) => ({ ...column, order }));
      } });
    }
    for (const { colId, type } of new Map([...typedUses(query, this.table), ...summary.typed].map((use) => [`${use.colId}\0${use.type}`, use])).values()) {
      if (columnOf(colId).values?.[type]) continue;
      const { text, value } = storedNames(columnOf(colId).text);
      steps.push({ label: `${type} values of ${colId}`, add: async (connection) => {
        await addValues(connection, this.table.name, text, type, value(type));
        this.changeColumn(colId, (column) => ({ ...column, values: { ...column.values, [type]: value(type) } }));
      } });
    }
    return steps;
  }
}
