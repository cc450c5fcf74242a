import { describe, expect, it } from 'vitest';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import type { ColumnType, ValueType } from '../../src/model/columns';
import type { RowQuery } from '../../src/model/query';
import { dictColumn } from '../../src/model/table';

/** The texts of a one-column table in the order a query gives its rows. */
function rowsOf(texts: string[], valueType: ValueType, query: Partial<RowQuery>): string[] {
  const index = new TableIndex({ count: texts.length, columns: { c: dictColumn(texts, valueType) } });
  return [...runToEnd(index.run({ filters: [], globalFilter: '', sort: [], ...query })).rows].map((row) => texts[row]!);
}

describe('a column of dates or numbers as written sorts and filters by value', () => {
  const DATES = ['Jan 1 2000', '', 'December 31, 1999 23:59', 'Feb 29 2000', 'soon', 'JAN 1 2000 00:01', 'mar 1, 1999'];
  const SLASHES = ['03/05/2014', '05/03/2014', '12/01/2013', '01/12/2013', '13/13/2013'];
  const NUMBERS = ['$1,234.50', '-$3', '$0.99', '', '$1,000,000', '$12', 'n/a'];
  it.each<[string, string[], ValueType, Partial<RowQuery>, string[]]>([
    ['month names ascending, blank and unreadable last', DATES, 'date', { sort: [{ colId: 'c', sort: 'asc' }] }, ['mar 1, 1999', 'December 31, 1999 23:59', 'Jan 1 2000', 'JAN 1 2000 00:01', 'Feb 29 2000', '', 'soon']],
    // Descending is the exact reverse of ascending but for the blanks, which stay last (ties reversed too).
    ['month names descending, blank and unreadable still last', DATES, 'date', { sort: [{ colId: 'c', sort: 'desc' }] }, ['Feb 29 2000', 'JAN 1 2000 00:01', 'Jan 1 2000', 'December 31, 1999 23:59', 'mar 1, 1999', 'soon', '']],
    ['On 2000-01-01 takes the whole day', DATES, 'date', { filters: [{ colId: 'c', kind: 'equals', value: '2000-01-01' }] }, ['Jan 1 2000', 'JAN 1 2000 00:01']],
    ['Before 2000', DATES, 'date', { filters: [{ colId: 'c', kind: 'lessThan', value: '2000' }] }, ['December 31, 1999 23:59', 'mar 1, 1999']],
    ['slash dates month first', SLASHES, 'date', { sort: [{ colId: 'c', sort: 'asc' }] }, ['01/12/2013', '12/01/2013', '03/05/2014', '05/03/2014', '13/13/2013']],
    ['slash dates day first', SLASHES, 'dateDayFirst', { sort: [{ colId: 'c', sort: 'asc' }] }, ['12/01/2013', '01/12/2013', '05/03/2014', '03/05/2014', '13/13/2013']],
    ['slash dates read day first by the Type menu', SLASHES, 'date', { types: { c: 'dateDayFirst' as ColumnType }, filters: [{ colId: 'c', kind: 'equals', value: '2014-05' }] }, ['03/05/2014']],
    ['dollars ascending', NUMBERS, 'number', { sort: [{ colId: 'c', sort: 'asc' }] }, ['-$3', '$0.99', '$12', '$1,234.50', '$1,000,000', '', 'n/a']],
    ['dollars Between 1 and 1234.5', NUMBERS, 'number', { filters: [{ colId: 'c', kind: 'inRange', value: '1..1234.5' }] }, ['$1,234.50', '$12']],
  ])('%s', (_name, texts, valueType, query, expected) => {
    expect(rowsOf(texts, valueType, query)).toEqual(expected);
  });
});
