import type { ColumnFilter, DoesFilterPassParams, FilterHandler, FilterHandlerParams } from 'ag-grid-community';
import type { CustomFloatingFilterDisplayProps } from 'ag-grid-react';
import { DebouncedInput } from '../controls/DebouncedInput';
import type { Person } from '../data/person';
import type { Matcher } from '../filtering/matchers';

/** A column filter's model: the text typed under the header. Cleared means a null model. */
export interface TextFilterModel {
  value: string;
}

/** Holds a column's filter and asks its matcher whether a row's cell passes. */
class MatcherFilterHandler implements FilterHandler<Person, unknown, TextFilterModel> {
  constructor(
    private readonly matcher: Matcher,
    private readonly onValueChange?: (value: string) => void,
  ) {}

  init(params: FilterHandlerParams<Person, unknown, TextFilterModel>) {
    this.onValueChange?.(params.model?.value ?? '');
  }

  refresh(params: FilterHandlerParams<Person, unknown, TextFilterModel>) {
    this.onValueChange?.(params.model?.value ?? '');
  }

  doesFilterPass({ node, model, handlerParams }: DoesFilterPassParams<Person, unknown, TextFilterModel>) {
    const cell = handlerParams.getValue<string | number>(node);
    return this.matcher(cell == null ? '' : String(cell), model.value);
  }
}

/** The filter lives in the floating row; the grid still wants a component for its popup. */
function NoFilterPopup() {
  return null;
}

/**
 * A column filter that passes rows whose cell `matcher` accepts. `onValueChange` hears the
 * filter's value (or '' when cleared) before the grid filters and sorts with it.
 */
export function matcherFilter(
  matcher: Matcher,
  onValueChange?: (value: string) => void,
): ColumnFilter<Person, unknown, unknown, TextFilterModel> {
  return {
    component: NoFilterPopup,
    handler: () => new MatcherFilterHandler(matcher, onValueChange),
  };
}

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
