import type { Page } from '@playwright/test';
import { dateDay, decimal, dictionary, int64, tableFromArrays, tableToIPC, timestamp, TimeUnit, utf8 } from '@uwdata/flechette';
import { expect, openGrid, test } from './fixtures';
import { columnTexts, dropFile, expectRowCount, notices } from './helpers';

const fileInput = (page: Page) => page.getByLabel('File to open');
const headers = (page: Page) => page.locator('.ag-header-row-column .ag-header-cell-text');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

const SIZE = 3000;
const CITIES = ['Zürich', 'Paris', null];
const day = (i: number) => new Date(Date.UTC(2014, i % 12, 1 + (i % 28)));

/** An Arrow table as pandas, Polars or DuckDB write one: record batches, a dictionary, 64-bit integers, decimals, days and UTC timestamps. */
const orders = (format: 'file' | 'stream') =>
  Buffer.from(
    tableToIPC(
      tableFromArrays(
        {
          id: Array.from({ length: SIZE }, (_, i) => BigInt(i + 1)),
          city: Array.from({ length: SIZE }, (_, i) => CITIES[i % 3]),
          price: Array.from({ length: SIZE }, (_, i) => BigInt((i % 50) * 125)),
          day: Array.from({ length: SIZE }, (_, i) => day(i)),
          at: Array.from({ length: SIZE }, (_, i) => new Date(Date.UTC(2015, 0, 1, i % 24))),
        },
        { types: { id: int64(), city: dictionary(utf8()), price: decimal(8, 2, 64), day: dateDay(), at: timestamp(TimeUnit.MILLISECOND, 'UTC') }, maxBatchRows: 1000 },
      ),
      { format },
    )!,
  );

const iso = (date: Date) => date.toISOString().slice(0, 10);

test('an Arrow file opens by the file picker under the page’s Content-Security-Policy: its schema’s types, sorted and filtered by value', async ({ page }) => {
  await openGrid(page, '?seed=4');
  await fileInput(page).setInputFiles({ name: 'orders.arrow', mimeType: 'application/vnd.apache.arrow.file', buffer: orders('file') });
  await expectRowCount(page, SIZE);
  await expect(headers(page)).toHaveText(['row', 'id', 'city', 'price', 'day', 'at'], { useInnerText: true });
  await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('orders.arrow');
  expect(await columnTexts(page, 'city')).toEqual(Array.from({ length: 10 }, (_, i) => CITIES[i % 3] ?? ''));
  expect(await columnTexts(page, 'price')).toEqual(Array.from({ length: 10 }, (_, i) => ((i % 50) * 1.25).toFixed(2)));
  expect(await columnTexts(page, 'at')).toEqual(Array.from({ length: 10 }, (_, i) => `2015-01-01T${String(i % 24).padStart(2, '0')}:00:00Z`));
  await expect(page.getByRole('button', { name: 'Match price', exact: true })).toHaveAccessibleDescription('Matching: Exact');

  // A decimal sorts by value: 61.25 (49 × 1.25) first, descending.
  const price = header(page, 'price');
  await price.click();
  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 'price')).toEqual(Array(10).fill('61.25'));

  // A day column matches On a month.
  await page.getByLabel('Filter day', { exact: true }).fill('2014-03');
  const march = Array.from({ length: SIZE }, (_, i) => i).filter((i) => day(i).getUTCMonth() === 2);
  await expectRowCount(page, march.length);
  // Still sorted by price, descending: the exact reverse of ascending, so ties in reverse file order.
  const shown = march.sort((a, b) => (b % 50) - (a % 50) || b - a).slice(0, 10);
  expect(await columnTexts(page, 'day')).toEqual(shown.map((i) => iso(day(i))));
  expect(await columnTexts(page, 'id')).toEqual(shown.map((i) => String(i + 1)));
});

test('an Arrow stream dropped on the page opens', async ({ page }) => {
  await openGrid(page, '?seed=5');
  await dropFile(page, { name: 'orders.arrows', content: orders('stream') });
  await expectRowCount(page, SIZE);
  // 64-bit integers sort as numbers: 3000 first, descending.
  const id = header(page, 'id');
  await id.click();
  await id.click();
  expect(await columnTexts(page, 'id')).toEqual(Array.from({ length: 10 }, (_, i) => String(SIZE - i)));
});

test('a broken Arrow file gets a notice and the data on screen stays', async ({ page }) => {
  await openGrid(page, '?seed=4');
  await fileInput(page).setInputFiles({ name: 'broken.feather', mimeType: 'application/octet-stream', buffer: orders('file').subarray(0, 300) });
  await expect(notices(page).getByRole('listitem').last()).toHaveText(/^Could not open “broken\.feather”: “broken\.feather” is not an Apache Arrow IPC file or stream that can be read.* The data on screen is unchanged\.$/);
  await expectRowCount(page, 5000);
  await expect(page.getByLabel('Dataset')).toHaveValue('people');
});
