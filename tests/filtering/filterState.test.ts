import { describe, expect, it } from 'vitest';
import {
  type ColumnFilterEntry,
  filterStateJson,
  reconcileColumnFilters,
} from '../../src/filtering/filterState';

const f = (id: string, value: string): ColumnFilterEntry => ({ id, value });

describe('reconcileColumnFilters', () => {
  it.each<[string, ColumnFilterEntry[], ColumnFilterEntry[], ColumnFilterEntry[]]>([
    ['first filter', [], [f('lastName', 'a')], [f('lastName', 'a')]],
    ['a second one is appended', [f('lastName', 'a')], [f('fullName', 'b'), f('lastName', 'a')], [f('lastName', 'a'), f('fullName', 'b')]],
    ['editing keeps the place', [f('lastName', 'a'), f('fullName', 'b')], [f('lastName', 'ab'), f('fullName', 'b')], [f('lastName', 'ab'), f('fullName', 'b')]],
    ['clearing removes', [f('lastName', 'a'), f('fullName', 'b')], [f('fullName', 'b')], [f('fullName', 'b')]],
    ['setting again appends', [f('fullName', 'b')], [f('lastName', 'a'), f('fullName', 'b')], [f('fullName', 'b'), f('lastName', 'a')]],
    ['clearing all', [f('id', '1')], [], []],
    ['several at once keep the given order', [], [f('id', '1'), f('firstName', 'A')], [f('id', '1'), f('firstName', 'A')]],
  ])('%s', (_name, previous, active, expected) => {
    expect(reconcileColumnFilters(previous, active)).toEqual(expected);
  });
});

describe('filterStateJson', () => {
  it.each([
    [{ columnFilters: [], globalFilter: '' }, '{\n  "columnFilters": [],\n  "globalFilter": ""\n}'],
    [
      { columnFilters: [f('lastName', 'sm'), f('id', '7')], globalFilter: 'ann' },
      '{\n  "columnFilters": [\n    {\n      "id": "lastName",\n      "value": "sm"\n    },\n    {\n      "id": "id",\n      "value": "7"\n    }\n  ],\n  "globalFilter": "ann"\n}',
    ],
    [{ columnFilters: [f('firstName', '"<b>\\')], globalFilter: '' }, '{\n  "columnFilters": [\n    {\n      "id": "firstName",\n      "value": "\\"<b>\\\\"\n    }\n  ],\n  "globalFilter": ""\n}'],
  ])('%j', (state, expected) => {
    expect(filterStateJson(state)).toBe(expected);
  });
});
