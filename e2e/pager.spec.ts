import type { Page } from '@playwright/test';
import {
  columnTexts,
  expectPage,
  expectRowCount,
  filterInput,
  header,
  typeAndApply,
} from './helpers';
import { expect, openGrid, test } from './fixtures';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const goTo = (page: Page) => page.getByLabel('Go to page');
const pageSize = (page: Page) => page.getByLabel('Page size');

async function expectButtons(page: Page, first: boolean, previous: boolean, next: boolean, last: boolean) {
  for (const [name, enabled] of [
    ['First page', first],
    ['Previous page', previous],
    ['Next page', next],
    ['Last page', last],
  ] as const) {
    if (enabled) await expect(button(page, name)).toBeEnabled();
    else await expect(button(page, name)).toBeDisabled();
  }
}

test('pager buttons move between pages and disable at the ends', async ({ page }) => {
  await openGrid(page);
  await expectPage(page, 1, 500);
  await expectButtons(page, false, false, true, true);

  await button(page, 'Next page').click();
  await expectPage(page, 2, 500);
  expect(await columnTexts(page, 'id')).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
  await expectButtons(page, true, true, true, true);

  await button(page, 'Last page').click();
  await expectPage(page, 500, 500);
  expect(await columnTexts(page, 'id')).toEqual(Array.from({ length: 10 }, (_, i) => String(4990 + i)));
  await expectButtons(page, true, true, false, false);

  await button(page, 'Previous page').click();
  await expectPage(page, 499, 500);
  await button(page, 'First page').click();
  await expectPage(page, 1, 500);
  await expectButtons(page, false, false, true, true);
});

test('Go to page: empty is page 1, numbers are clamped, and it follows the page', async ({ page }) => {
  await openGrid(page);
  const cases: [string, number][] = [
    ['7', 7],
    ['', 1],
    ['9999', 500],
    ['0', 1],
    ['-3', 1],
    ['250', 250],
    ['2.5', 2],
    ['1e2', 100],
  ];
  for (const [text, expected] of cases) {
    await goTo(page).fill(text);
    await expectPage(page, expected, 500);
  }
  // Letters are not numbers: the box refuses them.
  await goTo(page).fill('');
  await goTo(page).pressSequentially('abc');
  await expect(goTo(page)).toHaveValue('');
  await expectPage(page, 1, 500);

  await button(page, 'Next page').click();
  await expect(goTo(page)).toHaveValue('2');
  await button(page, 'Last page').click();
  await expect(goTo(page)).toHaveValue('500');
});

test('page size offers 10 to 50 and keeps the top row in view', async ({ page }) => {
  await openGrid(page);
  await expect(pageSize(page).locator('option')).toHaveText(['Show 10', 'Show 20', 'Show 30', 'Show 40', 'Show 50']);
  await expect(pageSize(page)).toHaveValue('10');

  await goTo(page).fill('5'); // rows 40..49
  await expectPage(page, 5, 500);
  await pageSize(page).selectOption('20');
  await expectPage(page, 3, 250); // rows 40..59
  expect((await columnTexts(page, 'id'))[0]).toBe('40');

  await pageSize(page).selectOption('50');
  await expectPage(page, 1, 100); // rows 0..49 hold row 40
  expect(await columnTexts(page, 'id')).toHaveLength(50);

  await pageSize(page).selectOption('30');
  await expectPage(page, 1, 167);
  expect(await columnTexts(page, 'id')).toHaveLength(30);
});

test('a filter change, a sort change and new data go back to page 1', async ({ page }) => {
  await openGrid(page);
  await goTo(page).fill('40');
  await expectPage(page, 40, 500);
  await typeAndApply(page, filterInput(page, 'lastName'), 'e');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await goTo(page).fill('3');
  await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
  await header(page, 'firstName').click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await goTo(page).fill('4');
  await expect(page.getByText(/^Page 4 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(header(page, 'firstName')).toHaveAttribute('aria-sort', 'ascending');
});

test('no matching rows reads Page 1 of 1 with every button disabled', async ({ page }) => {
  await openGrid(page);
  await typeAndApply(page, filterInput(page, 'id'), 'nope');
  await expectRowCount(page, 0);
  await expectPage(page, 1, 1);
  await expectButtons(page, false, false, false, false);
});
