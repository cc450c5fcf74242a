import type { DoesFilterPassParams } from 'ag-grid-community';
import { MATCHERS } from '../engine/matchers';
import { typedFilterTest } from '../engine/typedFilters';
import { VALUE_READERS } from '../engine/typedValues';
import { isTextKind } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import { type FilterModel, filterOf } from '../view/filterModels';
import type { MatcherParams } from './matcherFilter';
import type { Row } from './row';

/**
 * Whether a row passes a column's filter: its cell's text matches the model's value with the
 * model's kind, by the same matcher functions the worker's index uses. The statement of what a
 * column filter means: a property test proves the worker's index selects exactly the rows for
 * which this holds for every active filter. The grid itself does not run it (see matcherFilter),
 * and it lives apart from matcherFilter.tsx so that its matchers stay out of the page's code.
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

