import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, openGrid, test } from './fixtures';
import { applyOnFakeClock, columnTexts, expectRowCount, exportCsv, filterInput, header, parseCsv, rowsSettled } from './helpers';

/*
 * Spreadsheet habits: Ctrl+C on a cell, rows selected by checkbox, Space and Shift across
 * pages, the header checkbox for every row that passes, Ctrl+C and Export of the selected rows.
 */

const rowCountText = (page: Page) => page.locator('.row-count');
const checkbox = (page: Page, n: number) => page.getByRole('checkbox', { name: `Select row ${n}`, exact: true });
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Select all rows' });
const cell = (page: Page, rowIndex: number, colId: string) => page.locator(`.ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Records every text the `Copy status` region shows from now on (it clears itself after a while). */
async function watchCopyStatus(page: Page) {
  await page.getByRole('status', { name: 'Copy status' }).evaluate((region) => {
    const seen: string[] = [];
    (window as unknown as { copyTexts: string[] }).copyTexts = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });
  return {
    /** Waits until the region has said `text` since the last wait, then forgets what it said. */
    said: async (text: string) => {
      await expect.poll(() => page.evaluate(() => (window as unknown as { copyTexts: string[] }).copyTexts)).toContain(text);
      await page.evaluate(() => (window as unknown as { copyTexts: string[] }).copyTexts.splice(0));
    },
  };
}

/** Copies with Ctrl+C (Cmd+C on a Mac) and waits for the confirmation; returns the clipboard's text. */
async function copy(page: Page, status: Awaited<ReturnType<typeof watchCopyStatus>>, confirmation: string) {
  await page.keyboard.press('ControlOrMeta+c');
  await status.said(confirmation);
  return clipboard(page);
}

/** Clicks Export selected and reads the download's records (after the header). */
async function exportSelected(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export selected' }).click()]);
  const [head, ...records] = parseCsv(readFileSync(await download.path(), 'utf8'));
  return { head, records };
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** Each row on the page (the totals row left out) as `<row-index>:<aria-selected>`, top to bottom. */
const rowsSelected = (page: Page) =>
  page.locator('.ag-row[role="row"][row-index]').evaluateAll((rows) =>
    rows
      .map((row) => [Number(row.getAttribute('row-index')), row.getAttribute('aria-selected')] as const)
      .filter(([index]) => Number.isInteger(index)) // the totals row's b-0 is not a number
      .sort((a, b) => a[0] - b[0])
      .map(([index, selected]) => `${index}:${selected}`),
  );

test('Ctrl+C copies a cell; rows are selected by mouse and keyboard across pages, kept through sorting, and copied and exported in order', async ({ page }) => {
  await page.clock.install();
  await openGrid(page);
  const status = await watchCopyStatus(page);

  await test.step('Ctrl+C on a focused cell copies its text, without the marks', async () => {
    await applyOnFakeClock(page, filterInput(page, 'lastName'), 'son');
    // The dump shows the committed filter; its rows come from the worker after it.
    await rowsSettled(page);
    const lastName = cell(page, 1, 'lastName');
    const shown = await lastName.innerText();
    expect(shown.toLowerCase()).toContain('son');
    await lastName.click();
    expect(await copy(page, status, 'Copied 1 cell')).toBe(shown);
    await cell(page, 0, 'id').click();
    expect(await copy(page, status, 'Copied 1 cell')).toBe(await cell(page, 0, 'id').innerText());
    await filterInput(page, 'lastName').focus();
    await page.keyboard.press('Escape');
    await expectRowCount(page, 5000);
  });

  await test.step('a click on a checkbox, Shift+click for a range, Space and Shift+Space on a row', async () => {
    await checkbox(page, 1).click();
    await expect(checkbox(page, 1)).toBeChecked();
    await expect(rowCountText(page)).toHaveText('5000 Rows, 1 selected');
    await expect(page.getByRole('button', { name: 'Export selected' })).toBeVisible();
    await checkbox(page, 4).click({ modifiers: ['Shift'] });
    await expect(rowCountText(page)).toHaveText('5000 Rows, 4 selected');
    for (const n of [1, 2, 3, 4]) await expect(checkbox(page, n)).toBeChecked();
    await expect(checkbox(page, 5)).not.toBeChecked();

    await cell(page, 6, 'firstName').click(); // row 7
    await page.keyboard.press('Space');
    await expect(checkbox(page, 7)).toBeChecked();
    await page.keyboard.press('Space');
    await expect(checkbox(page, 7)).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(rowCountText(page)).toHaveText('5000 Rows, 5 selected');
    // Focus stays in the cell, so the arrow keys go on from there.
    await expect(cell(page, 6, 'firstName')).toBeFocused();

    // Next page: its rows 11 and 12 to 13 (the grid holds the page: row 11 is its first row).
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(cell(page, 0, 'id')).toHaveText('10');
    await cell(page, 0, 'id').click();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Space');
    await expect(rowCountText(page)).toHaveText('5000 Rows, 8 selected');
    for (const n of [11, 12, 13]) await expect(checkbox(page, n)).toBeChecked();
    // The rows say it too, as a grid's selected rows do (aria-selected), on every part of a row.
    await expect.poll(() => rowsSelected(page)).toEqual(['0:true', '1:true', '2:true', '3:false', '4:false', '5:false', '6:false', '7:false', '8:false', '9:false']);
    await page.keyboard.press('Space'); // row 13 again: not selected
    await expect.poll(() => rowsSelected(page)).toEqual(['0:true', '1:true', '2:false', '3:false', '4:false', '5:false', '6:false', '7:false', '8:false', '9:false']);
    await page.keyboard.press('Space');
    await expect(rowCountText(page)).toHaveText('5000 Rows, 8 selected');
  });

  const selectedIds = ['0', '1', '2', '3', '6', '10', '11', '12'];
  await test.step('the selection survives paging and sorting; Ctrl+C copies every selected row in the current order, with a header', async () => {
    await page.getByRole('button', { name: 'Previous page' }).click();
    for (const n of [1, 2, 3, 4, 7]) await expect(checkbox(page, n)).toBeChecked();
    await header(page, 'id').click();
    await header(page, 'id').click();
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');
    await expect(rowCountText(page)).toHaveText('5000 Rows, 8 selected');
    // A person clicks a cell of the rows they see: the sorted ones (a cell clicked as they are drawn is replaced).
    await expect(cell(page, 0, 'id')).toHaveText('4999');
    await cell(page, 0, 'id').click();
    await expect(cell(page, 0, 'id')).toBeFocused();
    const text = await copy(page, status, 'Copied 8 rows');
    const lines = text.split('\n').map((line) => line.split('\t'));
    expect(lines[0]).toEqual(['id', 'firstName', 'Last Name', 'Full Name']);
    expect(lines.slice(1).map((line) => line[0])).toEqual([...selectedIds].reverse());
  });

  await test.step('Export selected exports just those rows, in the same order', async () => {
    const { head, records } = await exportSelected(page);
    expect(head).toEqual(['id', 'firstName', 'Last Name', 'Full Name']);
    expect(records.map((record) => record[0])).toEqual([...selectedIds].reverse());
  });

  await test.step('a filter keeps only the selected rows that still pass, also once it is cleared', async () => {
    await applyOnFakeClock(page, filterInput(page, 'id'), '11');
    await expect(rowCountText(page)).toHaveText('1 Rows, 1 selected');
    await filterInput(page, 'id').focus();
    await page.keyboard.press('Escape');
    await expect(rowCountText(page)).toHaveText('5000 Rows, 1 selected');
  });

  await test.step('the header checkbox selects every row that passes, on every page, and then none', async () => {
    await applyOnFakeClock(page, filterInput(page, 'lastName'), 'son');
    // The count is read from the screen: once the filter's rows (and their count) are there.
    await rowsSettled(page);
    const passing = Number((await rowCountText(page).innerText()).match(/^(\d+) Rows/)![1]);
    expect(passing).toBeGreaterThan(10);
    await expect(rowCountText(page)).toHaveText(`${passing} Rows`); // row 11 does not pass
    await selectAll(page).click();
    await expect(rowCountText(page)).toHaveText(`${passing} Rows, ${passing} selected`);
    await expect(selectAll(page)).toBeChecked();
    await cell(page, 0, 'lastName').click();
    const text = await copy(page, status, `Copied ${passing} rows`);
    const lastNames = text.split('\n').slice(1).map((line) => line.split('\t')[2]!);
    expect(lastNames).toHaveLength(passing);
    for (const lastName of lastNames) expect(lastName.toLowerCase()).toContain('son');
    // Some unselected: the header box is mixed; a click selects all again, one more clears.
    await checkbox(page, 1).click();
    await expect(selectAll(page)).toHaveJSProperty('indeterminate', true);
    await selectAll(page).click();
    await expect(rowCountText(page)).toHaveText(`${passing} Rows, ${passing} selected`);
    await selectAll(page).click();
    await expect(rowCountText(page)).toHaveText(`${passing} Rows`);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(checkbox(page, 2)).not.toBeChecked();
  });

  await test.step('by keyboard: Space on the header checkbox cell selects all, again none', async () => {
    await cell(page, 0, 'id').click();
    await page.keyboard.press('ArrowLeft'); // the checkbox cell
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp'); // up to its header
    await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="$select"]')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(selectAll(page)).toBeChecked();
    await page.keyboard.press('Space');
    await expect(selectAll(page)).not.toBeChecked();
  });

  await test.step('Export CSV and Ctrl+C follow the columns as shown: a hidden column is left out', async () => {
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'firstName' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ag-header-row-column [col-id="firstName"]')).toHaveCount(0);
    const { header: exported } = await exportCsv(page);
    expect(exported).toEqual(['id', 'Last Name', 'Full Name']);
    await checkbox(page, 1).click();
    await cell(page, 0, 'id').click();
    const text = await copy(page, status, 'Copied 1 row');
    expect(text.split('\n')[0]!.split('\t')).toEqual(['id', 'Last Name', 'Full Name']);
  });
});

test('copying never loses data: tabs, line breaks and quotes paste back as the same values', async ({ page }) => {
  const tricky = JSON.parse(readFileSync('tests/fixtures/tricky.expected.json', 'utf8')) as { headers: string[]; rows: string[][] };
  await openGrid(page);
  const status = await watchCopyStatus(page);
  await page.getByLabel('File to open').setInputFiles('tests/fixtures/tricky.csv');
  await expectRowCount(page, tricky.rows.length);
  await selectAll(page).click();
  // The selection of every passing row is the worker's answer: a Ctrl+C before it copies the cell.
  await expect(rowCountText(page)).toHaveText(`${tricky.rows.length} Rows, ${tricky.rows.length} selected`);
  await cell(page, 0, 'name').click();
  const text = await copy(page, status, `Copied ${tricky.rows.length} rows`);
  // A spreadsheet's paste reads quoted tab-separated text as Papa Parse does.
  const pasted = Papa.parse<string[]>(text, { delimiter: '\t', newline: '\n' }).data;
  expect(pasted).toEqual([['row', ...tricky.headers], ...tricky.rows.map((row, i) => [String(i + 1), ...row])]);

  // One cell with a tab, one with a line break: quoted, so each pastes as one cell.
  await selectAll(page).click();
  await expect(rowCountText(page)).toHaveText(`${tricky.rows.length} Rows`);
  const rowWith = (value: string) => tricky.rows.findIndex((row) => row.includes(value));
  for (const [colId, value] of [['name', 'tab\there'], ['note', 'line one\nline two']] as const) {
    await cell(page, rowWith(value), colId).click();
    const copied = await copy(page, status, 'Copied 1 cell');
    expect(Papa.parse<string[]>(copied, { delimiter: '\t', newline: '\n' }).data).toEqual([[value]]);
  }
  expect(await columnTexts(page, 'name')).toContain('tab\there');
});

test('Ctrl+C on a group cell copies its key and count as shown; on the totals cell, its total', async ({ page }) => {
  await page.goto('/?seed=7&rows=40&group=lastName&agg=id:sum');
  const totals = page.locator('.ag-row[row-index="b-0"] [col-id="$group"]');
  await expect(totals).toHaveText('Total (40)');
  const status = await watchCopyStatus(page);
  const firstGroup = cell(page, 0, '$group');
  const shown = await firstGroup.innerText();
  expect(shown).toMatch(/^.+ \(\d+\)$/);
  await firstGroup.click();
  expect(await copy(page, status, 'Copied 1 cell')).toBe(shown);
  await totals.click();
  expect(await copy(page, status, 'Copied 1 cell')).toBe('Total (40)');
});

test('rows say whether they are selected, with a pinned column too; a group row drawn where a selected row was is not', async ({ page }) => {
  await openGrid(page, '?seed=7&rows=40&cols=lastName.pin.w200', 40);
  await checkbox(page, 1).click();
  await checkbox(page, 3).click();
  await expect.poll(() => rowsSelected(page)).toEqual(['0:true', '1:false', '2:true', '3:false', '4:false', '5:false', '6:false', '7:false', '8:false', '9:false']);
  await page.getByRole('button', { name: 'Column menu Last Name', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Group by Last Name' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ag-row[row-index="0"][aria-level="1"]')).toHaveCount(1);
  await expect.poll(async () => (await rowsSelected(page)).filter((row) => !row.endsWith(':false'))).toEqual([]);
  await expect(rowCountText(page)).toHaveText('40 Rows, 2 selected');
});

test('nested people: a closed row’s selected sub rows are no longer selected, as rows a filter leaves out; what is counted is what is copied and exported', async ({ page }) => {
  await page.goto('/?seed=1&rows=20&sub=2,2');
  await expectRowCount(page, 20);
  const status = await watchCopyStatus(page);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expectRowCount(page, 140);
  for (const n of [1, 2, 3]) await checkbox(page, n).check();
  await expect(rowCountText(page)).toHaveText('140 Rows, 3 selected');

  await test.step('Collapse all: only the top row stays selected, and it alone is copied and exported', async () => {
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(rowCountText(page)).toHaveText('20 Rows, 1 selected');
    await expect(selectAll(page)).toHaveJSProperty('indeterminate', true);
    await cell(page, 0, 'firstName').click();
    const copied = Papa.parse<string[]>((await copy(page, status, 'Copied 1 row')).trim(), { delimiter: '\t' }).data;
    expect(copied.map((row) => row[1])).toEqual(['id', '0']);
    expect((await exportSelected(page)).records.map((record) => record[1])).toEqual(['0']);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(rowCountText(page)).toHaveText('140 Rows, 1 selected');
    await expect(checkbox(page, 2)).not.toBeChecked();
  });

  await test.step('every row selected, one row closed: its sub rows leave the selection, every row shown stays selected', async () => {
    await selectAll(page).click(); // from some selected, it selects all once the passing rows come
    await expect(rowCountText(page)).toHaveText('140 Rows, 140 selected');
    await page.getByRole('button', { name: 'Collapse row 0', exact: true }).click();
    await expect(rowCountText(page)).toHaveText('134 Rows, 134 selected');
    await expect(selectAll(page)).toBeChecked();
    await cell(page, 0, 'firstName').click();
    await copy(page, status, 'Copied 134 rows');
  });
});
