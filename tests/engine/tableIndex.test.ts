import { describe, expect, it } from 'vitest';
import { columnValues } from '../../src/engine/columnValues';
import { ReferenceIndex } from '../../src/engine/referenceIndex';
import { AllRows } from '../../src/engine/rowIndex';
import { TableIndex } from '../../src/engine/tableIndex';
import type { ColumnFilter, QuerySort } from '../../src/model/query';
import { dictColumn, type Table } from '../../src/model/table';
import { treeSize } from '../../src/model/tree';
import { treeShape } from '../../src/model/treeShape';
import { tableOf, peopleAsTable } from '../../src/data/people/peopleTable';
import { runToEnd } from '../../src/engine/steps';
import { randomFrom } from '../support/random';
import { randomQuery } from '../support/randomQuery';
import { FIRST, FIRST_WITH_SPACES, LAST, packedTable, randomTable, TERMS } from '../support/tables';
import { writtenTable } from '../support/written';

/** Nested people: a path id, names and Full Name (peopleAsTable), with random names. */
function randomNestedTable(seed: number): Table {
  const random = randomFrom(seed);
  const sub = [3, 2];
  const count = treeSize(20, sub);
  const people = Array.from({ length: count }, () => ({
    firstName: random.pick(FIRST),
    lastName: random.pick(LAST),
    age: 1,
    visits: 1,
    progress: 1,
    status: 'single' as const,
  }));
  return peopleAsTable({ ...tableOf(people), tree: treeShape(20, sub) });
}

describe('TableIndex agrees with the plain ReferenceIndex on random tables and queries', () => {
  it.each<[string, Table, boolean]>([
    ['names without spaces', randomTable(1, 300, FIRST), false],
    ['names without spaces, prepared in idle time', randomTable(2, 300, FIRST), true],
    ['first names with spaces (the slow joined order)', randomTable(3, 300, FIRST_WITH_SPACES), false],
    ['first names with spaces, prepared', randomTable(4, 300, FIRST_WITH_SPACES), true],
    ['a few rows', randomTable(5, 7, FIRST), false],
    ['no rows', randomTable(6, 0, FIRST), false],
    ['columns of each row’s text, and numbers kept as numbers (a file’s columns of many values), across chunks', packedTable(9, 2100), false],
    ['packed columns, prepared', packedTable(10, 300), true],
    ['numbers and dates as written', writtenTable(11, 300), false],
    ['nested people', randomNestedTable(7), false],
    ['nested people, prepared', randomNestedTable(8), true],
  ])('%s', (_name, table, prepared) => {
    const index = new TableIndex(table);
    if (prepared) runToEnd(index.prepare());
    const reference = new ReferenceIndex(table);
    const random = randomFrom(table.count + 99);
    // One index for every query: cached masks, orders and ranks must not change the answers.
    for (let i = 0; i < 500; i++) {
      const query = randomQuery(random, table);
      const expected = [...runToEnd(reference.run(query)).rows];
      expect([...runToEnd(index.run(query)).rows], JSON.stringify(query)).toEqual(expected);
    }
    // A column's values among the rows of a query: the fast count against plain counting.
    for (let i = 0; i < 150; i++) {
      const query = randomQuery(random, table);
      const colId = random.pick(Object.keys(table.columns));
      const [search, limit] = [random.next() < 0.3 ? random.pick(TERMS) : '', random.pick([1, 3, 1000])];
      const expected = reference.columnSummary(query, colId, search, limit);
      const { mean, ...summary } = runToEnd(columnValues(index, query, colId, search, limit));
      const { mean: expectedMean, ...expectedSummary } = expected;
      expect(summary, JSON.stringify([query, colId, search, limit])).toEqual(expectedSummary);
      if (expectedMean === undefined) expect(mean).toBeUndefined();
      else expect(mean).toBeCloseTo(expectedMean, 6);
      // The same count over the reference's own ids (texts compared for their order, no places).
      const { mean: plainMean, ...plain } = runToEnd(columnValues(reference, query, colId, search, limit));
      expect(plain).toEqual(expectedSummary);
      if (expectedMean !== undefined) expect(plainMean).toBeCloseTo(expectedMean, 6);
    }
    for (let row = 0; row < table.count; row += 17) {
      expect(index.textsOf(row)).toEqual(reference.textsOf(row));
      expect(index.rowAt(row)).toEqual(reference.rowAt(row));
    }
  });
});

describe('TableIndex sorting', () => {
  const table: Table = {
    count: 6,
    columns: {
      row: { type: 'rowNumber', first: 1 },
      amount: dictColumn(['10', '', '9', '-1', '', '9.0'], 'number'),
      note: dictColumn(['b', '', 'a10', 'a2', 'B', '']),
    },
  };
  const index = new TableIndex(table);
  const sorted = (sort: QuerySort[]) => [...runToEnd(index.run({ filters: [], globalFilter: '', sort })).rows].map((row) => row + 1);

  it.each<[string, QuerySort[], number[]]>([
    ['numbers by value, empty cells last', [{ colId: 'amount', sort: 'asc' }], [4, 3, 6, 1, 2, 5]],
    ['descending: the reverse, empty cells still last, in row order reversed', [{ colId: 'amount', sort: 'desc' }], [1, 6, 3, 4, 5, 2]],
    ['text in natural order ignoring case, empty cells last', [{ colId: 'note', sort: 'asc' }], [4, 3, 1, 5, 2, 6]],
    ['text descending, empty cells last', [{ colId: 'note', sort: 'desc' }], [5, 1, 3, 4, 6, 2]],
    ['empty cells last under a rank term too', [{ colId: 'note', sort: 'desc', rankTerm: '1' }], [5, 1, 4, 3, 6, 2]],
    ['row numbers as numbers', [{ colId: 'row', sort: 'desc' }], [6, 5, 4, 3, 2, 1]],
    ['a second item breaks the first one\'s ties', [{ colId: 'note', sort: 'asc' }, { colId: 'amount', sort: 'desc' }], [4, 3, 1, 5, 6, 2]],
  ])('%s', (_name, sort, expected) => {
    expect(sorted(sort)).toEqual(expected);
    expect([...runToEnd(new ReferenceIndex(table).run({ filters: [], globalFilter: '', sort })).rows].map((row) => row + 1)).toEqual(expected);
  });

  it.each<[string, ColumnFilter, number[]]>([
    ['exact on a row number from 1', { colId: 'row', kind: 'exact', value: '3' }, [3]],
    ['exact on a row number is whole', { colId: 'row', kind: 'exact', value: '03' }, []],
    ['exact on a number is its text', { colId: 'amount', kind: 'exact', value: '9' }, [3]],
    ['substring on a number', { colId: 'amount', kind: 'caseSensitive', value: '9' }, [3, 6]],
    ['fuzzy on a row number', { colId: 'row', kind: 'fuzzy', value: '5' }, [5]],
  ])('%s', (_name, filter, expected) => {
    expect([...runToEnd(index.run({ filters: [filter], globalFilter: '', sort: [] })).rows].map((row) => row + 1)).toEqual(expected);
  });
});

describe('AllRows: what a query that neither filters nor sorts shows', () => {
  it.each<[string, number, number | undefined, number[]]>([
    ['a page', 2, 5, [2, 3, 4]],
    ['to the end', 8, undefined, [8, 9]],
    ['past the end', 8, 50, [8, 9]],
    ['from the start', 0, 2, [0, 1]],
    ['an end before the start', 5, 3, []],
  ])('subarray: %s', (_, start, end, rows) => {
    expect(Array.from(new AllRows(10).subarray(start, end))).toEqual(rows);
    expect(Array.from(new AllRows(10).subarray(start, end))).toEqual(Array.from(Uint32Array.from({ length: 10 }, (_, i) => i).subarray(start, end)));
  });

  it('is what a query with no filter, no search and no sort gives, and only that', () => {
    const table = randomTable(11, 50, FIRST);
    const index = new TableIndex(table);
    const all = runToEnd(index.run({ filters: [], globalFilter: '', sort: [] })).rows;
    expect(all).toBeInstanceOf(AllRows);
    expect([...all]).toEqual(Array.from({ length: 50 }, (_, row) => row));
    expect(runToEnd(index.run({ filters: [], globalFilter: '', sort: [{ colId: 'first', sort: 'asc' }] })).rows).toBeInstanceOf(Uint32Array);
    expect(runToEnd(index.run({ filters: [], globalFilter: 'a', sort: [] })).rows).toBeInstanceOf(Uint32Array);
  });
});
