import type { MenuEntry } from '../controls/Menu';
import { type ColumnType, familyOf, TYPE_LABELS, TYPE_NAMES } from '../model/columns';
import type { Grouping } from '../model/grouping';
import { groupingMenuEntries } from '../view/groupingMenu';
import { canMove, type ColumnLayout, moveColumn, pinColumn, setColumnHidden, visibleCount } from '../view/columnLayout';

interface Actions {
  /** The view's grouping now, the column's own header, and a way to change the grouping (issue 34). */
  grouping: Grouping;
  header: string;
  changeGrouping: (change: (grouping: Grouping) => Grouping) => void;
  /** Rearranges the columns and commits it (ViewSession.arrange). */
  arrange: (change: (layout: ColumnLayout) => ColumnLayout) => void;
  /** Fits the column to its content and commits it. */
  fit: () => void;
  /** Reads the column as another type (ViewSession.setType). */
  setType: (type: ColumnType) => void;
  /** Opens the column's `Values of` dialog. */
  values: () => void;
}

/**
 * The Type group's choices for a column read as `type` now: Text, Number and Date, and another
 * reading of a family (Number (decimal comma), Date (day first)) on a column of that family or
 * read as text (where a notice may name it). A family's own type is named as the family.
 */
const typesOffered = (type: ColumnType): ColumnType[] => TYPE_NAMES.filter((option) => option === familyOf(option) || type === 'text' || familyOf(type) === familyOf(option));

/**
 * A column's header menu (src/grid/ColumnHeader.tsx), as the columns are arranged now: moves
 * that cannot happen (the column is at the end of its part) and hiding the last visible column
 * are offered but disabled; its values and summary; its grouping and Aggregate; then its Type, the current one checked.
 */
export function columnMenuEntries(layout: ColumnLayout, colId: string, type: ColumnType, { arrange, fit, setType, values, grouping, header, changeGrouping }: Actions): MenuEntry[] {
  const pinned = layout.find((column) => column.colId === colId)?.pinned ?? false;
  return [
    { key: 'left', role: 'menuitem', label: 'Move left', disabled: !canMove(layout, colId, -1), onChoose: () => arrange((now) => moveColumn(now, colId, -1)) },
    { key: 'right', role: 'menuitem', label: 'Move right', disabled: !canMove(layout, colId, 1), onChoose: () => arrange((now) => moveColumn(now, colId, 1)) },
    { key: 'fit', role: 'menuitem', label: 'Fit to content', onChoose: fit },
    pinned
      ? { key: 'pin', role: 'menuitem', label: 'Unpin', onChoose: () => arrange((now) => pinColumn(now, colId, false)) }
      : { key: 'pin', role: 'menuitem', label: 'Pin left', onChoose: () => arrange((now) => pinColumn(now, colId, true)) },
    { key: 'hide', role: 'menuitem', label: 'Hide column', disabled: visibleCount(layout) <= 1, onChoose: () => arrange((now) => setColumnHidden(now, colId, true)) },
    { key: 'values', role: 'menuitem', label: 'Values and summary', onChoose: values },
    ...groupingMenuEntries(grouping, colId, header, type).map(({ change, ...entry }): MenuEntry => ({ ...entry, onChoose: () => changeGrouping(change) })),
    ...typesOffered(type).map(
      (option): MenuEntry => ({ key: `type:${option}`, role: 'menuitemradio', group: 'Type', label: TYPE_LABELS[option], checked: option === type, onChoose: () => setType(option) }),
    ),
  ];
}
