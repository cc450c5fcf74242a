/** What the keyboard shortcuts' help lists (loaded when it first opens); Escape itself is handled by DebouncedInput. */
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

/** The list of shortcuts, as the help dialog shows it. */
export function ShortcutList() {
  return (
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
  );
}
