import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { columnTexts, DEBOUNCE_MS, expectRowCount, notices, readFilterState } from './helpers';

const fileInput = (page: Page) => page.getByLabel('File to open');
const matchButton = (page: Page, header: string) => page.getByRole('button', { name: `Match ${header}`, exact: true });
const columnMenuButton = (page: Page, header: string) => page.getByRole('button', { name: `Column menu ${header}`, exact: true });
const dialog = (page: Page, header: string) => page.getByRole('dialog', { name: `Values of ${header}` });
const headerCell = (page: Page, colId: string) => page.locator(`.ag-header-row-column .ag-header-cell[col-id="${colId}"]`);
/** The value list's checkboxes' labels, in order: `Paris (3)`. */
const valueLabels = (page: Page, header: string) => dialog(page, header).locator('.values-list label');
const summary = async (page: Page, header: string) =>
  Object.fromEntries(
    await dialog(page, header)
      .locator('.values-summary div')
      .evaluateAll((items) => items.map((item) => [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent])),
  );

/** Opens a column's values from its header menu, by mouse. */
async function openValues(page: Page, header: string) {
  await columnMenuButton(page, header).click();
  await page.getByRole('menuitem', { name: 'Values and summary' }).click();
  await expect(dialog(page, header)).toBeVisible();
  await expect(valueLabels(page, header).first()).toBeVisible();
}

const CITIES = ['city,price,day', 'Paris,10,2014-01-01', 'Lyon,20,2014-02-01', 'Paris,30,2014-03-01', ',40,2014-04-01', 'Nice,15.5,2014-05-01', 'Paris,,2014-06-01', 'Lyon,22,', 'Marseille,35,2015-01-01'].join('\n');

/** The cities file opened (8 rows). */
async function openCities(page: Page) {
  await openGrid(page, '?seed=2');
  await fileInput(page).setInputFiles({ name: 'cities.csv', mimeType: 'text/csv', buffer: Buffer.from(CITIES) });
  await expectRowCount(page, 8);
}

test('a column’s values and summary, by mouse: the list ticks the rows to keep', async ({ page }) => {
  await openCities(page);

  await test.step('a text column: counts, and its values most frequent first, each ticked', async () => {
    await openValues(page, 'city');
    expect(await summary(page, 'city')).toEqual({ Rows: '8', Blank: '1', Distinct: '5' });
    await expect(valueLabels(page, 'city')).toHaveText(['Paris (3)', 'Lyon (2)', '(Blank) (1)', 'Marseille (1)', 'Nice (1)']);
    for (const box of await dialog(page, 'city').getByRole('checkbox').all()) await expect(box).toBeChecked();
    await expect(dialog(page, 'city').getByRole('table')).toHaveCount(0); // no histogram for text
  });

  await test.step('Clear, tick two, Apply: their rows stay, and the Match button says so', async () => {
    await dialog(page, 'city').getByRole('button', { name: 'Clear' }).click();
    await dialog(page, 'city').getByRole('checkbox', { name: 'Paris (3)' }).check();
    await dialog(page, 'city').getByRole('checkbox', { name: 'Lyon (2)' }).check();
    await dialog(page, 'city').getByRole('button', { name: 'Apply' }).click();
    await expect(dialog(page, 'city')).toBeHidden();
    await expectRowCount(page, 5);
    expect(await columnTexts(page, 'city')).toEqual(['Paris', 'Lyon', 'Paris', 'Paris', 'Lyon']);
    await expect(matchButton(page, 'city')).toHaveAccessibleDescription('Matching: Values (2)');
    expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'city', value: { filterType: 'set', values: ['Paris', 'Lyon'] } }]);
    expect(new URL(page.url()).searchParams.getAll('f')).toEqual(['city.values:["Paris","Lyon"]']);
  });

  await test.step('another column counts only the rows the list keeps: min, max, mean and a histogram', async () => {
    await openValues(page, 'price');
    expect(await summary(page, 'price')).toEqual({ Rows: '5', Blank: '1', Distinct: '5', Min: '10', Max: '30', Mean: '20.5' });
    // Ties of a number column by value, a blank after them (as the column sorts).
    await expect(valueLabels(page, 'price')).toHaveText(['10 (1)', '20 (1)', '22 (1)', '30 (1)', '(Blank) (1)']);
    const bins = dialog(page, 'price').getByRole('table', { name: 'Histogram of price' });
    await expect(bins.getByRole('row')).toHaveCount(21); // a header row and 20 bins
    await expect(bins.getByRole('row').nth(1).getByRole('cell')).toHaveText(['10 to 11', '1']);
    await dialog(page, 'price').getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'price')).toBeHidden();
    await expectRowCount(page, 5);
  });

  await test.step('a column of days has bins whole days wide: each names its first and last day, no hours', async () => {
    await openValues(page, 'day');
    const bins = dialog(page, 'day').getByRole('table', { name: 'Histogram of day' });
    // 2014-01-01 to 2014-06-01, 151 days: 19 bins of 8 days (20 of 7.55 would end at 13:12 and so on).
    await expect(bins.getByRole('row')).toHaveCount(20);
    await expect(bins.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2014-01-01 to 2014-01-08', '1']);
    await expect(bins.getByRole('row').nth(2).getByRole('cell')).toHaveText([/^2014-01-09 to 2014-01-16$/, /^\d+$/]);
    // The last bin holds its end, the latest day.
    await expect(bins.getByRole('row').last().getByRole('cell')).toHaveText(['2014-05-25 to 2014-06-01', '1']);
    await dialog(page, 'day').getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, 'day')).toBeHidden();
  });

  await test.step('opened again, the list has its own values ticked; a search narrows it, Apply keeps what it found', async () => {
    await openValues(page, 'city');
    await expect(dialog(page, 'city').getByRole('checkbox', { name: 'Paris (3)' })).toBeChecked();
    await expect(dialog(page, 'city').getByRole('checkbox', { name: 'Nice (1)' })).not.toBeChecked();
    await dialog(page, 'city').getByLabel('Search values').fill('ly');
    await expect(valueLabels(page, 'city')).toHaveText(['Lyon (2)']);
    await dialog(page, 'city').getByRole('button', { name: 'Apply' }).click();
    await expectRowCount(page, 2);
    await expect(matchButton(page, 'city')).toHaveAccessibleDescription('Matching: Values (1)');
  });

  await test.step('text typed into the filter replaces the list; a kind chosen replaces it too', async () => {
    await page.getByLabel('Filter city', { exact: true }).fill('par');
    await expectRowCount(page, 3);
    await expect(matchButton(page, 'city')).toHaveAccessibleDescription('Matching: Case-insensitive');
    await openValues(page, 'city');
    await dialog(page, 'city').getByRole('checkbox', { name: 'Paris (3)' }).uncheck();
    await dialog(page, 'city').getByRole('button', { name: 'Apply' }).click();
    await expectRowCount(page, 5);
    await matchButton(page, 'city').click();
    await page.getByRole('menuitemradio', { name: 'Exact' }).click();
    await expectRowCount(page, 8);
    await expect(matchButton(page, 'city')).toHaveAccessibleDescription('Matching: Exact');
  });
});

/** The cities file's city values open, on the fake clock: a search typed waits its 500 ms until the test runs them. */
async function openCityValuesOnFakeClock(page: Page) {
  await page.clock.install();
  await openCities(page);
  await openValues(page, 'city');
}

test('Apply pressed before a typed search has applied: the search applies first, and Apply keeps what it finds', async ({ page }) => {
  await openCityValuesOnFakeClock(page);
  await dialog(page, 'city').getByLabel('Search values').fill('ly');
  await expect(valueLabels(page, 'city')).toHaveCount(5); // the search not applied yet
  await dialog(page, 'city').getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page, 'city')).toBeHidden();
  await expectRowCount(page, 2);
  await expect(matchButton(page, 'city')).toHaveAccessibleDescription('Matching: Values (1)');
  expect(new URL(page.url()).searchParams.getAll('f')).toEqual(['city.values:["Lyon"]']);
});

test('Clear pressed before a typed search has applied: it clears the values the search finds, not every value', async ({ page }) => {
  await openCityValuesOnFakeClock(page);
  const search = dialog(page, 'city').getByLabel('Search values');
  await search.fill('ly');
  await dialog(page, 'city').getByRole('button', { name: 'Clear' }).click();
  await expect(valueLabels(page, 'city')).toHaveText(['Lyon (2)']);
  await expect(dialog(page, 'city').getByRole('checkbox', { name: 'Lyon (2)' })).not.toBeChecked();
  await search.fill('');
  await page.clock.runFor(DEBOUNCE_MS);
  await expect(valueLabels(page, 'city')).toHaveCount(5);
  await expect(dialog(page, 'city').getByRole('checkbox', { name: 'Paris (3)' })).toBeChecked();
  await dialog(page, 'city').getByRole('button', { name: 'Apply' }).click();
  await expectRowCount(page, 6);
});

test('by keyboard: the header menu opens the values, Tab reaches the list and Apply, focus comes back', async ({ page }) => {
  await openGrid(page, '?seed=42&rows=300', 300);
  const lastName = headerCell(page, 'lastName');
  await lastName.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Move left' })).toBeFocused();
  for (const item of ['Move right', 'Fit to content', 'Pin left', 'Hide column', 'Values and summary']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const values = dialog(page, 'Last Name');
  await expect(values).toBeVisible();
  await expect(values.getByLabel('Search values')).toBeFocused();

  // The most frequent last name, searched for whole (once the list has come: the dialog shows before it).
  await expect(values.locator('.values-list')).toHaveAttribute('aria-busy', 'false');
  await expect(valueLabels(page, 'Last Name').first()).toBeVisible();
  const labels = await valueLabels(page, 'Last Name').allTextContents();
  const [first] = labels;
  const [, name, count] = /^(.*) \((\d+)\)$/.exec(first!)!;

  // The list is one Tab stop: Tab from the search lands on a value, the next Tab leaves the list;
  // Up and Down move among the values (round the ends), Home and End go to the first and last.
  const box = (label: string) => values.getByRole('checkbox', { name: label, exact: true });
  await page.keyboard.press('Tab');
  await expect(box(labels[0]!)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(box(labels[2]!)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box(labels[1]!)).toBeFocused();
  await page.keyboard.press('End');
  await expect(box(labels.at(-1)!)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(box(labels[0]!)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box(labels.at(-1)!)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(box(labels[1]!)).toBeFocused();
  // Space ticks the value with focus, and again puts it back.
  await page.keyboard.press('Space');
  await expect(box(labels[1]!)).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(box(labels[1]!)).toBeChecked();
  await expect(box(labels[0]!)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(values.getByRole('button', { name: 'Select all' })).toBeFocused();
  // Back into the list: the value focused last.
  await page.keyboard.press('Shift+Tab');
  await expect(box(labels[1]!)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(values.getByLabel('Search values')).toBeFocused();

  await page.keyboard.type(name!);
  await expect(valueLabels(page, 'Last Name')).toHaveText([first!]);
  await page.keyboard.press('Tab');
  await expect(values.getByRole('checkbox', { name: first })).toBeFocused();
  for (const button of ['Select all', 'Clear', 'Apply']) {
    await page.keyboard.press('Tab');
    await expect(values.getByRole('button', { name: button })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(values).toBeHidden();
  await expectRowCount(page, Number(count));
  expect(new Set(await columnTexts(page, 'lastName'))).toEqual(new Set([name]));
  await expect(lastName).toBeFocused();

  await test.step('Escape closes with no change', async () => {
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitemradio', { name: 'Date (day first)' })).toBeFocused();
    // Up past the Type group's five radios (a text column's), the Aggregate group's three and Group by Last Name.
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Values and summary' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(values.getByLabel('Search values')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(values).toBeHidden();
    await expectRowCount(page, Number(count));
    await expect(lastName).toBeFocused();
  });

  await test.step('reload and Back keep the list', async () => {
    await page.reload();
    await expectRowCount(page, Number(count));
    await expect(matchButton(page, 'Last Name')).toHaveAccessibleDescription('Matching: Values (1)');
    await page.getByLabel('Filter Last Name', { exact: true }).fill('a');
    await expect(matchButton(page, 'Last Name')).toHaveAccessibleDescription('Matching: Case-insensitive');
    await page.goBack();
    await expectRowCount(page, Number(count));
    await expect(matchButton(page, 'Last Name')).toHaveAccessibleDescription('Matching: Values (1)');
  });
});

test('more than 1,000 values: the most frequent are listed and the rest counted; a list too long for a link stays for reload', async ({ page }) => {
  await openGrid(page, '?seed=5&rows=5000', 5000);
  await openValues(page, 'id');
  expect(await summary(page, 'id')).toEqual({ Rows: '5,000', Blank: '0', Distinct: '5,000', Min: '0', Max: '4999', Mean: '2499.5' });
  await expect(valueLabels(page, 'id')).toHaveCount(1000);
  await expect(valueLabels(page, 'id').first()).toHaveText('0 (1)');
  await expect(dialog(page, 'id')).toContainText('The list shows the 1,000 most frequent values; 4,000 more are not listed.');
  const status = dialog(page, 'id').getByRole('status');
  const leftOut = 'Apply keeps only the ticked values listed: the 4,000 not listed go too.';
  await expect(status.last()).toHaveText(''); // every value ticked: Apply leaves nothing out
  await dialog(page, 'id').getByLabel('Search values').fill('499');
  await expect(valueLabels(page, 'id')).toHaveText(['499 (1)', '1499 (1)', '2499 (1)', '3499 (1)', '4499 (1)', '4990 (1)', '4991 (1)', '4992 (1)', '4993 (1)', '4994 (1)', '4995 (1)', '4996 (1)', '4997 (1)', '4998 (1)', '4999 (1)']);
  // What a search found is said, as a status.
  await expect(status.first()).toHaveText('15 values contain “499”.');
  await dialog(page, 'id').getByLabel('Search values').fill('zz');
  await expect(status.first()).toHaveText('No values contain “zz”.');
  await expect(valueLabels(page, 'id')).toHaveCount(0);
  await dialog(page, 'id').getByLabel('Search values').fill('');
  await expect(valueLabels(page, 'id')).toHaveCount(1000);
  await expect(status.first()).toHaveText('');

  // Every listed value but one: 999 ids, too many for a link; the 4,000 not listed go too, and the dialog says so first.
  await dialog(page, 'id').getByRole('checkbox', { name: '0 (1)', exact: true }).uncheck();
  await expect(status.last()).toHaveText(leftOut);
  await dialog(page, 'id').getByRole('checkbox', { name: '0 (1)', exact: true }).check();
  await expect(status.last()).toHaveText('');
  await dialog(page, 'id').getByRole('checkbox', { name: '0 (1)', exact: true }).uncheck();
  await expect(status.last()).toHaveText(leftOut);
  await dialog(page, 'id').getByRole('button', { name: 'Apply' }).click();
  await expectRowCount(page, 999);
  await expect(notices(page)).toContainText('The link leaves out the value list on id: it is too long for a link. Reload and Back keep it.');
  expect(page.url().length).toBeLessThanOrEqual(2000);
  expect(new URL(page.url()).searchParams.getAll('f')).toEqual([]);
  await page.reload();
  await expectRowCount(page, 999);
  await expect(matchButton(page, 'id')).toHaveAccessibleDescription('Matching: Values (999)');
  // The notice is said of its entry: Back to the view before the list ends it, Forward says it again.
  const tooLong = 'The link leaves out the value list on id';
  await expect(notices(page)).toContainText(tooLong);
  await page.goBack();
  await expectRowCount(page, 5000);
  await expect(notices(page)).not.toContainText(tooLong);
  await page.goForward();
  await expectRowCount(page, 999);
  await expect(notices(page)).toContainText(tooLong);
});

test('axe: no serious or critical violation with a column’s values open', async ({ page }) => {
  await openGrid(page, '?seed=3&rows=200', 200);
  await openValues(page, 'id');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, JSON.stringify(serious.map(({ id, nodes }) => [id, nodes.map((node) => node.target)]))).toEqual([]);
});
