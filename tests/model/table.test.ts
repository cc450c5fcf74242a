import { describe, expect, it } from 'vitest';
import { cellText, dictColumn } from '../../src/model/table';

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
