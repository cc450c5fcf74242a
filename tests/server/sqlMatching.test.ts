import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHERS } from '../../src/engine/matchers';
import { fuzzyRank, prepare } from '../../src/engine/rank';
import { MATCHER_KINDS } from '../../src/model/columns';
import { whereSql } from '../../src/sql/filters';
import { rankSql } from '../../src/sql/rank';
import { cellTable, evaluate } from '../support/duckDb';
import { FIRST_WITH_SPACES, LAST, NOTES, TERMS } from '../support/tables';

/** Cells where SQL's text functions and JavaScript's could part: folding, case, LIKE's and regex's characters, acronyms, spreads. */
const CELLS = [
  ...new Set([
    ...FIRST_WITH_SPACES, ...LAST, ...NOTES,
    'Łódź', 'łodz', 'Øre', 'þorn', 'Thorn', 'ıi', 'Z̧ebra', 'Æther', 'ÆTHER', 'aether', 'Ann', 'ann', 'Ánn',
    '50%', 'a_b', 'axb', 'a\\b', 'a.b', 'a+b', "it's", 'say "hi"', 'two\nlines', 'ann-marie smith', 'a--n n', 'xaxbbnxn', 'ab  cd-ef --g', '',
  ]),
];
const MORE_TERMS = [...TERMS, 'Ann', 'ann', 'ánn', 'ł', 'lodz', 'ore', 'th', 'ii', 'zeb', 'ae', 'AE', '%', '_', 'a_b', '\\', 'a.b', '+', '"', 'two l', 'ams', 'ann-', 'n n', 'ann', 'ann-m', 'nn', 'acg', 'o\nl', 'wl', 'xbn', 'a-s'];

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

describe('the SQL rank is src/engine/rank.ts fuzzyRank, fraction included', () => {
  it.each(MORE_TERMS)('%j', async (term) => {
    const ranks = await evaluate<number>(cells, (writer) => rankSql(writer, cells.column, term));
    expect(ranks.map(([, rank]) => rank)).toEqual(CELLS.map((cell) => fuzzyRank(prepare(cell), prepare(term))));
  });
});
