import type { ICellRendererParams } from 'ag-grid-community';
import type { GridContext } from './gridContext';
import { CellMarks } from './markPainter';
import { marksOf, type Row } from './row';
import { rowToggle } from './rowToggle';
import { TextCell } from './textCell';

type Params = ICellRendererParams<Row, string | number, GridContext>;

/**
 * A cell that marks what matched the active filters with <mark>, with text nodes: paging and
 * scrolling stay as cheap as with AG Grid's own text cells (TextCell). A nested row's id cell
 * has its toggle too.
 */
export class HighlightCell extends TextCell<Params> {
  private readonly marks = new CellMarks();

  destroy() {
    this.marks.clear();
  }

  protected render(params: Params) {
    const { value, valueFormatted, column, context, data } = params;
    const text = valueFormatted ?? (value == null ? '' : String(value));
    const parts = this.marks.draw(text, column ? marksOf(data, column.getColId()) : []);
    const nested = column?.getColId() === 'id' && typeof data?.depth === 'number';
    if (nested) this.renderNested(data, text, context, parts);
    else {
      this.text = this.gui;
      this.gui.className = 'cell-text';
      this.gui.replaceChildren(...parts);
    }
    this.whole = text;
  }

  /** Nested people: the id sits indented by depth, after a toggle when there are sub rows. */
  private renderNested(data: Row, text: string, context: GridContext, parts: Node[]) {
    this.gui.className = 'tree-cell';
    this.gui.style.paddingLeft = `${(data.depth as number) * 1.25}rem`;
    const toggle = rowToggle(data.hasChildren ? { open: data.expanded === true, name: `row ${text}`, onPress: () => context.toggleRow(text) } : null);
    this.text = document.createElement('span');
    this.text.className = 'cell-text';
    this.text.replaceChildren(...parts);
    this.gui.replaceChildren(toggle, this.text);
  }
}
