import { describe, expect, it } from 'vitest';
import type { ColumnType, FilterKind } from '../../src/model/columns';
import { filterOf, type FilterModel, filterTextError, modelOf, textForChosenKind } from '../../src/view/filterModels';

describe('a filter as the grid keeps it, and back', () => {
  it.each<[ColumnType, FilterKind, string, FilterModel | undefined, string]>([
    // type, kind, text typed, the model, the text the input shows again
    ['text', 'caseInsensitive', 'son', { filterType: 'matcher', kind: 'caseInsensitive', value: 'son' }, 'son'],
    ['number', 'greaterThan', '30', { filterType: 'number', type: 'greaterThan', filter: 30 }, '30'],
    ['number', 'greaterThan', '', { filterType: 'number', type: 'greaterThan' }, ''],
    ['number', 'inRange', '10..20', { filterType: 'number', type: 'inRange', filter: 10, filterTo: 20 }, '10..20'],
    ['number', 'inRange', '10 to 20', { filterType: 'number', type: 'inRange', filter: 10, filterTo: 20 }, '10..20'],
    // Between chosen with nothing typed yet (or its text cleared): empty, never "undefined..undefined".
    ['number', 'inRange', '', { filterType: 'number', type: 'inRange' }, ''],
    ['number', 'inRange', 'abc', undefined, ''],
    ['number', 'blank', '', { filterType: 'number', type: 'blank' }, ''],
    ['date', 'equals', '2014', { filterType: 'date', type: 'equals', dateFrom: '2014', dateTo: null }, '2014'],
    ['date', 'inRange', '2014-03..2014-05', { filterType: 'date', type: 'inRange', dateFrom: '2014-03', dateTo: '2014-05' }, '2014-03..2014-05'],
    ['date', 'inRange', '', { filterType: 'date', type: 'inRange', dateFrom: null, dateTo: null }, ''],
    ['text', 'values', '["Paris","Lyon"]', { filterType: 'set', values: ['Paris', 'Lyon'] }, '["Paris","Lyon"]'],
  ])('%s %s %j', (type, kind, text, model, shown) => {
    expect(modelOf({ kind, value: text }, type)).toEqual(model);
    if (model) expect(filterOf(model)).toEqual({ kind, value: shown });
  });
});

describe('filterTextError: why a filter\'s text is not applied with its kind', () => {
  it.each<[ColumnType, FilterKind, string, string | null]>([
    // A comparison typed where a number column matches as text: the kind to choose.
    ['number', 'exact', '>30', '“>30” is matched as text: to compare, choose Greater than in its Match menu.'],
    ['number', 'exact', ' >= 12.5', '“ >= 12.5” is matched as text: to compare, choose Greater than or equal in its Match menu.'],
    ['number', 'caseInsensitive', '<-3', '“<-3” is matched as text: to compare, choose Less than in its Match menu.'],
    ['numberDecimalComma', 'fuzzy', '<=.5', '“<=.5” is matched as text: to compare, choose Less than or equal in its Match menu.'],
    // Not a comparison: matched as typed.
    ['number', 'exact', '30', null],
    ['number', 'exact', '>', null],
    ['number', 'exact', '>abc', null],
    ['number', 'exact', '3>2', null],
    // A text column's `>` is text (`> 5 years`), and a comparison's own text is read as a number.
    ['text', 'exact', '>30', null],
    ['number', 'greaterThan', '30', null],
    ['number', 'greaterThan', '>30', '“>30” is not a number: type one like 30, -12.5 or 1e3.'],
    ['date', 'equals', '>2014', '“>2014” is not a date: type a year, a month or a day, like 2014, 2014-03 or 2014-03-05.'],
  ])('%s %s %j', (type, kind, text, error) => {
    expect(filterTextError(type, kind, text)).toBe(error);
  });
});

describe('textForChosenKind: the comparison a filter\'s message named, chosen, takes the text without its operator', () => {
  it.each<[ColumnType, FilterKind, string, string]>([
    ['number', 'greaterThan', '>30', '30'],
    ['number', 'greaterThanOrEqual', ' >= 12.5 ', '12.5'],
    ['number', 'lessThan', '<-3', '-3'],
    ['numberDecimalComma', 'lessThanOrEqual', '<=.5', '.5'],
    // Another kind than the one asked for: the text stays, and says it is not a number.
    ['number', 'lessThan', '>30', '>30'],
    ['number', 'greaterThanOrEqual', '>30', '>30'],
    ['number', 'greaterThan', '>=30', '>=30'],
    ['number', 'exact', '>30', '>30'],
    // Not a comparison asked for, or not a number column.
    ['number', 'greaterThan', '30', '30'],
    ['number', 'greaterThan', '>abc', '>abc'],
    ['text', 'greaterThan', '>30', '>30'],
    ['date', 'greaterThan', '>2014', '>2014'],
  ])('%s %s %j', (type, kind, text, expected) => {
    expect(textForChosenKind(type, kind, text)).toBe(expected);
  });
});
