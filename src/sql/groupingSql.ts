import { familyOf, type ValueType } from '../model/columns';
import { AGG_FUNCS, type Aggregate, type GroupKey, type GroupLevel, onePerColumn } from '../model/grouping';
import { GROUP_COLUMN, type RowQuery } from '../model/query';
import { textOf, valueOf } from './cells';
import { bucketNumber, bucketNumberSql, bucketTextSql } from './dateValues';
import type { Dialect } from './dialect';
import { decimalsOfSql, leftToTextsSql, sumFiguresSql } from './exactSumSql';
import { whereSql } from './filters';
import { orderSql } from './order';
import { decimalPointSql } from './values';
import { columnOf, type SqlColumn, type SqlTable, textSorted, typedUses, typeIn } from './sqlTable';
import { type Statement, type Writer, writerFor } from './statement';

/**
 * Grouping in the engine (issue 34), as the tab's GroupIndex groups (src/engine/grouping,
 * referenceGrouping.ts states the rules): one GROUP BY statement per level, its groups' keys,
 * counts, a figure their order needs and each aggregate's figures, read by groupFigures.ts.
 * Keys and every value a request holds are bound; column names come from the table.
 */

/** The type a bucket reads its column's dates as: the column's own when it reads dates (day first too), else month first, as the tab's Date does. */
const bucketType = (query: RowQuery, column: SqlColumn): ValueType => {
  const type = typeIn(query, column);
  return type !== 'text' && familyOf(type) === 'date' ? type : 'date';
};

/** The columns and types grouping reads as values, and the columns whose natural order orders keys: they must be stored first. */
export function groupingUses(query: RowQuery, table: SqlTable): { sorted: string[]; typed: { colId: string; type: ValueType }[] } {
  const { levels = [], aggregates = [] } = query.grouping ?? {};
  const rows = { ...query, sort: query.sort.filter((item) => item.colId !== GROUP_COLUMN) };
  const sorted = new Set(textSorted(rows, table));
  const typed = typedUses(rows, table);
  for (const level of levels) {
    const type = typeIn(query, columnOf(table, level.colId));
    if (level.bucket) typed.push({ colId: level.colId, type: bucketType(query, columnOf(table, level.colId)) });
    else if (type === 'text') sorted.add(level.colId);
    else typed.push({ colId: level.colId, type });
  }
  for (const { colId } of aggregates) {
    const type = typeIn(query, columnOf(table, colId));
    if (type !== 'text') typed.push({ colId, type });
  }
  return { sorted: [...sorted], typed };
}

/** A level's key of a row in SQL (levelKeySql). */
interface LevelKey {
  /** What its rows are grouped by: NULL for the blank group (empty, or not read as the type). */
  readonly grouped: string;
  /** The key's text, written over `grouped`: in a grouping, the engine writes it once per group. */
  readonly text: string;
  /** Whether a row is in the group of key `key` (not the blank one). */
  readonly is: (key: string) => string;
}

/**
 * A level's key of a row: the cell's text; for a bucket the ISO year or month of the date it
 * reads as, grouped by as a number (bucketNumberSql: writing the text of every row took a month
 * grouping most of its time) and written as text once per group.
 */
export function levelKeySql(writer: Writer, table: SqlTable, query: RowQuery, level: GroupLevel): LevelKey {
  const column = columnOf(table, level.colId);
  const { bucket } = level;
  if (bucket) {
    const grouped = bucketNumberSql(writer.dialect, valueOf(writer, column, bucketType(query, column)), bucket);
    const is = (key: string) => {
      const number = bucketNumber(key, bucket);
      return number === null ? 'FALSE' : `${grouped} = ${writer.bind(number)}`;
    };
    return { grouped, text: bucketTextSql(writer.dialect, grouped, bucket), is };
  }
  const text = textOf(writer, column);
  const type = typeIn(query, column);
  const grouped = type === 'text' ? `CASE WHEN ${text} <> '' THEN ${text} END` : `CASE WHEN ${valueOf(writer, column, type)} IS NOT NULL THEN ${text} END`;
  return { grouped, text: grouped, is: (key) => `${grouped} = ${writer.bind(key)}` };
}

/**
 * What orders a level's keys before their texts: a text's place in natural order, a value;
 * NULL for a bucket (ordered by its text alone). One per group: every row of it shares it.
 */
function keyOrderSql(writer: Writer, table: SqlTable, query: RowQuery, level: GroupLevel): string {
  const { dialect } = writer;
  if (level.bucket) return dialect.double('NULL');
  const column = columnOf(table, level.colId);
  const type = typeIn(query, column);
  if (type !== 'text') return dialect.double(`min(${valueOf(writer, column, type)})`);
  if (!column.order) throw new Error(`Column ${column.colId} has no natural order yet`);
  return dialect.double(`min(${dialect.quote(column.order)})`);
}

/** Whether a cell reads as the column's type in the query: a non-empty text, a value. */
function readsSql(writer: Writer, query: RowQuery, column: SqlColumn): string {
  const type = typeIn(query, column);
  return type === 'text' ? `${textOf(writer, column)} <> ''` : `${valueOf(writer, column, type)} IS NOT NULL`;
}

/** A number column a grouping sums or averages, and the type the query reads it as (with a decimal point or comma). */
export interface SummedColumn {
  readonly colId: string;
  readonly type: ValueType;
}

/** The number columns a grouping sums or averages: their decimals are read first, from the whole table. */
export const summedColumns = (query: RowQuery, table: SqlTable): SummedColumn[] =>
  [...new Set(offered(query, table).filter(({ func }) => func === 'sum' || func === 'avg').map(({ colId }) => colId))].map((colId) => ({
    colId,
    type: typeIn(query, columnOf(table, colId)) as ValueType,
  }));

/** A number column's texts with a decimal point, as its sums read them: a decimal-comma column's with their marks traded. */
const pointTextSql = (writer: Writer, column: SqlColumn, type: ValueType): string =>
  type === 'numberDecimalComma' ? decimalPointSql(writer.dialect, textOf(writer, column)) : textOf(writer, column);

/** The aggregates the query's types offer (one per column): the others show nothing, and have no SQL. */
export const offered = (query: RowQuery, table: SqlTable): Aggregate[] =>
  onePerColumn(query.grouping?.aggregates ?? []).filter(({ colId, func }) => AGG_FUNCS[typeIn(query, columnOf(table, colId))].includes(func));

/** One row: the decimals of each column of `columns` (read as their types), over every row of the table. */
export function decimalsSql(dialect: Dialect, table: SqlTable, columns: readonly SummedColumn[]): Statement {
  const writer = writerFor(dialect);
  const figures = columns.map(({ colId, type }) => {
    const column = columnOf(table, colId);
    return `coalesce(max(CASE WHEN ${valueOf(writer, column, type)} IS NOT NULL THEN ${decimalsOfSql(dialect, pointTextSql(writer, column, type))} END), 0)`;
  });
  return { sql: `SELECT ${figures.join(', ')} FROM ${dialect.quote(table.name)}`, values: writer.values };
}

/**
 * Each offered aggregate's figures (groupFigures.ts reads them in this order):
 * count, distinct: how many; sum, avg: the exact sum of the values that sum as doubles (as
 * text), how many values, how many must be read from their texts; min, max: the text of the
 * first row in file order holding the extreme value, and that value.
 */
function aggregateSql(writer: Writer, table: SqlTable, query: RowQuery, { colId, func }: Aggregate, decimals: ReadonlyMap<string, number>): string[] {
  const { dialect } = writer;
  const column = columnOf(table, colId);
  const type = typeIn(query, column);
  const reads = readsSql(writer, query, column);
  const text = textOf(writer, column);
  if (func === 'count') return [`count(CASE WHEN ${reads} THEN 1 END)`];
  if (func === 'distinct') return [type === 'text' ? `count(DISTINCT CASE WHEN ${reads} THEN ${text} END)` : `count(DISTINCT ${valueOf(writer, column, type)})`];
  const value = valueOf(writer, column, type as ValueType);
  if (func === 'min' || func === 'max') {
    // A tie keeps the first row in file order: for the largest, the smallest row number is the largest negated.
    const row = dialect.quote(table.rowNumber);
    return [dialect.argExtremeIf(func, text, value, func === 'min' ? row : `-${row}`, reads), dialect.double(`${func}(${value})`)];
  }
  const places = decimals.get(colId);
  if (places === undefined) throw new Error(`Column ${colId} has no decimals read yet`);
  return sumFiguresSql(dialect, value, pointTextSql(writer, column, type as ValueType), places);
}

/**
 * The groups of the first `depth` levels (depth 0: the whole, one row even with no rows) among
 * the rows that pass: each row is its `depth` keys, its count, what orders its last key, then
 * each offered aggregate's figures (aggregateSql). `withWhole` (depth 1): the whole too, from
 * the same scan (GROUPING SETS), each row led by whether it is the whole (splitWhole reads them).
 */
export function groupsSql(dialect: Dialect, table: SqlTable, query: RowQuery, depth: number, decimals: ReadonlyMap<string, number>, withWhole = false): Statement {
  const writer = writerFor(dialect);
  const levels = (query.grouping?.levels ?? []).slice(0, depth);
  const keys = levels.map((level) => levelKeySql(writer, table, query, level));
  const order = depth === 0 ? dialect.double('NULL') : keyOrderSql(writer, table, query, levels.at(-1)!);
  const figures = offered(query, table).flatMap((aggregate) => aggregateSql(writer, table, query, aggregate, decimals));
  const where = whereSql(writer, table, query);
  const whole = withWhole && keys.length > 0;
  const grouped = keys.map((key) => key.grouped).join(', ');
  const groupBy = keys.length === 0 ? '' : whole ? ` GROUP BY GROUPING SETS ((), (${grouped}))` : ` GROUP BY ${grouped}`;
  const columns = [...(whole ? [`GROUPING(${grouped}) <> 0`] : []), ...keys.map((key) => key.text), 'count(*)', order, ...figures];
  // In key order (blank last), so sorting the groups in JavaScript finds them in order or reversed: a merge sort's one pass.
  const ordered = keys.length === 0 ? '' : ` ORDER BY ${(whole ? 1 : 0) + keys.length + 2} NULLS LAST`;
  return { sql: `SELECT ${columns.join(', ')} FROM ${dialect.quote(table.name)} WHERE ${where}${groupBy}${ordered}`, values: writer.values };
}

/** The cells of number column `colId` the engine does not sum (leftToTextsSql), among the rows that pass: each its `depth` keys, then its text. */
export function textSummedSql(dialect: Dialect, table: SqlTable, query: RowQuery, depth: number, colId: string, decimals: number): Statement {
  const writer = writerFor(dialect);
  const keys = (query.grouping?.levels ?? []).slice(0, depth).map((level) => levelKeySql(writer, table, query, level).text);
  const column = columnOf(table, colId);
  const type = typeIn(query, column) as ValueType;
  const [value, text] = [valueOf(writer, column, type), pointTextSql(writer, column, type)];
  const where = `(${whereSql(writer, table, query)}) AND ${leftToTextsSql(writer.dialect, value, text, decimals)}`;
  return { sql: `SELECT ${[...keys, text].join(', ')} FROM ${dialect.quote(table.name)} WHERE ${where}`, values: writer.values };
}

/**
 * Rows start..end-1 of the deepest group at `path` (one key per level, null for blank), in the
 * rows' sort (`query.sort` holds the sort items on the table's own columns): their numbers, `row`.
 */
export function groupRowsSql(dialect: Dialect, table: SqlTable, query: RowQuery, path: readonly GroupKey[], start: number, end: number): Statement {
  const writer = writerFor(dialect);
  const levels = query.grouping?.levels ?? [];
  const inGroup = path.map((key, i) => {
    const level = levelKeySql(writer, table, query, levels[i]!);
    return key === null ? `${level.grouped} IS NULL` : level.is(key);
  });
  const where = [`(${whereSql(writer, table, query)})`, ...inGroup].join(' AND ');
  const order = orderSql(writer, table, query).join(', ');
  // The bounds are the server's own whole numbers, written as such.
  const [from, to] = [Math.max(0, Math.trunc(start)), Math.max(0, Math.trunc(end))];
  return {
    sql: `SELECT ${dialect.quote(table.rowNumber)} AS ${dialect.quote('row')} FROM ${dialect.quote(table.name)} WHERE ${where} ORDER BY ${order} LIMIT ${Math.max(0, to - from)} OFFSET ${from}`,
    values: writer.values,
  };
}
