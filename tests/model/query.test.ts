import { describe, expect, it } from 'vitest';
import { type ColumnFilter, filtersRows } from '../../src/model/query';

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
