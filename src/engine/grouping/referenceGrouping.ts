import { type ColumnType, familyOf } from '../../model/columns';
import { AGG_FUNCS, type Aggregate, type AggregateTexts, groupId, type GroupKey, type GroupLevel, NO_GROUPING, onePerColumn, type Totals } from '../../model/grouping';
import { type GroupOrder, type GroupOrderItem, groupSortOf } from '../../model/groupSort';
import type { RowQuery } from '../../model/query';
import { cellText, type Table } from '../../model/table';
import { compareNatural } from '../compare';
import { ReferenceIndex } from '../referenceIndex';
import { runToEnd } from '../steps';
import { readDate, VALUE_READERS } from '../typedValues';
import type { GroupedItem, GroupLine } from './groupIndex';

/**
 * Grouping and its aggregates written plainly, row by row, with Maps, Sets and BigInt: what
 * GroupIndex must answer, checked by the tests on random tables and queries. Slow, obvious.
 */
export interface ReferenceGrouped {
  /** The whole display list. */
  items: GroupedItem[];
  passing: number;
  totals: Totals;
  lines: GroupLine[];
}

interface Group {
  path: GroupKey[];
  rows: number[];
  children: Group[];
}

type DecimalMark = '.' | ',';

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A number as written with `mark` its decimal mark, exactly: its digits and where its mark goes (value = digits * 10^-scale); currency and percent signs and group separators left out. */
function exact(written: string, mark: DecimalMark): { digits: bigint; scale: number } {
  const text = written.replace(mark === '.' ? /[$€£%,\s]/g : /[$€£%.\s]/g, '').replace(',', '.');
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text)!;
  const digits = BigInt(`${sign}${whole}${fraction}`.replace(/^-?$/, '0'));
  return { digits, scale: fraction.length - Number(exponent) };
}

/** digits * 10^-scale in units of 10^-decimals. */
const scaledTo = ({ digits, scale }: { digits: bigint; scale: number }, decimals: number) =>
  decimals >= scale ? digits * 10n ** BigInt(decimals - scale) : digits / 10n ** BigInt(scale - decimals);

/** A whole number of units of 10^-decimals as text, with `mark` its decimal mark. */
function written(units: bigint, decimals: number, trim: boolean, mark: DecimalMark): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  let text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  if (trim && decimals > 0) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return (negative && /[1-9]/.test(text) ? `-${text}` : text).replace('.', mark);
}

/** a / b rounded half away from zero. */
function rounded(a: bigint, b: bigint): bigint {
  const magnitude = a < 0n ? -a : a;
  const quotient = (2n * magnitude + b) / (2n * b);
  return a < 0n ? -quotient : quotient;
}

export function referenceGrouping(table: Table, query: RowQuery): ReferenceGrouped {
  const grouping = query.grouping ?? NO_GROUPING;
  const aggregates = onePerColumn(grouping.aggregates);
  const sort = groupSortOf(query.sort, grouping.aggregates);
  const typeOf = (colId: string): ColumnType => {
    const column = table.columns[colId]!;
    return query.types?.[colId] ?? (column.type === 'rowNumber' ? 'number' : column.type === 'dict' ? (column.valueType ?? 'text') : 'text');
  };
  const text = (row: number, colId: string) => cellText(table, colId, row);
  const valueOf = (row: number, colId: string) => VALUE_READERS[typeOf(colId)]?.(text(row, colId));
  const markOf = (colId: string): DecimalMark => (typeOf(colId) === 'numberDecimalComma' ? ',' : '.');
  const reads = (row: number, colId: string) => (typeOf(colId) === 'text' ? text(row, colId) !== '' : valueOf(row, colId) !== undefined);

  const reference = new ReferenceIndex(table);
  const base: RowQuery = { filters: query.filters, globalFilter: query.globalFilter, sort: sort.rows, ...(query.types ? { types: query.types } : {}), ...(table.tree ? { expanded: { all: false, toggled: [] } } : {}) };
  const rows = [...runToEnd(reference.run(base)).rows];

  const keyOf = (row: number, { colId, bucket }: GroupLevel): GroupKey => {
    const cell = text(row, colId);
    if (bucket) {
      // The year or month of the date read, by the column's reader when it reads dates.
      const type = typeOf(colId);
      const time = (familyOf(type) === 'date' ? VALUE_READERS[type]! : readDate)(cell);
      return time === undefined ? null : new Date(time).toISOString().slice(0, bucket === 'year' ? 4 : 7);
    }
    return (typeOf(colId) === 'text' ? cell === '' : valueOf(row, colId) === undefined) ? null : cell;
  };
  /** Two keys of a level (each with a row holding it): the column's own order, ties by code units, blank last. */
  const compareKeys = (level: GroupLevel, [a, rowA]: [GroupKey, number], [b, rowB]: [GroupKey, number]): number => {
    if (a === null || b === null) return Number(a === null) - Number(b === null);
    if (level.bucket) return byCodeUnits(a, b);
    const type = typeOf(level.colId);
    // A row number's text sorts as its number (its column's own text order).
    if (type !== 'text' || table.columns[level.colId]!.type === 'rowNumber') {
      const read = VALUE_READERS[type === 'text' ? 'number' : type]!;
      return read(text(rowA, level.colId))! - read(text(rowB, level.colId))! || byCodeUnits(a, b);
    }
    return compareNatural(a, b) || byCodeUnits(a, b);
  };

  // Each aggregate of a group's rows: its text, and its exact value to order by (null: empty).
  const decimalsOf = new Map<string, number>();
  const decimals = (colId: string) => {
    if (!decimalsOf.has(colId)) {
      let most = 0;
      for (let row = 0; row < table.count; row++) if (valueOf(row, colId) !== undefined) most = Math.max(most, exact(text(row, colId), markOf(colId)).scale);
      decimalsOf.set(colId, most);
    }
    return decimalsOf.get(colId)!;
  };
  const aggregate = ({ colId, func }: Aggregate, of: readonly number[]): { text: string; value: number | bigint | null } => {
    if (!AGG_FUNCS[typeOf(colId)].includes(func)) return { text: '', value: null };
    const read = of.filter((row) => reads(row, colId));
    if (func === 'count') return { text: String(read.length), value: read.length };
    if (func === 'distinct') {
      const distinct = new Set(read.map((row) => (typeOf(colId) === 'text' ? text(row, colId) : valueOf(row, colId))));
      return { text: String(distinct.size), value: distinct.size };
    }
    if (read.length === 0) return { text: '', value: null };
    if (func === 'min' || func === 'max') {
      const sign = func === 'min' ? 1 : -1;
      const best = read.reduce((a, b) => (sign * (valueOf(b, colId)! - valueOf(a, colId)!) < 0 || (valueOf(a, colId) === valueOf(b, colId) && b < a) ? b : a));
      return { text: text(best, colId), value: valueOf(best, colId)! };
    }
    const places = decimals(colId);
    const sum = read.reduce((total, row) => total + scaledTo(exact(text(row, colId), markOf(colId)), places), 0n);
    if (func === 'sum') return { text: written(sum, places, false, markOf(colId)), value: sum };
    const mean = rounded(sum * 100n, BigInt(read.length));
    return { text: written(mean, places + 2, true, markOf(colId)), value: mean };
  };
  const textsOf = (of: readonly number[]): AggregateTexts => Object.fromEntries(aggregates.map((one) => [one.colId, aggregate(one, of).text]));

  /** The groups of `of` at level `depth`, in the group order. */
  const groupsOf = (of: readonly number[], depth: number, path: GroupKey[]): Group[] => {
    const level = grouping.levels[depth];
    if (!level) return [];
    const byKey = new Map<GroupKey, number[]>();
    for (const row of of) {
      const key = keyOf(row, level);
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key)!.push(row);
    }
    const groups = [...byKey].map(([key, members]) => ({ path: [...path, key], rows: members, children: groupsOf(members, depth + 1, [...path, key]) }));
    const keyed = (group: Group): [GroupKey, number] => [group.path.at(-1)!, group.rows[0]!];
    groups.sort((a, b) => compareKeys(level, keyed(a), keyed(b)));
    return orderGroups(groups, sort.groups, (one, group) => aggregate(one, group.rows).value);
  };
  const top = groupsOf(rows, 0, []);

  const toggled = new Set(grouping.open.toggled);
  const isOpen = (group: Group) => grouping.open.all !== toggled.has(groupId(group.path));
  const depth = grouping.levels.length;
  const items: GroupedItem[] = depth === 0 ? rows.map((row) => ({ row })) : [];
  const lines: GroupLine[] = depth === 0 ? [{ path: [], count: rows.length, aggregates: aggregates.map((one) => aggregate(one, rows).text) }] : [];
  const show = (group: Group) => {
    const leaf = group.path.length === depth;
    const open = isOpen(group);
    items.push({ group: { id: groupId(group.path), level: group.path.length, key: group.path.at(-1)!, count: group.rows.length, open, leaf }, aggregates: textsOf(group.rows) });
    if (open && leaf) items.push(...group.rows.map((row) => ({ row })));
    if (open) group.children.forEach(show);
  };
  const listLines = (group: Group): void => {
    if (group.path.length === depth) lines.push({ path: group.path, count: group.rows.length, aggregates: aggregates.map((one) => aggregate(one, group.rows).text) });
    else group.children.forEach(listLines);
  };
  top.forEach(show);
  top.forEach(listLines);
  return { items, passing: rows.length, totals: { count: rows.length, aggregates: textsOf(rows) }, lines };
}

/**
 * Groups in key order, put in the group order: by each item in turn, then by key ascending; a
 * key descending keeps the blank last; an aggregate's empty values go last both ways.
 */
function orderGroups(inKeyOrder: Group[], order: GroupOrder, valueOf: (aggregate: Aggregate, group: Group) => number | bigint | null): Group[] {
  const place = new Map(inKeyOrder.map((group, i) => [group, i]));
  const isBlank = (group: Group) => group.path.at(-1) === null;
  const byItem = (item: GroupOrderItem, a: Group, b: Group): number => {
    const sign = item.direction === 'asc' ? 1 : -1;
    if (item.by === 'key') return isBlank(a) || isBlank(b) ? Number(isBlank(a)) - Number(isBlank(b)) : sign * (place.get(a)! - place.get(b)!);
    const [x, y] = [valueOf(item.aggregate, a), valueOf(item.aggregate, b)];
    if (x === null || y === null) return Number(x === null) - Number(y === null);
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  };
  return [...inKeyOrder].sort((a, b) => {
    for (const item of order) {
      const compared = byItem(item, a, b);
      if (compared !== 0) return compared;
    }
    return place.get(a)! - place.get(b)!;
  });
}
