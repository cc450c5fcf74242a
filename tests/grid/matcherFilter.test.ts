import type { DoesFilterPassParams, IRowNode } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { TableIndex } from '../../src/engine/tableIndex';
import { doesMatcherFilterPass, type MatcherModel, matcherModel, type MatcherParams } from '../../src/grid/matcherFilter';
import type { Row } from '../../src/grid/row';
import { MATCHER_KINDS, type MatcherKind } from '../../src/model/columns';
import type { ColumnFilter } from '../../src/model/query';
import { runToEnd } from '../../src/engine/steps';
import { randomFrom } from '../support/random';
import { FIRST, FIRST_WITH_SPACES, randomTable, TERMS } from '../support/tables';

/**
 * The filter component's contract, as AG Grid would apply it in the page: a row passes when
 * doesFilterPass holds for every active filter, on the value the grid reads from the row the
 * worker sends (`field: colId`).
 */
function passesInGrid(row: Row, filters: readonly ColumnFilter[]): boolean {
  const node = { data: row } as IRowNode<Row>;
  return filters.every(({ colId, kind, value }) => {
    const model = matcherModel(kind, value, 'exact')!;
    const params = {
      model,
      node,
      data: row,
      handlerParams: { getValue: (at: IRowNode<Row>) => at.data?.[colId], filterParams: { kind } },
    } as unknown as DoesFilterPassParams<Row, unknown, MatcherModel, MatcherParams>;
    return doesMatcherFilterPass(params);
  });
}

describe('the worker selects exactly the rows the filter component passes', () => {
  it.each([
    ['names without spaces', 21, FIRST],
    ['first names with spaces', 22, FIRST_WITH_SPACES],
  ])('%s: random tables, every kind on every column', (_name, seed, first) => {
    const random = randomFrom(seed);
    for (let t = 0; t < 4; t++) {
      const table = randomTable(seed * 10 + t, 200, first);
      const index = new TableIndex(table);
      const colIds = Object.keys(table.columns);
      for (let q = 0; q < 250; q++) {
        const filters = colIds
          .filter(() => random.next() < 0.35)
          .map((colId): ColumnFilter => ({ colId, kind: random.pick(MATCHER_KINDS), value: random.pick(TERMS) }));
        const selected = [...runToEnd(index.run({ filters, globalFilter: '', sort: [] })).rows];
        const passing = Array.from({ length: table.count }, (_, row) => row).filter((row) => passesInGrid(index.rowAt(row), filters));
        expect(selected, JSON.stringify(filters)).toEqual(passing);
      }
    }
  });
});

describe('matcherModel and doesMatcherFilterPass', () => {
  it.each<[MatcherKind, string, MatcherKind, MatcherModel | null]>([
    ['caseInsensitive', '', 'caseInsensitive', null], // the default kind, nothing typed: no filter at all
    ['fuzzy', '', 'caseInsensitive', { filterType: 'matcher', kind: 'fuzzy', value: '' }], // a chosen kind stays
    ['exact', 'x', 'exact', { filterType: 'matcher', kind: 'exact', value: 'x' }],
  ])('%s %j (default %s)', (kind, value, defaultKind, expected) => {
    expect(matcherModel(kind, value, defaultKind)).toEqual(expected);
  });

  it.each<[MatcherKind, string, string | number | null, boolean]>([
    ['exact', '12', 12, true], // a row number is read as its text
    ['exact', '12', 123, false],
    ['caseSensitive', 'An', 'Ann', true],
    ['caseSensitive', 'an', 'Ann', false],
    ['caseInsensitive', 'an', 'ANN', true],
    ['fuzzy', 'zoe', 'Zoë Smith', true],
    ['fuzzy', 'ms', 'Smith', false],
    ['fuzzy', '', 'anything', true], // a kind chosen with nothing typed passes every row
    ['exact', 'x', null, false],
  ])('%s %j on %j: %s', (kind, value, cell, expected) => {
    expect(passesInGrid({ c: cell }, [{ colId: 'c', kind, value }])).toBe(expected);
  });
});
