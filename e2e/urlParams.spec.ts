// ?seed and ?rows as people really write them: missing, empty, not numbers, out of range,
// huge, repeated. A bad value gives a visible notice and the default; nothing hangs.
// (e2e/data.spec.ts has ?rows=abc, -5, 99999999999, ?seed=banana and a valid URL.)
import { expectPage, exportCsv, notices } from './helpers';
import { expect, openGrid, test } from './fixtures';
import { failOnDialogs } from './robustHelpers';

/** From README: 5000 people at first; ?rows from 1 to 1,000,000; ?seed from 0 to 4294967295. */
const DEFAULT_ROWS = 5000;
const MAX_ROWS = 1_000_000;
const MAX_SEED = 4294967295;

/** A notice naming the ignored parameter and value, the allowed range and the default used. */
const ignoredRows = (shown: string) =>
  new RegExp(`^Ignored \\?rows=${escape(shown)}: .*\\b1\\b.*\\b${MAX_ROWS}\\b.*Using ${DEFAULT_ROWS}\\.$`);
const ignoredSeed = (shown: string) =>
  new RegExp(`^Ignored \\?seed=${escape(shown)}: .*\\b0\\b.*\\b${MAX_SEED}\\b.*random seed\\.$`);
const repeated = (name: string, times: number) =>
  new RegExp(`^\\?${name} was given ${times} times; only the last one counts\\.$`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One value of each kind on the real page; tests/view/address.test.ts holds the full table
 * (every spelling of a bad number, each notice's text), where a case costs microseconds.
 */
const cases: { query: string; rows: number; notices: RegExp[] }[] = [
  { query: '?rows=', rows: DEFAULT_ROWS, notices: [ignoredRows('')] }, // empty
  { query: '?seed=&rows=30', rows: 30, notices: [ignoredSeed('')] },
  { query: '?rows=1e12', rows: DEFAULT_ROWS, notices: [ignoredRows('1e12')] }, // huge, as an exponent
  { query: '?rows=%D9%A1%D9%A0', rows: DEFAULT_ROWS, notices: [ignoredRows('١٠')] }, // Arabic-Indic 10
  { query: '?rows=1000001', rows: DEFAULT_ROWS, notices: [ignoredRows('1000001')] }, // just over the maximum
  { query: '?seed=-1&rows=30', rows: 30, notices: [ignoredSeed('-1')] }, // negative
  { query: '?rows=10&rows=abc', rows: DEFAULT_ROWS, notices: [repeated('rows', 2), ignoredRows('abc')] }, // repeated, last bad
  { query: '?rows=abc&rows=10', rows: 10, notices: [repeated('rows', 2)] }, // repeated, last good
  { query: '?seed=x&rows=y', rows: DEFAULT_ROWS, notices: [ignoredSeed('x'), ignoredRows('y')] }, // both bad
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
    ['?seed=4294967295&rows=1', 1], // both at their maximum and minimum
    ['?rows=7', 7], // no seed: a random one, without a notice
    ['?other=1&rows=00012', 12], // unknown parameters are not ours to judge; leading zeros are fine
  ]) {
    await openGrid(page, query, rows);
    await expect(page.getByText(`${rows} Rows`, { exact: true })).toBeVisible();
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);
  }
});

test('an ignored value falls back to the default, the same data as leaving it out', async ({ page }) => {
  await openGrid(page, '?seed=7', DEFAULT_ROWS);
  const reference = (await exportCsv(page)).text;
  for (const query of ['?seed=7&rows=1e12', '?seed=7&rows=-3&rows=0']) {
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
