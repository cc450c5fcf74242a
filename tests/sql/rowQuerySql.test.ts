import { describe, expect, it } from 'vitest';
import type { ColumnFilter, QuerySort, RowQuery } from '../../src/model/query';
import { CLICKHOUSE, DUCKDB } from '../../src/sql/dialect';
import { cellsSql, countSql, orderedRowsSql } from '../../src/sql/rowQuerySql';
import type { SqlTable } from '../../src/sql/sqlTable';

/** A text column `name` (its natural order and its values as numbers worked out), a number column `age`, a date column `born`. */
const TABLE: SqlTable = {
  name: 'people',
  rowNumber: 'row',
  columns: [
    { colId: 'name', text: 'c0', folded: 'f0', type: 'text', order: 'o0', values: { number: 'v0_number' }, lowered: 'l0' },
    { colId: 'age', text: 'c1', folded: 'f1', type: 'number', values: { number: 'v1' } },
    { colId: 'born', text: 'c2', folded: 'f2', type: 'date', values: { date: 'v2' } },
  ],
};

const query = (filters: ColumnFilter[], globalFilter = '', sort: QuerySort[] = [], types?: RowQuery['types']): RowQuery => ({ filters, globalFilter, sort, ...(types ? { types } : {}) });
const whereOf = (sql: string) => sql.slice(sql.indexOf(' WHERE ') + 7, sql.indexOf(' ORDER BY '));
const orderOf = (sql: string) => sql.slice(sql.indexOf(' ORDER BY ') + 10);

describe('WHERE: each filter as a condition, every value bound', () => {
  it.each<[string, RowQuery, string | RegExp, unknown[]]>([
    ['no filter', query([]), 'TRUE', []],
    ['Exact: the whole cell, lower-cased (as JavaScript lowers it where the engine differs)', query([{ colId: 'name', kind: 'exact', value: "O'Hara" }]), 'coalesce("l0", lower("c0")) = $1', ["o'hara"]],
    ['Case-sensitive: contains', query([{ colId: 'name', kind: 'caseSensitive', value: 'Ann' }]), 'contains("c0", $1)', ['Ann']],
    ['Case-insensitive: contains, lower-cased', query([{ colId: 'name', kind: 'caseInsensitive', value: 'Ann' }]), 'contains(coalesce("l0", lower("c0")), $1)', ['ann']],
    ['Fuzzy: the folded text LIKE the characters in order (no ESCAPE clause when nothing is escaped: twice as fast)', query([{ colId: 'name', kind: 'fuzzy', value: 'Zoë' }]), `(coalesce("f0", "c0") LIKE $1)`, ['%z%o%e%']],
    ['Fuzzy: LIKE\'s own characters escaped', query([{ colId: 'name', kind: 'fuzzy', value: '5%_\\' }]), `(coalesce("f0", "c0") LIKE $1 ESCAPE '\\')`, ['%5%\\%%\\_%\\\\%']],
    ['Equals on a number: its stored value, one value bound once', query([{ colId: 'age', kind: 'equals', value: '30' }]), '("v1" >= $1 AND "v1" <= $1)', [30]],
    ['Between on a number', query([{ colId: 'age', kind: 'inRange', value: '40..20' }]), '("v1" >= $1 AND "v1" <= $2)', [20, 40]],
    ['Not equal: a blank value does not pass', query([{ colId: 'age', kind: 'notEqual', value: '3' }]), '("v1" IS NOT NULL AND NOT ("v1" >= $1 AND "v1" <= $1))', [3]],
    ['Blank', query([{ colId: 'age', kind: 'blank', value: '' }]), '"v1" IS NULL', []],
    ['Not blank', query([{ colId: 'age', kind: 'notBlank', value: '' }]), '"v1" IS NOT NULL', []],
    ['text a number cannot read filters nothing', query([{ colId: 'age', kind: 'lessThan', value: 'abc' }]), 'TRUE', []],
    ['a comparison on a text column filters nothing', query([{ colId: 'name', kind: 'greaterThan', value: '3' }]), 'TRUE', []],
    ['After on a date: from the day\'s end', query([{ colId: 'born', kind: 'greaterThan', value: '2014-03-05' }]), '("v2" >= $1)', [Date.UTC(2014, 2, 6)]],
    ['a text column read as a number (the Type menu): its number values', query([{ colId: 'name', kind: 'lessThan', value: '5' }], '', [], { name: 'number' }), '("v0_number" < $1)', [5]],
    ['a number column read as text: comparisons filter nothing', query([{ colId: 'age', kind: 'equals', value: '5' }], '', [], { age: 'text' }), 'TRUE', []],
    ['two filters: both hold', query([{ colId: 'name', kind: 'caseSensitive', value: 'a' }, { colId: 'age', kind: 'blank', value: '' }]), 'contains("c0", $1) AND "v1" IS NULL', ['a']],
    [
      'the global search: fuzzy in any column, its pattern bound once',
      query([], 'an'),
      `((coalesce("f0", "c0") LIKE $1) OR (coalesce("f1", "c1") LIKE $1) OR (coalesce("f2", "c2") LIKE $1))`,
      ['%a%n%'],
    ],
  ])('%s', (_name, rowQuery, where, values) => {
    const statement = orderedRowsSql(DUCKDB, TABLE, rowQuery);
    if (typeof where === 'string') expect(whereOf(statement.sql)).toBe(where);
    else expect(whereOf(statement.sql)).toMatch(where);
    expect(statement.values).toEqual(values);
    expect(countSql(DUCKDB, TABLE, rowQuery)).toEqual({ sql: `SELECT count(*) AS "count" FROM "people" WHERE ${whereOf(statement.sql)}`, values });
  });
});

describe('ORDER BY: empty cells last, rank best first, then the value; ties by row in the first item\'s direction', () => {
  it.each<[string, QuerySort[], string | RegExp, unknown[]]>([
    ['no sort: row order', [], '"row" ASC', []],
    ['text: natural order, empty (no place) last', [{ colId: 'name', sort: 'asc' }], `"o0" ASC NULLS LAST, "row" ASC`, []],
    ['text descending: empty still last, ties by row descending', [{ colId: 'name', sort: 'desc' }], `"o0" DESC NULLS LAST, "row" DESC`, []],
    ['a number: unreadable last, then by value', [{ colId: 'age', sort: 'desc' }], `("v1" IS NULL) ASC, "v1" DESC, "row" DESC`, []],
    ['two items: the second breaks ties', [{ colId: 'age', sort: 'asc' }, { colId: 'name', sort: 'desc' }], `("v1" IS NULL) ASC, "v1" ASC, "o0" DESC NULLS LAST, "row" ASC`, []],
    [
      'a rank term: empty last, the rank best first, then the text',
      [{ colId: 'name', sort: 'asc', rankTerm: 'Ann' }],
      /^\("c0" = ''\) ASC, CASE WHEN length\(coalesce\("f0", "c0"\)\) < \$2 THEN 0 WHEN coalesce\("f0", "c0"\) = \$3 THEN CASE WHEN translate\(.* = \$1 THEN 7 ELSE 6 END WHEN starts_with\(coalesce\("f0", "c0"\), \$3\) THEN 5 WHEN contains\(coalesce\("f0", "c0"\), \$4\) THEN 4 WHEN contains\(coalesce\("f0", "c0"\), \$3\) THEN 3 WHEN contains\(array_to_string\(regexp_extract_all\(coalesce\("f0", "c0"\), '\(\?:\^\|\[ -\]\)\(\[\^ -\]\)', 1\), ''\), \$3\) THEN 2 WHEN \(coalesce\("f0", "c0"\) LIKE \$5\) THEN 1 \+ 1\.0 \/ \(length\(regexp_extract\(coalesce\("f0", "c0"\), \$6, 0\)\) - 1\) ELSE 0 END DESC, "o0" ASC NULLS LAST, "row" ASC$/s,
      ['Ann', 3, 'ann', ' ann', '%a%n%n%', '(?s)a.*?n.*?n'],
    ],
    ['a one-character rank term: no acronym, no spread (match-sorter wants it contained)', [{ colId: 'name', sort: 'desc', rankTerm: 'a' }], /THEN 3 ELSE 0 END ASC, "o0" DESC NULLS LAST, "row" DESC$/, ['a', 1, ' a']],
  ])('%s', (_name, sort, order, values) => {
    const statement = orderedRowsSql(DUCKDB, TABLE, query([], '', sort));
    if (typeof order === 'string') expect(orderOf(statement.sql)).toBe(order);
    else expect(orderOf(statement.sql)).toMatch(order);
    expect(statement.values).toEqual(values);
  });
});

describe('names and values never come from the request', () => {
  it.each<[string, RowQuery, RegExp]>([
    ['an unknown column in a filter', query([{ colId: 'name"; DROP TABLE people; --', kind: 'exact', value: 'x' }]), /Unknown column/],
    ['an unknown column in a sort', query([], '', [{ colId: 'nope', sort: 'asc' }]), /Unknown column/],
    ['a text sort before its natural order is worked out', query([], '', [{ colId: 'born', sort: 'asc' }], { born: 'text' }), /no natural order/],
    ['a comparison before the values of its type are worked out', query([{ colId: 'age', kind: 'equals', value: '2014' }], '', [], { age: 'date' }), /no date values/],
  ])('%s throws', (_name, rowQuery, error) => {
    expect(() => orderedRowsSql(DUCKDB, TABLE, rowQuery)).toThrow(error);
  });

  it('quotes stored names, doubling quotes', () => {
    const odd: SqlTable = { ...TABLE, name: 'we"ird' };
    expect(orderedRowsSql(DUCKDB, odd, query([])).sql).toBe('SELECT "row" AS "row" FROM "we""ird" WHERE TRUE ORDER BY "row" ASC');
  });

  it('a typed value never reaches the SQL text', () => {
    const value = "x'); DROP TABLE people; --";
    const statement = orderedRowsSql(DUCKDB, TABLE, query([{ colId: 'name', kind: 'caseSensitive', value }], value, [{ colId: 'name', sort: 'asc', rankTerm: value }]));
    expect(statement.sql).not.toContain('DROP');
    expect(statement.values).toContain(value);
  });
});

describe('a column whose texts keep to an alphabet (numbers and dates read from their texts): a fuzzy term with another character passes none of its cells', () => {
  const KEPT: SqlTable = { ...TABLE, columns: TABLE.columns.map((column) => (column.colId === 'age' ? { ...column, alphabet: '0123456789.' } : column)) };
  it.each<[string, RowQuery, string, unknown[]]>([
    ['the global search with a letter skips it (leaves it out)', query([], 'an'), `((coalesce("f0", "c0") LIKE $1) OR (coalesce("f2", "c2") LIKE $1))`, ['%a%n%']],
    ['the global search with its characters only reads it', query([], '1.5'), `((coalesce("f0", "c0") LIKE $1) OR (coalesce("f1", "c1") LIKE $1) OR (coalesce("f2", "c2") LIKE $1))`, ['%1%.%5%']],
    ['a Fuzzy filter on it with a letter (folded first: É is e)', query([{ colId: 'age', kind: 'fuzzy', value: '1É' }]), 'FALSE', []],
    ['an empty Fuzzy filter on it passes every cell', query([{ colId: 'age', kind: 'fuzzy', value: '' }]), `(coalesce("f1", "c1") LIKE $1)`, ['%%']],
  ])('%s', (_name, rowQuery, where, values) => {
    const statement = orderedRowsSql(DUCKDB, KEPT, rowQuery);
    expect(whereOf(statement.sql)).toBe(where);
    expect(statement.values).toEqual(values);
  });
});

/** Two coded columns (src/sql/textCodes.ts: their folded texts by code, and rows) and one of many texts. */
const CODED: SqlTable = {
  ...TABLE,
  columns: [
    { colId: 'first', text: 'c0', folded: 'f0', type: 'text', order: 'o0', codes: { column: 'o0', texts: [[1, 'anne', 5], [2, 'jo', 3], [3, 'hanna', 1], [4, 'bo', 1]] } },
    { colId: 'status', text: 'c1', folded: 'f1', type: 'text', order: 'o1', codes: { column: 'o1', texts: [[1, 'active', 6], [2, 'banned', 3], [3, 'pending', 1]] } },
    { colId: 'email', text: 'c2', folded: 'f2', type: 'text' },
    { colId: 'age', text: 'c3', folded: 'f3', type: 'number', values: { number: 'v3' }, alphabet: '0123456789' },
  ],
};

describe('a coded column: the global search by a list of its codes, coded columns first (those most rows pass first)', () => {
  it.each<[string, RowQuery, string, unknown[]]>([
    ['the global search', query([], 'an'), `("o0" IN (1, 3) OR "o1" = 2 OR (coalesce("f2", "c2") LIKE $1))`, ['%a%n%']],
    ['the global search: every text of a column passes', query([], 'e'), `("o1" IS NOT NULL OR "o0" = 1 OR (coalesce("f2", "c2") LIKE $1))`, ['%e%']],
    ['the global search: none of a column passes', query([], 'jo'), `("o0" = 2 OR (coalesce("f2", "c2") LIKE $1))`, ['%j%o%']],
    ['a Fuzzy filter: LIKE (pushed into the scan, faster than a list)', query([{ colId: 'first', kind: 'fuzzy', value: 'Ánn' }]), `(coalesce("f0", "c0") LIKE $1)`, ['%a%n%n%']],
    ['a Fuzzy filter and the search', query([{ colId: 'status', kind: 'fuzzy', value: 'N' }], 'jo'), `(coalesce("f1", "c1") LIKE $1) AND ("o0" = 2 OR (coalesce("f2", "c2") LIKE $2))`, ['%n%', '%j%o%']],
  ])('%s', (_name, rowQuery, where, values) => {
    const statement = orderedRowsSql(DUCKDB, CODED, rowQuery);
    expect(whereOf(statement.sql)).toBe(where);
    expect(statement.values).toEqual(values);
  });

  const STATUS_N: ColumnFilter[] = [{ colId: 'status', kind: 'fuzzy', value: 'n' }];
  it.each<[string, ColumnFilter[], string, string]>([
    ['a search nearly every row passes: the rows less those failing every column, the column fewest fail first', [], 'a', 'SELECT (SELECT count(*) FROM "people") - (SELECT count(*) FROM "people" WHERE "o1" = 3 AND "o0" IN (2, 4)) AS "count"'],
    ['a search fewer pass: counted', [], 'n', 'SELECT count(*) AS "count" FROM "people" WHERE ("o0" IN (1, 3) OR "o1" <> 1)'],
    ['a search nearly every row passes, with a filter: counted', STATUS_N, 'a', 'SELECT count(*) AS "count" FROM "people" WHERE (coalesce("f1", "c1") LIKE $1) AND ("o1" <> 3 OR "o0" IN (1, 3))'],
  ])('%s', (_name, filters, term, sql) => {
    const coded = { ...CODED, columns: CODED.columns.filter(({ colId }) => colId !== 'email') };
    expect(countSql(DUCKDB, coded, query(filters, term)).sql).toBe(sql);
  });

  it('a column of many texts among them: a search nearly every row passes is counted', () => {
    expect(countSql(DUCKDB, CODED, query([], 'a')).sql).toMatch(/^SELECT count\(\*\) AS "count" FROM "people" WHERE \(/);
  });
});

describe('cellsSql: a page\'s cells, by row number, in either dialect', () => {
  it.each<[string, Parameters<typeof cellsSql>, string]>([
    ['rows of a kept order: a list of numbers', [DUCKDB, TABLE, [7, 3, 12]], 'SELECT "row", "c0", "c1", "c2" FROM "people" WHERE "row" IN (7, 3, 12)'],
    ['the file\'s order: a range', [DUCKDB, TABLE, [20, 21, 22], true], 'SELECT "row", "c0", "c1", "c2" FROM "people" WHERE "row" >= 20 AND "row" <= 22'],
    ['ClickHouse: its quoting', [CLICKHOUSE, TABLE, [5, 1]], 'SELECT `row`, `c0`, `c1`, `c2` FROM `people` WHERE `row` IN (5, 1)'],
    ['numbers are written as whole numbers', [DUCKDB, TABLE, [2.9]], 'SELECT "row", "c0", "c1", "c2" FROM "people" WHERE "row" IN (2)'],
  ])('%s', (_name, args, sql) => {
    expect(cellsSql(...args)).toEqual({ sql, values: [] });
  });
});
