import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '../../../src/model/columns';
import { BadRequest, checkRequest } from '../../../src/server/http/requestChecks';

const SPECS: ColumnSpec[] = [
  { colId: 'row', header: 'row', kind: 'exact', type: 'number' },
  { colId: 'name', header: 'name', kind: 'caseInsensitive' },
  { colId: 'amount', header: 'amount', kind: 'exact', type: 'number' },
];
const tableOf = (name: string) => (name === 'sales.csv' ? { count: 10, specs: SPECS } : undefined);
const query = { filters: [{ colId: 'name', kind: 'fuzzy', value: 'an' }], globalFilter: 'x', sort: [{ colId: 'amount', sort: 'desc' }] };
const rows = (change: Record<string, unknown>) => ({ kind: 'rows', requestId: 1, key: 'server:sales.csv', query, start: 0, end: 100, ...change });

describe('checkRequest: what passes is rebuilt from checked parts', () => {
  it.each<[string, unknown, unknown]>([
    ['a page of rows', rows({}), rows({})],
    ['a page fetched ahead', rows({ ahead: true }), rows({ ahead: true })],
    ['a load', { kind: 'load', requestId: 2, source: { type: 'served', key: 'server:sales.csv' } }, { kind: 'load', requestId: 2, source: { type: 'served', key: 'server:sales.csv' } }],
    ['unknown fields are dropped', rows({ extra: 1, query: { ...query, evil: 'DROP TABLE' } }), rows({})],
    ['a Type choice and a rank term', rows({ query: { ...query, types: { name: 'number' }, sort: [{ colId: 'name', sort: 'asc', rankTerm: 'an' }] } }), rows({ query: { ...query, types: { name: 'number' }, sort: [{ colId: 'name', sort: 'asc', rankTerm: 'an' }] } })],
    [
      'a text of the selected rows',
      { kind: 'text', requestId: 3, key: 'server:sales.csv', query, columns: [{ colId: 'name', header: 'name' }], format: 'tsv', only: [0, 9] },
      { kind: 'text', requestId: 3, key: 'server:sales.csv', query, columns: [{ colId: 'name', header: 'name' }], format: 'tsv', only: [0, 9] },
    ],
    ['a value summary', { kind: 'values', requestId: 4, key: 'server:sales.csv', query, colId: 'amount', search: '1' }, { kind: 'values', requestId: 4, key: 'server:sales.csv', query, colId: 'amount', search: '1' }],
  ])('%s', (_name, body, expected) => expect(checkRequest(body, tableOf)).toEqual(expected));

  it.each<[string, unknown, string]>([
    ['not an object', 'rows', 'The request must be an object'],
    ['an unknown kind', rows({ kind: 'readFile' }), "The request's kind must be one of load, rows, passing, values, text"],
    ['ahead other than true', rows({ ahead: 'yes' }), 'A page fetched ahead says so with true'],
    ['a table the server does not have', rows({ key: 'server:../etc/passwd' }), 'There is no table "../etc/passwd" on this server'],
    ['a worker dataset', rows({ key: 'people' }), 'There is no table "people" on this server'],
    ['an unknown column in a filter', rows({ query: { ...query, filters: [{ colId: 'x"; DROP', kind: 'exact', value: '1' }] } }), 'There is no column "x"; DROP" in this table'],
    ['an unknown column in a sort', rows({ query: { ...query, sort: [{ colId: 'nope', sort: 'asc' }] } }), 'There is no column "nope" in this table'],
    ['an unknown kind of filter', rows({ query: { ...query, filters: [{ colId: 'name', kind: 'regex', value: '.' }] } }), "A filter's kind must be one of"],
    ['a sort direction', rows({ query: { ...query, sort: [{ colId: 'name', sort: 'up' }] } }), "A sort's direction must be one of asc, desc"],
    ['a type', rows({ query: { ...query, types: { name: 'money' } } }), "A column's type must be one of text, number, numberDecimalComma, date"],
    ['nested rows', rows({ query: { ...query, expanded: { all: true, toggled: [] } } }), 'A served table has no nested rows to open'],
    ['too many rows', rows({ end: 5000 }), '5000 rows were asked for at once; at most 1000 are allowed'],
    ['rows backwards', rows({ start: 10, end: 5 }), 'The end row comes before the first row'],
    ['a negative row', rows({ start: -1 }), 'The first row must be a whole number, 0 or more'],
    ['a fraction', rows({ end: 1.5 }), 'The end row must be a whole number, 0 or more'],
    ['a long search', rows({ query: { ...query, globalFilter: 'x'.repeat(10_001) } }), 'The search is 10001 characters long; at most 10000 are allowed'],
    ['a search that is no text', rows({ query: { ...query, globalFilter: 5 } }), 'The search must be text'],
    ['a selected row past the table', { kind: 'text', requestId: 3, key: 'server:sales.csv', query, columns: [], format: 'csv', only: [10] }, 'There is no row 10 in this table'],
    ['a format', { kind: 'text', requestId: 3, key: 'server:sales.csv', query, columns: [], format: 'xlsx' }, 'The format must be one of csv, tsv'],
  ])('refuses %s', (_name, body, message) => {
    expect(() => checkRequest(body, tableOf)).toThrow(BadRequest);
    expect(() => checkRequest(body, tableOf)).toThrow(message);
  });
});
