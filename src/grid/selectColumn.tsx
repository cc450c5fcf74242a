import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps, CustomHeaderProps } from 'ag-grid-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { GridContext } from './gridContext';
import { resultIndexOf, rowNumberOf, type Row } from './row';

/** The checkbox column's id; ids that begin with `$` are the grid's own, not the data's (isGridColumn). */
const SELECT_COL_ID = '$select';

/** A row's checkbox: a click toggles it, Shift+click selects the page's rows from the last one toggled. */
function SelectCell({ data, context, eGridCell }: CustomCellRendererProps<Row, unknown, GridContext>) {
  const row = rowNumberOf(data);
  const { selection } = context;
  const selected = useSyncExternalStore(selection.subscribe, () => row !== undefined && selection.has(row));
  // The row says it too (aria-selected), as a grid's selected row does: heard on any of its cells
  // (AG Grid 36 draws a row as one element, pinned cells too). A group or totals row drawn where a
  // selected row was (the same row element) is not selected.
  useEffect(() => {
    eGridCell.closest('[role=row]')?.setAttribute('aria-selected', String(selected));
  }, [eGridCell, selected]);
  if (row === undefined) return null;
  return (
    <input
      type="checkbox"
      className="row-check"
      // The cell keeps the focus (the grid's arrow keys); Space on any cell of the row toggles it.
      tabIndex={-1}
      checked={selected}
      // Its place in the whole result, not on the page.
      aria-label={`Select row ${(resultIndexOf(data) ?? 0) + 1}`}
      onChange={(event) => context.selectRow(row, (event.nativeEvent as MouseEvent).shiftKey)}
    />
  );
}

/** The header checkbox: every row that passes the filters, on every page. Space on the header cell too. */
function SelectAllHeader({ context, eGridHeader }: CustomHeaderProps<Row, GridContext>) {
  const { selection } = context;
  const state = useSyncExternalStore(selection.subscribe, () => selection.state);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    box.current!.indeterminate = state === 'some';
  }, [state]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.target !== eGridHeader) return;
      event.preventDefault();
      context.selectAll();
    };
    eGridHeader.addEventListener('keydown', onKeyDown);
    return () => eGridHeader.removeEventListener('keydown', onKeyDown);
  }, [eGridHeader, context]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="row-check"
      tabIndex={-1}
      checked={state === 'all'}
      aria-label="Select all rows"
      onChange={() => context.selectAll()}
    />
  );
}

/** The first column: a checkbox a row, and one in the header for all rows that pass. */
export const selectColumnDef: ColDef<Row> = {
  colId: SELECT_COL_ID,
  headerName: 'Select',
  headerComponent: SelectAllHeader,
  cellRenderer: SelectCell,
  width: 48,
  minWidth: 48,
  maxWidth: 48,
  flex: 0,
  resizable: false,
  sortable: false,
  filter: false,
  floatingFilter: false,
  suppressMovable: true,
  lockPosition: 'left',
  lockVisible: true,
};
