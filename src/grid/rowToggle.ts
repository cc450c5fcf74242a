/**
 * The button that opens or closes a row in a cell (nested people's id cell, a group's Group
 * cell): named `Expand <name>` or `Collapse <name>`, its arrow drawn by CSS (src/styles/cells.css)
 * so the cell's text is its own. The grid moves focus by cell (Enter on the cell toggles too);
 * null gives a hidden one that keeps a leaf's text in line with its siblings'.
 */
export function rowToggle(toggle: { open: boolean; name: string; onPress: () => void } | null): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'row-toggle';
  button.tabIndex = -1;
  if (!toggle) {
    button.hidden = true;
    return button;
  }
  button.setAttribute('aria-expanded', String(toggle.open));
  button.setAttribute('aria-label', `${toggle.open ? 'Collapse' : 'Expand'} ${toggle.name}`);
  // The second click of a double-click is no second press: a double-click opens (or closes) once,
  // whether or not the row was drawn again between its clicks (the second would land on the new button).
  button.addEventListener('click', (event) => event.detail < 2 && toggle.onPress());
  // A press focuses the cell, not the button: the row drawn again replaces the button, and the
  // focus would go with it to the page, where the keyboard can no longer carry on.
  button.addEventListener('mousedown', (event) => {
    event.preventDefault();
    button.closest<HTMLElement>('.ag-cell')?.focus({ preventScroll: true });
  });
  return button;
}
