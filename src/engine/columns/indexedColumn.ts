import type { ColumnType, MatcherKind, ValueType } from '../../model/columns';
import type { ValueIds } from '../valueIds';
import type { RowMask } from '../rowMask';
import type { KeyPart } from '../sortKeys';
import type { ValueTest } from '../typedFilters';

/** What the index needs of a column, whatever its type. */
export interface IndexedColumn {
  /** Its values' type when a query chooses none. */
  readonly type: ColumnType;
  /** The row's text: what filters match and CSV writes. */
  text(row: number): string;
  /** The row's value as the grid shows it. */
  value(row: number): string | number;
  /** The rows whose text passes; null when no row can. A new mask every time: callers may change it. */
  mask(kind: MatcherKind, value: string): RowMask | null;
  /** The rows whose value, read as `type`, passes `test` (blank: undefined). */
  typedMask(type: ValueType, test: ValueTest): RowMask;
  /** The rows whose text is one of `values`. */
  valuesMask(values: ReadonlySet<string>): RowMask;
  /** Its values as ids for counting, read as `type` (the `Values of` dialog); `places: false` works out no natural order (grouping reads orders from valueParts). */
  valueIds(type: ColumnType, places?: boolean): Generator<void, ValueIds>;
  /** The key parts of the column's order with its values read as `type`, ascending, blanks last. */
  valueParts(type: ColumnType): Generator<void, KeyPart[]>;
  /** Best match first for `term`, among `rows` (the rows that passed). */
  rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart>;
  /** Work its first search would otherwise wait for. */
  prepareSearch(): Generator<void, void>;
  /** Work its first sort would otherwise wait for. */
  prepareSort(): Generator<void, void>;
}
