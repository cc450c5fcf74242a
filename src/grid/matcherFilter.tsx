import type { ColumnFilter, DoesFilterPassParams } from 'ag-grid-community';
import type { CustomFloatingFilterDisplayProps } from 'ag-grid-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { DebouncedInput, type DebouncedInputHandle } from '../controls/DebouncedInput';
import { FilterError } from '../controls/FilterError';
import { MatchKindMenu } from '../controls/MatchKindMenu';
import { MATCHERS } from '../engine/matchers';
import { typedFilterTest } from '../engine/typedFilters';
import { VALUE_READERS } from '../engine/typedValues';
import { type ColumnType, type FilterKind, isTextKind } from '../model/columns';
import { kindsFor, needsNoText, readValueList } from '../model/filterKinds';
import { type FilterModel, filterOf, filterTextError, modelOf } from '../view/filterModels';
import type { GridContext } from './gridContext';
import type { Row } from './row';

/** The filter's params (colDef.filterParams): the column's default kind and its values' type. */
export interface MatcherParams {
  kind: FilterKind;
  type: ColumnType;
}


/**
 * The model for a kind and a text on a column of `type`: null when it is the default kind with
 * nothing typed (a kind chosen with nothing typed is a model too, so the choice stays).
 */
export const matcherModel = (kind: FilterKind, value: string, { kind: defaultKind, type }: MatcherParams): FilterModel | null =>
  value === '' && kind === defaultKind && !needsNoText(kind) ? null : (modelOf({ kind, value }, type) ?? null);

/**
 * Whether a row passes a column's filter: its cell's text matches the model's value with the
 * model's kind, by the same matcher functions the worker's index uses. The statement of what a
 * column filter means: a property test proves the worker's index selects exactly the rows for
 * which this holds for every active filter. The grid itself does not run it (see matcherFilter).
 */
export function doesMatcherFilterPass({ model, node, handlerParams }: DoesFilterPassParams<Row, unknown, FilterModel, MatcherParams>): boolean {
  // Cells hold text, or a number for row numbers (ids).
  const shown = handlerParams.getValue<string | number | null | undefined>(node);
  const cell = shown == null ? '' : String(shown);
  const { kind, value } = filterOf(model);
  if (isTextKind(kind)) return value === '' || MATCHERS[kind](cell, value);
  if (kind === 'values') return readValueList(value)?.includes(cell) ?? true;
  // A comparison reads the cell as the column's type; one that filters nothing passes every row.
  const { type } = handlerParams.filterParams;
  const test = typedFilterTest(type, kind, value);
  return !test || test(VALUE_READERS[type]?.(cell));
}

/** The filter lives in the floating row; the grid still wants a component for its popup. */
function NoFilterPopup() {
  return null;
}

/**
 * The column filter of every column: its kind comes from `filterParams.kind` and the model.
 * The grid keeps the model; the worker filters. Every row the grid holds passes already (the
 * worker sent it for these filters), and checking the rows on screen against a new model
 * would hide them in the moment before the worker's answer replaces them.
 */
export const matcherFilter: ColumnFilter<Row, unknown, GridContext, FilterModel, MatcherParams> = {
  component: NoFilterPopup,
  doesFilterPass: () => true,
};

/**
 * Under each header: the `Filter <header>` input (applied 500 ms after the last keystroke)
 * and the `Match <header>` menu button, whose choice applies at once, with the text typed so far.
 */
export function MatcherFloatingFilter({
  model,
  onModelChange,
  column,
  context,
  filterParams,
}: CustomFloatingFilterDisplayProps<Row, GridContext, FilterModel, MatcherParams>) {
  const header = column.getColDef().headerName ?? column.getColId();
  // The column's type in the view: its own, or the one its menu's Type chose.
  const colId = column.getColId();
  const type = useSyncExternalStore(context.subscribeTypes, () => context.columnType(colId));
  const { kind, value } = model ? filterOf(model) : { kind: filterParams.kind, value: '' };
  const input = useRef<DebouncedInputHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  // Text its kind cannot read is said, and filters nothing: typed, the filter in force stays;
  // with a kind chosen, the kind applies with no text. Blank and Not blank need no text.
  const apply = (nextKind: FilterKind, text: string, kindChosen = false) => {
    const problem = filterTextError(type, nextKind, text);
    setError(problem);
    if (problem && !kindChosen) return;
    onModelChange(matcherModel(nextKind, problem || needsNoText(nextKind) ? '' : text, { kind: filterParams.kind, type }));
    context.filterCommitted();
  };
  return (
    <div className="column-filter" ref={box}>
      <DebouncedInput
        handle={input}
        value={value}
        onCommit={(value) => apply(kind, value)}
        placeholder={needsNoText(kind) ? '' : 'Search...'}
        aria-label={`Filter ${header}`}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
      />
      <MatchKindMenu header={header} kind={kind} options={kindsFor(type)} onChoose={(chosen) => apply(chosen, input.current?.takeText() ?? value, true)} />
      <FilterError id={errorId} message={error} anchor={box} />
    </div>
  );
}
