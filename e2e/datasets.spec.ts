import { matchSorter } from 'match-sorter';
import type { Page } from '@playwright/test';
import { applyOnFakeClock, DEBOUNCE_MS, expectPage, expectRowCount, exportCsv, naturalCompare, parseCsv, readFilterState, rowsSettled } from './helpers';
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
  const [header, ...records] = parseCsv(text);
  return { fileName, header: header!, records: records.map((record) => Object.fromEntries(header!.map((name, i) => [name, record[i]!]))) };
}

// One page for all the lists: a page load costs seconds, a switch a fraction of that. The first
// list opens by ?dataset=, the others by the switcher, whose reset each step proves first.
test('faker’s lists: every entry, filters, sort and export; by ?dataset= and by the switcher', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/?dataset=${KINDS[0].key}`);
  const nameHeader = page.getByRole('columnheader', { name: 'name', exact: true });

  for (const kind of KINDS) {
    await test.step(`${kind.key}: opens with every entry, no filter, no sort, and says what it is`, async () => {
      if (kind !== KINDS[0]) await page.getByLabel('Dataset').selectOption(kind.key);
      await expectRowCount(page, kind.size);
      await expect(page.getByLabel('Dataset')).toHaveValue(kind.key);
      await expect(page).toHaveURL(new RegExp(`[?&]dataset=${kind.key}(&|$)`));
      await expect(page.getByText(`${kind.size} entries, the whole list from faker’s English locale.`)).toBeVisible();
      expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
      await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    });

    const all = await test.step(`${kind.key}: the export holds every entry in id order`, async () => {
      const all = await readCsvRecords(page);
      expect(all.fileName).toBe(`${kind.key}.csv`);
      expect(all.header).toEqual(kind.code ? ['id', 'name', kind.code] : ['id', 'name']);
      expect(all.records.map((record) => record.id)).toEqual(Array.from({ length: kind.size }, (_, i) => String(i)));
      if (kind.first) expect(all.records[0]).toEqual({ id: '0', ...kind.first });
      return all;
    });

    await test.step(`${kind.key}: the name filter is fuzzy and, as the first filter, sorts best match first`, async () => {
      const term = all.records[Math.floor(kind.size / 2)]!.name!.slice(0, 3).toLowerCase();
      await applyOnFakeClock(page, page.getByLabel('Filter name'), term);
      const expectedNames = all.records.filter((record) => fuzzy(record.name!, term));
      await expectRowCount(page, expectedNames.length);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      const filtered = await readCsvRecords(page);
      expect(new Set(filtered.records.map((record) => record.id))).toEqual(new Set(expectedNames.map((record) => record.id)));
      expect(fuzzy(filtered.records[0]!.name!, term)).toBe(true);
      await applyOnFakeClock(page, page.getByLabel('Filter name'), '');
      await expectRowCount(page, kind.size);
    });

    if (kind.code) {
      await test.step(`${kind.key}: the ${kind.code} filter is exact, ignoring case`, async () => {
        const code = all.records[3]![kind.code]!;
        await applyOnFakeClock(page, page.getByLabel(`Filter ${kind.code}`), code.toLowerCase());
        const byCode = all.records.filter((record) => record[kind.code]!.toLowerCase() === code.toLowerCase());
        await expectRowCount(page, byCode.length);
        await applyOnFakeClock(page, page.getByLabel(`Filter ${kind.code}`), '');
        await expectRowCount(page, kind.size);
      });
    }

    await test.step(`${kind.key}: sorting by name, descending is the exact reverse of ascending`, async () => {
      await nameHeader.click(); // ascending (the filter switched it before; clearing kept it)
      while ((await nameHeader.getAttribute('aria-sort')) !== 'ascending') await nameHeader.click();
      const ascending = (await readCsvRecords(page)).records;
      expect(ascending.map((record) => record.name)).toEqual([...all.records.map((record) => record.name!)].sort(naturalCompare));
      await nameHeader.click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      expect((await readCsvRecords(page)).records.map((record) => record.id)).toEqual(ascending.map((record) => record.id).reverse());
    });
  }
});

test('the switcher changes datasets, clears filters and sort, goes back to page 1', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=4');
  await expectRowCount(page, 5000);
  // ARIA asks a grid for a name: the dataset's, as the switcher says it.
  await expect(page.getByRole('grid', { name: 'People', exact: true })).toBeVisible();
  await applyOnFakeClock(page, page.getByLabel('Filter Last Name'), 'e');
  await applyOnFakeClock(page, page.getByLabel('Search all columns'), 'a');
  await page.getByRole('columnheader', { name: 'id', exact: true }).click();
  await page.getByRole('button', { name: 'Next page' }).click();

  await page.getByLabel('Dataset').selectOption('airports');
  await expectRowCount(page, 118);
  await expect(page.getByRole('grid', { name: 'Airports (118)', exact: true })).toBeVisible();
  await expectPage(page, 1, 12);
  expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
  await expect(page.getByLabel('Search all columns')).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: 'id', exact: true })).toHaveAttribute('aria-sort', 'none');
  await expect(page).toHaveURL(/dataset=airports/);
  // Refresh Data does not apply to a fixed list, and says so.
  const refresh = page.getByRole('button', { name: 'Refresh Data' });
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveAttribute('title', /this data is fixed, so there is nothing to refresh/);

  await page.getByLabel('Dataset').selectOption('people');
  await expectRowCount(page, 5000);
  await expect(page.getByRole('grid', { name: 'People', exact: true })).toBeVisible();
  await expect(refresh).toBeEnabled();
  await expect(page).not.toHaveURL(/dataset=/);
});

test('text typed in a filter or the search and not yet applied when the dataset changes is dropped: it was typed for the other one', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=1&dataset=airports');
  await expectRowCount(page, 118);
  const search = page.getByLabel('Search all columns');
  for (const { input, typed, to, rows, address } of [
    { input: search, typed: 'int', to: 'people', rows: 5000, address: /\/\?seed=1$/ },
    { input: page.getByLabel('Filter id', { exact: true }), typed: '5', to: 'airports', rows: 118, address: /\/\?seed=1&dataset=airports$/ },
  ]) {
    await input.fill(typed);
    await page.getByLabel('Dataset').selectOption(to);
    await expectRowCount(page, rows);
    // Well past the debounce of the text typed before the switch.
    await page.clock.runFor(DEBOUNCE_MS * 2);
    await expect(input).toHaveValue('');
    await expectRowCount(page, rows);
    expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
    await expect(page).toHaveURL(address);
  }
  // Typed after the switch, it applies as ever.
  await applyOnFakeClock(page, search, 'int');
  await expect(page).toHaveURL(/[?&]q=int(&|$)/);
});

// Both open People with seed 1 on a fresh page, so they share one load.
test('an unknown ?dataset shows a notice and opens People; then a list by keyboard', async ({ page }) => {
  await test.step('?dataset=unicorns: a notice, and People', async () => {
    await page.goto('/?dataset=unicorns&seed=1');
    await expect(page.getByRole('status', { name: 'Notices' })).toContainText('Ignored ?dataset=unicorns');
    await expectRowCount(page, 5000);
    await expect(page.getByLabel('Dataset')).toHaveValue('people');
  });

  await test.step('Tab to the switcher, End for the last list, Tab to the search and type', async () => {
    // The notice's close button comes first, then the switcher.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close notice' })).toBeFocused();
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
    // The state shows the search as it is committed; the count follows with the rows.
    await rowsSettled(page);
    const rows = Number((await page.getByText(/^\d+ Rows$/).innerText()).split(' ')[0]);
    expect(rows).toBeGreaterThan(0);
  });
});
