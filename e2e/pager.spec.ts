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
import { expectDump } from './robustHelpers';

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

/** The state a fresh page starts in: page 1 of 500 at 10 rows, no filter, no sort. */
async function expectFreshState(page: Page) {
  await expectDump(page, { columnFilters: [], globalFilter: '' });
  await expectRowCount(page, 5000);
  await expect(pageSize(page)).toHaveValue('10');
  await expectPage(page, 1, 500);
  await expect(goTo(page)).toHaveValue('1');
  await expectButtons(page, false, false, true, true);
  await expect(header(page, 'firstName')).not.toHaveAttribute('aria-sort', /ascending|descending/);
  expect(await columnTexts(page, 'id')).toEqual(Array.from({ length: 10 }, (_, i) => String(i)));
}

// One page load for all the cases (a load of 5000 rows costs seconds): each step starts from
// the fresh page's state, put back through the UI and checked by expectFreshState.
test('the pager: buttons, Go to page, page size, and going back to page 1', async ({ page }) => {
  await openGrid(page);
  await expectFreshState(page);

  await test.step('pager buttons move between pages and disable at the ends', async () => {
    await button(page, 'Next page').click();
    await expectPage(page, 2, 500);
    // Announced whole ("Page 2 of 500"), not only the number that changed.
    await expect(page.locator('[aria-live="polite"]', { hasText: /^Page 2 of 500$/ })).toHaveAttribute('aria-atomic', 'true');
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

  await test.step('Go to page: empty is page 1, numbers are clamped, and it follows the page', async () => {
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

    // Back to the start for the next step.
    await button(page, 'First page').click();
    await expectFreshState(page);
  });

  await test.step('page size offers 10 to 50 and keeps the top row in view', async () => {
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

    // Back to 10 rows a page (page 1 holds row 0 either way), and the box to showing the page.
    await pageSize(page).selectOption('10');
    await goTo(page).blur();
    await expectFreshState(page);
  });

  await test.step('no matching rows reads Page 1 of 1 with every button disabled', async () => {
    await typeAndApply(page, filterInput(page, 'id'), 'nope');
    await expectRowCount(page, 0);
    await expectPage(page, 1, 1);
    await expectButtons(page, false, false, false, false);

    // Escape empties the filter at once (see shortcuts.spec.ts): all rows again.
    await filterInput(page, 'id').focus();
    await page.keyboard.press('Escape');
    await expect(filterInput(page, 'id')).toHaveValue('');
    await expectFreshState(page);
  });

  // Last: Refresh Data replaces the seed's people, which no UI brings back.
  await test.step('a filter change, a sort change and new data go back to page 1', async () => {
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
});

test('the Page size select stays in view while it has focus, as the grid above it grows and shrinks with its rows', async ({ page }) => {
  // A short window: the pager sits at its bottom edge, so ten more rows push it below unless the page follows.
  await page.setViewportSize({ width: 1280, height: 720 });
  await openGrid(page);
  await pageSize(page).focus();
  await expect(pageSize(page)).toBeInViewport({ ratio: 1 });
  for (const [key, size] of [['ArrowDown', 20], ['ArrowDown', 30], ['ArrowUp', 20]] as const) {
    await page.keyboard.press(key);
    await expect(page.locator('.ag-row')).toHaveCount(size);
    await expect(pageSize(page)).toBeFocused();
    await expect(pageSize(page)).toBeInViewport({ ratio: 1 });
  }
});

test('the Page size focused from the keyboard stays in view when the grid above it grows after the pager has drawn, and back in its place after', async ({ page }) => {
  // As when a busy machine draws a larger page's rows after the pager has drawn the new size: no redraw of the
  // pager follows, and at the top of the page the browser's scroll anchoring holds nothing in place.
  await page.setViewportSize({ width: 1280, height: 720 });
  await openGrid(page);
  await pageSize(page).focus();
  await expect(pageSize(page)).toBeInViewport({ ratio: 1 });
  const grid = page.locator('.grid');
  await grid.evaluate((element) => (element.style.paddingBottom = '20rem'));
  await expect(pageSize(page)).toBeInViewport({ ratio: 1 });
  await expect(pageSize(page)).toBeFocused();

  // Once the focus leaves it, the pager is below the grid again, over none of its rows.
  await pageSize(page).blur();
  const below = () => page.evaluate(() => document.querySelector('.pager')!.getBoundingClientRect().top - document.querySelector('.grid')!.getBoundingClientRect().bottom);
  await expect.poll(below).toBeGreaterThanOrEqual(0);
  await expect(pageSize(page)).not.toBeInViewport();
  // Nor after a click, which leaves the focus on the button: a pointer scrolls to what it wants.
  await button(page, 'Next page').click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(button(page, 'Next page')).toBeFocused();
  await page.mouse.wheel(0, -2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await below()).toBeGreaterThanOrEqual(0);
});
