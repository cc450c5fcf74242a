import type { ColumnType, MatcherKind, ValueType } from '../../model/columns';
import type { RowNumberColumn } from '../../model/table';
import { matcherFor } from '../matchers';
import { fuzzyRank, passesFuzzy, prepare } from '../rank';
import type { RowMask } from '../rowMask';
import { type KeyPart, rankRows } from '../sortKeys';
import type { ValueIds } from '../valueIds';
import type { ValueTest } from '../typedFilters';
import type { IndexedColumn } from './indexedColumn';
import { typedKeys, typedPasses, typedValues } from './typedKeys';

/** A row number column: its texts are worked out as they are asked for. */
export class RowNumberIndex implements IndexedColumn {
  readonly type = 'number';

  constructor(
    readonly column: RowNumberColumn,
    private readonly count: number,
  ) {}

  text(row: number) {
    return String(this.column.first + row);
  }

  value(row: number) {
    return this.column.first + row;
  }

  private maskOf(test: (text: string) => boolean): RowMask {
    const mask = new Uint8Array(this.count);
    for (let row = 0; row < mask.length; row++) mask[row] = test(this.text(row)) ? 1 : 0;
    return mask;
  }

  mask(kind: MatcherKind, value: string): RowMask | null {
    if (kind === 'exact') {
      // A row's text equals the value ignoring case: only the plain decimal form of a number can.
      const number = Number(value);
      const row = number - this.column.first;
      if (!Number.isSafeInteger(number) || String(number) !== value || row < 0 || row >= this.count) return null;
      const mask = new Uint8Array(this.count);
      mask[row] = 1;
      return mask;
    }
    if (kind === 'fuzzy') {
      const term = prepare(value);
      if (/[^\d-]/.test(term.lower)) return null; // row numbers hold digits and a minus sign only
      return this.maskOf((text) => passesFuzzy({ prepared: text, lower: text }, term));
    }
    return this.maskOf(matcherFor(kind, value));
  }

  typedMask(type: ValueType, test: ValueTest): RowMask {
    if (type === 'number') return this.maskOf((text) => test(Number(text)));
    return typedPasses(typedValues(this.count, (row) => this.text(row), type), test);
  }

  valuesMask(values: ReadonlySet<string>): RowMask {
    return this.maskOf((text) => values.has(text));
  }

  /** Every row's text differs: the row is its id, and row order is natural order unless a minus sign is read (`-5` after `-1`). */
  // eslint-disable-next-line require-yield
  *valueIds(type: ColumnType): Generator<void, ValueIds> {
    const text = (row: number) => this.text(row);
    const place = this.column.first >= 0 ? (row: number) => row : undefined;
    return { size: this.count, ids: null, text, place, typed: type === 'text' ? null : typedValues(this.count, text, type) };
  }

  /** In row order as numbers (and as text: natural order reads the digits as a number); read as dates, per row. */
  *valueParts(type: ColumnType): Generator<void, KeyPart[]> {
    if (type === 'text' || type === 'number') return [{ range: this.count, keys: null }];
    const { keys, range, emptyLast } = yield* typedKeys(typedValues(this.count, (row) => this.text(row), type));
    return [{ range, keys, emptyLast }];
  }

  *rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart> {
    const prepared = prepare(term);
    return yield* rankRows(rows, this.count, (row) => {
      const text = this.text(row);
      return fuzzyRank({ prepared: text, lower: text }, prepared);
    });
  }

  *prepareSearch(): Generator<void, void> {}

  *prepareSort(): Generator<void, void> {}
}
