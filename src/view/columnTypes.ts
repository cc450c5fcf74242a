import { type ColumnSpec, type ColumnType, type FilterKind, isColumnType, TYPE_NAMES } from '../model/columns';
import { DEFAULT_KIND, kindOption } from '../model/filterKinds';
import { type ColumnFilter, isNoFilter } from '../model/query';
import { filterTextError } from './filterModels';

/** Columns whose type the view chose (the Type menu), by id; the others keep their dataset's. */
export type ColumnTypes = Readonly<Record<string, ColumnType>>;

/** A column's own type: text when it declares none. */
export const ownType = (column: Pick<ColumnSpec, 'type'>): ColumnType => column.type ?? 'text';

/** A column's type in a view: the view's choice, else its own. */
export const typeIn = (types: ColumnTypes, column: ColumnSpec): ColumnType => types[column.colId] ?? ownType(column);

/** The type of the column `colId` of `columns` in a view (text for an id none of them has). */
export function typeOfColumn(columns: readonly ColumnSpec[], colId: string, types: ColumnTypes = {}): ColumnType {
  const column = columns.find((spec) => spec.colId === colId);
  return column ? typeIn(types, column) : 'text';
}

/**
 * How a column read as `type` matches when no kind is chosen: its own default in its own type,
 * else the type's, as if the file had it so (a text column read as numbers matches Exact).
 */
export const defaultKindAs = (column: Pick<ColumnSpec, 'kind' | 'type'>, type: ColumnType): FilterKind => (type === ownType(column) ? column.kind : DEFAULT_KIND[type]);

/** The columns as a view reads them: each with its type in the view, and that type's default kind. */
export const typedColumns = (columns: readonly ColumnSpec[], types: ColumnTypes): ColumnSpec[] =>
  columns.map((column) => {
    const type = types[column.colId];
    return type ? { ...column, type, kind: defaultKindAs(column, type) } : column;
  });

/**
 * The view's types and filters once `column` is read as `type`: a choice equal to the column's
 * own type is no choice; a filter kind the new type lacks goes back to the type's default kind,
 * keeping its text; a kind chosen with nothing typed that is now the default is no filter, nor
 * is text the new type cannot read (`0..1000` read as dates: it would filter nothing, as a link's does).
 */
export function withColumnType(view: { types: ColumnTypes; filters: readonly ColumnFilter[] }, column: ColumnSpec, type: ColumnType): { types: ColumnTypes; filters: ColumnFilter[] } {
  const others = Object.fromEntries(Object.entries(view.types).filter(([colId]) => colId !== column.colId));
  const types = type === ownType(column) ? others : { ...others, [column.colId]: type };
  const defaultKind = defaultKindAs(column, type);
  const filters = view.filters.flatMap((filter) => {
    if (filter.colId !== column.colId) return [filter];
    // A value list keeps its values whatever the type: it lists texts as the file holds them.
    const kept = filter.kind === 'values' || kindOption(type, filter.kind) ? filter : { ...filter, kind: DEFAULT_KIND[type] };
    return isNoFilter(kept, defaultKind) || filterTextError(type, kept.kind, kept.value) ? [] : [kept];
  });
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
