import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../src/engine/compare';
import { PEOPLE_COLUMNS } from '../../src/model/columns';
import { datasetByKey } from '../../src/model/datasets';
import { cellText, dictColumn, rowOf } from '../../src/model/table';
import { listAsTable } from '../../src/data/lists';
import { treeShape, treeSize } from '../../src/model/tree';
import { makePeopleTable, peopleAsTable, tableOf } from '../../src/data/people/peopleTable';

describe('peopleAsTable', () => {
  it('has the displayed columns of PEOPLE_COLUMNS, in order', () => {
    const table = peopleAsTable(makePeopleTable(10, 1));
    expect(Object.keys(table.columns)).toEqual(PEOPLE_COLUMNS.map((column) => column.colId));
    expect(table.columns.id).toEqual({ type: 'rowNumber', first: 0 });
    expect(table.columns.fullName).toEqual({ type: 'joined', parts: ['firstName', 'lastName'] });
  });

  it.each<[number, number[]]>([
    [30, [3, 2]],
    [12, [11, 2]],
    [3, [12, 1, 11]],
  ])('gives nested ids (%d top rows, %j sub rows) their natural order without sorting', (top, sub) => {
    const count = treeSize(top, sub);
    const people = Array.from({ length: count }, () => ({ firstName: 'A', lastName: 'B', age: 1, visits: 1, progress: 1, status: 'single' as const }));
    const tree = treeShape(top, sub);
    const id = peopleAsTable({ ...tableOf(people), tree }).columns.id!;
    if (id.type !== 'dict') throw new Error('nested ids are a dict column');
    const byNaturalOrder = tree.ids.map((_, row) => row).sort((a, b) => compareNatural(tree.ids[a]!, tree.ids[b]!));
    expect([...id.ordinals!]).toEqual(byNaturalOrder.reduce((ordinals, row, place) => ((ordinals[row] = place), ordinals), new Array<number>(count)));
    expect(id.values).toBe(tree.ids);
  });
});

describe('listAsTable', () => {
  const columns = datasetByKey('airports')!.columns;
  const table = listAsTable(
    [
      { name: 'Annaba', iataCode: 'AAE' },
      { name: 'Nantes', iataCode: 'NTE' },
      { name: 'Annaba', iataCode: 'AAF' },
    ],
    columns,
  );

  it('makes the id the position, every other column a dict column', () => {
    expect(table.count).toBe(3);
    expect(table.columns.id).toEqual({ type: 'rowNumber', first: 0 });
    expect(table.columns.name).toEqual({ type: 'dict', values: ['Annaba', 'Nantes'], codes: Uint32Array.of(0, 1, 0) });
  });

  it('reads rows as the grid shows them and as CSV writes them', () => {
    expect(rowOf(table, 2)).toEqual({ id: 2, name: 'Annaba', iataCode: 'AAF' });
    expect(columns.map(({ colId }) => cellText(table, colId, 2))).toEqual(['2', 'Annaba', 'AAF']);
  });
});

describe('cellText', () => {
  const table = {
    count: 2,
    columns: { n: { type: 'rowNumber', first: 1 }, a: dictColumn(['x', '']), b: dictColumn(['y', 'z']), ab: { type: 'joined', parts: ['a', 'b'] } },
  } as const;

  it.each<[string, number, string]>([
    ['n', 0, '1'],
    ['a', 1, ''],
    ['ab', 0, 'x y'],
    ['ab', 1, ' z'],
  ])('%s of row %d is %j', (colId, row, text) => {
    expect(cellText(table, colId, row)).toBe(text);
  });
});
