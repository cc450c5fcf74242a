import { afterAll, describe, expect, it } from 'vitest';
import { TableIndex } from '../../../src/engine/tableIndex';
import { cellText, type Table } from '../../../src/model/table';
import { openedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { tempFolder } from '../../support/csvTable';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { expectSameSummary, summariesOf } from '../../support/summaries';
import { FIRST, FIRST_WITH_SPACES } from '../../support/tables';
import { writtenTable } from '../../support/written';

const files = tempFolder();
afterAll(() => files.remove());

/**
 * For random queries (Type choices among them), every column and a few searches (none, a
 * term, a piece of one of the column's own cells, upper-cased), with the dialog's limit and a
 * small one (so `more` counts and ties meet the cut): DuckDB's summary is the tab's.
 */
describe('DuckDbSession.values answers as the tab\'s columnValues on random files and queries', () => {
  it.each<[string, Table, number]>([
    ['names without spaces', trapTable(21, 120, FIRST), 10],
    ['first names with spaces', trapTable(22, 120, FIRST_WITH_SPACES), 10],
    ['a few rows', trapTable(23, 5, FIRST), 6],
    ['numbers and dates as written', writtenTable(24, 120), 12],
  ])('%s', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(`values ${name}`, table, files.write);
    try {
      const index = new TableIndex(tab);
      const random = randomFrom(table.count + 31);
      const terms = termsFor(tab, random);
      const seen = { more: 0, histogram: 0, typed: 0, searched: 0 };
      for (let i = 0; i < queries; i++) {
        const query = randomQuery(random, tab, terms);
        for (const colId of Object.keys(tab.columns)) {
          const cell = tab.count === 0 ? '' : cellText(tab, colId, Math.floor(random.next() * tab.count));
          for (const search of ['', random.next() < 0.5 ? random.pick(terms) : cell.slice(0, 2).toUpperCase()]) {
            const limit = random.pick([undefined, 1, 3]);
            const { tab: expected, duck: actual } = await summariesOf(index, duck, query, colId, search, limit);
            expectSameSummary(actual, expected, JSON.stringify({ query, colId, search, limit }));
            seen.more += expected.more > 0 ? 1 : 0;
            seen.histogram += expected.histogram && expected.histogram.length > 1 ? 1 : 0;
            seen.typed += query.types?.[colId] ? 1 : 0;
            seen.searched += search !== '' && expected.values.length > 0 ? 1 : 0;
          }
        }
      }
      // The random cases reach what they are for: counts past the limit, histograms, Type choices, searches that list something.
      if (table.count > 10) expect(Math.min(...Object.values(seen)), JSON.stringify(seen)).toBeGreaterThan(0);
    } finally {
      await duck.close();
    }
  });
});
