import { describe, expect, it } from 'vitest';
import type { Aggregate, GroupLevel } from '../../src/model/grouping';
import type { QuerySort, RowQuery } from '../../src/model/query';
import { bucketNumberSql, bucketTextSql } from '../../src/sql/dateValues';
import { CLICKHOUSE, DUCKDB, type SqlValue } from '../../src/sql/dialect';
import { sumFiguresSql } from '../../src/sql/exactSumSql';
import { decimalsSql, groupingUses, groupRowsSql, groupsSql, levelKeySql, offered, summedColumns } from '../../src/sql/groupingSql';
import type { SqlTable } from '../../src/sql/sqlTable';
import { writerFor } from '../../src/sql/statement';

/** A text column `city` (its natural order worked out), a number column `amount`, a date column `day`. */
const TABLE: SqlTable = {
  name: 'sales',
  rowNumber: 'row',
  columns: [
    { colId: 'city', text: 'c0', folded: 'f0', type: 'text', order: 'o0', values: { date: 'c0_date' } },
    { colId: 'amount', text: 'c1', folded: 'f1', type: 'number', values: { number: 'v1' } },
    { colId: 'day', text: 'c2', folded: 'f2', type: 'date', values: { date: 'v2', dateDayFirst: 'v2_first' } },
  ],
};

const grouped = (levels: GroupLevel[], aggregates: Aggregate[] = [], sort: QuerySort[] = [], types?: RowQuery['types']): RowQuery => ({
  filters: [],
  globalFilter: '',
  sort,
  ...(types ? { types } : {}),
  grouping: { levels, aggregates, open: { all: false, toggled: [] } },
});

describe('what a grouping needs stored first', () => {
  it.each<[string, RowQuery, ReturnType<typeof groupingUses>]>([
    ['a text level: its natural order', grouped([{ colId: 'city' }]), { sorted: ['city'], typed: [] }],
    ['a number level: its values', grouped([{ colId: 'amount' }]), { sorted: [], typed: [{ colId: 'amount', type: 'number' }] }],
    ['a bucket: the dates of its column, whatever its type', grouped([{ colId: 'city', bucket: 'year' }]), { sorted: [], typed: [{ colId: 'city', type: 'date' }] }],
    ['a bucket of a date column read day first: its day-first dates', grouped([{ colId: 'day', bucket: 'month' }], [], [], { day: 'dateDayFirst' }), { sorted: [], typed: [{ colId: 'day', type: 'dateDayFirst' }] }],
    ['an aggregate of a typed column: its values; of a text column: nothing', grouped([], [{ colId: 'day', func: 'max' }, { colId: 'city', func: 'count' }]), { sorted: [], typed: [{ colId: 'day', type: 'date' }] }],
    ['the Group column sorted needs nothing; a sort of the rows needs what it sorts by', grouped([], [], [{ colId: 'ag-Grid-AutoColumn', sort: 'desc' }, { colId: 'city', sort: 'asc' }]), { sorted: ['city'], typed: [] }],
    ['a column read as another type (the Type menu): its values under that type', grouped([{ colId: 'city' }], [], [], { city: 'number' }), { sorted: [], typed: [{ colId: 'city', type: 'number' }] }],
  ])('%s', (_name, query, uses) => {
    expect(groupingUses(query, TABLE)).toEqual(uses);
  });
});

describe('a level\'s key: the text as written, NULL for the blank group; a bucket grouped by its number', () => {
  const textKey = (sql: string) => ({ grouped: sql, text: sql });
  const bucketKey = (value: string, bucket: 'year' | 'month') => ({ grouped: bucketNumberSql(DUCKDB, value, bucket), text: bucketTextSql(DUCKDB, bucketNumberSql(DUCKDB, value, bucket), bucket) });
  it.each<[string, GroupLevel, RowQuery['types'], { grouped: string; text: string }]>([
    ['a text column: a non-empty text', { colId: 'city' }, undefined, textKey(`CASE WHEN "c0" <> '' THEN "c0" END`)],
    ['a number column: the text of a cell that reads as a number', { colId: 'amount' }, undefined, textKey('CASE WHEN "v1" IS NOT NULL THEN "c1" END')],
    ['a number column read as text: any non-empty text', { colId: 'amount' }, { amount: 'text' }, textKey(`CASE WHEN "c1" <> '' THEN "c1" END`)],
    ['a year: of the date a cell reads as', { colId: 'day', bucket: 'year' }, undefined, bucketKey('"v2"', 'year')],
    ['a month: of the date a cell reads as', { colId: 'day', bucket: 'month' }, undefined, bucketKey('"v2"', 'month')],
    ['a bucket of a day-first date column: its dates read day first', { colId: 'day', bucket: 'year' }, { day: 'dateDayFirst' }, bucketKey('"v2_first"', 'year')],
    ['a bucket of a text column: its cells read as a Date column reads them', { colId: 'city', bucket: 'year' }, undefined, bucketKey('"c0_date"', 'year')],
  ])('%s', (_name, level, types, sql) => {
    const key = levelKeySql(writerFor(DUCKDB), TABLE, grouped([level], [], [], types), level);
    expect({ grouped: key.grouped, text: key.text }).toEqual(sql);
  });

  it.each<[string, GroupLevel, string, string, SqlValue[]]>([
    ['a text key: bound', { colId: 'city' }, 'Paris', `CASE WHEN "c0" <> '' THEN "c0" END = $1`, ['Paris']],
    ['a year: its number bound', { colId: 'day', bucket: 'year' }, '0014', `${bucketNumberSql(DUCKDB, '"v2"', 'year')} = $1`, [14]],
    ['a month: its number bound', { colId: 'day', bucket: 'month' }, '2014-03', `${bucketNumberSql(DUCKDB, '"v2"', 'month')} = $1`, [201403]],
    ['a text no year writes: no row', { colId: 'day', bucket: 'year' }, '14', 'FALSE', []],
    ['a text no month writes: no row', { colId: 'day', bucket: 'month' }, '2014-13', 'FALSE', []],
  ])('a row in the group of %s', (_name, level, key, sql, values) => {
    const writer = writerFor(DUCKDB);
    expect(levelKeySql(writer, TABLE, grouped([level]), level).is(key)).toBe(sql);
    expect(writer.values).toEqual(values);
  });
});

describe('aggregates: only those the type offers have SQL; sums need their column\'s decimals', () => {
  it('leaves out a function the column\'s type does not offer, and the second aggregate of a column', () => {
    const query = grouped([], [{ colId: 'city', func: 'sum' }, { colId: 'amount', func: 'avg' }, { colId: 'amount', func: 'max' }, { colId: 'day', func: 'min' }]);
    expect(offered(query, TABLE)).toEqual([{ colId: 'amount', func: 'avg' }, { colId: 'day', func: 'min' }]);
    expect(summedColumns(query, TABLE)).toEqual([{ colId: 'amount', type: 'number' }]);
    expect(summedColumns({ ...query, types: { amount: 'numberDecimalComma' } }, TABLE)).toEqual([{ colId: 'amount', type: 'numberDecimalComma' }]);
  });

  it('sums scaled whole numbers as 128-bit integers, and counts the values that must be summed from their texts', () => {
    const { sql } = groupsSql(DUCKDB, TABLE, grouped([{ colId: 'city' }], [{ colId: 'amount', func: 'sum' }]), 1, new Map([['amount', 2]]));
    expect(sql).toContain('CAST(coalesce(sum(CAST(CASE WHEN abs("v1" * 100) < 1125899906842624 THEN floor("v1" * 100 + 0.5) END AS BIGINT)), 0) + coalesce(sum(CASE WHEN abs("v1" * 100) < 1125899906842624 THEN NULL WHEN ');
    // The column's value and its text, with its decimals (exactSumSql.test.ts runs these figures in both engines).
    expect(sql).toContain(`, count(*), CAST(min("o0") AS DOUBLE), ${sumFiguresSql(DUCKDB, '"v1"', '"c1"', 2).join(', ')} FROM "sales"`);
    expect(sql).toMatch(/ GROUP BY CASE WHEN "c0" <> '' THEN "c0" END ORDER BY 3 NULLS LAST$/);
  });

  it('reads Min and Max as the text of the first row holding the value, in each dialect', () => {
    const query = grouped([], [{ colId: 'day', func: 'max' }]);
    expect(groupsSql(DUCKDB, TABLE, query, 0, new Map()).sql).toBe('SELECT count(*), CAST(NULL AS DOUBLE), arg_max("c2", ("v2", -"row")) FILTER (WHERE "v2" IS NOT NULL), CAST(max("v2") AS DOUBLE) FROM "sales" WHERE TRUE');
    expect(groupsSql(CLICKHOUSE, TABLE, query, 0, new Map()).sql).toContain('argMaxIf(`c2`, (assumeNotNull(`v2`), -`row`), `v2` IS NOT NULL)');
  });

  it('reads the whole beside the first level from one scan, each row led by whether it is the whole', () => {
    const query = grouped([{ colId: 'city' }], [{ colId: 'city', func: 'count' }]);
    const key = `CASE WHEN "c0" <> '' THEN "c0" END`;
    expect(groupsSql(DUCKDB, TABLE, query, 1, new Map(), true).sql).toBe(
      `SELECT GROUPING(${key}) <> 0, ${key}, count(*), CAST(min("o0") AS DOUBLE), count(CASE WHEN "c0" <> '' THEN 1 END) FROM "sales" WHERE TRUE GROUP BY GROUPING SETS ((), (${key})) ORDER BY 4 NULLS LAST`,
    );
    // The whole alone needs no grouping sets.
    expect(groupsSql(DUCKDB, TABLE, query, 0, new Map(), true).sql).toBe(`SELECT count(*), CAST(NULL AS DOUBLE), count(CASE WHEN "c0" <> '' THEN 1 END) FROM "sales" WHERE TRUE`);
  });

  it('refuses a sum whose decimals were not read', () => {
    expect(() => groupsSql(DUCKDB, TABLE, grouped([], [{ colId: 'amount', func: 'sum' }]), 0, new Map())).toThrow('Column amount has no decimals read yet');
  });

  it('reads the decimals of every summed column in one statement over the whole table', () => {
    const { sql, values } = decimalsSql(DUCKDB, TABLE, [{ colId: 'amount', type: 'number' }]);
    expect(sql).toMatch(/^SELECT coalesce\(max\(CASE WHEN "v1" IS NOT NULL THEN .* END\), 0\) FROM "sales"$/);
    expect(values).toEqual([]);
  });
});

describe('an open group\'s rows: its keys bound, in the rows\' sort, a page at a time', () => {
  it.each<[string, (string | null)[], RegExp, unknown[]]>([
    ['a key is bound, never written', ["Robert'); DROP TABLE sales; --"], /AND CASE WHEN "c0" <> '' THEN "c0" END = \$1 ORDER BY "row" ASC LIMIT 10 OFFSET 20$/, ["Robert'); DROP TABLE sales; --"]],
    ['the blank group: IS NULL', [null], /AND CASE WHEN "c0" <> '' THEN "c0" END IS NULL ORDER BY/, []],
  ])('%s', (_name, path, sql, values) => {
    const statement = groupRowsSql(DUCKDB, TABLE, grouped([{ colId: 'city' }]), path, 20, 30);
    expect(statement.sql).toMatch(sql);
    expect(statement.values).toEqual(values);
  });

  it('in ClickHouse, a typed placeholder', () => {
    expect(groupRowsSql(CLICKHOUSE, TABLE, grouped([{ colId: 'city' }]), ['Paris'], 0, 10).sql).toContain("CASE WHEN `c0` <> '' THEN `c0` END = {p1:String}");
    expect(groupRowsSql(CLICKHOUSE, TABLE, grouped([{ colId: 'day', bucket: 'year' }]), ['2014'], 0, 10).sql).toContain(`${bucketNumberSql(CLICKHOUSE, '`v2`', 'year')} = {p1:Float64}`);
  });
});
