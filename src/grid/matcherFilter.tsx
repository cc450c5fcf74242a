import type { ColumnFilter, DoesFilterPassParams } from 'ag-grid-community';
import type { CustomFloatingFilterDisplayProps } from 'ag-grid-react';
import { useRef } from 'react';
import { DebouncedInput, type DebouncedInputHandle } from '../controls/DebouncedInput';
import { MatchKindMenu } from '../controls/MatchKindMenu';
import { MATCHERS } from '../engine/matchers';
import type { MatcherKind } from '../model/columns';
import type { GridContext } from './gridContext';
import type { Row } from './row';

/**
 * A column filter's model, the one store of a column's filter (AG Grid keeps it): how it
 * matches and the text typed. A kind chosen with nothing typed is a model too (value ''),
 * so the choice stays; a null model means the default kind and no text.
 */
export interface MatcherModel {
  filterType: 'matcher';
  kind: MatcherKind;
  value: string;
}

/** The filter's params (colDef.filterParams): the column's default kind. */
export interface MatcherParams {
  kind: MatcherKind;
}

/** The model for a kind and a text: null when it is the default kind with nothing typed. */
export const matcherModel = (kind: MatcherKind, value: string, defaultKind: MatcherKind): MatcherModel | null =>
  value === '' && kind === defaultKind ? null : { filterType: 'matcher', kind, value };

/**
 * Whether a row passes a column's filter: its cell's text matches the model's value with the
 * model's kind, by the same matcher functions the worker's index uses. The statement of what a
 * column filter means: a property test proves the worker's index selects exactly the rows for
 * which this holds for every active filter. The grid itself does not run it (see matcherFilter).
 */
export function doesMatcherFilterPass({ model, node, handlerParams }: DoesFilterPassParams<Row, unknown, MatcherModel, MatcherParams>): boolean {
  if (model.value === '') return true;
  // Cells hold text, or a number for row numbers (ids).
  const cell = handlerParams.getValue<string | number | null | undefined>(node);
  return MATCHERS[model.kind](cell == null ? '' : String(cell), model.value);
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
export const matcherFilter: ColumnFilter<Row, unknown, GridContext, MatcherModel, MatcherParams> = {
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
}: CustomFloatingFilterDisplayProps<Row, GridContext, MatcherModel, MatcherParams>) {
  const header = column.getColDef().headerName ?? column.getColId();
  const kind = model?.kind ?? filterParams.kind;
  const input = useRef<DebouncedInputHandle>(null);
  const apply = (nextKind: MatcherKind, value: string) => {
    onModelChange(matcherModel(nextKind, value, filterParams.kind));
    context.filterCommitted();
  };
  return (
    <div className="column-filter">
      <DebouncedInput
        handle={input}
        value={model?.value ?? ''}
        onCommit={(value) => apply(kind, value)}
        placeholder="Search..."
        aria-label={`Filter ${header}`}
      />
      <MatchKindMenu header={header} kind={kind} onChoose={(chosen) => apply(chosen, input.current?.takeText() ?? model?.value ?? '')} />
    </div>
  );
}
