/** How a column filter matches: the four kinds a person can choose from (README). */
export type MatcherKind = 'exact' | 'caseSensitive' | 'caseInsensitive' | 'fuzzy';

/** The kinds in the order the `Match <header>` menu offers them. */
export const MATCHER_KINDS: readonly MatcherKind[] = ['exact', 'caseSensitive', 'caseInsensitive', 'fuzzy'];

/**
 * How a column's cells are read: number and date columns filter and sort by value. A number
 * column reads a point as the decimal mark (`1,234.50`); `numberDecimalComma` reads a comma so
 * (`1.234,50`), as files from much of Europe write them. A date column reads slash dates with
 * the year last month first (`01/14/2001`); `dateDayFirst` reads them day first (`14/01/2001`),
 * every other date form alike.
 */
export type ColumnType = 'text' | 'number' | 'numberDecimalComma' | 'date' | 'dateDayFirst';

/** The types whose values compare: every type but text. Each has its own reader (src/engine/typedValues.ts). */
export type ValueType = Exclude<ColumnType, 'text'>;

/** What a type's values are to filters, sorts and summaries: a day-first date is a date, a decimal-comma number a number. */
export type TypeFamily = 'text' | 'number' | 'date';

/** Each type's family, in menu order. */
const FAMILIES: Readonly<Record<ColumnType, TypeFamily>> = { text: 'text', number: 'number', numberDecimalComma: 'number', date: 'date', dateDayFirst: 'date' };

/** Each type's name in a column menu's Type group and in notices (apart from FAMILIES: the worker, which reads families, does not download them). */
export const TYPE_LABELS: Readonly<Record<ColumnType, string>> = {
  text: 'Text',
  number: 'Number',
  numberDecimalComma: 'Number (decimal comma)',
  date: 'Date',
  dateDayFirst: 'Date (day first)',
};

/** Every type, in menu order (the URL's `types=` names them so). */
export const TYPE_NAMES = Object.keys(FAMILIES) as readonly ColumnType[];

export const familyOf = (type: ColumnType): TypeFamily => FAMILIES[type];

export const isColumnType = (name: string): name is ColumnType => Object.hasOwn(FAMILIES, name);

/** A rule by type from the rule by family: each type takes its family's (a day-first date a date's), so a new type needs no entry of its own. */
export const byFamily = <T>(rule: Readonly<Record<TypeFamily, T>>): Readonly<Record<ColumnType, T>> =>
  Object.fromEntries(TYPE_NAMES.map((type) => [type, rule[familyOf(type)]])) as Record<ColumnType, T>;

/** The comparisons a number or date column offers beside the four text kinds (AG Grid's names). */
export type TypedKind = 'equals' | 'notEqual' | 'lessThan' | 'lessThanOrEqual' | 'greaterThan' | 'greaterThanOrEqual' | 'inRange' | 'blank' | 'notBlank';

/** Every comparison, in the order a number column's `Match` menu offers them. */
export const TYPED_KINDS: readonly TypedKind[] = ['equals', 'notEqual', 'lessThan', 'lessThanOrEqual', 'greaterThan', 'greaterThanOrEqual', 'inRange', 'blank', 'notBlank'];

/**
 * How a column filter matches: a text kind on any column, a comparison on a number or date
 * column, or `values`: the rows whose text is one of a list (the `Values of` dialog).
 */
export type FilterKind = MatcherKind | TypedKind | 'values';

export const isTextKind = (kind: FilterKind): kind is MatcherKind => (MATCHER_KINDS as readonly string[]).includes(kind);

/** One displayed column: its id (AG Grid colId), header text and default matching. */
export interface ColumnSpec {
  readonly colId: string;
  readonly header: string;
  /** How its filter matches until a person chooses another kind. */
  readonly kind: FilterKind;
  /** Its values' type when the view chooses none (text if left out). */
  readonly type?: ColumnType;
  /**
   * Its share of the grid's width (AG Grid's `flex`; default 1) and the narrowest it gets
   * (px; default 100): columns fill the width, and long text gets the room.
   */
  readonly flex?: number;
  readonly minWidth?: number;
  /**
   * The header an export writes, where not `header`: a file's own name where the page's `row`
   * made the one shown another (`row (2)`); empty for the page's `row`, which an export leaves out.
   */
  readonly exportedAs?: string;
}

/** A column's header among `columns`, or its id when none has it. */
export const headerOf = (columns: readonly Pick<ColumnSpec, 'colId' | 'header'>[], colId: string): string => columns.find((column) => column.colId === colId)?.header ?? colId;

export const PEOPLE_COLUMNS: readonly ColumnSpec[] = [
  { colId: 'id', header: 'id', kind: 'exact', type: 'number', minWidth: 110 },
  { colId: 'firstName', header: 'firstName', kind: 'caseSensitive', flex: 2, minWidth: 140 },
  { colId: 'lastName', header: 'Last Name', kind: 'caseInsensitive', flex: 2, minWidth: 140 },
  { colId: 'fullName', header: 'Full Name', kind: 'fuzzy', flex: 3, minWidth: 180 },
];
