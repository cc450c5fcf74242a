import type { DoesFilterPassParams, IRowNode } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { TableIndex } from '../../src/engine/tableIndex';
import { matcherModel, type MatcherParams } from '../../src/grid/matcherFilter';
import { doesMatcherFilterPass } from '../../src/grid/matcherFilterPass';
import type { FilterModel } from '../../src/view/filterModels';
import type { Row } from '../../src/grid/row';
import { type ColumnType, type FilterKind, MATCHER_KINDS, type MatcherKind, TYPED_KINDS } from '../../src/model/columns';
import type { Table } from '../../src/model/table';
import type { ColumnFilter } from '../../src/model/query';
import { runToEnd } from '../../src/engine/steps';
import { randomFrom } from '../support/random';
import { FIRST, FIRST_WITH_SPACES, randomTable, TERMS } from '../support/tables';

/**
 * The filter component's contract, as AG Grid would apply it in the page: a row passes when
 * doesFilterPass holds for every active filter, on the value the grid reads from the row the
 * worker sends (`field: colId`).
 */
function passesInGrid(row: Row, filters: readonly ColumnFilter[], typeOf: (colId: string) => ColumnType = () => 'text'): boolean {
  const node = { data: row } as IRowNode<Row>;
  return filters.every(({ colId, kind, value }) => {
    const filterParams: MatcherParams = { kind: 'exact', type: typeOf(colId) };
    const model = matcherModel(kind, value, filterParams);
    // Text its comparison cannot read has no model: the grid holds no filter for the column.
    if (!model) return true;
    const params = {
      model,
      node,
      data: row,
      handlerParams: { getValue: (at: IRowNode<Row>) => at.data?.[colId], filterParams },
    } as unknown as DoesFilterPassParams<Row, unknown, FilterModel, MatcherParams>;
    return doesMatcherFilterPass(params);
  });
}

/** A column's own type, as the dataset declares it for the grid. */
const typeIn = (table: Table) => (colId: string): ColumnType => {
  const column = table.columns[colId]!;
  return column.type === 'rowNumber' ? 'number' : column.type === 'dict' ? (column.valueType ?? 'text') : 'text';
};

const TYPED_TERMS = ['12', '1.5', '-3', '7', '10..100', '-1 to 2', '2014', '2014-03', '2014-03-05', '2013..2014-03', 'abc'];

describe('the worker selects exactly the rows the filter component passes', () => {
  it.each([
    ['names without spaces', 21, FIRST],
    ['first names with spaces', 22, FIRST_WITH_SPACES],
  ])('%s: random tables, every kind (text and comparisons) on every column', (_name, seed, first) => {
    const random = randomFrom(seed);
    for (let t = 0; t < 4; t++) {
      const table = randomTable(seed * 10 + t, 200, first);
      const index = new TableIndex(table);
      const colIds = Object.keys(table.columns);
      for (let q = 0; q < 250; q++) {
        const filters = colIds
          .filter(() => random.next() < 0.35)
          .map((colId): ColumnFilter =>
            random.next() < 0.4
              ? { colId, kind: random.pick(TYPED_KINDS), value: random.pick(TYPED_TERMS) }
              : { colId, kind: random.pick(MATCHER_KINDS), value: random.pick(TERMS) },
          );
        const selected = [...runToEnd(index.run({ filters, globalFilter: '', sort: [] })).rows];
        const passing = Array.from({ length: table.count }, (_, row) => row).filter((row) => passesInGrid(index.rowAt(row), filters, typeIn(table)));
        expect(selected, JSON.stringify(filters)).toEqual(passing);
      }
    }
  });
});

describe('matcherModel and doesMatcherFilterPass', () => {
  it.each<[FilterKind, string, MatcherParams, FilterModel | null]>([
    ['caseInsensitive', '', { kind: 'caseInsensitive', type: 'text' }, null], // the default kind, nothing typed: no filter at all
    ['fuzzy', '', { kind: 'caseInsensitive', type: 'text' }, { filterType: 'matcher', kind: 'fuzzy', value: '' }], // a chosen kind stays
    ['exact', 'x', { kind: 'exact', type: 'number' }, { filterType: 'matcher', kind: 'exact', value: 'x' }],
    // Comparisons take AG Grid's shapes.
    ['greaterThan', '30', { kind: 'exact', type: 'number' }, { filterType: 'number', type: 'greaterThan', filter: 30 }],
    ['inRange', '10 to 20', { kind: 'exact', type: 'number' }, { filterType: 'number', type: 'inRange', filter: 10, filterTo: 20 }],
    ['blank', '', { kind: 'exact', type: 'number' }, { filterType: 'number', type: 'blank' }],
    ['greaterThan', 'abc', { kind: 'exact', type: 'number' }, null],
    ['equals', '2014', { kind: 'equals', type: 'date' }, { filterType: 'date', type: 'equals', dateFrom: '2014', dateTo: null }],
    ['inRange', '2014-03..2014-05', { kind: 'equals', type: 'date' }, { filterType: 'date', type: 'inRange', dateFrom: '2014-03', dateTo: '2014-05' }],
    ['notBlank', '', { kind: 'equals', type: 'date' }, { filterType: 'date', type: 'notBlank', dateFrom: null, dateTo: null }],
  ])('%s %j (%j)', (kind, value, params, expected) => {
    expect(matcherModel(kind, value, params)).toEqual(expected);
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
