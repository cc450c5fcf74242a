import { lazy, Suspense } from 'react';
import type { GridActions } from '../grid/gridActions';
import type { ColumnSpec } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import type { ColumnFilter } from '../model/query';

// Loaded when a person first opens a column's values: nobody waits for it before the first rows.
const ValuesDialog = lazy(() => import('../controls/ValuesDialog').then((module) => ({ default: module.ValuesDialog })));

interface Props {
  colId: string;
  /** The dataset's columns with their types in the view. */
  columns: readonly ColumnSpec[];
  filters: readonly ColumnFilter[];
  actions: Pick<GridActions, 'columnValues' | 'setValueList'>;
  onClose: () => void;
}

/** The `Values of` dialog of column `colId`, ticking the column's value list if it has one. */
export function ColumnValues({ colId, columns, filters, actions, onClose }: Props) {
  const column = columns.find((spec) => spec.colId === colId);
  if (!column) return null;
  const own = filters.find((filter) => filter.colId === colId);
  return (
    <Suspense fallback={null}>
      <ValuesDialog
        key={colId}
        header={column.header}
        type={column.type ?? 'text'}
        list={own?.kind === 'values' ? readValueList(own.value) : null}
        load={(search) => actions.columnValues(colId, search)}
        onApply={(values) => actions.setValueList(colId, values)}
        onClose={onClose}
      />
    </Suspense>
  );
}
