import type { ColumnFilter } from 'ag-grid-community';
import type { CustomFloatingFilterDisplayProps } from 'ag-grid-react';
import { DebouncedInput } from '../controls/DebouncedInput';
import type { Person } from '../data/person';

/** A column filter's model: the text typed under the header. Cleared means a null model. */
export interface TextFilterModel {
  value: string;
}

/** The filter lives in the floating row; the grid still wants a component for its popup. */
function NoFilterPopup() {
  return null;
}

/**
 * A column filter that only holds the typed text: the people worker does the matching, with
 * the column's matcher from src/filtering/columnSpec.ts.
 */
export const textFilter: ColumnFilter<Person, unknown, unknown, TextFilterModel> = { component: NoFilterPopup };

/** The `<input>` under each header: debounced, labelled `Filter <header>`. */
export function TextFloatingFilter({
  model,
  onModelChange,
  column,
}: CustomFloatingFilterDisplayProps<Person, unknown, TextFilterModel>) {
  const header = column.getColDef().headerName ?? column.getColId();
  return (
    <DebouncedInput
      className="column-filter"
      value={model?.value ?? ''}
      onCommit={(value) => onModelChange(value === '' ? null : { value })}
      placeholder="Search..."
      aria-label={`Filter ${header}`}
    />
  );
}
