import { describe, expect, it } from 'vitest';
import { highlightsFor, marksFor } from '../../src/engine/highlight';
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
    ['a comparison marks nothing', { filters: [{ colId: 'id', kind: 'greaterThan', value: '3' }], globalFilter: '' }, 'id', []],
    ['a value list marks nothing', { filters: [{ colId: 'lastName', kind: 'values', value: '["Lee"]' }], globalFilter: '' }, 'lastName', []],
  ])('%s', (_name, query, colId, expected) => {
    expect(highlightsFor(query, colId)).toEqual(expected);
  });
});

describe('marksFor: what each cell of a row marks, sent with the row', () => {
  it.each<[string, { filters: ColumnFilter[]; globalFilter: string }, Record<string, string | number>, ReturnType<ReturnType<typeof marksFor>>]>([
    ['nothing to mark', { filters: [], globalFilter: '' }, { id: 7, lastName: 'Nelson' }, undefined],
    ['the own filter in its column only', { filters: [lastName], globalFilter: '' }, { id: 7, lastName: 'Nelson', fullName: 'Ann Nelson' }, { lastName: [[3, 6]] }],
    ['the search in every column it matches, numbers as their text', { filters: [], globalFilter: '17' }, { id: 170, lastName: 'Lee' }, { id: [[0, 2]] }], // merged,
    ['no match, no entry', { filters: [fullName], globalFilter: '' }, { fullName: 'Bob Lee' }, undefined],
  ])('%s', (_name, query, row, expected) => {
    expect(marksFor(query)(row)).toEqual(expected);
  });
});
