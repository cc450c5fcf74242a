// The worker's engine (TableIndex) is made for a dataset only once a query needs it: the first
// rows of People or a list are read from the table as it is.
import { describe, expect, it, vi } from 'vitest';
import { makePeople } from '../../src/data/people/peopleTable';
import { EMPTY_QUERY, type RowQuery } from '../../src/model/query';
import { listSource, peopleSource, TabDataUnderTest } from '../support/tabData';

/** The row counts of the tables an engine was made for (the warm-up's own table has 2,000 rows). */
const engines = vi.hoisted(() => [] as number[]);

vi.mock('../../src/engine/tableIndex', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/engine/tableIndex')>();
  class CountedTableIndex extends actual.TableIndex {
    constructor(...args: ConstructorParameters<typeof actual.TableIndex>) {
      super(...args);
      engines.push(args[0].count);
    }
  }
  return { ...actual, TableIndex: CountedTableIndex };
});

/** Each test its own row count: a server of an earlier test makes its engine a second after its first rows (work ahead). */
let count = 1_000;
const madeFor = (rows: number) => engines.filter((made) => made === rows).length;

describe('the engine on first use', () => {
  it.each<[string, RowQuery, number]>([
    ['the rows as they are: none', EMPTY_QUERY, 0],
    ['a search: one', { ...EMPTY_QUERY, globalFilter: 'an' }, 1],
    ['a column filter: one', { ...EMPTY_QUERY, filters: [{ colId: 'lastName', kind: 'caseInsensitive', value: 'e' }] }, 1],
    ['a sort: one', { ...EMPTY_QUERY, sort: [{ colId: 'firstName', sort: 'asc' }] }, 1],
  ])('People, first asked %s', async (_name, query, expected) => {
    const rows = ++count;
    const server = new TabDataUnderTest();
    await server.load(peopleSource(rows, 5));
    const answer = await server.rows('people', query, 0, 3);
    expect(madeFor(rows)).toBe(expected);
    if (query === EMPTY_QUERY) {
      expect(answer.rowCount).toBe(rows);
      const people = makePeople(rows, 5).slice(0, 3);
      expect(answer.rows.map(({ id, firstName, fullName }) => [id, firstName, fullName])).toEqual(people.map((p, row) => [row, p.firstName, `${p.firstName} ${p.lastName}`]));
    }
  });

  it('is made once, by the first query that needs it, and answers the later ones', async () => {
    const rows = ++count;
    const server = new TabDataUnderTest();
    await server.load(peopleSource(rows, 5));
    await server.rows('people', EMPTY_QUERY, 0, 3);
    const search = { ...EMPTY_QUERY, globalFilter: 'an' };
    // Two pages of one query asked together: both wait for the one engine.
    const [first, second] = await Promise.all([server.rows('people', search, 0, 3), server.rows('people', search, 3, 6)]);
    expect(first.rowCount).toBe(second.rowCount);
    const sorted = await server.rows('people', { ...search, sort: [{ colId: 'id', sort: 'desc' }] }, 0, 3);
    expect(sorted.rowCount).toBe(first.rowCount);
    const back = await server.rows('people', EMPTY_QUERY, 5, 7);
    expect(back.rows.map((row) => row.id)).toEqual([5, 6]);
    expect(madeFor(rows)).toBe(1);
  });

  it('a reference list is served without it too', async () => {
    const server = new TabDataUnderTest();
    await server.load(listSource('airlines'));
    const { rows, rowCount } = await server.rows('airlines', EMPTY_QUERY, 0, 2);
    expect(rows.map((row) => row.id)).toEqual([0, 1]);
    expect(madeFor(rowCount)).toBe(0);
    await server.rows('airlines', { ...EMPTY_QUERY, globalFilter: 'air' }, 0, 2);
    expect(madeFor(rowCount)).toBe(1);
  });
});
