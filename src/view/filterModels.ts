import { isError, quote, rangeEnds, readNumberInput, typedTest } from '../engine/typedFilters';
import { type ColumnType, familyOf, type FilterKind, isTextKind, type TypedKind } from '../model/columns';
import { kindOption, needsNoText, readValueList, valueListText } from '../model/filterKinds';
import type { ColumnFilter } from '../model/query';

/** A text kind's model: how it matches and the text typed (a kind chosen with nothing typed stays too). */
export interface TextModel {
  filterType: 'matcher';
  kind: FilterKind;
  value: string;
}

/** A number column's comparison, in AG Grid's number filter shape. */
export interface NumberModel {
  filterType: 'number';
  type: TypedKind;
  filter?: number;
  filterTo?: number;
}

/** A date column's comparison, in AG Grid's date filter shape; a date is a year, a month or a day as typed. */
export interface DateModel {
  filterType: 'date';
  type: TypedKind;
  dateFrom: string | null;
  dateTo: string | null;
}

/** A value list (the `Values of` dialog), in AG Grid's set filter shape: the rows whose text is one of `values`. */
export interface SetModel {
  filterType: 'set';
  values: string[];
}

/** A column filter as the grid keeps it: the one store of a column's filter. */
export type FilterModel = TextModel | NumberModel | DateModel | SetModel;

// `>30` typed into a number column's filter where it matches as text (Exact by default): a comparison asked for, and the kind that makes it.
const OPERATOR = /^\s*([<>]=?)\s*[-.\d]/;
const KIND_ASKED: Readonly<Record<string, TypedKind>> = { '<': 'lessThan', '<=': 'lessThanOrEqual', '>': 'greaterThan', '>=': 'greaterThanOrEqual' };

/**
 * Why a filter's text cannot be applied with its kind, or null when it can: text kinds read any
 * text, but on a number column `>30` is taken for the comparison it names, which its Match menu holds.
 */
export function filterTextError(type: ColumnType, kind: FilterKind, value: string): string | null {
  const asked = isTextKind(kind) && familyOf(type) === 'number' && OPERATOR.exec(value);
  if (asked) return `${quote(value)} is matched as text: to compare, choose ${kindOption(type, KIND_ASKED[asked[1]!]!)!.name} in its Match menu.`;
  if (isTextKind(kind) || kind === 'values' || needsNoText(kind) || value === '' || type === 'text') return null;
  const test = typedTest(type, kind, value);
  return 'error' in test ? test.error : null;
}

/**
 * The text a kind chosen in the Match menu takes: `>30`, typed where the column matched as text,
 * loses its `>` when Greater than is chosen (the kind its message named); any other text is kept.
 */
export function textForChosenKind(type: ColumnType, kind: FilterKind, text: string): string {
  const asked = familyOf(type) === 'number' && OPERATOR.exec(text);
  // From the number's first character (the last the pattern read).
  return asked && KIND_ASKED[asked[1]!] === kind ? text.slice(asked[0].length - 1).trim() : text;
}

const number = (text: string): number | undefined => {
  const value = readNumberInput(text);
  return isError(value) ? undefined : value;
};

/**
 * The model of a filter on a column of `type`: a comparison on a number or date column takes
 * AG Grid's shape (`{ filterType: 'number', type: 'greaterThan', filter: 30 }`); text kinds
 * (and a comparison left on a text column) keep their text. Text a comparison cannot read has
 * no model (undefined): it filters nothing.
 */
export function modelOf({ kind, value }: Pick<ColumnFilter, 'kind' | 'value'>, type: ColumnType): FilterModel | undefined {
  if (kind === 'values') return { filterType: 'set', values: readValueList(value) ?? [] };
  if (isTextKind(kind) || type === 'text') return { filterType: 'matcher', kind, value };
  const ends = kind === 'inRange' ? rangeEnds(value) : null;
  // A comparison chosen with nothing typed (or one that needs nothing) is a model too: the choice stays.
  const empty = value.trim() === '' || needsNoText(kind);
  if (familyOf(type) === 'date') {
    if (empty) return { filterType: 'date', type: kind, dateFrom: null, dateTo: null };
    return ends ? { filterType: 'date', type: kind, dateFrom: ends[0], dateTo: ends[1] } : { filterType: 'date', type: kind, dateFrom: value.trim(), dateTo: null };
  }
  if (empty) return { filterType: 'number', type: kind };
  if (ends) {
    const [filter, filterTo] = ends.map(number);
    return filter === undefined || filterTo === undefined ? undefined : { filterType: 'number', type: kind, filter, filterTo };
  }
  const filter = number(value);
  return filter === undefined ? undefined : { filterType: 'number', type: kind, filter };
}

/** A model's kind and text, as the filter's input shows it and the URL writes it. */
export function filterOf(model: FilterModel): Pick<ColumnFilter, 'kind' | 'value'> {
  switch (model.filterType) {
    case 'matcher':
      return { kind: model.kind, value: model.value };
    case 'set':
      return { kind: 'values', value: valueListText(model.values) };
    case 'number':
      // A Between chosen with nothing typed has no ends yet: its text is empty, not "undefined..undefined".
      if (model.type === 'inRange') return { kind: model.type, value: model.filter === undefined || model.filterTo === undefined ? '' : `${model.filter}..${model.filterTo}` };
      return { kind: model.type, value: model.filter === undefined ? '' : String(model.filter) };
    case 'date':
      if (model.type === 'inRange') return { kind: model.type, value: model.dateFrom === null && model.dateTo === null ? '' : `${model.dateFrom ?? ''}..${model.dateTo ?? ''}` };
      return { kind: model.type, value: model.dateFrom ?? '' };
  }
}
