import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { BURST_MS, columnTexts, DEBOUNCE_MS, expectRowCount, notices, readFilterState, typeInFilter } from './helpers';

const fileInput = (page: Page) => page.getByLabel('File to open');
const filter = (page: Page, header: string) => page.getByLabel(`Filter ${header}`, { exact: true });
const matchButton = (page: Page, header: string) => page.getByRole('button', { name: `Match ${header}`, exact: true });
const choice = (page: Page, name: string) => page.getByRole('menuitemradio', { name, exact: true });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

/** A weather log as people have them: ISO dates, decimals written loosely, zip codes with leading zeros. */
const WEATHER = [
  'date,temp_max,zip,name',
  '2013-12-31,5.0,00501,a',
  '2014-01-15,31.5,12345,b',
  '2014-03-05,30,00501,c',
  '2014-03-20T10:00,12.25,99999,d',
  '2014-05-31,,12345,e',
  '2015-02-01,40,,f',
].join('\n');

/** Chooses a kind in a column's Match menu by mouse. */
/** A CSV file of a header and records (`lines`) opened on the fake clock, every record shown. */
async function openCsvOnFakeClock(page: Page, name: string, lines: string[]) {
  await page.clock.install();
  await openGrid(page, '?seed=2');
  await fileInput(page).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expectRowCount(page, lines.length - 1);
}

/** Reads column `header` as `type`, chosen under Type in its column menu. */
async function chooseType(page: Page, header: string, type: string) {
  await page.getByRole('button', { name: `Column menu ${header}`, exact: true }).click();
  await page.getByRole('group', { name: 'Type' }).getByRole('menuitemradio', { name: type, exact: true }).click();
}

async function choose(page: Page, column: string, kind: string) {
  await matchButton(page, column).click();
  await choice(page, kind).click();
  await expect(matchButton(page, column)).toHaveAccessibleDescription(`Matching: ${kind}`);
}

const names = (page: Page) => columnTexts(page, 'name');

test('number and date columns filter as a spreadsheet does, by mouse and by keyboard', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=2');
  await fileInput(page).setInputFiles({ name: 'weather.csv', mimeType: 'text/csv', buffer: Buffer.from(WEATHER) });
  await expectRowCount(page, 6);

  await test.step('types from the cells: decimals are numbers, ISO days dates, zip codes with leading zeros text', async () => {
    await expect(matchButton(page, 'temp_max')).toHaveAccessibleDescription('Matching: Exact');
    await expect(matchButton(page, 'date')).toHaveAccessibleDescription('Matching: On');
    await expect(matchButton(page, 'zip')).toHaveAccessibleDescription('Matching: Case-insensitive');
    await matchButton(page, 'temp_max').click();
    await expect(page.getByRole('menuitemradio')).toHaveText(
      ['Exact', 'Case-sensitive', 'Case-insensitive', 'Fuzzy', 'Equals', 'Not equal', 'Less than', 'Less than or equal', 'Greater than', 'Greater than or equal', 'Between', 'Blank', 'Not blank'].map((name) => new RegExp(`^${name}`)),
    );
    await page.keyboard.press('Escape');
  });

  await test.step('a number sort is by value, blanks last; cells show what the file holds', async () => {
    await header(page, 'temp_max').click();
    expect(await columnTexts(page, 'temp_max')).toEqual(['5.0', '12.25', '30', '31.5', '40', '']);
    await header(page, 'temp_max').click();
    expect(await columnTexts(page, 'temp_max')).toEqual(['40', '31.5', '30', '12.25', '5.0', '']);
    await header(page, 'temp_max').click();
  });

  await test.step('Greater than, Between (both ends in), Blank and Not blank', async () => {
    await choose(page, 'temp_max', 'Greater than');
    await typeInFilter(page, 'temp_max', '30');
    await expectRowCount(page, 2);
    expect(await names(page)).toEqual(['b', 'f']);
    expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'temp_max', value: { filterType: 'number', type: 'greaterThan', filter: 30 } }]);
    expect(new URL(page.url()).searchParams.getAll('f')).toEqual(['temp_max.greaterThan:30']);
    // Between cannot read "30": the kind applies with no text, and the message says why.
    await choose(page, 'temp_max', 'Between');
    await expect(page.getByRole('alert')).toHaveText('“30” is not a range: type two ends, like 10..20 or 10 to 20.');
    await expectRowCount(page, 6);
    await typeInFilter(page, 'temp_max', '10 to 30');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectRowCount(page, 2);
    expect(await names(page)).toEqual(['c', 'd']);
    await choose(page, 'temp_max', 'Blank');
    await expectRowCount(page, 1);
    await expect(filter(page, 'temp_max')).toHaveValue('');
    await choose(page, 'temp_max', 'Not blank');
    await expectRowCount(page, 5);
    // They take no text: the filter is read-only, so a key typed there is not taken and then ignored.
    await expect(filter(page, 'temp_max')).not.toBeEditable();
    await filter(page, 'temp_max').focus();
    await page.keyboard.type('12');
    await expect(filter(page, 'temp_max')).toHaveValue('');
    expect(new URL(page.url()).searchParams.getAll('f')).toEqual(['temp_max.notBlank:']);
  });

  await test.step('text a number filter cannot read gets a message under the filter and filters nothing', async () => {
    await choose(page, 'temp_max', 'Less than');
    await typeInFilter(page, 'temp_max', '31');
    await expectRowCount(page, 3);
    await typeInFilter(page, 'temp_max', 'abc');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('“abc” is not a number: type one like 30, -12.5 or 1e3.');
    await expect(filter(page, 'temp_max')).toHaveAttribute('aria-invalid', 'true');
    await expect(filter(page, 'temp_max')).toHaveAccessibleDescription(/is not a number/);
    await expectRowCount(page, 3); // Less than 31 is still in force
    // A number past a double's range (it would read as Infinity) is refused alike.
    await typeInFilter(page, 'temp_max', '1e400');
    await expect(alert).toHaveText('“1e400” is too large a number: type one up to about 1.8e308.');
    await expectRowCount(page, 3);
    await typeInFilter(page, 'temp_max', 'abc');
    await expect(alert).toHaveText('“abc” is not a number: type one like 30, -12.5 or 1e3.');
    const box = await filter(page, 'temp_max').boundingBox();
    const below = await alert.boundingBox();
    expect(below!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
    expect((await new AxeBuilder({ page }).setLegacyMode().analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await typeInFilter(page, 'temp_max', '12.25');
    await expectRowCount(page, 1);
    expect(await names(page)).toEqual(['a']);
    await expect(alert).toHaveCount(0);
    await expect(filter(page, 'temp_max')).toHaveAttribute('aria-invalid', 'false');
    await filter(page, 'temp_max').focus();
    await page.keyboard.press('Escape');
    await expectRowCount(page, 6);
  });

  await test.step('dates by keyboard: a year, a month or a day, taken whole', async () => {
    await matchButton(page, 'date').focus();
    await page.keyboard.press('Enter');
    await expect(choice(page, 'On')).toBeFocused();
    await page.keyboard.press('Escape');
    await typeInFilter(page, 'date', '2014');
    await expectRowCount(page, 4);
    await typeInFilter(page, 'date', '2014-03');
    await expectRowCount(page, 2);
    expect(await names(page)).toEqual(['c', 'd']);
    // Before: ArrowDown from On, by keyboard.
    await matchButton(page, 'date').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(choice(page, 'Before')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(matchButton(page, 'date')).toBeFocused();
    // Two rows before and after each choice: the names, not the count, tell that it applied.
    await expect.poll(() => names(page)).toEqual(['a', 'b']); // before March 2014: the 2013 and January days
    await choose(page, 'date', 'After');
    await expect.poll(() => names(page)).toEqual(['e', 'f']);
    await choose(page, 'date', 'Between');
    await typeInFilter(page, 'date', '2014-03..2014-05');
    await expectRowCount(page, 3);
    expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'date', value: { filterType: 'date', type: 'inRange', dateFrom: '2014-03', dateTo: '2014-05' } }]);
    await typeInFilter(page, 'date', '2014-02-30..2014-05');
    await expect(page.getByRole('alert')).toHaveText(/^“2014-02-30” is not a date: type a year, a month or a day/);
    await expectRowCount(page, 3);
  });
});

test('a comparison typed where a number column matches as text (>30) names the kind to choose, and filters nothing until it is chosen', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=2');
  await fileInput(page).setInputFiles({ name: 'weather.csv', mimeType: 'text/csv', buffer: Buffer.from(WEATHER) });
  await expectRowCount(page, 6);
  const warmer = (above: number, orEqual = false) =>
    WEATHER.split('\n').slice(1).map((line) => line.split(',')).filter(([, temp]) => temp !== '' && (orEqual ? Number(temp) >= above : Number(temp) > above)).map((cells) => cells[3]);
  await expect(matchButton(page, 'temp_max')).toHaveAccessibleDescription('Matching: Exact');
  await typeInFilter(page, 'temp_max', '>30');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('“>30” is matched as text: to compare, choose Greater than in its Match menu.');
  await expect(filter(page, 'temp_max')).toHaveAttribute('aria-invalid', 'true');
  await expectRowCount(page, 6);
  await typeInFilter(page, 'temp_max', '>= 30');
  await expect(alert).toHaveText('“>= 30” is matched as text: to compare, choose Greater than or equal in its Match menu.');
  await expectRowCount(page, 6);
  // Chosen as it says: the text keeps its number, without the `>=` the kind now says; the rows from 30 up, the message gone.
  await choose(page, 'temp_max', 'Greater than or equal');
  await expect(filter(page, 'temp_max')).toHaveValue('30');
  await expect(matchButton(page, 'temp_max')).toHaveAccessibleDescription('Matching: Greater than or equal');
  await expectRowCount(page, warmer(30, true).length);
  expect(await names(page)).toEqual(warmer(30, true));
  await expect(alert).toHaveCount(0);
  // A text column's `>` is text: the zip codes have none.
  await typeInFilter(page, 'zip', '>1');
  await expect(alert).toHaveCount(0);
  await expectRowCount(page, 0);
});

test('a comparison on People’s id is part of the URL: a link and a reload reopen it; one the type cannot read is dropped with a notice', async ({ page }) => {
  await openGrid(page, '?seed=1&f=id.greaterThanOrEqual:4990', 10);
  expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'id', value: { filterType: 'number', type: 'greaterThanOrEqual', filter: 4990 } }]);
  await expect(page.getByRole('button', { name: 'Match id', exact: true })).toHaveAccessibleDescription('Matching: Greater than or equal');
  await expect(page.getByLabel('Filter id', { exact: true })).toHaveValue('4990');
  await page.reload();
  await expectRowCount(page, 10);
  await page.goto('/?seed=1&f=id.lessThan:abc');
  await expectRowCount(page, 5000);
  await expect(notices(page)).toContainText('Ignored the filter on "id": “abc” is not a number');
  await page.goto('/?seed=1&f=id.greaterThan:1e400');
  await expectRowCount(page, 5000);
  await expect(notices(page)).toContainText('Ignored the filter on "id": “1e400” is too large a number');
});

test('a filter’s message goes with the view it was said in: Back to another filter leaves none', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=5&rows=300&f=id:30', 1);
  const alert = page.getByRole('alert');
  /** The id filter Back brought: its text, its kind and the rows it passes, with no message. */
  const expectBackTo = async (value: string, kind: string, rows: number) => {
    await expect(filter(page, 'id')).toHaveValue(value);
    await expect(matchButton(page, 'id')).toHaveAccessibleDescription(`Matching: ${kind}`);
    await expectRowCount(page, rows);
    await expect(alert).toHaveCount(0);
    await expect(filter(page, 'id')).toHaveAttribute('aria-invalid', 'false');
  };
  // Between chosen with text it cannot read: said, and the kind applies with no text.
  await page.clock.runFor(BURST_MS);
  await choose(page, 'id', 'Between');
  await expect(alert).toHaveText(/^“30” is not a range/);
  await expectRowCount(page, 300);
  await page.goBack();
  await expectBackTo('30', 'Exact', 1);
  // Text typed that its kind cannot read keeps the filter in force, and its message, until Back brings another.
  await page.clock.runFor(BURST_MS);
  await choose(page, 'id', 'Less than');
  await expectRowCount(page, 30); // ids from 0
  await page.clock.runFor(BURST_MS);
  await typeInFilter(page, 'id', '31');
  await expectRowCount(page, 31);
  await page.clock.runFor(BURST_MS);
  await typeInFilter(page, 'id', 'abc');
  await expect(alert).toHaveText(/^“abc” is not a number/);
  await expectRowCount(page, 31);
  await page.goBack();
  await expectBackTo('30', 'Less than', 30);
});

test('the box keeps the text as typed: a kind chosen that cannot read it leaves it there with its message; a number is not rewritten while typed', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=5&rows=300', 300);
  const alert = page.getByRole('alert');
  const id = filter(page, 'id');

  await test.step('Equals chosen under 10..20 applies with no text; the text stays to be chosen again', async () => {
    await choose(page, 'id', 'Between');
    await typeInFilter(page, 'id', '10..20');
    await expectRowCount(page, 11);
    await choose(page, 'id', 'Equals');
    await expect(alert).toHaveText(/^“10\.\.20” is not a number/);
    await expectRowCount(page, 300);
    await expect(id).toHaveValue('10..20');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await choose(page, 'id', 'Between');
    await expectRowCount(page, 11);
    await expect(id).toHaveValue('10..20');
    await expect(alert).toHaveCount(0);
  });

  await test.step('the kind chosen again under text it cannot read: the text and its message stay', async () => {
    await choose(page, 'id', 'Exact');
    await typeInFilter(page, 'id', '7');
    await expectRowCount(page, 1);
    await typeInFilter(page, 'id', '>30');
    await expect(alert).toHaveText(/^“>30” is matched as text/);
    await choose(page, 'id', 'Exact');
    await expectRowCount(page, 300);
    await expect(id).toHaveValue('>30');
    await expect(alert).toHaveText(/^“>30” is matched as text/);
  });

  await test.step('-0, a pause, then .5: the box keeps -0 (not the model’s 0) and filters > -0.5', async () => {
    await choose(page, 'id', 'Greater than');
    await typeInFilter(page, 'id', '-0');
    await expect(id).toHaveValue('-0');
    await id.press('End');
    await id.pressSequentially('.5');
    await page.clock.runFor(DEBOUNCE_MS);
    await expect(page).toHaveURL(/f=id\.greaterThan(:|%3A)-0\.5(&|$)/);
    await expect(id).toHaveValue('-0.5');
    await expectRowCount(page, 300);
  });
});

test('the column menu’s Type reads a column as text, number or date; a kind the type lacks goes back to its default; the choice is in the URL', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=2');
  await fileInput(page).setInputFiles({ name: 'weather.csv', mimeType: 'text/csv', buffer: Buffer.from(WEATHER) });
  await expectRowCount(page, 6);
  const typeGroup = page.getByRole('group', { name: 'Type' });

  await test.step('by keyboard: the menu’s Type group has Text, Number, Number (decimal comma) and Date, the current one checked', async () => {
    await header(page, 'temp_max').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(typeGroup.getByRole('menuitemradio')).toHaveText(['Text', 'Number', 'Number (decimal comma)', 'Date']);
    await expect(typeGroup.getByRole('menuitemradio', { name: 'Number', exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitemradio', { name: 'Text' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(header(page, 'temp_max')).toBeFocused();
  });

  await test.step('read as text: a text sort, only the text kinds; the URL keeps it', async () => {
    await expect(page).toHaveURL(/[?&]types=temp_max%3Atext(&|$)/);
    await matchButton(page, 'temp_max').click();
    await expect(page.getByRole('menuitemradio')).toHaveText([/^Exact/, /^Case-sensitive/, /^Case-insensitive/, /^Fuzzy/]);
    await page.keyboard.press('Escape');
    await header(page, 'temp_max').click();
    // Natural text order: "12.25" after "5.0" as numbers read digit runs, "40" after "31.5".
    expect(await columnTexts(page, 'temp_max')).toEqual(['5.0', '12.25', '30', '31.5', '40', '']);
    await header(page, 'temp_max').click();
    await header(page, 'temp_max').click();
  });

  await test.step('zip codes read as numbers by mouse match Exact; a comparison; back to text, Greater than goes back to Case-insensitive with its text', async () => {
    await page.getByRole('button', { name: 'Column menu zip', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Number', exact: true }).click();
    // No kind chosen: it matches as a file's number column does, Exact (and temp_max, read as text above, as a text column does), the types in the URL saying so.
    await expect(matchButton(page, 'zip')).toHaveAccessibleDescription('Matching: Exact');
    await expect(matchButton(page, 'temp_max')).toHaveAccessibleDescription('Matching: Case-insensitive');
    await expect.poll(() => new URL(page.url()).searchParams.get('types')).toBe('temp_max:text,zip:number');
    expect(new URL(page.url()).searchParams.getAll('f')).toEqual([]);
    await expectRowCount(page, 6);
    // Typed, it matches Exact: 1234 is no zip (Case-insensitive would find the two 12345s).
    await typeInFilter(page, 'zip', '1234');
    await expectRowCount(page, 0);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('f')).toEqual(['zip:1234']);
    await choose(page, 'zip', 'Greater than');
    await typeInFilter(page, 'zip', '12344');
    await expectRowCount(page, 3);
    expect(await names(page)).toEqual(['b', 'd', 'e']);
    await page.getByRole('button', { name: 'Column menu zip', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Text' }).click();
    await expect(matchButton(page, 'zip')).toHaveAccessibleDescription('Matching: Case-insensitive');
    await expect(filter(page, 'zip')).toHaveValue('12344');
    await expectRowCount(page, 0);
    await page.goBack();
    await expectRowCount(page, 3);
    await expect(matchButton(page, 'zip')).toHaveAccessibleDescription('Matching: Greater than');
  });
});

test('a number column made text by a few stray cells says so, and its menu’s Type reads the rest as numbers', async ({ page }) => {
  await openCsvOnFakeClock(page, 'prices.csv', ['item,price,zip', 'a,12.50,00501', 'b,n/a,12345', 'c,31.25,00501', 'd,7,99999', 'e,40.00,12345']);
  // Only price: the zip codes are text for their leading zeros, which are no strays.
  const told = '“price” is read as text because “n/a” is not a number. To read its other cells as numbers, choose Number under Type in its column menu.';
  await expect(notices(page)).toHaveText(told);
  await expect(matchButton(page, 'price')).toHaveAccessibleDescription('Matching: Case-insensitive');

  await chooseType(page, 'price', 'Number');
  await expect(matchButton(page, 'price')).toHaveAccessibleDescription('Matching: Exact');
  // Read as numbers, the column is no longer what the notice tells of.
  await expect(notices(page)).toHaveText('');
  await choose(page, 'price', 'Greater than');
  await typeInFilter(page, 'price', '30');
  await expectRowCount(page, 2);
  expect(await columnTexts(page, 'item')).toEqual(['c', 'e']);
  // The stray cell is no number: blank to a comparison, shown as written.
  await choose(page, 'price', 'Blank');
  await expectRowCount(page, 1);
  expect(await columnTexts(page, 'price')).toEqual(['n/a']);
  // Read as text again, as the file reads it: the notice holds again.
  await chooseType(page, 'price', 'Text');
  await expect(notices(page)).toHaveText(told);
});

test('a type that cannot read a filter’s text leaves no filter: the rows, the box, the state and the URL agree; Back brings it back', async ({ page }) => {
  await openCsvOnFakeClock(page, 'zips.csv', ['item,zip', 'a,00501', 'b,12345', 'c,00501', 'd,99999', 'e,00802']);
  await chooseType(page, 'zip', 'Number');
  await choose(page, 'zip', 'Between');
  await typeInFilter(page, 'zip', '0..1000');
  await expectRowCount(page, 3);
  expect(new URL(page.url()).searchParams.getAll('f')).toEqual(['zip.inRange:0..1000']);

  // 0 and 1000 are no dates.
  await chooseType(page, 'zip', 'Date');
  await expectRowCount(page, 5);
  await expect(filter(page, 'zip')).toHaveValue('');
  await expect(matchButton(page, 'zip')).toHaveAccessibleDescription('Matching: On');
  expect((await readFilterState(page)).columnFilters).toEqual([]);
  expect(new URL(page.url()).searchParams.getAll('f')).toEqual([]);

  await page.goBack();
  await expectRowCount(page, 3);
  await expect(filter(page, 'zip')).toHaveValue('0..1000');
});

test('Between chosen before anything is typed leaves the filter empty, and so does the next kind', async ({ page }) => {
  await openGrid(page, '?seed=2');
  await fileInput(page).setInputFiles({ name: 'weather.csv', mimeType: 'text/csv', buffer: Buffer.from(WEATHER) });
  await expectRowCount(page, 6);
  for (const column of ['temp_max', 'date']) {
    await choose(page, column, 'Between');
    await expect(filter(page, column)).toHaveValue('');
    await expectRowCount(page, 6);
  }
  await choose(page, 'temp_max', 'Exact');
  await expect(filter(page, 'temp_max')).toHaveValue('');
  await expectRowCount(page, 6);
  expect(new URL(page.url()).searchParams.getAll('f')).toEqual(['date.inRange:']); // Exact is temp_max's own kind
});
