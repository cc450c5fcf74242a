import type { Range } from '../engine/marks';

/**
 * A row as the worker sends it: its displayed columns' values by colId, what each cell marks
 * (`$marks`), and tree facts for nested people.
 */
export type Row = Record<string, unknown>;

/** What a row's cell in column `colId` marks (the worker works it out with the row). */
export const marksOf = (row: Row | undefined, colId: string): readonly Range[] => ((row?.$marks as Record<string, Range[]> | undefined)?.[colId] ?? []);

/**
 * The page's rows as the grid holds them: each with its slot on the page (the grid's row id, so
 * the rows of a new answer take the place of those on screen) and its index in the whole result.
 */
export const rowsOfPage = (rows: readonly Row[], start: number): Row[] => rows.map((row, slot) => ({ ...row, $slot: slot, $index: start + slot }));

/** A row's index in the whole result (the page's first row is the page's start). */
export const resultIndexOf = (row: Row | undefined): number | undefined => (typeof row?.$index === 'number' ? row.$index : undefined);

/** The row number in the data that the worker sends with each row. */
export const rowNumberOf = (row: Row | undefined): number | undefined => (typeof row?.$row === 'number' ? row.$row : undefined);

/** A group row's facts (issue 34; protocol.ts GroupedRows): level 1 outermost, key null for the blank group. */
export interface GroupFacts {
  id: string;
  level: number;
  key: string | null;
  count: number;
  open: boolean;
  leaf: boolean;
}

/** The group a row is, or undefined for a row of the table. */
export const groupOf = (row: Row | undefined): GroupFacts | undefined => row?.$group as GroupFacts | undefined;

/** The totals row's count (the row pinned at the bottom while grouped or aggregated), or undefined for any other row. */
export const totalsOf = (row: Row | undefined): { count: number } | undefined => row?.$totals as { count: number } | undefined;

/** A group's key as its row reads it: the blank group's as `(Blank)`. */
export const keyText = (key: string | null): string => key ?? '(Blank)';

/** What the Group column's cell of a row reads: `<key> (<count>)`, `Total (<count>)`, or nothing on a row of the table. */
export function groupCellText(row: Row | undefined): string {
  const totals = totalsOf(row);
  if (totals) return `Total (${totals.count})`;
  const group = groupOf(row);
  return group ? `${keyText(group.key)} (${group.count})` : '';
}
