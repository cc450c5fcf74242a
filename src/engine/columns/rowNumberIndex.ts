import type { MatcherKind } from '../../model/columns';
import type { RowNumberColumn } from '../../model/table';
import { matcherFor } from '../matchers';
import { fuzzyRank, passesFuzzy, prepare } from '../rank';
import type { RowMask } from '../rowMask';
import { type KeyPart, rankRows } from '../sortKeys';
import type { IndexedColumn } from './indexedColumn';

/** A row number column: its texts are worked out as they are asked for. */
export class RowNumberIndex implements IndexedColumn {
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

  // eslint-disable-next-line require-yield
  *valueParts(): Generator<void, KeyPart[]> {
    return [{ range: this.count, keys: null }];
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
