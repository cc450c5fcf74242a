/** How a column filter matches: the four kinds a person can choose from (README). */
export type MatcherKind = 'exact' | 'caseSensitive' | 'caseInsensitive' | 'fuzzy';

/** The kinds in the order the `Match <header>` menu offers them. */
export const MATCHER_KINDS: readonly MatcherKind[] = ['exact', 'caseSensitive', 'caseInsensitive', 'fuzzy'];

/** One displayed column: its id (AG Grid colId), header text and default matching. */
export interface ColumnSpec {
  readonly colId: string;
  readonly header: string;
  /** How its filter matches until a person chooses another kind. */
  readonly kind: MatcherKind;
}

export const PEOPLE_COLUMNS: readonly ColumnSpec[] = [
  { colId: 'id', header: 'id', kind: 'exact' },
  { colId: 'firstName', header: 'firstName', kind: 'caseSensitive' },
  { colId: 'lastName', header: 'Last Name', kind: 'caseInsensitive' },
  { colId: 'fullName', header: 'Full Name', kind: 'fuzzy' },
];
