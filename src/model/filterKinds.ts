import { byFamily, type ColumnType, familyOf, type FilterKind, MATCHER_KINDS, type MatcherKind, type TypeFamily, type TypedKind } from './columns';

/** A kind as the `Match <header>` menu offers it: its name, and its short form on the button. */
export interface KindOption {
  readonly kind: FilterKind;
  readonly name: string;
  readonly short: string;
}

const TEXT_KINDS: Record<MatcherKind, Omit<KindOption, 'kind'>> = {
  exact: { name: 'Exact', short: '=' },
  caseSensitive: { name: 'Case-sensitive', short: 'Aa' },
  caseInsensitive: { name: 'Case-insensitive', short: 'a/A' },
  fuzzy: { name: 'Fuzzy', short: '≈' },
};

const option = (kind: FilterKind, name: string, short: string): KindOption => ({ kind, name, short });

/** Each family's comparisons, in menu order, after the four text kinds (a date's `equals` is On). */
const COMPARISONS_BY_FAMILY: Record<TypeFamily, readonly KindOption[]> = {
  text: [],
  number: [
    option('equals', 'Equals', '=#'),
    option('notEqual', 'Not equal', '≠'),
    option('lessThan', 'Less than', '<'),
    option('lessThanOrEqual', 'Less than or equal', '≤'),
    option('greaterThan', 'Greater than', '>'),
    option('greaterThanOrEqual', 'Greater than or equal', '≥'),
    option('inRange', 'Between', '↔'),
    option('blank', 'Blank', '∅'),
    option('notBlank', 'Not blank', '¬∅'),
  ],
  date: [
    option('equals', 'On', 'on'),
    option('lessThan', 'Before', '<'),
    option('greaterThan', 'After', '>'),
    option('inRange', 'Between', '↔'),
    option('blank', 'Blank', '∅'),
    option('notBlank', 'Not blank', '¬∅'),
  ],
};

/** The kinds a column of this type offers: the four text kinds on every column, then its comparisons. */
export const kindsFor = (type: ColumnType): readonly KindOption[] => [...MATCHER_KINDS.map((kind) => option(kind, TEXT_KINDS[kind].name, TEXT_KINDS[kind].short)), ...COMPARISONS_BY_FAMILY[familyOf(type)]];

/** A kind as a column of this type offers it, or undefined when it offers no such kind. */
export const kindOption = (type: ColumnType, kind: FilterKind): KindOption | undefined => kindsFor(type).find((entry) => entry.kind === kind);

/** Kinds that need no typed text: Blank and Not blank filter as soon as they are chosen; a value list is ticked, not typed. */
export const needsNoText = (kind: FilterKind): boolean => kind === 'blank' || kind === 'notBlank' || kind === 'values';

/**
 * A value list's filter text: the values as JSON (`["Paris","Lyon"]`), so that the list travels,
 * compares and goes into the URL as every filter's text does.
 */
export const valueListText = (values: readonly string[]): string => JSON.stringify(values);

/** The values of a value list's filter text; null when the text is not a list of strings. */
export function readValueList(text: string): string[] | null {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) && list.every((value) => typeof value === 'string') ? list : null;
  } catch {
    return null;
  }
}

/** `Values (3)`: how a value list shows on its column's Match button. */
export const valueListName = (count: number): string => `Values (${count})`;

/** A type's own default kind, by its family: Exact for numbers (a file's number columns match Exact), On for dates. */
export const DEFAULT_KIND: Readonly<Record<ColumnType, FilterKind>> = byFamily({ text: 'caseInsensitive', number: 'exact', date: 'equals' });

export type { TypedKind };
