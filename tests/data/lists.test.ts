import { describe, expect, it } from 'vitest';
import { listAsTable } from '../../src/data/lists';
import { datasetByKey } from '../../src/model/datasets';
import { cellText, rowOf } from '../../src/model/table';

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
