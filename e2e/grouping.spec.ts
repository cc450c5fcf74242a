import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parseCsv, rowsSettled } from './helpers';

// A small sales file: cities with a blank one, statuses, amounts with decimals, dates.
const SALES = [
  'city,status,amount,when',
  'Paris,open,10.50,2014-03-02',
  'Lyon,closed,4,2014-05-10',
  'Paris,closed,2.25,2015-01-20',
  ',open,7,2014-03-15',
  'Lyon,open,1,2015-02-01',
  'Paris,open,3,2015-03-03',
].join('\n');

const fileInput = (page: Page) => page.getByLabel('File to open');
const columnMenu = (page: Page, header: string) => page.getByRole('button', { name: `Column menu ${header}`, exact: true });
const grid = (page: Page) => page.locator('.ag-root [role="treegrid"], .ag-root [role="grid"]').first();
const rowCountText = (page: Page) => page.getByText(/^\d+ Rows$/);

async function openSales(page: Page) {
  await page.goto('/?seed=1&rows=20');
  await expect(page.getByText('20 Rows', { exact: true })).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
  await expect(page.getByText('6 Rows', { exact: true })).toBeVisible();
}

/** Chooses an item of a column's menu by mouse (a checkbox item leaves the menu open: Escape closes it). */
async function choose(page: Page, header: string, item: string) {
  await columnMenu(page, header).click();
  await page.getByRole('menu', { name: `Column menu ${header}` }).getByText(item, { exact: true }).click();
  if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
}

/** The Group column's texts, top to bottom, each after its row's aria-level and (group rows) `+` open or `·` closed. */
async function groupRows(page: Page) {
  await rowsSettled(page);
  return page.locator('.ag-row').evaluateAll((rows) => {
    const byIndex = new Map<number, string>();
    for (const row of rows) {
      const cell = row.querySelector('[col-id="$group"]');
      const index = Number(row.getAttribute('row-index'));
      if (!cell && byIndex.has(index)) continue;
      const expanded = row.getAttribute('aria-expanded');
      byIndex.set(index, `${row.getAttribute('aria-level') ?? '-'}${expanded === null ? '' : expanded === 'true' ? '+' : '·'} ${cell?.textContent ?? ''}`);
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  });
}

async function stateDump(page: Page) {
  return JSON.parse((await page.getByLabel('Filter state').textContent()) ?? '{}') as Record<string, unknown>;
}

test('a file grouped by city by mouse: group rows, counts, totals, aria, URL, state dump, Export groups', async ({ page }) => {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  await expect(rowCountText(page)).toHaveText('6 Rows');
  await expect(page).toHaveURL(/[?&]group=city(&|$)/);
  expect(await stateDump(page)).toMatchObject({ rowGroup: { groupColIds: ['city'] }, aggregation: { aggregationModel: [] }, rowGroupExpansion: { expandedRowGroupIds: [] } });

  await page.getByRole('button', { name: 'Expand Paris', exact: true }).click();
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1+ Paris (3)', '2 ', '2 ', '2 ', '1· (Blank) (1)', '- Total (6)']);
  await expect(page).toHaveURL(/[?&]open=%5B%22Paris%22%5D/);
  expect(await stateDump(page)).toMatchObject({ rowGroupExpansion: { expandedRowGroupIds: ['["Paris"]'] } });

  await choose(page, 'amount', 'Sum');
  await expect(page.getByRole('columnheader', { name: 'sum(amount)', exact: true })).toBeVisible();
  await expect(columnMenu(page, 'amount')).toBeVisible();
  await expect(page.getByLabel('Filter amount', { exact: true })).toBeVisible();
  expect(await stateDump(page)).toMatchObject({ aggregation: { aggregationModel: [{ colId: 'amount', aggFunc: 'sum' }] } });

  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export groups' }).click()]);
  expect(download.suggestedFilename()).toBe('sales-groups.csv');
  const lines = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(lines).toEqual([
    ['city', 'count', 'sum(amount)'],
    ['Lyon', '2', '5.00'],
    ['Paris', '3', '15.75'],
    ['', '1', '7.00'],
  ]);
});
