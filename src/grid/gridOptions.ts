import type { Column, ColumnMovedEvent, ColumnPinnedEvent, ColumnResizedEvent, GridApi, GridOptions, IRowNode, SuppressKeyboardEventParams } from 'ag-grid-community';
import type { Dataset } from '../model/datasets';
import { cellKeyCommand, leavesBodyBackwards } from './cellKeys';
import { columnDefsFor, defaultColDef } from './columns';
import type { GridContext } from './gridContext';
import type { Row } from './row';
import { QUIET_OVERLAYS } from './quietOverlay';
import { focusFromBelow } from './tabStops';
import { unpinToFit } from '../view/pinnedRoom';

/** The width AG Grid keeps for the columns that scroll (its MIN_CENTER_VIEWPORT_WIDTH). */
const MIN_CENTRE_WIDTH = 50;

/** What the grid's events tell the page. */
export interface GridEvents {
  /** The grid is there (its API), or gone (null). */
  attached: (api: GridApi<Row> | null) => void;
  /** Columns were arranged in the grid itself (dragged, resized, fitted): commit the view. */
  arranged: () => void;
  /** Whether the rows on screen were asked for with filters or a search: no rows then means none match. */
  filtered: () => boolean;
  /** Pinned columns the grid unpinned, as the pinned part left too little room for the rest. */
  unpinned: (colIds: string[]) => void;
  /** Ctrl+C on a cell: the selected rows, or else this cell. */
  copy: (node: IRowNode<Row> | null, column: Column) => void;
}

/** The grid's options beside DataGrid's fixed ones: the first dataset's columns, the context, and the grid's events wired to the page. */
export function gridOptionsFor(firstDataset: Dataset, context: GridContext, events: GridEvents) {
  return {
    columnDefs: columnDefsFor(firstDataset),
    // A row is its place on the page (the worker sends `$slot`'s rows in order).
    getRowId: ({ data }: { data: Row }) => String(data.$slot),
    context,
    onGridReady: ({ api }: { api: GridApi<Row> }) => events.attached(api),
    // After a failure the grid is gone while the pager stays: it must not call a dead grid.
    onGridPreDestroyed: () => events.attached(null),
    // AG Grid announces its loading overlay's text and leaves it in its live region after the rows
    // come: the spinner alone, as the page's own status says what loads.
    overlayComponentParams: { loading: { overlayText: '' } },
    // The grid holds no rows when none pass: with filters or a search, say that none match (shown, not said: quietOverlay.ts).
    overlayComponentSelector: ({ overlayType }) => {
      const shown = overlayType === 'noRows' && events.filtered() ? 'noMatchingRows' : overlayType;
      return shown in QUIET_OVERLAYS ? { component: QUIET_OVERLAYS[shown as keyof typeof QUIET_OVERLAYS] } : undefined;
    },
    // No onSortChanged or onFilterChanged: a change is committed in its own task, a view put back asks for its rows itself.
    // Columns moved or resized by dragging (or fitted by a double click on a resize handle):
    // committed when the drag ends; the menus commit their changes themselves.
    onColumnMoved: ({ finished }: ColumnMovedEvent<Row>) => finished && events.arranged(),
    onColumnResized: ({ finished }: ColumnResizedEvent<Row>) => finished && events.arranged(),
    onDragStopped: () => events.arranged(),
    // Dragged out of (or into) the pinned part, a column is unpinned while the drag goes on: its end commits it.
    onColumnPinned: ({ source }: ColumnPinnedEvent<Row>) => source !== 'uiColumnDragged' && events.arranged(),
    onColumnVisible: () => events.arranged(),
    // A pin that leaves the other columns less than AG Grid's 50 px: AG Grid unpins pinned columns
    // from the left, the row checkboxes first; the pin just made (the last pinned) goes instead.
    processUnpinnedColumns: ({ api, viewportWidth }) => {
      const pinned = api.getDisplayedLeftColumns().map((column) => ({ colId: column.getColId(), width: column.getActualWidth() }));
      const unpinned = unpinToFit(pinned, viewportWidth - MIN_CENTRE_WIDTH);
      if (unpinned.length > 0) events.unpinned(unpinned);
      return unpinned.map((colId) => api.getColumn(colId)!);
    },
    // The body is one Tab stop (tabStops.ts). AG Grid 36 makes every row a stop of its own (its
    // tabIndex option), where no key does anything; Tab on a cell leaves the grid past its end
    // (AG Grid's way skips the scrollbar a wide grid shows, which the browser would stop on).
    processRowPostCreate: ({ eRow }) => eRow.setAttribute('tabindex', '-1'),
    tabToNextCell: () => false,
    focusGridInnerElement: focusFromBelow,
    defaultColDef: {
      ...defaultColDef,
      // The keys a cell answers (cellKeys.ts), acted on in the key's own task: AG Grid's cellKeyDown
      // event comes a task later, when a second quick key would already have been judged against
      // the view before the first, and too late to keep the key from the grid or the browser.
      // True: the key is the page's alone.
      suppressKeyboardEvent: ({ event, column, node, data }: SuppressKeyboardEventParams<Row>) => {
        if (leavesBodyBackwards(event)) return true;
        const found = cellKeyCommand(event, { colId: column.getColId(), row: data, groupOpen: context.groupOpen, rowOpen: context.rowOpen });
        if (!found) return false;
        if (event.type === 'keydown') {
          if (found.ownsKey) event.preventDefault();
          const { command } = found;
          if (command.kind === 'toggleRow') context.toggleRow(command.id);
          else if (command.kind === 'openGroup') context.openGroup(command.id, command.open);
          else if (command.kind === 'selectRow') context.selectRow(command.row, command.extend);
          else events.copy(node, column);
        }
        return found.ownsKey;
      },
    },
  } satisfies GridOptions<Row>;
}
