import { MenuButton } from './Menu';

/** A column as the Columns menu lists it. */
export interface ColumnChoice {
  colId: string;
  header: string;
  hidden: boolean;
}

interface Props {
  /** The dataset's columns in display order. */
  columns: readonly ColumnChoice[];
  onSetHidden: (colId: string, hidden: boolean) => void;
  onReset: () => void;
}

/**
 * The `Columns` menu button: a checkbox item per column (checked: shown), which shows or hides
 * it and leaves the menu open; the last visible column cannot be hidden. `Reset columns` puts
 * the dataset's default arrangement back: order, widths, pins and hidden columns.
 */
export function ColumnsMenu({ columns, onSetHidden, onReset }: Props) {
  const lastVisible = columns.filter((column) => !column.hidden).length <= 1;
  return (
    <MenuButton
      menuLabel="Columns"
      entries={[
        ...columns.map(({ colId, header, hidden }) => ({
          key: colId,
          role: 'menuitemcheckbox' as const,
          label: header,
          checked: !hidden,
          disabled: !hidden && lastVisible,
          onChoose: () => onSetHidden(colId, !hidden),
        })),
        { key: '$reset', role: 'menuitem', label: 'Reset columns', onChoose: onReset },
      ]}
    >
      Columns
    </MenuButton>
  );
}
