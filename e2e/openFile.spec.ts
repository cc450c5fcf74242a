import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { applyOnFakeClock, columnTexts, expectRowCount, exportCsv, globalSearch, naturalCompare, notices, parseCsv } from './helpers';
import { expect, openGrid, test } from './fixtures';

const fileInput = (page: Page) => page.getByLabel('File to open');
/** The header texts, in order, once drawn: AG Grid's React headers of new columns draw their text a task after the columns come. */
const expectHeaders = (page: Page, headers: string[]) =>
  expect(page.locator('.ag-header-row-column .ag-header-cell-text')).toHaveText(headers, { useInnerText: true });
const lastNotice = (page: Page) => notices(page).getByRole('listitem').last();
const reading = (page: Page) => page.getByRole('progressbar', { name: 'Reading the file' });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const filterInput = (page: Page, header: string) => page.getByLabel(`Filter ${header}`, { exact: true });

/** tests/fixtures/tricky.csv and what it holds, cell by cell (written by hand). */
const TRICKY = 'tests/fixtures/tricky.csv';
const tricky = JSON.parse(readFileSync('tests/fixtures/tricky.expected.json', 'utf8')) as { headers: string[]; rows: string[][] };

// One page for the fixture's journey: opening, the export round trip, the grid's features on
// the file, the switcher and the URL; each step leaves the file with no filter or sort.
test('a file opens by the file picker: every record comes back in its export, and the grid filters, sorts and searches it', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=5');
  await fileInput(page).setInputFiles(TRICKY);
  await expectRowCount(page, tricky.rows.length);

  await test.step('the file is a dataset of its own: a row column, then its columns; its name in the switcher and the URL', async () => {
    await expectHeaders(page, ['row', ...tricky.headers]);
    await expect(page.getByLabel('Dataset')).toHaveValue('file');
    await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('tricky.csv');
    await expect(page).toHaveURL(/[?&]file=tricky\.csv/);
    expect(await columnTexts(page, 'row')).toEqual(tricky.rows.map((_, i) => String(i + 1)));
    // The id column holds numbers: it matches Exact; text matches Case-insensitive.
    await expect(page.getByRole('button', { name: 'Match id', exact: true })).toHaveAccessibleDescription('Matching: Exact');
    await expect(page.getByRole('button', { name: 'Match name', exact: true })).toHaveAccessibleDescription('Matching: Case-insensitive');
  });

  await test.step('nothing lost: the export gives back every record with the same values, in the same order', async () => {
    const { fileName, text } = await exportCsv(page);
    expect(fileName).toBe('tricky.csv');
    expect(parseCsv(text)).toEqual([tricky.headers, ...tricky.rows]);
  });

  await test.step('a column filter, the global search (accents ignored) and a number sort work on the file', async () => {
    await applyOnFakeClock(page, filterInput(page, 'name'), 'ANNA');
    await expectRowCount(page, 1);
    expect(await columnTexts(page, 'name')).toEqual(['Smith, Anna']);
    await filterInput(page, 'name').focus();
    await page.keyboard.press('Escape');
    await applyOnFakeClock(page, globalSearch(page), 'zurich');
    await expectRowCount(page, 1);
    expect(await columnTexts(page, 'city')).toEqual(['Zürich']);
    await globalSearch(page).focus();
    await page.keyboard.press('Escape');
    await expectRowCount(page, tricky.rows.length);
    await header(page, 'id').click();
    await header(page, 'id').click();
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');
    expect(await columnTexts(page, 'id')).toEqual(tricky.rows.map((row) => row[0]!).reverse());
  });

  await test.step('empty cells sort last, ascending and descending', async () => {
    const codes = tricky.rows.map((row, i) => ({ code: row[4]!, row: i }));
    const byCode = (direction: 1 | -1) =>
      [...codes]
        .sort((a, b) => Number(a.code === '') - Number(b.code === '') || direction * naturalCompare(a.code, b.code) || direction * (a.row - b.row))
        .map(({ code }) => code);
    await header(page, 'code').click();
    await expect(header(page, 'code')).toHaveAttribute('aria-sort', 'ascending');
    expect(await columnTexts(page, 'code')).toEqual(byCode(1));
    await header(page, 'code').click();
    await expect(header(page, 'code')).toHaveAttribute('aria-sort', 'descending');
    expect(await columnTexts(page, 'code')).toEqual(byCode(-1));
    expect((await columnTexts(page, 'code')).slice(-2)).toEqual(['', '']);
  });

  await test.step('the switcher goes to People and back to the file, which the page still holds', async () => {
    await page.getByLabel('Dataset').selectOption('people');
    await expectRowCount(page, 5000);
    await page.getByLabel('Dataset').selectOption('file');
    await expectRowCount(page, tricky.rows.length);
    await expectHeaders(page, ['row', ...tricky.headers]);
  });

  await test.step('a reload cannot open the file again: People, and a notice saying to open it', async () => {
    await page.reload();
    await expectRowCount(page, 5000);
    await expect(lastNotice(page)).toHaveText(/“tricky\.csv” is a file that is not open here: open it again with Open file/);
  });

  await test.step('opened again, the file shows and that notice goes (it said People shows)', async () => {
    await fileInput(page).setInputFiles(TRICKY);
    await expectRowCount(page, tricky.rows.length);
    await expect(notices(page).getByText(/is a file that is not open here/)).toHaveCount(0);
  });
});

test('a file’s own column called row shows as row (2) beside the page’s, and exports as row: the export opens as the file did', async ({ page }) => {
  await openGrid(page, '?seed=5');
  const file = { name: 'positions.csv', mimeType: 'text/csv', buffer: Buffer.from('row,x\n5,a\n6,b\n') };
  await fileInput(page).setInputFiles(file);
  await expectRowCount(page, 2);
  await expectHeaders(page, ['row', 'row (2)', 'x']);
  const { text } = await exportCsv(page);
  expect(parseCsv(text)).toEqual([['row', 'x'], ['5', 'a'], ['6', 'b']]);
  // Opened again, the export is the same table.
  await fileInput(page).setInputFiles({ ...file, name: 'again.csv', buffer: Buffer.from(text) });
  await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('again.csv');
  await expectHeaders(page, ['row', 'row (2)', 'x']);
  expect(parseCsv((await exportCsv(page)).text)).toEqual([['row', 'x'], ['5', 'a'], ['6', 'b']]);
});

test('a file dropped on the page opens; a hint shows while it is dragged', async ({ page }) => {
  await openGrid(page, '?seed=5');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['city;people\nOslo;709000\nBergen;291000\n'], 'cities.csv', { type: 'text/csv' }));
    return transfer;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer });
  await expect(page.getByText('Drop the file to open it')).toBeVisible();
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await expect(page.getByText('Drop the file to open it')).toHaveCount(0);
  await expectRowCount(page, 2);
  await expectHeaders(page, ['row', 'city', 'people']);
  expect(await columnTexts(page, 'city')).toEqual(['Oslo', 'Bergen']);
  // A number column sorts by value, not as text: 291000 before 709000.
  await header(page, 'people').click();
  expect(await columnTexts(page, 'people')).toEqual(['291000', '709000']);
});

test('a file with column names People has never shows People’s rows under its headers, nor “No Rows” while its rows come', async ({ page }) => {
  await openGrid(page, '?seed=5');
  // Every state of the grid's DOM from here on, as a MutationObserver sees it: the columns' ids in
  // the header, each row's row/id/firstName texts, and whether a no-rows overlay is up.
  await page.evaluate(() => {
    const seen: { headers: string[]; rows: (string | null)[][]; noRows: boolean }[] = [];
    const text = (row: Element, colId: string) => row.querySelector(`.ag-cell[col-id="${colId}"]`)?.textContent ?? null;
    new MutationObserver(() =>
      seen.push({
        headers: [...document.querySelectorAll('.ag-header-row-column .ag-header-cell[col-id]')].map((cell) => cell.getAttribute('col-id')!),
        rows: [...document.querySelectorAll('.ag-row')].map((row) => ['row', 'id', 'firstName'].map((colId) => text(row, colId))),
        noRows: document.querySelector('.ag-overlay-no-rows-center, .ag-overlay-no-matching-rows-center') !== null,
      }),
    ).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['col-id'] });
    (window as unknown as { seen: typeof seen }).seen = seen;
  });
  await fileInput(page).setInputFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from('id,firstName\n1001,Ada\n1002,Bo\n') });
  await expectRowCount(page, 2);
  await expectHeaders(page, ['row', 'id', 'firstName']);
  const seen = await page.evaluate(() => (window as unknown as { seen: { headers: string[]; rows: (string | null)[][]; noRows: boolean }[] }).seen);
  const underFileHeaders = seen.filter((state) => state.headers.includes('row'));
  expect(underFileHeaders.length).toBeGreaterThan(0);
  // Only the file's own rows were ever drawn under its headers (People's rows kept their ids and names).
  const drawnUnderFileHeaders = new Set(underFileHeaders.flatMap(({ rows }) => rows.map((row) => JSON.stringify(row))));
  expect([...drawnUnderFileHeaders].sort()).toEqual([JSON.stringify(['1', '1001', 'Ada']), JSON.stringify(['2', '1002', 'Bo'])]);
  expect(seen.filter((state) => state.noRows)).toEqual([]);
});

/** A file of `records` one-field records (n, then 0, 1, 2, …): about 7 bytes a record. */
function manyRecords(path: string, records: number) {
  const lines = ['n'];
  for (let i = 0; i < records; i++) lines.push(String(i));
  writeFileSync(path, `${lines.join('\n')}\n`);
}

test('bad files get a clear notice and the data on screen stays; Cancel, a second file while one loads, and more than 1,000,000 records', async ({
  page,
}, testInfo) => {
  test.slow(); // reads a 17 MB file twice
  await openGrid(page, '?seed=5');

  await test.step('a file that cannot be a table: a notice, and the people stay', async () => {
    const bad: [string, Buffer, RegExp][] = [
      ['empty.csv', Buffer.from(''), /“empty\.csv” is empty/],
      ['header.csv', Buffer.from('a,b,c\n'), /“header\.csv” has column names but no records/],
      ['binary.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0x61]), /“binary\.csv” looks like a binary file/],
      ['invalid.json', Buffer.from('[{"a": 1},,]'), /“invalid\.json” is not valid JSON/],
      ['number.json', Buffer.from('42'), /“number\.json” holds .*, but/],
      ['line.csv', Buffer.from(`a\n"${'x'.repeat(1_100_000)}\n`), /holds a record longer than 1 MB/],
    ];
    for (const [name, buffer, notice] of bad) {
      await fileInput(page).setInputFiles({ name, mimeType: 'text/plain', buffer });
      await expect(lastNotice(page)).toHaveText(notice);
      await expect(lastNotice(page)).toContainText('The data on screen is unchanged.');
      await expectRowCount(page, 5000);
      await expect(page.getByLabel('Dataset')).toHaveValue('people');
      await expect(reading(page)).toHaveCount(0);
    }
  });

  await test.step('repaired files open and say what was repaired: invalid UTF-8, records with more or fewer fields', async () => {
    await fileInput(page).setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: Buffer.from([0x63, 0x69, 0x74, 0x79, 0x0a, 0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68, 0x0a]) });
    await expectRowCount(page, 1);
    await expect(notices(page)).toContainText('“latin1.csv” is not valid UTF-8 text');
    expect(await columnTexts(page, 'city')).toEqual(['Z\uFFFDrich']);
    await fileInput(page).setInputFiles({ name: 'ragged.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2,3\n4\n') });
    await expectRowCount(page, 2);
    await expectHeaders(page, ['row', 'a', 'b', 'column 3']);
    expect(await columnTexts(page, 'b')).toEqual(['2', '']);
    expect(await columnTexts(page, 'column_3')).toEqual(['3', '']);
  });

  const many = testInfo.outputPath('many.csv');
  manyRecords(many, 2_500_000);

  await test.step('Cancel stops reading; the file on screen stays', async () => {
    await fileInput(page).setInputFiles(many);
    // Reading 17 MB takes seconds: far longer than a click, even on a busy machine.
    await expect(reading(page)).toBeVisible();
    // The status says what is read; Cancel is beside it, not said with it.
    await expect(page.getByRole('status', { name: 'Data status' })).toHaveText('Reading many.csv…');
    // By keyboard: focus, which was on Cancel, goes to Open file, not to the page's start.
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(lastNotice(page)).toHaveText('Stopped reading the file. The data on screen is unchanged.');
    await expect(page.getByRole('button', { name: 'Open file' })).toBeFocused();
    await expect(reading(page)).toHaveCount(0);
    await expectRowCount(page, 2);
    await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('ragged.csv');
  });

  await test.step('a second file opened while the first is read replaces it', async () => {
    await fileInput(page).setInputFiles(many);
    await expect(reading(page)).toBeVisible();
    await fileInput(page).setInputFiles({ name: 'second.csv', mimeType: 'text/csv', buffer: Buffer.from('x\nonly\n') });
    await expectRowCount(page, 1);
    await expect(page.getByLabel('Dataset').locator('option:checked')).toHaveText('second.csv');
    expect(await columnTexts(page, 'x')).toEqual(['only']);
  });

  await test.step('more than 1,000,000 records: the first 1,000,000 open, and a notice says how many were left out', async () => {
    await fileInput(page).setInputFiles(many);
    // Cancel, focused while the file is read, goes when it is read: focus goes to Open file.
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await expectRowCount(page, 1_000_000);
    await expect(page.getByRole('button', { name: 'Open file' })).toBeFocused();
    await expect(lastNotice(page)).toHaveText('“many.csv” holds 2,500,000 records; the grid opened the first 1,000,000 (the most it holds) and left out the last 1,500,000.');
    await page.getByRole('button', { name: 'Last page' }).click();
    expect((await columnTexts(page, 'n')).at(-1)).toBe('999999');
  });
});
