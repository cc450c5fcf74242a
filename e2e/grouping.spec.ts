import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BURST_MS, filterState, parseCsv, rowsSettled, textOverhang } from './helpers';
import { choose, columnMenu, exportGroups, grid, groupRows, openSales, rowCountText, stateDump } from './groupingHelpers';

test('a file grouped by city by mouse: group rows, counts, totals, aria, URL, state dump, Export groups', async ({ page }) => {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  // ARIA asks a (tree) grid for a name: the file's.
  await expect(page.getByRole('treegrid', { name: 'sales.csv', exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  // The totals row is pinned below the page's rows (AG Grid's pinned bottom rows), none of them.
  await expect(page.locator('.ag-grid-pinned-bottom-rows-container .ag-row [col-id="$group"]')).toHaveText(['Total (6)']);
  await expect(page.locator('.ag-grid-scrolling-rows .ag-row [col-id="$group"]').filter({ hasText: 'Total' })).toHaveCount(0);
  await expect(rowCountText(page)).toHaveText('6 Rows');
  await expect(page).toHaveURL(/[?&]group=city(&|$)/);
  expect(await stateDump(page)).toMatchObject({ rowGroup: { groupColIds: ['city'] }, aggregation: { aggregationModel: [] }, rowGroupExpansion: { expandedRowGroupIds: [] } });

  await page.getByRole('button', { name: 'Expand Paris', exact: true }).click();
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1+ Paris (3)', '2 ', '2 ', '2 ', '1· (Blank) (1)', '- Total (6)']);
  await expect(page).toHaveURL(/[?&]open=%5B%22Paris%22%5D/);
  expect(await stateDump(page)).toMatchObject({ rowGroupExpansion: { expandedRowGroupIds: ['["Paris"]'] } });

  await choose(page, 'amount', 'Sum');
  await expect(page.getByRole('columnheader', { name: 'sum(amount)', exact: true })).toBeVisible();
  await expect(columnMenu(page, 'amount')).toBeVisible();
  await expect(page.getByLabel('Filter amount', { exact: true })).toBeVisible();
  expect(await stateDump(page)).toMatchObject({ aggregation: { aggregationModel: [{ colId: 'amount', aggFunc: 'sum' }] } });

  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  const { fileName, lines } = await exportGroups(page);
  expect(fileName).toBe('sales-groups.csv');
  expect(lines).toEqual([
    ['city', 'count', 'sum(amount)'],
    ['Lyon', '2', '5.00'],
    ['Paris', '3', '15.75'],
    ['', '1', '7.00'],
  ]);
});

test('the file grouped: Export CSV and the pager read the rows that pass; another dataset starts ungrouped', async ({ page }) => {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await choose(page, 'status', 'Group by status');
  await expect(page.getByRole('button', { name: 'Move city earlier' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Move status later' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Move status earlier' }).click();
  await expect.poll(() => groupRows(page)).toEqual(['1· closed (2)', '1· open (4)', '- Total (6)']);
  await expect(page.getByRole('status', { name: 'Row groups status' })).toHaveText('status is now level 1 of 2');
  await expect(page).toHaveURL(/[?&]group=status%2Ccity(&|$)/);
  await page.getByRole('button', { name: 'Expand all groups' }).click();
  // 13 lines shown, 10 a page: the pager pages over them; the totals row stays pinned below every page.
  await expect.poll(() => groupRows(page)).toEqual(['1+ closed (2)', '2+ Lyon (1)', '3 ', '2+ Paris (1)', '3 ', '1+ open (4)', '2+ Lyon (1)', '3 ', '2+ Paris (2)', '3 ', '- Total (6)']);
  expect(await stateDump(page)).toMatchObject({ rowGroup: { groupColIds: ['status', 'city'] }, rowGroupExpansion: { expandAll: true, invertedRowGroupIds: [] } });
  await expect(rowCountText(page)).toHaveText('6 Rows');
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveText('Page 1 of 2', { useInnerText: true });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => groupRows(page)).toEqual(['3 ', '2+ (Blank) (1)', '3 ', '- Total (6)']);
  await page.getByRole('button', { name: 'Collapse all groups' }).click();
  await expect.poll(() => groupRows(page)).toEqual(['1· closed (2)', '1· open (4)', '- Total (6)']);
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveText('Page 1 of 1', { useInnerText: true });
  expect(await stateDump(page)).toMatchObject({ rowGroupExpansion: { expandedRowGroupIds: [] } });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const [head, ...records] = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(head).toEqual(['city', 'status', 'amount', 'when']);
  expect(records).toHaveLength(6);

  await page.getByRole('button', { name: 'Remove group status' }).click();
  // Focus goes with the level its button took away: to the level now in its place, then (the toolbar gone) to the column's header.
  await expect(page.getByRole('button', { name: 'Remove group city' })).toBeFocused();
  // That button's name alone does not say a level went: the status does.
  await expect(page.getByRole('status', { name: 'Row groups status' })).toHaveText('Removed status; grouped by city');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="city"]')).toBeFocused();
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('role', 'grid');
  // aria-level and aria-expanded are valid only in a treegrid: none is left on the rows.
  await expect(page.locator('.ag-row[aria-level], .ag-row[aria-expanded]')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Group', exact: true })).toHaveCount(0);

  await choose(page, 'city', 'Group by city');
  await page.getByLabel('Dataset').selectOption({ label: 'People' });
  await expect(page.getByText('20 Rows', { exact: true })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Group', exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/group=/);
  expect(await stateDump(page)).not.toHaveProperty('rowGroup');
});

/** Last Name's groups as the Group column reads them, keys only. */
const groupKeys = async (page: Page) => (await groupRows(page)).filter((text) => /^1/.test(text)).map((text) => text.replace(/^1[+·] (.*) \(\d+\)$/, '$1'));
/** The id column's texts of the group rows (their aggregate). */
const groupAggregates = (page: Page) =>
  page.locator('.ag-row[aria-level="1"] [col-id="id"]').evaluateAll((cells) =>
    cells.map((cell) => [Number(cell.closest('.ag-row')!.getAttribute('row-index')), Number(cell.textContent)] as const).sort((a, b) => a[0] - b[0]).map(([, value]) => value),
  );

test('a column menu left open by Group by stays below its button, which the Group column and the Row groups toolbar move', async ({ page }) => {
  await page.goto('/?seed=42&rows=40');
  await expect(page.getByText('40 Rows', { exact: true })).toBeVisible();
  const button = columnMenu(page, 'Last Name');
  await button.click();
  const menu = page.getByRole('menu', { name: 'Column menu Last Name' });
  const gap = async () => {
    const [below, under] = [(await button.boundingBox())!, (await menu.boundingBox())!];
    return { top: Math.round(under.y - (below.y + below.height)), left: Math.round(under.x - below.x) };
  };
  expect(await gap()).toEqual({ top: 2, left: 0 });
  const before = (await button.boundingBox())!;
  const menuBefore = (await menu.boundingBox())!;
  // The menu's frames and its hold after a press, on a paused clock the test moves a frame at a time.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await menu.getByRole('menuitemcheckbox', { name: 'Group by Last Name' }).click();
  // A frame a poll: about 17 polls in the 15 s a poll may take, so under 300 ms of the page's time.
  // The button moves down with the toolbar (drawn at the press) and right with the Group column
  // (drawn with the grouped rows, which may come some polls later).
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      const now = (await button.boundingBox())!;
      return { down: now.y > before.y, right: now.x > before.x };
    })
    .toEqual({ down: true, right: true });
  // Within a double click's time of the press, the menu holds its place under the pointer: a second press meets the same item.
  expect(await menu.boundingBox()).toEqual(menuBefore);
  // Then it goes below its button, which has moved down and right.
  await page.clock.runFor(600);
  await expect.poll(gap).toEqual({ top: 2, left: 0 });
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Group by Last Name' })).toHaveAttribute('aria-checked', 'true');
});

test('People by keyboard: the menu groups, Enter and the arrows open and close, Back and reload reopen the view', async ({ page }) => {
  await page.goto('/?seed=42&rows=40');
  await expect(page.getByText('40 Rows', { exact: true })).toBeVisible();
  // The history's burst rule: changes 100 ms apart or more are steps of their own. (Installed once
  // the rows are on screen: the load itself needs no fake time.)
  await page.clock.install();
  const lastName = page.getByRole('columnheader', { name: 'Last Name', exact: true });
  await lastName.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const item = page.getByRole('menuitemcheckbox', { name: 'Group by Last Name' });
  for (let i = 0; i < 10 && !(await item.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(lastName).toBeFocused();
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  const keys = await groupKeys(page);
  expect(keys.length).toBeGreaterThan(1);
  expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
  await expect(rowCountText(page)).toHaveText('40 Rows');

  const first = page.locator('.ag-row[row-index="0"] [col-id="$group"]');
  await first.click();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.ag-row[row-index="0"][aria-level="1"]').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.ag-row[row-index="1"]').first()).toHaveAttribute('aria-level', '2');
  await expect(page).toHaveURL(new RegExp(`open=${encodeURIComponent(JSON.stringify([keys[0]])).replace(/[()]/g, '\\$&')}`));
  await page.clock.runFor(200);
  await page.keyboard.press('ArrowRight'); // open already: focus moves on, as elsewhere
  await expect(page.locator('.ag-row[row-index="0"] [col-id="id"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.ag-row[row-index="0"]').first()).toHaveAttribute('aria-expanded', 'false');
  await page.clock.runFor(200);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ag-row[row-index="0"]').first()).toHaveAttribute('aria-expanded', 'true');
  const openView = await groupRows(page);
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.goBack();
  await expect(page.locator('.ag-row[row-index="0"]').first()).toHaveAttribute('aria-expanded', 'false');
  await page.goForward();
  await expect(page.locator('.ag-row[row-index="0"]').first()).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(page.getByText('40 Rows', { exact: true })).toBeVisible();
  await expect(page.locator('.ag-row[row-index="0"]').first()).toHaveAttribute('aria-expanded', 'true');
  expect(await groupRows(page)).toEqual(openView);
  expect(await stateDump(page)).toMatchObject({ rowGroup: { groupColIds: ['lastName'] }, rowGroupExpansion: { expandedRowGroupIds: [JSON.stringify([keys[0]])] } });
});

test('the Group column takes the widest share of the columns it groups by, and keeps a width a person gave it', async ({ page }) => {
  await page.goto('/?seed=42&rows=40&group=lastName');
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  const width = (colId: string) => page.locator(`.ag-header-row-column [col-id="${colId}"]`).evaluate((cell) => cell.getBoundingClientRect().width);
  const gap = async (colId: string) => Math.abs((await width('$group')) - (await width(colId)));
  expect(await gap('lastName')).toBeLessThanOrEqual(1);
  // A second level by a wider column (Full Name's share is 3 to Last Name's 2): the Group column widens to it.
  await choose(page, 'Full Name', 'Group by Full Name');
  await expect.poll(() => gap('fullName')).toBeLessThanOrEqual(1);
  // Resized by a person (by keyboard on its header), it keeps that width as the levels change.
  await page.locator('.ag-header-row-column [col-id="$group"]').focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Alt+ArrowLeft');
  const given = await width('$group');
  expect(await gap('fullName')).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Remove group Full Name', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove group Last Name', exact: true })).toBeFocused();
  await rowsSettled(page);
  expect(await width('$group')).toBe(given);
});

test('an aggregated header too long for its column ends in an ellipsis, and its title gives it whole', async ({ page }) => {
  // A narrow window: the id column's share is too small for `distinct(id)` beside its icons.
  await page.setViewportSize({ width: 760, height: 720 });
  await page.goto('/?seed=42&rows=40&agg=id:distinct');
  const header = page.locator('.ag-header-row-column [col-id="id"]');
  const name = header.locator('.column-header-name');
  await expect(name).toHaveText('distinct(id)');
  await expect(name).toHaveAttribute('title', 'distinct(id)');
  const clipped = await header.locator('.column-header').evaluate((box) => ({
    cut: box.scrollWidth > box.clientWidth,
    overflow: getComputedStyle(box).textOverflow,
  }));
  expect(clipped).toEqual({ cut: true, overflow: 'ellipsis' });
  // The aggregate gone, the title is the column's own name again.
  await choose(page, 'id', 'None');
  await expect(name).toHaveAttribute('title', 'id');
});

test('sorting: the Group header reverses the keys and back; an aggregated header sorts the groups by it, asc, desc, then back', async ({ page }) => {
  // Where the grid's header stood as the Group column first showed: the grid must not move after that (a
  // Row groups toolbar drawn later moved it down under the pointer, and a click on the header missed it).
  await page.addInitScript(() => {
    const seen = { top: null as number | null };
    Object.assign(window, { groupHeaderFirstSeen: seen });
    new MutationObserver(() => {
      const header = document.querySelector('.ag-header-row-column .ag-header-cell[col-id="$group"]');
      if (seen.top === null && header) seen.top = header.getBoundingClientRect().top;
    }).observe(document, { subtree: true, childList: true });
  });
  // Few enough people that every group is on page 1.
  await page.goto('/?seed=42&rows=8&group=lastName&agg=id:max');
  await expect(page.getByText('8 Rows', { exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toContain('- Total (8)');
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toBeVisible();
  const headerTop = await page.getByRole('columnheader', { name: 'Group', exact: true }).evaluate((header) => header.getBoundingClientRect().top);
  expect(await page.evaluate(() => (window as unknown as { groupHeaderFirstSeen: { top: number } }).groupHeaderFirstSeen.top)).toBe(headerTop);
  const keys = await groupKeys(page);
  const groupHeader = page.getByRole('columnheader', { name: 'Group', exact: true });
  await groupHeader.click();
  await expect(groupHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => groupKeys(page)).toEqual([...keys].reverse());
  await expect(page).toHaveURL(/sort=ag-Grid-AutoColumn%3Adesc/);
  await groupHeader.click();
  await expect(groupHeader).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => groupKeys(page)).toEqual(keys);

  const maxId = page.getByRole('columnheader', { name: 'max(id)', exact: true });
  await expect(page.getByRole('button', { name: 'Column menu id', exact: true })).toBeVisible();
  const byKey = await groupAggregates(page);
  await maxId.click();
  await expect(maxId).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => groupAggregates(page)).toEqual([...byKey].sort((a, b) => a - b));
  await maxId.click();
  await expect(maxId).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => groupAggregates(page)).toEqual([...byKey].sort((a, b) => b - a));
  await maxId.click();
  await expect(maxId).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => groupKeys(page)).toEqual(keys);

  // The column menu's keys on the Group header, which has no menu: nothing, not the page scrolled by the browser's Alt+Down.
  await groupHeader.focus();
  await page.evaluate(() => window.addEventListener('keydown', (event) => event.key === 'ArrowDown' && Object.assign(window, { altDownPrevented: event.defaultPrevented })));
  await page.keyboard.press('Alt+ArrowDown');
  expect(await page.evaluate(() => (window as unknown as { altDownPrevented?: boolean }).altDownPrevented)).toBe(true);
  await expect(groupHeader).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('an address with a grouping, its grouping code slow to come: no frame shows a group row without its key and level', async ({ page }) => {
  // The grid's grouping code loads on first use; here it comes 600 ms after the worker's answer would.
  await page.route(/\/assets\/groupingParts-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  // Every frame, before it is painted: a row of the grid's body with a Group cell must read its key
  // and carry its level (every group is closed here, so each such row is a group row or the totals).
  await page.addInitScript(() => {
    const bad: string[] = [];
    Object.assign(window, { groupRowsDrawnBare: bad });
    const check = () => {
      for (const cell of document.querySelectorAll('.ag-row [col-id="$group"]')) {
        const row = cell.closest('.ag-row')!;
        const totals = row.getAttribute('row-index')?.startsWith('b-');
        if (cell.textContent === '' || (!totals && !row.hasAttribute('aria-level'))) bad.push(`${row.getAttribute('row-index')}: "${cell.textContent}"`);
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/?seed=42&rows=8&group=lastName&agg=id:max');
  await expect(page.getByText('8 Rows', { exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toContain('- Total (8)');
  const groups = await groupRows(page);
  expect(groups.filter((text) => /^1· .+ \(\d+\)$/.test(text)).length).toBe(groups.length - 1);
  expect(await page.evaluate(() => (window as unknown as { groupRowsDrawnBare: string[] }).groupRowsDrawnBare)).toEqual([]);
});

test('a group key cut off by the Group column has its whole text as a tooltip on hover, as other cells do', async ({ page }) => {
  // Airports grouped by their names, in a narrow window: many are wider than the Group column.
  await page.setViewportSize({ width: 760, height: 720 });
  await page.goto('/?seed=1&dataset=airports&group=name');
  await expect.poll(() => groupRows(page)).toContainEqual(expect.stringMatching(/^- Total \(\d+\)$/));
  const groupCells = page.locator('.ag-row [col-id="$group"]');
  const cut = await groupCells.evaluateAll((cells) =>
    cells.map((cell) => {
      const text = cell.querySelector<HTMLElement>('.cell-text, .totals-cell')!;
      return text.scrollWidth > text.clientWidth;
    }),
  );
  expect(cut).toContain(true);
  const cell = groupCells.nth(cut.indexOf(true));
  const whole = await cell.locator('.cell-text').textContent();
  expect(whole).toMatch(/^.{30,} \(\d+\)$/);
  await cell.hover();
  await expect(cell.locator('.group-cell')).toHaveAttribute('title', whole!);
  // Not cut, no tooltip: the totals row's text.
  const totals = page.locator('.ag-row[row-index="b-0"] [col-id="$group"]');
  expect(await totals.locator('.totals-cell').evaluate((text) => text.scrollWidth > text.clientWidth)).toBe(false);
  await totals.hover();
  await expect(totals).toHaveText(/^Total \(\d+\)$/);
  await expect(totals.locator('[title]')).toHaveCount(0);
  // Focused, the cut key shows whole, past the cell's edge, as other cells do.
  await cell.locator('.cell-text').click();
  await expect(cell).toBeFocused();
  expect(await textOverhang(cell)).toBeGreaterThan(20);
});

test('a group’s key marks what its column’s filter and the search matched, as that column’s cells do', async ({ page }) => {
  await page.goto('/?seed=42&rows=200&group=lastName&f=lastName.caseInsensitive:son');
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  const keys = page.locator('.ag-row[aria-level="1"] [col-id="$group"] .cell-text');
  await expect(keys.first()).toHaveText(/son.* \(\d+\)$/i);
  const marked = await keys.evaluateAll((cells) => cells.map((cell) => ({ text: cell.textContent, marks: Array.from(cell.querySelectorAll('mark'), (mark) => mark.textContent) })));
  expect(marked.length).toBeGreaterThan(1);
  for (const { text, marks } of marked) {
    // Within the key, not its count: each mark is "son", in any case.
    expect(marks.length, text).toBeGreaterThan(0);
    expect(marks.map((mark) => mark.toLowerCase()), text).toEqual(marks.map(() => 'son'));
  }
  // The search marks too, fuzzily: the letters of "son" in order, in the keys it matches (a
  // group's rows may pass by another column, its key then unmarked).
  await page.getByLabel(`Filter Last Name`, { exact: true }).fill('');
  await page.getByLabel('Search all columns').fill('son');
  await expect(page).toHaveURL(/q=son/);
  await expect(page).not.toHaveURL(/f=lastName/);
  // The dump is drawn with the grid's busy state: the rows read next are the search's, not the filter's (also marked "son").
  await expect(filterState(page)).toContainText('"columnFilters": [],');
  await expect(filterState(page)).toContainText('"globalFilter": "son"');
  await rowsSettled(page);
  await expect.poll(() => keys.locator('mark').count()).toBeGreaterThan(0);
  const searched = await keys.evaluateAll((cells) => cells.map((cell) => Array.from(cell.querySelectorAll('mark'), (mark) => mark.textContent).join('')));
  expect(searched.filter((marks) => marks !== '').map((marks) => marks.toLowerCase())).toEqual(searched.filter((marks) => marks !== '').map(() => 'son'));
});

test('focused, a group key that fits stays within its cell: the cell beside it shows whole', async ({ page }) => {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await choose(page, 'amount', 'Sum');
  await expect.poll(() => groupRows(page)).toEqual(['1· Lyon (2)', '1· Paris (3)', '1· (Blank) (1)', '- Total (6)']);
  const paris = page.locator('.ag-row[row-index="1"] [col-id="$group"]');
  await paris.locator('.cell-text').click();
  await expect(paris).toBeFocused();
  expect(await textOverhang(paris)).toBeLessThanOrEqual(0);
  // Near the left edge of the next cell, a person sees that cell, not the Group cell's background.
  const next = (await page.locator('.ag-row[row-index="1"] [col-id="city"]').boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[col-id]')?.getAttribute('col-id'), [next.x + 12, next.y + next.height / 2])).toBe('city');
});

test('nested people group their top-level rows', async ({ page }) => {
  // Few enough that every group and its rows fit one page of 50.
  await page.goto('/?seed=21&rows=20&sub=2&group=lastName&size=50');
  await expect(page.getByText('20 Rows', { exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toContain('- Total (20)');
  await page.getByRole('button', { name: 'Expand all groups' }).click();
  await expect.poll(async () => (await groupRows(page)).filter((text) => text.startsWith('2 ')).length).toBe(20);

  // The nested rows wait for the grouping to go: their own Expand all says so and opens nothing.
  const nestedExpandAll = page.getByRole('button', { name: 'Expand all', exact: true });
  await expect(nestedExpandAll).toHaveAttribute('aria-disabled', 'true');
  await expect(nestedExpandAll).toHaveAttribute('title', 'The rows are grouped: nested rows show once they are not.');
  await nestedExpandAll.click({ force: true }); // a press anyway (aria-disabled keeps it focusable)
  await page.getByRole('button', { name: 'Remove group Last Name', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Group', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Expand row 0', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('20 Rows', { exact: true })).toBeVisible();
  await expect(nestedExpandAll).toHaveAttribute('aria-disabled', 'false');
  await nestedExpandAll.click();
  await expect(page.getByText('60 Rows', { exact: true })).toBeVisible();
});

test('a date column groups by year and by month; Mean and Latest read in the group rows and the totals', async ({ page }) => {
  await page.clock.install();
  await openSales(page);
  await choose(page, 'when', 'Group by year of when');
  await choose(page, 'amount', 'Mean');
  await choose(page, 'when', 'Latest');
  await expect(page.getByRole('columnheader', { name: 'avg(amount)', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'max(when)', exact: true })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Row groups' }).getByText('year(when)', { exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toEqual(['1· 2014 (3)', '1· 2015 (3)', '- Total (6)']);
  // Top to bottom: the page's rows (row-index 0, 1...), then the totals row pinned below them (b-0).
  const place = (rowIndex: string) => (rowIndex.startsWith('b-') ? 1e9 + Number(rowIndex.slice(2)) : Number(rowIndex));
  const cells = (colId: string) =>
    page.locator(`.ag-row [col-id="${colId}"]`).evaluateAll((found) => found.map((cell) => [cell.closest('.ag-row')!.getAttribute('row-index') ?? '', cell.textContent] as const)).then((found) => found.map(([at, text]) => [place(at), text] as const).sort((a, b) => a[0] - b[0]).map(([, text]) => text));
  // Means rounded to 2 more decimals than the column's (2), trailing zeros trimmed.
  await expect.poll(() => cells('amount')).toEqual(['7.1667', '2.0833', '4.625']);
  await expect.poll(() => cells('when')).toEqual(['2014-05-10', '2015-03-03', '2015-03-03']);
  await choose(page, 'when', 'Group by month of when');
  await expect(page).toHaveURL(/group=year%28when%29%2Cmonth%28when%29/);
  await page.getByRole('button', { name: 'Expand 2014', exact: true }).click();
  await expect.poll(() => groupRows(page)).toEqual(['1+ 2014 (3)', '2· 2014-03 (2)', '2· 2014-05 (1)', '1· 2015 (3)', '- Total (6)']);

  // Read as text, the column has no year, month or Latest: they go, and the page says so.
  const removed = 'when is read as Text now, so the groupings by year(when) and month(when) and the aggregate max(when) were removed.';
  const notices = page.getByRole('status', { name: 'Notices' });
  await page.clock.runFor(BURST_MS); // a step of history of its own
  await choose(page, 'when', 'Text');
  await expect(notices).toContainText(removed);
  await expect(page.getByRole('toolbar', { name: 'Row groups' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'when', exact: true })).toBeVisible();
  // Still aggregated by the Mean of amount: the six rows, ungrouped, over the totals row.
  await expect(page.getByRole('columnheader', { name: 'avg(amount)', exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toEqual([...Array<string>(6).fill('- '), '- Total (6)']);

  // Back brings the date, its groupings and Latest back: what the notice said no longer holds.
  await page.goBack();
  await expect(page.getByRole('columnheader', { name: 'max(when)', exact: true })).toBeVisible();
  await expect.poll(() => groupRows(page)).toEqual(['1+ 2014 (3)', '2· 2014-03 (2)', '2· 2014-05 (1)', '1· 2015 (3)', '- Total (6)']);
  await expect(notices).not.toContainText(removed);
});

test('the Row groups toolbar is one Tab stop: the arrow keys, Home and End move among its buttons', async ({ page }) => {
  await openSales(page);
  await choose(page, 'city', 'Group by city');
  await choose(page, 'status', 'Group by status');
  const toolbar = page.getByRole('toolbar', { name: 'Row groups' });
  const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await button('Remove group city').focus();
  const steps: [string, string][] = [
    ['ArrowRight', 'Move status earlier'],
    ['ArrowLeft', 'Remove group city'],
    ['End', 'Export groups'],
    ['ArrowRight', 'Move city earlier'],
    ['ArrowLeft', 'Export groups'],
    ['Home', 'Move city earlier'],
  ];
  for (const [key, focused] of steps) {
    await page.keyboard.press(key);
    await expect(button(focused)).toBeFocused();
  }
  // A move keeps focus on its button, whose name does not change: a status says where the level went.
  const said = page.getByRole('status', { name: 'Row groups status' });
  await button('Move city later').focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('city is now level 2 of 2');
  await expect(page).toHaveURL(/[?&]group=status%2Ccity(&|$)/);
  await expect(button('Move city later')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(button('Move city earlier')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(said).toHaveText('city is now level 1 of 2');
  await expect(page).toHaveURL(/[?&]group=city%2Cstatus(&|$)/);
  // Tab leaves the toolbar and Shift+Tab comes back to the button focused last.
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(button('Export groups')).not.toBeFocused();
  await expect(toolbar.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(button('Export groups')).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  // The last level's Remove button, pressed: focus goes to the level before it, the toolbar's one Tab stop now.
  await button('Remove group status').focus();
  await page.keyboard.press('Enter');
  await expect(button('Remove group city')).toBeFocused();
  await expect(page.getByRole('status', { name: 'Row groups status' })).toHaveText('Removed status; grouped by city');
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveAttribute('aria-label', 'Remove group city');
});

test('the toolbar’s status speaks of the levels on screen: Back, or a level added from a column menu, ends what a move said', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=5&rows=300&group=lastName,firstName');
  const toolbar = page.getByRole('toolbar', { name: 'Row groups' });
  const levels = toolbar.locator('.row-group-level > span');
  const said = page.getByRole('status', { name: 'Row groups status' });
  /** Waits for the levels, then reads the status once: drawn with them, it must already say nothing of an earlier move (its own few seconds would end it later). */
  const saidWith = async (shown: string[]) => {
    await expect(levels).toHaveText(shown);
    return said.textContent();
  };
  // A change less than BURST_MS after the load would be part of its step of history.
  await page.clock.runFor(BURST_MS);
  await toolbar.getByRole('button', { name: 'Move firstName earlier', exact: true }).click();
  await expect(said).toHaveText('firstName is now level 1 of 2');
  await expect(levels).toHaveText(['firstName', 'Last Name']);
  await page.goBack();
  expect(await saidWith(['Last Name', 'firstName'])).toBe('');
  await toolbar.getByRole('button', { name: 'Move firstName earlier', exact: true }).click();
  await expect(said).toHaveText('firstName is now level 1 of 2');
  await choose(page, 'Full Name', 'Group by Full Name', { settled: false });
  expect(await saidWith(['firstName', 'Last Name', 'Full Name'])).toBe('');
});

test('Collapse all groups on a page past the new last one goes to the last page, with no empty grid on the way', async ({ page }) => {
  await page.goto('/?seed=1&rows=2000&group=lastName&open=all&page=200');
  await expect(page.locator('.page-of')).toHaveText(/^Page 200 of \d+$/);
  // Every "No Rows To Show" the grid puts up from now on, however briefly (it is said in AG Grid's live region too).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { emptyGridSeen: string[] }).emptyGridSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.ag-overlay-no-rows-center') || document.querySelector('.ag-root-wrapper')?.textContent?.includes('No Rows To Show')) seen.push('No Rows To Show');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Collapse all groups' }).click();
  const pager = page.locator('.page-of');
  await expect(pager).toHaveText(/^Page (\d+) of \1$/);
  expect((await groupRows(page)).length).toBeGreaterThan(1);
  expect(await page.evaluate(() => (window as unknown as { emptyGridSeen: string[] }).emptyGridSeen)).toEqual([]);
});
