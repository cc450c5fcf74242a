import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BURST_MS, columnTexts, expectPage, expectRowCount, naturalCompare, parseCsv, rowsSettled, typeInFilter } from './helpers';
import { choose, grid } from './groupingHelpers';
import { expect, test } from './servedFixture';
import { SALES } from './servedJourneys';

/** How long every answer of the data server takes here: a slow machine, a large table. */
const SLOW_MS = 300;

/**
 * Makes every `/api/data` answer come SLOW_MS late (the server answers; the page hears it later),
 * and those asked while `hold` is on come no sooner than it is let go.
 */
async function slowServer(page: Page): Promise<{ hold: () => () => void }> {
  let held: Promise<void> | null = null;
  await page.route('**/api/data', async (route) => {
    const until = held;
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await until;
    await route.fulfill({ response });
  });
  return {
    hold: () => {
      let letGo = () => {};
      held = new Promise((resolve) => (letGo = resolve));
      return () => {
        held = null;
        letGo();
      };
    },
  };
}

// An answer still held when the test ends (a page asked ahead) is let go: its handler's error on the closing page is no finding.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Accents folded and lower case, as the search matches (these texts have no other folding). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test('a slow served table: two quick clicks on Next page while the first page is on its way end two pages on', async ({ page }) => {
  await page.clock.install();
  const server = await slowServer(page);
  await page.goto('/?server=sales.csv');
  await expectRowCount(page, SALES.length);

  // The file's own rows, filtered, searched and sorted here: amount over 10, an "e" in any column, by amount.
  const expected = SALES.filter(([, , amount]) => amount !== '' && Number(amount) > 10)
    .filter((cells) => cells.some((cell) => folded(cell).includes('e')))
    .map(([name, , amount]) => ({ name: name!, amount: Number(amount) }))
    .sort((a, b) => a.amount - b.amount);
  const pageSize = 20;
  const pageCount = Math.ceil(expected.length / pageSize);
  expect(pageCount, 'the result reaches past page 3').toBeGreaterThan(3);

  await page.getByRole('button', { name: 'Match amount', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Greater than', exact: true }).click();
  await typeInFilter(page, 'amount', '10');
  await page.getByLabel('Search all columns').fill('e');
  await page.clock.runFor(500);
  await expectRowCount(page, expected.length);
  await page.getByRole('columnheader', { name: 'amount', exact: true }).click();
  await expect.poll(async () => (await columnTexts(page, 'amount')).map(Number)).toEqual(expected.slice(0, 10).map(({ amount }) => amount));

  // A larger page size asks for the first page again; it is on its way while Next page is clicked twice (held: however slow the clicks).
  const letGo = server.hold();
  const asked: { start: number; end: number }[] = [];
  page.on('request', (request) => {
    const { request: sent } = (request.url().endsWith('/api/data') ? request.postDataJSON() : { request: {} }) as { request: { kind?: string; start?: number; end?: number; ahead?: boolean } };
    if (sent.kind === 'rows' && !sent.ahead) asked.push({ start: sent.start!, end: sent.end! });
  });
  await page.getByLabel('Page size').selectOption('20');
  await expect.poll(() => asked).toContainEqual({ start: 0, end: 20 });
  const next = page.getByRole('button', { name: 'Next page' });
  await next.click();
  await next.click();
  letGo();

  await expectPage(page, 3, pageCount);
  const third = expected.slice(2 * pageSize, 3 * pageSize);
  await expect.poll(async () => (await columnTexts(page, 'amount')).map(Number)).toEqual(third.map(({ amount }) => amount));
  // Equal amounts keep the file's order: the names are page 3's of the server's own whole result, exported.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const [, ...exported] = parseCsv(readFileSync(await download.path(), 'utf8'));
  expect(exported.map(([name]) => name).sort()).toEqual(expected.map(({ name }) => name).sort());
  expect(await columnTexts(page, 'name')).toEqual(exported.slice(2 * pageSize, 3 * pageSize).map(([name]) => name));
});

test('a slow served table: the Group column, the tree and the aggregated header come with the grouped rows, not before them', async ({ page }) => {
  const server = await slowServer(page);
  await page.goto('/?server=sales.csv');
  await expectRowCount(page, SALES.length);
  await rowsSettled(page);
  const groupHeader = page.getByRole('columnheader', { name: 'Group', exact: true });

  // Asked for while the answers are held: the grid still shows the rows it has, ungrouped.
  const letGo = server.hold();
  await choose(page, 'amount', 'Sum', { settled: false });
  await choose(page, 'city', 'Group by city', { settled: false });
  await expect(page.locator('.grid[aria-busy="true"]')).toHaveCount(1);
  await expect(groupHeader).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'amount', exact: true })).toBeVisible();
  await expect(page.getByRole('treegrid')).toHaveCount(0);
  await expect(page.locator('.ag-row[aria-level]')).toHaveCount(0);
  await expect(page.locator('.ag-row[row-index^="b-"]')).toHaveCount(0);

  letGo();
  await rowsSettled(page);
  await expect(groupHeader).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'sum(amount)', exact: true })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('role', 'treegrid');
  await expect(page.locator('.ag-row[aria-level="1"][aria-expanded="false"]').first()).toBeVisible();
  await expect(page.locator('.ag-row[row-index="b-0"] [col-id="$group"]').first()).toHaveText(`Total (${SALES.length})`);
});

test('a slow served table: a change made while the rows Back brings are on their way is a step after that view, not folded into it', async ({ page }) => {
  await page.clock.install();
  const server = await slowServer(page);
  await page.goto('/?server=sales.csv');
  await expectRowCount(page, SALES.length);
  const pageCount = Math.ceil(SALES.length / 10);
  const amount = page.getByRole('columnheader', { name: 'amount', exact: true });
  const next = page.getByRole('button', { name: 'Next page' });
  /** Each change its own history entry: the next comes past the burst that would fold it in. */
  const settled = async (url: RegExp, pageNumber: number) => {
    await expect(page).toHaveURL(url);
    await expectPage(page, pageNumber, pageCount);
    await page.clock.runFor(BURST_MS * 2);
  };
  await amount.click();
  await settled(/sort=amount%3Aasc/, 1);
  await next.click();
  await settled(/sort=amount%3Aasc.*page=2/, 2);
  await amount.click();
  await settled(/sort=amount%3Adesc/, 1);

  await test.step('a sort: page 1 of the new order, a new entry; Back still reaches the view it left', async () => {
    const letGo = server.hold();
    await page.goBack();
    await expect(page).toHaveURL(/sort=amount%3Aasc.*page=2/);
    await page.getByRole('columnheader', { name: 'name', exact: true }).click();
    letGo();
    await settled(/sort=name%3Aasc/, 1);
    await expect(page).not.toHaveURL(/page=/);
    expect(await columnTexts(page, 'name')).toEqual(SALES.map(([name]) => name!).sort(naturalCompare).slice(0, 10));
    await page.goBack();
    await settled(/sort=amount%3Aasc.*page=2/, 2);
  });

  await test.step('Next page: a new entry one page on; Back still reaches the view it left', async () => {
    const letGo = server.hold();
    await page.goBack();
    await expect(page).toHaveURL(/sort=amount%3Aasc$/);
    await next.click();
    letGo();
    await settled(/sort=amount%3Aasc.*page=2/, 2);
    await page.goBack();
    await settled(/sort=amount%3Aasc$/, 1);
  });
});
