import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { columnTexts, DEBOUNCE_MS, expectRowCount, parseCsv } from './helpers';
import { expect, SERVED_FOLDER, testClickHouse as test } from './servedFixture';

/** The served file's records, as the test reads it itself (no quotes in it). */
const SALES = readFileSync(`${SERVED_FOLDER}/sales.csv`, 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
const filter = (page: Page, header: string) => page.getByLabel(`Filter ${header}`, { exact: true });
const matchButton = (page: Page, header: string) => page.getByRole('button', { name: `Match ${header}`, exact: true });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

async function typeIn(page: Page, column: string, text: string) {
  await filter(page, column).fill(text);
  await page.clock.runFor(DEBOUNCE_MS);
}

// The same page as over DuckDB (served.spec.ts): only the server's engine differs, and the page cannot tell.
test('a table served from ClickHouse browses as one served from DuckDB: filters, marks, sort, search, pages, values', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?server=sales.csv');
  await expectRowCount(page, SALES.length);
  await expect(page.getByLabel('Dataset').locator('option')).toContainText(['more/cities.tsv', 'sales.csv', 'People']);

  await test.step('a Fuzzy filter (accents folded as match-sorter folds them) marks, and a typed filter narrows', async () => {
    await matchButton(page, 'city').click();
    await page.getByRole('menuitemradio', { name: 'Fuzzy', exact: true }).click();
    await typeIn(page, 'city', 'lodz');
    await expectRowCount(page, SALES.filter(([, city]) => city === 'Łódź').length);
    await expect(page.locator('.ag-cell[col-id="city"] mark').first()).toBeVisible();
    await matchButton(page, 'amount').click();
    await page.getByRole('menuitemradio', { name: 'Greater than', exact: true }).click();
    await typeIn(page, 'amount', '30');
    await expectRowCount(page, SALES.filter(([, city, amount]) => city === 'Łódź' && amount !== '' && Number(amount) > 30).length);
  });

  await test.step('a sort by amount, descending, is by value', async () => {
    await header(page, 'amount').click();
    await header(page, 'amount').click();
    await expect(header(page, 'amount')).toHaveAttribute('aria-sort', 'descending');
    const amounts = (await columnTexts(page, 'amount')).map(Number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  await test.step('the search over every column, its second page, and the values dialog', async () => {
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    await page.getByLabel('Search all columns').fill('paris');
    await page.clock.runFor(DEBOUNCE_MS);
    const paris = SALES.filter(([, city]) => city === 'Paris');
    await expectRowCount(page, paris.length);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    expect(new Set(await columnTexts(page, 'city'))).toEqual(new Set(['Paris']));
    await page.getByRole('button', { name: 'Column menu city', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Values and summary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Values of city' });
    await expect(dialog.getByRole('checkbox', { name: `Paris (${paris.length})` })).toBeChecked();
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

test('from ClickHouse, Export CSV streams the rows that pass; selected rows across pages export and copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/?server=sales.csv');
  await expectRowCount(page, SALES.length);
  await typeIn(page, 'city', 'oslo');
  const oslo = SALES.filter(([, city]) => city === 'Oslo');
  await expectRowCount(page, oslo.length);

  await test.step('the whole result, in the grid’s order, under the file’s own columns', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('sales.csv');
    const [head, ...records] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(head).toEqual(['name', 'city', 'amount', 'day']);
    expect(records).toEqual(oslo);
  });

  await test.step('two rows of page 1 and one of page 2 selected: exported and copied in order', async () => {
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    const boxes = page.getByRole('checkbox', { name: /^Select row \d+$/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    // Page 2's rows come after the pager moves: its first checkbox is the one for row 11.
    await page.getByRole('checkbox', { name: 'Select row 11', exact: true }).check();
    await expect(page.getByText(`${SALES.length} Rows, 3 selected`)).toBeVisible();
    const expected = [SALES[0], SALES[1], SALES[10]]; // pages of 10
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export selected' }).click()]);
    expect(parseCsv(readFileSync(await download.path(), 'utf8')).slice(1)).toEqual(expected);
    await page.locator('.ag-row[row-index="0"] [col-id="name"]').click();
    await page.keyboard.press('ControlOrMeta+c');
    await expect(page.getByRole('status', { name: 'Copy status' })).toHaveText('Copied 3 rows');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(1).map((line) => line.split('\t').slice(1))).toEqual(expected);
  });
});
