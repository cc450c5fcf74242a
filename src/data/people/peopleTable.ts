import { FakerPeople } from './fakerPeople';
import { type Person, STATUSES } from '../../model/person';
import { type Column, type DictColumn, DictColumnBuilder, type Table, textAt } from '../../model/table';
import { type Tree, treeSize } from '../../model/tree';
import { runToEnd } from '../../engine/steps';

/** People as generated: the row index is the id, or with sub rows `tree.ids` holds it. */
export interface PeopleTable {
  /** Every person, top rows and sub rows. */
  readonly count: number;
  /** Who is whose sub row (`?sub=`); none for flat people. generatePeople makes the rows, and its caller adds this (treeShape.ts, fetched only for nested people). */
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


function emptyTable(count: number) {
  return {
    firstName: new DictColumnBuilder(count),
    lastName: new DictColumnBuilder(count),
    age: new Uint8Array(count),
    visits: new Uint16Array(count),
    progress: new Uint8Array(count),
    status: new Uint8Array(count),
  };
}

/**
 * Names that look like markup, script or code (`?names=markup`): the page must show them as
 * plain text, run nothing and break nothing.
 */
export const MARKUP_NAMES = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '<b>bold</b>',
  '&amp; &lt;tag&gt;',
  "'; DROP TABLE people;--",
  '${alert(1)}',
  '{{constructor.constructor("alert(1)")()}}',
  '\\u003cscript\\u003e',
];

/** Every MARKUP_EVERY-th person gets a markup first and last name. */
const MARKUP_EVERY = 5;

/**
 * Makes `topCount` people with faker, and `sub[level]` sub rows under each person of each level
 * (made the same way), `chunk` rows per step, yielding the rows done so far so a caller can
 * report progress or stop; returns the table, without its `tree` (the caller adds it from
 * treeShape.ts). The same seed gives the same people.
 */
export function* generatePeople(
  topCount: number,
  seed: number,
  chunk = 25_000,
  markupNames = false,
  sub: readonly number[] = [],
): Generator<number, PeopleTable> {
  const people = new FakerPeople(seed);
  const { draws } = people;
  const count = treeSize(topCount, sub);
  const table = emptyTable(count);
  for (let row = 0; row < count; row++) {
    const firstName = people.firstName();
    const lastName = people.lastName();
    const markup = markupNames && row % MARKUP_EVERY === 0;
    const pick = (offset: number) => MARKUP_NAMES[(row / MARKUP_EVERY + offset) % MARKUP_NAMES.length]!;
    table.firstName.set(row, markup ? pick(0) : firstName);
    table.lastName.set(row, markup ? pick(3) : lastName);
    table.age[row] = draws.int(0, 40);
    table.visits[row] = draws.int(0, 1000);
    table.progress[row] = draws.int(0, 100);
    table.status[row] = draws.int(0, STATUSES.length - 1);
    if ((row + 1) % chunk === 0 && row + 1 < count) yield row + 1;
  }
  return { ...table, count, firstName: table.firstName.build(), lastName: table.lastName.build() };
}

export const makePeopleTable = (count: number, seed: number): PeopleTable => runToEnd(generatePeople(count, seed));

/** A table holding the given people, in order (their ids must be 0..n-1). */
export function tableOf(people: readonly Omit<Person, 'id' | 'subRows'>[]): PeopleTable {
  const table = emptyTable(people.length);
  people.forEach((person, row) => {
    table.firstName.set(row, person.firstName);
    table.lastName.set(row, person.lastName);
    table.age[row] = person.age;
    table.visits[row] = person.visits;
    table.progress[row] = person.progress;
    table.status[row] = STATUSES.indexOf(person.status);
  });
  return { ...table, count: people.length, firstName: table.firstName.build(), lastName: table.lastName.build() };
}

/** `count` people as objects, the same for the same seed. */
export function makePeople(count: number, seed: number): Person[] {
  const table = makePeopleTable(count, seed);
  return Array.from({ length: count }, (_, row) => ({ ...personAt(table, row), id: row }));
}

