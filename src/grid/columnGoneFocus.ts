/** Frames to wait for the header in the gone column's place: the column goes in the task that draws the rows without it. */
const FRAMES = 10;

/**
 * When a column goes with the focus in it (its header or a cell), the header now in its place
 * takes the focus, as after Hide column. For a view put back (Back, Forward), focusHeader.ts's
 * keepingFocus does so when the view is put back; but the Group column goes later, with the rows
 * that no longer have groups, so this comes with the grouping code. The grid tells of the loss:
 * a focused element taken away is left with a focusout and nothing to go to.
 */
export class ColumnGoneFocus {
  private root: HTMLElement | null = null;

  /** The element around the grid (a React ref callback), or null once it is gone. */
  attach(root: HTMLElement | null) {
    this.root?.removeEventListener('focusout', this.left);
    this.root = root;
    root?.addEventListener('focusout', this.left);
  }

  private readonly left = (event: FocusEvent) => {
    const cell = event.relatedTarget === null && event.target instanceof Element ? event.target.closest('[col-id]') : null;
    if (cell) this.focusInItsPlace(cell, FRAMES);
  };

  /** Once nothing holds the focus and the column is gone (not when the window lost the focus, or a row was drawn again). */
  private focusInItsPlace(cell: Element, framesLeft: number) {
    requestAnimationFrame(() => {
      const root = this.root;
      if (!root || cell.isConnected || document.activeElement !== document.body) return;
      const colIndex = (header: Element) => Number(header.getAttribute('aria-colindex'));
      const headers = [...root.querySelectorAll('.ag-header-row-column .ag-header-cell[aria-colindex]')];
      if (headers.some((header) => header.getAttribute('col-id') === cell.getAttribute('col-id'))) return;
      // The next column's: AG Grid may number the columns after the gone one again, or not.
      const inItsPlace = headers.filter((header) => colIndex(header) >= colIndex(cell)).sort((a, b) => colIndex(a) - colIndex(b))[0];
      if (inItsPlace instanceof HTMLElement) inItsPlace.focus();
      else if (framesLeft > 0) this.focusInItsPlace(cell, framesLeft - 1);
    });
  }
}
