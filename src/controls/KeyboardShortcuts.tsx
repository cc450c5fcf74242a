import { type RefObject, useCallback, useEffect, useId, useRef } from 'react';

/** What the help lists; Escape itself is handled by DebouncedInput. */
const SHORTCUTS: { keys: string; what: string }[] = [
  { keys: '/', what: 'Go to Search all columns' },
  { keys: 'Esc', what: 'In a column filter or the search: clear it' },
  { keys: 'Space', what: 'On a row: select it, or not; Shift+Space selects the rows from the last one' },
  { keys: 'Ctrl+C', what: 'Copy the selected rows, or else the focused cell' },
  { keys: 'Alt+↓', what: 'On a column header: open its column menu (also the Menu key or Shift+F10)' },
  { keys: 'Enter, →, ←', what: "On a group row's Group cell: open or close the group (→ opens it, ← closes it)" },
  { keys: 'Tab, Shift+Tab', what: 'Into the rows and out again: the rows are one stop, where the arrow keys move between cells' },
  { keys: '?', what: 'Show this list' },
];

/** Keys typed into these are text, never shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, select, textarea') !== null);
}

/**
 * The page's keyboard shortcuts and their help: `/` focuses the global search, `?` opens a
 * modal dialog listing the shortcuts (also opened by this component's button). Neither fires
 * while the visitor types in a field, nor with Ctrl, Alt or Meta held.
 */
export function KeyboardShortcuts({ searchRef }: { searchRef: RefObject<HTMLInputElement | null> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  /** What had focus when the help opened: it gets focus back when the help closes. */
  const returnFocusTo = useRef<Element | null>(null);
  const titleId = useId();

  const openHelp = useCallback(() => {
    const help = dialog.current;
    if (!help || help.open) return;
    returnFocusTo.current = document.activeElement;
    help.showModal(); // focuses the Close button, the only control in it
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (isTypingTarget(event.target) || dialog.current?.open) return;
      if (event.key === '/') {
        // Not typed into the search as well: focus moves before the key's character lands.
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      } else if (event.key === '?') {
        event.preventDefault();
        openHelp();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [searchRef, openHelp]);

  const onClose = () => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // The browser may have done it already; a target that left the page is skipped.
    if (target instanceof HTMLElement && target.isConnected && document.activeElement !== target) target.focus();
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-keyshortcuts="?" onClick={openHelp}>
        Keyboard shortcuts
      </button>
      {/* Escape closes a modal <dialog> by itself; focus stays inside it while it is open. */}
      <dialog ref={dialog} className="shortcuts" aria-labelledby={titleId} onClose={onClose}>
        <h2 id={titleId}>Keyboard shortcuts</h2>
        <dl>
          {SHORTCUTS.map(({ keys, what }) => (
            <div key={keys} className="shortcut">
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
