import { matchSorter } from 'match-sorter';
import {
  type ColId,
  containsCaseSensitive,
  containsIgnoringCase,
  exact,
  exportCsv,
  expectRowCount,
  filterInput,
  HEADERS,
  type Row,
  readFilterState,
  typeAndApply,
} from './helpers';
import { expect, openGrid, test } from './fixtures';

const fuzzy = (cell: string, value: string) => matchSorter([cell], value).length === 1;

const cases: [ColId, string, (cell: string, value: string) => boolean][] = [
  ['id', '42', exact],
  ['id', '4', exact], // partial ids do not match
  ['firstName', 'an', containsCaseSensitive],
  ['firstName', 'An', containsCaseSensitive],
  ['lastName', 'ER', containsIgnoringCase],
  ['fullName', 'ann', fuzzy],
  ['fullName', 'jsm', fuzzy],
  ['lastName', '.*', containsIgnoringCase],
  ['firstName', '(', containsCaseSensitive],
];

// One page for every case: a page load and an export of all rows cost more than a case itself.
// Each case starts from no filter at all and ends there again.
test('each column filter keeps exactly the matching rows; filters combine with AND', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  expect(all).toHaveLength(5000);

  await test.step('each column has one filter input labelled after its header', async () => {
    for (const col of Object.keys(HEADERS) as ColId[]) {
      const input = filterInput(page, col);
      await expect(input).toHaveCount(1);
      await expect(input).toHaveAttribute('placeholder', 'Search...');
    }
  });

  for (const [col, value, matches] of cases) {
    await test.step(`Filter ${HEADERS[col]} with ${JSON.stringify(value)} keeps exactly the matching rows`, async () => {
      const expected = all.filter((row: Row) => matches(row[col], value));
      await typeAndApply(page, filterInput(page, col), value);
      await expectRowCount(page, expected.length);
      const shown = (await exportCsv(page)).rows;
      expect(new Set(shown.map((row) => row.id))).toEqual(new Set(expected.map((row) => row.id)));

      // Clearing the input removes the filter.
      await filterInput(page, col).fill('');
      await expectRowCount(page, 5000);
      await expect.poll(() => readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
    });
  }

  await test.step('column filters combine with AND', async () => {
    const expected = all.filter((row) => containsIgnoringCase(row.lastName, 'o') && containsCaseSensitive(row.firstName, 'a'));
    await typeAndApply(page, filterInput(page, 'lastName'), 'o');
    await typeAndApply(page, filterInput(page, 'firstName'), 'a');
    await expectRowCount(page, expected.length);
  });

  await test.step('a filter that matches nothing shows 0 Rows and Page 1 of 1', async () => {
    await typeAndApply(page, filterInput(page, 'firstName'), 'zzzzqq');
    await expectRowCount(page, 0);
    await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();
  });
});

test('the row count is a polite live region that a filter and a selection change in place, so a screen reader says it', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=200', 200);
  const count = page.locator('[aria-live="polite"]').filter({ hasText: /^\d+ Rows/ });
  await expect(count).toHaveText('200 Rows');
  // Marked, to prove the same element speaks after the change (a new element would be silent).
  await count.evaluate((element) => element.setAttribute('data-before', ''));
  await typeAndApply(page, filterInput(page, 'id'), '42');
  await expect(count).toHaveText('1 Rows');
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).click();
  await expect(count).toHaveText('1 Rows, 1 selected');
  await expect(count).toHaveAttribute('data-before', '');
});
