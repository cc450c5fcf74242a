import { describe, expect, it } from 'vitest';
import { groupMarksFor, highlightsFor, marksFor } from '../../src/engine/highlight';
import type { GroupLevel } from '../../src/model/grouping';
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

describe('groupMarksFor: a group row’s key marked as its level’s column marks it', () => {
  const city: GroupLevel = { colId: 'city' };
  const byCityThenYear: GroupLevel[] = [city, { colId: 'date', bucket: 'year' }];
  const cityFilter: ColumnFilter = { colId: 'city', kind: 'caseInsensitive', value: 'par' };
  it.each<[string, { filters: ColumnFilter[]; globalFilter: string; levels: GroupLevel[] }, { level: number; key: string | null }, ReturnType<ReturnType<typeof groupMarksFor>>]>([
    ['nothing to mark', { filters: [], globalFilter: '', levels: [city] }, { level: 1, key: 'Paris' }, undefined],
    ['the search, fuzzily', { filters: [], globalFilter: 'ital', levels: [city] }, { level: 1, key: 'Italy' }, { $group: [[0, 4]] }],
    ['the level column’s own filter and the search, merged', { filters: [cityFilter], globalFilter: 'is', levels: [city] }, { level: 1, key: 'Paris' }, { $group: [[0, 5]] }],
    ['the level column’s own filter alone', { filters: [cityFilter], globalFilter: '', levels: [city] }, { level: 1, key: 'Comparis' }, { $group: [[3, 6]] }],
    ['another column’s filter marks nothing', { filters: [{ ...cityFilter, colId: 'country' }], globalFilter: '', levels: [city] }, { level: 1, key: 'Paris' }, undefined],
    ['a key the search does not match', { filters: [], globalFilter: 'zz', levels: [city] }, { level: 1, key: 'Paris' }, undefined],
    ['the blank group marks nothing', { filters: [], globalFilter: 'bl', levels: [city] }, { level: 1, key: null }, undefined],
    ['a year level’s key marks nothing', { filters: [], globalFilter: '2014', levels: byCityThenYear }, { level: 2, key: '2014' }, undefined],
    ['the first level of two still marks', { filters: [], globalFilter: 'lyo', levels: byCityThenYear }, { level: 1, key: 'Lyon' }, { $group: [[0, 3]] }],
  ])('%s', (_name, { filters, globalFilter, levels }, group, expected) => {
    expect(groupMarksFor({ filters, globalFilter, grouping: { levels, aggregates: [], open: { all: false, toggled: [] } } })(group)).toEqual(expected);
  });
});
