import { matchSorter, matchSorterWithRankInfo } from 'match-sorter';
import { describe, expect, it } from 'vitest';
import { datasetByKey } from '../../src/model/datasets';
import { runToEnd } from '../../src/engine/steps';
import type { ColumnSpec } from '../../src/model/columns';
import { ReferenceIndex } from '../../src/engine/referenceIndex';
import type { RowIndex } from '../../src/engine/rowIndex';
import { TableIndex } from '../../src/engine/tableIndex';
import type { RowQuery, SortItem } from '../../src/model/query';
import type { Table } from '../../src/model/table';
import { listAsTable } from '../../src/data/lists';
import { type LooseQuery, queryFor } from '../support/query';
import { randomFrom } from '../support/random';

const airports = datasetByKey('airports')!.columns as ColumnSpec[];
const rows = [
  { name: 'Berlin Brandenburg', iataCode: 'BER' },
  { name: 'Bern Belp', iataCode: 'BRN' },
  { name: 'Annaba', iataCode: 'AAE' },
  { name: 'Ann Arbor', iataCode: 'ARB' },
  { name: 'Nantes', iataCode: 'NTE' },
  { name: 'berlin Tegel', iataCode: 'TXL' },
];

// The fast index and the plain reference answer lists alike.
const implementations: [string, (table: Table) => RowIndex][] = [
  ['TableIndex', (table) => new TableIndex(table)],
  ['ReferenceIndex', (table) => new ReferenceIndex(table)],
];

describe.each(implementations)('%s over a reference list', (_name, indexOf) => {
  const index = indexOf(listAsTable(rows, airports));
  const names = (query: LooseQuery) => [...runToEnd(index.run(queryFor(airports, query))).rows].map((row) => rows[row]!.name);

  it.each<[string, LooseQuery, string[]]>([
    ['everything, in list order', {}, rows.map((row) => row.name)],
    ['code is exact, ignoring case', { filters: [{ colId: 'iataCode', value: 'ber' }] }, ['Berlin Brandenburg']],
    ['code is whole', { filters: [{ colId: 'iataCode', value: 'BE' }] }, []],
    ['name is fuzzy', { filters: [{ colId: 'name', value: 'brln' }] }, ['Berlin Brandenburg', 'berlin Tegel']],
    ['id is exact', { filters: [{ colId: 'id', value: '4' }] }, ['Nantes']],
    ['global search over every column', { globalFilter: 'txl' }, ['berlin Tegel']],
    [
      'the name filter sorts best match first',
      { filters: [{ colId: 'name', value: 'ann' }], sort: [{ colId: 'name', sort: 'asc' }] },
      ['Ann Arbor', 'Annaba', 'Berlin Brandenburg'], // a..n..n in Brandenburg
    ],
    ['name without a term: alphabetical, case-insensitive', { sort: [{ colId: 'name', sort: 'asc' }] }, ['Ann Arbor', 'Annaba', 'Berlin Brandenburg', 'berlin Tegel', 'Bern Belp', 'Nantes']],
    ['code descending', { sort: [{ colId: 'iataCode', sort: 'desc' }] }, ['berlin Tegel', 'Nantes', 'Bern Belp', 'Berlin Brandenburg', 'Ann Arbor', 'Annaba']],
    ['id descending', { sort: [{ colId: 'id', sort: 'desc' }] }, rows.map((row) => row.name).reverse()],
  ])('%s', (_name, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('shows an entry as its position and texts', () => {
    expect(index.rowAt(2)).toEqual({ id: 2, name: 'Annaba', iataCode: 'AAE' });
    expect(index.textsOf(2)).toEqual(['2', 'Annaba', 'AAE']);
  });

  it('agrees with a plain match-sorter reference on random queries', () => {
    const birds = datasetByKey('bird')!;
    const list = Array.from({ length: 300 }, (_, i) => ({ name: ['Robin', 'Blue Jay', 'Ann’s Hummingbird', 'Émeu', 'Kiwi', 'Kea'][i % 6]! + (i % 7) }));
    const birdIndex = indexOf(listAsTable(list, birds.columns));
    const random = randomFrom(5);
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const rank = (text: string, term: string) => matchSorterWithRankInfo([text], term)[0]?.rank ?? 0;
    for (let i = 0; i < 200; i++) {
      const term = random.pick(['', 'k', 'ki', 'ro1', 'emeu', 'ann', 'j', '3', 'x']);
      const filterTerm = random.pick(['', 'e', 'bi', 'kea']);
      const sort: SortItem[] = random.next() < 0.5 ? [] : [{ colId: random.pick(['id', 'name']), sort: random.pick(['asc', 'desc'] as const) }];
      const query: RowQuery = queryFor(birds.columns, { filters: filterTerm ? [{ colId: 'name', value: filterTerm }] : [], globalFilter: term, sort });
      const ids = list.map((_, id) => id).filter(
        (id) =>
          (!filterTerm || matchSorter([list[id]!.name], filterTerm).length === 1) &&
          (!term || [String(id), list[id]!.name].some((text) => matchSorter([text], term).length === 1)),
      );
      const rankTerm = filterTerm || term;
      const direction = sort[0]?.sort === 'desc' ? -1 : 1;
      if (sort[0]?.colId === 'name') {
        ids.sort((a, b) => (rank(list[b]!.name, rankTerm) - rank(list[a]!.name, rankTerm) || collator.compare(list[a]!.name, list[b]!.name) || a - b) * direction);
      } else if (sort[0]) ids.sort((a, b) => (a - b) * direction);
      expect([...runToEnd(birdIndex.run(query)).rows], JSON.stringify(query)).toEqual(ids);
    }
  });
});
