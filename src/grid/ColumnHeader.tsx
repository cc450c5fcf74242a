import type { CustomInnerHeaderProps } from 'ag-grid-react';
import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Menu, type MenuPlace, placeBelow } from '../controls/Menu';
import { isGridColumn } from '../view/columnLayout';
import { filterOf, type FilterModel } from '../view/filterModels';
import { isActive } from '../model/query';
import { fitLater } from './fitLater';
import { focusHeader, focusHeaderAt } from './focusHeader';
import type { GridContext } from './gridContext';
import type { Row } from './row';

/** The keys that open a focused header cell's column menu: Alt+Down, the Menu key, Shift+F10. */
export const isColumnMenuKey = (event: KeyboardEvent) =>
  (event.altKey && event.key === 'ArrowDown') || event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

const hearNothing = () => () => undefined;
const noKey = () => '';

/** Presses on the menu button that AG Grid must not see: it would sort, or start a column drag. */
const GRID_PRESS_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'dblclick'] as const;

/**
 * The inside of a column's header cell (AG Grid's `innerHeaderComponent`: the grid keeps the
 * cell, its sort, resizing and dragging): the header text and the `Column menu <header>`
 * button, whose menu moves, fits, pins and hides the column. With the header cell focused,
 * Alt+Down (or the Menu key, or Shift+F10) opens the menu on its first item; Escape closes it
 * and focus goes back to the header cell.
 *
 * The button takes no Tab stop (AG Grid owns Tab in the header). AG Grid listens to the
 * header cell natively, so the button stops its presses natively too: React's handlers run
 * only once the event reaches the page's root, after the grid's.
 */
export function ColumnHeader({ displayName, column, eGridHeader, api, context }: CustomInnerHeaderProps<Row, GridContext>) {
  const colId = column.getColId();
  /** The open menu, and where the column stood among the displayed ones when it opened. */
  const [menu, setMenu] = useState<{ place: MenuPlace; index: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const hasMenu = !isGridColumn(colId);
  const label = `Column menu ${displayName}`;
  // The header text: `sum(amount)` while aggregated; the column keeps its own name (`Column menu amount`).
  const shownName = useSyncExternalStore(context.subscribeDrawn, () => context.headerText(colId, displayName));
  // A grouping item leaves the menu open: drawn again as the grouping changes, its items follow it (a closed menu's header hears nothing).
  useSyncExternalStore(menu ? context.subscribeTypesAndGrouping : hearNothing, menu ? context.groupingKey : noKey);
  const entries = menu ? context.columnMenu(colId) : [];

  // The listeners and the toggle below are layout effects: they are there as soon as the cell is.
  // A column just pinned gets a new cell, which focusHeader focuses in the next frame: a key pressed
  // then would find no listener yet, were they passive effects (run after the frame is painted).

  // The latest open and close for the native listeners below.
  const toggle = useRef<(open?: boolean) => void>(() => undefined);
  useLayoutEffect(() => {
    toggle.current = (open = menu === null) => {
      if (!open) setMenu(null);
      else if (button.current) {
        setMenu({ place: placeBelow(button.current, 0), index: api.getAllDisplayedColumns().indexOf(column) });
      }
    };
  });

  useLayoutEffect(() => {
    const target = button.current;
    if (!target) return;
    const stop = (event: Event) => event.stopPropagation();
    const onClick = (event: MouseEvent) => {
      event.stopPropagation();
      toggle.current();
    };
    for (const name of GRID_PRESS_EVENTS) target.addEventListener(name, stop);
    target.addEventListener('click', onClick);
    return () => {
      for (const name of GRID_PRESS_EVENTS) target.removeEventListener(name, stop);
      target.removeEventListener('click', onClick);
    };
  }, [hasMenu]);

  // A double click on the header's right edge fits the column, as in a spreadsheet.
  useLayoutEffect(() => {
    const onDoubleClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('.ag-header-cell-resize')) fitLater(api, colId);
    };
    eGridHeader.addEventListener('dblclick', onDoubleClick);
    return () => eGridHeader.removeEventListener('dblclick', onDoubleClick);
  }, [eGridHeader, api, colId]);

  useLayoutEffect(() => {
    if (!hasMenu) return;
    // The cell's name stays its header text (the button's name is its own).
    eGridHeader.setAttribute('aria-label', shownName);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== eGridHeader || !isColumnMenuKey(event)) return;
      event.preventDefault();
      toggle.current(true);
    };
    // A right click, or the Menu key where the browser turns it into a contextmenu event.
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      toggle.current(true);
    };
    eGridHeader.addEventListener('keydown', onKeyDown);
    eGridHeader.addEventListener('contextmenu', onContextMenu);
    return () => {
      eGridHeader.removeEventListener('keydown', onKeyDown);
      eGridHeader.removeEventListener('contextmenu', onContextMenu);
    };
  }, [eGridHeader, shownName, hasMenu]);

  // AG Grid marks a column filtered while it has any filter model; a kind chosen with nothing typed filters no row, so its cell shows no filter icon.
  useLayoutEffect(() => {
    const mark = () => {
      const model = api.getColumnFilterModel<FilterModel>(colId);
      eGridHeader.classList.toggle('filters-nothing', model !== null && !isActive(filterOf(model)));
    };
    mark();
    column.addEventListener('filterChanged', mark);
    return () => column.removeEventListener('filterChanged', mark);
  }, [eGridHeader, api, column, colId]);

  if (!hasMenu) return <span className="column-header-name">{displayName}</span>;
  return (
    <span className="column-header">
      <span className="column-header-name" title={shownName}>
        {shownName}
      </span>
      <button
        ref={button}
        type="button"
        className="column-menu-button"
        aria-label={label}
        title={label}
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        aria-controls={menu ? menuId : undefined}
      />
      {menu && (
        <Menu
          id={menuId}
          label={label}
          place={menu.place}
          entries={entries}
          owner={button}
          onMove={(active) => setMenu({ ...menu, place: { ...menu.place, active } })}
          onClose={(returnFocus) => {
            setMenu(null);
            if (!returnFocus) return;
            // Back to the header cell, or, when the column was hidden, to the one now in its place.
            if (column.isVisible()) focusHeader(api, column.getColId());
            else focusHeaderAt(api, menu.index);
          }}
        />
      )}
    </span>
  );
}
