import { type ColumnType, isTextKind, type ValueType } from '../model/columns';
import type { RowQuery } from '../model/query';
import type { TextCodes } from './textCodes';

/**
 * A table as the SQL writer sees it: each displayed column's stored columns. Names come from
 * the engine that made the table (never from a request), and are quoted when written.
 */
export interface SqlColumn {
  readonly colId: string;
  /** The cell's text as it shows ('' for an empty cell, never NULL). */
  readonly text: string;
  /** match-sorter's form of the text (accents removed, lower-cased); NULL where it equals the text. */
  readonly folded: string;
  /** The column's own type (text if it reads as neither numbers nor dates). */
  readonly type: ColumnType;
  /** Its typed values, stored, under each type they were worked out for (NULL: blank or unreadable). */
  readonly values?: Readonly<Partial<Record<ValueType, string>>>;
  /** Each text's place in natural order (compareNatural), when worked out; sorting as text needs it. */
  readonly order?: string;
  /**
   * JavaScript's toLowerCase() of each text that is not ASCII and folds to another (where the
   * engine's lower() may differ: İ, a final Σ, letters newer than its Unicode tables), NULL
   * elsewhere; stored at load, none for a column whose texts are all ASCII.
   */
  readonly lowered?: string;
  /** Every character its folded texts are made of, when that is known (numbers and dates read from their texts). */
  readonly alphabet?: string;
  /** Its texts by their codes, for a column of few texts (src/sql/textCodes.ts): a fuzzy term is then worked out once per text. */
  readonly codes?: TextCodes;
}

export interface SqlTable {
  /** The table's name. */
  readonly name: string;
  /** The displayed columns, in display order. */
  readonly columns: readonly SqlColumn[];
  /** The column of a row's number in the table (0-based, file order): ties sort by it. */
  readonly rowNumber: string;
}

/** A column of the table by id; an unknown id is an error, so no name from a request reaches SQL. */
export function columnOf(table: SqlTable, colId: string): SqlColumn {
  const column = table.columns.find((candidate) => candidate.colId === colId);
  if (!column) throw new Error(`Unknown column ${JSON.stringify(colId)}`);
  return column;
}

/** A column's type in a query: the view's choice (the Type menu), else its own. */
export const typeIn = (query: RowQuery, column: SqlColumn): ColumnType => query.types?.[column.colId] ?? column.type;

/** The columns and types a query compares or sorts by typed value: they need those values stored first. */
export const typedUses = (query: RowQuery, table: SqlTable): { colId: string; type: ValueType }[] =>
  [...query.filters.filter((filter) => !isTextKind(filter.kind)).map((filter) => filter.colId), ...query.sort.map((item) => item.colId)].flatMap((colId) => {
    const type = typeIn(query, columnOf(table, colId));
    return type === 'text' ? [] : [{ colId, type }];
  });

/** The ids of the text columns a query sorts as text: they need their natural order first. */
export const textSorted = (query: RowQuery, table: SqlTable): string[] =>
  query.sort.filter((item) => typeIn(query, columnOf(table, item.colId)) === 'text').map((item) => item.colId);
