import { matchSorter } from 'match-sorter';
import {
  columnTexts,
  containsIgnoringCase,
  exportCsv,
  expectPage,
  expectRowCount,
  filterInput,
  globalSearch,
  header,
  naturalCompare,
  readFilterState,
  typeAndApply,
} from './helpers';
import { expect, openGrid, test } from './fixtures';

test('Force Rerender redraws the rows and keeps data, filters, sort and page', async ({ page }) => {
  await openGrid(page);
  await typeAndApply(page, filterInput(page, 'lastName'), 'a');
  await header(page, 'firstName').click();
  await page.getByRole('button', { name: 'Next page' }).click();
  const before = { ids: await columnTexts(page, 'id'), page: await page.getByText(/^Page \d+ of \d+$/).innerText() };
  const count = await page.getByText(/^\d+ Rows$/).innerText();
  await page.locator('.ag-row').first().evaluate((row) => row.setAttribute('data-before-redraw', 'yes'));

  await page.getByRole('button', { name: 'Force Rerender' }).click();
  await expect(page.locator('[data-before-redraw]')).toHaveCount(0); // new row elements
  expect(await columnTexts(page, 'id')).toEqual(before.ids);
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveText(before.page, { useInnerText: true });
  await expect(page.getByText(/^\d+ Rows$/)).toHaveText(count);
  await expect(header(page, 'firstName')).toHaveAttribute('aria-sort', 'ascending');
  expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'lastName', value: 'a' }]);
});

test('Refresh Data shows it is working, then 50000 rows with filters and sort still applied', async ({ page }) => {
  await openGrid(page);
  await typeAndApply(page, filterInput(page, 'lastName'), 'son');
  await typeAndApply(page, globalSearch(page), 'ma');
  await header(page, 'lastName').click();

  // The button says it is busy for as long as the new set takes, however short that is.
  const refresh = page.getByRole('button', { name: 'Refresh Data' });
  await refresh.evaluate((button) => {
    const seen: string[] = [];
    (window as unknown as { busyStates: string[] }).busyStates = seen;
    new MutationObserver(() => seen.push(`${button.getAttribute('aria-busy')}/${button.getAttribute('aria-disabled')}`)).observe(button, { attributes: true });
  });
  await refresh.click();
  await expect(refresh).toBeEnabled({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { busyStates: string[] }).busyStates)).toContain('true/true');

  const { rows } = await exportCsv(page);
  expect(rows.length).toBeGreaterThan(0);
  await expectRowCount(page, rows.length);
  for (const row of rows) {
    expect(containsIgnoringCase(row.lastName, 'son')).toBe(true);
    expect([row.id, row.firstName, row.lastName, row.fullName].some((text) => matchSorter([text], 'ma').length)).toBe(true);
  }
  expect(rows.map((row) => row.lastName)).toEqual([...rows.map((row) => row.lastName)].sort(naturalCompare));
  expect(Math.max(...rows.map((row) => Number(row.id)))).toBeGreaterThan(5000);

  await filterInput(page, 'lastName').fill('');
  await globalSearch(page).fill('');
  await expectRowCount(page, 50000);
  await expectPage(page, 1, 5000);
});

test('Export CSV downloads people.csv: headers, every filtered row of every page, in sort order', async ({ page }) => {
  await openGrid(page);
  const all = (await exportCsv(page)).rows;
  await typeAndApply(page, filterInput(page, 'firstName'), 'e');
  await header(page, 'id').click();
  await header(page, 'id').click(); // descending

  const { fileName, header: headerLine, rows, text } = await exportCsv(page);
  expect(fileName).toBe('people.csv');
  expect(headerLine).toEqual(['id', 'firstName', 'Last Name', 'Full Name']);
  const expected = all.filter((row) => row.firstName.includes('e')).sort((a, b) => Number(b.id) - Number(a.id));
  expect(rows).toEqual(expected);
  expect(rows.length).toBeGreaterThan(10); // more than one page
  // RFC 4180: records end with CRLF, fields are quoted.
  expect(text).toContain('\r\n');
  expect(text.replace(/^\uFEFF/, '').startsWith('"id","firstName","Last Name","Full Name"')).toBe(true);
});

test('Export CSV pressed twelve times in a row gives twelve files', async ({ page }) => {
  await openGrid(page, '?seed=3&rows=200', 200);
  // The monkey exports as fast as this; without the helper's pacing the eleventh file never came.
  for (let press = 1; press <= 12; press++) {
    const { rows } = await test.step(`press ${press}`, () => exportCsv(page), { timeout: 10_000 });
    expect(rows, `press ${press}`).toHaveLength(200);
  }
});
