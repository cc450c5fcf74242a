import { filterInput, filterState, globalSearch } from './helpers';
import { expect, openGrid, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/** Records every distinct text the Filter state dump shows from now on. */
async function watchDump(page: Page) {
  await filterState(page).evaluate((pre) => {
    const seen: string[] = [];
    (window as unknown as { dumpTexts: string[] }).dumpTexts = seen;
    new MutationObserver(() => {
      const text = pre.textContent ?? '';
      if (seen[seen.length - 1] !== text) seen.push(text);
    }).observe(pre, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { dumpTexts: string[] }).dumpTexts);
}

for (const [name, input] of [
  ['Filter Full Name', (page: Page) => filterInput(page, 'fullName')],
  ['Filter id', (page: Page) => filterInput(page, 'id')],
  ['Search all columns', (page: Page) => globalSearch(page)],
] as [string, (page: Page) => Locator][]) {
  test(`${name} applies once, 500 ms after the last keystroke`, async ({ page }) => {
    await page.clock.install();
    await openGrid(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const dumpTexts = await watchDump(page);

    // A burst: each key comes before the previous one's 500 ms are up.
    const box = input(page);
    for (const key of ['1', '2', '3']) {
      await box.press(key);
      await page.clock.runFor(300);
    }
    await page.clock.runFor(199); // 499 ms after the last key
    expect(await dumpTexts()).toEqual([]);
    await expect(filterState(page)).not.toContainText('123');

    await page.clock.runFor(1); // 500 ms
    await page.clock.runFor(50); // let the grid's own batched events run
    await expect(filterState(page)).toContainText('"123"');
    await page.clock.runFor(2000);
    const texts = await dumpTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('"123"');
  });
}

// The race CI once met: Escape pressed in the same moment the debounce applies the text, before
// React has drawn the applied value. Both run in one `runFor`, so the page cannot draw between.
for (const [name, input] of [
  ['Filter Last Name', (page: Page) => filterInput(page, 'lastName')],
  ['Search all columns', (page: Page) => globalSearch(page)],
] as [string, (page: Page) => Locator][]) {
  test(`${name}: Escape right as the debounce applies clears what it applied`, async ({ page }) => {
    await page.clock.install();
    await openGrid(page);
    await page.clock.pauseAt(Date.now() + 60_000);

    const box = input(page);
    await box.press('x');
    // An Escape that fires just after the debounce, in the same run of timers.
    await box.evaluate((element, delay) => {
      setTimeout(() => element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })), delay);
    }, 500);
    await page.clock.runFor(500);
    await page.clock.runFor(50);
    await expect(box).toHaveValue('');
    await expect(filterState(page)).toContainText('"globalFilter": ""');
    await expect(filterState(page)).toContainText('"columnFilters": []');
    await page.clock.runFor(2000);
    await expect(filterState(page)).not.toContainText('"x"');
  });
}
