import { describe, expect, it } from 'vitest';
import { byFamily, type ColumnType, TYPE_NAMES } from '../../src/model/columns';
import { DEFAULT_KIND } from '../../src/model/filterKinds';

describe('rules by family: every type takes its family’s', () => {
  it('byFamily gives each type its family’s entry, every type one', () => {
    const rule = byFamily({ text: 't', number: 'n', date: 'd' });
    expect(Object.keys(rule)).toEqual(TYPE_NAMES);
    expect(rule).toEqual({ text: 't', number: 'n', date: 'd', dateDayFirst: 'd' });
  });
  it.each<[ColumnType, string]>([
    ['text', 'caseInsensitive'],
    ['number', 'exact'],
    ['date', 'equals'],
    ['dateDayFirst', 'equals'],
  ])('a %s column’s default filter kind: %s', (type, kind) => {
    expect(DEFAULT_KIND[type]).toBe(kind);
  });
});
