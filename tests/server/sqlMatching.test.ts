import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHERS } from '../../src/engine/matchers';
import { fuzzyRank, prepare } from '../../src/engine/rank';
import { MATCHER_KINDS } from '../../src/model/columns';
import { whereSql } from '../../src/sql/filters';
import { rankSql } from '../../src/sql/rank';
import { cellTable, evaluate } from '../support/duckDb';
import { CELLS, MORE_TERMS, passingValueList, VALUE_LISTS } from '../support/matchingCases';

let cells: Awaited<ReturnType<typeof cellTable>>;
beforeAll(async () => (cells = await cellTable(CELLS)));
afterAll(() => cells.close());

describe('the SQL text kinds match as src/engine/matchers.ts does', () => {
  it.each(MATCHER_KINDS.flatMap((kind) => MORE_TERMS.map((term) => [kind, term] as const)))('%s %j', async (kind, term) => {
    const query = { filters: [{ colId: 'cell', kind, value: term }], globalFilter: '', sort: [] };
    const passes = await evaluate<boolean>(cells, (writer) => whereSql(writer, cells.table, query));
    expect(passes.filter(([, pass]) => pass).map(([cell]) => cell)).toEqual(CELLS.filter((cell) => MATCHERS[kind](cell, term)));
  });
});

describe('SQL value lists pass the cells they hold, as the tab reads them', () => {
  it.each(VALUE_LISTS)('%j', async (list) => {
    const query = { filters: [{ colId: 'cell', kind: 'values' as const, value: list }], globalFilter: '', sort: [] };
    const passes = await evaluate<boolean>(cells, (writer) => whereSql(writer, cells.table, query));
    expect(passes.filter(([, pass]) => pass).map(([cell]) => cell)).toEqual(passingValueList(list));
  });
});

describe('the SQL rank is src/engine/rank.ts fuzzyRank, fraction included', () => {
  it.each(MORE_TERMS)('%j', async (term) => {
    const ranks = await evaluate<number>(cells, (writer) => rankSql(writer, cells.column, term));
    expect(ranks.map(([, rank]) => rank)).toEqual(CELLS.map((cell) => fuzzyRank(prepare(cell), prepare(term))));
  });
});
