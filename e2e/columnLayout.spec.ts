import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { BURST_MS, notices } from './helpers';

/*
 * Arranging columns (README, "Spreadsheet habits: columns"): move, resize, fit, pin, hide and
 * show, by mouse and by keyboard; the arrangement in the URL (`cols=`), through reload, Back
 * and a dataset switch; Reset columns. 100 people a page load: the rows do not matter here.
 */

const PEOPLE = ['id', 'firstName', 'lastName', 'fullName'];
const HEADER_TEXT: Record<string, string> = { id: 'id', firstName: 'firstName', lastName: 'Last Name', fullName: 'Full Name', name: 'name', iataCode: 'iataCode' };

test.use({ viewport: { width: 1280, height: 900 } });

/** A column's header cell in the header row (not its floating filter). */
const headerCell = (page: Page, colId: string) => page.locator(`.ag-header-row-column .ag-header-cell[col-id="${colId}"]`);

/**
 * The shown columns of the dataset, left to right, by their aria-colindex. The grid's own
 * columns (`$…`, a row-selection checkbox column, say) are no part of an arrangement: left out,
 * after checking that they are first.
 */
async function shownOrder(page: Page) {
  const order = await page.locator('.ag-header-row-column .ag-header-cell[col-id]').evaluateAll((cells) =>
    cells
      .map((cell) => [cell.getAttribute('col-id')!, Number(cell.getAttribute('aria-colindex'))] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([colId]) => colId),
  );
  const own = order.findLastIndex((colId) => colId.startsWith('$'));
  expect(order.slice(0, own + 1).every((colId) => colId.startsWith('$')), `the grid's own columns first: ${order.join(', ')}`).toBe(true);
  return order.slice(own + 1);
}

/** The dataset's columns in the pinned-left part of the header (the grid's own left out). */
const pinnedOrder = (page: Page) =>
  page
    .locator('.ag-header-row-column .ag-grid-pinned-left-cells .ag-header-cell[col-id]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('col-id')!).filter((colId) => !colId.startsWith('$')));

/** The URL's `cols=` (null when the arrangement is the default). */
const cols = (page: Page) => new URL(page.url()).searchParams.get('cols');

const expectCols = (page: Page, value: string | null | RegExp) =>
  value instanceof RegExp ? expect.poll(() => cols(page) ?? '').toMatch(value) : expect.poll(() => cols(page)).toBe(value);

const widthOf = async (cell: Locator) => Math.round((await cell.boundingBox())!.width);

const columnMenuButton = (page: Page, colId: string) => page.getByRole('button', { name: `Column menu ${HEADER_TEXT[colId]}`, exact: true });
const columnsButton = (page: Page) => page.getByRole('button', { name: 'Columns', exact: true });

/** Picks an item of a column's header menu with the mouse. */
async function fromColumnMenu(page: Page, colId: string, item: string) {
  await columnMenuButton(page, colId).click();
  await expect(page.getByRole('menu', { name: `Column menu ${HEADER_TEXT[colId]}` })).toBeVisible();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Drags with the mouse, in steps, as a hand does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

const centreOf = async (target: Locator, dx = 0) => {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 };
};

test('by mouse: drag to move, drag and double-click an edge to resize and fit, the header menu pins, the Columns menu hides and resets', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100', 100);
  expect(await shownOrder(page)).toEqual(PEOPLE);
  expect(cols(page)).toBeNull();

  await test.step('a header dragged past its neighbour moves its column', async () => {
    const firstName = (await headerCell(page, 'firstName').boundingBox())!;
    await drag(page, await centreOf(headerCell(page, 'id')), { x: firstName.x + firstName.width - 10, y: firstName.y + firstName.height / 2 });
    await expectCols(page, 'firstName,id,lastName,fullName');
    expect(await shownOrder(page)).toEqual(['firstName', 'id', 'lastName', 'fullName']);
  });

  await test.step('a press on the menu button neither sorts nor drags', async () => {
    const before = page.url();
    await drag(page, await centreOf(columnMenuButton(page, 'firstName')), await centreOf(headerCell(page, 'fullName')));
    await expect(headerCell(page, 'firstName')).toHaveAttribute('aria-sort', 'none');
    expect(await shownOrder(page)).toEqual(['firstName', 'id', 'lastName', 'fullName']);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await columnMenuButton(page, 'firstName').click();
    await expect(page.getByRole('menu', { name: 'Column menu firstName' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(headerCell(page, 'firstName')).toHaveAttribute('aria-sort', 'none');
    // A right click on a header opens its menu too.
    await headerCell(page, 'id').click({ button: 'right' });
    await expect(page.getByRole('menu', { name: 'Column menu id' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(page.url()).toBe(before);
  });

  await test.step('dragging a header’s right edge resizes its column', async () => {
    const cell = headerCell(page, 'lastName');
    const before = await widthOf(cell);
    const handle = cell.locator('.ag-header-cell-resize');
    const start = await centreOf(handle);
    await drag(page, start, { x: start.x + 80, y: start.y });
    await expectCols(page, /^firstName,id,lastName\.w\d+,fullName$/);
    const width = Number(/lastName\.w(\d+)/.exec(cols(page)!)![1]);
    expect(width).toBeGreaterThan(before + 40);
    expect(Math.abs((await widthOf(cell)) - width)).toBeLessThanOrEqual(1);
  });

  await test.step('a double click on that edge fits the column to its content', async () => {
    const cell = headerCell(page, 'fullName');
    const before = await widthOf(cell);
    await cell.locator('.ag-header-cell-resize').dblclick();
    await expectCols(page, /^firstName,id,lastName\.w\d+,fullName\.w\d+$/);
    const width = Number(/fullName\.w(\d+)/.exec(cols(page)!)![1]);
    expect(width).toBeLessThan(before);
    // Fitted: the longest full name on the page is not cut off.
    const cut = await page.locator('.ag-row [col-id="fullName"] .cell-text').evaluateAll((texts) => texts.filter((text) => text.scrollWidth > text.clientWidth).length);
    expect(cut).toBe(0);
  });

  await test.step('the header menu pins a column to the left and back', async () => {
    await fromColumnMenu(page, 'lastName', 'Pin left');
    await expect.poll(() => pinnedOrder(page)).toEqual(['lastName']);
    await expectCols(page, /^lastName\.pin\.w\d+,firstName,id,fullName\.w\d+$/);
    expect(await shownOrder(page)).toEqual(['lastName', 'firstName', 'id', 'fullName']);
    await columnMenuButton(page, 'lastName').click();
    await expect(page.getByRole('menuitem', { name: 'Pin left' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Unpin', exact: true }).click();
    await expect.poll(() => pinnedOrder(page)).toEqual([]);
    await expectCols(page, /^lastName\.w\d+,firstName,id,fullName\.w\d+$/);
  });

  await test.step('the Columns menu: a checkbox per column; it stays open; the last visible column cannot be hidden', async () => {
    await columnsButton(page).click();
    const menu = page.getByRole('menu', { name: 'Columns' });
    await expect(menu.getByRole('menuitemcheckbox')).toHaveText(['Last Name', 'firstName', 'id', 'Full Name']);
    for (const header of ['id', 'firstName', 'Full Name']) {
      await menu.getByRole('menuitemcheckbox', { name: header, exact: true }).click();
      await expect(menu.getByRole('menuitemcheckbox', { name: header, exact: true })).toHaveAttribute('aria-checked', 'false');
    }
    await expectCols(page, /^lastName\.w\d+,firstName\.hide,id\.hide,fullName\.w\d+\.hide$/);
    expect(await shownOrder(page)).toEqual(['lastName']);
    const last = menu.getByRole('menuitemcheckbox', { name: 'Last Name' });
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await last.click({ force: true }); // Playwright waits for an aria-disabled item to be enabled; a person just clicks
    await expect(last).toHaveAttribute('aria-checked', 'true');
    await expect(menu).toBeVisible();
    expect(await shownOrder(page)).toEqual(['lastName']);
    await menu.getByRole('menuitemcheckbox', { name: 'id', exact: true }).click();
    await expect(last).not.toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => shownOrder(page)).toEqual(['lastName', 'id']);
  });

  await test.step('Reset columns puts the default back', async () => {
    await page.getByRole('menuitem', { name: 'Reset columns' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expectCols(page, null);
    await expect.poll(() => shownOrder(page)).toEqual(PEOPLE);
    expect(await pinnedOrder(page)).toEqual([]);
    // The default widths: the columns fill the grid in their shares again (Full Name the widest).
    const widths = await Promise.all(PEOPLE.map((colId) => widthOf(headerCell(page, colId))));
    expect(widths[3]).toBeGreaterThan(widths[2]!);
    expect(widths[2]).toBeGreaterThan(widths[0]!);
  });
});

test('by keyboard: Alt+Down, the Menu key and Shift+F10 open a header’s menu; the Columns menu', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100', 100);
  const lastName = headerCell(page, 'lastName');

  await test.step('Alt+Down opens the menu on its first item; the arrows move; Enter chooses; focus goes back to the header', async () => {
    await lastName.focus();
    await page.keyboard.press('Alt+ArrowDown');
    const menu = page.getByRole('menu', { name: 'Column menu Last Name' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Move left', 'Move right', 'Fit to content', 'Pin left', 'Hide column', 'Values and summary']);
    await expect(menu.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Move right' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expectCols(page, 'id,firstName,fullName,lastName');
    expect(await shownOrder(page)).toEqual(['id', 'firstName', 'fullName', 'lastName']);
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-sort', 'none');
  });

  await test.step('Shift+F10: Home, End and the arrows wrap; Escape closes with no change, focus on the header', async () => {
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Column menu Last Name' });
    await expect(menu.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    // At the right end: Move right does nothing, and says so.
    await expect(menu.getByRole('menuitem', { name: 'Move right' })).toHaveAttribute('aria-disabled', 'true');
    // The last items are the Type group's radios: on a text column Date (day first) is last.
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitemradio', { name: 'Date (day first)' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitemradio', { name: 'Date (day first)' })).toBeFocused();
    // Up past the Type group's five radios, the Aggregate group's three and Group by Last Name.
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Values and summary' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Hide column' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(lastName).toBeFocused();
    expect(cols(page)).toBe('id,firstName,fullName,lastName');
  });

  await test.step('the Menu key: Pin left, then Fit to content, then Move left within the pinned part does nothing', async () => {
    await page.keyboard.press('ContextMenu');
    await expect(page.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Pin left' })).toBeFocused();
    // The pinned column's new header cell takes the focus only once its menu button is there, so a key
    // pressed at once is heard: each header cell focused says whether it had one then.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusedHeaders: string[] }).focusedHeaders = seen;
      document.addEventListener('focusin', ({ target }) => {
        const cell = (target as Element).closest('.ag-header-cell');
        if (cell) seen.push(`${cell.getAttribute('col-id')} ${cell.querySelector('.column-menu-button') ? 'with' : 'without'} its menu button`);
      });
    });
    await page.keyboard.press('Enter');
    await expectCols(page, /^lastName\.pin\.w\d+,id,firstName,fullName$/);
    await expect.poll(() => pinnedOrder(page)).toEqual(['lastName']);
    await expect(lastName).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { focusedHeaders: string[] }).focusedHeaders)).toEqual([
      'lastName with its menu button',
    ]);

    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Move left' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Move right' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter'); // Move left, disabled: nothing happens, the menu stays
    await expect(page.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Fit to content' })).toBeFocused();
    await page.keyboard.press('Space');
    await expectCols(page, /^lastName\.pin\.w\d+,id,firstName,fullName$/);
    await expect(lastName).toBeFocused();
  });

  await test.step('Hide column: focus goes to the header now in its place', async () => {
    await headerCell(page, 'firstName').focus();
    await page.keyboard.press('Alt+ArrowDown');
    // Hide column comes just before Values and summary, Group by firstName, the Aggregate group's
    // three radios (None, Count, Distinct) and the Type group's five (a text column's).
    await page.keyboard.press('End');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Hide column' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectCols(page, /^lastName\.pin\.w\d+,id,firstName\.hide,fullName$/);
    await expect(headerCell(page, 'firstName')).toHaveCount(0);
    await expect(headerCell(page, 'fullName')).toBeFocused();
  });

  await test.step('the Columns menu by keyboard: Space toggles and stays; Reset columns closes it; focus back on the button', async () => {
    await columnsButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Columns' });
    const firstName = menu.getByRole('menuitemcheckbox', { name: 'firstName' });
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Last Name' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Space');
    await expect(firstName).toHaveAttribute('aria-checked', 'true');
    await expect(firstName).toBeFocused();
    await expectCols(page, /^lastName\.pin\.w\d+,id,firstName,fullName$/);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Reset columns' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(columnsButton(page)).toBeFocused();
    await expectCols(page, null);
    expect(await shownOrder(page)).toEqual(PEOPLE);
    expect(await pinnedOrder(page)).toEqual([]);
  });
});

test('a menu item focused without the arrows (by assistive technology, a script) is the one Enter and Space choose, and the arrows go on from it', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100', 100);

  // The column menu opens on Move left; Hide column is given focus, and Enter hides the column, moving none.
  await columnMenuButton(page, 'lastName').click();
  const columnMenu = page.getByRole('menu', { name: 'Column menu Last Name' });
  await columnMenu.getByRole('menuitem', { name: 'Hide column' }).focus();
  await page.keyboard.press('Enter');
  await expect(columnMenu).toHaveCount(0);
  await expectCols(page, 'id,firstName,lastName.hide,fullName');
  expect(await shownOrder(page)).toEqual(['id', 'firstName', 'fullName']);

  // The Columns menu: Space on the item given focus, then Down goes on to the next one.
  await columnsButton(page).click();
  const columnsMenu = page.getByRole('menu', { name: 'Columns' });
  await columnsMenu.getByRole('menuitemcheckbox', { name: 'firstName', exact: true }).focus();
  await page.keyboard.press(' ');
  await expectCols(page, 'id,firstName.hide,lastName.hide,fullName');
  await expect(columnsMenu.getByRole('menuitemcheckbox', { name: 'firstName', exact: true })).toHaveAttribute('aria-checked', 'false');
  await expect(columnsMenu.getByRole('menuitemcheckbox', { name: 'Last Name', exact: true })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(columnsMenu.getByRole('menuitemcheckbox', { name: 'Last Name', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');

  // The Match menu opens on the kind in force; Space on another kind chooses that one.
  await page.getByRole('button', { name: 'Match Full Name', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Exact', exact: true }).focus();
  await page.keyboard.press(' ');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Match Full Name', exact: true })).toHaveAccessibleDescription('Matching: Exact');
});

test('the arrangement is in the URL: a link opens it, Back and reload restore it, each dataset keeps its own', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=42&rows=100&cols=lastName.pin.w250,id,firstName.w180,fullName.hide', 100);

  await test.step('a link opens its arrangement', async () => {
    await expect.poll(() => pinnedOrder(page)).toEqual(['lastName']);
    expect(await shownOrder(page)).toEqual(['lastName', 'id', 'firstName']);
    expect(await widthOf(headerCell(page, 'firstName'))).toBe(180);
    expect(await widthOf(headerCell(page, 'lastName'))).toBe(250);
    expect(cols(page)).toBe('lastName.pin.w250,id,firstName.w180,fullName.hide');
  });

  await test.step('Back puts the previous arrangement back', async () => {
    // A change less than BURST_MS after the load would be part of its step of history.
    await page.clock.runFor(BURST_MS);
    await fromColumnMenu(page, 'id', 'Move right');
    await expectCols(page, 'lastName.pin.w250,firstName.w180,id,fullName.hide');
    expect(await shownOrder(page)).toEqual(['lastName', 'firstName', 'id']);
    await page.goBack();
    await expectCols(page, 'lastName.pin.w250,id,firstName.w180,fullName.hide');
    await expect.poll(() => shownOrder(page)).toEqual(['lastName', 'id', 'firstName']);
    await page.goForward();
    await expectCols(page, 'lastName.pin.w250,firstName.w180,id,fullName.hide');
    await expect.poll(() => shownOrder(page)).toEqual(['lastName', 'firstName', 'id']);
  });

  await test.step('a reload restores it', async () => {
    await page.reload();
    await expect(page.getByText('100 Rows', { exact: true })).toBeVisible();
    await expect.poll(() => shownOrder(page)).toEqual(['lastName', 'firstName', 'id']);
    expect(await pinnedOrder(page)).toEqual(['lastName']);
    expect(await widthOf(headerCell(page, 'firstName'))).toBe(180);
    expect(cols(page)).toBe('lastName.pin.w250,firstName.w180,id,fullName.hide');
  });

  await test.step('another dataset has its own (the default at first); coming back restores each one’s', async () => {
    await page.getByLabel('Dataset').selectOption('airlines');
    await expect(page.getByText('126 Rows', { exact: true })).toBeVisible();
    await expectCols(page, null);
    expect(await shownOrder(page)).toEqual(['id', 'name', 'iataCode']);
    expect(await pinnedOrder(page)).toEqual([]);
    await fromColumnMenu(page, 'iataCode', 'Pin left');
    await expectCols(page, /^iataCode\.pin\.w\d+,id,name$/);

    await page.getByLabel('Dataset').selectOption('people');
    await expect(page.getByText(/^\d+ Rows$/)).toBeVisible();
    await expectCols(page, 'lastName.pin.w250,firstName.w180,id,fullName.hide');
    await expect.poll(() => shownOrder(page)).toEqual(['lastName', 'firstName', 'id']);
    expect(await widthOf(headerCell(page, 'firstName'))).toBe(180);

    await page.getByLabel('Dataset').selectOption('airlines');
    await expect(page.getByText('126 Rows', { exact: true })).toBeVisible();
    await expectCols(page, /^iataCode\.pin\.w\d+,id,name$/);
    await expect.poll(() => pinnedOrder(page)).toEqual(['iataCode']);

    await page.getByLabel('Dataset').selectOption('airports');
    await expect(page.getByText('118 Rows', { exact: true })).toBeVisible();
    await expectCols(page, null);
    await expect.poll(() => pinnedOrder(page)).toEqual([]);
    expect(await shownOrder(page)).toEqual(['id', 'name', 'iataCode']);
  });
});

test('Back or Forward that hides the focused column gives focus to the header now in its place, as Hide column does', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=42&rows=100', 100);
  // A change less than BURST_MS after the load would be part of its step of history.
  await page.clock.runFor(BURST_MS);
  await fromColumnMenu(page, 'lastName', 'Hide column');
  await expectCols(page, 'id,firstName,lastName.hide,fullName');
  await page.goBack();
  await expectCols(page, null);
  await expect(headerCell(page, 'lastName')).toHaveCount(1);
  // From its header, its filter and one of its cells.
  for (const focus of [headerCell(page, 'lastName'), page.getByLabel('Filter Last Name', { exact: true }), page.locator('.ag-row[row-index="0"] [col-id="lastName"]')]) {
    await focus.focus();
    await page.goForward();
    await expectCols(page, 'id,firstName,lastName.hide,fullName');
    await expect(headerCell(page, 'fullName')).toBeFocused();
    await page.goBack();
    await expectCols(page, null);
  }
  // Focus elsewhere stays where it is.
  await headerCell(page, 'id').focus();
  await page.goForward();
  await expectCols(page, 'id,firstName,lastName.hide,fullName');
  await expect(headerCell(page, 'id')).toBeFocused();
});

test('a cols= that cannot be honoured says so and opens what it can', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100&cols=nope,fullName.w5,id.hide,firstName.hide,lastName.hide', 100);
  await expect(notices(page)).toContainText('Ignored "nope" in ?cols: People has no such column.');
  await expect(notices(page)).toContainText('Ignored the width "w5" of "fullName" in ?cols');
  expect(await shownOrder(page)).toEqual(['fullName']);
  expect(cols(page)).toBe('fullName,id.hide,firstName.hide,lastName.hide');
});

test('a pinned column keeps the width it had, in the page, in its link and unpinned again', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100&cols=id,firstName,lastName,fullName.hide', 100);
  const firstName = headerCell(page, 'firstName');
  const shared = await widthOf(firstName);
  await fromColumnMenu(page, 'firstName', 'Pin left');
  await expect.poll(() => pinnedOrder(page)).toEqual(['firstName']);
  // Pinned columns do not flex (AG Grid): it keeps its width, and the link says it.
  await expectCols(page, /^firstName\.pin\.w\d+,id,lastName,fullName\.hide$/);
  const width = Number(/firstName\.pin\.w(\d+)/.exec(cols(page)!)![1]);
  expect(Math.abs(width - shared)).toBeLessThanOrEqual(1);
  expect(Math.abs((await widthOf(firstName)) - width)).toBeLessThanOrEqual(1);

  const link = page.url();
  await openGrid(page, link.slice(link.indexOf('?')), 100);
  await expect.poll(() => pinnedOrder(page)).toEqual(['firstName']);
  expect(Math.abs((await widthOf(firstName)) - width)).toBeLessThanOrEqual(1);
  expect(cols(page)).toBe(`firstName.pin.w${width},id,lastName,fullName.hide`);

  // Unpinned, as AG Grid keeps it: the width it has on screen (Reset columns gives it its share again).
  await fromColumnMenu(page, 'firstName', 'Unpin');
  await expectCols(page, `firstName.w${width},id,lastName,fullName.hide`);
  await expect.poll(() => pinnedOrder(page)).toEqual([]);
  expect(Math.abs((await widthOf(firstName)) - width)).toBeLessThanOrEqual(1);
});

test('a pinned column dragged out of the pinned part is one change: one Back puts it back pinned', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100&cols=id.pin.w132', 100);
  const pinned = cols(page);
  await expect.poll(() => pinnedOrder(page)).toEqual(['id']);
  // Held out of the pinned part a while before it is let go, as a hand looks for where to drop it.
  const fullName = (await headerCell(page, 'fullName').boundingBox())!;
  const id = await centreOf(headerCell(page, 'id'));
  await page.mouse.move(id.x, id.y);
  await page.mouse.down();
  await page.mouse.move(fullName.x + fullName.width / 2, fullName.y + fullName.height / 2, { steps: 15 });
  await expect.poll(() => pinnedOrder(page)).toEqual([]);
  await page.waitForTimeout(400);
  await page.mouse.move(fullName.x + fullName.width - 10, fullName.y + fullName.height / 2, { steps: 5 });
  await page.mouse.up();
  await expectCols(page, /^firstName,lastName,fullName,id(\.w\d+)?$/);
  await page.goBack();
  await expectCols(page, pinned);
  await expect.poll(() => pinnedOrder(page)).toEqual(['id']);
});

test('a pin that would leave the other columns no room is undone, the latest first, and said', async ({ page }) => {
  /** The grid's own columns stay pinned at the left edge: the row checkboxes first on screen. */
  const checkboxesPinned = () => expect(page.locator('.ag-header-row-column .ag-grid-pinned-left-cells .ag-header-cell[col-id="$select"]')).toHaveCount(1);
  await test.step('a link pinning every column opens with the last one unpinned', async () => {
    await openGrid(page, '?seed=42&rows=100&cols=id.pin,firstName.pin,lastName.pin,fullName.pin', 100);
    await expect(notices(page)).toHaveText('Unpinned Full Name: the pinned columns must leave room for the other columns.');
    await expect.poll(() => pinnedOrder(page)).toEqual(['id', 'firstName', 'lastName']);
    await checkboxesPinned();
    expect(await shownOrder(page)).toEqual(PEOPLE);
    await expectCols(page, /^id\.pin\.w\d+,firstName\.pin\.w\d+,lastName\.pin\.w\d+,fullName$/);
    await page.getByRole('button', { name: 'Close notice' }).click();
  });

  await test.step('Pin left on the one column still scrolling: it stays unpinned, the others stay pinned', async () => {
    const before = cols(page);
    await fromColumnMenu(page, 'fullName', 'Pin left');
    await expect(notices(page)).toHaveText('Unpinned Full Name: the pinned columns must leave room for the other columns.');
    expect(await pinnedOrder(page)).toEqual(['id', 'firstName', 'lastName']);
    await checkboxesPinned();
    await expectCols(page, before);
    await page.getByRole('button', { name: 'Close notice' }).click();
  });

  await test.step('in a narrow window the second pin is the one undone', async () => {
    await page.setViewportSize({ width: 360, height: 700 });
    await openGrid(page, '?seed=42&rows=100', 100);
    await fromColumnMenu(page, 'lastName', 'Pin left');
    await expect.poll(() => pinnedOrder(page)).toEqual(['lastName']);
    await fromColumnMenu(page, 'id', 'Pin left');
    await expect(notices(page)).toHaveText('Unpinned id: the pinned columns must leave room for the other columns.');
    expect(await pinnedOrder(page)).toEqual(['lastName']);
    await checkboxesPinned();
    await expectCols(page, /^lastName\.pin\.w\d+,id,firstName,fullName$/);
  });
});

test('axe: no serious or critical violation with a column menu or the Columns menu open', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=100&cols=lastName.pin', 100);
  const axe = () => new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = async () => (await axe()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);

  await columnMenuButton(page, 'lastName').click();
  await expect(page.getByRole('menu', { name: 'Column menu Last Name' })).toBeVisible();
  expect(await blocking()).toEqual([]);
  await page.keyboard.press('Escape');

  await columnsButton(page).click();
  await expect(page.getByRole('menu', { name: 'Columns' })).toBeVisible();
  expect(await blocking()).toEqual([]);
});

test('a file wider than the window: Tab goes through every column’s filter in order, scrolling each into view, then into the rows', async ({ page }) => {
  // The header's Tab stops are found among the drawn filters (src/grid/tabStops.ts): every column's must be drawn, in view or not.
  const names = Array.from({ length: 40 }, (_, i) => `c${i + 1}`);
  const csv = [names.join(','), ...Array.from({ length: 5 }, (_, row) => names.map((name) => `r${row + 1}${name}`).join(','))].join('\n');
  await openGrid(page, '?seed=5');
  await page.getByLabel('File to open').setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('5 Rows', { exact: true })).toBeVisible();
  await page.getByLabel('Filter c1', { exact: true }).focus();
  const stops: string[] = [];
  for (let i = 0; i < names.length * 2; i++) {
    stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    await page.keyboard.press('Tab');
  }
  expect(stops).toEqual(names.flatMap((name) => [`Filter ${name}`, `Match ${name}`]));
  await expect(page.locator('.ag-row[row-index="0"] .ag-cell').first()).toBeFocused();
  await expect(page.locator('.ag-row[row-index="0"] .ag-cell').first()).toBeInViewport();
});
