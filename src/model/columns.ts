/** How a column filter matches: the four kinds a person can choose from (README). */
export type MatcherKind = 'exact' | 'caseSensitive' | 'caseInsensitive' | 'fuzzy';

/** One displayed column: its id (AG Grid colId), header text and filter kind. */
export interface ColumnSpec {
  readonly colId: string;
  readonly header: string;
  readonly matcher: MatcherKind;
  /** Sorts by fuzzy rank first (against its own filter, else the global search). */
  readonly ranksSort?: boolean;
}

export const PEOPLE_COLUMNS: readonly ColumnSpec[] = [
  { colId: 'id', header: 'id', matcher: 'exact' },
  { colId: 'firstName', header: 'firstName', matcher: 'caseSensitive' },
  { colId: 'lastName', header: 'Last Name', matcher: 'caseInsensitive' },
  { colId: 'fullName', header: 'Full Name', matcher: 'fuzzy', ranksSort: true },
];
