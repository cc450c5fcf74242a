import type { ColumnFilter } from 'ag-grid-community';
import type { CustomFloatingFilterDisplayProps } from 'ag-grid-react';
import { DebouncedInput } from '../controls/DebouncedInput';
import type { Highlight } from '../filtering/highlight';
import type { Row } from './columns';

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
export const textFilter: ColumnFilter<Row, unknown, unknown, TextFilterModel> = { component: NoFilterPopup };

/** What the floating filters and the cells find in the grid's `context`. */
export interface FilterContext {
  /** Applies a typed value: sets the column's model through `setModel`, then fetches rows. */
  commitColumnFilter: (colId: string, value: string, setModel: (model: TextFilterModel | null) => void) => void;
  /** What to mark in a column's cells: its own filter and the global search. */
  highlightsFor: (colId: string) => Highlight[];
  /** Nested people: opens or closes a row's sub rows. */
  toggleRow: (id: string) => void;
}

/** The `<input>` under each header: debounced, labelled `Filter <header>`. */
export function TextFloatingFilter({
  model,
  onModelChange,
  column,
  context,
}: CustomFloatingFilterDisplayProps<Row, FilterContext, TextFilterModel>) {
  const header = column.getColDef().headerName ?? column.getColId();
  return (
    <DebouncedInput
      className="column-filter"
      value={model?.value ?? ''}
      onCommit={(value) => context.commitColumnFilter(column.getColId(), value, onModelChange)}
      placeholder="Search..."
      aria-label={`Filter ${header}`}
    />
  );
}
