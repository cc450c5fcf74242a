import { type ColumnSpec, type ColumnType, isColumnType, TYPE_NAMES } from '../model/columns';
import { DEFAULT_KIND, kindOption } from '../model/filterKinds';
import type { ColumnFilter } from '../model/query';

/** Columns whose type the view chose (the Type menu), by id; the others keep their dataset's. */
export type ColumnTypes = Readonly<Record<string, ColumnType>>;

/** A column's own type: text when it declares none. */
export const ownType = (column: ColumnSpec): ColumnType => column.type ?? 'text';

/** A column's type in a view: the view's choice, else its own. */
export const typeIn = (types: ColumnTypes, column: ColumnSpec): ColumnType => types[column.colId] ?? ownType(column);

/** The type of the column `colId` of `columns` in a view (text for an id none of them has). */
export function typeOfColumn(columns: readonly ColumnSpec[], colId: string, types: ColumnTypes = {}): ColumnType {
  const column = columns.find((spec) => spec.colId === colId);
  return column ? typeIn(types, column) : 'text';
}

/** The columns as a view reads them: each with its type in the view. */
export const typedColumns = (columns: readonly ColumnSpec[], types: ColumnTypes): ColumnSpec[] =>
  columns.map((column) => (types[column.colId] ? { ...column, type: types[column.colId] } : column));

/** How a column read as `type` matches when no kind was chosen: its own default in its own type, else the type's (a column read as numbers as a number column of a file). */
const defaultKindAs = (column: ColumnSpec, type: ColumnType) => (type === ownType(column) ? column.kind : DEFAULT_KIND[type]);

/**
 * The view's types and filters once `column` is read as `type`: a choice equal to the column's
 * own type is no choice; with nothing typed in its filter and no kind chosen, it matches as the
 * type does by default (a kind chosen with nothing typed, when that is not its own); a filter
 * kind the new type lacks goes back to the type's default kind, keeping its text.
 */
export function withColumnType(view: { types: ColumnTypes; filters: readonly ColumnFilter[] }, column: ColumnSpec, type: ColumnType): { types: ColumnTypes; filters: ColumnFilter[] } {
  const { colId } = column;
  if (type === typeIn(view.types, column)) return { types: view.types, filters: [...view.filters] };
  const others = Object.fromEntries(Object.entries(view.types).filter(([id]) => id !== colId));
  const types = type === ownType(column) ? others : { ...others, [colId]: type };
  const own = view.filters.find((filter) => filter.colId === colId);
  if (!own || (own.value === '' && own.kind === defaultKindAs(column, typeIn(view.types, column)))) {
    const kind = defaultKindAs(column, type);
    return { types, filters: [...view.filters.filter((filter) => filter !== own), ...(kind === column.kind ? [] : [{ colId, kind, value: '' }])] };
  }
  // A value list keeps its values whatever the type: it lists texts as the file holds them.
  const keeps = (filter: ColumnFilter) => filter.colId !== colId || filter.kind === 'values' || kindOption(type, filter.kind) !== undefined;
  const filters = view.filters.map((filter) => (keeps(filter) ? filter : { ...filter, kind: DEFAULT_KIND[type] }));
  return { types, filters };
}

/** `?types=zip:text,amount:number,when:dateDayFirst`: the view's choices, checked against the dataset's columns. */
export function parseTypes(text: string, columns: readonly ColumnSpec[], notices: string[]): ColumnTypes {
  const types: Record<string, ColumnType> = {};
  for (const part of text.split(',').filter((entry) => entry !== '')) {
    const [colId = '', type = ''] = part.split(':');
    const column = columns.find((spec) => spec.colId === colId);
    if (!column) notices.push(`Ignored the type of "${colId.slice(0, 40)}" in ?types: there is no such column.`);
    else if (!isColumnType(type)) notices.push(`Ignored the type "${type.slice(0, 40)}" of "${colId}" in ?types: it is ${TYPE_NAMES.slice(0, -1).join(', ')} or ${TYPE_NAMES.at(-1)}.`);
    else if (type !== ownType(column)) types[colId] = type;
  }
  return types;
}

/** The `types` parameter for a view's choices, or null when it made none. */
export const formatTypes = (types: ColumnTypes): string | null =>
  Object.keys(types).length === 0 ? null : Object.entries(types).map(([colId, type]) => `${colId}:${type}`).join(',');
