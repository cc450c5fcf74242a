import type { Page } from '@playwright/test';
import { workbook } from '../tests/support/workbooks';
import { expect, openGrid, test } from './fixtures';
import { BURST_MS, columnTexts, dropFile, expectRowCount, notices } from './helpers';

const fileInput = (page: Page) => page.getByLabel('File to open');
const headers = (page: Page) => page.locator('.ag-header-row-column .ag-header-cell-text');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const sheetSwitcher = (page: Page) => page.getByLabel('Sheet', { exact: true });
const lastNotice = (page: Page) => notices(page).getByRole('listitem').last();

const ROWS = 120;
const day = (i: number) => new Date(Date.UTC(2014, i % 12, 1 + (i % 28)));
const CITIES = ['Zürich', 'Paris', 'Oslo'];

/** A workbook of two sheets as a person keeps one: typed cells, a formula, a merged title over the second sheet. */
const book = () =>
  workbook((wb) => {
    const orders = wb.addWorksheet('Orders');
    orders.addRow(['id', 'city', 'amount', 'day', 'paid', 'double']);
    for (let i = 0; i < ROWS; i++) orders.addRow([i + 1, CITIES[i % 3], (i % 7) * 2.5, day(i), i % 2 === 0, { formula: `C${i + 2}*2`, result: (i % 7) * 5 }]);
    orders.getColumn(4).numFmt = 'yyyy-mm-dd';
    const stock = wb.addWorksheet('Stock levels');
    stock.addRow(['Stock on hand']);
    stock.mergeCells('A1:B1');
    stock.addRow([]);
    stock.addRow(['sku', 'count']);
    stock.addRow(['A-1', 5]);
    stock.addRow(['B-2', 12]);
  });

const iso = (date: Date) => date.toISOString().slice(0, 10);

test('a workbook opens by the file picker: its first sheet typed, a Sheet switcher for the others, Back and Forward between them', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=4');
  await fileInput(page).setInputFiles({ name: 'book.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book()) });
  await expectRowCount(page, ROWS);
  await expect(headers(page)).toHaveText(['row', 'id', 'city', 'amount', 'day', 'paid', 'double'], { useInnerText: true });
  await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('book.xlsx');
  await expect(sheetSwitcher(page)).toHaveValue('Orders');
  await expect(sheetSwitcher(page).locator('option')).toHaveText(['Orders', 'Stock levels']);
  expect(await columnTexts(page, 'day')).toEqual(Array.from({ length: 10 }, (_, i) => iso(day(i))));
  expect(await columnTexts(page, 'paid')).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'TRUE' : 'FALSE')));
  expect(await columnTexts(page, 'double')).toEqual(Array.from({ length: 10 }, (_, i) => String((i % 7) * 5)));

  await test.step('a date column sorts by value and filters by month; a number column sorts by value', async () => {
    await page.getByLabel('Filter day', { exact: true }).fill('2014-03');
    const march = Array.from({ length: ROWS }, (_, i) => i).filter((i) => day(i).getUTCMonth() === 2);
    await expectRowCount(page, march.length);
    await page.getByLabel('Filter day', { exact: true }).fill('');
    await expectRowCount(page, ROWS);
    const amount = header(page, 'amount');
    await amount.click();
    await amount.click();
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(await columnTexts(page, 'amount')).toEqual(Array(10).fill('15'));
    await expect(page).toHaveURL(/[?&]file=book\.xlsx&sheet=Orders&.*sort=amount%3Adesc/);
  });

  await test.step('another sheet opens by its name: the first non-empty row names its columns, a merged title in its first cell', async () => {
    // A sheet read less than BURST_MS after the sort would share its step of history, and Back would skip the sort.
    await page.clock.runFor(BURST_MS);
    await sheetSwitcher(page).selectOption('Stock levels');
    await expectRowCount(page, 3);
    await expect(headers(page)).toHaveText(['row', 'Stock on hand', 'column 2'], { useInnerText: true });
    // Column ids are the names' safe forms (model/fileColumns.ts): `Stock on hand` is `Stock_on_hand`.
    expect(await columnTexts(page, 'Stock_on_hand')).toEqual(['sku', 'A-1', 'B-2']);
    await expect(sheetSwitcher(page)).toHaveValue('Stock levels');
    await expect(page).toHaveURL(/[?&]file=book\.xlsx&sheet=Stock\+levels/);
  });

  await test.step('Back reads the first sheet again with its view; Forward the second', async () => {
    await page.goBack();
    await expect(sheetSwitcher(page)).toHaveValue('Orders');
    await expectRowCount(page, ROWS);
    await expect(header(page, 'amount')).toHaveAttribute('aria-sort', 'descending');
    expect(await columnTexts(page, 'amount')).toEqual(Array(10).fill('15'));
    await page.goForward();
    await expect(sheetSwitcher(page)).toHaveValue('Stock levels');
    await expectRowCount(page, 3);
  });

  await test.step('a workbook of one sheet has no Sheet switcher', async () => {
    const single = await workbook((wb) => wb.addWorksheet('Only').addRows([['n'], [1], [2]]));
    await fileInput(page).setInputFiles({ name: 'one.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(single) });
    await expectRowCount(page, 2);
    await expect(sheetSwitcher(page)).toHaveCount(0);
  });
});

test('a workbook dropped on the page opens', async ({ page }) => {
  await openGrid(page, '?seed=5');
  await dropFile(page, { name: 'dropped.xlsx', content: await book() });
  await expectRowCount(page, ROWS);
  expect(await columnTexts(page, 'city')).toEqual(Array.from({ length: 10 }, (_, i) => CITIES[i % 3]!));
  const id = header(page, 'id');
  await id.click();
  await id.click();
  expect(await columnTexts(page, 'id')).toEqual(Array.from({ length: 10 }, (_, i) => String(ROWS - i)));
});

test('a password-protected workbook gets a notice and the data on screen stays', async ({ page }) => {
  await openGrid(page, '?seed=4');
  // An encrypted workbook is an OLE2 compound file holding an EncryptedPackage stream.
  const encrypted = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(encrypted);
  Buffer.from('EncryptedPackage', 'utf16le').copy(encrypted, 1024);
  await fileInput(page).setInputFiles({ name: 'secret.xlsx', mimeType: 'application/octet-stream', buffer: encrypted });
  await expect(lastNotice(page)).toHaveText(/^Could not open “secret\.xlsx”: “secret\.xlsx” is protected with a password, so it cannot be read\..* The data on screen is unchanged\.$/);
  await expectRowCount(page, 5000);
  await expect(page.getByLabel('Dataset')).toHaveValue('people');
});
