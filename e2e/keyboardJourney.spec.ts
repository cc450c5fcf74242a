import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import {
  columnTexts,
  containsIgnoringCase,
  expectPage,
  expectRowCount,
  filterInput,
  filterState,
  globalSearch,
  header,
  parseCsv,
  readFilterState,
  rowCount,
  rowsSettled,
} from './helpers';

/*
 * One visitor, keyboard only: from the page load to a downloaded CSV with nothing but key
 * presses. No mouse, no locator.focus() or click(): where focus goes is what the page does
 * with Tab, Shift+Tab, Enter and the arrows, and every step proves it with toBeFocused().
 */

/** A short name for the focused element, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.getAttribute('col-id') ?? el.textContent?.trim().slice(0, 20);
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const row = el.closest('[aria-rowindex]')?.getAttribute('aria-rowindex');
    return `${role} "${name ?? ''}"${row ? ` (aria-rowindex ${row})` : ''}`;
  });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has focus, at most `max` times, and returns
 * how many presses it took. The failure names every element focus passed through.
 */
async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 30 } = {}): Promise<number> {
  const path: string[] = [await describeFocus(page)];
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    if (presses === max) break;
    await page.keyboard.press(key);
    path.push(await describeFocus(page));
  }
  throw new Error(`${target.toString()} not focused after ${max} × ${key}; focus went ${path.join(' → ')}`);
}

/** Selects the focused input's text and deletes it, as a person clears a box by keyboard. */
async function clearFocusedInput(page: Page) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/**
 * The `N Rows` count on screen, as a number, once the rows asked for are there: the filter state
 * shows a filter as it is committed, and the count follows with the worker's answer.
 */
async function shownRowCount(page: Page): Promise<number> {
  await rowsSettled(page);
  const text = await rowCount(page).innerText();
  return Number(/^(\d+) Rows$/.exec(text)?.[1]);
}

/** match-sorter's pass rule at its default threshold: the term's letters in order, accents and case ignored. */
function fuzzyMatches(text: string, term: string): boolean {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const wanted = plain(term);
  let at = 0;
  for (const ch of plain(text)) if (ch === wanted[at]) at++;
  return at === wanted.length;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const descendingIds = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from - i));

test('the whole journey by keyboard alone: search, filters, sort, pager, page size, refresh, export', async ({ page }) => {
  test.setTimeout(120_000);
  await openGrid(page); // 5000 Rows, seed 42

  // 1. Global search: the second Tab stop of the page, after the dataset switcher.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Dataset')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(globalSearch(page)).toBeFocused();
  await page.keyboard.type('ann');
  await expect(filterState(page)).toContainText('"globalFilter": "ann"');
  await expect(rowCount(page)).not.toHaveText('5000 Rows');
  const searched = await shownRowCount(page);
  expect(searched).toBeGreaterThan(0);
  expect(searched).toBeLessThan(5000);
  const ids = await columnTexts(page, 'id');
  const [firstNames, lastNames, fullNames] = [
    await columnTexts(page, 'firstName'),
    await columnTexts(page, 'lastName'),
    await columnTexts(page, 'fullName'),
  ];
  expect(ids).toHaveLength(10);
  ids.forEach((id, i) =>
    expect([id, firstNames[i]!, lastNames[i]!, fullNames[i]!].some((text) => fuzzyMatches(text, 'ann')), `row ${id}`).toBe(true),
  );
  await clearFocusedInput(page);
  await expectRowCount(page, 5000);
  expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });

  // 2. Sort: on to the first header (past the three toolbar buttons), Enter cycles the sort.
  await pressUntilFocused(page, header(page, 'id'), { max: 10 });
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'none');
  await page.keyboard.press('Enter');
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
  expect(await columnTexts(page, 'id')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  await page.keyboard.press('Enter');
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(4999, 10));
  await expect(header(page, 'id')).toBeFocused();

  // 3. Column filters: Tab walks the headers, then into each floating filter's input and its
  // Match button.
  await pressUntilFocused(page, filterInput(page, 'id'), { max: 6 });
  await page.keyboard.type('4242');
  await expectRowCount(page, 1);
  expect(await columnTexts(page, 'id')).toEqual(['4242']);
  expect(await readFilterState(page)).toEqual({ columnFilters: [{ id: 'id', value: '4242' }], globalFilter: '' });
  await clearFocusedInput(page);
  await expectRowCount(page, 5000);

  await page.keyboard.press('Tab'); // each input is followed by its Match button
  await expect(page.getByRole('button', { name: 'Match id' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'firstName')).toBeFocused();
  await page.keyboard.type('An');
  await expect(filterState(page)).toContainText('"An"');
  const byFirstName = await shownRowCount(page);
  expect(byFirstName).toBeGreaterThan(0);
  expect(byFirstName).toBeLessThan(5000);
  expect((await columnTexts(page, 'firstName')).filter((name) => !name.includes('An'))).toEqual([]);

  await page.keyboard.press('Tab'); // each input is followed by its Match button
  await expect(page.getByRole('button', { name: 'Match firstName' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'lastName')).toBeFocused();
  await page.keyboard.type('SON');
  await expect(filterState(page)).toContainText('"SON"');
  await expect(rowCount(page)).not.toHaveText(`${byFirstName} Rows`);
  const byLastName = await shownRowCount(page);
  expect(byLastName).toBeGreaterThan(0);
  expect((await columnTexts(page, 'lastName')).filter((name) => !containsIgnoringCase(name, 'son'))).toEqual([]);
  expect((await columnTexts(page, 'firstName')).filter((name) => !name.includes('An'))).toEqual([]);

  await page.keyboard.press('Tab'); // each input is followed by its Match button
  await expect(page.getByRole('button', { name: 'Match Last Name' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'fullName')).toBeFocused();
  await page.keyboard.type('ane');
  await expect(filterState(page)).toContainText('"ane"');
  expect(await readFilterState(page)).toEqual({
    columnFilters: [
      { id: 'firstName', value: 'An' },
      { id: 'lastName', value: 'SON' },
      { id: 'fullName', value: 'ane' },
    ],
    globalFilter: '',
  });
  const byFullName = await shownRowCount(page);
  expect(byFullName).toBeGreaterThan(0);
  expect(byFullName).toBeLessThan(byLastName);
  expect((await columnTexts(page, 'fullName')).filter((name) => !fuzzyMatches(name, 'ane'))).toEqual([]);
  // Full Name was not the first filter, so the sort stays where Enter put it.
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');

  // Clear the three, walking back with Shift+Tab.
  await clearFocusedInput(page);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Match Last Name' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(filterInput(page, 'lastName')).toBeFocused();
  await clearFocusedInput(page);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Match firstName' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(filterInput(page, 'firstName')).toBeFocused();
  await clearFocusedInput(page);
  await expectRowCount(page, 5000);
  await expect.poll(() => readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });

  // 4. Pager buttons: past the rest of the grid. On page 1, First and Previous are disabled
  // but keep their Tab stops (aria-disabled), so focus survives reaching either end.
  await expectPage(page, 1, 500);
  await pressUntilFocused(page, button(page, 'First page'));
  await expect(button(page, 'First page')).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(button(page, 'First page')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Previous page')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Next page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, 2, 500);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(4989, 10));
  await expect(button(page, 'Next page')).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(button(page, 'Previous page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, 1, 500);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(4999, 10));
  await expect(button(page, 'Previous page')).toBeFocused();

  await pressUntilFocused(page, button(page, 'Last page'), { max: 3 });
  await page.keyboard.press('Enter');
  await expectPage(page, 500, 500);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(9, 10));
  await expect(button(page, 'Last page')).toBeFocused();

  await pressUntilFocused(page, button(page, 'First page'), { key: 'Shift+Tab', max: 3 });
  await page.keyboard.press('Enter');
  await expectPage(page, 1, 500);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(4999, 10));
  await expect(button(page, 'First page')).toBeFocused();

  // 5. Page size: the select takes the arrow keys.
  const pageSize = page.getByLabel('Page size');
  await pressUntilFocused(page, pageSize, { max: 6 });
  await page.keyboard.press('ArrowDown');
  await expect(pageSize).toHaveValue('20');
  await expectPage(page, 1, 250);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(4999, 20));

  // 6. Go to page: just before the page size.
  const goTo = page.getByLabel('Go to page');
  await page.keyboard.press('Shift+Tab');
  await expect(goTo).toBeFocused();
  await clearFocusedInput(page);
  await page.keyboard.type('7');
  await expectPage(page, 7, 250);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(4999 - 6 * 20, 20));
  await page.keyboard.press('Tab');
  await expect(pageSize).toBeFocused();
  await expect(goTo).toHaveValue('7');

  // 7. Refresh Data: on round past the end of the page to the toolbar.
  const refresh = button(page, 'Refresh Data');
  await pressUntilFocused(page, refresh, { max: 6 });
  await page.keyboard.press('Enter');
  await expectRowCount(page, 50000);
  await expectPage(page, 1, 2500);
  expect(await columnTexts(page, 'id')).toEqual(descendingIds(49999, 20));
  await expect(refresh).toBeEnabled();
  await expect(refresh).toBeFocused();

  // 8. Export CSV: the next button; the download holds the 50000 rows in the grid's order.
  await page.keyboard.press('Tab');
  await expect(button(page, 'Export CSV')).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('people.csv');
  const [headerLine, ...records] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(headerLine).toEqual(['id', 'firstName', 'Last Name', 'Full Name']);
  expect(records).toHaveLength(50000);
  expect(records.slice(0, 3).map(([id]) => id)).toEqual(descendingIds(49999, 3));
  expect(records.at(-1)?.[0]).toBe('0');
});
