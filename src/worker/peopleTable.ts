import { FakerPeople } from './fakerPeople';
import { type Person, STATUSES } from '../model/person';
import { DictColumnBuilder, type PeopleTable, personAt } from '../model/table';
import { treeShape, treeSize } from '../model/tree';

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
 * report progress or stop; returns the table. The same seed gives the same people.
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
  const tree = sub.some((n) => n > 0) ? treeShape(topCount, sub) : undefined;
  return { ...table, count, tree, firstName: table.firstName.build(), lastName: table.lastName.build() };
}

/** Runs a generator to its end and returns its result. */
export function runToEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
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

