import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHERS } from '../../../src/engine/matchers';
import { fuzzyRank, prepare } from '../../../src/engine/rank';
import { MATCHER_KINDS } from '../../../src/model/columns';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { CLICKHOUSE, clickHouseParams } from '../../../src/sql/dialect';
import { whereSql } from '../../../src/sql/filters';
import { rankSql } from '../../../src/sql/rank';
import type { SqlColumn, SqlTable } from '../../../src/sql/sqlTable';
import { type Writer, writerFor } from '../../../src/sql/statement';
import { type ChdbSession, snapshotInChdb } from '../../support/chdb';
import { tempFolder } from '../../support/csvTable';
import { CELLS, MORE_TERMS, passingValueList, VALUE_LISTS } from '../../support/matchingCases';

const files = tempFolder();
let session: ChdbSession | undefined;
let table: SqlTable;
let column: SqlColumn;

/** The cells as a file DuckDB prepares (folded forms and all), loaded into chdb. */
beforeAll(async () => {
  const duck = await DuckDbSession.open(files.write('cells.csv', ['cell', ...CELLS.map((cell) => `"${cell.replaceAll('"', '""')}"`)].join('\n')));
  ({ table, session } = await snapshotInChdb(duck, files.path('cells.parquet')));
  await duck.close();
  column = table.columns.find(({ colId }) => colId === 'cell')!;
});
afterAll(() => {
  session?.cleanup();
  files.remove();
});

/** Each cell's value of `expression` in ClickHouse, in row order. */
function evaluate<T>(expression: (writer: Writer) => string): T[] {
  const writer = writerFor(CLICKHOUSE);
  const sql = `SELECT ${expression(writer)} FROM ${CLICKHOUSE.quote(table.name)} ORDER BY ${CLICKHOUSE.quote(table.rowNumber)}`;
  return (JSON.parse(session!.queryBind(sql, clickHouseParams(writer.values), 'JSONCompact')) as { data: [T][] }).data.map(([value]) => value);
}

describe('ClickHouse: the text kinds match as src/engine/matchers.ts does', () => {
  it.each(MATCHER_KINDS.flatMap((kind) => MORE_TERMS.map((term) => [kind, term] as const)))('%s %j', (kind, term) => {
    const passes = evaluate<number>((writer) => whereSql(writer, table, { filters: [{ colId: 'cell', kind, value: term }], globalFilter: '', sort: [] }));
    expect(CELLS.filter((_cell, i) => passes[i])).toEqual(CELLS.filter((cell) => MATCHERS[kind](cell, term)));
  });
});

describe('ClickHouse: value lists pass the cells they hold, as the tab reads them', () => {
  it.each(VALUE_LISTS)('%j', (list) => {
    const passes = evaluate<number | boolean>((writer) => whereSql(writer, table, { filters: [{ colId: 'cell', kind: 'values', value: list }], globalFilter: '', sort: [] }));
    expect(CELLS.filter((_cell, i) => passes[i])).toEqual(passingValueList(list));
  });
});

describe('ClickHouse: the rank is src/engine/rank.ts fuzzyRank, fraction included', () => {
  it.each(MORE_TERMS)('%j', (term) => {
    expect(evaluate<number>((writer) => rankSql(writer, column, term))).toEqual(CELLS.map((cell) => fuzzyRank(prepare(cell), prepare(term))));
  });
});
