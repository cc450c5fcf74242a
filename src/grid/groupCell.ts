import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { groupOf, totalsOf, type Row } from './row';
import { rowToggle } from './rowToggle';

/** What a group's toggle needs of the grid's context (GridContext has it). */
type Params = ICellRendererParams<Row, unknown, { openGroup: (id: string, open: boolean) => void }>;

/** A group's key as its row reads it: the blank group's as `(Blank)`. */
export const keyText = (key: string | null): string => key ?? '(Blank)';

/**
 * The Group column's cell (issue 34): a group row's toggle and `<key> (<count>)`, indented by
 * its level; the totals row's `Total (<count>)`; nothing on a row of the table. Plain DOM, as
 * HighlightCell: no HTML parsed (a key like "<b>" stays text).
 */
export class GroupCell implements ICellRendererComp<Row> {
  private readonly gui = document.createElement('span');

  init(params: Params) {
    this.render(params);
  }

  getGui() {
    return this.gui;
  }

  refresh(params: Params) {
    this.render(params);
    return true;
  }

  private render({ data, context }: Params) {
    const group = groupOf(data);
    const totals = totalsOf(data);
    this.gui.className = 'group-cell';
    if (totals) {
      this.gui.className = 'group-cell totals-cell';
      return void this.gui.replaceChildren(`Total (${totals.count})`);
    }
    if (!group) return void this.gui.replaceChildren();
    this.gui.style.paddingLeft = `${(group.level - 1) * 1.25}rem`;
    const key = keyText(group.key);
    // What the button says: Expand opens, Collapse closes (a second quick click changes nothing).
    const toggle = rowToggle({ open: group.open, name: key, onPress: () => context.openGroup(group.id, !group.open) });
    const text = document.createElement('span');
    text.className = 'cell-text';
    text.textContent = `${key} (${group.count})`;
    this.gui.replaceChildren(toggle, text);
  }
}
