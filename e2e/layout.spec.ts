import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { expectPage, filterState, globalSearch, header, typeAndApply } from './helpers';

/*
 * From a 360 px phone to a wide monitor: the toolbar wraps, the grid takes the page's width,
 * and nothing but the grid (whose columns are 150 px each) scrolls sideways.
 */

/** Every control of the toolbar and the pager, by the name a visitor knows it by. */
const controls = (page: Page): [string, Locator][] => [
  ['Dataset', page.getByLabel('Dataset')],
  ['Search all columns', globalSearch(page)],
  ['row count', page.getByText(/^\d+ Rows$/)],
  ['Force Rerender', page.getByRole('button', { name: 'Force Rerender' })],
  ['Refresh Data', page.getByRole('button', { name: 'Refresh Data' })],
  ['Export CSV', page.getByRole('button', { name: 'Export CSV' })],
  ['Open file', page.getByRole('button', { name: 'Open file' })],
  ['Columns', page.getByRole('button', { name: 'Columns', exact: true })],
  ['Copy link', page.getByRole('button', { name: 'Copy link' })],
  ['Dark mode', page.getByRole('button', { name: 'Dark mode' })],
  ['Keyboard shortcuts', page.getByRole('button', { name: 'Keyboard shortcuts' })],
  ['First page', page.getByRole('button', { name: 'First page' })],
  ['Previous page', page.getByRole('button', { name: 'Previous page' })],
  ['Next page', page.getByRole('button', { name: 'Next page' })],
  ['Last page', page.getByRole('button', { name: 'Last page' })],
  ['Go to page', page.getByLabel('Go to page')],
  ['Page size', page.getByLabel('Page size')],
];

/**
 * How far the page scrolls sideways (0 or less when it does not), against the viewport's set
 * width: a phone browser would widen `innerWidth` to fit an overflowing page.
 */
const pageOverflow = (page: Page) =>
  page.evaluate(
    (width) => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth) - width,
    page.viewportSize()!.width,
  );

/** The controls that are not wholly on screen horizontally, or not visible at all. */
async function controlsOffScreen(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const off: string[] = [];
  for (const [name, control] of controls(page)) {
    const box = (await control.isVisible()) ? await control.boundingBox() : null;
    if (!box || box.x < 0 || box.x + box.width > width || box.width < 10) off.push(name);
  }
  return off;
}

/** How much of the search box's placeholder is cut off, in px (0 or less when it shows whole). */
const placeholderCut = (page: Page) =>
  globalSearch(page).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    return context.measureText(input.placeholder).width - (input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
  });

test('the search box shows its whole placeholder, from a phone to a wide monitor', async ({ page }) => {
  await openGrid(page);
  for (const width of [360, 768, 1024, 1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => placeholderCut(page), `${width} px`).toBeLessThanOrEqual(0);
  }
});

for (const width of [360, 768, 1024]) {
  test(`${width} px wide: no sideways page scroll, every control on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // A bad parameter, for a notice with a long unbroken word in it.
    await openGrid(page, `?seed=42&rows=${'9'.repeat(40)}`);
    await expect(page.getByRole('status', { name: 'Notices' })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await controlsOffScreen(page)).toEqual([]);

    // The grid is as wide as the page allows and no wider; four 150 px columns may not fit.
    const grid = (await page.locator('.ag-root-wrapper').boundingBox())!;
    expect(grid.x).toBeGreaterThanOrEqual(0);
    expect(grid.x + grid.width).toBeLessThanOrEqual(width);
    expect(grid.width).toBeGreaterThan(width - 40);
  });
}

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the controls work by touch, and the grid scrolls sideways inside itself', async ({ page }) => {
    await openGrid(page);

    // The toolbar wrapped: its controls sit on more than one line.
    const tops = new Set<number>();
    for (const [, control] of controls(page).slice(0, 8)) tops.add(Math.round((await control.boundingBox())!.y));
    expect(tops.size).toBeGreaterThan(1);

    // The columns (150 px each) go past the screen's edge; the grid scrolls them into view.
    const fullName = header(page, 'fullName');
    const before = (await fullName.boundingBox())!;
    expect(before.x + before.width).toBeGreaterThan(360);
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((viewport) => {
      viewport.scrollLeft = viewport.scrollWidth;
  });
  await expect.poll(async () => {
    const box = (await fullName.boundingBox())!;
    return box.x + box.width <= 360 && box.x >= 0;
  }).toBe(true);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  // Each control, used by tapping: they are not just drawn, they work.
  await page.getByRole('button', { name: 'Dark mode' }).tap();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next page' }).tap();
  await expectPage(page, 2, 500);
  await page.getByLabel('Page size').selectOption('50');
  await expectPage(page, 1, 100);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).tap();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  const dialog = (await help.boundingBox())!;
  expect(dialog.x).toBeGreaterThanOrEqual(0);
  expect(dialog.x + dialog.width).toBeLessThanOrEqual(360);
  await help.getByRole('button', { name: 'Close' }).tap();
  await expect(help).toBeHidden();

  // A search term long enough to make the filter-state line wider than the screen: the
  // state box scrolls, the page does not.
  await globalSearch(page).tap();
  await typeAndApply(page, globalSearch(page), 'a'.repeat(80));
  await expect(filterState(page)).toContainText('a'.repeat(80));
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await controlsOffScreen(page)).toEqual([]);
  });

  test('a column menu at the right edge stays on screen: no sideways page scroll', async ({ page }) => {
    await openGrid(page);
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((viewport) => {
      viewport.scrollLeft = viewport.scrollWidth;
    });
    const button = page.getByRole('button', { name: 'Column menu Full Name', exact: true });
    await expect.poll(async () => (await button.boundingBox())!.x + 20 > 300).toBe(true);
    await button.tap();
    const menu = page.getByRole('menu', { name: 'Column menu Full Name' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a long column name wraps in its column menu and in Columns: the menus stay on screen, no sideways page scroll', async ({ page }) => {
    await openGrid(page);
    const csv = ['customer_id,customer_lifetime_value_usd,first_purchase_date_utc', ...Array.from({ length: 30 }, (_, i) => `C${i},${(i * 10.5).toFixed(2)},2014-03-0${1 + (i % 9)}`)].join('\n');
    await page.getByLabel('File to open').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('30 Rows', { exact: true })).toBeVisible();
    for (const [button, menu, item] of [
      ['Column menu first_purchase_date_utc', 'Column menu first_purchase_date_utc', 'Group by month of first_purchase_date_utc'],
      ['Column menu customer_lifetime_value_usd', 'Column menu customer_lifetime_value_usd', 'Group by customer_lifetime_value_usd'],
      ['Columns', 'Columns', 'customer_lifetime_value_usd'],
    ]) {
      await page.getByRole('button', { name: button, exact: true }).tap();
      const shown = page.getByRole('menu', { name: menu });
      await expect(shown.getByRole('menuitemcheckbox', { name: item })).toBeVisible();
      const box = (await shown.boundingBox())!;
      expect([box.x >= 0, box.x + box.width <= 360], menu).toEqual([true, true]);
      expect(await pageOverflow(page), menu).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
    }
  });

  test('the overlay scrollbar over the last row lets it show through: nothing in its strip paints a background', async ({ page }) => {
    await openGrid(page);
    const bar = page.locator('.ag-body-horizontal-scroll.ag-scrollbar-invisible');
    await expect(bar).toHaveCount(1);
    const lastRow = page.locator('.ag-row[row-index="9"]');
    const [barBox, rowBox] = [(await bar.boundingBox())!, (await lastRow.boundingBox())!];
    // The strip lies over the last row's bottom (the case this guards), and hides none of it.
    expect(barBox.y).toBeLessThan(rowBox.y + rowBox.height);
    const painted = await bar.evaluate((strip) => [strip, ...strip.querySelectorAll('*')].map((element) => getComputedStyle(element).backgroundColor).filter((colour) => !/^rgba\(.*, 0\)$|^transparent$/.test(colour)));
    expect(painted).toEqual([]);
  });

  test('grouped by three levels, the Row groups toolbar wraps: no sideways page scroll, every button on screen', async ({ page }) => {
    await page.goto('/?seed=1&rows=200&group=lastName,firstName,id');
    const toolbar = page.getByRole('toolbar', { name: 'Row groups' });
    await expect(toolbar.getByRole('button', { name: 'Remove group id', exact: true })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const boxes = await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('aria-label') ?? button.textContent, button.getBoundingClientRect().right] as const));
    expect(boxes.length).toBe(12); // three levels' Move earlier, Move later and Remove; Expand all, Collapse all, Export
    expect(boxes.filter(([, right]) => right > 360)).toEqual([]);
  });
});

test('1600 px: the grid fills the width and the toolbar fits on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openGrid(page);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  const grid = (await page.locator('.ag-root-wrapper').boundingBox())!;
  const toolbar = (await page.locator('.toolbar').boundingBox())!;
  // Edge to edge of the page's content box: the same left and right as the toolbar.
  expect(grid.width).toBeGreaterThan(1500);
  expect(Math.abs(grid.x - toolbar.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(grid.x + grid.width - (toolbar.x + toolbar.width))).toBeLessThanOrEqual(1);

  const tops = new Set<number>();
  for (const [, control] of controls(page).slice(0, 11)) {
    const box = (await control.boundingBox())!;
    tops.add(Math.round(box.y + box.height / 2));
  }
  expect(tops.size, 'toolbar controls centred on one line').toBe(1);
  expect(await controlsOffScreen(page)).toEqual([]);
});
