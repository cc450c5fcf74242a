import type { ColumnType } from '../../model/columns';
import { type Aggregate, type AggregateTexts, ALL_CLOSED, type GroupKey, type Grouping, levelId, NO_GROUPING, onePerColumn, type Totals } from '../../model/grouping';
import { type GroupSort, groupSortOf } from '../../model/groupSort';
import { queryKey, type RowQuery } from '../../model/query';
import { RecentlyUsed } from '../recentlyUsed';
import { countingSort } from '../sortKeys';
import { type AggregateValues, aggregateValues, DISTINCT_BITMAP_BITS } from './aggregates';
import { ColumnFacts, type GroupSource } from './columnFacts';
import { displayList, idOf, openFlags } from './displayList';
import { groupOrder, SORTED_AT_ONCE } from './groupOrder';
import { type GroupTree, groupTree, rowCount } from './groupTree';
import { type LevelKeys, levelKeys } from './levelKeys';

/** What a group row shows besides its aggregates. `level` counts from 1 (outermost). */
export interface GroupRowInfo {
  id: string;
  level: number;
  /** The rows' shared text; null for the blank group, `(Blank)` on screen. */
  key: GroupKey;
  /** The rows in it that pass. */
  count: number;
  open: boolean;
  /** Whether its rows (not another level's groups) follow it when open. */
  leaf: boolean;
}

/** A line of the page: a group row, or a row of the table (by row number). */
export type GroupedItem = { group: GroupRowInfo; aggregates: AggregateTexts } | { row: number };

export interface GroupedPage {
  /** Lines start..end-1 of the display list. */
  items: GroupedItem[];
  /** The display list's length: what the pager pages over. */
  length: number;
  /** The rows that pass (nested people: the top-level ones): what `N Rows` counts. */
  passing: number;
  totals: Totals;
}

/** A deepest-level group of the summary (Export groups): its path of keys, count and aggregate texts in the aggregates' order. */
export interface GroupLine {
  path: GroupKey[];
  count: number;
  aggregates: string[];
}

/** Sizes past which a stage changes method: distinct values counted in a bitmap or over runs; a block of groups sorted at once or in steps. */
export interface GroupLimits {
  distinctBitmapBits: number;
  sortedAtOnce: number;
}

const LIMITS: GroupLimits = { distinctBitmapBits: DISTINCT_BITMAP_BITS, sortedAtOnce: SORTED_AT_ONCE };

/** Everything about a grouped query but the open groups and the rows' order, and the keys of the caches they came from. */
interface Grouped {
  tree: GroupTree;
  keys: LevelKeys[];
  aggregates: { aggregate: Aggregate; values: AggregateValues }[];
  sort: GroupSort;
  treeKey: string;
  /** The query without its grouping or sort, nested people's top rows only: the rows that are grouped. */
  base: RowQuery;
}

/**
 * Groups and summarizes any table's rows (issue 34), from its TableIndex: the rows that pass,
 * each column's values and orders. Each stage is kept for the next request: the rows that
 * pass, each level's keys, the groups, each aggregate, the groups' order, the rows' order within
 * groups; so opening a group, paging, or changing only the order recomputes no grouping.
 */
export class GroupIndex {
  private readonly facts = new Map<string, ColumnFacts>();
  private readonly keys = new Map<string, LevelKeys>();
  private readonly passing = new RecentlyUsed<string, Uint32Array>(2);
  private readonly trees = new RecentlyUsed<string, GroupTree>(2);
  private readonly values = new RecentlyUsed<string, AggregateValues>(12);
  private readonly orders = new RecentlyUsed<string, Uint32Array[]>(4);
  /** The open groups' rows in the rows' sort, for the last groups, sort and open groups asked. */
  private openSorted: { key: string; open: Uint8Array; rowsOf: (group: number) => Uint32Array } | null = null;

  constructor(
    private readonly source: GroupSource,
    /** Sizes past which a stage changes method, its answer the same (tests make them small to check the other method). */
    private readonly limits: GroupLimits = LIMITS,
  ) {}

  /** Lines start..end-1 of the query's display list, the totals and the counts. */
  *page(query: RowQuery, start: number, end: number): Generator<void, GroupedPage> {
    const grouped = yield* this.grouped(query);
    const { tree, keys, aggregates, sort } = grouped;
    const orders = yield* this.orderOf(grouped);
    const open = openFlags(tree, keys, query.grouping?.open ?? ALL_CLOSED);
    const deepest = tree.levels.length - 1;
    const { starts } = tree.levels[deepest]!;
    const rowsOf = sort.rows.length > 0 && open[deepest]!.includes(1) ? yield* this.openRowsSorted(grouped, open[deepest]!) : (g: number) => tree.members.subarray(starts[g], starts[g + 1]);
    const list = displayList(tree, orders, open, rowsOf);
    const items = list.slice(start, end).map((item): GroupedItem => {
      if ('row' in item) return item;
      const { level, group } = item;
      const key = keys[level - 1]!.text(tree.levels[level]!.keys[group]!);
      const info = { id: idOf(tree, keys, level, group), level, key, count: rowCount(tree.levels[level]!, group), open: open[level]![group] === 1, leaf: level === deepest };
      return { group: info, aggregates: textsOf(aggregates, level, group) };
    });
    return { items, length: list.length, ...wholeOf(grouped) };
  }

  /** The rows grouped (nested people: the top-level ones that pass) and the totals, with no page. */
  *totals(query: RowQuery): Generator<void, Pick<GroupedPage, 'passing' | 'totals'>> {
    return wholeOf(yield* this.grouped(query));
  }

  /** Every deepest-level group in the order shown (as if every group were open); with no levels, the whole. */
  *lines(query: RowQuery): Generator<void, GroupLine[]> {
    const grouped = yield* this.grouped(query);
    const { tree, keys, aggregates } = grouped;
    const orders = yield* this.orderOf(grouped);
    const deepest = tree.levels.length - 1;
    const lines: GroupLine[] = [];
    const walk = (level: number, from: number, to: number, path: GroupKey[]) => {
      for (let i = from; i < to; i++) {
        const group = orders[level]![i]!;
        const here = [...path, keys[level - 1]!.text(tree.levels[level]!.keys[group]!)];
        const { firstChild } = tree.levels[level]!;
        if (level < deepest) walk(level + 1, firstChild[group]!, firstChild[group + 1]!, here);
        else lines.push({ path: here, count: rowCount(tree.levels[level]!, group), aggregates: aggregates.map(({ values }) => values.text(level, group)) });
      }
    };
    if (deepest === 0) lines.push({ path: [], count: tree.members.length, aggregates: aggregates.map(({ values }) => values.text(0, 0)) });
    else walk(1, 0, tree.levels[1]!.keys.length, []);
    return lines;
  }

  private *grouped(query: RowQuery): Generator<void, Grouped> {
    const grouping: Grouping = query.grouping ?? NO_GROUPING;
    const typeOf = (colId: string): ColumnType => this.source.typeIn(query, colId);
    const base: RowQuery = {
      filters: query.filters,
      globalFilter: query.globalFilter,
      sort: [],
      ...(query.types ? { types: query.types } : {}),
      // Nested people: the top rows are grouped; none open, the rows shown are exactly those that pass.
      ...(this.source.table.tree ? { expanded: { all: false, toggled: [] } } : {}),
    };
    const baseKey = queryKey(base);
    let rows = this.passing.get(baseKey);
    if (!rows) {
      const result = yield* this.source.run(base);
      rows = result.rows instanceof Uint32Array ? result.rows : result.rows.slice();
      this.passing.set(baseKey, rows);
    }
    const keys: LevelKeys[] = [];
    for (const level of grouping.levels) {
      const type = typeOf(level.colId);
      const key = JSON.stringify([levelId(level), type]);
      let found = this.keys.get(key);
      if (!found) this.keys.set(key, (found = yield* levelKeys(yield* this.factsOf(level.colId, type), level)));
      keys.push(found);
    }
    const treeKey = JSON.stringify([baseKey, grouping.levels.map((level) => [levelId(level), typeOf(level.colId)])]);
    let tree = this.trees.get(treeKey);
    if (!tree) this.trees.set(treeKey, (tree = yield* groupTree(rows, keys, this.source.count)));
    const aggregates: Grouped['aggregates'] = [];
    for (const aggregate of onePerColumn(grouping.aggregates)) {
      const type = typeOf(aggregate.colId);
      const key = JSON.stringify([treeKey, aggregate.colId, aggregate.func, type]);
      let values = this.values.get(key);
      if (!values) this.values.set(key, (values = yield* aggregateValues(tree, yield* this.factsOf(aggregate.colId, type), aggregate.func, this.limits.distinctBitmapBits)));
      aggregates.push({ aggregate, values });
    }
    return { tree, keys, aggregates, sort: groupSortOf(query.sort, grouping.aggregates), treeKey, base };
  }

  private *factsOf(colId: string, type: ColumnType): Generator<void, ColumnFacts> {
    const key = JSON.stringify([colId, type]);
    let facts = this.facts.get(key);
    if (!facts) this.facts.set(key, (facts = yield* ColumnFacts.of(this.source, colId, type)));
    return facts;
  }

  private *orderOf({ tree, keys, aggregates, sort, treeKey }: Grouped): Generator<void, Uint32Array[]> {
    const { groups } = sort;
    const key = JSON.stringify([treeKey, groups, aggregates.map(({ aggregate }) => aggregate)]);
    let orders = this.orders.get(key);
    if (!orders) {
      const values = new Map(aggregates.map(({ aggregate, values }) => [aggregate.colId, values]));
      this.orders.set(key, (orders = yield* groupOrder(tree, keys, groups, values, this.limits.sortedAtOnce)));
    }
    return orders;
  }

  /**
   * The rows of the open deepest groups, each group's in the rows' own sort: only those rows are
   * sorted (a group of 100,000 rows of a million), then grouped again (stable). Kept while the
   * groups, the sort and the open groups stay.
   */
  private *openRowsSorted({ tree, base, treeKey, sort }: Grouped, open: Uint8Array): Generator<void, (group: number) => Uint32Array> {
    const key = JSON.stringify([treeKey, sort.rows]);
    const kept = this.openSorted;
    if (kept?.key === key && kept.open.length === open.length && kept.open.every((flag, g) => flag === open[g])) return kept.rowsOf;
    const { members } = tree;
    const deepestOf = tree.deepestOf();
    const { starts } = tree.levels.at(-1)!;
    const offsets = new Uint32Array(open.length + 1);
    for (let g = 0; g < open.length; g++) offsets[g + 1] = offsets[g]! + (open[g] ? starts[g + 1]! - starts[g]! : 0);
    const rows = new Uint32Array(offsets[open.length]!);
    const passes = new Uint8Array(this.source.count);
    for (let g = 0; g < open.length; g++) {
      if (!open[g]) continue;
      rows.set(members.subarray(starts[g], starts[g + 1]), offsets[g]);
      for (let i = starts[g]!; i < starts[g + 1]!; i++) passes[members[i]!] = 1;
    }
    yield;
    const sorted = countingSort(yield* this.source.sorted({ ...base, sort: sort.rows }, rows, passes), { range: open.length, keys: deepestOf });
    const rowsOf = (group: number) => sorted.subarray(offsets[group], offsets[group + 1]);
    this.openSorted = { key, open: open.slice(), rowsOf };
    return rowsOf;
  }
}

const textsOf = (aggregates: Grouped['aggregates'], level: number, group: number): AggregateTexts =>
  Object.fromEntries(aggregates.map(({ aggregate, values }) => [aggregate.colId, values.text(level, group)]));

/** The rows grouped, and the totals: the whole's count and aggregates. */
const wholeOf = ({ tree, aggregates }: Grouped): Pick<GroupedPage, 'passing' | 'totals'> => ({
  passing: tree.members.length,
  totals: { count: tree.members.length, aggregates: textsOf(aggregates, 0, 0) },
});
