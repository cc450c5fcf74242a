import type { ColumnSpec } from '../model/columns';
import { compareNatural } from './compare';
import { MATCHERS } from './matchers';
import type { RowQuery } from '../model/query';
import { fuzzyRank, passesFuzzy, prepare } from './rank';
import type { RowIndex, Selection } from './rowIndex';

/**
 * Filters and sorts a short fixed list (faker's reference lists hold at most a few thousand
 * entries): plain per-row matching and a comparison sort are fast enough and easy to read.
 */
export class ListIndex implements RowIndex {
  constructor(
    private readonly columns: readonly ColumnSpec[],
    private readonly rows: readonly Record<string, string>[],
  ) {}

  get count() {
    return this.rows.length;
  }

  private textOf(row: number, colId: string): string {
    return colId === 'id' ? String(row) : (this.rows[row]![colId] ?? '');
  }

  textsOf(row: number): string[] {
    return this.columns.map(({ colId }) => this.textOf(row, colId));
  }

  rowAt(row: number): Record<string, unknown> {
    return { id: row, ...this.rows[row] };
  }

  *select(query: RowQuery): Generator<void, Selection> {
    const global = prepare(query.globalFilter);
    const passes = (row: number) =>
      query.filters.every(({ colId, kind, value }) => MATCHERS[kind](this.textOf(row, colId), value)) &&
      (query.globalFilter === '' ||
        this.columns.some(({ colId }) => passesFuzzy(prepare(this.textOf(row, colId)), global)));
    const shown = Array.from({ length: this.count }, (_, row) => row).filter(passes);
    yield; // a newer query may take over here

    const comparisons = query.sort.map(({ colId, sort, rankTerm }) => {
      const direction = sort === 'desc' ? -1 : 1;
      if (colId === 'id') return (a: number, b: number) => (a - b) * direction;
      const term = rankTerm ? prepare(rankTerm) : null;
      const ranks = new Map(shown.map((row) => [row, term?.lower ? fuzzyRank(prepare(this.textOf(row, colId)), term) : 0]));
      return (a: number, b: number) =>
        ((ranks.get(b)! - ranks.get(a)!) || compareNatural(this.textOf(a, colId), this.textOf(b, colId))) * direction;
    });
    const tieDirection = query.sort[0]?.sort === 'desc' ? -1 : 1;
    shown.sort((a, b) => {
      for (const compare of comparisons) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      return (a - b) * tieDirection;
    });
    return { rows: Uint32Array.from(shown) };
  }
}
