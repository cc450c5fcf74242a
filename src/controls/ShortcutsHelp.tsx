import { useId, useLayoutEffect, useRef } from 'react';

/** What the keyboard shortcuts' help lists; Escape itself is handled by DebouncedInput. */
const SHORTCUTS: { keys: string; what: string }[] = [
  { keys: '/', what: 'Go to Search all columns' },
  { keys: 'Esc', what: 'In a column filter or the search: clear it' },
  { keys: 'Space', what: 'On a row: select it, or not; Shift+Space selects the rows from the last one' },
  { keys: 'Ctrl+C', what: 'Copy the selected rows, or else the focused cell' },
  { keys: 'Alt+↓', what: 'On a column header: open its column menu (also the Menu key or Shift+F10)' },
  { keys: 'Enter, →, ←', what: "On a group row's Group cell, or a nested row's id: open or close it (→ opens it, ← closes it)" },
  { keys: 'Tab, Shift+Tab', what: 'Into the rows and out again: the rows are one stop, where the arrow keys move between cells' },
  { keys: '?', what: 'Show this list' },
];

/**
 * The keyboard shortcuts' help, a modal dialog open while this is drawn (loaded when it first
 * opens: nobody waits for it before the first rows). Escape or Close closes it, then `onClose`.
 */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Focuses the Close button, the only control in it; focus stays inside while it is open.
  useLayoutEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className="shortcuts" aria-labelledby={titleId} onClose={onClose}>
      <div className="shortcuts-head">
        <h2 id={titleId}>Keyboard shortcuts</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
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
    </dialog>
  );
}
