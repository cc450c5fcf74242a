import { describe, expect, it } from 'vitest';
import { generatePeople, makePeople, makePeopleTable, MARKUP_NAMES, peopleAsTable, personAt, tableOf } from '../../../src/data/people/peopleTable';
import { compareNatural } from '../../../src/engine/compare';
import { runToEnd } from '../../../src/engine/steps';
import { seedForSet } from '../../../src/data/people/seeds';
import { PEOPLE_COLUMNS } from '../../../src/model/columns';
import { STATUSES } from '../../../src/model/person';
import { treeSize } from '../../../src/model/tree';
import { treeShape } from '../../../src/model/treeShape';

describe('makePeople', () => {
  it.each([0, 1, 10, 5000])('makes %d people with ids 0..n-1 in order', (count) => {
    const people = makePeople(count, 1);
    expect(people).toHaveLength(count);
    expect(people.map((p) => p.id)).toEqual(Array.from({ length: count }, (_, i) => i));
  });

  it('keeps every field in its range', () => {
    const ranges: [keyof (typeof people)[number], number, number][] = [
      ['age', 0, 40],
      ['visits', 0, 1000],
      ['progress', 0, 100],
    ];
    const people = makePeople(5000, 7);
    for (const person of people) {
      for (const [field, min, max] of ranges) {
        const value = person[field] as number;
        expect(Number.isInteger(value) && value >= min && value <= max, `${field}=${value}`).toBe(true);
      }
      expect(STATUSES).toContain(person.status);
      expect(person.firstName).toMatch(/\S/);
      expect(person.lastName).toMatch(/\S/);
      expect(person.subRows).toBeUndefined();
    }
    // Ranges are reached at both ends, so an off-by-one would show.
    expect(Math.min(...people.map((p) => p.age))).toBe(0);
    expect(Math.max(...people.map((p) => p.age))).toBe(40);
    expect(new Set(people.map((p) => p.status)).size).toBe(3);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(makePeople(200, 42)).toEqual(makePeople(200, 42));
    expect(makePeople(200, 42)).not.toEqual(makePeople(200, 43));
  });
});

describe('seedForSet', () => {
  it('gives each set of a page its own seed, the same every time', () => {
    const seeds = [0, 1, 2, 3, 4].map((set) => seedForSet(42, set));
    expect(new Set(seeds).size).toBe(5);
    expect(seeds).toEqual([0, 1, 2, 3, 4].map((set) => seedForSet(42, set)));
    expect(seedForSet(43, 0)).not.toBe(seedForSet(42, 0));
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
  });
});

describe('markup names', () => {
  it('replace the names of every fifth person and leave everything else as it was', () => {
    const plain = runToEnd(generatePeople(50, 5));
    const markup = runToEnd(generatePeople(50, 5, 25_000, true));
    for (let row = 0; row < 50; row++) {
      const [a, b] = [personAt(plain, row), personAt(markup, row)];
      if (row % 5 === 0) {
        expect(MARKUP_NAMES).toContain(b.firstName);
        expect(MARKUP_NAMES).toContain(b.lastName);
      } else {
        expect(b).toEqual(a);
      }
      expect({ ...b, firstName: '', lastName: '' }).toEqual({ ...a, firstName: '', lastName: '' });
    }
  });
});

describe('peopleAsTable', () => {
  it('has the displayed columns of PEOPLE_COLUMNS, in order', () => {
    const table = peopleAsTable(makePeopleTable(10, 1));
    expect(Object.keys(table.columns)).toEqual(PEOPLE_COLUMNS.map((column) => column.colId));
    expect(table.columns.id).toEqual({ type: 'rowNumber', first: 0 });
    expect(table.columns.fullName).toEqual({ type: 'joined', parts: ['firstName', 'lastName'] });
  });

  it.each<[number, number[]]>([
    [30, [3, 2]],
    [12, [11, 2]],
    [3, [12, 1, 11]],
  ])('gives nested ids (%d top rows, %j sub rows) their natural order without sorting', (top, sub) => {
    const count = treeSize(top, sub);
    const people = Array.from({ length: count }, () => ({ firstName: 'A', lastName: 'B', age: 1, visits: 1, progress: 1, status: 'single' as const }));
    const tree = treeShape(top, sub);
    const id = peopleAsTable({ ...tableOf(people), tree }).columns.id!;
    if (id.type !== 'dict') throw new Error('nested ids are a dict column');
    const byNaturalOrder = tree.ids.map((_, row) => row).sort((a, b) => compareNatural(tree.ids[a]!, tree.ids[b]!));
    expect([...id.ordinals!]).toEqual(byNaturalOrder.reduce((ordinals, row, place) => ((ordinals[row] = place), ordinals), new Array<number>(count)));
    expect(id.values).toBe(tree.ids);
  });
});
