import { type ColumnType, type FilterKind, isTextKind } from '../model/columns';
import { readValueList } from '../model/filterKinds';
import type { QuerySort, RowQuery } from '../model/query';
import type { Column, Table } from '../model/table';
import { DictIndex } from './columns/dictIndex';
import type { IndexedColumn } from './columns/indexedColumn';
import { JoinedIndex } from './columns/joinedIndex';
import { RowNumberIndex } from './columns/rowNumberIndex';
import type { ValueIds } from './valueIds';
import { AllRows, type QueryResult, type RowIndex } from './rowIndex';
import { type RowMask, rowsPassing } from './rowMask';
import { countingSort, descending, inOrder, type KeyPart } from './sortKeys';
import { RecentlyUsed } from './recentlyUsed';
import { levelShown, nestedResult } from './tree';
import { typedFilterTest } from './typedFilters';

/**
 * Filter masks kept from recent queries. A sort click, a page, or typing back to an earlier
 * term asks again for filters already worked out; at 1,000,000 rows each costs 1 MB.
 */
const MASKS_KEPT = 8;

/** What a column's index may need of its table: the row count, and the dict columns' indexes (a joined column shares its parts'). */
interface IndexContext {
  readonly count: number;
  readonly dict: (colId: string) => DictIndex;
}

type MakeIndex<C extends Column> = (column: C, colId: string, context: IndexContext) => IndexedColumn;

/** Each column type's index: a new type of column is one more line here. */
const INDEX_FOR_TYPE: { [Type in Column['type']]: MakeIndex<Extract<Column, { type: Type }>> } = {
  dict: (_column, colId, { dict }) => dict(colId),
  rowNumber: (column, _colId, { count }) => new RowNumberIndex(column, count),
  joined: (column, _colId, { count, dict }) => new JoinedIndex(column, dict(column.parts[0]), dict(column.parts[1]), count),
};

/**
 * Filters, ranks and sorts the rows of any Table. Built once per table; a query then costs a
 * pass over each filtered column's distinct values and a look-up per row, and sorts plain
 * numbers (stable counting sorts over orders worked out once per column).
 */
export class TableIndex implements RowIndex {
  /** The displayed columns, by id, in display order. */
  private readonly columns = new Map<string, IndexedColumn>();
  /**
   * The columns the global search checks: a value that passes a joined column's part also
   * passes the joined text (the same characters in order, in a longer text), so parts are left out.
   */
  private readonly searched: IndexedColumn[];
  /** Recent filter masks by filter, oldest first. Shared: never changed after they are made. */
  private readonly masks = new RecentlyUsed<string, RowMask>(MASKS_KEPT);

  constructor(readonly table: Table) {
    const entries = Object.entries(table.columns);
    const dicts = new Map<string, DictIndex>();
    for (const [colId, column] of entries) if (column.type === 'dict') dicts.set(colId, new DictIndex(column));
    const dict = (colId: string): DictIndex => {
      const found = dicts.get(colId);
      if (!found) throw new Error(`A joined column's part ${colId} is not a dict column of the table`);
      return found;
    };
    const context: IndexContext = { count: table.count, dict };
    // The cast: TypeScript cannot see that a column and the maker its type picks agree.
    for (const [colId, column] of entries) this.columns.set(colId, (INDEX_FOR_TYPE[column.type] as MakeIndex<Column>)(column, colId, context));
    const parts = new Set(entries.flatMap(([, column]) => (column.type === 'joined' ? column.parts : [])));
    this.searched = entries.filter(([colId]) => !parts.has(colId)).map(([colId]) => this.columns.get(colId)!);
  }

  get count() {
    return this.table.count;
  }

  /** A column's index, by id (grouping reads its values and order). */
  column(colId: string): IndexedColumn {
    const column = this.columns.get(colId);
    if (!column) throw new Error(`Unknown column ${colId}`);
    return column;
  }

  /** A row's texts in the given columns (by default every displayed column), in that order. */
  textsOf(row: number, colIds?: readonly string[]): string[] {
    if (colIds) return colIds.map((colId) => this.column(colId).text(row));
    return Array.from(this.columns.values(), (column) => column.text(row));
  }

  /** The row as the grid shows it: each displayed column's value by id (a row number as a number). */
  rowAt(row: number): Record<string, string | number> {
    const shown: Record<string, string | number> = {};
    for (const [colId, column] of this.columns) shown[colId] = column.value(row);
    return shown;
  }

  /** The mask for `key`, from the recent ones or made now; the newest stay. */
  private cachedMask(key: string, make: () => RowMask): RowMask {
    const mask = this.masks.get(key) ?? make();
    this.masks.set(key, mask);
    return mask;
  }

  /** A filter's mask; null when it filters nothing (a comparison on text, or text its type cannot read). */
  private columnMask(colId: string, kind: FilterKind, value: string, type: ColumnType): RowMask | null {
    const column = this.column(colId);
    if (isTextKind(kind)) return this.cachedMask(JSON.stringify([colId, kind, value]), () => column.mask(kind, value) ?? new Uint8Array(this.count));
    if (kind === 'values') {
      const list = readValueList(value);
      return list && this.cachedMask(JSON.stringify([colId, kind, value]), () => column.valuesMask(new Set(list)));
    }
    const test = typedFilterTest(type, kind, value);
    if (!test || type === 'text') return null;
    return this.cachedMask(JSON.stringify([colId, kind, value, type]), () => column.typedMask(type, test));
  }

  /** The global search: a row passes when any displayed column's text passes the fuzzy term. */
  private globalMask(term: string): RowMask {
    let mask: RowMask | null = null;
    for (const column of this.searched) {
      const passes = column.mask('fuzzy', term);
      if (!passes) continue;
      if (!mask) mask = passes; // a new mask: this one may change it
      else for (let row = 0; row < mask.length; row++) mask[row]! |= passes[row]!;
    }
    return mask ?? new Uint8Array(this.count);
  }

  /**
   * Work the first searches and sorts would otherwise wait for, to do in idle time, in small
   * steps: every column's forms for fuzzy matching first (a global search reads them all), then
   * each column's order.
   */
  *prepare(): Generator<void, void> {
    for (const column of this.columns.values()) {
      yield* column.prepareSearch();
      yield;
    }
    for (const column of this.columns.values()) {
      yield* column.prepareSort();
      yield;
    }
  }

  /** The key parts one sort item adds, ascending; the rows are the ones that passed. */
  private *keyParts(item: QuerySort, rows: Uint32Array, type: ColumnType): Generator<void, KeyPart[]> {
    const column = this.column(item.colId);
    const byValue = yield* column.valueParts(type);
    const term = item.rankTerm ?? '';
    if (term === '') return byValue;
    return [yield* column.rankPart(term, rows), ...byValue];
  }

  /**
   * Sorts rows by their key parts (least significant first, each a stable counting sort: a
   * few passes over the rows, no comparisons). Equal rows keep row order, in the first sort
   * item's direction. A least significant part whose order is known in advance needs no
   * sorting: its order, kept to the rows that pass, is already the result of that pass.
   */
  private sortRows(rows: Uint32Array, parts: KeyPart[], firstDescending: boolean, passes: RowMask | null): Uint32Array {
    const least = parts[parts.length - 1];
    let sorted: Uint32Array;
    let unsorted = parts.length;
    if (least?.order && Boolean(least.descending) === firstDescending) {
      sorted = inOrder(least.order, passes, rows.length, firstDescending);
      unsorted--;
    } else {
      sorted = firstDescending ? rows.slice().reverse() : rows;
    }
    for (let p = unsorted - 1; p >= 0; p--) sorted = countingSort(sorted, parts[p]!);
    return sorted;
  }

  /** The view's choice of a column's type (the Type menu), else the table's own. */
  typeIn(query: RowQuery, colId: string): ColumnType {
    return query.types?.[colId] ?? this.column(colId).type;
  }

  *valueIdsFor(query: RowQuery, colId: string): Generator<void, { column: ValueIds; rows: Uint32Array; type: ColumnType }> {
    const passes = yield* this.passing(query);
    const { tree } = this.table;
    // Nested rows: a sub row under a parent that does not show can never show, so its value is not counted.
    const rows = rowsPassing(tree && passes ? levelShown(tree, passes) : passes, this.count);
    const type = this.typeIn(query, colId);
    return { column: yield* this.column(colId).valueIds(type), rows, type };
  }

  /** The mask of the rows that pass the query's filters and search; null: every row passes. */
  private *passing(query: RowQuery): Generator<void, RowMask | null> {
    const typeOf = (colId: string) => this.typeIn(query, colId);
    const masks: RowMask[] = [];
    for (const { colId, kind, value } of query.filters) {
      const mask = this.columnMask(colId, kind, value, typeOf(colId));
      if (mask) masks.push(mask);
      yield;
    }
    if (query.globalFilter !== '') {
      masks.push(this.cachedMask(JSON.stringify([query.globalFilter]), () => this.globalMask(query.globalFilter)));
      yield;
    }
    if (masks.length === 0) return null;
    const [first, ...others] = masks as [RowMask, ...RowMask[]];
    const mask = others.length === 0 ? first : first.slice(); // cached masks stay as they are
    const { count } = this.table;
    for (const other of others) for (let row = 0; row < count; row++) mask[row]! &= other[row]!;
    return mask;
  }

  /**
   * The rows that pass `query`, in its order. Yields between steps, so the caller can give way
   * to a newer query. Equal rows keep row order, so descending is the exact reverse of
   * ascending, but for empty cells, which sort last both ways.
   */
  *run(query: RowQuery): Generator<void, QueryResult> {
    const passes = yield* this.passing(query);
    const { tree } = this.table;
    // Every row in file order: no array of them is made.
    if (passes === null && query.sort.length === 0 && !tree) return { rows: new AllRows(this.count) };
    const rows = yield* this.sorted(query, rowsPassing(passes, this.count), passes);
    // Nested rows: the rows a visitor sees, each sibling group in the sorted order.
    if (tree) return nestedResult(tree, passes ?? new Uint8Array(this.count).fill(1), rows, query.expanded);
    return { rows };
  }

  /** `rows` (in row order; `passes`: a mask of them, null for every row) in the order of the query's sort. */
  *sorted(query: RowQuery, rows: Uint32Array, passes: RowMask | null): Generator<void, Uint32Array> {
    if (query.sort.length === 0) return rows;
    const parts: KeyPart[] = [];
    for (const item of query.sort) {
      for (const part of yield* this.keyParts(item, rows, this.typeIn(query, item.colId))) parts.push(item.sort === 'desc' ? descending(part) : part);
    }
    yield;
    return this.sortRows(rows, parts, query.sort[0]!.sort === 'desc', passes);
  }
}
