import type { Page } from '@playwright/test';
import { matchSorterWithRankInfo } from 'match-sorter';
import {
  type ColId,
  columnTexts,
  exportCsv,
  filterInput,
  globalSearch,
  header,
  naturalCompare,
  readFilterState,
  type Row,
  typeAndApply,
} from './helpers';
import { expect, openGrid, test } from './fixtures';

const rank = (text: string, term: string) => matchSorterWithRankInfo([text], term)[0]?.rank ?? 0;

/** Best Full Name rank first, then natural order, then id: an independent reference. */
const byFullNameRank = (term: string) => (a: Row, b: Row) =>
  rank(b.fullName, term) - rank(a.fullName, term) || naturalCompare(a.fullName, b.fullName) || Number(a.id) - Number(b.id);

const COLUMNS: ColId[] = ['id', 'firstName', 'lastName', 'fullName'];

/** Back to no sort and no filter, through the UI, proven before the next step starts. */
async function resetView(page: Page) {
  for (const col of COLUMNS) await filterInput(page, col).fill('');
  await globalSearch(page).fill('');
  await expect.poll(() => readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
  for (const col of COLUMNS) {
    for (let clicks = 0; clicks < 2 && (await header(page, col).getAttribute('aria-sort')) !== 'none'; clicks++) {
      await header(page, col).click();
    }
    await expect(header(page, col)).toHaveAttribute('aria-sort', 'none');
  }
}

test('id sorts as a number', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=120', 120);
  await header(page, 'id').click();
  await header(page, 'id').click();
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 'id')).toEqual(['119', '118', '117', '116', '115', '114', '113', '112', '111', '110']);
});

// One page per test: a page load and an export of all rows cost more than a step itself.
test('header clicks cycle ascending, descending, none; text sorts naturally, ignoring case', async ({ page }) => {
  await openGrid(page);
  const rows = (await exportCsv(page)).rows;
  expect(rows).toHaveLength(5000);

  await test.step('clicking a header cycles ascending, descending, none', async () => {
    for (const col of COLUMNS) {
      await expect(header(page, col)).toHaveAttribute('aria-sort', 'none');
      for (const state of ['ascending', 'descending', 'none']) {
        await header(page, col).click();
        await expect(header(page, col)).toHaveAttribute('aria-sort', state);
      }
    }
  });

  // For Full Name this is also its order without a fuzzy term: alphanumeric.
  for (const col of ['firstName', 'lastName', 'fullName'] as const) {
    await test.step(`${col} sorts case-insensitively in natural order, descending is the exact reverse`, async () => {
      const expected = [...rows].sort((a, b) => naturalCompare(a[col], b[col]) || Number(a.id) - Number(b.id));

      await header(page, col).click();
      await expect(header(page, col)).toHaveAttribute('aria-sort', 'ascending');
      const ascending = (await exportCsv(page)).rows;
      expect(ascending.map((row) => row[col])).toEqual(expected.map((row) => row[col]));
      expect(await columnTexts(page, col)).toEqual(expected.slice(0, 10).map((row) => row[col]));

      await header(page, col).click();
      await expect(header(page, col)).toHaveAttribute('aria-sort', 'descending');
      const descending = (await exportCsv(page)).rows;
      expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());

      await header(page, col).click();
      await expect(header(page, col)).toHaveAttribute('aria-sort', 'none');
    });
  }
});

test('Full Name sorts by fuzzy rank first, for its filter or else the global search', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  expect(all).toHaveLength(5000);

  await test.step('a Full Name filter sorts by fuzzy rank first, best match first', async () => {
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
    await resetView(page);
  });

  await test.step('with only the global search active, Full Name sorts by its rank for the search', async () => {
    const term = 'ma';
    await typeAndApply(page, globalSearch(page), term);
    await header(page, 'fullName').click();
    await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
    const shown = (await exportCsv(page)).rows;
    const shownIds = new Set(shown.map((row) => row.id));
    const expected = all.filter((row) => shownIds.has(row.id)).sort(byFullNameRank(term));
    expect(shown.map((row) => row.fullName)).toEqual(expected.map((row) => row.fullName));
    expect(await columnTexts(page, 'fullName')).toEqual(expected.slice(0, 10).map((row) => row.fullName));
    await resetView(page);
  });

  await test.step('a Full Name filter that becomes the first filter replaces another sort', async () => {
    await header(page, 'id').click();
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
    await typeAndApply(page, filterInput(page, 'fullName'), 'jo');
    await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'none');
    await resetView(page);
  });

  await test.step('a Full Name filter behind another filter leaves the sort alone', async () => {
    await header(page, 'id').click();
    await typeAndApply(page, filterInput(page, 'lastName'), 'o');
    await typeAndApply(page, filterInput(page, 'fullName'), 'jo');
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'none');
    // Clearing Last Name makes Full Name the first filter: now it sorts.
    await filterInput(page, 'lastName').fill('');
    await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
  });
});
