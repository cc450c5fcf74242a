import type { ColumnSpec } from './columns';
import { type Person, STATUSES } from './person';
import type { Tree } from './tree';

/**
 * A text column stored once per distinct value: `values[codes[row]]` is the row's text. Names
 * repeat (faker has a few thousand first names), so filtering and sorting work on distinct
 * values and the rows only look their answers up; 1,000,000 people fit in about 12 MB.
 */
export interface DictColumn {
  readonly type: 'dict';
  /** Each distinct text once. */
  readonly values: readonly string[];
  readonly codes: Uint32Array;
  /** Every non-empty value is a plain decimal number: the column sorts by numeric value. */
  readonly numeric?: boolean;
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

  build(numeric = false): DictColumn {
    return { type: 'dict', values: this.values, codes: this.codes, ...(numeric ? { numeric } : {}) };
  }
}

/** A dict column of the given texts, one per row. */
export function dictColumn(texts: readonly string[], numeric = false): DictColumn {
  const builder = new DictColumnBuilder(texts.length);
  texts.forEach((text, row) => builder.set(row, text));
  return builder.build(numeric);
}

export const textAt = (column: DictColumn, row: number): string => column.values[column.codes[row]!]!;

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

// --- People ---------------------------------------------------------------------------------

/** People as generated: the row index is the id, or with sub rows `tree.ids` holds it. */
export interface PeopleTable {
  /** Every person, top rows and sub rows. */
  readonly count: number;
  /** Who is whose sub row (`?sub=`); none for flat people. */
  readonly tree?: Tree;
  readonly firstName: DictColumn;
  readonly lastName: DictColumn;
  // Not displayed: generated so that faker's random sequence, and so the names, stay the same.
  readonly age: Uint8Array;
  readonly visits: Uint16Array;
  readonly progress: Uint8Array;
  /** Index into STATUSES. */
  readonly status: Uint8Array;
}

/** A person with every generated field; with sub rows, the id is the row's path ("12.0.1"). */
export function personAt(table: PeopleTable, row: number): Omit<Person, 'id'> & { id: number | string } {
  return {
    id: table.tree ? table.tree.ids[row]! : row,
    firstName: textAt(table.firstName, row),
    lastName: textAt(table.lastName, row),
    age: table.age[row]!,
    visits: table.visits[row]!,
    progress: table.progress[row]!,
    status: STATUSES[table.status[row]!]!,
  };
}

/**
 * Nested ids ("12.0.1") in natural order (compareNatural) are the tree walked depth first,
 * sub rows in order: each row's place in that walk, without sorting a million paths.
 */
function depthFirstOrdinals(tree: Tree): Uint32Array {
  const ordinals = new Uint32Array(tree.parent.length);
  const stack: number[] = [];
  for (let row = tree.topCount - 1; row >= 0; row--) stack.push(row);
  let next = 0;
  while (stack.length > 0) {
    const row = stack.pop()!;
    ordinals[row] = next++;
    for (let i = tree.childCount[row]! - 1; i >= 0; i--) stack.push(tree.firstChild[row]! + i);
  }
  return ordinals;
}

/**
 * People as the grid shows them (PEOPLE_COLUMNS): id, firstName, lastName and Full Name, the
 * two names joined. The id is the row number, or with sub rows a dict column of the paths.
 */
export function peopleAsTable(people: PeopleTable): Table {
  const { tree } = people;
  let id: Column = { type: 'rowNumber', first: 0 };
  if (tree) {
    const codes = new Uint32Array(people.count);
    for (let row = 0; row < codes.length; row++) codes[row] = row;
    id = { type: 'dict', values: tree.ids, codes, ordinals: depthFirstOrdinals(tree) };
  }
  return {
    count: people.count,
    columns: {
      id,
      firstName: people.firstName,
      lastName: people.lastName,
      fullName: { type: 'joined', parts: ['firstName', 'lastName'] },
    },
    ...(tree ? { tree } : {}),
  };
}

/** A reference list's `id`: each entry's position (datasets.ts). */
const POSITION_COLUMN = 'id';

/** Entries of a reference list as a table of `columns`: `id` is the position, the rest their texts. */
export function listAsTable(rows: readonly Record<string, string>[], columns: readonly ColumnSpec[]): Table {
  return {
    count: rows.length,
    columns: Object.fromEntries(
      columns.map(({ colId }): [string, Column] => [
        colId,
        colId === POSITION_COLUMN ? { type: 'rowNumber', first: 0 } : dictColumn(rows.map((row) => row[colId] ?? '')),
      ]),
    ),
  };
}
