import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../model/errorMessage';
import { loadOnce } from '../model/loadOnce';

type List = typeof import('./ShortcutList').ShortcutList;

// Fetched when the help first opens: nobody waits for it before the first rows.
const loadList = loadOnce(() => import('./ShortcutList').then((module) => module.ShortcutList));

/** Keys pressed in these are theirs (text typed, an open menu's keys), never shortcuts. */
function ownsKeys(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, select, textarea, [role=menu]') !== null);
}

/**
 * The page's keyboard shortcuts and their help: `/` focuses the global search, `?` opens a
 * modal dialog listing the shortcuts (also opened by this component's button). Neither fires
 * while the visitor types in a field or a menu is open, nor with Ctrl, Alt or Meta held.
 */
export function KeyboardShortcuts({ searchRef }: { searchRef: RefObject<HTMLInputElement | null> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  /** What had focus when the help opened: it gets focus back when the help closes. */
  const returnFocusTo = useRef<Element | null>(null);
  const titleId = useId();
  /** The list, or why it did not load (opening the help again tries again). */
  const [List, setList] = useState<List | string | null>(null);

  const openHelp = useCallback(() => {
    const help = dialog.current;
    if (!help || help.open) return;
    returnFocusTo.current = document.activeElement;
    help.showModal(); // focuses the Close button, the only control in it
    loadList().then((list) => setList(() => list), (error: unknown) => setList(`The list did not load (${errorMessage(error)}). Close this and open it again, or reload the page.`));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (ownsKeys(event.target) || dialog.current?.open) return;
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
        {typeof List === 'string' ? <p role="alert">{List}</p> : List && <List />}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
