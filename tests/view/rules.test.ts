import { describe, expect, it } from 'vitest';
import type { MatcherKind } from '../../src/model/columns';
import type { ColumnFilter, SortItem } from '../../src/model/query';
import { settleView, sortForFirstFuzzyFilter } from '../../src/view/rules';
import { INITIAL_VIEW_STATE, type ViewState } from '../../src/view/viewState';

const f = (colId: string, value: string, kind: MatcherKind): ColumnFilter => ({ colId, kind, value });
const asc = (colId: string): SortItem => ({ colId, sort: 'asc' });
const desc = (colId: string): SortItem => ({ colId, sort: 'desc' });
const fullName = (value: string) => f('fullName', value, 'fuzzy');
const lastName = (value: string, kind: MatcherKind = 'caseInsensitive') => f('lastName', value, kind);

describe('sortForFirstFuzzyFilter', () => {
  it.each<[string, ColumnFilter[], ColumnFilter[], SortItem[], SortItem[] | null]>([
    ['a first Full Name filter switches the sort to it', [], [fullName('ann')], [], [asc('fullName')]],
    ['and replaces another sort', [], [fullName('ann')], [desc('id'), asc('lastName')], [asc('fullName')]],
    ['typing on in it does not switch again', [fullName('an')], [fullName('ann')], [asc('id')], null],
    ['a sort on it already stays, descending too', [], [fullName('ann')], [desc('fullName')], null],
    ['behind another filter it leaves the sort alone', [lastName('e')], [lastName('e'), fullName('ann')], [asc('id')], null],
    ['clearing the filter before it makes it first: it switches', [lastName('e'), fullName('ann')], [fullName('ann')], [asc('id')], [asc('fullName')]],
    ['a first filter that is not fuzzy leaves the sort alone', [], [lastName('son')], [asc('id')], null],
    ['any column switched to Fuzzy counts', [], [lastName('son', 'fuzzy')], [asc('id')], [asc('lastName')]],
    ['switching the first filter to Fuzzy switches the sort', [lastName('son')], [lastName('son', 'fuzzy')], [asc('id')], [asc('lastName')]],
    ['a fuzzy kind chosen with nothing typed is not active', [], [lastName('', 'fuzzy')], [asc('id')], null],
    ['clearing every filter leaves the sort', [fullName('ann')], [], [asc('fullName')], null],
  ])('%s', (_name, before, after, sort, expected) => {
    expect(sortForFirstFuzzyFilter(before, after, sort)).toEqual(expected);
  });
});

describe('settleView', () => {
  const view = (patch: Partial<ViewState>): ViewState => ({ ...INITIAL_VIEW_STATE, ...patch });
  const on = (page: number, patch: Partial<ViewState> = {}) => view({ page, ...patch });
  it.each<[string, ViewState, ViewState, ViewState]>([
    ['nothing changed: nothing moves', on(3), on(3), on(3)],
    ['a page change stays', on(3), on(4), on(4)],
    ['a new filter goes back to page 1', on(3), on(3, { filters: [lastName('e')] }), on(1, { filters: [lastName('e')] })],
    ['a changed filter value too', on(3, { filters: [lastName('e')] }), on(3, { filters: [lastName('ea')] }), on(1, { filters: [lastName('ea')] })],
    ['a changed kind too', on(3, { filters: [lastName('e')] }), on(3, { filters: [lastName('e', 'exact')] }), on(1, { filters: [lastName('e', 'exact')] })],
    ['a new search', on(3), on(3, { globalFilter: 'x' }), on(1, { globalFilter: 'x' })],
    ['a new sort', on(3), on(3, { sort: [asc('id')] }), on(1, { sort: [asc('id')] })],
    [
      'a first Full Name filter: its sort and page 1 in one view',
      on(3, { sort: [asc('id')] }),
      on(3, { filters: [fullName('ann')], sort: [asc('id')] }),
      on(1, { filters: [fullName('ann')], sort: [asc('fullName')] }),
    ],
    ['a new page size keeps the top row: page 3 of 10 is rows 21-30, on page 2 of 20', on(3), on(1, { pageSize: 20 }), on(2, { pageSize: 20 })],
    ['from 50 to 10 a page', on(2, { pageSize: 50 }), on(1, { pageSize: 10 }), on(6, { pageSize: 10 })],
    ['a new set keeps the page the grid shows', on(1), on(1, { set: 1 }), on(1, { set: 1 })],
  ])('%s', (_name, before, after, expected) => {
    expect(settleView(before, after)).toEqual(expected);
  });
});
