import { type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { popupRoot } from './popupRoot';
import { useLatest } from './useLatest';

/**
 * One item of a menu. A `menuitem` does something and closes the menu; a `menuitemradio`
 * picks one of several and closes it; a `menuitemcheckbox` turns something on or off and
 * leaves the menu open, so several can be changed in a row. A disabled item can still be
 * reached (a person learns it exists) but does nothing.
 */
export interface MenuEntry {
  /** Unique within its menu. */
  key: string;
  role: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  /** The item's text, which is its accessible name. */
  label: string;
  /** For radio and checkbox items. */
  checked?: boolean;
  disabled?: boolean;
  /** A short form shown after the label, as decoration (hidden from assistive technology). */
  hint?: string;
  /** The name of the group it belongs to (`Type`): neighbouring items of one group are drawn together under it. */
  group?: string;
  onChoose: () => void;
}

/** Neighbouring entries of the same group together, each with its index in the menu. */
function groupsOf(entries: readonly MenuEntry[]): { group?: string; items: { entry: MenuEntry; index: number }[] }[] {
  const runs: { group?: string; items: { entry: MenuEntry; index: number }[] }[] = [];
  entries.forEach((entry, index) => {
    const last = runs.at(-1);
    if (last && entry.group !== undefined && last.group === entry.group) last.items.push({ entry, index });
    else runs.push({ group: entry.group, items: [{ entry, index }] });
  });
  return runs;
}

/** Where an open menu is drawn (page coordinates) and which item has focus. */
export interface MenuPlace {
  top: number;
  left: number;
  active: number;
}

/** A menu's place just below `anchor`, kept on screen. */
export function placeBelow(anchor: HTMLElement, active: number): MenuPlace {
  const rect = anchor.getBoundingClientRect();
  const left = Math.max(0, Math.min(rect.left, document.documentElement.clientWidth - 180));
  return { top: rect.bottom + window.scrollY + 2, left: left + window.scrollX, active };
}

interface MenuProps {
  /** The menu's accessible name. */
  label: string;
  id?: string;
  className?: string;
  place: MenuPlace;
  entries: readonly MenuEntry[];
  /** Another item gets focus. */
  onMove: (active: number) => void;
  /** The menu closes: `returnFocus` after a choice, Escape or Tab; not after a press elsewhere. */
  onClose: (returnFocus: boolean) => void;
  /** What opened the menu (its button): a press on it is not a press elsewhere. */
  owner?: RefObject<HTMLElement | null>;
}

/** How long two presses make a double click (Windows' default): a menu holds its place that long after a press in it. */
const DOUBLE_CLICK_MS = 500;

/**
 * An ARIA menu, drawn in <body> above everything (a grid's header cell cannot clip it, and
 * the grid's own keyboard handling never sees its keys). Focus follows the active item, and the
 * active item follows focus; the arrow keys, Home and End move; Enter or Space chooses; Escape
 * and Tab close it; a press anywhere else, or focus going elsewhere, closes it too.
 */
export function Menu({ label, id, className, place, entries, onMove, onClose, owner }: MenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const { active, top: placedTop, left: placedLeft } = place;

  // Its place, the one writer of it: kept on screen by the menu's own width, known once drawn
  // (placeBelow keeps 180 px; a column menu is wider), before the browser paints it; and below
  // its button while open, each frame, as a grouping chosen in it moves the button (the Group column, the Row groups toolbar);
  // but not under a pointer just pressed in it: a double click's second press meets the item of its first.
  useLayoutEffect(() => {
    const menu = list.current;
    let frame = 0;
    let was = '';
    let heldUntil = 0;
    if (menu) menu.onpointerdown = () => (heldUntil = performance.now() + DOUBLE_CLICK_MS);
    const put = () => {
      const { top, left } = owner?.current?.isConnected ? placeBelow(owner.current, 0) : { top: placedTop, left: placedLeft };
      const at = `${top} ${left}`;
      if (menu && at !== was && performance.now() > heldUntil) {
        was = at;
        menu.style.top = `${top}px`;
        menu.style.left = `${left}px`;
        const past = menu.getBoundingClientRect().right - document.documentElement.clientWidth;
        if (past > 0) menu.style.left = `${Math.max(window.scrollX, left - past)}px`;
      }
      frame = requestAnimationFrame(put);
    };
    put();
    return () => cancelAnimationFrame(frame);
  }, [placedTop, placedLeft, owner]);

  // Focus follows the active item while the menu is open.
  useEffect(() => {
    list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[active]?.focus();
  }, [active]);

  // A press anywhere else closes the menu and leaves focus where the press put it.
  const onCloseRef = useLatest(onClose);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !owner?.current?.contains(target)) onCloseRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [owner, onCloseRef]);

  const choose = (index: number) => {
    const entry = entries[index];
    if (!entry || entry.disabled) return;
    entry.onChoose();
    // A checkbox item leaves the menu open; any other closes it, once its change is made.
    if (entry.role === 'menuitemcheckbox') onMove(index);
    else onClose(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = (to: number) => onMove((to + entries.length) % entries.length);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(entries.length - 1),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => onClose(true),
      Tab: () => onClose(true),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return createPortal(
    <ul
      ref={list}
      id={id}
      role="menu"
      aria-label={label}
      className={['menu', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      // Focus gone elsewhere (a click away, a script): the menu goes too.
      onBlur={(event) => {
        if (!list.current?.contains(event.relatedTarget)) onClose(false);
      }}
    >
      {groupsOf(entries).map(({ group, items }) => {
        const drawn = items.map(({ entry, index }) => (
          <li
            key={entry.key}
            role={entry.role}
            aria-checked={entry.role === 'menuitem' ? undefined : entry.checked === true}
            aria-disabled={entry.disabled || undefined}
            tabIndex={index === active ? 0 : -1}
            // Focus given by other means than the arrows (assistive technology, a script): Enter, Space and the arrows go on from it.
            // (The arrows' own moves focus the active item: nothing to draw again.)
            onFocus={() => index !== active && onMove(index)}
            onClick={() => choose(index)}
          >
            {/* A check mark drawn by CSS (src/styles/menus.css), decoration: aria-checked says it. */}
            <span className="menu-check" aria-hidden="true" />
            {entry.label}
            <span className="menu-hint" aria-hidden="true">
              {entry.hint}
            </span>
          </li>
        ));
        if (group === undefined) return drawn;
        // A group of the menu itself (not a submenu): its name is said, and shown above its items.
        return (
          <li key={`group:${group}`} role="none" className="menu-group">
            <span className="menu-group-label" aria-hidden="true">
              {group}
            </span>
            <ul role="group" aria-label={group}>
              {drawn}
            </ul>
          </li>
        );
      })}
    </ul>,
    popupRoot(),
  );
}

interface MenuButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onKeyDown' | 'children'> {
  /** The menu's accessible name. */
  menuLabel: string;
  menuClassName?: string;
  /** The items, as they are now (a checkbox item's change shows while the menu stays open). */
  entries: readonly MenuEntry[];
  /** Which item has focus when the menu opens (default the first). */
  startAt?: () => number;
  children?: ReactNode;
}

/**
 * The ARIA menu button pattern: Enter, Space or a click opens the menu (or closes it), the
 * Down and Up arrows open it too; a choice, Escape or Tab closes it and focus goes back to the
 * button.
 */
export function MenuButton({ menuLabel, menuClassName, entries, startAt = () => 0, children, ...buttonProps }: MenuButtonProps) {
  const [place, setPlace] = useState<MenuPlace | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const open = () => setPlace(placeBelow(button.current!, startAt()));
  const close = (returnFocus: boolean) => {
    setPlace(null);
    if (returnFocus) button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={place !== null}
        aria-controls={place ? menuId : undefined}
        {...buttonProps}
        onClick={() => (place ? close(true) : open())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open();
        }}
      >
        {children}
      </button>
      {place && (
        <Menu
          id={menuId}
          label={menuLabel}
          className={menuClassName}
          place={place}
          entries={entries}
          owner={button}
          onMove={(active) => setPlace({ ...place, active })}
          onClose={close}
        />
      )}
    </>
  );
}
