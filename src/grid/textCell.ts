import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { Row } from './row';

/**
 * A cell drawn as plain DOM by `render` (HighlightCell, GroupCell): no HTML parsed, no framework
 * work per cell. Text that does not fit ends in an ellipsis, and then (only then) the cell has
 * the browser's own tooltip with its whole text (a `title`; AG Grid's TooltipModule would weigh
 * on the first screen).
 */
export abstract class TextCell<P extends ICellRendererParams<Row>> implements ICellRendererComp<Row> {
  protected readonly gui = document.createElement('span');
  /** The element holding the text: the whole cell, or the part beside a toggle. */
  protected text: HTMLElement = this.gui;
  /** The whole text, for the tooltip. */
  protected whole = '';

  init(params: P) {
    // Whether the text is cut is known only once it is drawn, so it is asked as the pointer comes in.
    this.gui.addEventListener('pointerenter', () => {
      if (this.text.scrollWidth > this.text.clientWidth) this.gui.title = this.whole;
      else this.gui.removeAttribute('title');
    });
    this.draw(params);
  }

  getGui() {
    return this.gui;
  }

  refresh(params: P) {
    this.draw(params);
    return true;
  }

  private draw(params: P) {
    this.render(params);
    this.gui.removeAttribute('title'); // set again as the pointer comes in, if the new text is cut
  }

  /** Draws the cell's text (setting `text` and `whole`); called again for new values. */
  protected abstract render(params: P): void;
}
