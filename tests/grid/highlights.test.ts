import { describe, expect, it } from 'vitest';
import { highlightsFor } from '../../src/grid/highlightCell';
import type { ColumnFilter } from '../../src/model/query';

const lastName: ColumnFilter = { colId: 'lastName', kind: 'caseInsensitive', value: 'son' };
const fullName: ColumnFilter = { colId: 'fullName', kind: 'fuzzy', value: 'ann' };

describe('highlightsFor', () => {
  it.each<[string, { filters: ColumnFilter[]; globalFilter: string } | null, string, ReturnType<typeof highlightsFor>]>([
    ['no rows drawn yet: nothing', null, 'lastName', []],
    ['no filter or search: nothing', { filters: [], globalFilter: '' }, 'lastName', []],
    ['the column’s own filter, with its kind', { filters: [lastName, fullName], globalFilter: '' }, 'lastName', [{ kind: 'caseInsensitive', value: 'son' }]],
    ['another column’s filter is not this one’s', { filters: [fullName], globalFilter: '' }, 'lastName', []],
    ['the search marks fuzzily in every column', { filters: [], globalFilter: 'li' }, 'id', [{ kind: 'fuzzy', value: 'li' }]],
    ['own filter first, then the search', { filters: [lastName], globalFilter: 'li' }, 'lastName', [{ kind: 'caseInsensitive', value: 'son' }, { kind: 'fuzzy', value: 'li' }]],
    ['a kind chosen with nothing typed marks nothing', { filters: [{ ...lastName, value: '' }], globalFilter: '' }, 'lastName', []],
  ])('%s', (_name, query, colId, expected) => {
    expect(highlightsFor(query, colId)).toEqual(expected);
  });
});
