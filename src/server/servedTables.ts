import type { TextFormat } from '../model/protocol';
import type { ColumnSummary } from '../model/summary';
import type { ColumnSpec, ColumnType } from '../model/columns';
import type { RowQuery } from '../model/query';
import type { ServedTableInfo, SkippedFile } from '../model/served';
import type { GroupLine, GroupRowInfo } from '../engine/grouping/groupIndex';
import type { AggregateTexts, Totals } from '../model/grouping';
import type { ExportColumn, TextOptions } from './textExport';

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

/** A line of a grouped page: a group row with its aggregates, or a row of the table with its cells. */
export type ServedGroupedItem = { group: GroupRowInfo; aggregates: AggregateTexts } | PageRow;

/** Lines start..end-1 of a grouped query's display list (group rows and open groups' rows), its length, the rows that pass and the totals. */
export interface ServedGroupedPage {
  readonly items: ServedGroupedItem[];
  readonly length: number;
  readonly passing: number;
  readonly totals: Totals;
}

/**
 * What a served table answers one client, whichever engine holds it (DuckDbSession in this
 * process, ClickHouseSession on a ClickHouse server): the data API (dataApi.ts) knows no more.
 * A newer query of the same client supersedes an older one (its promise rejects with Superseded);
 * a summary (`values`) is superseded only by a newer summary, and supersedes no query.
 */
export interface TableSession {
  /** The displayed columns' ids and types, in order: the row number first. */
  readonly columns: readonly { colId: string; type: ColumnType }[];
  /** Rows start..end-1 of the query's rows in its order, and how many it shows in all. */
  /** `ahead`: a page fetched before it is asked for, which never supersedes a newer query (QueryTurns.take). */
  rows(query: RowQuery, start: number, end: number, ahead?: boolean): Promise<Page>;
  /** The `Values of` dialog's summary of column `colId` among the rows that pass `query` (othersThan's), its list searched for `search`. */
  values(query: RowQuery, colId: string, search: string, limit?: number): Promise<ColumnSummary>;
  /** Every row that passes the query's filters and search (row numbers from 0), in the query's order. */
  passing(query: RowQuery): Promise<Uint32Array>;
  /** The query's rows (`only`: those of them it holds) as the tab's CSV or TSV text of `columns`, a piece at a time: the header line first. */
  text(query: RowQuery, columns: readonly ExportColumn[], format: TextFormat, only?: readonly number[], options?: TextOptions): AsyncIterable<string>;
  /** Lines start..end-1 of a query grouped by one level or more (group rows, open groups' rows), with the totals (servedGrouping.ts). */
  grouped(query: RowQuery, start: number, end: number, ahead?: boolean): Promise<ServedGroupedPage>;
  /**
   * The rows that pass a grouped query and its totals row: in the turn of the query's rows as
   * without grouping (`ungrouped`), which a page with aggregates and no levels reads just before.
   */
  groupTotals(query: RowQuery, ahead?: boolean): Promise<{ passing: number; totals: Totals }>;
  /** Export groups: every deepest group in the order shown, its keys, count and aggregate texts. */
  groupLines(query: RowQuery): Promise<GroupLine[]>;
}

/** The tables a data server serves, and each client's session of them (DuckDbTables: DuckDB; ClickHouseTables). */
export interface ServedTables {
  /** What the page's Dataset switcher offers. */
  list(): ServedTableInfo[];
  /** The files named at start that could not be read, so are not served. */
  readonly skipped: readonly SkippedFile[];
  /** A table's size and columns, or undefined when there is none by that name. */
  info(name: string): { count: number; specs: readonly ColumnSpec[] } | undefined;
  /** Client `client`'s session of table `name` (which must exist). */
  session(client: string, name: string): Promise<TableSession>;
}
