import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { BURST_MS, expectRowCount, globalSearch, notices } from './helpers';

const items = (page: Page) => notices(page).getByRole('listitem');
const fileInput = (page: Page) => page.getByLabel('File to open');
const closeButtons = (page: Page) => notices(page).getByRole('button', { name: 'Close notice' });
const IGNORED_ROWS = 'Ignored ?rows=abc';

test('a notice about a file goes when a later file opens; the others stay', async ({ page }) => {
  await openGrid(page, '?seed=3&rows=abc');
  await expect(items(page)).toHaveText([new RegExp(IGNORED_ROWS.replace(/[?]/g, '\\?'))]);

  await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).last()).toContainText('Could not open “empty.csv”');
  await expectRowCount(page, 5000);

  await fileInput(page).setInputFiles({ name: 'ragged.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2,3\n') });
  await expectRowCount(page, 1);
  // The failed file's notice is done; the new file's own repair notice and the address's stay.
  await expect(notices(page)).not.toContainText('empty.csv');
  await expect(items(page).first()).toContainText(IGNORED_ROWS);
  await expect(items(page).last()).toContainText('ragged.csv');

  await fileInput(page).setInputFiles({ name: 'fine.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n3,4\n') });
  await expectRowCount(page, 2);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText(IGNORED_ROWS);
});

test('an address’s notices come into their status region once it is on the page, so they are announced', async ({ page }) => {
  // Each text the Notices region has had, from the first DOM change that shows it.
  await page.addInitScript(() => {
    const texts: string[] = [];
    Object.assign(window, { noticeTexts: texts });
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"][aria-label="Notices"]')?.textContent;
      if (text !== undefined && text !== null && texts.at(-1) !== text) texts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openGrid(page, '?seed=3&rows=abc');
  await expect(items(page)).toHaveText([new RegExp(IGNORED_ROWS.replace(/[?]/g, '\\?'))]);
  // A live region that comes with its text already in it is not announced: it was there empty first.
  const texts = await page.evaluate(() => (window as unknown as { noticeTexts: string[] }).noticeTexts);
  expect(texts[0]).toBe('');
  expect(texts.at(-1)).toContain(IGNORED_ROWS);
});

test('every notice closes by its button or by Escape, and stays announced until then', async ({ page }) => {
  await openGrid(page, '?seed=3&rows=abc');
  await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(items(page)).toHaveCount(2);
  await expect(closeButtons(page)).toHaveCount(2);
  // The notices are announced (a status region), and their text is the message alone.
  await expect(items(page).last()).toHaveText(/^Could not open “empty\.csv”: .* The data on screen is unchanged\.$/);
  // Each close button is described by its notice's message: reached by Tab, it says which notice it closes.
  await expect(closeButtons(page).first()).toHaveAccessibleDescription(/^Ignored \?rows=abc/);
  await expect(closeButtons(page).last()).toHaveAccessibleDescription(/^Could not open “empty\.csv”/);
  expect((await new AxeBuilder({ page }).setLegacyMode().include('.notices').analyze()).violations).toEqual([]);

  await test.step('by keyboard: Tab reaches the first close button; Escape closes that notice and focus moves to the next', async () => {
    await page.locator('h1').click();
    await page.keyboard.press('Tab');
    await expect(closeButtons(page).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page)).toContainText('empty.csv');
    await expect(closeButtons(page)).toBeFocused();
    // Enter on the last one closes it; focus goes to the search, not to the page's start.
    await page.keyboard.press('Enter');
    await expect(items(page)).toHaveCount(0);
    await expect(globalSearch(page)).toBeFocused();
    await expectRowCount(page, 5000);
  });

  await test.step('by mouse', async () => {
    await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await expect(items(page)).toHaveCount(1);
    await closeButtons(page).click();
    await expect(items(page)).toHaveCount(0);
    await expect(notices(page)).toBeAttached();
  });
});

test('a double click on a notice’s close button closes that notice alone, and its second press lands nowhere', async ({ page }) => {
  await openGrid(page, '?seed=3&rows=abc');
  await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(items(page)).toHaveCount(2);
  const firstName = await page.getByRole('gridcell').nth(2).textContent();
  // The next notice moves up under the pointer: the second press would land on it.
  await closeButtons(page).first().dblclick();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('empty.csv');
  await expect(closeButtons(page)).toBeFocused();
  // The last one gone, the controls move up under it: the second press would land on Refresh Data (new people).
  await closeButtons(page).dblclick();
  await expect(items(page)).toHaveCount(0);
  await expect(globalSearch(page)).toBeFocused();
  expect(new URL(page.url()).searchParams.get('seed')).toBe('3');
  await expect(page.getByRole('gridcell').nth(2)).toHaveText(firstName!);
});

test('Back to a file no longer open says so once; Forward to the open file takes that notice away', async ({ page }) => {
  await openGrid(page, '?seed=3');
  // Each file its own history entry: changes 100 ms apart or more are steps of their own.
  await page.clock.install();
  await fileInput(page).setInputFiles({ name: 'first.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n3,4\n') });
  await expectRowCount(page, 2);
  await expect(page).toHaveURL(/file=first\.csv/);
  await page.clock.runFor(BURST_MS);
  await fileInput(page).setInputFiles({ name: 'second.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n3,4\n5,6\n') });
  await expectRowCount(page, 3);
  await expect(page).toHaveURL(/file=second\.csv/);
  const notOpen = notices(page).getByText(/“first\.csv” is a file that is not open here: .* Showing People\./);

  await page.goBack();
  await expectRowCount(page, 5000);
  await expect(notOpen).toHaveCount(1);
  // The entry now holds what it shows: People.
  await expect(page).toHaveURL(/\?seed=3$/);
  await page.goForward();
  await expectRowCount(page, 3);
  await expect(notOpen).toHaveCount(0);
  await expect(items(page)).toHaveCount(0);

  await page.goBack();
  await expectRowCount(page, 5000);
  await expect(page).toHaveURL(/\?seed=3$/);
  await expect(items(page)).toHaveCount(0);
});
