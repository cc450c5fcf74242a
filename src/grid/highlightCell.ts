import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { highlightRanges, segments } from '../filtering/highlight';
import type { Row } from './row';
import type { GridContext } from './matcherFilter';

/**
 * A cell that marks what matched the active filters with <mark>. Plain DOM with text nodes:
 * no HTML is ever parsed (a name like "<b>" stays text), and no framework work per cell, so
 * paging and scrolling stay as cheap as with AG Grid's own text cells.
 */
export class HighlightCell implements ICellRendererComp<Row> {
  private readonly gui = document.createElement('span');

  init(params: ICellRendererParams<Row, string | number, GridContext>) {
    this.render(params);
  }

  getGui() {
    return this.gui;
  }

  refresh(params: ICellRendererParams<Row, string | number, GridContext>) {
    this.render(params);
    return true;
  }

  private render({ value, valueFormatted, column, context, data }: ICellRendererParams<Row, string | number, GridContext>) {
    const text = valueFormatted ?? (value == null ? '' : String(value));
    const highlights = column ? context.highlightsFor(column.getColId()) : [];
    const ranges = highlights.length > 0 ? highlightRanges(text, highlights) : [];
    const parts =
      ranges.length === 0
        ? [document.createTextNode(text)]
        : segments(text, ranges).map(({ text: part, marked }) => {
            if (!marked) return document.createTextNode(part);
            const mark = document.createElement('mark');
            mark.textContent = part;
            return mark;
          });
    const nested = column?.getColId() === 'id' && typeof data?.depth === 'number';
    if (!nested) {
      this.gui.replaceChildren(...parts);
      return;
    }
    // Nested people: the id sits indented by depth, after a toggle when there are sub rows.
    this.gui.className = 'tree-cell';
    this.gui.style.paddingLeft = `${(data.depth as number) * 1.25}rem`;
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'row-toggle';
    toggle.tabIndex = -1; // the grid moves focus by cell; Enter on the cell toggles too
    if (data.hasChildren) {
      const open = data.expanded === true;
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', `${open ? 'Collapse' : 'Expand'} row ${text}`);
      toggle.textContent = open ? '▾' : '▸';
      toggle.addEventListener('click', () => context.toggleRow(text));
    } else {
      toggle.hidden = true; // keeps the ids of leaves in line with their siblings'
    }
    this.gui.replaceChildren(toggle, ...parts);
  }
}
