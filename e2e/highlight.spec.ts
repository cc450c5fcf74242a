import type { Page } from '@playwright/test';
import { filterInput, globalSearch, typeAndApply } from './helpers';
import { expect, openGrid, test } from './fixtures';

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

test('an id filter marks the whole cell', async ({ page }) => {
  await openGrid(page);
  await typeAndApply(page, filterInput(page, 'id'), '1234');
  expect(await markedCells(page, 'id')).toEqual([{ text: '1234', marks: ['1234'], html: '<span><mark>1234</mark></span>' }]);
});

test('contains filters mark the substring, each with its own case rule', async ({ page }) => {
  await openGrid(page);
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
});

test('the Full Name filter marks the characters of its in-order match', async ({ page }) => {
  await openGrid(page);
  await typeAndApply(page, filterInput(page, 'fullName'), 'jsm');
  const cells = await markedCells(page, 'fullName');
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    const expected = inOrder(cell.text, 'jsm')!.map((i) => cell.text[i]);
    expect(cell.marks.join('')).toBe(expected.join(''));
  }
});

test('the global search marks its match in every column it matched', async ({ page }) => {
  await openGrid(page);
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

test('marks are text: a name that looks like markup is shown, not run', async ({ page }) => {
  await openGrid(page, '?seed=3&names=markup&rows=500', 500);
  await typeAndApply(page, filterInput(page, 'firstName'), '<b>');
  const cells = await markedCells(page, 'firstName');
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.text).toBe('<b>bold</b>');
    expect(cell.marks).toEqual(['<b>']);
    expect(cell.html).toBe('<span><mark>&lt;b&gt;</mark>bold&lt;/b&gt;</span>');
  }
  await expect(page.locator('.grid b')).toHaveCount(0);
});
