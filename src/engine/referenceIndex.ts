import { type ColumnType, isTextKind } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import type { ColumnFilter, RowQuery } from '../model/query';
import { cellText, rowOf, type Table } from '../model/table';
import { summarize } from './columnValues';
import type { ColumnSummary } from '../model/summary';
import type { ValueIds } from './valueIds';
import { compareNatural } from './compare';
import { MATCHERS } from './matchers';
import { fuzzyRank, passesFuzzy, prepare } from './rank';
import type { RowIndex, QueryResult } from './rowIndex';
import { MAX_FILTER_DEPTH, nestedResult } from './tree';
import { typedFilterTest } from './typedFilters';
import { VALUE_READERS } from './typedValues';

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

  rowAt(row: number): Record<string, string | number> {
    return rowOf(this.table, row);
  }

  /** A column's type when the query chooses none: row numbers are numbers, a dict column says, a joined one is text. */
  private typeOf(colId: string, query: RowQuery): ColumnType {
    const column = this.table.columns[colId]!;
    return query.types?.[colId] ?? (column.type === 'rowNumber' ? 'number' : column.type === 'dict' ? (column.valueType ?? 'text') : 'text');
  }


  /** Whether a row passes a column filter: a text kind matches the text; a comparison tests the typed value, unless it filters nothing. */
  private passesFilter(row: number, { colId, kind, value }: ColumnFilter, query: RowQuery): boolean {
    if (isTextKind(kind)) return MATCHERS[kind](this.textOf(row, colId), value);
    if (kind === 'values') return readValueList(value)?.includes(this.textOf(row, colId)) ?? true;
    const type = this.typeOf(colId, query);
    const test = typedFilterTest(type, kind, value);
    return !test || test(VALUE_READERS[type]?.(this.textOf(row, colId)));
  }

  /** Whether a row passes every column filter, and the global search in at least one displayed column. */
  private passes(row: number, query: RowQuery): boolean {
    const global = prepare(query.globalFilter);
    return (
      query.filters.every((filter) => this.passesFilter(row, filter, query)) &&
      (query.globalFilter === '' || this.colIds.some((colId) => passesFuzzy(prepare(this.textOf(row, colId)), global)))
    );
  }

  /** The rows that pass, in row order. */
  private passing(query: RowQuery): number[] {
    return Array.from({ length: this.count }, (_, row) => row).filter((row) => this.passes(row, query));
  }

  /** The rows a column's values are counted over: those that pass; with sub rows, only those whose parents show too. */
  private counted(query: RowQuery): number[] {
    const { tree } = this.table;
    if (!tree) return this.passing(query);
    const shows = (row: number): boolean => {
      const up = tree.parent[row]!;
      if (up < 0) return this.passes(row, query);
      return shows(up) && (tree.depth[up]! >= MAX_FILTER_DEPTH || this.passes(row, query));
    };
    return Array.from({ length: this.count }, (_, row) => row).filter(shows);
  }

  /** What column `colId` holds among the rows counted, counted plainly: what columnValues must answer. */
  columnSummary(query: RowQuery, colId: string, search: string, limit?: number): ColumnSummary {
    const counts = new Map<string, number>();
    for (const row of this.counted(query)) counts.set(this.textOf(row, colId), (counts.get(this.textOf(row, colId)) ?? 0) + 1);
    return summarize(counts, this.typeOf(colId, query), search, limit);
  }

  /** An id per distinct text, in order of first appearance; texts compared for their order. */
  // eslint-disable-next-line require-yield
  *valueIdsFor(query: RowQuery, colId: string): Generator<void, { column: ValueIds; rows: Uint32Array; type: ColumnType }> {
    const texts = [...new Set(Array.from({ length: this.count }, (_, row) => this.textOf(row, colId)))];
    const idOf = new Map(texts.map((text, id) => [text, id]));
    const type = this.typeOf(colId, query);
    const read = VALUE_READERS[type];
    const column: ValueIds = {
      size: texts.length,
      ids: Uint32Array.from({ length: this.count }, (_, row) => idOf.get(this.textOf(row, colId))!),
      text: (id) => texts[id]!,
      typed: read ? Float64Array.from(texts, (text) => read(text) ?? NaN) : null,
    };
    return { column, rows: Uint32Array.from(this.counted(query)), type };
  }

  *run(query: RowQuery): Generator<void, QueryResult> {
    const shown = this.passing(query);
    const mask = new Uint8Array(this.count);
    for (const row of shown) mask[row] = 1;
    yield; // a newer query may take over here

    // Each sort item: empty cells last in both directions; then the rank for its term, best
    // first; then the value, as a number or in natural order. Descending reverses the last two.
    const comparisons = query.sort.map(({ colId, sort, rankTerm }) => {
      const direction = sort === 'desc' ? -1 : 1;
      const term = rankTerm ? prepare(rankTerm) : null;
      const rank = (row: number) => (term ? fuzzyRank(prepare(this.textOf(row, colId)), term) : 0);
      // Row numbers keep their numeric order read as text (natural order reads digits as a number).
      const type = this.typeOf(colId, query);
      const read = VALUE_READERS[this.table.columns[colId]!.type === 'rowNumber' && type === 'text' ? 'number' : type];
      return (a: number, b: number) => {
        const [textA, textB] = [this.textOf(a, colId), this.textOf(b, colId)];
        // Empty text is last first when a rank or the text orders (a typed value reads it as blank anyway).
        if ((term || !read) && (textA === '') !== (textB === '')) return textA === '' ? 1 : -1;
        const byRank = (rank(b) - rank(a)) * direction;
        if (byRank !== 0 || !read) return byRank || compareNatural(textA, textB) * direction;
        // A value its type cannot read is blank: last, both ways.
        const [x, y] = [read(textA), read(textB)];
        if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
        return (x - y) * direction;
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
