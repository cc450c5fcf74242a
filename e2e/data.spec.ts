import { columnTexts, expectPage, expectRowCount, exportCsv, notices } from './helpers';
import { expect, openGrid, test } from './fixtures';

// One test for the seed: each load of 5000 people costs seconds, so the first load's export
// serves both the content checks and the comparison with the next loads.
test('?seed: 5000 people with ids 0..4999 in order; the same seed gives the same people, another seed other people', async ({
  page,
}) => {
  const first = await test.step('?seed=7&rows=5000: ids 0..4999 in order, full names, no notice for a valid URL', async () => {
    await openGrid(page, '?seed=7&rows=5000');
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);
    await expectPage(page, 1, 500);
    expect(await columnTexts(page, 'id')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const { rows, text } = await exportCsv(page);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 5000 }, (_, i) => String(i)));
    for (const row of rows.slice(0, 200)) {
      expect(row.firstName).toMatch(/\S/);
      expect(row.fullName).toBe(`${row.firstName} ${row.lastName}`);
    }
    return text;
  });

  await test.step('opening ?seed=7 again gives the same CSV', async () => {
    await openGrid(page, '?seed=7');
    expect((await exportCsv(page)).text).toBe(first);
  });

  await test.step('?seed=8 gives other people', async () => {
    await openGrid(page, '?seed=8');
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);
    expect((await exportCsv(page)).text).not.toBe(first);
  });
});

test('?rows sets the size of the first set; Refresh Data makes 50000 new people, the same sequence for the same seed', async ({
  page,
}) => {
  test.slow();
  // Each pass opens the page afresh: the sequence must come from the seed alone.
  const refreshedSets = async () => {
    await openGrid(page, '?seed=5&rows=123', 123);
    await expectPage(page, 1, 13); // 123 rows: the last page holds 3
    const sets: string[] = [];
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Refresh Data' }).click();
      await expectRowCount(page, 50000);
      await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
      sets.push((await columnTexts(page, 'fullName')).join('|'));
    }
    return sets;
  };
  const sets = await test.step('first pass: two refreshes give two different sets', async () => {
    const sets = await refreshedSets();
    expect(sets[0]).not.toBe(sets[1]);
    return sets;
  });
  await test.step('second pass from a fresh load: the same two sets', async () => {
    expect(await refreshedSets()).toEqual(sets);
  });
  await test.step('the export holds all 50000, ids in order', async () => {
    const { rows } = await exportCsv(page);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 50000 }, (_, i) => String(i)));
  });
});

// Each invalid value needs its own load (the URL is what is tested); ?rows and ?seed are read
// independently, so one URL carries an invalid value of each.
test('an invalid ?rows or ?seed is ignored with a visible notice, and 5000 people open', async ({ page }) => {
  await test.step('?seed=banana&rows=abc: a notice for each', async () => {
    await openGrid(page, '?seed=banana&rows=abc');
    await expect(notices(page)).toContainText('Ignored ?seed=banana');
    await expect(notices(page)).toContainText('Ignored ?rows=abc');
  });
  for (const value of ['-5', '99999999999']) {
    await test.step(`?rows=${value}`, async () => {
      await openGrid(page, `?rows=${value}`);
      await expect(notices(page)).toContainText(`Ignored ?rows=${value}`);
    });
  }
});

test('a large first set shows a progress bar and the grid’s loading overlay while it is made, never “No Rows”, and the page stays usable', async ({ page }) => {
  test.slow();
  // Every value the bar shows, recorded in the page as it changes: a set is made in well under a
  // second, short enough to come and go between two of Playwright's looks at the page.
  await page.addInitScript(() => {
    const shown: number[] = [];
    const overlays = { loading: false, noRows: false };
    Object.assign(window, { progressShown: shown, overlaysShown: overlays });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Generating people"]');
      if (bar && bar.value !== shown.at(-1)) shown.push(bar.value);
      overlays.loading ||= document.querySelector('.ag-overlay-loading-center') !== null;
      overlays.noRows ||= document.querySelector('.ag-overlay-no-rows-center') !== null;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/?seed=2&rows=1000000');
  // Typing works while the worker is busy.
  await page.getByLabel('Search all columns').pressSequentially('abc');
  await expect(page.getByLabel('Search all columns')).toHaveValue('abc');
  await page.getByLabel('Search all columns').fill('');
  await expectRowCount(page, 1000000);
  await expect(page.getByRole('progressbar', { name: 'Generating people' })).toHaveCount(0);
  await expectPage(page, 1, 100000);
  // The bar was there from the first frame, only went forward, and was gone before the set was
  // whole. How many steps it shows depends on how busy the page was meanwhile (two or seventy here).
  const shown = await page.evaluate(() => (window as unknown as { progressShown: number[] }).progressShown);
  expect(shown[0], `values shown: ${shown.join(', ')}`).toBe(0);
  expect(shown.every((value, i) => i === 0 || value > shown[i - 1]!)).toBe(true);
  expect(shown.at(-1)).toBeLessThan(1000000);
  // The grid said it was loading until the rows came, then showed them.
  expect(await page.evaluate(() => (window as unknown as { overlaysShown: object }).overlaysShown)).toEqual({ loading: true, noRows: false });
  await expect(page.locator('.ag-overlay-loading-center')).toHaveCount(0);
  // Nor is it left saying so to assistive technology: no live region still reads "Loading...".
  await expect(page.locator('[aria-live]').filter({ hasText: 'Loading' })).toHaveCount(0);
});
