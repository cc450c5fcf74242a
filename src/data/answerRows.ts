import type { Range } from '../engine/marks';
import type { QueryResult, RowIndex } from '../engine/rowIndex';

type Shown = Readonly<Record<string, string | number>>;

/**
 * A row of the table as every answer sends it: its cells, its number (`$row`), nested people's
 * depth and toggles (`treeInfo`, when the result has them), and the marks of what the filters
 * and the search matched in it.
 */
export const answerRow =
  (index: RowIndex, marks: (shown: Shown) => Record<string, Range[]> | undefined, treeInfo?: QueryResult['treeInfo']) =>
  (row: number): Record<string, unknown> => {
    const shown = index.rowAt(row);
    return { ...shown, $row: row, ...treeInfo?.(row), $marks: marks(shown) };
  };
