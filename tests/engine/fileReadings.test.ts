import { describe, expect, it } from 'vitest';
import { CellTypes, type OtherReading } from '../../src/engine/cellTypes';
import { settledReadings } from '../../src/engine/fileReadings';
import type { ColumnType } from '../../src/model/columns';

/** A file's columns, each its cells, as CellTypes reads them. */
const readingsOf = (columns: readonly (readonly string[])[]) =>
  columns.map((cells) => {
    const types = new CellTypes();
    for (const cell of cells) types.see(cell);
    return { type: types.type, types: types.types, other: types.otherReading };
  });

describe('settledReadings: cells that read either way read as the rest of their file is written', () => {
  const commasInThrees = ['1,250', '12,000'];
  const slashDates = ['01/02/2014', '12/11/2015'];
  // Each: the file's columns, then each column's type and the other reading still in doubt (a notice's).
  it.each<[string, string[][], [ColumnType, OtherReading | null][]]>([
    ['alone: the usual reading, in doubt', [commasInThrees], [['number', 'numberDecimalComma']]],
    ['beside a decimal comma: read with a comma', [commasInThrees, ['1,50', '12,00']], [['numberDecimalComma', null], ['numberDecimalComma', null]]],
    ['beside euros with a decimal comma', [['€1.234,56', '€3,25'], commasInThrees], [['numberDecimalComma', null], ['numberDecimalComma', null]]],
    ['beside a decimal point: the usual reading, in doubt still', [commasInThrees, ['1.5']], [['number', 'numberDecimalComma'], ['number', null]]],
    ['beside both: the usual reading, in doubt', [['12,5'], commasInThrees, ['1.5']], [['numberDecimalComma', null], ['number', 'numberDecimalComma'], ['number', null]]],
    ['beside whole numbers, which read alike either way', [commasInThrees, ['1', '250']], [['number', 'numberDecimalComma'], ['number', null]]],
    ['beside text and a stray-made text', [commasInThrees, ['12,5 kg'], ['12,5', 'n/a']], [['number', 'numberDecimalComma'], ['text', null], ['text', null]]],
    ['slash dates alone', [slashDates], [['date', 'dateDayFirst']]],
    ['slash dates beside day-first dates: day first', [slashDates, ['25/03/2014']], [['dateDayFirst', null], ['dateDayFirst', null]]],
    ['slash dates beside month-first dates', [slashDates, ['03/25/2014']], [['date', 'dateDayFirst'], ['date', null]]],
    ['slash dates beside both', [slashDates, ['25/03/2014'], ['03/25/2014']], [['date', 'dateDayFirst'], ['dateDayFirst', null], ['date', null]]],
    ['slash dates beside ISO days, which read alike either way', [slashDates, ['2014-03-25']], [['date', 'dateDayFirst'], ['date', null]]],
    ['each reading settled by its own kind: a decimal comma does not make dates day first', [slashDates, commasInThrees, ['12,5']], [['date', 'dateDayFirst'], ['numberDecimalComma', null], ['numberDecimalComma', null]]],
    ['no columns', [], []],
  ])('%s', (_what, columns, expected) => {
    expect(settledReadings(readingsOf(columns)).map(({ type, other }) => [type, other])).toEqual(expected);
  });

  it('a column typed by its reader (a JSON number, a Parquet column) settles nothing and keeps its type', () => {
    const [commas] = readingsOf([commasInThrees]);
    expect(settledReadings([commas!, { type: 'numberDecimalComma', types: [], other: null }, { type: 'number', types: [], other: null }])).toEqual([
      { type: 'number', other: 'numberDecimalComma' },
      { type: 'numberDecimalComma', other: null },
      { type: 'number', other: null },
    ]);
  });

});
