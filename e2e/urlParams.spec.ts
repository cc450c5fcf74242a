// ?seed and ?rows as people really write them: missing, empty, not numbers, out of range,
// huge, repeated. A bad value gives a visible notice and the default; nothing hangs.
// (e2e/data.spec.ts has ?rows=abc, -5, 99999999999, ?seed=banana and a valid URL.)
import type { Page } from '@playwright/test';
import { exportCsv, expectPage } from './helpers';
import { expect, openGrid, test } from './fixtures';
import { failOnDialogs } from './robustHelpers';

/** From README: 5000 people at first; ?rows from 1 to 1,000,000; ?seed from 0 to 4294967295. */
const DEFAULT_ROWS = 5000;
const MAX_ROWS = 1_000_000;
const MAX_SEED = 4294967295;

const notices = (page: Page) => page.getByRole('status', { name: 'Notices' });

/** A notice naming the ignored parameter and value, the allowed range and the default used. */
const ignoredRows = (shown: string) =>
  new RegExp(`^Ignored \\?rows=${escape(shown)}: .*\\b1\\b.*\\b${MAX_ROWS}\\b.*Using ${DEFAULT_ROWS}\\.$`);
const ignoredSeed = (shown: string) =>
  new RegExp(`^Ignored \\?seed=${escape(shown)}: .*\\b0\\b.*\\b${MAX_SEED}\\b.*random seed\\.$`);
const repeated = (name: string, times: number) =>
  new RegExp(`^\\?${name} was given ${times} times; only the last one counts\\.$`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cases: { query: string; rows: number; notices: RegExp[] }[] = [
  // empty values
  { query: '?rows=', rows: DEFAULT_ROWS, notices: [ignoredRows('')] },
  { query: '?seed=&rows=30', rows: 30, notices: [ignoredSeed('')] },
  { query: '?rows', rows: DEFAULT_ROWS, notices: [ignoredRows('')] },
  // not plain whole numbers
  { query: '?rows=1e12', rows: DEFAULT_ROWS, notices: [ignoredRows('1e12')] },
  { query: '?rows=1e3', rows: DEFAULT_ROWS, notices: [ignoredRows('1e3')] },
  { query: '?rows=12.5', rows: DEFAULT_ROWS, notices: [ignoredRows('12.5')] },
  { query: '?rows=%2B10', rows: DEFAULT_ROWS, notices: [ignoredRows('+10')] },
  { query: '?rows=%2010', rows: DEFAULT_ROWS, notices: [ignoredRows(' 10')] },
  { query: '?rows=0x10', rows: DEFAULT_ROWS, notices: [ignoredRows('0x10')] },
  { query: '?rows=%D9%A1%D9%A0', rows: DEFAULT_ROWS, notices: [ignoredRows('١٠')] }, // Arabic-Indic 10
  { query: '?rows=Infinity', rows: DEFAULT_ROWS, notices: [ignoredRows('Infinity')] },
  { query: '?rows=NaN', rows: DEFAULT_ROWS, notices: [ignoredRows('NaN')] },
  // out of range
  { query: '?rows=0', rows: DEFAULT_ROWS, notices: [ignoredRows('0')] },
  { query: '?rows=-0', rows: DEFAULT_ROWS, notices: [ignoredRows('-0')] },
  { query: '?rows=1000001', rows: DEFAULT_ROWS, notices: [ignoredRows('1000001')] },
  { query: '?rows=9007199254740993', rows: DEFAULT_ROWS, notices: [ignoredRows('9007199254740993')] },
  { query: '?seed=4294967296&rows=30', rows: 30, notices: [ignoredSeed('4294967296')] },
  { query: '?seed=-1&rows=30', rows: 30, notices: [ignoredSeed('-1')] },
  // repeated: the last one counts
  { query: '?rows=10&rows=20', rows: 20, notices: [repeated('rows', 2)] },
  { query: '?rows=10&rows=20&rows=30', rows: 30, notices: [repeated('rows', 3)] },
  { query: '?rows=10&rows=abc', rows: DEFAULT_ROWS, notices: [repeated('rows', 2), ignoredRows('abc')] },
  { query: '?rows=abc&rows=10', rows: 10, notices: [repeated('rows', 2)] },
  // both bad at once: one notice each
  { query: '?seed=x&rows=y', rows: DEFAULT_ROWS, notices: [ignoredSeed('x'), ignoredRows('y')] },
];

test('each bad, empty, huge or repeated value gives a notice and a safe default', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs = failOnDialogs(page);
  // One page for all: a new browser context per case costs more than the case itself.
  for (const { query, rows, notices: expected } of cases) {
    await test.step(`${query} shows ${rows} rows and ${expected.length} notice(s)`, async () => {
      // Leave the last page (and its worker, still making the next set ahead) behind first.
      await page.goto('about:blank');
      await openGrid(page, query, rows);
      await expect(notices(page).locator('li'), query).toHaveText(expected);
      await expectPage(page, 1, Math.ceil(rows / 10));
    });
  }
  expect(dialogs).toEqual([]);
});

test('valid edge values and missing parameters show no notice', async ({ page }) => {
  for (const [query, rows] of <[string, number][]>[
    ['', DEFAULT_ROWS], // nothing: a random seed and 5000 rows
    ['?seed=4294967295&rows=1', 1],
    ['?seed=0&rows=00012', 12], // leading zeros are still a whole number
    ['?rows=7', 7], // no seed: a random one, without a notice
    ['?seed=3', DEFAULT_ROWS],
    ['?other=1&rows=8', 8], // unknown parameters are not ours to judge
  ]) {
    await openGrid(page, query, rows);
    await expect(page.getByText(`${rows} Rows`, { exact: true })).toBeVisible();
    await expect(notices(page)).toHaveCount(0);
  }
});

test('an ignored value falls back to the default, the same data as leaving it out', async ({ page }) => {
  await openGrid(page, '?seed=7', DEFAULT_ROWS);
  const reference = (await exportCsv(page)).text;
  for (const query of ['?seed=7&rows=1e12', '?seed=7&rows=', '?seed=7&rows=-3&rows=0']) {
    await openGrid(page, query, DEFAULT_ROWS);
    await expect(notices(page)).toBeVisible();
    expect((await exportCsv(page)).text, query).toBe(reference);
  }
  // Repeated seeds: the last one counts.
  await openGrid(page, '?seed=2&rows=50', 50);
  const seed2 = (await exportCsv(page)).text;
  await openGrid(page, '?seed=1&seed=2&rows=50', 50);
  await expect(notices(page)).toContainText('?seed was given 2 times');
  expect((await exportCsv(page)).text).toBe(seed2);
});

test('a notice shows hostile or endless values as text, shortened, without running them', async ({ page }) => {
  const dialogs = failOnDialogs(page);
  const script = encodeURIComponent('<img src=x onerror=alert(1)><script>alert(2)</script>');
  await openGrid(page, `?rows=${script}`, DEFAULT_ROWS);
  await expect(notices(page)).toContainText('Ignored ?rows=<img src=x onerror=alert(1)><script>al');
  await expect(page.locator('img[src="x"], main script')).toHaveCount(0);

  await openGrid(page, `?seed=${'9'.repeat(5000)}&rows=40`, 40);
  const text = await notices(page).innerText();
  expect(text.length).toBeLessThan(300);
  expect(text).toContain(`Ignored ?seed=${'9'.repeat(40)}:`);
  expect(text).not.toContain('9'.repeat(41));

  // Quotes, backslashes and control characters come out escaped, on one line.
  await openGrid(page, `?rows=${encodeURIComponent('a"b\\c\nd')}`, DEFAULT_ROWS);
  await expect(notices(page).locator('li')).toHaveText([ignoredRows('a\\"b\\\\c\\nd')]);
  expect(dialogs).toEqual([]);
});
