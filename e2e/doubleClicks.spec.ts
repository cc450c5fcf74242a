import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';

/** What a stray press could change: the address (the whole view) and where focus is. */
const viewAndFocus = (page: Page) =>
  page.evaluate(() => ({ url: location.href, focus: document.activeElement?.outerHTML.slice(0, 200) ?? '' }));

/**
 * A slow double click: its first press is a click that changes the page; the second press (the
 * browser counts it on: detail 2) comes once that change is drawn, on whatever is now under the
 * pointer, and must change nothing there. Returns what the second press met (its role or tag and text).
 */
async function doubleClickOnceDrawn(page: Page, target: Locator, drawn: () => Promise<void>) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(point.x, point.y);
  await drawn();
  const before = await viewAndFocus(page);
  const under = await page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    const met = hit?.closest('label,button,[role]:not([role=presentation])') ?? hit;
    return `${met?.getAttribute('role') ?? met?.tagName.toLowerCase()} ${met?.getAttribute('aria-label') ?? met?.textContent?.trim()}`;
  }, point);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  // Whatever the press would do is done by the next frame (the grid's own listeners, React's).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await viewAndFocus(page), `the second press, on ${under}`).toEqual(before);
  return under;
}

const valuesDialog = (page: Page) => page.getByRole('dialog', { name: 'Values of Last Name' });
const shortcutsDialog = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Values and summary, double-clicked: the dialog opening under the pointer keeps every value ticked', async ({ page }) => {
  await openGrid(page, '?seed=2&rows=100&cols=lastName.pin.w300,id,firstName,fullName', 100);
  await page.getByRole('button', { name: 'Column menu Last Name', exact: true }).click();
  const under = await doubleClickOnceDrawn(page, page.getByRole('menuitem', { name: 'Values and summary' }), async () => {
    await expect(valuesDialog(page).getByRole('checkbox').first()).toBeVisible();
  });
  expect(under).toMatch(/^label \S+ \(\d+\)$/); // a value of the list: the case this guards
  await expect(valuesDialog(page).getByRole('checkbox', { checked: false })).toHaveCount(0);
});

test('Keyboard shortcuts’ Close, double-clicked: the header under the pointer is neither sorted nor fitted', async ({ page }) => {
  await openGrid(page, '?seed=2&rows=100', 100);
  await page.getByRole('button', { name: 'Keyboard shortcuts', exact: true }).click();
  const under = await doubleClickOnceDrawn(page, shortcutsDialog(page).getByRole('button', { name: 'Close' }), async () => {
    await expect(shortcutsDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts', exact: true })).toBeFocused();
  });
  expect(under).toMatch(/^columnheader /);
});

for (const button of ['Apply', 'Cancel']) {
  test(`the values’ ${button}, double-clicked: focus stays on the column’s header`, async ({ page }) => {
    await openGrid(page, '?seed=2&rows=100', 100);
    await page.getByRole('button', { name: 'Column menu Last Name', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Values and summary' }).click();
    await expect(valuesDialog(page).getByRole('checkbox').first()).toBeVisible();
    const under = await doubleClickOnceDrawn(page, valuesDialog(page).getByRole('button', { name: button }), async () => {
      await expect(valuesDialog(page)).toBeHidden();
      await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="lastName"]')).toBeFocused();
    });
    expect(under).toBe('region Filter state'); // the dump below the rows: focusable, as it scrolls
  });
}

test('a shorter last page keeps the pager in its place: a double click on Last page keeps focus, on Previous page goes two pages', async ({ page }) => {
  // 95 rows: nine pages of 10, then one of 5.
  await openGrid(page, '?seed=2&rows=95&page=9', 95);
  const at = page.getByText(/^Page \d+ of 10$/);
  const under = await doubleClickOnceDrawn(page, page.getByRole('button', { name: 'Last page' }), async () => {
    await expect(at).toHaveText('Page 10 of 10');
    await expect(page.getByRole('gridcell', { name: '94', exact: true })).toBeVisible();
  });
  expect(under).toBe('button Last page');

  // Two quick presses go two pages, the second once the first's full page is drawn (the pager did not move down under it).
  const previous = page.getByRole('button', { name: 'Previous page' });
  await previous.click();
  await expect(at).toHaveText('Page 9 of 10');
  await expect(page.getByRole('gridcell', { name: '80', exact: true })).toBeVisible();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(at).toHaveText('Page 8 of 10');
  await expect(previous).toBeFocused();

  // Another page size holds too: 20 a page, the fifth page of 15 rows as tall as the first.
  await page.getByLabel('Page size').selectOption('20');
  await expect(page.getByText(/^Page \d+ of 5$/)).toBeVisible();
  const last = page.getByRole('button', { name: 'Last page' });
  // In the page, not the window: a click scrolls its button into view.
  const pagerTop = () => last.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByRole('gridcell', { name: '19', exact: true })).toBeVisible();
  const fullPageTop = await pagerTop();
  await last.click();
  await expect(page.getByRole('gridcell', { name: '94', exact: true })).toBeVisible();
  expect(await pagerTop()).toBe(fullPageTop);
});

test('a row’s checkbox, double-clicked in a narrow window: the toolbar wraps anew and the row above comes under the pointer, and stays unticked', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 740 });
  await openGrid(page, '?seed=2&rows=100', 100);
  const [first, second] = [1, 2].map((row) => page.getByRole('checkbox', { name: `Select row ${row}`, exact: true }));
  const box = (await second!.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(point.x, point.y);
  // `, 1 selected` and `Export selected` are longer: the toolbar takes another line and the rows move down.
  await expect(page.getByText('100 Rows, 1 selected')).toBeVisible();
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.ag-row')?.getAttribute('row-index'), point)).toBe('0');
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByText('100 Rows, 1 selected')).toBeVisible();
  await expect(second!).toBeChecked();
  await expect(first!).not.toBeChecked();
});

// Each press counts, though the rows it selects come from the data a moment later.
for (const [presses, after] of [
  [2, '100 Rows'],
  [3, '100 Rows, 100 selected'],
] as const) {
  test(`the header checkbox, pressed ${presses} times in a row: ticked and unticked in turn, ${after}`, async ({ page }) => {
    await openGrid(page, '?seed=2&rows=100', 100);
    const box = (await page.getByRole('checkbox', { name: 'Select all rows' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let press = 1; press <= presses; press++) {
      await page.mouse.down({ clickCount: press });
      await page.mouse.up({ clickCount: press });
    }
    // A sort's rows come after the answers of the presses (the data answers in turn).
    await page.getByRole('columnheader', { name: 'Last Name', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Last Name', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.locator('.grid[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.row-count')).toHaveText(after);
    await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked({ checked: presses === 3 });
  });
}

test('Export CSV, double-clicked, downloads one file', async ({ page }) => {
  await openGrid(page, '?seed=2&rows=100', 100);
  // Each download's number of lines, in the order they came.
  const lines: Promise<number>[] = [];
  page.on('download', (download) => lines.push(download.path().then((path) => readFile(path, 'utf8')).then((text) => text.trim().split('\n').length)));
  const first = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await first;
  // The double click's second press, once the first file is on its way.
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  // Then one row selected and exported: the data answers in turn, so a file the second press started would come before it.
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).click();
  await page.getByRole('button', { name: 'Export selected' }).click();
  await expect.poll(async () => (await Promise.all(lines)).at(-1)).toBe(2);
  expect(await Promise.all(lines)).toEqual([101, 2]);
});

test('Export groups, double-clicked, downloads one file', async ({ page }) => {
  await openGrid(page, '?seed=2&rows=100&group=lastName', 100);
  const names: string[] = [];
  page.on('download', (download) => names.push(download.suggestedFilename()));
  const first = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export groups' }).click();
  await first;
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  // Then the rows' own export: the data answers in turn, so a file the second press started would come before it.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect.poll(() => names.at(-1)).toBe('people.csv');
  expect(names).toEqual(['people-groups.csv', 'people.csv']);
});
