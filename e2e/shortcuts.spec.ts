import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { clearWithEscape, DEBOUNCE_MS, expectRowCount, filterInput, filterState, globalSearch, readFilterState, rowCount, typeAndApply } from './helpers';
import { expectDump } from './robustHelpers';

/*
 * Keyboard shortcuts: `/` goes to the global search, Escape clears a column filter or the
 * search at once, `?` opens the list of shortcuts. None of them is a shortcut while the
 * visitor types in a field (apart from Escape in the filters, which is the point).
 */

const help = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

/**
 * Presses Escape in `input` and returns how long after the key press the input reported its
 * value (DebouncedInput's `input-commit` mark), in ms; null when it reported nothing.
 */
async function escapeAndTimeCommit(page: Page, input: Locator): Promise<number | null> {
  await input.evaluate((element) => {
    performance.clearMarks('input-commit');
    element.addEventListener('keydown', () => performance.mark('escape-pressed'), { capture: true, once: true });
  });
  await page.keyboard.press('Escape');
  return page.evaluate(() => {
    const [pressed] = performance.getEntriesByName('escape-pressed');
    const [committed] = performance.getEntriesByName('input-commit');
    performance.clearMarks('escape-pressed');
    return pressed && committed ? committed.startTime - pressed.startTime : null;
  });
}

/** What a fresh page shows: no filter, no search, all rows, the help closed. */
async function expectFreshState(page: Page) {
  await expectDump(page, { columnFilters: [], globalFilter: '' });
  await expectRowCount(page, 5000);
  await expect(globalSearch(page)).toHaveValue('');
  await expect(filterInput(page, 'lastName')).toHaveValue('');
  await expect(help(page)).toBeHidden();
  await expect(page.locator('.ag-row[row-index="0"] [col-id="id"]')).toHaveText('0');
}

// One page load for all the shortcuts (a load of 5000 rows costs seconds). Each step leaves
// the filters and the search empty again (Escape) and expectFreshState proves it.
test('keyboard shortcuts: /, Escape in the filters and the search, ?', async ({ page }) => {
  await openGrid(page);

  // First, while nothing has focus yet: "from the page".
  await test.step('/ focuses the global search, from the page or from the grid', async () => {
    await expect(globalSearch(page)).toHaveAttribute('aria-keyshortcuts', '/');
    await page.keyboard.press('/');
    await expect(globalSearch(page)).toBeFocused();
    await expect(globalSearch(page)).toHaveValue(''); // the slash is not typed into it

    // From a focused cell of the grid.
    const cell = page.locator('.ag-row[row-index="2"] [col-id="lastName"]');
    await cell.click();
    await expect(cell).toBeFocused();
    await page.keyboard.press('/');
    await expect(globalSearch(page)).toBeFocused();
    await page.keyboard.type('ann');
    await expect(filterState(page)).toContainText('"globalFilter": "ann"');
    await expect(globalSearch(page)).toHaveValue('ann');

    // From a button: and what the search holds is selected, so typing replaces it.
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('/');
    await expect(globalSearch(page)).toBeFocused();
    await page.keyboard.type('bob');
    await expect(globalSearch(page)).toHaveValue('bob');

    await clearWithEscape(page, globalSearch(page));
    await expectFreshState(page);
  });

  await test.step('/ and ? typed in a field are text, not shortcuts', async () => {
    const lastName = filterInput(page, 'lastName');
    await lastName.click();
    await page.keyboard.type('a/b?');
    await expect(lastName).toHaveValue('a/b?');
    await expect(lastName).toBeFocused();
    await expect(help(page)).toBeHidden();
    await expect(filterState(page)).toContainText('"a/b?"');

    await globalSearch(page).click();
    await page.keyboard.type('x/?');
    await expect(globalSearch(page)).toHaveValue('x/?');
    await expect(help(page)).toBeHidden();

    // In the page-size select, too: focus stays there.
    const pageSize = page.getByLabel('Page size');
    await pageSize.focus();
    await page.keyboard.press('/');
    await page.keyboard.press('?');
    await expect(pageSize).toBeFocused();
    await expect(help(page)).toBeHidden();

    // With Ctrl held, / is the browser's or the grid's, not the search's.
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Control+/');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();

    // In an open menu the keys are the menu's: it stays open, focus stays on its item, and
    // Escape then takes focus back to the header (the help had left it on nothing).
    const fullName = page.locator('.ag-header-row-column .ag-header-cell[col-id="fullName"]');
    await fullName.focus();
    await page.keyboard.press('Alt+ArrowDown');
    const item = page.getByRole('menu', { name: 'Column menu Full Name' }).getByRole('menuitem').nth(1);
    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('?');
    await page.keyboard.press('/');
    await expect(item).toBeFocused();
    await expect(help(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(fullName).toBeFocused();

    // In another dialog (a column's values), on its buttons too: its keys, and it stays on top.
    await page.getByRole('button', { name: 'Column menu Last Name', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Values and summary' }).click();
    const values = page.getByRole('dialog', { name: 'Values of Last Name' });
    const cancel = values.getByRole('button', { name: 'Cancel' });
    await cancel.focus();
    // Whether a shortcut took the key is known in its own keydown (it prevents the default), where the help comes later, with its code.
    await page.evaluate(() => {
      const taken: string[] = [];
      Object.assign(window, { keysTaken: taken });
      window.addEventListener('keydown', (event) => event.defaultPrevented && taken.push(event.key));
    });
    await page.keyboard.press('?');
    await page.keyboard.press('/');
    expect(await page.evaluate(() => (window as unknown as { keysTaken: string[] }).keysTaken)).toEqual([]);
    await expect(cancel).toBeFocused();
    await expect(help(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(values).toBeHidden();

    await clearWithEscape(page, lastName);
    await clearWithEscape(page, globalSearch(page));
    await expectFreshState(page);
  });

  await test.step('Escape clears a column filter at once and the rows come back', async () => {
    const lastName = filterInput(page, 'lastName');
    await typeAndApply(page, lastName, 'son');
    await expect(rowCount(page)).not.toHaveText('5000 Rows');
    expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'lastName', value: 'son' }]);

    // Typing on, then Escape before the debounce: the pending "sonx" never applies.
    await lastName.click();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    const typedAt = Date.now();
    const delay = await escapeAndTimeCommit(page, lastName);
    await expect(lastName).toHaveValue('');
    await expect(lastName).toBeFocused();
    expect(delay, 'the cleared value is applied in the key press, not after the 500 ms debounce').not.toBeNull();
    expect(delay!).toBeLessThan(200);
    await expectRowCount(page, 5000);
    // Past the debounce of the "x" (plus 200 ms to render): nothing else arrives. Counted from
    // the key press, since the checks above already took part of it.
    await page.waitForTimeout(Math.max(0, typedAt + DEBOUNCE_MS + 200 - Date.now()));
    expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
    await expect(page.locator('.ag-row[row-index="0"] [col-id="id"]')).toHaveText('0');

    // Escape on an empty filter applies nothing; it is the grid's again, which takes focus out
    // to the filter's header cell, from where the arrow keys move on.
    const nothing = await escapeAndTimeCommit(page, lastName);
    expect(nothing).toBeNull();
    await expect(page.locator('.ag-floating-filter[col-id="lastName"]')).toBeFocused();

    await expectFreshState(page);
  });

  await test.step('Escape clears the global search at once', async () => {
    await typeAndApply(page, globalSearch(page), 'ann');
    await expect(rowCount(page)).not.toHaveText('5000 Rows');
    await globalSearch(page).focus();
    const delay = await escapeAndTimeCommit(page, globalSearch(page));
    await expect(globalSearch(page)).toHaveValue('');
    expect(delay).not.toBeNull();
    expect(delay!).toBeLessThan(200);
    await expectRowCount(page, 5000);
    expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });

    await expectFreshState(page);
  });

  await test.step('? opens the list of shortcuts; Escape or Close closes it and focus returns', async () => {
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.focus();
    await page.keyboard.press('?');
    await expect(help(page)).toBeVisible();
    await expect(help(page).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(help(page)).toContainText('Go to Search all columns');
    await expect(help(page)).toContainText('clear it');
    await expect(help(page)).toContainText("On a group row's Group cell, or a nested row's id: open or close it");
    await expect(help(page)).toContainText('the rows are one stop, where the arrow keys move between cells');
    await expect(help(page).getByRole('button', { name: 'Close' })).toBeFocused();

    // While it is open, `/` is no shortcut: focus stays in the dialog.
    await page.keyboard.press('/');
    await expect(help(page).getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(help(page)).toBeHidden();
    await expect(exportButton).toBeFocused();

    // The button opens it too (that is how a mouse user finds it); Close closes it.
    const opener = page.getByRole('button', { name: 'Keyboard shortcuts' });
    await opener.click();
    await expect(help(page)).toBeVisible();
    await help(page).getByRole('button', { name: 'Close' }).click();
    await expect(help(page)).toBeHidden();
    await expect(opener).toBeFocused();

    // And ? from a grid cell, back to the cell.
    const cell = page.locator('.ag-row[row-index="0"] [col-id="firstName"]');
    await cell.click();
    await page.keyboard.press('?');
    await expect(help(page)).toBeVisible();
    await page.keyboard.press('Enter'); // on the focused Close button
    await expect(help(page)).toBeHidden();
    await expect(cell).toBeFocused();
  });
});

test('the shortcuts help: every key clear of what it does, opened at its top on Close, wide and in a window zoomed to 400 %', async ({ page }) => {
  await openGrid(page);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 256 }]) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Keyboard shortcuts', exact: true }).click();
    await expect(help(page)).toBeVisible();
    // Focus opens on Close, the dialog's first control: the title above it is in view.
    await expect(help(page).getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await expect(help(page).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInViewport({ ratio: 1 });
    const overlaps = await help(page).evaluate((dialog) =>
      [...dialog.querySelectorAll('.shortcut')].flatMap((row) => {
        const key = row.querySelector('kbd')!.getBoundingClientRect();
        const what = row.querySelector('dd')!.getBoundingClientRect();
        const apart = key.right <= what.left || key.bottom <= what.top;
        return apart ? [] : [`${row.querySelector('kbd')!.textContent}: key ${key.left}-${key.right} × ${key.top}-${key.bottom}, text ${what.left}-${what.right} × ${what.top}-${what.bottom}`];
      }),
    );
    expect(overlaps, `at ${viewport.width} × ${viewport.height}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(help(page)).toBeHidden();
  }
});
