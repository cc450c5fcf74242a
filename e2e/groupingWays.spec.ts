import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { columnTexts } from './helpers';
import { choose, columnMenu, exportGroups, grid, groupRows, openSales, stateDump } from './groupingHelpers';

// Every way a person changes the grouping reaches the rows: the same choice twice, quick
// clicks, a click on any part of the Group header or an aggregated header, the keyboard.

const sortParams = (page: Page) => new URL(page.url()).searchParams.getAll('sort');
const openParams = (page: Page) => new URL(page.url()).searchParams.getAll('open');
/** The first level's keys, top to bottom (the page's group rows at level 1, without their counts). */
const firstLevelKeys = async (page: Page) => (await groupRows(page)).filter((text) => text.startsWith('1')).map((text) => text.replace(/^1[·+] (.*) \(\d+\)$/, '$1'));

/** The sales file grouped by city, every group closed: Lyon, Paris, then the blank city. */
async function groupSalesByCity(page: Page) {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
}

/** The sales file grouped by city with the Sum of amount; the Group and sum(amount) headers. */
async function groupSalesByCitySummed(page: Page) {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await choose(page, 'amount', 'Sum');
  return {
    groupHeader: page.getByRole('columnheader', { name: 'Group', exact: true }),
    sumHeader: page.getByRole('columnheader', { name: 'sum(amount)', exact: true }),
  };
}

/** Paris's Group cell: the second group row's, while every group above it is closed. */
const parisCell = (page: Page) => page.locator('.ag-row[row-index="1"] [col-id="$group"]');

/** Keys pressed on a cell in one task: each after the one before, before the rows can be drawn again, as on a slow machine. */
const pressAtOnce = (cell: Locator, keys: string[]) =>
  cell.evaluate((element, keys) => {
    for (const key of keys) element.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }));
  }, keys);

/** Paris's Group cell, focused by a click on it. */
async function focusParis(page: Page) {
  const paris = parisCell(page);
  await paris.click();
  await expect(paris).toBeFocused();
  return paris;
}

test('a double-click on Expand opens the group once; on Collapse closes it once', async ({ page }) => {
  await groupSalesByCity(page);
  // Its second click may land on the button drawn for the open group (a slow machine draws between the clicks): it is no second press.
  await page.getByRole('button', { name: 'Expand Paris', exact: true }).dblclick();
  await expect(page.getByRole('button', { name: 'Collapse Paris', exact: true })).toBeVisible();
  expect(openParams(page)).toEqual(['["Paris"]']);
  expect(await groupRows(page)).toEqual(['1· Lyon (2)', '1+ Paris (3)', '2 ', '2 ', '2 ', '1· (Blank) (1)', '- Total (6)']);
  expect(await stateDump(page)).toMatchObject({ rowGroupExpansion: { expandedRowGroupIds: ['["Paris"]'] } });

  await page.getByRole('button', { name: 'Collapse Paris', exact: true }).dblclick();
  await expect(page.getByRole('button', { name: 'Expand Paris', exact: true })).toBeVisible();
  expect(openParams(page)).toEqual([]);
  expect(await groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
});

test('two quick Enters on a group cell open it and close it again, whenever its row is drawn', async ({ page }) => {
  await groupSalesByCity(page);
  const paris = await focusParis(page);
  await pressAtOnce(paris, ['Enter', 'Enter']);
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  await expect(page.getByRole('button', { name: 'Expand Paris', exact: true })).toBeVisible();
  expect(openParams(page)).toEqual([]);
  // And once more: one Enter opens it.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Collapse Paris', exact: true })).toBeVisible();
  expect(openParams(page)).toEqual(['["Paris"]']);
});

test('Right then Left, quicker than the rows are drawn, open a group and close it again (and Left then Right the other way); focus stays on it', async ({ page }) => {
  await groupSalesByCity(page);
  const paris = await focusParis(page);

  // Each key acts on what the one before asked for, not on the row as drawn: closed again, so Enter opens it.
  await pressAtOnce(paris, ['ArrowRight', 'ArrowLeft']);
  await expect(paris).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Collapse Paris', exact: true })).toBeVisible();
  await expect.poll(() => openParams(page)).toEqual(['["Paris"]']);
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1+ Paris (3)', '2 ', '2 ', '2 ', '1· (Blank) (1)', '- Total (6)']);

  // Open: Left then Right leave it open, so Enter closes it.
  await pressAtOnce(paris, ['ArrowLeft', 'ArrowRight']);
  await expect(paris).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Expand Paris', exact: true })).toBeVisible();
  await expect.poll(() => openParams(page)).toEqual([]);
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  await expect(paris).toBeFocused();
});

test('a click on a group’s toggle leaves the focus on its cell, where Enter and the arrows carry on', async ({ page }) => {
  await groupSalesByCity(page);
  const paris = parisCell(page);
  await page.getByRole('button', { name: 'Expand Paris', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Collapse Paris', exact: true })).toBeVisible();
  await expect(paris).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Expand Paris', exact: true })).toBeVisible();
  await expect.poll(() => openParams(page)).toEqual([]);
  await expect(paris).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ag-row[row-index="2"] [col-id="$group"]')).toBeFocused();
});

test('Group by chosen twice quickly, by mouse and by keyboard, ends ungrouped, in the rows too', async ({ page }) => {
  await openSales(page);
  const ungrouped = async () => {
    await expect(page.getByRole('menuitemcheckbox', { name: 'Group by city' })).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/group=/);
    await expect(page.getByRole('toolbar', { name: 'Row groups' })).toHaveCount(0);
    await expect(grid(page)).toHaveAttribute('role', 'grid');
    await expect(page.getByRole('columnheader', { name: 'Group', exact: true })).toHaveCount(0);
    expect(await columnTexts(page, 'city')).toEqual(['Paris', 'Lyon', 'Paris', '', 'Lyon', 'Paris']);
    expect(await stateDump(page)).not.toHaveProperty('rowGroup');
  };

  await columnMenu(page, 'city').click();
  await page.getByRole('menuitemcheckbox', { name: 'Group by city' }).dblclick();
  await ungrouped();

  await page.getByRole('columnheader', { name: 'city', exact: true }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  const item = page.getByRole('menuitemcheckbox', { name: 'Group by city' });
  for (let i = 0; i < 10 && !(await item.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await ungrouped();
});

test('the Aggregate it has already, chosen again, changes nothing; later changes still reach the rows', async ({ page }) => {
  const { sumHeader } = await groupSalesByCitySummed(page);
  await expect(sumHeader).toBeVisible();
  const url = page.url();
  await columnMenu(page, 'amount').click();
  const sum = page.getByRole('menuitemradio', { name: 'Sum' });
  await expect(sum).toHaveAttribute('aria-checked', 'true');
  await sum.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(page.url()).toBe(url);
  // The view goes on following: a group opened, then another aggregate.
  await page.getByRole('button', { name: 'Expand Lyon', exact: true }).click();
  await expect.poll(() => groupRows(page)).toEqual(['1+ Lyon (2)', '2 ', '2 ', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  await choose(page, 'amount', 'Max');
  await expect(page.getByRole('columnheader', { name: 'max(amount)', exact: true })).toBeVisible();
  await expect.poll(() => page.locator('.ag-row[aria-level="1"] [col-id="amount"]').allTextContents()).toHaveLength(3);
  expect(await stateDump(page)).toMatchObject({ aggregation: { aggregationModel: [{ colId: 'amount', aggFunc: 'max' }] } });
  const amounts = await columnTexts(page, 'amount');
  expect(amounts[0]).toBe('4');
});

type Press = 'name' | 'Enter';
const PRESS: Record<Press, (page: Page, cell: Locator) => Promise<void>> = {
  name: (_page, cell) => cell.locator('.column-header-name').click(),
  Enter: async (page, cell) => {
    await cell.focus();
    await page.keyboard.press('Enter');
  },
};

test('the Group header and an aggregated header sort the groups by a click on their name and by Enter', async ({ page }) => {
  const { groupHeader, sumHeader } = await groupSalesByCitySummed(page);
  // Sums: Lyon 5.00, Paris 15.75, the blank city 7.00; the blank group is last in key order either way.
  const steps: { cell: Locator; press: Press; sort: string; url: string[]; keys: string[] }[] = [
    { cell: groupHeader, press: 'name', sort: 'descending', url: ['ag-Grid-AutoColumn:desc'], keys: ['Paris', 'Lyon', '(Blank)'] },
    { cell: groupHeader, press: 'Enter', sort: 'none', url: [], keys: ['Lyon', 'Paris', '(Blank)'] },
    { cell: groupHeader, press: 'Enter', sort: 'descending', url: ['ag-Grid-AutoColumn:desc'], keys: ['Paris', 'Lyon', '(Blank)'] },
    { cell: sumHeader, press: 'name', sort: 'ascending', url: ['amount:asc'], keys: ['Lyon', '(Blank)', 'Paris'] },
    { cell: sumHeader, press: 'Enter', sort: 'descending', url: ['amount:desc'], keys: ['Paris', '(Blank)', 'Lyon'] },
    { cell: sumHeader, press: 'name', sort: 'none', url: [], keys: ['Lyon', 'Paris', '(Blank)'] },
  ];
  for (const { cell, press, sort, url, keys } of steps) {
    await test.step(`${await cell.getAttribute('aria-label') ?? 'Group'}: ${press} → ${sort}`, async () => {
      await PRESS[press](page, cell);
      await expect(cell).toHaveAttribute('aria-sort', sort);
      await expect.poll(() => sortParams(page)).toEqual(url);
      await expect.poll(() => firstLevelKeys(page)).toEqual(keys);
    });
  }
});

test('with aggregates alone there are no groups to order: the Group header sorts nothing, by a click on its name or by Enter', async ({ page }) => {
  await openSales(page);
  await choose(page, 'amount', 'Sum');
  await expect.poll(() => groupRows(page)).toContain('- Total (6)');
  const groupHeader = page.getByRole('columnheader', { name: 'Group', exact: true });
  for (const press of ['name', 'Enter'] as const) {
    await test.step(`${press} on the Group header`, async () => {
      await PRESS[press](page, groupHeader);
      // The sort is settled in the task of the press: no arrow, nothing in the address.
      await expect(groupHeader).toHaveAttribute('aria-sort', 'none');
      expect(sortParams(page)).toEqual([]);
    });
  }
  // Nor does it wait hidden for the first level: the groups come in key order.
  await choose(page, 'city', 'Group by city');
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  await expect(groupHeader).toHaveAttribute('aria-sort', 'none');
  expect(sortParams(page)).toEqual([]);
});

test('a sort on the groups added after another (Shift) orders the groups: it comes first, by mouse and by keyboard', async ({ page }) => {
  const { groupHeader, sumHeader } = await groupSalesByCitySummed(page);
  await sumHeader.locator('.column-header-name').click();
  // Sums: Lyon 5.00, the blank city 7.00, Paris 15.75.
  await expect.poll(() => sortParams(page)).toEqual(['amount:asc']);
  await expect.poll(() => firstLevelKeys(page)).toEqual(['Lyon', '(Blank)', 'Paris']);
  const shiftClick = () => groupHeader.locator('.column-header-name').click({ modifiers: ['Shift'] });
  const shiftEnter = async () => {
    await groupHeader.focus();
    await page.keyboard.press('Shift+Enter');
  };
  const steps: { press: () => Promise<void>; name: string; group: string; url: string[]; keys: string[] }[] = [
    { name: 'Shift+click', press: shiftClick, group: 'descending', url: ['ag-Grid-AutoColumn:desc', 'amount:asc'], keys: ['Paris', 'Lyon', '(Blank)'] },
    { name: 'Shift+Enter', press: shiftEnter, group: 'none', url: ['amount:asc'], keys: ['Lyon', '(Blank)', 'Paris'] },
    { name: 'Shift+Enter again', press: shiftEnter, group: 'descending', url: ['ag-Grid-AutoColumn:desc', 'amount:asc'], keys: ['Paris', 'Lyon', '(Blank)'] },
  ];
  for (const { name, press, group, url, keys } of steps) {
    await test.step(`${name} on the Group header`, async () => {
      await press();
      await expect(groupHeader).toHaveAttribute('aria-sort', group);
      await expect(sumHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(() => sortParams(page)).toEqual(url);
      await expect.poll(() => firstLevelKeys(page)).toEqual(keys);
    });
  }
  // A link with the sort on the groups after another opens with it first, and says so.
  await page.goto('/?seed=1&rows=20&group=lastName&sort=id:desc&sort=ag-Grid-AutoColumn:desc');
  await expect(page.getByRole('status').filter({ hasText: 'Put the sort on the groups first' })).toBeVisible();
  await expect(groupHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => sortParams(page)).toEqual(['ag-Grid-AutoColumn:desc', 'id:desc']);
});

test('a second aggregate sorted (Shift) orders the groups the first leaves tied, by mouse and by keyboard', async ({ page }) => {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await choose(page, 'status', 'Distinct');
  await choose(page, 'amount', 'Sum');
  const distinctHeader = page.getByRole('columnheader', { name: 'distinct(status)', exact: true });
  const sumHeader = page.getByRole('columnheader', { name: 'sum(amount)', exact: true });
  // Different statuses: Lyon 2 and Paris 2 (a tie, by key), the blank city 1. Sums: Lyon 5.00, Paris 15.75.
  await distinctHeader.locator('.column-header-name').click();
  await expect.poll(() => sortParams(page)).toEqual(['status:asc']);
  await expect.poll(() => firstLevelKeys(page)).toEqual(['(Blank)', 'Lyon', 'Paris']);
  const steps: { name: string; press: () => Promise<void>; sum: string; url: string[]; keys: string[] }[] = [
    { name: 'Shift+click', press: () => sumHeader.locator('.column-header-name').click({ modifiers: ['Shift'] }), sum: 'ascending', url: ['status:asc', 'amount:asc'], keys: ['(Blank)', 'Lyon', 'Paris'] },
    {
      name: 'Shift+Enter',
      press: async () => {
        await sumHeader.focus();
        await page.keyboard.press('Shift+Enter');
      },
      sum: 'descending',
      url: ['status:asc', 'amount:desc'],
      keys: ['(Blank)', 'Paris', 'Lyon'],
    },
    // The same choice once more: no sum sort, the tie back to key order; then descending again, as before.
    { name: 'Shift+click again', press: () => sumHeader.locator('.column-header-name').click({ modifiers: ['Shift'] }), sum: 'none', url: ['status:asc'], keys: ['(Blank)', 'Lyon', 'Paris'] },
    {
      name: 'Shift+Enter twice at once',
      press: async () => {
        await sumHeader.focus();
        await page.keyboard.press('Shift+Enter');
        await page.keyboard.press('Shift+Enter');
      },
      sum: 'descending',
      url: ['status:asc', 'amount:desc'],
      keys: ['(Blank)', 'Paris', 'Lyon'],
    },
  ];
  for (const { name, press, sum, url, keys } of steps) {
    await test.step(`${name} on sum(amount)`, async () => {
      await press();
      await expect(sumHeader).toHaveAttribute('aria-sort', sum);
      await expect(distinctHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(() => sortParams(page)).toEqual(url);
      await expect.poll(() => firstLevelKeys(page)).toEqual(keys);
    });
  }
  // Export groups writes them in the order shown.
  const { lines } = await exportGroups(page);
  expect(lines).toEqual([
    ['city', 'count', 'distinct(status)', 'sum(amount)'],
    ['', '1', '1', '7.00'],
    ['Paris', '3', '2', '15.75'],
    ['Lyon', '2', '2', '5.00'],
  ]);
});

test('removing the last level leaves no group open: grouping again starts closed, as the address says', async ({ page }) => {
  await groupSalesByCitySummed(page);
  await page.getByRole('button', { name: 'Expand Paris', exact: true }).click();
  await expect.poll(() => openParams(page)).toEqual(['["Paris"]']);
  await page.getByRole('button', { name: 'Remove group city', exact: true }).click();
  // Aggregates alone: the rows of the table (no Group text), then the totals.
  await expect.poll(() => groupRows(page)).toEqual([...Array<string>(6).fill('- '), '- Total (6)']);
  expect(openParams(page)).toEqual([]);
  expect(await stateDump(page)).toMatchObject({ rowGroupExpansion: { expandedRowGroupIds: [] } });
  await choose(page, 'city', 'Group by city');
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  expect(openParams(page)).toEqual([]);
});

test('a double click on a Row groups button acts once: its second press does not land on what took the button’s place', async ({ page }) => {
  await page.goto('/?seed=2&rows=100&group=lastName,firstName');
  const groupParam = () => new URL(page.url()).searchParams.get('group');
  const toolbar = page.getByRole('toolbar', { name: 'Row groups' });
  // Moved later, Last Name leaves its buttons to firstName's: the second press would move firstName back.
  await toolbar.getByRole('button', { name: 'Move Last Name later' }).dblclick();
  await expect(toolbar.getByRole('listitem')).toHaveText(['firstName←→×', 'Last Name←→×']);
  expect(groupParam()).toBe('firstName,lastName');
  // Removed, firstName leaves its place to Last Name's buttons: the second press would remove Last Name too.
  await toolbar.getByRole('button', { name: 'Remove group firstName' }).dblclick();
  await expect(toolbar.getByRole('listitem')).toHaveText(['Last Name←→×']);
  await expect(toolbar.getByRole('button', { name: 'Remove group Last Name' })).toBeFocused();
  expect(groupParam()).toBe('lastName');
  // The last level removed takes the toolbar away and the grid moves up under the pointer: the second press would land on its header.
  await toolbar.getByRole('button', { name: 'Remove group Last Name' }).dblclick();
  await expect(toolbar).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Last Name', exact: true })).toBeFocused();
  expect(new URL(page.url()).search).toBe('?seed=2&rows=100');
  await expect(page.getByRole('menu')).toHaveCount(0);
  // A later double click is a series of its own, both its presses heard: on Group by it groups and ungroups.
  await columnMenu(page, 'Last Name').click();
  await page.getByRole('menuitemcheckbox', { name: 'Group by Last Name' }).dblclick();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Group by Last Name' })).not.toBeChecked();
  await expect(toolbar).toBeHidden();
  expect(groupParam()).toBeNull();
});

test('the Row groups toolbar’s arrows move among its buttons; with Alt, Ctrl or Meta they are the browser’s (Alt+Left is Back)', async ({ page }) => {
  await page.goto('/?seed=2&rows=100&group=lastName,firstName');
  const toolbar = page.getByRole('toolbar', { name: 'Row groups' });
  const remove = toolbar.getByRole('button', { name: 'Remove group firstName' });
  await remove.focus();
  // Whether the page kept each key press from the browser (heard after React's handlers).
  await page.evaluate(() => {
    const kept: boolean[] = [];
    (window as unknown as { kept: boolean[] }).kept = kept;
    window.addEventListener('keydown', (event) => event.key.startsWith('Arrow') && kept.push(event.defaultPrevented));
  });
  for (const key of ['Alt+ArrowLeft', 'Alt+ArrowRight', 'Control+ArrowLeft', 'Meta+ArrowRight']) {
    await page.keyboard.press(key);
    await expect(remove).toBeFocused();
  }
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Move firstName later' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { kept: boolean[] }).kept)).toEqual([false, false, false, false, true]);
});

test('Back to the view before grouping keeps the focus in the grid: from the Row groups toolbar, a Group cell or the Group header', async ({ page }) => {
  await page.goto('/?seed=2&rows=100');
  const toolbar = page.getByRole('toolbar', { name: 'Row groups' });
  const lastNameHeader = page.getByRole('columnheader', { name: 'Last Name', exact: true });
  /** Grouped by Last Name from its menu (a history entry), then focus put somewhere, then Back (Alt+Left, the browser's key): the toolbar and the Group column go. */
  const groupThenBack = async (focus: () => Promise<void>) => {
    await choose(page, 'Last Name', 'Group by Last Name');
    await expect(toolbar).toBeVisible();
    await focus();
    await page.goBack();
    await expect(toolbar).toBeHidden();
    await expect(grid(page)).toHaveAttribute('role', 'grid');
  };
  // From a toolbar button: to the header of the column it was grouped by.
  await groupThenBack(() => toolbar.getByRole('button', { name: 'Expand all groups' }).focus());
  await expect(lastNameHeader).toBeFocused();
  // From a group row's Group cell, or the Group header: to the header now in the Group column's place, as after Hide column.
  const header = (colId: string) => page.locator(`.ag-header-row-column [col-id="${colId}"]`);
  for (const focus of [() => page.locator('.ag-row[row-index="0"] [col-id="$group"]').focus(), () => page.locator('.ag-header-row-column [col-id="$group"]').focus()]) {
    await groupThenBack(focus);
    await expect(header('id')).toBeFocused();
    // The grid's own keys go on from there.
    await page.keyboard.press('ArrowRight');
    await expect(header('firstName')).toBeFocused();
  }
});
