import { describe, expect, it } from 'vitest';
import type { ColumnSpec, ColumnType } from '../../src/model/columns';
import type { ColumnFilter } from '../../src/model/query';
import { defaultKindAs, formatTypes, ownType, parseTypes, typedColumns, typeIn, typeOfColumn, withColumnType } from '../../src/view/columnTypes';

const COLUMNS: ColumnSpec[] = [
  { colId: 'zip', header: 'zip', kind: 'exact', type: 'number' },
  { colId: 'when', header: 'when', kind: 'equals', type: 'date' },
  { colId: 'name', header: 'name', kind: 'caseInsensitive' },
];
const column = (colId: string) => COLUMNS.find((spec) => spec.colId === colId)!;

describe('withColumnType', () => {
  const cases: [string, Record<string, ColumnType>, ColumnFilter[], string, ColumnType, Record<string, ColumnType>, ColumnFilter[]][] = [
    ['zip codes read as text: a kind text has stays', {}, [{ colId: 'zip', kind: 'exact', value: '00501' }], 'zip', 'text', { zip: 'text' }, [{ colId: 'zip', kind: 'exact', value: '00501' }]],
    ['a comparison text lacks goes back to its default kind, keeping the text', {}, [{ colId: 'zip', kind: 'greaterThan', value: '500' }], 'zip', 'text', { zip: 'text' }, [{ colId: 'zip', kind: 'caseInsensitive', value: '500' }]],
    ['number to date keeps the comparisons both have', {}, [{ colId: 'zip', kind: 'lessThan', value: '2014' }], 'zip', 'date', { zip: 'date' }, [{ colId: 'zip', kind: 'lessThan', value: '2014' }]],
    ['number to date: Not equal goes to On', {}, [{ colId: 'zip', kind: 'notEqual', value: '2014' }], 'zip', 'date', { zip: 'date' }, [{ colId: 'zip', kind: 'equals', value: '2014' }]],
    ['date to day first keeps every date comparison', {}, [{ colId: 'when', kind: 'greaterThan', value: '2005' }], 'when', 'dateDayFirst', { when: 'dateDayFirst' }, [{ colId: 'when', kind: 'greaterThan', value: '2005' }]],
    ['day first to number: After goes back to Exact', { when: 'dateDayFirst' }, [{ colId: 'when', kind: 'inRange', value: '2005..2006' }], 'when', 'number', { when: 'number' }, [{ colId: 'when', kind: 'inRange', value: '2005..2006' }]],
    ['back to its own type is no choice', { zip: 'text', name: 'number' }, [], 'zip', 'number', { name: 'number' }, []],
    ['a text column read as numbers; other columns’ filters untouched', {}, [{ colId: 'when', kind: 'blank', value: '' }], 'name', 'number', { name: 'number' }, [{ colId: 'when', kind: 'blank', value: '' }]],
    // A kind chosen with nothing typed is no filter once it is the type's default (a URL would call it empty).
    ['Exact chosen with nothing typed, then read as numbers, whose default it is: no filter left', {}, [{ colId: 'name', kind: 'exact', value: '' }], 'name', 'number', { name: 'number' }, []],
    ['… Fuzzy chosen so stays: numbers have it, and it is not their default', {}, [{ colId: 'name', kind: 'fuzzy', value: '' }], 'name', 'number', { name: 'number' }, [{ colId: 'name', kind: 'fuzzy', value: '' }]],
    ['a value typed keeps its kind: the rows stay', {}, [{ colId: 'name', kind: 'caseInsensitive', value: '30' }], 'name', 'number', { name: 'number' }, [{ colId: 'name', kind: 'caseInsensitive', value: '30' }]],
    // Text the new type cannot read would filter nothing: no filter, as a link's is ignored (the rows, the URL and the dump agree).
    ['number to date: a Between the dates cannot read is no filter', {}, [{ colId: 'zip', kind: 'inRange', value: '0..1000' }], 'zip', 'date', { zip: 'date' }, []],
    ['date to number: a day is no number, no filter', {}, [{ colId: 'when', kind: 'equals', value: '2014-03-05' }], 'when', 'number', { when: 'number' }, []],
    ['date to number: Before a year is Less than that number', {}, [{ colId: 'when', kind: 'lessThan', value: '2014' }], 'when', 'number', { when: 'number' }, [{ colId: 'when', kind: 'lessThan', value: '2014' }]],
    ['text read as numbers: a comparison typed as text is no filter, as it was never applied', {}, [{ colId: 'name', kind: 'caseInsensitive', value: '>30' }], 'name', 'number', { name: 'number' }, []],
    ['the type it has already: nothing moves', { name: 'number' }, [{ colId: 'name', kind: 'fuzzy', value: '' }, { colId: 'when', kind: 'blank', value: '' }], 'name', 'number', { name: 'number' }, [{ colId: 'name', kind: 'fuzzy', value: '' }, { colId: 'when', kind: 'blank', value: '' }]],
  ];
  it.each(cases)('%s', (_, types, filters, colId, type, expectedTypes, expectedFilters) => {
    expect(withColumnType({ types, filters }, column(colId), type)).toEqual({ types: expectedTypes, filters: expectedFilters });
  });
});

describe('typeIn and typedColumns', () => {
  it('a column is its own type unless the view chose another', () => {
    expect(COLUMNS.map((spec) => typeIn({ zip: 'text' }, spec))).toEqual(['text', 'date', 'text']);
    expect(typedColumns(COLUMNS, { name: 'date' }).map((spec) => spec.type)).toEqual(['number', 'date', 'date']);
  });

  // With no kind chosen, a column read as another type matches as that type does by default, as if the file had it so.
  it.each<[string, Record<string, ColumnType>, string[]]>([
    ['its own types', {}, ['exact', 'equals', 'caseInsensitive']],
    ['zip as text, name as numbers', { zip: 'text', name: 'number' }, ['caseInsensitive', 'equals', 'exact']],
    ['when day first, name as dates', { when: 'dateDayFirst', name: 'date' }, ['exact', 'equals', 'equals']],
  ])('typedColumns: the default kinds with %s', (_name, types, kinds) => {
    expect(typedColumns(COLUMNS, types).map((spec) => spec.kind)).toEqual(kinds);
  });

  it.each<[string, ColumnType, string]>([
    ['firstName', 'text', 'caseSensitive'], // its own type: its own default
    ['firstName', 'number', 'exact'],
    ['firstName', 'date', 'equals'],
    ['id', 'text', 'caseInsensitive'],
  ])('defaultKindAs(%s, %s): %s', (colId, type, kind) => {
    const own: Record<string, { kind: 'caseSensitive' | 'exact'; type?: ColumnType }> = { firstName: { kind: 'caseSensitive' }, id: { kind: 'exact', type: 'number' } };
    expect(defaultKindAs(own[colId]!, type)).toBe(kind);
  });

  it.each<[string, Record<string, ColumnType>, ColumnType]>([
    // [column id, the view's types, its type in the view]
    ['zip', {}, 'number'],
    ['zip', { zip: 'text' }, 'text'],
    ['name', {}, 'text'], // declares none: text
    ['name', { name: 'date' }, 'date'],
    ['nope', { nope: 'number' }, 'text'], // no such column
  ])('typeOfColumn(%s, %j): %s', (colId, types, expected) => {
    expect(typeOfColumn(COLUMNS, colId, types)).toBe(expected);
  });

  it('ownType: a column’s declared type, else text', () => {
    expect(COLUMNS.map(ownType)).toEqual(['number', 'date', 'text']);
  });
});

describe('?types', () => {
  it.each<[string, Record<string, ColumnType>, string[]]>([
    ['zip:text,name:number', { zip: 'text', name: 'number' }, []],
    ['zip:number', {}, []], // its own type: no choice
    ['nope:text,zip:words', {}, ['Ignored the type of "nope" in ?types: there is no such column.', 'Ignored the type "words" of "zip" in ?types: it is text, number, numberDecimalComma, date or dateDayFirst.']],
    ['when:dateDayFirst,zip:date', { when: 'dateDayFirst', zip: 'date' }, []],
    ['', {}, []],
  ])('%j', (text, expected, expectedNotices) => {
    const notices: string[] = [];
    expect(parseTypes(text, COLUMNS, notices)).toEqual(expected);
    expect(notices).toEqual(expectedNotices);
    if (Object.keys(expected).length > 0) expect(parseTypes(formatTypes(expected)!, COLUMNS, [])).toEqual(expected);
  });

  it('no choice writes no parameter', () => {
    expect(formatTypes({})).toBeNull();
  });
});
