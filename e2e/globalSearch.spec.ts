import { matchSorter } from 'match-sorter';
import {
  containsIgnoringCase,
  exportCsv,
  expectRowCount,
  filterInput,
  globalSearch,
  type Row,
  typeAndApply,
} from './helpers';
import { expect, openGrid, test } from './fixtures';

const fuzzy = (cell: string, value: string) => matchSorter([cell], value).length === 1;
const anyColumn = (row: Row, term: string) =>
  [row.id, row.firstName, row.lastName, row.fullName].some((text) => fuzzy(text, term));

// One page for every term: a page load and an export of all rows cost more than a term itself.
test('the global search fuzzy-matches any column and combines with the column filters by AND', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  expect(all).toHaveLength(5000);

  await test.step('the global search input is labelled and described', async () => {
    await expect(globalSearch(page)).toHaveAttribute('placeholder', 'Search all columns...');
  });

  for (const term of ['ann', 'zoe', '12', 'kar', 'ee', '7']) {
    await test.step(`global search ${JSON.stringify(term)} fuzzy-matches any column`, async () => {
      const expected = all.filter((row) => anyColumn(row, term));
      await typeAndApply(page, globalSearch(page), term);
      await expectRowCount(page, expected.length);
      const shown = (await exportCsv(page)).rows;
      expect(shown.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    });
  }

  await test.step('global search and column filters combine with AND', async () => {
    const expected = all.filter((row) => anyColumn(row, 'an') && containsIgnoringCase(row.lastName, 'r'));
    await typeAndApply(page, globalSearch(page), 'an');
    await typeAndApply(page, filterInput(page, 'lastName'), 'r');
    await expectRowCount(page, expected.length);
    await globalSearch(page).fill('');
    await expectRowCount(page, all.filter((row) => containsIgnoringCase(row.lastName, 'r')).length);
  });
});
