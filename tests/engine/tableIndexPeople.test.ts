import { matchSorter, matchSorterWithRankInfo } from 'match-sorter';
import { describe, expect, it } from 'vitest';
import { generatePeople, makePeopleTable, tableOf, peopleAsTable, personAt } from '../../src/data/people/peopleTable';
import { treeShape } from '../../src/model/treeShape';
import { runToEnd } from '../../src/engine/steps';
import type { Person } from '../../src/model/person';
import { TableIndex } from '../../src/engine/tableIndex';
import { isTextKind, MATCHER_KINDS, type MatcherKind, PEOPLE_COLUMNS } from '../../src/model/columns';
import type { QuerySort, RowQuery, SortItem } from '../../src/model/query';
import { type LooseQuery, queryFor } from '../support/query';
import { randomFrom } from '../support/random';

// An independent reference: the documented semantics, written plainly on Person objects.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const fuzzy = (cell: string, value: string) => matchSorter([cell], value).length === 1;
const rank = (cell: string, value: string) => matchSorterWithRankInfo([cell], value)[0]?.rank ?? 0;
const textOf = (p: Person, colId: string) =>
  ({ id: String(p.id), firstName: p.firstName, lastName: p.lastName, fullName: `${p.firstName} ${p.lastName}` })[colId]!;
const passes: Record<MatcherKind, (cell: string, value: string) => boolean> = {
  exact: (cell, value) => cell.toLowerCase() === value.toLowerCase(),
  caseSensitive: (cell, value) => cell.includes(value),
  caseInsensitive: (cell, value) => cell.toLowerCase().includes(value.toLowerCase()),
  fuzzy,
};

function reference(people: Person[], query: RowQuery): number[] {
  const shown = people.filter(
    (p) =>
      query.filters.every(({ colId, kind, value }) => isTextKind(kind) && passes[kind](textOf(p, colId), value)) &&
      (query.globalFilter === '' ||
        ['id', 'firstName', 'lastName', 'fullName'].some((colId) => fuzzy(textOf(p, colId), query.globalFilter))),
  );
  const compareBy = ({ colId, rankTerm = '' }: QuerySort) => (a: Person, b: Person) => {
    const byValue = colId === 'id' ? a.id - b.id : collator.compare(textOf(a, colId), textOf(b, colId));
    if (rankTerm === '') return byValue;
    return rank(textOf(b, colId), rankTerm) - rank(textOf(a, colId), rankTerm) || byValue;
  };
  if (query.sort.length === 0) return shown.map((p) => p.id);
  const direction = (item: SortItem) => (item.sort === 'asc' ? 1 : -1);
  return shown
    .sort((a, b) => {
      for (const item of query.sort) {
        const order = compareBy(item)(a, b) * direction(item);
        if (order !== 0) return order;
      }
      return (a.id - b.id) * direction(query.sort[0]!);
    })
    .map((p) => p.id);
}

const FIRST_NAMES = ['Ann', 'Anna', 'anna', 'Zoë', 'Zoe', "D'Arcy", 'Mary-Kate', 'Jo', 'Bo', 'Émile', 'Ann2', 'Ann10', 'Nash'];
const LAST_NAMES = ['Smith', 'Smith-Jones', "O'Hara", 'van Dyke', 'Lee', 'Nash', 'Ng', 'ANN', 'Östberg', 'Bo'];
const TERMS = ['a', 'an', 'ann', 'A', 'Ann', 'sm', 'ash', "o'", '-', ' ', 'zoe', 'zoë', '1', '12', '0', 'ñ', 'as', 'ann s', 'jo nash', 'x'];
const COLUMNS = ['id', 'firstName', 'lastName', 'fullName'];

function randomPeople(count: number, seed: number, firstNames: string[]): Person[] {
  const random = randomFrom(seed);
  return Array.from({ length: count }, (_, id) => ({
    id,
    firstName: random.pick(firstNames),
    lastName: random.pick(LAST_NAMES),
    age: 1,
    visits: 2,
    progress: 3,
    status: 'single' as const,
  }));
}

function randomQuery(random: ReturnType<typeof randomFrom>): RowQuery {
  // Each column's own kind half the time, else any kind.
  const filters = COLUMNS.filter(() => random.next() < 0.3).map((colId) => ({
    colId,
    value: random.pick(TERMS),
    ...(random.next() < 0.5 ? { kind: random.pick(MATCHER_KINDS) } : {}),
  }));
  const globalFilter = random.next() < 0.4 ? random.pick(TERMS) : '';
  const sort = COLUMNS.filter(() => random.next() < 0.35).map((colId): SortItem => ({ colId, sort: random.next() < 0.5 ? 'asc' : 'desc' }));
  return queryFor(PEOPLE_COLUMNS, { filters, globalFilter, sort: sort.sort(() => random.next() - 0.5) });
}
const peopleQuery = (loose: LooseQuery) => queryFor(PEOPLE_COLUMNS, loose);

describe('TableIndex over people agrees with a plain match-sorter reference on random tables and queries', () => {
  it.each([
    ['names without spaces', FIRST_NAMES],
    ['first names with spaces (the slow full-name order)', [...FIRST_NAMES, 'Mary Ann', 'Mary', 'Ann Marie']],
  ])('%s', (_name, firstNames) => {
    const people = randomPeople(300, 11, firstNames);
    const index = new TableIndex(peopleAsTable(tableOf(people)));
    const random = randomFrom(99);
    for (let i = 0; i < 400; i++) {
      const query = randomQuery(random);
      const expected = reference(people, query);
      expect([...runToEnd(index.run(query)).rows], JSON.stringify(query)).toEqual(expected);
    }
  });
});

describe('TableIndex.select over people', () => {
  const people = [
    { firstName: 'Zed', lastName: 'Ann' },
    { firstName: 'Ann', lastName: 'Lee' },
    { firstName: 'Bob', lastName: 'Nash' },
    { firstName: 'Anthony', lastName: 'Nash' },
    { firstName: 'Joanna', lastName: 'Smith' },
    { firstName: 'Dan', lastName: 'Ng' },
  ].map((p, id) => ({ ...p, id, age: 1, visits: 1, progress: 1, status: 'single' as const }));
  const index = new TableIndex(peopleAsTable(tableOf(people)));
  const select = (query: LooseQuery) => [...runToEnd(index.run(peopleQuery(query))).rows].map((row) => people[row]!.firstName);

  it.each<[string, LooseQuery, string[]]>([
    ['no query: id order', {}, ['Zed', 'Ann', 'Bob', 'Anthony', 'Joanna', 'Dan']],
    ['Full Name by rank for its filter', { filters: [{ colId: 'fullName', value: 'ann' }], sort: [{ colId: 'fullName', sort: 'asc' }] }, ['Ann', 'Zed', 'Joanna', 'Dan', 'Anthony']],
    ['descending is the exact reverse', { filters: [{ colId: 'fullName', value: 'ann' }], sort: [{ colId: 'fullName', sort: 'desc' }] }, ['Anthony', 'Dan', 'Joanna', 'Zed', 'Ann']],
    ['ranked by the global search when Full Name has no filter', { globalFilter: 'ann', sort: [{ colId: 'fullName', sort: 'asc' }] }, ['Ann', 'Zed', 'Joanna', 'Dan', 'Anthony']],
    ['no term: alphabetical', { sort: [{ colId: 'fullName', sort: 'asc' }] }, ['Ann', 'Anthony', 'Bob', 'Dan', 'Joanna', 'Zed']],
    ['id exact', { filters: [{ colId: 'id', value: '3' }] }, ['Anthony']],
    ['id exact is whole', { filters: [{ colId: 'id', value: '03' }] }, []],
    ['id in the global search', { globalFilter: '5' }, ['Dan']],
  ])('%s', (_name, query, expected) => {
    expect(select(query)).toEqual(expected);
  });

  it('shows a person as id, names and Full Name, in PEOPLE_COLUMNS order', () => {
    expect(index.rowAt(3)).toEqual({ id: 3, firstName: 'Anthony', lastName: 'Nash', fullName: 'Anthony Nash' });
    expect(index.textsOf(3)).toEqual(['3', 'Anthony', 'Nash', 'Anthony Nash']);
  });

  it('answers each query of a sequence as a fresh index would (filter masks and the Full Name ranker are kept between queries)', () => {
    const fullName = (value: string) => ({ colId: 'fullName', value });
    const sequence: LooseQuery[] = [
      { filters: [fullName('an'), { colId: 'lastName', value: 'n' }], sort: [{ colId: 'fullName', sort: 'asc' }] },
      { filters: [fullName('an')], sort: [{ colId: 'fullName', sort: 'desc' }] },
      { filters: [fullName('an')], globalFilter: 'a', sort: [{ colId: 'fullName', sort: 'asc' }] },
      { globalFilter: 'an', sort: [{ colId: 'fullName', sort: 'asc' }] },
      { filters: [fullName('an')], sort: [{ colId: 'fullName', sort: 'asc' }] },
      { filters: [fullName('a')], sort: [{ colId: 'fullName', sort: 'asc' }] },
      { filters: [fullName('an')] },
    ];
    for (const query of sequence) {
      const fresh = new TableIndex(peopleAsTable(tableOf(people)));
      expect(select(query), JSON.stringify(query)).toEqual([...runToEnd(fresh.run(peopleQuery(query))).rows].map((row) => people[row]!.firstName));
    }
  });

  it('sorts the same after preparing in idle time', () => {
    const prepared = new TableIndex(peopleAsTable(tableOf(people)));
    runToEnd(prepared.prepare());
    const fresh = new TableIndex(peopleAsTable(tableOf(people)));
    for (const query of [
      peopleQuery({ sort: [{ colId: 'fullName', sort: 'desc' }] }),
      peopleQuery({ filters: [{ colId: 'lastName', value: 'n' }], globalFilter: 'a', sort: [{ colId: 'fullName', sort: 'asc' }] }),
    ]) {
      expect([...runToEnd(prepared.run(query)).rows], JSON.stringify(query)).toEqual([...runToEnd(fresh.run(query)).rows]);
    }
  });

  it('gives way between steps on a large table and still finishes', () => {
    const bigTable = makePeopleTable(200_000, 3);
    const big = new TableIndex(peopleAsTable(bigTable));
    let steps = 0;
    const selection = big.run(peopleQuery({ globalFilter: 'ann', sort: [{ colId: 'fullName', sort: 'asc' }] }));
    let step = selection.next();
    while (!step.done) {
      steps++;
      step = selection.next();
    }
    expect(steps).toBeGreaterThanOrEqual(2);
    const { rows } = step.value;
    expect(rows.length).toBeGreaterThan(1000);
    const first = personAt(bigTable, rows.subarray(0, 1)[0]!);
    expect(rank(`${first.firstName} ${first.lastName}`, 'ann')).toBeGreaterThanOrEqual(5);
  });
});

describe('TableIndex over people with sub rows', () => {
  // With its tree, as PeopleSets adds it.
  const table = { ...runToEnd(generatePeople(30, 4, 25_000, false, [3, 2])), tree: treeShape(30, [3, 2]) };
  const index = new TableIndex(peopleAsTable(table));
  const { tree } = table;
  type Node = { row: number; id: string; lastName: string; fullName: string; children: Node[] };
  // A plain nested reference, built from the table's parent links.
  const nodes: Node[] = Array.from({ length: table.count }, (_, row) => {
    const person = personAt(table, row);
    return { row, id: String(person.id), lastName: person.lastName, fullName: `${person.firstName} ${person.lastName}`, children: [] };
  });
  const tops: Node[] = [];
  nodes.forEach((node) => (tree.parent[node.row]! < 0 ? tops : nodes[tree.parent[node.row]!]!.children).push(node));

  function reference(keep: (node: Node) => boolean, compare: ((a: Node, b: Node) => number) | null, expanded: (node: Node) => boolean): string[] {
    const out: string[] = [];
    const walk = (level: Node[]) => {
      const shown = level.filter(keep);
      if (compare) shown.sort(compare);
      for (const node of shown) {
        out.push(node.id);
        if (expanded(node)) walk(node.children);
      }
    };
    walk(tops);
    return out;
  }
  const ids = (query: LooseQuery) => [...runToEnd(index.run(peopleQuery(query))).rows].map((row) => tree.ids[row]);
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

  it('shows 30 top rows collapsed and all 300 people expanded', () => {
    expect(ids({})).toHaveLength(30);
    expect(ids({ expanded: { all: true, toggled: [] } })).toHaveLength(300);
    expect(ids({ expanded: { all: false, toggled: ['3'] } })).toEqual(['0', '1', '2', '3', '3.0', '3.1', '3.2', ...Array.from({ length: 26 }, (_, i) => String(i + 4))]);
  });

  it('filters level by level and sorts siblings within their parent', () => {
    const query: LooseQuery = {
      filters: [{ colId: 'lastName', value: 'e' }],
      sort: [{ colId: 'lastName', sort: 'desc' }],
      expanded: { all: true, toggled: ['5'] },
    };
    const expected = reference(
      (node) => node.lastName.toLowerCase().includes('e'),
      (a, b) => collator.compare(b.lastName, a.lastName) || b.row - a.row,
      (node) => node.id !== '5',
    );
    expect(ids(query)).toEqual(expected);
    expect(expected.some((id) => id.includes('.'))).toBe(true);
  });

  it('shows a sub row with its path as id', () => {
    const row = tree.ids.indexOf('12.0.1');
    const person = personAt(table, row);
    expect(index.rowAt(row)).toEqual({ id: '12.0.1', firstName: person.firstName, lastName: person.lastName, fullName: `${person.firstName} ${person.lastName}` });
  });

  it('sorts ids as paths in natural order, siblings by their number', () => {
    const all = { all: true, toggled: [] };
    expect(ids({ sort: [{ colId: 'id', sort: 'asc' }], expanded: all })).toEqual(reference(() => true, null, () => true));
    expect(ids({ sort: [{ colId: 'id', sort: 'desc' }], expanded: all })).toEqual(reference(() => true, (a, b) => b.row - a.row, () => true));
  });

  it('matches the id as its path; a sub row never shows without its parent', () => {
    const all = { all: true, toggled: [] };
    expect(ids({ filters: [{ colId: 'id', value: '12.1.0' }], expanded: all })).toEqual([]); // 12 and 12.1 fail
    expect(ids({ filters: [{ colId: 'id', value: '12' }], expanded: all })).toEqual(['12']); // 12.0 is not "12"
    const shown = ids({ globalFilter: '12', expanded: all });
    expect(shown).toEqual(expect.arrayContaining(['12', '12.0', '12.0.1', '12.2.0']));
  });
});
