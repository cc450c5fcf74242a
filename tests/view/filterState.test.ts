import { PEOPLE_COLUMNS } from '../../src/model/columns';
import { describe, expect, it } from 'vitest';
import { activationOrder, filterStateJson } from '../../src/view/filterState';
import type { ColumnFilter } from '../../src/model/query';

describe('activationOrder', () => {
  it.each<[string, string[], string[], string[]]>([
    ['first filter', [], ['lastName'], ['lastName']],
    ['a second one is appended', ['lastName'], ['fullName', 'lastName'], ['lastName', 'fullName']],
    ['editing keeps the place', ['lastName', 'fullName'], ['lastName', 'fullName'], ['lastName', 'fullName']],
    ['clearing removes', ['lastName', 'fullName'], ['fullName'], ['fullName']],
    ['setting again appends', ['fullName'], ['lastName', 'fullName'], ['fullName', 'lastName']],
    ['clearing all', ['id'], [], []],
    ['several at once keep the given order', [], ['id', 'firstName'], ['id', 'firstName']],
  ])('%s', (_name, previous, active, expected) => {
    expect(activationOrder(previous, active)).toEqual(expected);
  });
});

describe('filterStateJson', () => {
  const f = (colId: string, value: string, kind: ColumnFilter['kind'] = 'exact'): ColumnFilter => ({ colId, kind, value });
  it.each<[ColumnFilter[], string, string]>([
    [[], '', '{\n  "columnFilters": [],\n  "globalFilter": ""\n}'],
    [
      [f('lastName', 'sm', 'caseInsensitive'), f('id', '7')],
      'ann',
      '{\n  "columnFilters": [\n    {\n      "id": "lastName",\n      "value": "sm"\n    },\n    {\n      "id": "id",\n      "value": "7"\n    }\n  ],\n  "globalFilter": "ann"\n}',
    ],
    // A kind chosen with nothing typed filters nothing, so the dump leaves it out.
    [[f('lastName', '', 'fuzzy')], '', '{\n  "columnFilters": [],\n  "globalFilter": ""\n}'],
    [[f('firstName', '"<b>\\')], '', '{\n  "columnFilters": [\n    {\n      "id": "firstName",\n      "value": "\\"<b>\\\\"\n    }\n  ],\n  "globalFilter": ""\n}'],
  ])('%j, %j', (filters, globalFilter, expected) => {
    expect(filterStateJson(filters, globalFilter, PEOPLE_COLUMNS)).toBe(expected);
  });
});
