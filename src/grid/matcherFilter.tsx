import type { ColumnFilter } from 'ag-grid-community';
import type { CustomFloatingFilterDisplayProps } from 'ag-grid-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { DebouncedInput, type DebouncedInputHandle } from '../controls/DebouncedInput';
import { FilterError } from '../controls/FilterError';
import { MatchKindMenu } from '../controls/MatchKindMenu';
import { type ColumnType, type FilterKind } from '../model/columns';
import { kindsFor, needsNoText, readValueList, valueListName } from '../model/filterKinds';
import { type FilterModel, filterOf, filterTextError, modelOf, textForChosenKind } from '../view/filterModels';
import { isNoFilter } from '../model/query';
import { defaultKindAs } from '../view/columnTypes';
import type { GridContext } from './gridContext';
import type { Row } from './row';

/** The filter's params (colDef.filterParams): the column's own default kind and type (the view may read it as another type). */
export interface MatcherParams {
  kind: FilterKind;
  type: ColumnType;
}


/**
 * The model for a kind and a text on a column of `type`: null when it is the default kind with
 * nothing typed (a kind chosen with nothing typed is a model too, so the choice stays).
 */
export const matcherModel = (kind: FilterKind, value: string, { kind: defaultKind, type }: MatcherParams): FilterModel | null =>
  isNoFilter({ kind, value }, defaultKind) ? null : (modelOf({ kind, value }, type) ?? null);

/** The filter lives in the floating row; the grid still wants a component for its popup. */
function NoFilterPopup() {
  return null;
}

/**
 * The column filter of every column: its kind comes from the model, else the column's default kind in the type the view reads it as.
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
  api,
  context,
  filterParams,
}: CustomFloatingFilterDisplayProps<Row, GridContext, FilterModel, MatcherParams>) {
  const header = column.getColDef().headerName ?? column.getColId();
  // The column's type in the view: its own, or the one its menu's Type chose.
  const colId = column.getColId();
  const type = useSyncExternalStore(context.subscribeTypesAndGrouping, () => context.columnType(colId));
  // Text typed under another dataset's column of the same id is dropped, not applied to this one.
  const dataset = useSyncExternalStore(context.subscribeTypesAndGrouping, context.dataset);
  // Its default kind in that type (a text column read as numbers matches Exact).
  const defaultKind = defaultKindAs(filterParams, type);
  const { kind, value } = model ? filterOf(model) : { kind: defaultKind, value: '' };
  // A value list is ticked in the column's `Values of` dialog, and shown on the Match button
  // (`Values (3)`); text typed here replaces it, matched with the column's default kind.
  const valueList = kind === 'values' ? (readValueList(value) ?? []) : null;
  const typedKind = valueList ? defaultKind : kind;
  const text = valueList ? '' : value;
  const options = valueList ? [...kindsFor(type), { kind, name: valueListName(valueList.length), short: valueListName(valueList.length) }] : kindsFor(type);
  const input = useRef<DebouncedInputHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const errorId = useId();
  // The text as typed and what is wrong with it, with the model it left in force (on this
  // dataset): the box keeps that text (`-0`, not the model's `0`; text a chosen kind could not
  // read) while that model is in force. Another model (Back, the values dialog) ends both.
  const [typed, setTyped] = useState<[string, string | null, FilterModel | null, unknown]>();
  const mine = typed?.[2] === model && typed[3] === dataset ? typed : undefined;
  const message = mine?.[1] ?? null;
  // Text its kind cannot read is said, and filters nothing: typed, the filter in force stays;
  // with a kind chosen, the kind applies with no text. Blank and Not blank need no text.
  const apply = (nextKind: FilterKind, text: string, kindChosen = false) => {
    const problem = filterTextError(type, nextKind, text);
    const kept = needsNoText(nextKind) ? '' : text;
    const next = problem && !kindChosen ? model : matcherModel(nextKind, problem ? '' : kept, { kind: defaultKind, type });
    setTyped([kept, problem, next, dataset]);
    if (next === model) return;
    onModelChange(next);
    context.filterCommitted();
  };
  const noText = needsNoText(typedKind);
  return (
    // Tab between filters is the browser's, which does not scroll a wide grid's header (AG Grid moves it with the body): the column comes into view.
    <div className="column-filter" ref={box} onFocus={() => api.ensureColumnVisible(column)}>
      <DebouncedInput
        handle={input}
        value={mine?.[0] ?? text}
        scope={dataset}
        onCommit={(typed) => apply(typedKind, typed)}
        // Blank and Not blank take no text: none can be typed (said as read-only), rather than typed and ignored.
        readOnly={noText}
        placeholder={noText ? '' : 'Search...'}
        aria-label={`Filter ${header}`}
        aria-invalid={message !== null}
        aria-describedby={message ? errorId : undefined}
      />
      <MatchKindMenu
        header={header}
        kind={kind}
        options={options}
        onChoose={(chosen) => chosen !== 'values' && apply(chosen, textForChosenKind(type, chosen, input.current?.takeText() ?? text), true)}
      />
      <FilterError id={errorId} message={message} anchor={box} />
    </div>
  );
}
