import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { columnTexts, DEBOUNCE_MS, expectRowCount, notices, parseCsv, rowCount, rowsSettled, typeInFilter } from './helpers';
import { DEFAULT_PAGE_SIZE } from '../src/view/pager';
import { expect, SERVED_FOLDER, type test as servedTest } from './servedFixture';
import { choose, exportGroups } from './groupingHelpers';

/** The served file's records, as the test reads it itself (no quotes in it). */
export const SALES = readFileSync(`${SERVED_FOLDER}/sales.csv`, 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
export const filter = (page: Page, header: string) => page.getByLabel(`Filter ${header}`, { exact: true });
const matchButton = (page: Page, header: string) => page.getByRole('button', { name: `Match ${header}`, exact: true });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
export const serverDown = (page: Page) => page.getByRole('alert').filter({ hasText: 'The data server is not answering' });

/** The rows each /api/data answer carried: the page receives pages, never the table. */
function rowsReceived(page: Page): number[] {
  const sizes: number[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/data')) return;
    void response.json().then(
      (answer: { kind: string; rows?: unknown[] }) => answer.kind === 'rows' && sizes.push(answer.rows!.length),
      () => undefined,
    );
  });
  return sizes;
}

/** The rows requests the page sent, in order: each one's search and place. */
function rowsAsked(page: Page): { search: string; start: number; end: number }[] {
  const asked: { search: string; start: number; end: number }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/data')) return;
    const { request: sent } = request.postDataJSON() as { request: { kind: string; query: { globalFilter: string }; start: number; end: number } };
    if (sent.kind === 'rows') asked.push({ search: sent.query.globalFilter, start: sent.start, end: sent.end });
  });
  return asked;
}

/**
 * What a served table must do whichever engine answers (the page cannot tell): each spec of a
 * server (served.spec.ts: DuckDB; clickhouse.spec.ts: ClickHouse) defines these tests with its own fixture.
 */
export function servedJourneys(test: typeof servedTest): void {
  test('a served table browses as the tab’s data does: filters, search, sort, pages, values, the URL', async ({ page }) => {
    // Three page loads and every kind of request: a minute's work on a busy machine (10 to 15 s a load).
    test.slow();
    await page.clock.install();
    const received = rowsReceived(page);
    const asked = rowsAsked(page);
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);

    await test.step('the Dataset switcher offers the server’s tables by their file names, beside People and the lists', async () => {
      const dataset = page.getByLabel('Dataset');
      await expect(dataset.locator('option:checked')).toHaveText('sales.csv');
      await expect(dataset.locator('option')).toContainText(['more/cities.tsv', 'sales.csv', 'People']);
    });

    await test.step('a Fuzzy filter narrows (accents folded as match-sorter folds them) and marks', async () => {
      await matchButton(page, 'city').click();
      await page.getByRole('menuitemradio', { name: 'Fuzzy', exact: true }).click();
      await typeInFilter(page, 'city', 'lodz');
      const expected = SALES.filter(([, city]) => city === 'Łódź');
      await expectRowCount(page, expected.length);
      expect(new Set(await columnTexts(page, 'city'))).toEqual(new Set(['Łódź']));
      await expect(page.locator('.ag-cell[col-id="city"] mark').first()).toBeVisible();
    });

    await test.step('a typed filter: amount greater than 30, on top of the city', async () => {
      await matchButton(page, 'amount').click();
      await page.getByRole('menuitemradio', { name: 'Greater than', exact: true }).click();
      await typeInFilter(page, 'amount', '30');
      const expected = SALES.filter(([, city, amount]) => city === 'Łódź' && amount !== '' && Number(amount) > 30);
      await expectRowCount(page, expected.length);
    });

    await test.step('a sort by amount, descending, is by value', async () => {
      await header(page, 'amount').click();
      await header(page, 'amount').click();
      // The rows on screen change when the server's answer comes: waited for, not read at once.
      const expected = SALES.filter(([, city, amount]) => city === 'Łódź' && amount !== '' && Number(amount) > 30).map(([, , amount]) => Number(amount));
      const firstPage = [...expected].sort((a, b) => b - a).slice(0, DEFAULT_PAGE_SIZE);
      await expect.poll(async () => (await columnTexts(page, 'amount')).map(Number)).toEqual(firstPage);
    });

    await test.step('the URL holds the view: a reload opens the same rows the same way', async () => {
      const search = new URL(page.url()).searchParams;
      expect(search.get('server')).toBe('sales.csv');
      expect(search.getAll('f')).toEqual(['city.fuzzy:lodz', 'amount.greaterThan:30']);
      const before = await columnTexts(page, 'name');
      await page.reload();
      await expect(rowCount(page)).toBeVisible();
      expect(await columnTexts(page, 'name')).toEqual(before);
    });

    await test.step('the search over every column, and the pages of its result', async () => {
      await page.goto('/?server=sales.csv');
      await expectRowCount(page, SALES.length);
      await page.getByLabel('Search all columns').fill('paris');
      await page.clock.runFor(DEBOUNCE_MS);
      const expected = SALES.filter(([, city]) => city === 'Paris');
      await expectRowCount(page, expected.length);
      // The next page is fetched while this one is read: Next page shows it without asking.
      const pageSize = asked.find(({ search, start }) => search === 'paris' && start === 0)!.end;
      const second = { search: 'paris', start: pageSize, end: 2 * pageSize };
      await expect.poll(() => asked).toContainEqual(second);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
      expect(new Set(await columnTexts(page, 'city'))).toEqual(new Set(['Paris']));
      expect(asked.filter((one) => one.search === 'paris' && one.start === pageSize)).toHaveLength(1);
    });

    await test.step('the values dialog counts on the server', async () => {
      await page.getByRole('button', { name: 'Column menu city', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Values and summary' }).click();
      const dialog = page.getByRole('dialog', { name: 'Values of city' });
      await expect(dialog.getByRole('checkbox', { name: `Paris (${SALES.filter(([, city]) => city === 'Paris').length})` })).toBeChecked();
      await expect(dialog.getByRole('checkbox')).toHaveCount(1);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    expect(received.length).toBeGreaterThan(0);
    expect(Math.max(...received), 'rows in one answer: a page at most').toBeLessThanOrEqual(100);
  });

  test('another table of the server: chosen in the switcher, by its path in the folder', async ({ page }) => {
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    await page.getByLabel('Dataset').selectOption({ label: 'more/cities.tsv' });
    await expectRowCount(page, 6);
    expect(await columnTexts(page, 'code')).toEqual(['001', '002', '003', '004', '005', '006']);
    expect(new URL(page.url()).searchParams.get('server')).toBe('more/cities.tsv');
    // Its population column is text for one stray cell: said as the tab says it of an opened file.
    const told = '“population” is read as text because “n/a” is not a number. To read its other cells as numbers, choose Number under Type in its column menu.';
    await expect(notices(page)).toHaveText(told);
    // A link that reads it as numbers shows no such notice; read as text again, it holds again.
    await page.goto('/?server=more%2Fcities.tsv&types=population%3Anumber');
    await expectRowCount(page, 6);
    await expect(page.getByRole('columnheader', { name: 'population', exact: true })).toBeVisible();
    await expect(notices(page)).toHaveText('');
    await page.getByRole('button', { name: 'Column menu population', exact: true }).click();
    await page.getByRole('group', { name: 'Type' }).getByRole('menuitemradio', { name: 'Text', exact: true }).click();
    await expect(notices(page)).toHaveText(told);
  });

  test('Export CSV streams the rows that pass from the server; selected rows across pages export and copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    await typeInFilter(page, 'city', 'oslo');
    const oslo = SALES.filter(([, city]) => city === 'Oslo');
    await expectRowCount(page, oslo.length);

    await test.step('the whole result, in the grid’s order, under the file’s own columns', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('sales.csv');
      const [head, ...records] = parseCsv(readFileSync(await download.path(), 'utf8'));
      expect(head).toEqual(['name', 'city', 'amount', 'day']);
      expect(records).toEqual(oslo);
    });

    await test.step('two rows of page 1 and one of page 2 selected: exported and copied in order', async () => {
      await page.goto('/?server=sales.csv');
      await expectRowCount(page, SALES.length);
      const boxes = page.getByRole('checkbox', { name: /^Select row \d+$/ });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
      // Page 2's rows may come after the pager moves: its first checkbox is the one for row 11.
      await page.getByRole('checkbox', { name: 'Select row 11', exact: true }).check();
      await expect(page.getByText(`${SALES.length} Rows, 3 selected`)).toBeVisible();
      const expected = [SALES[0], SALES[1], SALES[10]]; // pages of 10
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export selected' }).click()]);
      expect(parseCsv(readFileSync(await download.path(), 'utf8')).slice(1)).toEqual(expected);
      await page.locator('.ag-row[row-index="0"] [col-id="name"]').click();
      await page.keyboard.press('ControlOrMeta+c');
      await expect(page.getByRole('status', { name: 'Copy status' })).toHaveText('Copied 3 rows');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split('\n').slice(1).map((line) => line.split('\t').slice(1))).toEqual(expected);
    });
  });

  test('a served table grouped by city from its column menu, summed, a group opened, Export groups, then by year and month of a date: the engine\'s GROUP BY answers as the tab does', async ({ page }) => {
    test.slow();
    await page.goto('/?server=sales.csv');
    await expectRowCount(page, SALES.length);
    // Each group's rows and the sum of its amounts in cents, worked out here from the file.
    const tally = (keyOf: (record: string[]) => string) => {
      const groups = new Map<string, { count: number; cents: number }>();
      for (const record of SALES) {
        const [, , amount] = record;
        const group = groups.get(keyOf(record)) ?? { count: 0, cents: 0 };
        group.count++;
        if (amount) group.cents += Math.round(Number(amount) * 100);
        groups.set(keyOf(record), group);
      }
      return groups;
    };
    const cities = tally(([, city]) => city!);
    /** Each row's aria-level and its Group and amount cells, top to bottom. */
    const lines = async () => {
      await rowsSettled(page);
      return page.locator('.ag-row').evaluateAll((rows) => {
        const byIndex = new Map<number, { level: string; group: string; city: string; amount: string }>();
        for (const row of rows) {
          const index = Number(row.getAttribute('row-index'));
          const line = byIndex.get(index) ?? { level: row.getAttribute('aria-level') ?? '-', group: '', city: '', amount: '' };
          line.group ||= row.querySelector('[col-id="$group"]')?.textContent ?? '';
          line.city ||= row.querySelector('[col-id="city"]')?.textContent ?? '';
          line.amount ||= row.querySelector('[col-id="amount"]')?.textContent ?? '';
          byIndex.set(index, line);
        }
        return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
      });
    };
    const sum = (cents: number) => (cents / 100).toFixed(2);

    await choose(page, 'city', 'Group by city');
    await choose(page, 'amount', 'Sum');
    await expect(page.getByRole('columnheader', { name: 'sum(amount)', exact: true })).toBeVisible();
    await expect(page.getByText(`${SALES.length} Rows`, { exact: true })).toBeVisible();
    const expected = [...cities].map(([city, { count, cents }]) => `1 ${city} (${count}) ${sum(cents)}`).sort();
    await expect.poll(async () => (await lines()).filter((line) => line.level === '1').map((line) => `1 ${line.group} ${line.amount}`).sort()).toEqual(expected);
    const total = [...cities.values()].reduce((all, { cents }) => all + cents, 0);
    await expect.poll(async () => (await lines()).filter((line) => line.group.startsWith('Total')).map((line) => `${line.group} ${line.amount}`)).toContain(`Total (${SALES.length}) ${sum(total)}`);
    await expect(page).toHaveURL(/[?&]group=city(&|$)/);

    await page.getByRole('button', { name: 'Expand Paris', exact: true }).click();
    // Paris's rows follow it a level deeper (those drawn: the grid draws the rows in view).
    await expect.poll(async () => new Set((await lines()).filter((line) => line.level === '2').map((line) => line.city))).toEqual(new Set(['Paris']));
    await expect(page.getByRole('button', { name: 'Collapse Paris', exact: true })).toBeVisible();

    const { lines: exported } = await exportGroups(page);
    expect(exported[0]).toEqual(['city', 'count', 'sum(amount)']);
    expect(exported.slice(1).map((line) => line.join(' ')).sort()).toEqual([...cities].map(([city, { count, cents }]) => `${city} ${count} ${sum(cents)}`).sort());

    await test.step('the groups ordered by the Group header: Export CSV and Select all still read the rows that pass', async () => {
      const groupHeader = header(page, 'Group');
      await groupHeader.click();
      await expect(groupHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/sort=ag-Grid-AutoColumn%3Adesc/);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('sales.csv');
      expect(parseCsv(readFileSync(await download.path(), 'utf8')).slice(1)).toEqual(SALES);
      await page.getByRole('checkbox', { name: 'Select all rows' }).click();
      await expect(page.getByText(`${SALES.length} Rows, ${SALES.length} selected`)).toBeVisible();
      await page.getByRole('checkbox', { name: 'Select all rows' }).click();
      await expect(page.getByText(`${SALES.length} Rows`, { exact: true })).toBeVisible();
    });

    await test.step('by year, then month, of the day: the engine reads the date\'s calendar as the tab does', async () => {
      await page.getByRole('button', { name: 'Remove group city', exact: true }).click();
      // The Row groups toolbar goes when the engine's rows come, and the grid moves up with it: a
      // press on the column menu before then can land on the header below it (a sort, no menu).
      await expect(page.getByRole('toolbar', { name: 'Row groups' })).toHaveCount(0);
      await rowsSettled(page);
      await choose(page, 'day', 'Group by year of day');
      await choose(page, 'day', 'Group by month of day');
      await expect(page.getByRole('toolbar', { name: 'Row groups' })).toContainText(/year\(day\).*month\(day\)/);
      const months = tally(([, , , day]) => day!.slice(0, 7));
      const years = [...tally(([, , , day]) => day!.slice(0, 4))].sort(([a], [b]) => a.localeCompare(b)).map(([year, { count }]) => `${year} (${count})`);
      await expect.poll(async () => (await lines()).filter((line) => line.level === '1').map((line) => line.group)).toEqual(years);
      const { lines: monthLines } = await exportGroups(page);
      expect(monthLines[0]).toEqual(['year(day)', 'month(day)', 'count', 'sum(amount)']);
      const expectedMonths = [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, { count, cents }]) => `${month.slice(0, 4)} ${month} ${count} ${sum(cents)}`);
      expect(monthLines.slice(1).map((line) => line.join(' '))).toEqual(expectedMonths);
      // An opened year: its months follow it a level deeper (the rows of a bucket asked by its number), the totals row pinned below.
      const [first] = years;
      const year = first!.slice(0, 4);
      await page.getByRole('button', { name: `Expand ${year}`, exact: true }).click();
      const opened = [`1 ${first}`, ...[...months].filter(([month]) => month.startsWith(year)).sort(([a], [b]) => a.localeCompare(b)).map(([month, { count }]) => `2 ${month} (${count})`)];
      await expect.poll(async () => (await lines()).map((line) => `${line.level} ${line.group}`)).toEqual([...opened.slice(0, DEFAULT_PAGE_SIZE), `- Total (${SALES.length})`]);
    });
  });
}
