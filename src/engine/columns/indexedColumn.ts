import type { MatcherKind } from '../../model/columns';
import type { RowMask } from '../rowMask';
import type { KeyPart } from '../sortKeys';

/** What the index needs of a column, whatever its type. */
export interface IndexedColumn {
  /** The row's text: what filters match and CSV writes. */
  text(row: number): string;
  /** The row's value as the grid shows it. */
  value(row: number): string | number;
  /** The rows whose text passes; null when no row can. A new mask every time: callers may change it. */
  mask(kind: MatcherKind, value: string): RowMask | null;
  /** The key parts of the column's value order, ascending. */
  valueParts(): Generator<void, KeyPart[]>;
  /** Best match first for `term`, among `rows` (the rows that passed). */
  rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart>;
  /** Work its first search would otherwise wait for. */
  prepareSearch(): Generator<void, void>;
  /** Work its first sort would otherwise wait for. */
  prepareSort(): Generator<void, void>;
}
