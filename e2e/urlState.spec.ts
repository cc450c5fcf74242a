import type { Page } from '@playwright/test';
import { applyOnFakeClock, BURST_MS, columnTexts, DEBOUNCE_MS, expectRowCount, filterInput, globalSearch, header, readFilterState } from './helpers';
import { expect, openGrid, test } from './fixtures';

/** Everything a visitor sees of the view, to compare two loads. */
async function snapshot(page: Page) {
  await expect(page.locator('.grid[aria-busy="true"]')).toHaveCount(0);
  return {
    rows: await page.getByText(/^\d+ Rows$/).innerText(),
    page: await page.getByText(/^Page \d+ of \d+$/).innerText(),
    state: await readFilterState(page),
    sort: await header(page, 'lastName').getAttribute('aria-sort'),
    size: await page.getByLabel('Page size').inputValue(),
    names: await columnTexts(page, 'fullName'),
    ids: await columnTexts(page, 'id'),
  };
}

// Copy link shares this test's page: it needs only a view in the URL, and this one has all of it.
test('a reload restores filters in order, search, sort, page size, page and rows; Copy link copies that address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await openGrid(page, '?seed=42');

  const before = await test.step('filters, search, sort, page size and page go into the URL', async () => {
    await applyOnFakeClock(page, filterInput(page, 'lastName'), 'e');
    await applyOnFakeClock(page, filterInput(page, 'firstName'), 'a');
    await applyOnFakeClock(page, globalSearch(page), 'r');
    await expect(page).toHaveURL(/q=r/);
    await header(page, 'lastName').click();
    await page.getByLabel('Page size').selectOption('20');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
    // The address is written in the task of each change: no waiting for it before a reload.
    return snapshot(page);
  });

  await test.step('Copy link copies the address and says so', async () => {
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status', { name: 'Copy link status' })).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  await test.step('a reload at once restores the same view', async () => {
    await page.reload();
    await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
    expect(await snapshot(page)).toEqual(before);
    await expect(filterInput(page, 'lastName')).toHaveValue('e');
    await expect(globalSearch(page)).toHaveValue('r');
  });

  await test.step('the same link in another tab opens the same view', async () => {
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByText(/^Page 3 of \d+$/)).toBeVisible();
    expect(await snapshot(other)).toEqual(before);
  });
});

// The link's second load is a fresh page with a seed in its URL: just what Back and Forward
// need to start from, so they walk on from there. (The seed is random, but "son" is common
// enough in 5000 last names for a second page.) Changes less than BURST_MS apart make one
// history entry (src/view/history.ts), so the steps say how far apart their changes come, on
// the page's clock: a person's two clicks are BURST_MS or more apart, Playwright's are not.
test('without ?seed a seed goes into the URL and the link reproduces; from there Back and Forward step through committed changes', async ({
  page,
}) => {
  await page.clock.install();
  await test.step('without ?seed a seed is picked and written into the URL; opening that link gives the same people', async () => {
    await page.goto('/');
    await expectRowCount(page, 5000);
    await expect(page).toHaveURL(/\?seed=\d+/);
    const names = await columnTexts(page, 'fullName');
    await page.goto(page.url());
    await expectRowCount(page, 5000);
    expect(await columnTexts(page, 'fullName')).toEqual(names);
  });

  const start = await page.evaluate(() => history.length);
  const filtered = await test.step('a filter typed in three keys, two sort clicks and a page, a person\'s pace apart: one history entry each', async () => {
    // Keystrokes 40 ms apart on a clock that stands still (a busy machine may take longer than the
    // debounce between two keys), then the debounce passes at once on the fake clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await filterInput(page, 'lastName').pressSequentially('son', { delay: 40 });
    await page.clock.runFor(DEBOUNCE_MS);
    await expect(page).toHaveURL(/f=lastName%3Ason/);
    expect(await page.evaluate(() => history.length)).toBe(start + 1); // one entry for three keys
    await page.clock.resume();
    await page.clock.runFor(BURST_MS);
    await header(page, 'id').click();
    await page.clock.runFor(BURST_MS);
    await header(page, 'id').click();
    await expect(page).toHaveURL(/sort=id%3Adesc/);
    await page.clock.runFor(BURST_MS);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await page.evaluate(() => history.length)).toBe(start + 4);
    return snapshot(page);
  });

  await test.step('Back four times undoes the page, both sorts and the filter', async () => {
    await page.goBack();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.goBack();
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await expect(header(page, 'id')).toHaveAttribute('aria-sort', 'none');
    await page.goBack();
    await expectRowCount(page, 5000);
    await expect(filterInput(page, 'lastName')).toHaveValue('');
    expect((await readFilterState(page)).columnFilters).toEqual([]);
  });

  await test.step('Forward four times brings the same view back', async () => {
    for (let i = 0; i < 4; i++) await page.goForward();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    expect(await snapshot(page)).toEqual(filtered);
    await expect(filterInput(page, 'lastName')).toHaveValue('son');
  });

  await test.step('Next page twice and Back at once: page 2, still in the app', async () => {
    await page.clock.runFor(BURST_MS);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.clock.runFor(BURST_MS);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 4 of \d+$/)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/page=3/);
  });

  await test.step('two clicks within one burst (the clock stands still) make one entry', async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await header(page, 'lastName').click();
    await header(page, 'lastName').click();
    await expect(header(page, 'lastName')).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=lastName%3Adesc/);
    await page.clock.resume();
    // One entry: Back goes to the view before both clicks.
    await page.goBack();
    await expect(header(page, 'lastName')).toHaveAttribute('aria-sort', 'none');
    await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
  });
});

test('Back while a filter or the search waits to apply: the text waiting is dropped, the box and the rows are the view Back brings', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=1');
  const lastName = filterInput(page, 'lastName');
  await applyOnFakeClock(page, lastName, 'Ab');
  await expect(page.getByText(/^\d+ Rows$/)).not.toHaveText('5000 Rows');
  const ab = await page.getByText(/^\d+ Rows$/).innerText();
  await page.clock.runFor(BURST_MS);
  await applyOnFakeClock(page, lastName, 'Abe');
  await expect(page.getByText(/^\d+ Rows$/)).not.toHaveText(ab);
  await page.clock.runFor(BURST_MS);

  // The clock stands still from the keystroke to Back: Back comes first even when it takes over 500 ms.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await lastName.pressSequentially('r');
  await page.goBack();
  await expect(lastName).toHaveValue('Ab');
  await expect(page).toHaveURL(/f=lastName%3AAb(&|$)/);
  await page.clock.runFor(DEBOUNCE_MS * 2);
  await page.clock.resume();
  await expect(page.getByText(/^\d+ Rows$/)).toHaveText(ab);
  expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'lastName', value: 'Ab' }]);
  await expect(page).toHaveURL(/f=lastName%3AAb(&|$)/);
  await expect(lastName).toHaveValue('Ab');

  // The search the same way: Back to no search at all.
  const search = globalSearch(page);
  await page.clock.runFor(BURST_MS);
  await applyOnFakeClock(page, search, 'ann');
  await page.clock.runFor(BURST_MS);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await search.pressSequentially('a');
  await page.goBack();
  await expect(search).toHaveValue('');
  await page.clock.runFor(DEBOUNCE_MS * 2);
  await page.clock.resume();
  expect((await readFilterState(page)).globalFilter).toBe('');
  await expect(page.getByText(/^\d+ Rows$/)).toHaveText(ab);
  await expect(page).toHaveURL(/f=lastName%3AAb(&|$)/);
  expect(new URL(page.url()).searchParams.get('q')).toBeNull();
});

test('Back while text waits to apply in boxes Back does not change: the text is dropped from them, and Forward still has its entry', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=1');
  await page.clock.runFor(BURST_MS);
  await header(page, 'lastName').click();
  await expect(page).toHaveURL(/sort=lastName%3Aasc/);
  await page.clock.runFor(BURST_MS);

  // Typed for the sorted view, in a filter and the search, both empty in the entry before it too.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await filterInput(page, 'firstName').pressSequentially('ann');
  await globalSearch(page).pressSequentially('smi');
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(filterInput(page, 'firstName')).toHaveValue('');
  await expect(globalSearch(page)).toHaveValue('');
  await page.clock.runFor(DEBOUNCE_MS * 2);
  await page.clock.resume();
  await expectRowCount(page, 5000);
  expect(await readFilterState(page)).toMatchObject({ columnFilters: [], globalFilter: '' });
  await expect(page).not.toHaveURL(/[?&](f|q)=/);
  await expect(filterInput(page, 'firstName')).toHaveValue('');

  // The sorted view's entry is still there.
  await page.goForward();
  await expect(page).toHaveURL(/sort=lastName%3Aasc/);
  await expect(header(page, 'lastName')).toHaveAttribute('aria-sort', 'ascending');
  await expectRowCount(page, 5000);
});

test('the URL records the set on screen: a link to refreshed rows reopens them', async ({ page }) => {
  test.slow();
  await openGrid(page, '?seed=8&rows=100', 100);
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expectRowCount(page, 50000);
  await expect(page).toHaveURL(/set=1/);
  await header(page, 'lastName').click();
  const before = await snapshot(page);
  await page.reload();
  await expectRowCount(page, 50000);
  expect(await snapshot(page)).toEqual(before);
});

test('parts of the URL that cannot be honoured are dropped with a notice; the rest is restored', async ({ page }) => {
  await page.goto('/?seed=1&f=nope:1&f=lastName:e&sort=id:sideways&sort=fullName:desc&sort=fullName:asc&page=9999&size=7');
  const notices = page.getByRole('status', { name: 'Notices' });
  await expect(notices).toContainText('Ignored the filter on "nope"');
  await expect(notices).toContainText('Ignored the sort on "id"');
  await expect(notices).toContainText('Ignored a second sort on "fullName"');
  await expect(notices).toContainText('Ignored ?size=7');
  await expect(notices).toContainText('Page 9999 is beyond the last page');
  expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'lastName', value: 'e' }]);
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page).not.toHaveURL(/nope|sideways|9999|size=7/);
});
