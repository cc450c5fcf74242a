import type { Page } from '@playwright/test';
import { parquet } from '../tests/support/parquet';
import { expect, openGrid, test } from './fixtures';
import { columnTexts, expectRowCount, notices, typeAndApply } from './helpers';

const fileInput = (page: Page) => page.getByLabel('File to open');
const headers = (page: Page) => page.locator('.ag-header-row-column .ag-header-cell-text');

const SIZE = 3000;
/** A Parquet file of three row groups whose columns use three codecs, as writers mix them. */
const orders = () =>
  Buffer.from(
    parquet(
      [
        { name: 'id', data: Int32Array.from({ length: SIZE }, (_, i) => i + 1), type: 'INT32', nullable: false, codec: 'GZIP' },
        { name: 'city', data: Array.from({ length: SIZE }, (_, i) => ['Zürich', 'Paris', null][i % 3]!), type: 'STRING', codec: 'ZSTD' },
        { name: 'amount', data: Array.from({ length: SIZE }, (_, i) => (i % 4) * 2.5), type: 'DOUBLE', codec: 'BROTLI' },
        { name: 'total', data: Array.from({ length: SIZE }, (_, i) => BigInt(i) * 10n ** 12n), type: 'INT64' },
      ],
      'SNAPPY',
      1000,
    ),
  );

test('a Parquet file opens under the page’s Content-Security-Policy: its columns, types and rows, sorted by value', async ({ page }) => {
  await openGrid(page, '?seed=4');
  await fileInput(page).setInputFiles({ name: 'orders.parquet', mimeType: 'application/octet-stream', buffer: orders() });
  await expectRowCount(page, SIZE);
  await expect(headers(page)).toHaveText(['row', 'id', 'city', 'amount', 'total'], { useInnerText: true });
  await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('orders.parquet');
  expect(await columnTexts(page, 'city')).toEqual(Array.from({ length: 10 }, (_, i) => ['Zürich', 'Paris', ''][i % 3]));
  // Numbers from the schema match Exact and sort by value: 2,999,000,000,000,000 first, descending.
  await expect(page.getByRole('button', { name: 'Match total', exact: true })).toHaveAccessibleDescription('Matching: Exact');
  const total = page.getByRole('columnheader', { name: 'total', exact: true });
  await total.click();
  await total.click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 'total')).toEqual(Array.from({ length: 10 }, (_, i) => String(BigInt(SIZE - 1 - i) * 10n ** 12n)));
});

test('a 64-bit integer column holding a whole number past 2^53 is text, as in a CSV file: its ids sort, match and count apart', async ({ page }) => {
  await openGrid(page, '?seed=4');
  // Ids a double holds only as 1234567890123456768, every one of them.
  const ids = [1234567890123456789n, 1234567890123456788n, 1234567890123456790n, 1234567890123456700n];
  const file = parquet([
    { name: 'tweet_id', data: ids, type: 'INT64' },
    { name: 'who', data: ['a', 'b', 'c', 'd'], type: 'STRING' },
  ]);
  await fileInput(page).setInputFiles({ name: 'ids.parquet', mimeType: 'application/octet-stream', buffer: Buffer.from(file) });
  await expectRowCount(page, 4);
  await page.getByRole('button', { name: 'Column menu tweet_id', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Text' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Match tweet_id', exact: true })).toHaveAccessibleDescription('Matching: Case-insensitive');

  const header = page.getByRole('columnheader', { name: 'tweet_id', exact: true });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => columnTexts(page, 'tweet_id')).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)).map(String));
  await typeAndApply(page, page.getByLabel('Filter tweet_id', { exact: true }), '1234567890123456788');
  await expectRowCount(page, 1);
  expect(await columnTexts(page, 'who')).toEqual(['b']);
});

test('a broken Parquet file gets a notice and the data on screen stays', async ({ page }) => {
  await openGrid(page, '?seed=4');
  await fileInput(page).setInputFiles({ name: 'broken.parquet', mimeType: 'application/octet-stream', buffer: orders().subarray(0, 300) });
  await expect(notices(page).getByRole('listitem').last()).toHaveText(/^Could not open “broken\.parquet”: “broken\.parquet” (is not a Parquet file that can be read|could not be read as Parquet).* The data on screen is unchanged\.$/);
  await expectRowCount(page, 5000);
  await expect(page.getByLabel('Dataset')).toHaveValue('people');
});
