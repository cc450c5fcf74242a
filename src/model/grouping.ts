// Grouping and summarizing (issue 34): rows grouped by up to four columns, with counts and
// aggregates, as plain data a query carries. The engine computes them (src/engine/grouping),
// the grid draws them; what a group row reads and how groups order are stated here and in
// groupSort.ts, as pure rules.
import { byFamily, type ColumnType } from './columns';

/** A date column may group by the year or the month of its dates (`2014`, `2014-03`, from the date as written). */
export type Bucket = 'year' | 'month';

export const BUCKETS: readonly Bucket[] = ['year', 'month'];

/** One level of grouping: a column's cells, or the year or month of a date column's. */
export interface GroupLevel {
  readonly colId: string;
  readonly bucket?: Bucket;
}

/** The most levels a person may choose (the engine itself takes any number). */
export const MAX_GROUP_LEVELS = 4;

/** A level's name in the view's state: `colId`, `year(colId)` or `month(colId)`. */
export const levelId = ({ colId, bucket }: GroupLevel): string => (bucket ? `${bucket}(${colId})` : colId);

/**
 * A level from its name, among the dataset's columns; null for a name that is none. A column's
 * own id comes first: a file may name a column `year(date)`, and that column is meant.
 */
export function parseLevelId(id: string, colIds: readonly string[]): GroupLevel | null {
  if (colIds.includes(id)) return { colId: id };
  const parts = /^(\w+)\((.*)\)$/s.exec(id);
  const bucket = BUCKETS.find((name) => name === parts?.[1]);
  if (!bucket || !colIds.includes(parts![2]!)) return null;
  return { colId: parts![2]!, bucket };
}

/**
 * An aggregate function, by AG Grid's name: `count` (cells that read as the column's type),
 * `distinct` (distinct values as the type reads them), `sum`, `avg` (Mean), `min` (Min, or a
 * date column's Earliest), `max` (Max, or Latest).
 */
export type AggFunc = 'count' | 'distinct' | 'sum' | 'avg' | 'min' | 'max';

/** The functions each type offers, by its family, in menu order (None is the absence of an aggregate). */
export const AGG_FUNCS: Readonly<Record<ColumnType, readonly AggFunc[]>> = byFamily({
  text: ['count', 'distinct'],
  number: ['count', 'distinct', 'sum', 'avg', 'min', 'max'],
  date: ['count', 'distinct', 'min', 'max'],
});

/** One column's aggregate: at most one per column (the engine keeps the first of a column's). */
export interface Aggregate {
  readonly colId: string;
  readonly func: AggFunc;
}

/** An aggregated column's header as AG Grid writes it, and the group summary's CSV names its field: `sum(amount)`. */
export const aggregateHeader = (func: AggFunc, header: string): string => `${func}(${header})`;

/** Whether a grouping groups or aggregates anything (the Group column, the totals and the state's shapes show). */
export const groupsAnything = (grouping: Grouping): boolean => grouping.levels.length > 0 || grouping.aggregates.length > 0;

/** A level's header in the group summary's CSV: the column's header, or `year(<header>)`, `month(<header>)`. */
export const levelHeader = (level: GroupLevel, header: string): string => (level.bucket ? `${level.bucket}(${header})` : header);

/** A group's key: the text its rows share, or null for the blank group (empty cells, and cells the type cannot read). */
export type GroupKey = string | null;

/** A group's id: the JSON array of its path of keys, `["Paris","open"]`, a blank key as null. */
export const groupId = (path: readonly GroupKey[]): string => JSON.stringify(path);

/** A group's path from its id; null when the id is not a JSON array of texts and nulls. */
export function parseGroupId(id: string): GroupKey[] | null {
  let path: unknown;
  try {
    path = JSON.parse(id);
  } catch {
    return null;
  }
  return Array.isArray(path) && path.every((key) => key === null || typeof key === 'string') ? (path as GroupKey[]) : null;
}

/**
 * Which groups are open, as "all but" or "only" these group ids: the shape of nested people's
 * ExpandedRows (query.ts). Groups start closed: `{ all: false, toggled: [] }`.
 */
export interface OpenGroups {
  readonly all: boolean;
  /** The group ids that differ from `all`. */
  readonly toggled: readonly string[];
}

export const ALL_CLOSED: OpenGroups = { all: false, toggled: [] };

/** What a query groups and summarizes (RowQuery.grouping). With no levels and no aggregates it groups nothing (isGrouped). */
export interface Grouping {
  /** In the order chosen, outermost first. */
  readonly levels: readonly GroupLevel[];
  /** In the order chosen. */
  readonly aggregates: readonly Aggregate[];
  readonly open: OpenGroups;
}

/** No levels, no aggregates, every group closed: the grouping of a view or query that groups nothing. */
export const NO_GROUPING: Grouping = { levels: [], aggregates: [], open: ALL_CLOSED };

/** The aggregates with one per column, the first of a column's kept. */
export function onePerColumn(aggregates: readonly Aggregate[]): Aggregate[] {
  const seen = new Set<string>();
  return aggregates.filter(({ colId }) => !seen.has(colId) && Boolean(seen.add(colId)));
}

/** Aggregate texts by column id. */
export type AggregateTexts = Record<string, string>;

/** The totals row: `Total (<count>)` and the aggregates over every row that passes. */
export interface Totals {
  count: number;
  aggregates: AggregateTexts;
}
