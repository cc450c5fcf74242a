import { describe, expect, it } from 'vitest';
import { PEOPLE_COLUMNS } from '../../src/model/columns';
import type { ColumnFilter, RowQuery, SortItem } from '../../src/model/query';
import { rowQueryFor } from '../../src/view/viewState';

const f = (colId: string, value: string, kind: ColumnFilter['kind']): ColumnFilter => ({ colId, kind, value });

describe('rowQueryFor', () => {
  it.each<[string, ColumnFilter[], string, SortItem[], RowQuery]>([
    ['nothing', [], '', [], { filters: [], globalFilter: '', sort: [] }],
    [
      'a kind chosen with nothing typed filters nothing',
      [f('lastName', 'son', 'caseInsensitive'), f('id', '', 'fuzzy')],
      '',
      [],
      { filters: [f('lastName', 'son', 'caseInsensitive')], globalFilter: '', sort: [] },
    ],
    [
      'Full Name (fuzzy by default) ranks by its own filter',
      [f('fullName', 'ann', 'fuzzy')],
      'x',
      [{ colId: 'fullName', sort: 'asc' }],
      { filters: [f('fullName', 'ann', 'fuzzy')], globalFilter: 'x', sort: [{ colId: 'fullName', sort: 'asc', rankTerm: 'ann' }] },
    ],
    [
      'else by the global search',
      [],
      'x',
      [{ colId: 'fullName', sort: 'desc' }],
      { filters: [], globalFilter: 'x', sort: [{ colId: 'fullName', sort: 'desc', rankTerm: 'x' }] },
    ],
    [
      'a column switched away from Fuzzy sorts plainly',
      [f('fullName', 'ann', 'caseInsensitive')],
      'x',
      [{ colId: 'fullName', sort: 'asc' }],
      { filters: [f('fullName', 'ann', 'caseInsensitive')], globalFilter: 'x', sort: [{ colId: 'fullName', sort: 'asc' }] },
    ],
    [
      'a column switched to Fuzzy ranks, even with nothing typed (by the search)',
      [f('lastName', '', 'fuzzy')],
      'x',
      [{ colId: 'lastName', sort: 'asc' }, { colId: 'id', sort: 'asc' }],
      { filters: [], globalFilter: 'x', sort: [{ colId: 'lastName', sort: 'asc', rankTerm: 'x' }, { colId: 'id', sort: 'asc' }] },
    ],
  ])('%s', (_name, filters, globalFilter, sort, expected) => {
    expect(rowQueryFor({ filters, globalFilter, sort }, PEOPLE_COLUMNS)).toEqual(expected);
  });

  // Full Name read as numbers matches Exact by default, as a text column does: no rank.
  it('a fuzzy column read as another type sorts plainly, with no kind chosen', () => {
    const sort: SortItem[] = [{ colId: 'fullName', sort: 'asc' }];
    expect(rowQueryFor({ filters: [], globalFilter: 'x', sort, types: { fullName: 'number' } }, PEOPLE_COLUMNS)).toEqual({ filters: [], globalFilter: 'x', sort, types: { fullName: 'number' } });
  });
});
