import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { columnTexts, expectRowCount, notices, rowCount, typeInFilter } from './helpers';
import { test as plainTest } from './fixtures';
import { expect, type RunningServer, SERVED_FOLDER, SERVER_START_MS, startServer, test, testOwnServer } from './servedFixture';
import { filter, SALES, servedJourneys, serverDown } from './servedJourneys';

servedJourneys(test);

test.describe('a request the server refuses', () => {
  test.use({ expectedProblems: [/status of 400/] });

  test('is said in a notice; the rows on screen stay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    // The grid is named after the served table, as after a file.
    await expect(page.getByRole('grid', { name: 'sales.csv', exact: true })).toBeVisible();
    const firstNames = await columnTexts(page, 'name');
    // A page too large for the server's checks, as a broken or hostile client might ask.
    await page.route('**/api/data', async (route, request: Request) => {
      const body = request.postDataJSON() as { request: { kind: string; end?: number } };
      if (body.request.kind === 'rows') body.request.end = 1_000_000;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await typeInFilter(page, 'city', 'oslo');
    await expect(notices(page)).toContainText('The server refused a request: 1000000 rows were asked for at once; at most 1000 are allowed. The data on screen is unchanged.');
    expect(await columnTexts(page, 'name')).toEqual(firstNames);
  });

  test('the first rows of a link it refuses: said, the page stops waiting, and the next change asks again', async ({ page }) => {
    await page.clock.install();
    // Every query as if it filtered a column the table has not (a server that cannot answer it).
    await page.route('**/api/data', async (route, request: Request) => {
      const body = request.postDataJSON() as { request: { kind: string; query?: { filters: unknown[] } } };
      if (body.request.query) body.request.query.filters = [{ colId: 'nope', kind: 'exact', value: 'x' }];
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto('/?server=sales.csv&sort=name:desc');
    await expect(notices(page)).toContainText('The server refused a request: There is no column "nope" in this table');
    // No rows are coming: no Loading overlay over the grid, and the link's view stands.
    await expect(page.locator('.ag-overlay').getByText('No Rows To Show')).toBeVisible();
    await expect(page.locator('.ag-overlay-loading-center, .ag-overlay-loading-wrapper')).toHaveCount(0);
    // Nor is a count: the row count says so rather than that it is counting.
    await expect(page.locator('.row-count')).toHaveText('Rows not counted');
    expect(new URL(page.url()).searchParams.getAll('sort')).toEqual(['name:desc']);

    await page.unrouteAll();
    // A click on the name header takes its sort from descending to none: the rows come.
    await page.getByRole('columnheader', { name: 'name', exact: true }).locator('.column-header-name').click();
    await expectRowCount(page, SALES.length);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('sort')).toEqual([]);
  });

  test('an Export CSV it refuses is said, and nothing downloads; asked again, it downloads', async ({ page }) => {
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    // The export asked with a filter on a column the table has not: the browser's own download would fail without a word to the page.
    await page.route('**/api/export?*', async (route, request: Request) => {
      const url = new URL(request.url());
      const asked = JSON.parse(url.searchParams.get('request')!) as { query: { filters: unknown[] } };
      asked.query.filters = [{ colId: 'nope', kind: 'exact', value: 'x' }];
      url.searchParams.set('request', JSON.stringify(asked));
      await route.continue({ url: url.toString() });
    });
    const exportCsv = page.getByRole('button', { name: 'Export CSV' });
    await exportCsv.click();
    await expect(notices(page)).toContainText('The server refused a request: There is no column "nope" in this table');
    await expectRowCount(page, SALES.length);

    await page.unrouteAll();
    const [download] = await Promise.all([page.waitForEvent('download'), exportCsv.click()]);
    expect(download.suggestedFilename()).toBe('sales.csv');
    // Only the export asked again downloaded: the refused one never started.
    expect(downloads).toEqual(['sales.csv']);
  });

  test('a select all or a copy it refuses is said, and selects or copies nothing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    // The rows that pass and their text asked with a filter on a column the table has not.
    await page.route('**/api/data', async (route, request: Request) => {
      const body = request.postDataJSON() as { request: { kind: string; query: { filters: unknown[] } } };
      if (body.request.kind === 'passing' || body.request.kind === 'text') body.request.query.filters = [{ colId: 'nope', kind: 'exact', value: 'x' }];
      await route.continue({ postData: JSON.stringify(body) });
    });
    const selectAll = page.getByRole('checkbox', { name: 'Select all rows' });
    await selectAll.click();
    await expect(notices(page)).toContainText('The server refused a request: There is no column "nope" in this table');
    await expect(selectAll).not.toBeChecked();
    await expect(page.getByText(`${SALES.length} Rows`, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await expect(page.getByText(`${SALES.length} Rows, 1 selected`)).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('.ag-row[row-index="1"] [col-id="name"]').click();
    await page.keyboard.press('ControlOrMeta+c');
    await expect(page.getByRole('status', { name: 'Copy status' })).toHaveText('Nothing copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });
});

/** Starts the stopped server again on its port, and waits until the page has found it back (it asks every second: on the fake clock, a second at a time). */
async function restartAndWait(page: Page, stopped: RunningServer): Promise<RunningServer> {
  // A start has time of its own, as the fixtures' starts have (SERVER_START_MS): the test's own steps keep theirs.
  testOwnServer.info().setTimeout(testOwnServer.info().timeout + SERVER_START_MS);
  const restarted = await startServer([SERVED_FOLDER], stopped.port);
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(serverDown(page)).toBeHidden({ timeout: 500 });
  }, 'the page finds the server back').toPass({ timeout: 60_000 });
  return restarted;
}

testOwnServer.describe('a server that stops and starts again', () => {
  testOwnServer.use({ expectedProblems: [/ERR_CONNECTION_REFUSED/] });

  testOwnServer('the page says so, keeps its rows and what was typed, and picks up when it is back', async ({ page, own }) => {
    // It starts the data server again and runs axe: past a minute on a busy machine.
    testOwnServer.slow();
    let restarted = own;
    try {
      await page.clock.install();
      await page.goto('/?server=sales.csv');
      await expectRowCount(page, SALES.length);
      const firstNames = await columnTexts(page, 'name');

      await own.stop();
      await typeInFilter(page, 'city', 'kyoto');
      await expect(serverDown(page)).toBeVisible();
      await expectRowCount(page, SALES.length);
      expect(await columnTexts(page, 'name')).toEqual(firstNames);
      await expect(filter(page, 'city')).toHaveValue('kyoto');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(({ id }) => id)).toEqual([]);

      restarted = await restartAndWait(page, own);
      await expectRowCount(page, SALES.filter(([, city]) => city === 'Kyoto').length);
      expect(new Set(await columnTexts(page, 'city'))).toEqual(new Set(['Kyoto']));
    } finally {
      await restarted.stop();
      await own.stop();
    }
  });

  testOwnServer('a column’s values asked for while it is down are counted once it is back', async ({ page, own }) => {
    testOwnServer.slow(); // it starts the data server again
    let restarted = own;
    const values = page.getByRole('dialog', { name: 'Values of city' });
    const openValues = async () => {
      await page.getByRole('button', { name: 'Column menu city', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Values and summary' }).click();
      await expect(values).toBeVisible();
    };
    try {
      await page.clock.install();
      await page.goto('/?server=sales.csv');
      await expectRowCount(page, SALES.length);
      // The dialog's code is fetched while the server is up: a fetch that fails is a notice of its own.
      await openValues();
      await expect(values.locator('.values-list label').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(values).toBeHidden();

      await own.stop();
      await openValues();
      await expect(serverDown(page)).toBeVisible();
      await expect(values.locator('.values-status')).toHaveText('Counting values…');
      restarted = await restartAndWait(page, own);
      await expect(values.locator('.values-summary dd').first()).toHaveText(String(SALES.length));
      await expect(values.locator('.values-status')).toHaveText('');
      await expect(values.locator('.values-list label')).toHaveCount(new Set(SALES.map(([, city]) => city).filter(Boolean)).size);
    } finally {
      await restarted.stop();
      await own.stop();
    }
  });

  testOwnServer('a table chosen while the server is down opens once it is back', async ({ page, own }) => {
    testOwnServer.slow(); // it starts the data server again
    let restarted = own;
    try {
      await page.clock.install();
      await page.goto('/?server=sales.csv');
      await expectRowCount(page, SALES.length);
      await own.stop();
      await page.getByLabel('Dataset').selectOption({ label: 'more/cities.tsv' });
      await expect(serverDown(page)).toBeVisible();
      restarted = await restartAndWait(page, own);
      await expectRowCount(page, 6);
      expect(await columnTexts(page, 'code')).toEqual(['001', '002', '003', '004', '005', '006']);
    } finally {
      await restarted.stop();
      await own.stop();
    }
  });
});

test('a table the server does not have: a notice, and People', async ({ page }) => {
  await page.goto('/?server=nothing.csv');
  await expect(notices(page)).toContainText('Ignored ?server=nothing.csv: the server has no table by that name. Showing People.');
  await expect(rowCount(page)).toBeVisible();
});

/** A folder of its own for the test (removed after it) with a file no server reads: an array of numbers is no table, for the tab or the server. */
const withUnreadable = plainTest.extend<{ folder: string }>({
  // eslint-disable-next-line no-empty-pattern
  folder: async ({}, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'people-grid-e2e-'));
    writeFileSync(join(folder, 'numbers.json'), '[1, 2]');
    await use(folder);
    rmSync(folder, { recursive: true, force: true });
  },
});

/** The same with a readable file beside it, served by a server of the test's own, whose origin the page's checks follow. */
const withUnreadableServed = withUnreadable.extend<{ served: RunningServer }>({
  served: [
    async ({ folder }, use) => {
      writeFileSync(join(folder, 'kept.csv'), 'name,amount\nAnn,10\nBob,20\n');
      const server = await startServer([folder]);
      await use(server);
      await server.stop();
    },
    { timeout: SERVER_START_MS },
  ],
  baseURL: async ({ served }, use) => use(served.url.replace(/\/$/, '')),
});

withUnreadableServed('a file the server cannot read is left out and named, and the other files are served', async ({ page, served }) => {
  await expect.poll(() => served.output()).toMatch(/Not serving numbers\.json: it could not be read \(.+\)/);
  expect(served.output()).toContain('serves 1 table at');
  await page.goto('/?server=kept.csv');
  await expectRowCount(page, 2);
  // The page tells it too, with the table it opens.
  await expect(notices(page)).toContainText(/The server could not read numbers\.json, so it does not serve it: \S/);
  // A link to it says why it shows People instead.
  await page.goto('/?server=numbers.json');
  await expect(notices(page)).toContainText(/Ignored \?server=numbers\.json: the server could not read that file \(\S.*\)\. Showing People\./);
  await expect(rowCount(page)).toBeVisible();
});

withUnreadable('a file the server cannot read, alone: the server says there is nothing to serve and stops', async ({ folder }) => {
  withUnreadable.setTimeout(withUnreadable.info().timeout + SERVER_START_MS);
  await expect(startServer([folder])).rejects.toThrow(/Not serving numbers\.json: it could not be read[\s\S]*No file named could be read/);
});
