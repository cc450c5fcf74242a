import type { Page } from '@playwright/test';
import { clearWithEscape, columnTexts, expectRowCount, filterInput, globalSearch, header, typeAndApply } from './helpers';
import { expect, openGrid, test } from './fixtures';
import { expectDump } from './robustHelpers';

/** Each shown cell of a column: its text and the text of its <mark>s, in order. */
async function markedCells(page: Page, colId: string) {
  await expect(page.locator('.grid[aria-busy="true"]')).toHaveCount(0);
  return page.locator(`.ag-row [col-id="${colId}"]`).evaluateAll((cells) =>
    cells.map((cell) => ({
      text: cell.textContent ?? '',
      marks: [...cell.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
      html: cell.innerHTML,
    })),
  );
}

/** The leftmost in-order characters of `term` in `text`, ignoring case and accents. */
function inOrder(text: string, term: string): number[] | null {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const folded = [...text].map(fold);
  const wanted = fold(term);
  const found: number[] = [];
  let from = 0;
  for (const ch of wanted) {
    const at = folded.findIndex((c, i) => i >= from && c === ch);
    if (at < 0) return null;
    found.push(at);
    from = at + 1;
  }
  return found;
}

/** The fresh page's state: no filter, no sort, all rows from id 0, nothing marked. */
async function expectNoFilter(page: Page) {
  await expectDump(page, { columnFilters: [], globalFilter: '' });
  for (const col of ['id', 'firstName', 'lastName', 'fullName'] as const) {
    await expect(header(page, col)).not.toHaveAttribute('aria-sort', /ascending|descending/);
  }
  await expectRowCount(page, 5000);
  await expect(page.locator('.ag-row[row-index="0"] [col-id="id"]')).toHaveText('0');
  await expect(page.locator('.grid mark')).toHaveCount(0);
}

// One page load for the four filters on the same people (a load of 5000 rows costs seconds):
// each step clears what it typed and proves the grid is back to no filter and no marks.
test('each filter and the search mark what they matched', async ({ page }) => {
  await openGrid(page);
  await expectNoFilter(page);

  await test.step('an id filter marks the whole cell', async () => {
    await typeAndApply(page, filterInput(page, 'id'), '1234');
    expect(await markedCells(page, 'id')).toEqual([{ text: '1234', marks: ['1234'], html: '<span class="cell-text"><mark>1234</mark></span>' }]);
    await clearWithEscape(page, filterInput(page, 'id'));
    await expectNoFilter(page);
  });

  await test.step('contains filters mark the substring, each with its own case rule', async () => {
    await typeAndApply(page, filterInput(page, 'firstName'), 'an');
    const firstNames = await markedCells(page, 'firstName');
    expect(firstNames.length).toBeGreaterThan(0);
    for (const cell of firstNames) {
      // Every occurrence is marked (touching ones share a mark), and nothing else.
      const occurrences = cell.text.split('an').length - 1;
      expect(occurrences).toBeGreaterThan(0);
      expect(cell.marks.join('')).toBe('an'.repeat(occurrences));
    }
    await typeAndApply(page, filterInput(page, 'lastName'), 'ER');
    for (const cell of await markedCells(page, 'lastName')) {
      const occurrences = cell.text.toLowerCase().split('er').length - 1;
      expect(occurrences).toBeGreaterThan(0);
      expect(cell.marks.join('').toLowerCase()).toBe('er'.repeat(occurrences));
    }
    // Other columns mark nothing for these filters.
    for (const cell of await markedCells(page, 'id')) expect(cell.marks).toEqual([]);
    await clearWithEscape(page, filterInput(page, 'firstName'));
    await clearWithEscape(page, filterInput(page, 'lastName'));
    await expectNoFilter(page);
  });

  await test.step('the Full Name filter marks the characters of its in-order match', async () => {
    await typeAndApply(page, filterInput(page, 'fullName'), 'jsm');
    const cells = await markedCells(page, 'fullName');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      const expected = inOrder(cell.text, 'jsm')!.map((i) => cell.text[i]);
      expect(cell.marks.join('')).toBe(expected.join(''));
    }
    await clearWithEscape(page, filterInput(page, 'fullName'));
    // Filtering by Full Name also sorted by it (README): two clicks on its header, descending
    // then none, put back the unsorted order.
    await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
    await header(page, 'fullName').click();
    await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'descending');
    await header(page, 'fullName').click();
    await expectNoFilter(page);
  });

  await test.step('a filter that keeps the rows on the page still marks them', async () => {
    // Every Full Name has a space: a Case-insensitive " " keeps every row in id order, so no
    // cell's value changes and the marks alone must be drawn again.
    const ids = await columnTexts(page, 'id');
    const fullNames = await columnTexts(page, 'fullName');
    await page.getByRole('button', { name: 'Match Full Name', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Case-insensitive', exact: true }).click();
    await typeAndApply(page, filterInput(page, 'fullName'), ' ');
    await expectRowCount(page, 5000);
    const cells = await markedCells(page, 'fullName');
    expect(cells.map((cell) => cell.text)).toEqual(fullNames);
    expect(await columnTexts(page, 'id')).toEqual(ids);
    for (const cell of cells) expect(cell.marks).toEqual([' ']);
    await clearWithEscape(page, filterInput(page, 'fullName'));
    await page.getByRole('button', { name: 'Match Full Name', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Fuzzy', exact: true }).click();
    await expectNoFilter(page);
  });

  await test.step('the global search marks its match in every column it matched', async () => {
    await typeAndApply(page, globalSearch(page), 'ann');
    for (const colId of ['firstName', 'lastName', 'fullName']) {
      for (const cell of await markedCells(page, colId)) {
        const positions = inOrder(cell.text, 'ann');
        if (positions) expect(cell.marks.join('').toLowerCase()).toBe('ann');
        else expect(cell.marks).toEqual([]);
      }
    }
    const fullNames = await markedCells(page, 'fullName');
    expect(fullNames.every((cell) => cell.marks.length > 0)).toBe(true);
  });
});

test('marks are text: a name that looks like markup is shown, not run', async ({ page }) => {
  await openGrid(page, '?seed=3&names=markup&rows=500', 500);
  await typeAndApply(page, filterInput(page, 'firstName'), '<b>');
  const cells = await markedCells(page, 'firstName');
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.text).toBe('<b>bold</b>');
    expect(cell.marks).toEqual(['<b>']);
    expect(cell.html).toBe('<span class="cell-text"><mark>&lt;b&gt;</mark>bold&lt;/b&gt;</span>');
  }
  await expect(page.locator('.grid b')).toHaveCount(0);
});
