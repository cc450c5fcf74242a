import { AllRows, type QueryResult, type RowIndex } from '../engine/rowIndex';
import type { TableIndex } from '../engine/tableIndex';
import { loadOnce } from '../model/loadOnce';
import type { RowQuery } from '../model/query';
import { cellText, rowOf, type Table } from '../model/table';

/** Whether `query` shows `table`'s rows as they are: no filter, no search, no sort, no nesting. */
export const showsRowsAsTheyAre = (query: RowQuery, table: Table): boolean =>
  !table.tree && query.filters.length === 0 && query.globalFilter === '' && query.sort.length === 0;

/**
 * A table's rows as a query that shows them as they are reads them, without the engine
 * (TableIndex: filtering, ranking, sorting, about 10 KB gzipped), which the first rows of a
 * dataset do not wait for: it loads with the first query that needs it (`engine()`).
 */
export class TableRows implements RowIndex {
  constructor(readonly table: Table) {}

  get count() {
    return this.table.count;
  }

  textsOf(row: number, colIds: readonly string[] = Object.keys(this.table.columns)): string[] {
    return colIds.map((colId) => cellText(this.table, colId, row));
  }

  rowAt(row: number): Record<string, string | number> {
    return rowOf(this.table, row);
  }

  // eslint-disable-next-line require-yield -- its one answer needs no step
  *run(query: RowQuery): Generator<void, QueryResult> {
    if (!showsRowsAsTheyAre(query, this.table)) throw new Error('A query that filters, searches or sorts needs the engine: engine() first');
    return { rows: new AllRows(this.count) };
  }

  valueIdsFor(): never {
    throw new Error('Counting values needs the engine: engine() first');
  }

  /** The same rows in the engine, loaded and indexed once, however often asked (again after a failed fetch). */
  readonly engine: () => Promise<TableIndex> = loadOnce(() => import('../engine/tableIndex').then(({ TableIndex }) => new TableIndex(this.table)));
}
