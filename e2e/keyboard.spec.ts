import { columnTexts, expectRowCount, filterInput, globalSearch, header, readFilterState, rowsSettled } from './helpers';
import { expect, openGrid, test } from './fixtures';

test('arrow keys move the focused cell', async ({ page }) => {
  await openGrid(page);
  await page.locator('.ag-row[row-index="0"] [col-id="id"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ag-row[row-index="1"] [col-id="id"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.ag-row[row-index="1"] [col-id="firstName"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const focused = page.locator('.ag-row[row-index="0"] [col-id="firstName"]');
  await expect(focused).toBeFocused();
  // Ringed as the page's other controls are when focused (the search's ring), not by AG Grid's 1 px border.
  const ring = (element: Element) => {
    const { outlineStyle, outlineWidth, outlineColor } = getComputedStyle(element);
    return { outlineStyle, outlineWidth, outlineColor };
  };
  const cellRing = await focused.evaluate(ring);
  // Up from the first row, past the filters: its column's header, ringed the same (AG Grid's is a faint shadow, gone in forced colours).
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(header(page, 'firstName')).toBeFocused();
  const headerRing = await header(page, 'firstName').evaluate(ring);
  expect(await header(page, 'firstName').evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
  await globalSearch(page).focus();
  await page.keyboard.press('End'); // a key, so the search's ring is the one keyboard focus shows
  const searchRing = await globalSearch(page).evaluate(ring);
  expect(cellRing).toEqual(searchRing);
  expect(headerRing).toEqual(searchRing);
  expect(cellRing.outlineWidth).toBe('2px');
});

test('a search, a filter, a sort and paging without the mouse', async ({ page }) => {
  await openGrid(page);
  // Tab from the page start reaches the dataset switcher, then the global search.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Dataset')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(globalSearch(page)).toBeFocused();
  await page.keyboard.type('a');

  // Into the grid: the first header, then Enter sorts it.
  await header(page, 'id').focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'descending');

  // Down to the floating filter row, Tab into the filter inputs, one after another, each
  // followed by its Match button.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'id')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Match id' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'firstName')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'lastName')).toBeFocused();
  await page.keyboard.type('e');
  await expect(page.getByLabel('Filter state')).toContainText('"lastName"');
  expect(await readFilterState(page)).toEqual({ columnFilters: [{ id: 'lastName', value: 'e' }], globalFilter: 'a' });
  const lastNames = await columnTexts(page, 'lastName');
  expect(lastNames.length).toBeGreaterThan(0);
  expect(lastNames.filter((name) => !name.toLowerCase().includes('e'))).toEqual([]);

  // The pager by keyboard.
  await page.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.getByLabel('Page size').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Page size')).toHaveValue('20');

  await filterInput(page, 'lastName').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await globalSearch(page).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expectRowCount(page, 5000);
});

test('Tab through the header and the rows, one Tab stop: in from the last filter, out to the pager, and back', async ({ page }) => {
  await openGrid(page);
  const cell = (row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
  const matchFullName = page.getByRole('button', { name: 'Match Full Name', exact: true });
  // AG Grid would make each row a Tab stop of its own, where no key does anything.
  await expect(page.locator('.ag-row')).toHaveCount(10);
  await expect(page.locator('.ag-row[tabindex="0"]')).toHaveCount(0);

  // From the last column header to the first filter (the checkbox column has none), and back.
  await header(page, 'fullName').focus();
  await page.keyboard.press('Tab');
  await expect(filterInput(page, 'id')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(header(page, 'fullName')).toBeFocused();

  await filterInput(page, 'fullName').focus();
  await page.keyboard.press('Tab');
  await expect(matchFullName).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cell(0, '$select')).toBeFocused();
  // The keys work where Tab lands: the arrows move, Space selects the row.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(cell(1, 'id')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.getByRole('checkbox', { name: 'Select row 2', exact: true })).toBeChecked();

  // Tab leaves the body (not the next cell), Shift+Tab comes back to its last cell, then to the last filter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'First page', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(cell(9, 'fullName')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(matchFullName).toBeFocused();

  // With no rows to go into, Tab goes on past the grid, and Shift+Tab comes back to the last filter.
  await filterInput(page, 'fullName').fill('zzqqxx');
  await expectRowCount(page, 0);
  await page.keyboard.press('Tab');
  await expect(matchFullName).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'First page', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(matchFullName).toBeFocused();
});

test('grouped with no rows, the totals row is the body’s Tab stop both ways', async ({ page }) => {
  await openGrid(page, '?seed=1&rows=2000&group=lastName&agg=id:max&f=id:99999999', 0);
  const total = (colId: string) => page.locator(`.ag-grid-pinned-bottom-rows-container .ag-row [col-id="${colId}"]`);
  const matchFullName = page.getByRole('button', { name: 'Match Full Name', exact: true });
  await expect(total('$group')).toHaveText('Total (0)');
  await matchFullName.focus();
  await page.keyboard.press('Tab');
  await expect(total('$select')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'First page', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(total('fullName')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(matchFullName).toBeFocused();
});

test('a grid wider than the page: Tab from a cell still goes on to the pager', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openGrid(page);
  await page.getByRole('button', { name: 'Match Full Name', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.ag-row[row-index="0"] [col-id="$select"]')).toBeFocused();
  // The grid scrolls sideways inside itself, and the browser would stop on its scrollbar.
  expect(await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((bar) => bar.scrollWidth > bar.clientWidth)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'First page', exact: true })).toBeFocused();
});

for (const [name, query] of [
  ['ungrouped', '?seed=1&rows=2000'],
  ['grouped (the totals row stays)', '?seed=1&rows=2000&group=lastName&agg=id:max'],
] as const) {
  test(`rows gone from under the focused cell, ${name}: focus goes up to its column's header, not its empty filter cell`, async ({ page }) => {
    await page.clock.install();
    await openGrid(page, query, 2000);
    await page.clock.pauseAt(Date.now() + 60_000);
    // Typed, then Tab twice before the filter applies: focus is on the first cell when the rows go.
    await filterInput(page, 'fullName').fill('zzqq');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.ag-row[row-index="0"] [col-id="$select"]')).toBeFocused();
    await page.clock.resume();
    await expectRowCount(page, 0);
    const checkboxHeader = page.locator('.ag-header-cell[col-id="$select"]:not(.ag-floating-filter)');
    await expect(checkboxHeader).toBeFocused();
    // And it stays there once every late step of the draw is done: the grid not busy, two frames drawn after.
    await rowsSettled(page);
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    await expect(checkboxHeader).toBeFocused();
  });
}

test('ArrowUp from the first row goes past the checkbox column’s empty filter cell to its header; along the filter row the arrows stop on it', async ({ page }) => {
  await openGrid(page);
  await page.locator('.ag-row[row-index="0"] [col-id="$select"]').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.ag-header-cell[col-id="$select"]:not(.ag-floating-filter)')).toBeFocused();
  await page.locator('.ag-floating-filter[col-id="id"]').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.ag-floating-filter[col-id="$select"]')).toBeFocused();
});

test('at 360 px, a filter control Tab moves to is scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openGrid(page);
  const grid = (await page.locator('.ag-root-wrapper').boundingBox())!;
  for (const [from, key, to] of [
    ['Filter Full Name', 'Tab', 'Match Full Name'],
    ['Filter Last Name', 'Shift+Tab', 'Match firstName'],
  ] as const) {
    await page.getByLabel(from, { exact: true }).focus();
    await page.keyboard.press(key);
    const control = page.getByRole('button', { name: to, exact: true });
    await expect(control).toBeFocused();
    await expect
      .poll(async () => {
        const box = (await control.boundingBox())!;
        return box.x >= grid.x && box.x + box.width <= grid.x + grid.width;
      }, { message: `${to} wholly within the grid` })
      .toBe(true);
  }
});
