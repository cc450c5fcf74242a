import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { highlightRanges, segments } from '../filtering/highlight';
import type { Row } from './columns';
import type { FilterContext } from './matcherFilter';

/**
 * A cell that marks what matched the active filters with <mark>. Plain DOM with text nodes:
 * no HTML is ever parsed (a name like "<b>" stays text), and no framework work per cell, so
 * paging and scrolling stay as cheap as with AG Grid's own text cells.
 */
export class HighlightCell implements ICellRendererComp<Row> {
  private readonly gui = document.createElement('span');

  init(params: ICellRendererParams<Row, string | number, FilterContext>) {
    this.render(params);
  }

  getGui() {
    return this.gui;
  }

  refresh(params: ICellRendererParams<Row, string | number, FilterContext>) {
    this.render(params);
    return true;
  }

  private render({ value, valueFormatted, column, context }: ICellRendererParams<Row, string | number, FilterContext>) {
    const text = valueFormatted ?? (value == null ? '' : String(value));
    const highlights = column ? context.highlightsFor(column.getColId()) : [];
    const ranges = highlights.length > 0 ? highlightRanges(text, highlights) : [];
    if (ranges.length === 0) {
      this.gui.textContent = text;
      return;
    }
    this.gui.replaceChildren(
      ...segments(text, ranges).map(({ text: part, marked }) => {
        if (!marked) return document.createTextNode(part);
        const mark = document.createElement('mark');
        mark.textContent = part;
        return mark;
      }),
    );
  }
}
