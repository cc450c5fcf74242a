import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parseCsv, rowsSettled } from './helpers';

// A small sales file: cities with a blank one, statuses, amounts with decimals, dates.
export const SALES = [
  'city,status,amount,when',
  'Paris,open,10.50,2014-03-02',
  'Lyon,closed,4,2014-05-10',
  'Paris,closed,2.25,2015-01-20',
  ',open,7,2014-03-15',
  'Lyon,open,1,2015-02-01',
  'Paris,open,3,2015-03-03',
].join('\n');

export const columnMenu = (page: Page, header: string) => page.getByRole('button', { name: `Column menu ${header}`, exact: true });
export const grid = (page: Page) => page.locator('.ag-root [role="treegrid"], .ag-root [role="grid"]').first();
export const rowCountText = (page: Page) => page.getByText(/^\d+ Rows$/);

export async function openSales(page: Page) {
  await page.goto('/?seed=1&rows=20');
  await expect(page.getByText('20 Rows', { exact: true })).toBeVisible();
  await page.getByLabel('File to open').setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
  await expect(page.getByText('6 Rows', { exact: true })).toBeVisible();
}

/**
 * Chooses an item of a column's menu by mouse (a checkbox item leaves the menu open: Escape closes
 * it), then waits for its rows unless told not to (answers held back): a first grouping's Row
 * groups toolbar moves the grid down with them, and a click on the grid while it moves can press
 * on one place and let go on another.
 */
export async function choose(page: Page, header: string, item: string, { settled = true } = {}) {
  await columnMenu(page, header).click();
  await page.getByRole('menu', { name: `Column menu ${header}` }).getByText(item, { exact: true }).click();
  if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
  if (settled) await rowsSettled(page);
}

/** The Group column's texts, top to bottom (the totals row pinned below the page's rows), each after its row's aria-level and (group rows) `+` open or `·` closed. */
export async function groupRows(page: Page) {
  await rowsSettled(page);
  return page.locator('.ag-row').evaluateAll((rows) => {
    const byIndex = new Map<number, string>();
    for (const row of rows) {
      const cell = row.querySelector('[col-id="$group"]');
      // The page's rows' `row-index` is 0, 1...; the rows pinned at the bottom's b-0...
      const rowIndex = row.getAttribute('row-index') ?? '';
      const index = rowIndex.startsWith('b-') ? 1e9 + Number(rowIndex.slice(2)) : Number(rowIndex);
      if (!cell && byIndex.has(index)) continue;
      const expanded = row.getAttribute('aria-expanded');
      byIndex.set(index, `${row.getAttribute('aria-level') ?? '-'}${expanded === null ? '' : expanded === 'true' ? '+' : '·'} ${cell?.textContent ?? ''}`);
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  });
}

export async function stateDump(page: Page) {
  return JSON.parse((await page.getByLabel('Filter state').textContent()) ?? '{}') as Record<string, unknown>;
}

/** Clicks Export groups and reads the download: its file name and its lines (the byte order mark dropped). */
export async function exportGroups(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export groups' }).click()]);
  const lines = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
  return { fileName: download.suggestedFilename(), lines };
}
