import type { GroupLine } from '../engine/grouping/groupIndex';
import { RecentlyUsed } from '../engine/recentlyUsed';
import { pointTextOf } from '../engine/typedValues';
import type { ValueType } from '../model/columns';
import { ALL_CLOSED, groupId, onePerColumn, type Totals } from '../model/grouping';
import { type GroupSort, groupSortOf } from '../model/groupSort';
import { queryKey, type RowQuery } from '../model/query';
import type { Dialect } from '../sql/dialect';
import { type GroupFigure, orderGroups, pathKey, readGroups, splitWhole, textSummedColumns, textSums } from '../sql/groupFigures';
import { decimalsSql, groupRowsSql, groupsSql, offered, type SummedColumn, summedColumns, textSummedSql } from '../sql/groupingSql';
import type { SqlTable } from '../sql/sqlTable';
import { SharedAsks } from './sharedAsks';
import type { PageRow, ServedGroupedItem, ServedGroupedPage } from './servedTables';
import { cellsOf, type RunSql } from './tableReads';

/** A run of the display list: a group row, or the rows of an open deepest group (`at`: its first line's place). */
type Entry = { at: number; group: GroupFigure; open: boolean; leaf: boolean } | { at: number; rows: GroupFigure };

/** What a statement's reading needs: the statements of the query's turn, and the table the SQL is written for. */
export interface GroupingRun {
  readonly run: RunSql;
  /** Waits, in the query's turn, for a statement another session runs (a newer query of this session's stops the wait). */
  readonly wait: <T>(work: Promise<T>) => Promise<T>;
  readonly table: SqlTable;
}

/** How many statements' rows a table keeps for its sessions' groupings (a kept statement's text counts as a row per 100 characters). */
const ANSWER_ROWS_KEPT = 1_000_000;
/** How many lines of display lists a table keeps for its sessions' groupings. */
const LIST_LINES_KEPT = 500_000;

/** Where GroupingKept keeps the decimals of a column (by its stored text's name) read as `type`: a point and a comma read them apart. */
export const decimalsKey = (text: string, type: ValueType): string => `${type} ${text}`;

/**
 * What every session's grouping of a table keeps, shared: a page loaded again, a second person's
 * same view, reads what the first read. Kept by weight, not number: a grouping by a column of
 * 300,000 values holds about 250 MB, and pages opened again and again (each a new session) kept
 * one such grouping each until the server ran out of memory.
 */
export class GroupingKept {
  /** Each summed column's decimals by its stored text's name and the type read (decimalsKey; the table does not change). */
  readonly decimals = new Map<string, number>();
  /** Statements' rows by their text and values: a level's groups, the totals, a column's decimals. */
  readonly answers: RecentlyUsed<string, readonly (readonly unknown[])[]>;
  /** Display lists by table and query (open groups and sort included). */
  readonly lists: RecentlyUsed<string, { entries: Entry[]; length: number }>;
  /** Statements on their way, by the same key as `answers`: the same statement asked meanwhile waits for it. */
  readonly running = new SharedAsks<string, readonly (readonly unknown[])[]>();

  constructor(answerRows = ANSWER_ROWS_KEPT, listLines = LIST_LINES_KEPT) {
    this.answers = new RecentlyUsed(answerRows, (rows, key) => rows.length + Math.ceil(key.length / 100));
    this.lists = new RecentlyUsed(listLines, (list) => list.entries.length + 1);
  }
}

/**
 * A served table's grouping (issue 34) in its engine, the same for DuckDB and ClickHouse: each
 * level's groups from one GROUP BY (src/sql/groupingSql.ts), fetched only when a group of the
 * level above is shown open, and kept; ordered and laid out in a display list here; the rows of
 * an open group read a page at a time (LIMIT/OFFSET within the group). Only the page's lines go
 * to the page: the groups stay in the server.
 */
export class ServedGrouping {
  constructor(
    private readonly dialect: Dialect,
    /** What every session of the table keeps (its own session's alone otherwise). */
    private readonly kept = new GroupingKept(),
  ) {}

  /** Lines start..end-1 of a query that groups by one level or more, with the totals. */
  async page(at: GroupingRun, query: RowQuery, start: number, end: number): Promise<ServedGroupedPage> {
    const { passing, totals } = await this.totals(at, query);
    const key = JSON.stringify([at.table.name, queryKey(query)]);
    let list = this.kept.lists.get(key);
    if (!list) this.kept.lists.set(key, (list = await this.displayList(at, query)));
    const sort = groupSortOf(query.sort, query.grouping?.aggregates ?? []);
    const items: ServedGroupedItem[] = [];
    const { entries } = list;
    // The first entry the page reaches: the last starting at or before `start`.
    let [low, high] = [0, entries.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (entries[middle]!.at <= start) low = middle;
      else high = middle - 1;
    }
    for (let i = low; i < entries.length && entries[i]!.at < end; i++) {
      const entry = entries[i]!;
      if ('group' in entry) {
        if (entry.at < start) continue;
        const { path, count, texts } = entry.group;
        items.push({ group: { id: groupId(path), level: path.length, key: path.at(-1)!, count, open: entry.open, leaf: entry.leaf }, aggregates: texts });
        continue;
      }
      const [from, to] = [Math.max(start, entry.at) - entry.at, Math.min(end, entry.at + entry.rows.count) - entry.at];
      if (to > from) items.push(...(await this.groupRows(at, query, sort, entry.rows, from, to)));
    }
    return { items, length: list.length, passing, totals };
  }

  /** The rows that pass and the totals: their count and every aggregate over them. */
  async totals(at: GroupingRun, query: RowQuery): Promise<{ passing: number; totals: Totals }> {
    const [whole] = await this.groups(at, query, 0);
    return { passing: whole!.count, totals: { count: whole!.count, aggregates: whole!.texts } };
  }

  /** Every deepest group in the order shown (as if all were open), for Export groups; with no levels, the whole. */
  async lines(at: GroupingRun, query: RowQuery): Promise<GroupLine[]> {
    const depth = query.grouping?.levels.length ?? 0;
    const sort = groupSortOf(query.sort, query.grouping?.aggregates ?? []);
    const lineOf = ({ path, count, texts }: GroupFigure): GroupLine => ({ path, count, aggregates: onePerColumn(query.grouping?.aggregates ?? []).map(({ colId }) => texts[colId]!) });
    if (depth === 0) return (await this.groups(at, query, 0)).map(lineOf);
    const levels: Map<string, GroupFigure[]>[] = [];
    for (let level = 1; level <= depth; level++) levels.push(byParent(await this.groups(at, query, level)));
    const lines: GroupLine[] = [];
    const walk = (parent: GroupFigure['path']) => {
      for (const group of orderGroups(levels[parent.length]!.get(pathKey(parent)) ?? [], sort.groups)) {
        if (group.path.length === depth) lines.push(lineOf(group));
        else walk(group.path);
      }
    };
    walk([]);
    return lines;
  }

  /** The display list: each level's groups fetched once a group of the level above is shown open. */
  private async displayList(at: GroupingRun, query: RowQuery): Promise<{ entries: Entry[]; length: number }> {
    const depth = query.grouping!.levels.length;
    const open = query.grouping?.open ?? ALL_CLOSED;
    const toggled = new Set(open.toggled);
    // With none toggled no group's id is written: a grouping by a column of 300,000 values wrote 600,000.
    const isOpen = toggled.size === 0 ? () => open.all : (group: GroupFigure) => open.all !== toggled.has(groupId(group.path));
    const sort = groupSortOf(query.sort, query.grouping?.aggregates ?? []);
    const levels: Map<string, GroupFigure[]>[] = [];
    // The groups shown at each level, parents before children: a level is read only when one of them is open.
    let shown: GroupFigure[] = [{ path: [], count: 0, order: null, texts: {}, values: new Map() }];
    for (let level = 1; level <= depth && shown.length > 0; level++) {
      levels.push(byParent(await this.groups(at, query, level)));
      shown = shown.flatMap((parent) => (levels[parent.path.length]!.get(pathKey(parent.path)) ?? []).filter(isOpen));
    }
    const entries: Entry[] = [];
    let length = 0;
    const walk = (parent: GroupFigure['path']) => {
      for (const group of orderGroups(levels[parent.length]!.get(pathKey(parent)) ?? [], sort.groups)) {
        const leaf = group.path.length === depth;
        const opened = isOpen(group);
        entries.push({ at: length++, group, open: opened, leaf });
        if (!opened) continue;
        if (!leaf) walk(group.path);
        else if (group.count > 0) {
          entries.push({ at: length, rows: group });
          length += group.count;
        }
      }
    };
    walk([]);
    return { entries, length };
  }

  /** Rows from..to-1 of an open deepest group, in the rows' sort, with their cells. */
  private async groupRows({ run, table }: GroupingRun, query: RowQuery, sort: GroupSort, group: GroupFigure, from: number, to: number): Promise<PageRow[]> {
    const { sql, values } = groupRowsSql(this.dialect, table, { ...query, sort: sort.rows }, group.path, from, to);
    const numbers = (await run(sql, values)).map(([row]) => Number(row));
    return cellsOf(run, this.dialect, table, numbers);
  }

  /**
   * The groups of the first `depth` levels (0: the whole), aggregates and all, kept by statement.
   * A grouped query's whole and first level come from one statement: a first page scans once.
   */
  private async groups(at: GroupingRun, query: RowQuery, depth: number): Promise<GroupFigure[]> {
    const { table } = at;
    const aggregates = onePerColumn(query.grouping?.aggregates ?? []);
    const sums = offered(query, table);
    const summed = summedColumns(query, table);
    const decimals = await this.decimals(at, summed);
    const together = depth <= 1 && (query.grouping?.levels.length ?? 0) > 0;
    const read = await this.answer(at, groupsSql(this.dialect, table, query, together ? 1 : depth, decimals, together));
    const rows = together ? splitWhole(read, 1)[depth === 0 ? 'whole' : 'level'] : read;
    const fromTexts = new Map<string, Map<string, bigint>>();
    for (const colId of textSummedColumns(rows, depth, sums)) {
      const places = decimals.get(colId)!;
      fromTexts.set(colId, textSums(await this.answer(at, textSummedSql(this.dialect, table, query, depth, colId, places)), depth, places));
    }
    return readGroups(rows, depth, aggregates, sums, decimals, fromTexts, new Map(summed.map(({ colId, type }) => [colId, pointTextOf(type)])));
  }

  /** Each summed column's decimals, over the whole table. */
  private async decimals(at: GroupingRun, columns: readonly SummedColumn[]): Promise<Map<string, number>> {
    const keyOf = ({ colId, type }: SummedColumn) => decimalsKey(at.table.columns.find((column) => column.colId === colId)!.text, type);
    const missing = columns.filter((column) => !this.kept.decimals.has(keyOf(column)));
    if (missing.length > 0) {
      const { sql, values } = decimalsSql(this.dialect, at.table, missing);
      const [row = []] = await at.run(sql, values);
      missing.forEach((column, i) => this.kept.decimals.set(keyOf(column), Number(row[i])));
    }
    return new Map(columns.map((column) => [column.colId, this.kept.decimals.get(keyOf(column))!]));
  }

  private async answer({ run, wait }: GroupingRun, { sql, values }: { sql: string; values: readonly (string | number)[] }): Promise<readonly (readonly unknown[])[]> {
    const key = JSON.stringify([sql, values]);
    return (
      this.kept.answers.get(key) ??
      this.kept.running.ask(
        key,
        async () => {
          const rows = await run(sql, values);
          this.kept.answers.set(key, rows);
          return rows;
        },
        wait,
      )
    );
  }
}

/** A level's groups by their parent's path. */
function byParent(groups: readonly GroupFigure[]): Map<string, GroupFigure[]> {
  const children = new Map<string, GroupFigure[]>();
  for (const group of groups) {
    const parent = pathKey(group.path.slice(0, -1));
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent)!.push(group);
  }
  return children;
}
