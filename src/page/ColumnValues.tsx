import { useEffect, useState } from 'react';
import type { GridActions } from '../grid/gridActions';
import type { ColumnSpec } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import { loadOnce } from '../model/loadOnce';
import type { ColumnFilter } from '../model/query';
import { notLoadedText } from '../model/errorMessage';
import { ownType } from '../view/columnTypes';

type Dialog = typeof import('../controls/ValuesDialog').ValuesDialog;

// Loaded when a person first opens a column's values: nobody waits for it before the first rows.
// Not React.lazy: React holds back what a Suspense boundary reveals for up to 300 ms.
const loadDialog = loadOnce(() => import('../controls/ValuesDialog').then((module) => module.ValuesDialog));

interface Props {
  colId: string;
  /** The dataset's columns with their types in the view. */
  columns: readonly ColumnSpec[];
  filters: readonly ColumnFilter[];
  actions: Pick<GridActions, 'columnValues' | 'setValueList'>;
  onClose: () => void;
  /** Says what went wrong (the dialog's code did not load), as a notice. */
  notify: (text: string) => void;
}

/** The `Values of` dialog of column `colId`, ticking the column's value list if it has one. */
export function ColumnValues({ colId, columns, filters, actions, onClose, notify }: Props) {
  const [ValuesDialog, setDialog] = useState<Dialog | null>(null);
  useEffect(() => {
    let live = true;
    loadDialog().then(
      (dialog) => live && setDialog(() => dialog),
      // Its fetch failed: said, and the dialog is closed, so opening it again tries anew.
      (error: unknown) => {
        if (!live) return;
        notify(notLoadedText('The values dialog', error));
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [notify, onClose]);
  const column = columns.find((spec) => spec.colId === colId);
  if (!column || !ValuesDialog) return null;
  const own = filters.find((filter) => filter.colId === colId);
  return (
    <ValuesDialog
      key={colId}
      header={column.header}
      type={ownType(column)}
      list={own?.kind === 'values' ? readValueList(own.value) : null}
      load={(search) => actions.columnValues(colId, search)}
      onApply={(values) => actions.setValueList(colId, values)}
      onClose={onClose}
    />
  );
}
