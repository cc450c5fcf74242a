// Go to page with what e2e/pager.spec.ts leaves out: more decimals and exponents, numbers past
// every limit, signs, text typed or pasted among the digits, and unfinished numbers.
import type { Page } from '@playwright/test';
import { BURST_MS, columnTexts, expectPage, expectRowCount, filterInput, pageText, typeAndApply } from './helpers';
import { expect, openGrid, test } from './fixtures';

const ROWS = 2000;
const PAGES = ROWS / 10;

const goTo = (page: Page) => page.getByLabel('Go to page');
/** Whether the box holds text that is not a number (its value then reads ""). */
const badInput = (page: Page) => goTo(page).evaluate((input: HTMLInputElement) => input.validity.badInput);

/** Replaces the box's text the way typing or an IME does, so the browser decides what it keeps. */
async function typeInBox(page: Page, text: string) {
  await goTo(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** The page reads `Page n of of`, the grid shows that page's ids, and the buttons agree. */
async function expectOnPage(page: Page, n: number, of = PAGES) {
  await expectPage(page, n, of);
  const first = (n - 1) * 10;
  expect(await columnTexts(page, 'id')).toEqual(Array.from({ length: 10 }, (_, i) => String(first + i)));
  for (const name of ['First page', 'Previous page']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeEnabled({ enabled: n > 1 });
  }
  for (const name of ['Next page', 'Last page']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeEnabled({ enabled: n < of });
  }
}

/** Where each step starts: page 1 shown, and the box, not being edited, says 1. */
async function expectBackOnPageOne(page: Page) {
  await goTo(page).blur();
  await expect(goTo(page)).toHaveValue('1');
  await expectOnPage(page, 1);
}

/**
 * From now on, records every `Page n of m` the pager shows (repeats removed), so a step can
 * prove that no other page came in between, however briefly: no fixed wait needed.
 */
async function recordPagesShown(page: Page) {
  await pageText(page).evaluate((element) => {
    const shown: string[] = [];
    (window as unknown as { pagesShown: string[] }).pagesShown = shown;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (shown.at(-1) !== text) shown.push(text);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
}

/** The pages shown since recordPagesShown, once two more frames have been drawn. */
const pagesShown = (page: Page) =>
  page.evaluate(async () => {
    // Go to page acts in the change event; two frames later anything it did is on screen.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { pagesShown: string[] }).pagesShown;
  });

// One page load for all the cases (each load costs seconds): each step ends back on page 1,
// which the next checks before it starts.
test('Go to page reads decimals, exponents, signs and text among digits, and ignores unfinished numbers', async ({
  page,
  context,
}) => {
  await openGrid(page, `?seed=42&rows=${ROWS}`, ROWS);
  await expectBackOnPageOne(page);

  await test.step('decimals are truncated and exponents read as numbers, clamped to the pages there are', async () => {
    await expect(goTo(page)).toHaveAttribute('max', String(PAGES));
    const cases: [string, number][] = [
      ['2.7', 2],
      ['0.9', 1],
      ['.5', 1],
      ['199.99', 199],
      ['1e3', PAGES], // 1000 pages asked, 200 there
      ['1.5e1', 15],
      ['2E1', 20],
      ['-1e3', 1],
      ['-0', 1],
      ['201', PAGES],
      ['99999999999999999999', PAGES], // past Number.MAX_SAFE_INTEGER
      ['1e308', PAGES],
      ['5e-1', 1],
    ];
    for (const [text, expected] of cases) {
      await goTo(page).fill(text);
      await expectOnPage(page, expected);
      // Leaving the box shows the page reached, not what was typed.
      await goTo(page).blur();
      await expect(goTo(page)).toHaveValue(String(expected));
    }
    await expectBackOnPageOne(page);
  });

  await test.step('text among the digits, typed or pasted, is dropped by the box and the page stays valid', async () => {
    // The browser keeps what can be part of a number.
    const typed: [string, string, number][] = [
      ['12abc', '12', 12],
      ['+5', '5', 5],
      [' 7 ', '7', 7],
      ['0x10', '010', 10], // the x goes, 010 is 10
      ['１２', '12', 12], // full-width digits become digits
    ];
    for (const [text, kept, expected] of typed) {
      await typeInBox(page, text);
      await expect(goTo(page)).toHaveValue(kept);
      await expectOnPage(page, expected);
    }

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const paste = async (text: string) => {
      await page.evaluate((clip) => navigator.clipboard.writeText(clip), text);
      await goTo(page).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
    };
    await paste('34abc');
    await expect(goTo(page)).toHaveValue('34');
    await expectOnPage(page, 34);
    await paste('# 9\n');
    await expect(goTo(page)).toHaveValue('9');
    await expectOnPage(page, 9);
    // Nothing of "abc" can be a number: the box ends up empty, which is page 1.
    await paste('abc');
    await expect(goTo(page)).toHaveValue('');
    await expectOnPage(page, 1);
    await goTo(page).blur();
    await expect(goTo(page)).toHaveValue('1');
    await expectBackOnPageOne(page);
  });

  await test.step('an unfinished or impossible number leaves the page alone', async () => {
    await goTo(page).fill('7');
    await expectOnPage(page, 7);
    // Every page shown from here on is recorded: an unfinished number must show none.
    await recordPagesShown(page);
    // "7e" on the way to "7e1": the box reports "" but is not empty.
    await page.keyboard.press('End');
    await page.keyboard.type('e');
    expect(await badInput(page)).toBe(true);
    expect(await pagesShown(page), 'pages shown after 7e').toEqual([]);
    await expectOnPage(page, 7);
    await page.keyboard.type('1');
    await expectOnPage(page, 70);
    expect(await pagesShown(page), 'pages shown after 7e1').toEqual([`Page 70 of ${PAGES}`]);

    // Too large for a double: not a number at all for the browser.
    await typeInBox(page, '1e400');
    expect(await badInput(page)).toBe(true);
    expect(await pagesShown(page), 'pages shown after 1e400').toEqual([`Page 70 of ${PAGES}`]);
    await expectOnPage(page, 70);
    await goTo(page).blur();
    await expect(goTo(page)).toHaveValue('70');

    // A lone minus sign, then digits: -3 is page 1.
    await typeInBox(page, '-');
    expect(await pagesShown(page), 'pages shown after -').toEqual([`Page 70 of ${PAGES}`]);
    await expectOnPage(page, 70);
    await page.keyboard.type('3');
    await expectOnPage(page, 1);
    // Over the whole step, nothing but 70 and then 1: no page came and went in between.
    expect(await pagesShown(page)).toEqual([`Page 70 of ${PAGES}`, `Page 1 of ${PAGES}`]);
    await expectBackOnPageOne(page);
  });

  // Last: it leaves a filter on.
  await test.step('the arrow keys stay within the pages, and fewer rows mean fewer pages to go to', async () => {
    await goTo(page).fill(String(PAGES));
    await expectOnPage(page, PAGES);
    await page.keyboard.press('ArrowUp');
    await expectOnPage(page, PAGES);
    await goTo(page).fill('1');
    await page.keyboard.press('ArrowDown');
    await expectOnPage(page, 1);
    await page.keyboard.press('ArrowUp');
    await expectOnPage(page, 2);

    // id "1" matches one row: one page, and any number goes to it.
    await typeAndApply(page, filterInput(page, 'id'), '1');
    await expectRowCount(page, 1);
    await expectPage(page, 1, 1);
    await expect(goTo(page)).toHaveAttribute('max', '1');
    for (const text of ['5', '1e3', '-2', '']) {
      await goTo(page).fill(text);
      await expectPage(page, 1, 1);
    }
    expect(await columnTexts(page, 'id')).toEqual(['1']);
  });
});

test('Back and Forward while the box has focus: the box shows the page they bring', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, `?seed=42&rows=${ROWS}`, ROWS);
  await typeInBox(page, '2');
  await expectOnPage(page, 2);
  // Pages reached less than BURST_MS apart are one step of history: these two are two.
  await page.clock.runFor(BURST_MS);
  await typeInBox(page, '9');
  await expectOnPage(page, 9);
  await expect(goTo(page)).toBeFocused();
  for (const [move, n] of [
    ['back', 2],
    ['forward', 9],
  ] as const) {
    await (move === 'back' ? page.goBack() : page.goForward());
    await expectOnPage(page, n);
    await expect(goTo(page)).toBeFocused();
    await expect(goTo(page)).toHaveValue(String(n));
  }
  // Typing on from there goes where the text says.
  await typeInBox(page, '12');
  await expectOnPage(page, 12);
  await expect(goTo(page)).toHaveValue('12');
});

test('Enter in the box shows the page reached, and the box keeps focus for the next number', async ({ page }) => {
  await openGrid(page, `?seed=42&rows=${ROWS}`, ROWS);
  // Each text, the page it reaches: past the last page is the last, an exponent is read, empty is page 1.
  for (const [text, n] of [
    ['9999', PAGES],
    ['2e1', 20],
    ['', 1],
    ['7.6', 7],
  ] as const) {
    await typeInBox(page, text);
    await expectOnPage(page, n);
    await expect(goTo(page)).toHaveValue(text);
    await page.keyboard.press('Enter');
    await expect(goTo(page)).toHaveValue(String(n));
    await expect(goTo(page)).toBeFocused();
    await expectOnPage(page, n);
  }
  // Enter again changes nothing; an unfinished number ("7e") leaves the page, and Enter shows it.
  await page.keyboard.press('Enter');
  await expectOnPage(page, 7);
  await page.keyboard.press('End');
  await page.keyboard.type('e');
  expect(await badInput(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(goTo(page)).toHaveValue('7');
  await expectOnPage(page, 7);
  // Typing on after Enter edits the box again.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await expectOnPage(page, 3);
  await expect(goTo(page)).toHaveValue('3');
});
