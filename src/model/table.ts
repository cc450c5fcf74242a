import type { ValueType } from './columns';
import type { Codes, TextList } from './textLists';
import type { Tree } from './tree';

/**
 * A text column stored once per distinct value: `values.at(codes[row])` is the row's text. Names
 * repeat (faker has a few thousand first names), so filtering and sorting work on distinct
 * values and the rows only look their answers up, in little memory.
 */
export interface DictColumn {
  readonly type: 'dict';
  /** Each distinct text once; with no codes, each row's text (repeats and all). */
  readonly values: TextList;
  /** Null in a column of nearly all different values: row r's text is values.at(r). */
  readonly codes: Codes | null;
  /** Its values' type when a query chooses none (text if left out): number and date columns sort and compare by value. */
  readonly valueType?: ValueType;
  /**
   * Each value's place in the column's sort order (equal values share one), when its maker
   * knows it without sorting; otherwise the values are sorted when the column is first sorted.
   */
  readonly ordinals?: Uint32Array;
}

/** The row's number, counted from `first`: row r reads String(first + r). Sorts as a number. */
export interface RowNumberColumn {
  readonly type: 'rowNumber';
  readonly first: number;
}

/** The texts of two dict columns of the same table, joined by one space (Full Name). */
export interface JoinedColumn {
  readonly type: 'joined';
  /** The ids of the two dict columns, in order. */
  readonly parts: readonly [string, string];
}

export type Column = DictColumn | RowNumberColumn | JoinedColumn;

/** Rows as typed columns: what the worker filters, sorts and serves, whatever the dataset. */
export interface Table {
  readonly count: number;
  /** The displayed columns, by id, in display order. */
  readonly columns: Readonly<Record<string, Column>>;
  /** Who is whose sub row (nested people); none for flat rows. */
  readonly tree?: Tree;
}

/** Builds a DictColumn one row at a time. */
export class DictColumnBuilder {
  private readonly values: string[] = [];
  private readonly codeOf = new Map<string, number>();
  readonly codes: Uint32Array;

  constructor(count: number) {
    this.codes = new Uint32Array(count);
  }

  set(row: number, text: string) {
    let code = this.codeOf.get(text);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(text);
      this.codeOf.set(text, code);
    }
    this.codes[row] = code;
  }

  build(valueType?: DictColumn['valueType']): DictColumn {
    return { type: 'dict', values: this.values, codes: this.codes, ...(valueType ? { valueType } : {}) };
  }
}

/** A dict column of the given texts, one per row. */
export function dictColumn(texts: readonly string[], valueType?: DictColumn['valueType']): DictColumn {
  const builder = new DictColumnBuilder(texts.length);
  texts.forEach((text, row) => builder.set(row, text));
  return builder.build(valueType);
}

export const textAt = (column: DictColumn, row: number): string => column.values.at(column.codes ? column.codes[row]! : row)!;

/** The text a row shows in a column: what filters match and CSV writes. */
export function cellText(table: Table, colId: string, row: number): string {
  const column = table.columns[colId];
  if (!column) throw new Error(`Unknown column ${colId}`);
  switch (column.type) {
    case 'dict':
      return textAt(column, row);
    case 'rowNumber':
      return String(column.first + row);
    case 'joined':
      return `${cellText(table, column.parts[0], row)} ${cellText(table, column.parts[1], row)}`;
  }
}

/** A row as the grid shows it: each displayed column's text, a row number as a number. */
export function rowOf(table: Table, row: number): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [colId, column] of Object.entries(table.columns)) {
    shown[colId] = column.type === 'rowNumber' ? column.first + row : cellText(table, colId, row);
  }
  return shown;
}
