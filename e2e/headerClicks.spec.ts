import type { Locator, Page } from '@playwright/test';
import { applyOnFakeClock, columnTexts, expectRowCount, exportCsv, filterInput, naturalCompare, parseCsv, rowsSettled } from './helpers';
import { expect, openGrid, test } from './fixtures';

// A file with a text, a number and a date column, every value different, so each order is one.
const NAMES = ['item 10', 'Apple', 'banana', 'item 9', 'Cherry', 'date palm', 'Elder', 'fig 2', 'fig 11', 'Grape', 'hazel', 'Ivy', 'jujube', 'Kiwi'];
const ROWS = NAMES.map((name, i) => ({
  name,
  amount: String([12.5, -3, 100, 7, 0.25, 64, 9.75, 1000, -42.5, 3, 18, 250.5, 5, 33][i]),
  day: `20${10 + ((i * 5) % 14)}-0${1 + (i % 9)}-1${i % 10}`,
}));
const CSV = ['name,amount,day', ...ROWS.map(({ name, amount, day }) => `${name},${amount},${day}`)].join('\n');

type Col = 'name' | 'amount' | 'day';
const COMPARE: Record<Col, (a: string, b: string) => number> = {
  name: naturalCompare,
  amount: (a, b) => Number(a) - Number(b),
  day: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
};
/** The file's rows as the sort should give them: an independent reference. */
const sortedBy = (col: Col, sort: 'ascending' | 'descending' | 'none') => {
  if (sort === 'none') return ROWS;
  const rows = [...ROWS].sort((a, b) => COMPARE[col](a[col], b[col]));
  return sort === 'ascending' ? rows : rows.reverse();
};

const header = (page: Page, col: Col) => page.getByRole('columnheader', { name: col, exact: true });
const sortParams = (page: Page) => new URL(page.url()).searchParams.getAll('sort');

/** The parts of a header a person clicks, and the Enter key on it. */
const PRESS: Record<'name' | 'blank' | 'arrow' | 'Enter', (page: Page, cell: Locator, modifiers?: ('Shift' | 'Control')[]) => Promise<void>> = {
  name: (_page, cell, modifiers) => cell.locator('.column-header-name').click({ modifiers }),
  // The empty space between the name (and its arrow) and the menu button.
  blank: async (_page, cell, modifiers) => {
    const box = (await cell.boundingBox())!;
    const textEnd = Math.max(...(await cell.locator('.column-header-name, .ag-sort-indicator-container').evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().right))));
    const menu = (await cell.locator('.column-menu-button').boundingBox())!;
    expect(menu.x - textEnd, 'blank space to click').toBeGreaterThan(20);
    await cell.click({ position: { x: (textEnd + menu.x) / 2 - box.x, y: box.height / 2 }, modifiers });
  },
  arrow: (_page, cell, modifiers) => cell.locator('.ag-sort-indicator-icon:not(.ag-hidden)').click({ modifiers }),
  Enter: async (page, cell) => {
    await cell.focus();
    await page.keyboard.press('Enter');
  },
};

/** Rows on screen, aria-sort, the URL and the export all say the same sort. */
async function expectSorted(page: Page, col: Col, sort: 'ascending' | 'descending' | 'none', exported: boolean) {
  const expected = sortedBy(col, sort);
  await expect(header(page, col)).toHaveAttribute('aria-sort', sort);
  await expect.poll(() => sortParams(page)).toEqual(sort === 'none' ? [] : [`${col}:${sort === 'ascending' ? 'asc' : 'desc'}`]);
  await rowsSettled(page);
  expect(await columnTexts(page, 'name')).toEqual(expected.slice(0, 10).map((row) => row.name));
  if (!exported) return;
  const [, ...records] = parseCsv((await exportCsv(page)).text);
  expect(records.map(([name]) => name)).toEqual(expected.map((row) => row.name));
}

async function openFile(page: Page) {
  await openGrid(page, '?seed=3');
  await page.getByLabel('File to open').setInputFiles({ name: 'sorts.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expectRowCount(page, ROWS.length);
  await expect(header(page, 'day')).toBeVisible();
}

// Each part of the header takes the sort one step on, from each state: ascending, descending, none.
const STEPS: { press: keyof typeof PRESS; sort: 'ascending' | 'descending' | 'none' }[] = [
  { press: 'name', sort: 'ascending' },
  { press: 'arrow', sort: 'descending' },
  { press: 'blank', sort: 'none' },
  { press: 'blank', sort: 'ascending' },
  { press: 'name', sort: 'descending' },
  { press: 'Enter', sort: 'none' },
  { press: 'Enter', sort: 'ascending' },
  { press: 'Enter', sort: 'descending' },
  { press: 'name', sort: 'none' },
];

for (const col of ['name', 'amount', 'day'] as const) {
  test(`every part of the ${col} header sorts the rows, the URL and the export as its arrow says; the menu button never sorts`, async ({ page }) => {
    await openFile(page);
    const cell = header(page, col);
    for (const [i, { press, sort }] of STEPS.entries()) {
      await test.step(`${press} → ${sort}`, async () => {
        await PRESS[press](page, cell);
        await expectSorted(page, col, sort, i < 3);
      });
    }
    await test.step('the menu button opens the menu and sorts nothing', async () => {
      await cell.getByRole('button', { name: `Column menu ${col}` }).click();
      await expect(page.getByRole('menu', { name: `Column menu ${col}` })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expectSorted(page, col, 'none', false);
    });
  });
}

test('Shift+click adds a column to the sort alike on its name and on its blank space', async ({ page }) => {
  await openFile(page);
  for (const press of ['name', 'blank'] as const) {
    await PRESS.name(page, header(page, 'day'));
    await expect(header(page, 'day')).toHaveAttribute('aria-sort', 'ascending');
    await PRESS[press](page, header(page, 'amount'), ['Shift']);
    await expect(header(page, 'amount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'day')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => sortParams(page)).toEqual(['day:asc', 'amount:asc']);
    // Days are all different: the second sort orders nothing, the first does.
    expect(await columnTexts(page, 'name')).toEqual(sortedBy('day', 'ascending').slice(0, 10).map((row) => row.name));
    // A plain click on another part starts over with that column alone.
    await PRESS.blank(page, header(page, 'name'));
    await expectSorted(page, 'name', 'ascending', false);
    await PRESS.name(page, header(page, 'name'));
    await PRESS.name(page, header(page, 'name'));
    await expect.poll(() => sortParams(page)).toEqual([]);
  }
});

test('two quick clicks on a header name end two steps on', async ({ page }) => {
  await openFile(page);
  await header(page, 'amount').locator('.column-header-name').dblclick();
  await expectSorted(page, 'amount', 'descending', true);
});

test('a double click whose second press lands on the arrow its first press drew ends two steps on', async ({ page }) => {
  await openFile(page);
  const cell = header(page, 'amount');
  await cell.locator('.column-header-name').click();
  await expect(cell).toHaveAttribute('aria-sort', 'ascending');
  // The second press of the series alone, on the arrow now under the pointer (AG Grid marks the arrow's parts as presentation).
  const arrow = (await cell.locator('.ag-sort-indicator-icon:not(.ag-hidden) .ag-icon').boundingBox())!;
  await page.mouse.move(arrow.x + arrow.width / 2, arrow.y + arrow.height / 2);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expectSorted(page, 'amount', 'descending', true);
});

test('a Type or a kind chosen again changes nothing, and the view goes on following every later change', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=3');
  await page.getByRole('button', { name: 'Column menu id' }).click();
  const number = page.getByRole('menuitemradio', { name: 'Number', exact: true });
  await expect(number).toHaveAttribute('aria-checked', 'true');
  await number.click();
  await page.getByRole('button', { name: 'Match Last Name' }).click();
  const kind = page.getByRole('menu', { name: 'Match Last Name' }).getByRole('menuitemradio', { name: /Case-insensitive/ });
  await expect(kind).toHaveAttribute('aria-checked', 'true');
  await kind.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page).toHaveURL(/\?seed=3$/);
  await applyOnFakeClock(page, filterInput(page, 'lastName'), 'son');
  await expect(page.getByText(/^\d+ Rows$/)).not.toHaveText('5000 Rows');
  await expect.poll(() => new URL(page.url()).searchParams.getAll('f')).toEqual(['lastName:son']);
  const lastName = page.getByRole('columnheader', { name: 'Last Name', exact: true });
  await lastName.locator('.column-header-name').click();
  await expect(lastName).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => sortParams(page)).toEqual(['lastName:asc']);
  const names = await columnTexts(page, 'lastName');
  expect(names).toEqual([...names].sort(naturalCompare));
  expect(names.every((name) => name.toLowerCase().includes('son'))).toBe(true);
});
