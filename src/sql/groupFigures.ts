import { groupComparator } from '../engine/grouping/groupOrder';
import { addScaled, meanScaled, meanText, type Scaled, scaledFromText, sumText } from '../engine/grouping/exactNumbers';
import type { Aggregate, AggregateTexts, GroupKey } from '../model/grouping';
import type { GroupOrder } from '../model/groupSort';

/** A group as the engine's GROUP BY gives it (groupingSql.ts groupsSql), its aggregates worked out as the tab shows them. */
export interface GroupFigure {
  /** Its keys, outermost first (the whole's: none). */
  readonly path: GroupKey[];
  readonly count: number;
  /** What orders its last key before the key's text (a natural-order place, a value); null for a bucket. */
  readonly order: number | null;
  /** Each aggregate's text, by column ('' for an empty aggregate or a function the type does not offer). */
  readonly texts: AggregateTexts;
  /** Each offered aggregate's exact value to order groups by (null: empty), by column. */
  readonly values: ReadonlyMap<string, Scaled | null>;
}

/** How many figures groupsSql writes per function. */
const WIDTH = { count: 1, distinct: 1, sum: 3, avg: 3, min: 2, max: 2 } as const;

/** A path's key among a level's groups. */
export const pathKey = (path: readonly GroupKey[]): string => JSON.stringify(path);

/** A key cell: a text, or NULL for the blank group. */
const keyOf = (cell: unknown): GroupKey => (typeof cell === 'string' ? cell : null);
const numberOf = (cell: unknown): number | null => (cell === null || cell === undefined ? null : Number(cell));

/**
 * groupsSql's rows `withWhole` (the whole and level `depth`'s groups, each led by whether it is
 * the whole) as groupsSql writes each apart: the whole's (its keys dropped) and the level's.
 */
export function splitWhole(rows: readonly (readonly unknown[])[], depth: number): { whole: (readonly unknown[])[]; level: (readonly unknown[])[] } {
  const isWhole = (row: readonly unknown[]) => row[0] === true || Number(row[0]) === 1;
  return { whole: rows.filter(isWhole).map((row) => row.slice(1 + depth)), level: rows.filter((row) => !isWhole(row)).map((row) => row.slice(1)) };
}

/** The columns some of whose cells must be summed from their texts (groupsSql's third sum figure above 0), in `offered`. */
export function textSummedColumns(rows: readonly (readonly unknown[])[], depth: number, offered: readonly Aggregate[]): string[] {
  const columns = new Set<string>();
  let at = depth + 2;
  for (const { colId, func } of offered) {
    if ((func === 'sum' || func === 'avg') && rows.some((row) => Number(row[at + 2]) > 0)) columns.add(colId);
    at += WIDTH[func];
  }
  return [...columns];
}

/** The exact sum of texts (textSummedSql's rows: `depth` keys, then a text) by group path, each in units of 10^-decimals. */
export function textSums(rows: readonly (readonly unknown[])[], depth: number, decimals: number): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const row of rows) {
    const key = pathKey(row.slice(0, depth).map(keyOf));
    sums.set(key, (sums.get(key) ?? 0n) + scaledFromText(String(row[depth]), decimals));
  }
  return sums;
}

/**
 * The groups from groupsSql's rows: `aggregates` are the query's (one per column), `offered`
 * those with SQL; `decimals` each summed column's; `fromTexts` the sums of cells read from
 * their texts, by column and group path; `fromPoint` how a column writes a sum whose decimal
 * mark is not a point (a decimal-comma column's: pointTextOf).
 */
export function readGroups(
  rows: readonly (readonly unknown[])[],
  depth: number,
  aggregates: readonly Aggregate[],
  offered: readonly Aggregate[],
  decimals: ReadonlyMap<string, number>,
  fromTexts: ReadonlyMap<string, ReadonlyMap<string, bigint>> = new Map(),
  fromPoint: ReadonlyMap<string, (text: string) => string> = new Map(),
): GroupFigure[] {
  return rows.map((row) => {
    const path = row.slice(0, depth).map(keyOf);
    const texts: AggregateTexts = Object.fromEntries(aggregates.map(({ colId }) => [colId, '']));
    const values = new Map<string, Scaled | null>();
    let at = depth + 2;
    for (const { colId, func } of offered) {
      const cells = row.slice(at, at + WIDTH[func]);
      at += WIDTH[func];
      let figure: { text: string; value: Scaled | null };
      if (func === 'count' || func === 'distinct') figure = { text: String(Number(cells[0])), value: Number(cells[0]) };
      else if (func === 'min' || func === 'max') figure = cells[1] === null || cells[1] === undefined ? { text: '', value: null } : { text: String(cells[0]), value: Number(cells[1]) };
      else {
        const places = decimals.get(colId)!;
        const written = fromPoint.get(colId) ?? ((text: string) => text);
        const count = Number(cells[1]);
        const sum = addScaled(BigInt(String(cells[0])), fromTexts.get(colId)?.get(pathKey(path)) ?? 0n);
        if (count === 0) figure = { text: '', value: null };
        else if (func === 'sum') figure = { text: written(sumText(sum, places)), value: sum };
        else {
          const mean = meanScaled(sum, count);
          figure = { text: written(meanText(mean, places)), value: mean };
        }
      }
      texts[colId] = figure.text;
      values.set(colId, figure.value);
    }
    return { path, count: Number(row[depth]), order: numberOf(row[depth + 1]), texts, values };
  });
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Two groups of one level in key order: what orders their keys, then their texts by code units; the blank group last. */
export function compareKeys(a: GroupFigure, b: GroupFigure): number {
  const [x, y] = [a.path.at(-1)!, b.path.at(-1)!];
  if (x === null || y === null) return Number(x === null) - Number(y === null);
  if (a.order !== null && b.order !== null && a.order !== b.order) return a.order < b.order ? -1 : 1;
  return byCodeUnits(x, y);
}

/** Sibling groups in the group order (groupSort.ts, engine/grouping/groupOrder.ts groupComparator), as the tab orders them. */
export function orderGroups(siblings: readonly GroupFigure[], order: GroupOrder): GroupFigure[] {
  const isBlank = (group: GroupFigure) => group.path.at(-1) === null;
  const valuesOf = ({ colId }: Aggregate) => (group: GroupFigure) => group.values.get(colId) ?? null;
  return [...siblings].sort(groupComparator(order, compareKeys, isBlank, valuesOf));
}
