import { describe, expect, it } from 'vitest';
import { type ColumnFilter, filtersRows, othersThan, type RowQuery } from '../../src/model/query';

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
