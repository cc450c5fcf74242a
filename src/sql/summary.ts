import { type ColumnType, familyOf, type ValueType } from '../model/columns';
import type { RowQuery } from '../model/query';
import { BIN_EDGE_NUDGE, byValue, DAY_MS, HISTOGRAM_BINS, histogramBins } from '../engine/columnValues';
import type { ColumnSummary, ValueCount } from '../model/summary';
import { loweredOf, textOf, valueOf } from './cells';
import type { Dialect } from './dialect';
import { whereSql } from './filters';
import { columnOf, type SqlTable, typeIn } from './sqlTable';
import { type Statement, writerFor } from './statement';

/**
 * What a column's summary needs stored before its SQL can be written: its natural order (the
 * value list's ties) and its values under its type in the query.
 */
export function summaryUses(query: RowQuery, table: SqlTable, colId: string): { sorted: string[]; typed: { colId: string; type: ValueType }[] } {
  const type = typeIn(query, columnOf(table, colId));
  return { sorted: [colId], typed: type === 'text' ? [] : [{ colId, type }] };
}

/** The kinds of row the summary statement answers with. */
const FIGURES = 0;
const BIN = 1;
const VALUE = 2;

/**
 * One statement for what column `colId` holds among the rows that pass `query` (as
 * src/engine/columnValues.ts columnValues, which takes the query othersThan made): the rows
 * are counted once per distinct text, and from those counts come rows of three kinds, each
 * `kind, text, a, b, c, d, e, f, g, h`:
 * - FIGURES (one): rows, blank, distinct, min, max, the mean (from a scaled sum when the sum is past the largest double), how many values read, how many texts match the search;
 * - BIN: a histogram bin's index and count, the bin found as histogramBins finds it, in the
 *   same float arithmetic (scaleSql's scale and width, the index floor((value × scale - min × scale) / width + BIN_EDGE_NUDGE));
 * - VALUE: a text matching the search, its count, its place in natural order and its value: the
 *   `limit` first by count, value (NULLs last) and place, and every other text tied with the
 *   last of them on count and place (texts of one place are told apart by code units, which
 *   SQL's text order is not), for readSummary to put in the tab's order and cut.
 * `search` is bound, lower-cased as JavaScript does, and compared with the texts' stored lower-cased form.
 */
export function columnSummarySql(dialect: Dialect, table: SqlTable, query: RowQuery, colId: string, search: string, limit: number): Statement {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`A value list's limit is a whole number, not ${limit}`);
  const writer = writerFor(dialect);
  const { quote } = dialect;
  const column = columnOf(table, colId);
  const type = typeIn(query, column);
  if (!column.order) throw new Error(`Column ${column.colId} has no natural order yet`);
  const value = type === 'text' ? dialect.double('NULL') : valueOf(writer, column, type);
  const needle = search.toLowerCase();
  const matches = needle === '' ? 'TRUE' : dialect.contains(loweredOf(writer, column), writer.bind(needle));
  const where = whereSql(writer, table, query);
  const blank = type === 'text' ? `t = ''` : 'v IS NULL';
  const { double } = dialect;
  const nulls = (count: number) => Array.from({ length: count }, () => 'NULL').join(', ');
  const sql = [
    // An empty text has no place stored (its order is NULL): 0 puts it first, as natural order does.
    `WITH counts AS MATERIALIZED (SELECT ${textOf(writer, column)} AS t, ${value} AS v, coalesce(${quote(column.order)}, 0) AS p, ${matches} AS m, count(*) AS n FROM ${quote(table.name)} WHERE ${where} GROUP BY 1, 2, 3, 4),`,
    // The values' sum, and their sum scaled down by 2^1000 (exact: a power of two) for when the sum is past the largest double.
    `figures AS (SELECT sum(n) AS row_count, sum(CASE WHEN ${blank} THEN n ELSE 0 END) AS blank_count, count(*) AS distinct_count, min(v) AS lo, max(v) AS hi, sum(v * n) AS total, sum(v * ${2 ** -1000} * n) AS scaled,`,
    ` sum(CASE WHEN v IS NOT NULL THEN n ELSE 0 END) AS typed_count, sum(CASE WHEN m THEN 1 ELSE 0 END) AS matching_count FROM counts),`,
    // A sum past the largest double (values near 1e308) is Infinity (x × 0 is NaN, not 0): the mean is then the scaled sum's, scaled back.
    `averaged AS (SELECT CASE WHEN total * 0 = 0 THEN total / typed_count ELSE scaled / typed_count * ${2 ** 1000} END AS mean FROM figures),`,
    `scale AS (${scaleSql(type)}),`,
    `bins AS (SELECT CASE WHEN w > 0 THEN least(k - 1, floor((v * s - lo * s) / w + ${BIN_EDGE_NUDGE})) ELSE 0 END AS bin, sum(n) AS n FROM counts, scale WHERE v IS NOT NULL GROUP BY 1),`,
    `listed AS (SELECT t, n, v, p FROM counts WHERE m),`,
    `top AS (SELECT t, n, v, p FROM listed ORDER BY n DESC, v ASC NULLS LAST, p ASC LIMIT ${limit}),`,
    `edge AS (SELECT n, p FROM top ORDER BY n ASC, v DESC NULLS FIRST, p DESC LIMIT 1)`,
    `SELECT ${FIGURES} AS kind, ${dialect.nullText} AS t, ${['row_count', 'blank_count', 'distinct_count', 'lo', 'hi', 'mean', 'typed_count', 'matching_count'].map(double).join(', ')} FROM figures, averaged`,
    `UNION ALL SELECT ${BIN}, NULL, ${double('bin')}, ${double('n')}, ${nulls(6)} FROM bins`,
    `UNION ALL SELECT ${VALUE}, t, ${double('n')}, ${double('p')}, ${double('v')}, ${nulls(5)} FROM (SELECT t, n, v, p FROM top UNION DISTINCT SELECT listed.t, listed.n, listed.v, listed.p FROM listed JOIN edge ON listed.n = edge.n AND listed.p = edge.p)`,
  ].join('\n');
  return { sql, values: writer.values };
}

/**
 * The histogram's start `lo`, scale `s`, bin width `w` and bin count `k` from the figures, as
 * histogramBins works them out in the same float arithmetic: whole days for a date column whose
 * ends are whole days; the values halved (scaleOf) when hi - lo is past the largest double.
 */
function scaleSql(type: ColumnType): string {
  const wholeDay = (ms: string) => `floor(${ms} / ${DAY_MS}) * ${DAY_MS} = ${ms}`;
  const days = familyOf(type) === 'date' ? `${wholeDay('lo')} AND ${wholeDay('hi')}` : 'FALSE';
  // Whole days span the last day too (hi + a day).
  const span = `(hi * s - lo * s + CASE WHEN days THEN ${DAY_MS} ELSE 0 END)`;
  const width = `CASE WHEN hi <= lo THEN 0 WHEN days THEN ceil(${span} / ${DAY_MS} / ${HISTOGRAM_BINS}) * ${DAY_MS} ELSE ${span} / ${HISTOGRAM_BINS} END`;
  // Doubles both: 1E0 and 5E-1 (Infinity × 0 is NaN, which equals no 0).
  const scale = `CASE WHEN (hi - lo) * 0 = 0 THEN 1E0 ELSE 5E-1 END`;
  return `SELECT lo, s, w, CASE WHEN w = 0 THEN 1 WHEN days THEN ceil(${span} / w) ELSE ${HISTOGRAM_BINS} END AS k FROM (SELECT lo, hi, days, s, ${width} AS w FROM (SELECT lo, hi, ${days} AS days, ${scale} AS s FROM figures))`;
}

const numberOf = (cell: unknown): number => (cell === null || cell === undefined ? NaN : Number(cell));

/** The summary from columnSummarySql's rows (numbers as numbers or bigints): what summarizeIds makes of the same rows. */
export function readSummary(rows: readonly (readonly unknown[])[], type: ColumnType, limit: number): ColumnSummary {
  const figures = rows.find((row) => row[0] !== null && numberOf(row[0]) === FIGURES);
  if (!figures) throw new Error('The summary statement gave no figures');
  const [rowCount, blank, distinct, min, max, mean, typed, matching] = figures.slice(2).map<number>(numberOf);
  const summary: ColumnSummary = { rows: rowCount || 0, blank: blank || 0, distinct: distinct!, values: [], more: 0 };
  if (type !== 'text' && typed! > 0) {
    const { histogram } = histogramBins(min!, max!, type);
    for (const row of rows) if (numberOf(row[0]) === BIN) histogram[numberOf(row[2])]!.count = numberOf(row[3]);
    Object.assign(summary, { min, max, mean, histogram });
  }
  const listed = rows.filter((row) => numberOf(row[0]) === VALUE).map((row) => ({ value: row[1] as string, count: numberOf(row[2]), place: numberOf(row[3]), read: numberOf(row[4]) }));
  // The tab's list order: most frequent first, then by value (those that read first), then natural order, then code units.
  listed.sort((a, b) => b.count - a.count || byValue(a.read, b.read) || a.place - b.place || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  summary.values = listed.slice(0, limit).map(({ value, count }): ValueCount => ({ value, count }));
  summary.more = (matching || 0) - summary.values.length;
  return summary;
}
