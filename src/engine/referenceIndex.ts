import type { RowQuery } from '../model/query';
import { cellText, rowOf, type Table } from '../model/table';
import { compareNatural } from './compare';
import { MATCHERS } from './matchers';
import { fuzzyRank, passesFuzzy, prepare } from './rank';
import type { RowIndex, QueryResult } from './rowIndex';
import { nestedResult } from './tree';

/**
 * The query semantics written plainly, row by row, with no caching: what TableIndex must
 * answer, checked by the tests on random tables and queries. Fast enough for short tables.
 */
export class ReferenceIndex implements RowIndex {
  private readonly colIds: string[];

  constructor(readonly table: Table) {
    this.colIds = Object.keys(table.columns);
  }

  get count() {
    return this.table.count;
  }

  textOf(row: number, colId: string): string {
    return cellText(this.table, colId, row);
  }

  textsOf(row: number, colIds: readonly string[] = this.colIds): string[] {
    return colIds.map((colId) => this.textOf(row, colId));
  }

  rowAt(row: number): Record<string, unknown> {
    return rowOf(this.table, row);
  }

  /** Whether a column sorts by number: row numbers, and dict columns of numbers. */
  private isNumeric(colId: string): boolean {
    const column = this.table.columns[colId]!;
    return column.type === 'rowNumber' || (column.type === 'dict' && Boolean(column.numeric));
  }

  *run(query: RowQuery): Generator<void, QueryResult> {
    // A row passes every column filter, and the global search in at least one displayed column.
    const global = prepare(query.globalFilter);
    const passes = (row: number) =>
      query.filters.every(({ colId, kind, value }) => MATCHERS[kind](this.textOf(row, colId), value)) &&
      (query.globalFilter === '' || this.colIds.some((colId) => passesFuzzy(prepare(this.textOf(row, colId)), global)));
    const mask = Uint8Array.from({ length: this.count }, (_, row) => (passes(row) ? 1 : 0));
    const shown = Array.from({ length: this.count }, (_, row) => row).filter((row) => mask[row]);
    yield; // a newer query may take over here

    // Each sort item: empty cells last in both directions; then the rank for its term, best
    // first; then the value, as a number or in natural order. Descending reverses the last two.
    const comparisons = query.sort.map(({ colId, sort, rankTerm }) => {
      const direction = sort === 'desc' ? -1 : 1;
      const term = rankTerm ? prepare(rankTerm) : null;
      const rank = (row: number) => (term ? fuzzyRank(prepare(this.textOf(row, colId)), term) : 0);
      const compareValues = this.isNumeric(colId)
        ? (a: string, b: string) => Number(a) - Number(b)
        : compareNatural;
      return (a: number, b: number) => {
        const [textA, textB] = [this.textOf(a, colId), this.textOf(b, colId)];
        if ((textA === '') !== (textB === '')) return textA === '' ? 1 : -1;
        return (rank(b) - rank(a) || compareValues(textA, textB)) * direction;
      };
    });
    // Equal rows keep row order, in the first sort item's direction.
    const tieDirection = query.sort[0]?.sort === 'desc' ? -1 : 1;
    shown.sort((a, b) => {
      for (const compare of comparisons) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      return (a - b) * tieDirection;
    });
    const rows = Uint32Array.from(shown);
    const { tree } = this.table;
    return tree ? nestedResult(tree, mask, rows, query.expanded) : { rows };
  }
}
