import { type ColumnSpec, headerOf } from '../model/columns';
import { isGridColumn } from './columnLayout';

// Apart from columnLayout.ts, whose code the page's first script holds to read the address: only the grid needs these.

/**
 * The pinned columns to unpin so that the pinned part, `pinned` left to right with their widths
 * in px, is narrower than `room`: the last ones first (a pin just made is the one refused, not an
 * older one), never the grid's own columns (the row checkboxes stay at the left edge).
 */
export function unpinToFit(pinned: readonly { colId: string; width: number }[], room: number): string[] {
  let width = pinned.reduce((sum, column) => sum + column.width, 0);
  const unpinned: string[] = [];
  for (const column of [...pinned].reverse()) {
    if (width < room) break;
    if (isGridColumn(column.colId)) continue;
    unpinned.push(column.colId);
    width -= column.width;
  }
  return unpinned;
}

/** What the page says of columns unpinned by unpinToFit, by their headers. */
export const unpinnedNotice = (colIds: readonly string[], columns: readonly ColumnSpec[]) =>
  `Unpinned ${colIds.map((colId) => headerOf(columns, colId)).join(', ')}: the pinned columns must leave room for the other columns.`;
