import type { Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { columnTexts, dropFile, expectRowCount, notices, typeInFilter } from './helpers';
import { choose as chooseInMenu, groupRows } from './groupingHelpers';

const fileInput = (page: Page) => page.getByLabel('File to open');
const matchButton = (page: Page, header: string) => page.getByRole('button', { name: `Match ${header}`, exact: true });
const columnMenuButton = (page: Page, header: string) => page.getByRole('button', { name: `Column menu ${header}`, exact: true });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const dialog = (page: Page, header: string) => page.getByRole('dialog', { name: `Values of ${header}` });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Orders as a spreadsheet exports them, each value kept as its parts, so that what the grid
 * should show is worked out here from the parts, not read back from the file's texts.
 * `ordered`: month names (`Jan 1 2000`, `January 14, 2000`); `logged`: `2001/01/14 21:55`;
 * `due`: slash dates whose fields are both at most 12 (month first unless the person says);
 * `price`: dollars and cents with thousands; `share`: a percentage.
 */
const ORDERS = [
  { name: 'ann', ordered: [2000, 1, 1], logged: [2001, 1, 14, 21, 55], due: [3, 5, 2014], cents: 123450, share: 45 },
  { name: 'bob', ordered: [2006, 3, 14], logged: [2015, 1, 1, 1, 0], due: [5, 3, 2014], cents: 999, share: 12.5 },
  { name: 'cy', ordered: [2005, 12, 31], logged: [2001, 1, 14, 9, 5], due: [11, 2, 2013], cents: 100000000, share: -3 },
  { name: 'dee', ordered: [2019, 7, 4], logged: [1999, 12, 31, 23, 59], due: [2, 11, 2013], cents: 5, share: 100 },
  { name: 'eve', ordered: [2006, 1, 1], logged: [2010, 6, 30, 12, 0], due: [5, 12, 2014], cents: 250000, share: 0 },
  { name: 'fay', ordered: [1999, 2, 28], logged: [2010, 6, 30, 11, 59], due: [12, 5, 2014], cents: 42, share: 7 },
] as const;

const orderedText = ([y, m, d]: readonly number[], i: number) => (i % 2 === 0 ? `${MONTHS[m! - 1]!.slice(0, 3)} ${d} ${y}` : `${MONTHS[m! - 1]} ${d}, ${y}`);
const loggedText = ([y, m, d, h, mi]: readonly number[]) => `${y}/${two(m!)}/${two(d!)} ${two(h!)}:${two(mi!)}`;
const dueText = ([a, b, y]: readonly number[]) => `${two(a!)}/${two(b!)}/${y}`;
const priceText = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${two(cents % 100)}`;
const csvField = (text: string) => (/[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const CSV = [
  'name,ordered,logged,due,price,share',
  ...ORDERS.map((row, i) => [row.name, orderedText(row.ordered, i), loggedText(row.logged), dueText(row.due), priceText(row.cents), `${row.share}%`].map(csvField).join(',')),
].join('\n');

const names = (page: Page) => columnTexts(page, 'name');
const namesWhere = (keep: (row: (typeof ORDERS)[number]) => boolean) => ORDERS.filter(keep).map((row) => row.name);
const namesBy = (key: (row: (typeof ORDERS)[number]) => number) => [...ORDERS].sort((a, b) => key(a) - key(b)).map((row) => row.name);
const minutes = ([y, m, d, h, mi]: readonly number[]) => Date.UTC(y!, m! - 1, d, h, mi);

async function choose(page: Page, column: string, kind: string) {
  await matchButton(page, column).click();
  await page.getByRole('menuitemradio', { name: kind, exact: true }).click();
  await expect(matchButton(page, column)).toHaveAccessibleDescription(`Matching: ${kind}`);
}

/** Every column gets the type its cells are written in; cells show as written. */
async function expectTypedAsWritten(page: Page) {
  await expectRowCount(page, ORDERS.length);
  for (const column of ['ordered', 'logged', 'due']) await expect(matchButton(page, column)).toHaveAccessibleDescription('Matching: On');
  for (const column of ['price', 'share']) await expect(matchButton(page, column)).toHaveAccessibleDescription('Matching: Exact');
  expect(await columnTexts(page, 'price')).toEqual(ORDERS.map((row) => priceText(row.cents)));
  expect(await columnTexts(page, 'ordered')).toEqual(ORDERS.map((row, i) => orderedText(row.ordered, i)));
}

test('dates and numbers as written, opened by the file picker: filters, sorts, the values dialog and Date (day first) read them', async ({ page }) => {
  await page.clock.install();
  // A small set of people first: the file is what the test is about.
  await openGrid(page, '?seed=2&rows=100', 100);
  await fileInput(page).setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expectTypedAsWritten(page);

  await test.step('After 2005 on month-name dates: the years after 2005', async () => {
    await choose(page, 'ordered', 'After');
    await typeInFilter(page, 'ordered', '2005');
    await expectRowCount(page, namesWhere((row) => row.ordered[0] > 2005).length);
    expect(await names(page)).toEqual(namesWhere((row) => row.ordered[0] > 2005));
    await typeInFilter(page, 'ordered', '');
    await expectRowCount(page, ORDERS.length);
  });

  await test.step('sorts by value: times written 2001/01/14 21:55, dollars, percentages', async () => {
    await header(page, 'logged').click();
    await expect(header(page, 'logged')).toHaveAttribute('aria-sort', 'ascending');
    expect(await names(page)).toEqual(namesBy((row) => minutes(row.logged)));
    await header(page, 'logged').click();
    await header(page, 'logged').click();
    await header(page, 'price').click();
    expect(await names(page)).toEqual(namesBy((row) => row.cents));
    await header(page, 'price').click();
    await header(page, 'price').click();
    await header(page, 'share').click();
    expect(await names(page)).toEqual(namesBy((row) => row.share));
    await header(page, 'share').click();
    await header(page, 'share').click();
  });

  await test.step('numbers compare as the values written: $1,234.50 is 1234.5, 45% is 45', async () => {
    await choose(page, 'price', 'Greater than');
    await typeInFilter(page, 'price', '1234.5');
    expect(await names(page)).toEqual(namesWhere((row) => row.cents > 123450));
    await choose(page, 'price', 'Greater than or equal');
    expect(await names(page)).toEqual(namesWhere((row) => row.cents >= 123450));
    await typeInFilter(page, 'price', '');
    await choose(page, 'share', 'Between');
    await typeInFilter(page, 'share', '0..45');
    expect(await names(page)).toEqual(namesWhere((row) => row.share >= 0 && row.share <= 45));
    await typeInFilter(page, 'share', '');
    await expectRowCount(page, ORDERS.length);
  });

  await test.step('the values dialog: Earliest and Latest of times as written', async () => {
    await columnMenuButton(page, 'logged').click();
    await page.getByRole('menuitem', { name: 'Values and summary' }).click();
    const times = ORDERS.map((row) => minutes(row.logged));
    const asShown = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
    const terms = dialog(page, 'logged').locator('.values-summary div');
    await expect(terms.filter({ hasText: 'Earliest' }).locator('dd')).toHaveText(asShown(Math.min(...times)));
    await expect(terms.filter({ hasText: 'Latest' }).locator('dd')).toHaveText(asShown(Math.max(...times)));
    await page.keyboard.press('Escape');
    await expect(dialog(page, 'logged')).toHaveCount(0);
  });

  await test.step('slash dates that read either way read month first; Date (day first) in the Type group reads them day first', async () => {
    // The file's notice says so, and where to choose otherwise.
    await expect(notices(page)).toContainText('“due” has dates that read either way (no day or month over 12): they are read month first, 01/02/2014 as 2 January 2014. If they are day first, choose Date (day first) under Type in its column menu.');
    await choose(page, 'due', 'On');
    await typeInFilter(page, 'due', '2014-05');
    expect(await names(page)).toEqual(namesWhere((row) => row.due[2] === 2014 && row.due[0] === 5));
    await columnMenuButton(page, 'due').click();
    const typeGroup = page.getByRole('group', { name: 'Type' });
    await expect(typeGroup.getByRole('menuitemradio')).toHaveText(['Text', 'Number', 'Date', 'Date (day first)']);
    await expect(typeGroup.getByRole('menuitemradio', { name: 'Date', exact: true })).toHaveAttribute('aria-checked', 'true');
    await typeGroup.getByRole('menuitemradio', { name: 'Date (day first)' }).click();
    await expect(page).toHaveURL(/[?&]types=due%3AdateDayFirst(&|$)/);
    // Its reading chosen, the notice that asked for the choice is done.
    await expect(notices(page)).not.toContainText('“due”');
    // The filter keeps its kind and text, and now finds the days of May written day first.
    await expect(matchButton(page, 'due')).toHaveAccessibleDescription('Matching: On');
    expect(await names(page)).toEqual(namesWhere((row) => row.due[2] === 2014 && row.due[1] === 5));
    await typeInFilter(page, 'due', '');
    await header(page, 'due').click();
    expect(await names(page)).toEqual(namesBy((row) => Date.UTC(row.due[2], row.due[1] - 1, row.due[0])));
    await header(page, 'due').click();
    await header(page, 'due').click();
    await expect(header(page, 'due')).toHaveAttribute('aria-sort', 'none');
  });

  await test.step('grouping by year and by month reads the dates as written: month names, and slash dates day first', async () => {
    /** `1· key (count)` for each key in order, then the totals row, as groupRows reads a page of closed groups. */
    const groupsOf = (keys: string[]) => [...[...new Set(keys)].sort().map((key) => `1· ${key} (${keys.filter((k) => k === key).length})`), `- Total (${keys.length})`];
    await chooseInMenu(page, 'ordered', 'Group by year of ordered');
    await expect.poll(() => groupRows(page)).toEqual(groupsOf(ORDERS.map((row) => String(row.ordered[0]))));
    await chooseInMenu(page, 'ordered', 'Group by year of ordered');
    // `due` reads day first now (the step before): 03/05/2014 is May 2014.
    await chooseInMenu(page, 'due', 'Group by month of due');
    await expect(page).toHaveURL(/[?&]group=month%28due%29(&|$)/);
    await expect.poll(() => groupRows(page)).toEqual(groupsOf(ORDERS.map((row) => `${row.due[2]}-${two(row.due[1])}`)));
    // Read either way the months are alike here (the dates come in swapped pairs): the rows in a month tell them apart.
    await page.getByRole('button', { name: 'Expand 2014-05', exact: true }).click();
    await expect.poll(async () => (await names(page)).filter(Boolean)).toEqual(namesWhere((row) => row.due[2] === 2014 && row.due[1] === 5));
    await chooseInMenu(page, 'due', 'Group by month of due');
    await expect(page.getByRole('toolbar', { name: 'Row groups' })).toHaveCount(0);
  });
});

test('dates and numbers as written, opened by a drop: typed the same, and After 2005 and a sort read them', async ({ page }) => {
  await page.clock.install();
  // A small set of people first: the file is what the test is about.
  await openGrid(page, '?seed=2&rows=100', 100);
  await dropFile(page, { name: 'orders.csv', content: CSV, type: 'text/csv' });
  await expectTypedAsWritten(page);
  await choose(page, 'ordered', 'After');
  await typeInFilter(page, 'ordered', '2005');
  await header(page, 'ordered').click();
  expect(await names(page)).toEqual(namesWhere((row) => row.ordered[0] > 2005).sort((a, b) => {
    const day = (name: string) => { const [y, m, d] = ORDERS.find((row) => row.name === name)!.ordered; return Date.UTC(y, m - 1, d); };
    return day(a) - day(b);
  }));
});

test('ids past 2^53 stay text: they sort, match and count apart, as written', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=2&rows=100', 100);
  // 64-bit order numbers: as doubles the first three would be one number.
  const ids = ['1234567890123456789', '1234567890123456788', '1234567890123456700', '1234567890123456900'];
  await fileInput(page).setInputFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from(['order_id,item', ...ids.map((id, i) => `${id},${'abcd'[i]}`)].join('\n')) });
  await expectRowCount(page, 4);
  await expect(matchButton(page, 'order_id')).toHaveAccessibleDescription('Matching: Case-insensitive');
  await header(page, 'order_id').click();
  await expect(header(page, 'order_id')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => columnTexts(page, 'order_id')).toEqual([...ids].sort());
  await typeInFilter(page, 'order_id', '1234567890123456789');
  await expectRowCount(page, 1);
  expect(await columnTexts(page, 'item')).toEqual(['a']);
  await chooseInMenu(page, 'order_id', 'Distinct');
  await typeInFilter(page, 'order_id', '');
  await expectRowCount(page, 4);
  // The totals row: four distinct ids (as doubles, two).
  const totals = page.locator('.ag-grid-pinned-bottom-rows-container .ag-row');
  await expect(totals.locator('[col-id="$group"]')).toHaveText(['Total (4)']);
  await expect(totals.locator('[col-id="order_id"]')).toHaveText(['4']);
});

test('a number past a double\'s range is no number: the column stays text, and forced to Number its values still count', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=2&rows=100', 100);
  await fileInput(page).setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.from('name,size\na,1e400\nb,12\nc,3\nd,-1e309\n') });
  await expectRowCount(page, 4);
  await expect(matchButton(page, 'size')).toHaveAccessibleDescription('Matching: Case-insensitive');
  await chooseInMenu(page, 'size', 'Number');
  await header(page, 'size').click(); // ascending by value; the two that do not read last
  await expect.poll(() => columnTexts(page, 'size')).toEqual(['3', '12', '1e400', '-1e309']);
  await columnMenuButton(page, 'size').click();
  await page.getByRole('menuitem', { name: 'Values and summary' }).click();
  const terms = dialog(page, 'size').locator('.values-summary div');
  await expect(terms.filter({ hasText: 'Blank' }).locator('dd')).toHaveText('2');
  await expect(terms.filter({ hasText: 'Min' }).locator('dd')).toHaveText('3');
  await expect(terms.filter({ hasText: 'Max' }).locator('dd')).toHaveText('12');
  await expect(dialog(page, 'size').getByRole('table', { name: 'Histogram of size' })).toBeVisible();
  await expect(dialog(page, 'size').getByRole('status').first()).toHaveText('');
});

/**
 * Goods as a spreadsheet exports them where the comma is the decimal mark (a semicolon file),
 * each value kept as its parts: `price` in euros and cents (`1.234,56`), `weight` in kilograms
 * to the gram (`1,250`: commas in threes, which read either way).
 */
const GOODS = [
  { name: 'apples', cents: 150, grams: 1250 },
  { name: 'bread', cents: 1200, grams: 2500 },
  { name: 'cheese', cents: 325, grams: 12000 },
  { name: 'dates', cents: 123456, grams: 3125 },
] as const;
const euros = (cents: number) => `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.')},${two(cents % 100)}`;
const kilos = (grams: number) => `${Math.floor(grams / 1000)},${String(grams % 1000).padStart(3, '0')}`;
const GOODS_CSV = ['name;price;weight', ...GOODS.map((row) => [row.name, euros(row.cents), kilos(row.grams)].join(';'))].join('\n');

test('numbers with a decimal comma, from a semicolon file: typed, sorted, compared and summed by value; commas in threes read with the file\'s decimal comma', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=2&rows=100', 100);
  await fileInput(page).setInputFiles({ name: 'goods.csv', mimeType: 'text/csv', buffer: Buffer.from(GOODS_CSV) });
  await expectRowCount(page, GOODS.length);
  expect(await columnTexts(page, 'price')).toEqual(GOODS.map((row) => euros(row.cents)));
  const goodsBy = (key: (row: (typeof GOODS)[number]) => number) => [...GOODS].sort((a, b) => key(a) - key(b)).map((row) => row.name);
  const typeRadios = async (column: string) => {
    await columnMenuButton(page, column).click();
    const radios = page.getByRole('group', { name: 'Type' }).getByRole('menuitemradio');
    const labels = { all: await radios.allTextContents(), checked: await radios.evaluateAll((items) => items.filter((item) => item.getAttribute('aria-checked') === 'true').map((item) => item.textContent)) };
    await page.keyboard.press('Escape');
    return labels;
  };

  await test.step('price reads with a decimal comma: its Type, its sort by value, Greater than', async () => {
    expect(await typeRadios('price')).toEqual({ all: ['Text', 'Number', 'Number (decimal comma)', 'Date'], checked: ['Number (decimal comma)'] });
    await header(page, 'price').click();
    await expect(header(page, 'price')).toHaveAttribute('aria-sort', 'ascending');
    // As text 1.234,56 would come second and 3,25 last.
    await expect.poll(() => columnTexts(page, 'name')).toEqual(goodsBy((row) => row.cents));
    await header(page, 'price').click();
    await header(page, 'price').click();
    await expect(header(page, 'price')).toHaveAttribute('aria-sort', 'none');
    // A filter's number is typed with a point, whatever the column writes (as a date filter's is ISO).
    await choose(page, 'price', 'Greater than');
    await typeInFilter(page, 'price', '3.25');
    await expectRowCount(page, GOODS.filter((row) => row.cents > 325).length);
    expect(await columnTexts(page, 'name')).toEqual(GOODS.filter((row) => row.cents > 325).map((row) => row.name));
    await typeInFilter(page, 'price', '');
    await expectRowCount(page, GOODS.length);
  });

  await test.step('the values dialog writes price\'s Min, Max and Mean with its decimal comma', async () => {
    await columnMenuButton(page, 'price').click();
    await page.getByRole('menuitem', { name: 'Values and summary' }).click();
    const terms = dialog(page, 'price').locator('.values-summary div');
    const cents = GOODS.map((row) => row.cents);
    const withComma = (n: number) => String(n).replace('.', ',');
    await expect(terms.filter({ hasText: 'Min' }).locator('dd')).toHaveText(withComma(Math.min(...cents) / 100));
    await expect(terms.filter({ hasText: 'Max' }).locator('dd')).toHaveText(withComma(Math.max(...cents) / 100));
    // A mean to six significant digits, as every summary's.
    await expect(terms.filter({ hasText: 'Mean' }).locator('dd')).toHaveText(withComma(Number((cents.reduce((sum, n) => sum + n, 0) / cents.length / 100).toPrecision(6))));
    await page.keyboard.press('Escape');
    await expect(dialog(page, 'price')).toHaveCount(0);
  });

  const totals = page.locator('.ag-grid-pinned-bottom-rows-container .ag-row');
  await test.step('Sum of price: exact, written with the column\'s decimal comma', async () => {
    await chooseInMenu(page, 'price', 'Sum');
    await expect(header(page, 'sum(price)')).toBeVisible();
    const total = GOODS.reduce((sum, row) => sum + row.cents, 0);
    await expect(totals.locator('[col-id="price"]')).toHaveText([`${Math.floor(total / 100)},${two(total % 100)}`]);
  });

  await test.step('weight reads either way, and with a comma as the file\'s price does, untold; Number reads it with a point', async () => {
    expect(await typeRadios('weight')).toEqual({ all: ['Text', 'Number', 'Number (decimal comma)', 'Date'], checked: ['Number (decimal comma)'] });
    await expect(notices(page)).toHaveText('');
    await chooseInMenu(page, 'weight', 'Sum');
    const grams = GOODS.reduce((sum, row) => sum + row.grams, 0);
    await expect(totals.locator('[col-id="weight"]')).toHaveText([kilos(grams)]);
    await chooseInMenu(page, 'weight', 'Number');
    await expect(page).toHaveURL(/[?&]types=weight%3Anumber(&|$)/);
    // Read with a point, 1,250 is 1250: the sum is a thousand times the grams' in kilograms.
    await expect(totals.locator('[col-id="weight"]')).toHaveText([String(grams)]);
    await chooseInMenu(page, 'weight', 'Number (decimal comma)');
    await expect(totals.locator('[col-id="weight"]')).toHaveText([kilos(grams)]);
    await header(page, 'sum(weight)').click();
    // The page's rows (the totals row has no name).
    await expect.poll(async () => (await columnTexts(page, 'name')).filter(Boolean)).toEqual(goodsBy((row) => row.grams));
  });
});
