/** How a column filter matches: the four kinds a person can choose from (README). */
export type MatcherKind = 'exact' | 'caseSensitive' | 'caseInsensitive' | 'fuzzy';

/** The kinds in the order the `Match <header>` menu offers them. */
export const MATCHER_KINDS: readonly MatcherKind[] = ['exact', 'caseSensitive', 'caseInsensitive', 'fuzzy'];

/** What a column's values are: number and date columns filter and sort by value. */
export type ColumnType = 'text' | 'number' | 'date';

/** The types whose values compare: every type but text. */
export type ValueType = Exclude<ColumnType, 'text'>;

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
}

export const PEOPLE_COLUMNS: readonly ColumnSpec[] = [
  { colId: 'id', header: 'id', kind: 'exact', type: 'number', minWidth: 110 },
  { colId: 'firstName', header: 'firstName', kind: 'caseSensitive', flex: 2, minWidth: 140 },
  { colId: 'lastName', header: 'Last Name', kind: 'caseInsensitive', flex: 2, minWidth: 140 },
  { colId: 'fullName', header: 'Full Name', kind: 'fuzzy', flex: 3, minWidth: 180 },
];
