import { describe, expect, it } from 'vitest';
import { byFamily, type ColumnType, MATCHER_KINDS, TYPE_NAMES, TYPED_KINDS } from '../../src/model/columns';
import { DEFAULT_KIND, kindsFor } from '../../src/model/filterKinds';

describe('rules by family: every type takes its family’s', () => {
  it('byFamily gives each type its family’s entry, every type one', () => {
    const rule = byFamily({ text: 't', number: 'n', date: 'd' });
    expect(Object.keys(rule)).toEqual(TYPE_NAMES);
    expect(rule).toEqual({ text: 't', number: 'n', numberDecimalComma: 'n', date: 'd', dateDayFirst: 'd' });
  });
  it.each<[ColumnType, string]>([
    ['text', 'caseInsensitive'],
    ['number', 'exact'],
    ['numberDecimalComma', 'exact'],
    ['date', 'equals'],
    ['dateDayFirst', 'equals'],
  ])('a %s column’s default filter kind: %s', (type, kind) => {
    expect(DEFAULT_KIND[type]).toBe(kind);
  });
});

describe('the kinds a column’s Match menu offers (kindsFor)', () => {
  it.each<[ColumnType, readonly string[]]>([
    ['text', MATCHER_KINDS],
    // Every comparison, in TYPED_KINDS's order: the server's request checks and the random queries read that list.
    ['number', [...MATCHER_KINDS, ...TYPED_KINDS]],
    ['date', [...MATCHER_KINDS, 'equals', 'lessThan', 'greaterThan', 'inRange', 'blank', 'notBlank']],
    ['dateDayFirst', [...MATCHER_KINDS, 'equals', 'lessThan', 'greaterThan', 'inRange', 'blank', 'notBlank']],
  ])('%s: %j', (type, kinds) => {
    expect(kindsFor(type).map((option) => option.kind)).toEqual(kinds);
  });
});
