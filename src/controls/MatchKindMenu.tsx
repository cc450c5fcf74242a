import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MATCHER_KINDS, type MatcherKind } from '../model/columns';

/** Each kind's name in the menu and its short form on the button. */
export const KIND_LABELS: Record<MatcherKind, { name: string; short: string }> = {
  exact: { name: 'Exact', short: '=' },
  caseSensitive: { name: 'Case-sensitive', short: 'Aa' },
  caseInsensitive: { name: 'Case-insensitive', short: 'a/A' },
  fuzzy: { name: 'Fuzzy', short: '≈' },
};

interface Props {
  /** The column's header text: the button is named `Match <header>`. */
  header: string;
  kind: MatcherKind;
  onChoose: (kind: MatcherKind) => void;
}

/**
 * A menu button that picks how a column filter matches (the ARIA menu button pattern with a
 * radio menu): Enter, Space or a click opens it on the current kind, the arrow keys, Home and
 * End move, Enter or Space chooses, Escape closes without a change; focus goes back to the
 * button. The menu is drawn in <body>, above everything, so a grid's header cell cannot clip
 * it, and the grid's own keyboard handling never sees its keys.
 */
export function MatchKindMenu({ header, kind, onChoose }: Props) {
  const [menu, setMenu] = useState<{ top: number; left: number; active: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const current = MATCHER_KINDS.indexOf(kind);

  const open = (active: number) => {
    const rect = button.current!.getBoundingClientRect();
    const left = Math.max(0, Math.min(rect.left, document.documentElement.clientWidth - 180));
    setMenu({ top: rect.bottom + window.scrollY + 2, left: left + window.scrollX, active });
  };
  const close = (focusButton: boolean) => {
    setMenu(null);
    if (focusButton) button.current?.focus();
  };
  const choose = (chosen: MatcherKind) => {
    close(true);
    onChoose(chosen);
  };

  // Focus follows the active item while the menu is open.
  const active = menu?.active;
  useEffect(() => {
    if (active !== undefined) list.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]')[active]?.focus();
  }, [active]);

  // A press anywhere else closes the menu and leaves focus where the press put it.
  const isOpen = menu !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (!menu) return;
    const move = (to: number) => setMenu({ ...menu, active: (to + MATCHER_KINDS.length) % MATCHER_KINDS.length });
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(menu.active + 1),
      ArrowUp: () => move(menu.active - 1),
      Home: () => move(0),
      End: () => move(MATCHER_KINDS.length - 1),
      Enter: () => choose(MATCHER_KINDS[menu.active]!),
      ' ': () => choose(MATCHER_KINDS[menu.active]!),
      Escape: () => close(true),
      Tab: () => close(true),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="match-kind"
        aria-label={`Match ${header}`}
        // The name says what the button does; the description (and the tooltip) which kind is on.
        title={`Matching: ${KIND_LABELS[kind].name}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(true) : open(current))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open(current);
        }}
        // The short form is drawn by CSS (styles.css, .match-kind::before), as decoration with
        // no text of its own: the button's name stays `Match <header>` (and so matches all the
        // text it has, WCAG 2.5.3), and its description says the kind in words.
        data-short={KIND_LABELS[kind].short}
      />
      {menu &&
        createPortal(
          <ul
            ref={list}
            id={menuId}
            role="menu"
            aria-label={`Match ${header}`}
            className="match-menu"
            style={{ top: menu.top, left: menu.left }}
            onKeyDown={onMenuKeyDown}
            // Focus gone elsewhere (a click away, a script): the menu goes too.
            onBlur={(event) => {
              if (!list.current?.contains(event.relatedTarget)) setMenu(null);
            }}
          >
            {MATCHER_KINDS.map((option, i) => (
              <li
                key={option}
                role="menuitemradio"
                aria-checked={option === kind}
                tabIndex={i === menu.active ? 0 : -1}
                onClick={() => choose(option)}
              >
                <span className="match-menu-check" aria-hidden="true">
                  {option === kind ? '✓' : ''}
                </span>
                {KIND_LABELS[option].name}
                <span className="match-menu-short" aria-hidden="true">
                  {KIND_LABELS[option].short}
                </span>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
