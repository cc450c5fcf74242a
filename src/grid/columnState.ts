import type { ColumnState } from 'ag-grid-community';
import type { ColumnSpec } from '../model/columns';
import type { GroupLevel } from '../model/grouping';
import { type ColumnLayout, fullLayout, isGridColumn, normalizeLayout } from '../view/columnLayout';

/** A column's share of the grid's width, unless a person gave it a width. */
export const DEFAULT_FLEX = 1;

/**
 * The arrangement in AG Grid's column state (getColumnState, in the grid's column order):
 * its own columns (`$…`) left out, a column with a flex share at its default width, any other
 * at its width in whole px; pinned columns first. A pinned column has its width: AG Grid does
 * not flex pinned columns, so it keeps the width it had when pinned, which a link must give it.
 * `[]` when it is the dataset's default.
 */
export function layoutFromColumnState(state: readonly ColumnState[], columns: readonly ColumnSpec[]): ColumnLayout {
  return normalizeLayout(
    state
      .filter(({ colId }) => !isGridColumn(colId))
      .map(({ colId, pinned, hide, flex, width }) => {
        const isPinned = pinned === 'left' || pinned === true;
        return { colId, pinned: isPinned, hidden: hide === true, width: flex && !isPinned ? null : Math.round(width ?? 0) || null };
      }),
    columns,
  );
}

/**
 * The column state that puts an arrangement into the grid (applyColumnState with applyOrder):
 * the grid's own columns (`$…`, from `current`: the row checkboxes) stay first on screen, so
 * they are pinned while any column is; each column of the dataset gets its place, pin,
 * visibility and width, or its default flex share.
 */
export function columnStateFor(layout: ColumnLayout, columns: readonly ColumnSpec[], current: readonly ColumnState[]): ColumnState[] {
  const specs = new Map(columns.map((spec) => [spec.colId, spec]));
  const full = fullLayout(layout, columns);
  const gridPin = full.some((column) => column.pinned) ? ('left' as const) : null;
  return [
    ...current.filter(({ colId }) => isGridColumn(colId)).map(({ colId }) => ({ colId, pinned: gridPin })),
    ...full.map(({ colId, pinned, hidden, width }) => ({
      colId,
      pinned: pinned ? ('left' as const) : null,
      hide: hidden,
      ...(width === null ? { flex: specs.get(colId)!.flex ?? DEFAULT_FLEX } : { flex: null, width }),
    })),
  ];
}

/**
 * The Group column's share of the grid's width: the largest of the columns it groups by, so
 * their keys and counts have the room they have in their own columns (its own with none).
 */
export const groupColumnFlex = (levels: readonly GroupLevel[], columns: readonly ColumnSpec[]): number =>
  Math.max(DEFAULT_FLEX, ...columns.filter(({ colId }) => levels.some((level) => level.colId === colId)).map(({ flex = DEFAULT_FLEX }) => flex));
