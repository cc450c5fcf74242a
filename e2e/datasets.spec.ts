import { matchSorter } from 'match-sorter';
import type { Page } from '@playwright/test';
import { exportCsv, expectPage, expectRowCount, naturalCompare, readFilterState, typeAndApply } from './helpers';
import { expect, test } from './fixtures';

/** faker 10.6's English lists, as its documentation counts them. */
const KINDS = [
  { key: 'airlines', size: 126, code: 'iataCode', first: { name: 'Aegean Airlines', iataCode: 'A3' } },
  { key: 'airplanes', size: 155, code: 'iataTypeCode', first: { name: 'Aerospatiale/BAC Concorde', iataTypeCode: 'SSC' } },
  { key: 'airports', size: 118, code: 'iataCode', first: { name: 'Adelaide International Airport', iataCode: 'ADL' } },
  { key: 'bird', size: 914, code: null, first: null },
  { key: 'lion', size: 7, code: null, first: null },
] as const;

const fuzzy = (text: string, term: string) => matchSorter([text], term).length === 1;

async function readCsvRecords(page: Page) {
  const { fileName, text } = await exportCsv(page);
  const { parseCsv } = await import('./helpers');
  const [header, ...records] = parseCsv(text);
  return { fileName, header: header!, records: records.map((record) => Object.fromEntries(header!.map((name, i) => [name, record[i]!]))) };
}

for (const kind of KINDS) {
  test(`?dataset=${kind.key}: every entry, filters, sort and export`, async ({ page }) => {
    await page.goto(`/?dataset=${kind.key}`);
    await expectRowCount(page, kind.size);
    await expect(page.getByLabel('Dataset')).toHaveValue(kind.key);
    await expect(page.getByText(`${kind.size} entries, the whole list from faker’s English locale.`)).toBeVisible();

    const all = await readCsvRecords(page);
    expect(all.fileName).toBe(`${kind.key}.csv`);
    expect(all.header).toEqual(kind.code ? ['id', 'name', kind.code] : ['id', 'name']);
    expect(all.records.map((record) => record.id)).toEqual(Array.from({ length: kind.size }, (_, i) => String(i)));
    if (kind.first) expect(all.records[0]).toEqual({ id: '0', ...kind.first });

    // The name filter is fuzzy and, as the first filter, sorts best match first.
    const term = all.records[Math.floor(kind.size / 2)]!.name!.slice(0, 3).toLowerCase();
    await typeAndApply(page, page.getByLabel('Filter name'), term);
    const expectedNames = all.records.filter((record) => fuzzy(record.name!, term));
    await expectRowCount(page, expectedNames.length);
    await expect(page.getByRole('columnheader', { name: 'name', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    const filtered = await readCsvRecords(page);
    expect(new Set(filtered.records.map((record) => record.id))).toEqual(new Set(expectedNames.map((record) => record.id)));
    expect(fuzzy(filtered.records[0]!.name!, term)).toBe(true);

    // The code filter is exact, ignoring case.
    if (kind.code) {
      const code = all.records[3]![kind.code]!;
      await page.getByLabel('Filter name').fill('');
      await typeAndApply(page, page.getByLabel(`Filter ${kind.code}`), code.toLowerCase());
      const byCode = all.records.filter((record) => record[kind.code]!.toLowerCase() === code.toLowerCase());
      await expectRowCount(page, byCode.length);
      await page.getByLabel(`Filter ${kind.code}`).fill('');
    } else {
      await page.getByLabel('Filter name').fill('');
    }
    await expectRowCount(page, kind.size);

    // Sorting by name, descending, is the exact reverse of ascending.
    const nameHeader = page.getByRole('columnheader', { name: 'name', exact: true });
    await nameHeader.click(); // ascending (the filter switched it before; clearing kept it)
    while ((await nameHeader.getAttribute('aria-sort')) !== 'ascending') await nameHeader.click();
    const ascending = (await readCsvRecords(page)).records;
    expect(ascending.map((record) => record.name)).toEqual([...all.records.map((record) => record.name!)].sort(naturalCompare));
    await nameHeader.click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect((await readCsvRecords(page)).records.map((record) => record.id)).toEqual(ascending.map((record) => record.id).reverse());
  });
}

test('the switcher changes datasets, clears filters and sort, goes back to page 1', async ({ page }) => {
  await page.goto('/?seed=4');
  await expectRowCount(page, 5000);
  await typeAndApply(page, page.getByLabel('Filter Last Name'), 'e');
  await typeAndApply(page, page.getByLabel('Search all columns'), 'a');
  await page.getByRole('columnheader', { name: 'id', exact: true }).click();
  await page.getByRole('button', { name: 'Next page' }).click();

  await page.getByLabel('Dataset').selectOption('airports');
  await expectRowCount(page, 118);
  await expectPage(page, 1, 12);
  expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
  await expect(page.getByLabel('Search all columns')).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: 'id', exact: true })).toHaveAttribute('aria-sort', 'none');
  await expect(page).toHaveURL(/dataset=airports/);
  // Refresh Data does not apply to a fixed list, and says so.
  const refresh = page.getByRole('button', { name: 'Refresh Data' });
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveAttribute('title', /list is fixed/);

  await page.getByLabel('Dataset').selectOption('people');
  await expectRowCount(page, 5000);
  await expect(refresh).toBeEnabled();
  await expect(page).not.toHaveURL(/dataset=/);
});

test.describe('an unknown dataset', () => {
  test('shows a notice and opens People', async ({ page }) => {
    await page.goto('/?dataset=unicorns&seed=1');
    await expect(page.getByRole('status', { name: 'Notices' })).toContainText('Ignored ?dataset=unicorns');
    await expectRowCount(page, 5000);
    await expect(page.getByLabel('Dataset')).toHaveValue('people');
  });
});

test('a list by keyboard: switch, filter, sort and page', async ({ page }) => {
  await page.goto('/?seed=1');
  await expectRowCount(page, 5000);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Dataset')).toBeFocused();
  await page.keyboard.press('End'); // the last list
  await expect(page.getByLabel('Dataset')).not.toHaveValue('people');
  const key = await page.getByLabel('Dataset').inputValue();
  await expect(page).toHaveURL(new RegExp(`dataset=${key}`));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Search all columns')).toBeFocused();
  await page.keyboard.type('a');
  await expect(page.getByLabel('Filter state')).toContainText('"globalFilter": "a"');
  const rows = Number((await page.getByText(/^\d+ Rows$/).innerText()).split(' ')[0]);
  expect(rows).toBeGreaterThan(0);
});
