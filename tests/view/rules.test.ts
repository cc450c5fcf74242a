import { describe, expect, it } from 'vitest';
import type { MatcherKind } from '../../src/model/columns';
import type { ColumnFilter, SortItem } from '../../src/model/query';
import { settleView, sortForFirstFuzzyFilter, sortForGroupOrder } from '../../src/view/rules';
import { GROUP_COLUMN } from '../../src/model/query';
import { type Grouping, NO_GROUPING } from '../../src/model/grouping';
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

describe('sortForGroupOrder', () => {
  const groups = desc(GROUP_COLUMN);
  const byCity: Grouping = { ...NO_GROUPING, levels: [{ colId: 'city' }] };
  const sumOnly: Grouping = { ...NO_GROUPING, aggregates: [{ colId: 'amount', func: 'sum' }] };
  it.each<[string, Grouping, SortItem[], SortItem[]]>([
    ['grouped: the Group column sorts', byCity, [groups], [groups]],
    ['grouped, beside another sort', byCity, [groups, asc('id')], [groups, asc('id')]],
    ['aggregates alone: no groups to order', sumOnly, [groups], []],
    ['nothing grouped: the other sorts stay', NO_GROUPING, [asc('id'), groups], [asc('id')]],
    ['no Group sort: nothing changes', sumOnly, [asc('id')], [asc('id')]],
    ['grouped, a Group sort added after another: it orders the groups, so it goes first', byCity, [asc('id'), groups], [groups, asc('id')]],
    ['grouped, after an aggregate sort and another: first, the rest in their order', byCity, [asc('amount'), asc('id'), groups], [groups, asc('amount'), asc('id')]],
  ])('%s', (_name, grouping, sort, expected) => {
    expect(sortForGroupOrder(grouping, sort)).toEqual(expected);
  });
  it.each<[string, Grouping, SortItem[]]>([
    ['no Group sort', sumOnly, [asc('id')]],
    ['the Group sort already first', byCity, [groups, asc('id')]],
  ])('gives the same sort back when it keeps it as it is (the grid is then left as it is): %s', (_name, grouping, sort) => {
    expect(sortForGroupOrder(grouping, sort)).toBe(sort);
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
    [
      'a Group column sort with aggregates alone is dropped, and the page stays',
      on(3, { grouping: { ...NO_GROUPING, aggregates: [{ colId: 'id', func: 'sum' }] } }),
      on(3, { grouping: { ...NO_GROUPING, aggregates: [{ colId: 'id', func: 'sum' }] }, sort: [desc(GROUP_COLUMN)] }),
      on(3, { grouping: { ...NO_GROUPING, aggregates: [{ colId: 'id', func: 'sum' }] } }),
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(settleView(before, after)).toEqual(expected);
  });
});
