import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { notLoadedText } from '../model/errorMessage';
import { loadOnce } from '../model/loadOnce';

type Help = typeof import('./ShortcutsHelp').ShortcutsHelp;

// Fetched when the help first opens: nobody waits for it before the first rows.
const loadHelp = loadOnce(() => import('./ShortcutsHelp').then((module) => module.ShortcutsHelp));

/** Keys pressed in these are theirs (text typed, an open menu's or dialog's keys), never shortcuts. */
function ownsKeys(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, select, textarea, [role=menu], dialog') !== null);
}

interface Props {
  searchRef: RefObject<HTMLInputElement | null>;
  /** Says what went wrong (the help's code did not load), as a notice. */
  notify: (text: string) => void;
}

/**
 * The page's keyboard shortcuts and their help: `/` focuses the global search, `?` opens a
 * modal dialog listing the shortcuts (also opened by this component's button). Neither fires
 * while the visitor types in a field or a menu or another dialog is open, nor with Ctrl, Alt or Meta held.
 */
export function KeyboardShortcuts({ searchRef, notify }: Props) {
  const [Help, setHelp] = useState<Help | null>(null);
  /** From the press that opens the help (its code may still be on its way) to its closing. */
  const opened = useRef(false);

  const openHelp = useCallback(() => {
    if (opened.current) return;
    opened.current = true;
    loadHelp().then(
      (help) => setHelp(() => help),
      (error: unknown) => {
        opened.current = false;
        notify(notLoadedText('The keyboard shortcuts', error));
      },
    );
  }, [notify]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (ownsKeys(event.target) || opened.current) return;
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

  // Closing a modal dialog gives focus back to what had it when the dialog opened (HTML's dialog steps).
  const onClose = () => {
    opened.current = false;
    setHelp(null);
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-keyshortcuts="?" onClick={openHelp}>
        Keyboard shortcuts
      </button>
      {Help && <Help onClose={onClose} />}
    </>
  );
}
