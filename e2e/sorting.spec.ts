import { matchSorterWithRankInfo } from 'match-sorter';
import {
  type ColId,
  columnTexts,
  exportCsv,
  filterInput,
  globalSearch,
  header,
  naturalCompare,
  type Row,
  typeAndApply,
} from './helpers';
import { expect, openGrid, test } from './fixtures';

const rank = (text: string, term: string) => matchSorterWithRankInfo([text], term)[0]?.rank ?? 0;

/** Best Full Name rank first, then natural order, then id: an independent reference. */
const byFullNameRank = (term: string) => (a: Row, b: Row) =>
  rank(b.fullName, term) - rank(a.fullName, term) || naturalCompare(a.fullName, b.fullName) || Number(a.id) - Number(b.id);

test('clicking a header cycles ascending, descending, none', async ({ page }) => {
  await openGrid(page);
  for (const col of ['id', 'firstName', 'lastName', 'fullName'] as ColId[]) {
    await expect(header(page, col)).toHaveAttribute('aria-sort', 'none');
    for (const state of ['ascending', 'descending', 'none']) {
      await header(page, col).click();
      await expect(header(page, col)).toHaveAttribute('aria-sort', state);
    }
  }
});

test('id sorts as a number', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=120', 120);
  await header(page, 'id').click();
  await header(page, 'id').click();
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 'id')).toEqual(['119', '118', '117', '116', '115', '114', '113', '112', '111', '110']);
});

for (const col of ['firstName', 'lastName', 'fullName'] as const) {
  test(`${col} sorts case-insensitively in natural order, descending is the exact reverse`, async ({ page }) => {
    await openGrid(page);
    const rows = (await exportCsv(page)).rows;
    const expected = [...rows].sort((a, b) => naturalCompare(a[col], b[col]) || Number(a.id) - Number(b.id));

    await header(page, col).click();
    await expect(header(page, col)).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await exportCsv(page)).rows;
    expect(ascending.map((row) => row[col])).toEqual(expected.map((row) => row[col]));
    expect(await columnTexts(page, col)).toEqual(expected.slice(0, 10).map((row) => row[col]));

    await header(page, col).click();
    const descending = (await exportCsv(page)).rows;
    expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
  });
}

test('a Full Name filter sorts by fuzzy rank first, best match first', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  const term = 'ann';
  const expected = all.filter((row) => rank(row.fullName, term) > 0).sort(byFullNameRank(term));

  await typeAndApply(page, filterInput(page, 'fullName'), term);
  // The first active filter became Full Name: sorting switched to Full Name ascending.
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
  const shown = (await exportCsv(page)).rows;
  expect(shown.map((row) => row.fullName)).toEqual(expected.map((row) => row.fullName));

  await header(page, 'fullName').click();
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'descending');
  const descending = (await exportCsv(page)).rows;
  expect(descending.map((row) => row.id)).toEqual(shown.map((row) => row.id).reverse());
});

test('with only the global search active, Full Name sorts by its rank for the search', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  const term = 'ma';
  await typeAndApply(page, globalSearch(page), term);
  await header(page, 'fullName').click();
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
  const shown = (await exportCsv(page)).rows;
  const shownIds = new Set(shown.map((row) => row.id));
  const expected = all.filter((row) => shownIds.has(row.id)).sort(byFullNameRank(term));
  expect(shown.map((row) => row.fullName)).toEqual(expected.map((row) => row.fullName));
  expect(await columnTexts(page, 'fullName')).toEqual(expected.slice(0, 10).map((row) => row.fullName));
});

test('without a fuzzy term Full Name sorts alphanumerically', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  await header(page, 'fullName').click();
  const shown = (await exportCsv(page)).rows;
  expect(shown.map((row) => row.fullName)).toEqual(
    [...all].sort((a, b) => naturalCompare(a.fullName, b.fullName)).map((row) => row.fullName),
  );
});

test('a Full Name filter that becomes the first filter replaces another sort', async ({ page }) => {
  await openGrid(page);
  await header(page, 'id').click();
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
  await typeAndApply(page, filterInput(page, 'fullName'), 'jo');
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'none');
});

test('a Full Name filter behind another filter leaves the sort alone', async ({ page }) => {
  await openGrid(page);
  await header(page, 'id').click();
  await typeAndApply(page, filterInput(page, 'lastName'), 'o');
  await typeAndApply(page, filterInput(page, 'fullName'), 'jo');
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'none');
  // Clearing Last Name makes Full Name the first filter: now it sorts.
  await filterInput(page, 'lastName').fill('');
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
});
