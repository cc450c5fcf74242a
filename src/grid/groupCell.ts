import type { ICellRendererParams } from 'ag-grid-community';
import { CellMarks } from './markPainter';
import { groupCellText, groupOf, keyText, marksOf, totalsOf, type Row } from './row';
import { rowToggle } from './rowToggle';
import { TextCell } from './textCell';

/** What a group's toggle needs of the grid's context (GridContext has it). */
type Params = ICellRendererParams<Row, unknown, { openGroup: (id: string, open: boolean) => void }>;

/**
 * The Group column's cell (issue 34): a group row's toggle and `<key> (<count>)`, indented by
 * its level; the totals row's `Total (<count>)`; nothing on a row of the table. A TextCell: a
 * key like "<b>" stays text, and a cut key has its whole text as a tooltip. The key marks what
 * the search and its column's filter matched (`$marks.$group`), as the column's cells do.
 */
export class GroupCell extends TextCell<Params> {
  private readonly marks = new CellMarks();

  destroy() {
    this.marks.clear();
  }

  protected render({ data, context }: Params) {
    this.marks.clear();
    const group = groupOf(data);
    const totals = totalsOf(data);
    this.gui.className = 'group-cell';
    this.text = this.gui;
    if (totals) {
      this.gui.className = 'group-cell totals-cell';
      this.whole = groupCellText(data);
      return void this.gui.replaceChildren(this.whole);
    }
    this.whole = '';
    if (!group) return void this.gui.replaceChildren();
    this.gui.style.paddingLeft = `${(group.level - 1) * 1.25}rem`;
    const key = keyText(group.key);
    // What the button says: Expand opens, Collapse closes (a second quick click changes nothing).
    const toggle = rowToggle({ open: group.open, name: key, onPress: () => context.openGroup(group.id, !group.open) });
    this.text = document.createElement('span');
    this.text.className = 'cell-text';
    this.whole = groupCellText(data);
    // The key marked as its column's cells are (the marks of the row's `$group` field), then its count.
    this.text.replaceChildren(...this.marks.draw(key, marksOf(data, '$group')), this.whole.slice(key.length));
    this.gui.replaceChildren(toggle, this.text);
  }
}
