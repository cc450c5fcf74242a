import type { ColumnSpec } from '../model/columns';

/**
 * How a person has arranged a dataset's columns: the order in which they show, which are
 * pinned to the left, which are hidden, and the width of each one resized or fitted by hand
 * (null: the column's default share of the grid's width, its `flex`).
 *
 * The order is the display order: pinned columns first (in their order), then the rest. Only
 * the dataset's own columns are in it; the grid's own columns (colIds starting with `$`, like
 * a row-selection checkbox column) are never part of an arrangement.
 */
export interface ColumnPlace {
  colId: string;
  pinned: boolean;
  hidden: boolean;
  /** px, or null for the default flexible width. */
  width: number | null;
}

export type ColumnLayout = ColumnPlace[];

/** Widths a link may set, in px: below a column's own minimum width AG Grid would not go anyway. */
export const MAX_COLUMN_WIDTH = 3000;
const DEFAULT_MIN_WIDTH = 100;

/** The grid's own columns (row selection, say) are not the dataset's: no arrangement lists them. */
export const isGridColumn = (colId: string) => colId.startsWith('$');

const place = (colId: string, pinned = false, hidden = false, width: number | null = null): ColumnPlace => ({ colId, pinned, hidden, width });

/** The columns as the dataset declares them: its order, none pinned or hidden, default widths. */
export const defaultLayout = (columns: readonly ColumnSpec[]): ColumnLayout => columns.map(({ colId }) => place(colId));

/** Pinned columns first, each part in its order (as the grid shows them). */
const pinnedFirst = (layout: ColumnLayout): ColumnLayout => [...layout.filter((c) => c.pinned), ...layout.filter((c) => !c.pinned)];

/** Whether a layout is the dataset's default, which the view keeps as `[]`. */
export const isDefaultLayout = (layout: ColumnLayout, columns: readonly ColumnSpec[]) =>
  layout.length === columns.length && layout.every((c, i) => c.colId === columns[i]!.colId && !c.pinned && !c.hidden && c.width === null);

/**
 * A layout as the view keeps it: `[]` for the dataset's default; otherwise every column of the
 * dataset once, pinned ones first, at least one visible. Columns it does not list follow, as
 * the dataset has them; colIds the dataset does not have are left out.
 */
export function normalizeLayout(layout: ColumnLayout, columns: readonly ColumnSpec[]): ColumnLayout {
  const known = new Set(columns.map((c) => c.colId));
  const seen = new Set<string>();
  const listed = layout.filter((c) => known.has(c.colId) && !seen.has(c.colId) && seen.add(c.colId));
  const full = pinnedFirst([...listed.map((c) => ({ ...c })), ...columns.filter((c) => !seen.has(c.colId)).map((c) => place(c.colId))]);
  if (full.length > 0 && full.every((c) => c.hidden)) full[0]!.hidden = false;
  return isDefaultLayout(full, columns) ? [] : full;
}

/** The whole layout of a view's `[]` or kept layout: every column, in display order. */
export const fullLayout = (layout: ColumnLayout, columns: readonly ColumnSpec[]): ColumnLayout =>
  layout.length === 0 ? defaultLayout(columns) : layout.map((c) => ({ ...c }));

// --- Changes a person makes from the menus. Each takes and returns a full layout. ---

/**
 * Moves a column one place left (-1) or right (+1) among the visible columns of its part
 * (pinned or not); at the end of its part it stays. Hidden columns in between keep their places.
 */
export function moveColumn(layout: ColumnLayout, colId: string, by: -1 | 1): ColumnLayout {
  const from = layout.findIndex((c) => c.colId === colId);
  const column = layout[from];
  if (!column) return layout;
  let to = from + by;
  while (layout[to] && layout[to]!.hidden) to += by;
  const neighbour = layout[to];
  if (!neighbour || neighbour.pinned !== column.pinned) return layout;
  const next = layout.filter((c) => c.colId !== colId);
  next.splice(to, 0, column);
  return next;
}

/** Whether moveColumn can move a column that way. */
export const canMove = (layout: ColumnLayout, colId: string, by: -1 | 1) => moveColumn(layout, colId, by) !== layout;

/** Pins a column to the left (it becomes the last pinned one) or unpins it (the first unpinned one). */
export function pinColumn(layout: ColumnLayout, colId: string, pinned: boolean): ColumnLayout {
  const column = layout.find((c) => c.colId === colId);
  if (!column || column.pinned === pinned) return layout;
  const rest = layout.filter((c) => c.colId !== colId);
  const at = rest.filter((c) => c.pinned).length;
  return [...rest.slice(0, at), { ...column, pinned }, ...rest.slice(at)];
}

/** The visible columns. */
export const visibleCount = (layout: ColumnLayout) => layout.filter((c) => !c.hidden).length;

/** Shows or hides a column; the last visible column stays visible. */
export function setColumnHidden(layout: ColumnLayout, colId: string, hidden: boolean): ColumnLayout {
  const column = layout.find((c) => c.colId === colId);
  if (!column || column.hidden === hidden || (hidden && visibleCount(layout) <= 1)) return layout;
  return layout.map((c) => (c === column ? { ...c, hidden } : c));
}

// --- The URL's spelling: `cols=lastName.pin,id,firstName.w180,fullName.hide` ---

/**
 * A layout in the URL: its columns in display order, comma-separated, each with its
 * modifiers: `.pin` pinned left, `.w180` a width of 180 px, `.hide` hidden. Null for the
 * default layout (`[]`), which the URL leaves out.
 */
export function formatLayout(layout: ColumnLayout): string | null {
  if (layout.length === 0) return null;
  return layout.map(({ colId, pinned, hidden, width }) => [colId, pinned && 'pin', width !== null && `w${width}`, hidden && 'hide'].filter(Boolean).join('.')).join(',');
}

/** A value as a notice quotes it: escaped and cut short. */
const shown = (text: string) => JSON.stringify(text).slice(1, -1).slice(0, 40);

/**
 * Reads `cols=` for a dataset's columns. What cannot be honoured is left out with a notice,
 * and the rest still applies: an unknown or repeated column, an unknown modifier, a width
 * that is not a whole number from the column's minimum width to MAX_COLUMN_WIDTH (the column
 * keeps its default width), every column hidden (the first one shows). Columns it does not
 * name follow in the dataset's order.
 */
export function parseLayout(text: string, columns: readonly ColumnSpec[], label: string): { layout: ColumnLayout; notices: string[] } {
  const notices: string[] = [];
  const byId = new Map(columns.map((c) => [c.colId, c]));
  const layout: ColumnLayout = [];
  for (const part of text.split(',')) {
    if (part === '') continue;
    const [colId = '', ...modifiers] = part.split('.');
    const spec = byId.get(colId);
    if (!spec) {
      notices.push(`Ignored "${shown(colId)}" in ?cols: ${label} has no such column.`);
      continue;
    }
    if (layout.some((c) => c.colId === colId)) {
      notices.push(`Ignored the second "${colId}" in ?cols: a column shows once.`);
      continue;
    }
    const column = place(colId);
    for (const modifier of modifiers) {
      if (modifier === 'pin') column.pinned = true;
      else if (modifier === 'hide') column.hidden = true;
      else if (/^w/.test(modifier)) {
        const min = spec.minWidth ?? DEFAULT_MIN_WIDTH;
        const width = /^w\d{1,5}$/.test(modifier) ? Number(modifier.slice(1)) : NaN;
        if (width >= min && width <= MAX_COLUMN_WIDTH) column.width = width;
        else notices.push(`Ignored the width "${shown(modifier)}" of "${colId}" in ?cols: expected w${min} to w${MAX_COLUMN_WIDTH} (px). Using its default width.`);
      } else notices.push(`Ignored ".${shown(modifier)}" on "${colId}" in ?cols: expected .pin, .hide or a width like .w180.`);
    }
    layout.push(column);
  }
  const allHidden = layout.length === columns.length && layout.every((c) => c.hidden);
  const normalized = normalizeLayout(layout, columns);
  if (allHidden) notices.push(`Ignored .hide on "${fullLayout(normalized, columns).find((c) => !c.hidden)!.colId}" in ?cols: at least one column shows.`);
  return { layout: normalized, notices };
}
