import { type Person, STATUSES } from './person';
import type { Tree } from './tree';

/**
 * A text column stored once per distinct value: `values[codes[row]]` is the row's text. Names
 * repeat (faker has a few thousand first names), so filtering and sorting work on distinct
 * values and the rows only look their answers up; 1,000,000 people fit in about 12 MB.
 */
export interface TextColumn {
  readonly values: string[];
  readonly codes: Uint32Array;
}

/** People as columns; the row index is the id, or with sub rows `tree.ids` holds it. */
export interface PeopleTable {
  /** Every person, top rows and sub rows. */
  readonly count: number;
  /** Who is whose sub row (`?sub=`); none for flat people. */
  readonly tree?: Tree;
  readonly firstName: TextColumn;
  readonly lastName: TextColumn;
  readonly age: Uint8Array;
  readonly visits: Uint16Array;
  readonly progress: Uint8Array;
  /** Index into STATUSES. */
  readonly status: Uint8Array;
}

export const textAt = (column: TextColumn, row: number): string => column.values[column.codes[row]!]!;

/** A person as the grid shows it; with sub rows, the id is the row's path ("12.0.1"). */
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

