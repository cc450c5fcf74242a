import { describe, expect, it } from 'vitest';
import type { FilterKind } from '../../src/model/columns';
import { type ColumnFilter, filtersRows, isNoFilter, othersThan, type RowQuery } from '../../src/model/query';

const lastName: ColumnFilter = { colId: 'lastName', kind: 'caseInsensitive', value: 'son' };

describe('filtersRows', () => {
  it.each<[string, ColumnFilter[], string, boolean]>([
    ['nothing', [], '', false],
    ['a column filter', [lastName], '', true],
    ['a search', [], 'ann', true],
    ['both', [lastName], 'ann', true],
  ])('%s: %s', (_name, filters, globalFilter, expected) => {
    expect(filtersRows({ filters, globalFilter, sort: [] })).toBe(expected);
  });
});

describe('isNoFilter: nothing typed in the column’s default kind', () => {
  it.each<[string, FilterKind, string, FilterKind, boolean]>([
    ['nothing typed, the default kind', 'caseInsensitive', '', 'caseInsensitive', true],
    ['text typed', 'caseInsensitive', 'son', 'caseInsensitive', false],
    ['another kind chosen, nothing typed (the choice stays)', 'fuzzy', '', 'caseInsensitive', false],
    ['Blank, which needs no text, as the default', 'blank', '', 'blank', false],
    ['Blank chosen', 'blank', '', 'equals', false],
  ])('%s', (_name, kind, value, defaultKind, expected) => {
    expect(isNoFilter({ kind, value }, defaultKind)).toBe(expected);
  });
});

describe('othersThan: what a column’s values are counted over', () => {
  const city: ColumnFilter = { colId: 'city', kind: 'values', value: '["Paris"]' };
  it.each<[string, RowQuery, RowQuery]>([
    ['its own filter and the sort go; the others, the search and the types stay',
      { filters: [lastName, city], globalFilter: 'ann', sort: [{ colId: 'city', sort: 'asc' }], types: { city: 'text' } },
      { filters: [lastName], globalFilter: 'ann', sort: [], types: { city: 'text' } }],
    ['no filter of its own', { filters: [lastName], globalFilter: '', sort: [] }, { filters: [lastName], globalFilter: '', sort: [] }],
  ])('%s', (_name, query, expected) => {
    expect(othersThan(query, 'city')).toEqual(expected);
  });
});
