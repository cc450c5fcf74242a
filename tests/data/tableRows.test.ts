import { describe, expect, it } from 'vitest';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import { makePeopleTable, peopleAsTable } from '../../src/data/people/peopleTable';
import { showsRowsAsTheyAre, TableRows } from '../../src/data/tableRows';
import type { RowQuery } from '../../src/model/query';
import { dictColumn, type Table } from '../../src/model/table';

const plain: RowQuery = { filters: [], globalFilter: '', sort: [] };
const flat: Table = { count: 2, columns: { name: dictColumn(['Ann', 'Bo']) } };
const nested: Table = { ...flat, tree: { parent: new Int32Array([-1, 0]) } as unknown as Table['tree'] };

describe('showsRowsAsTheyAre', () => {
  it.each<[string, RowQuery, Table, boolean]>([
    ['no filter, search or sort', plain, flat, true],
    ['a column filter', { ...plain, filters: [{ colId: 'name', kind: 'fuzzy', value: 'a' }] }, flat, false],
    ['the search', { ...plain, globalFilter: 'a' }, flat, false],
    ['a sort', { ...plain, sort: [{ colId: 'name', sort: 'asc' }] }, flat, false],
    ['nested rows', plain, nested, false],
  ])('%s: %s', (_name, query, table, expected) => {
    expect(showsRowsAsTheyAre(query, table)).toBe(expected);
  });
});

describe('TableRows', () => {
  const table = peopleAsTable(makePeopleTable(300, 3));
  const rows = new TableRows(table);
  const index = new TableIndex(table);

  it('reads every row as the engine does', () => {
    expect(rows.count).toBe(index.count);
    for (let row = 0; row < table.count; row++) {
      expect(rows.rowAt(row)).toEqual(index.rowAt(row));
      expect(rows.textsOf(row)).toEqual(index.textsOf(row));
      expect(rows.textsOf(row, ['lastName', 'id'])).toEqual(index.textsOf(row, ['lastName', 'id']));
    }
  });

  it('answers a query that shows the rows as they are as the engine does', () => {
    expect(Array.from(runToEnd(rows.run(plain)).rows)).toEqual(Array.from(runToEnd(index.run(plain)).rows));
  });

  it('refuses a query that needs the engine, and gives the engine on the same rows', async () => {
    const search = { ...plain, globalFilter: 'an' };
    expect(() => runToEnd(rows.run(search))).toThrow(/engine/);
    const engine = await rows.engine();
    expect(await rows.engine()).toBe(engine);
    expect(Array.from(runToEnd(engine.run(search)).rows)).toEqual(Array.from(runToEnd(index.run(search)).rows));
  });
});
