import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { filterInput, filterState, globalSearch, header } from './helpers';

/*
 * Light and dark: the page follows the system's colour scheme until the visitor presses
 * "Dark mode"; the choice is kept in localStorage. The grid (AG Grid's Quartz theme) and the
 * page's own colours switch together; each is checked by the colours the browser computes.
 */

const STORAGE_KEY = 'people-grid:theme';

const toggle = (page: Page) => page.getByRole('button', { name: 'Dark mode', exact: true });

/** The WCAG relative luminance (0 black .. 1 white) of a computed CSS colour. */
function luminanceOf(css: string): number {
  const inner = /^(?:rgba?|color)\((?:srgb\s+)?([^)]*)\)$/.exec(css.trim())?.[1];
  if (!inner) throw new Error(`unparsed colour ${css}`);
  const [r = 0, g = 0, b = 0] = inner.split(/[\s,/]+/).filter(Boolean).map(Number);
  const scale = css.startsWith('color(') ? 1 : 255;
  return [r, g, b]
    .map((c) => c / scale)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
}

/** 'dark' when the element's background is dark and its text light, 'light' for the reverse. */
async function lookOf(target: Locator, property: 'backgroundColor' | 'color' = 'backgroundColor') {
  const colour = await target.evaluate((element, property) => getComputedStyle(element)[property], property);
  const dark = luminanceOf(colour) < 0.2;
  return property === 'backgroundColor' ? (dark ? 'dark' : 'light') : dark ? 'light' : 'dark';
}

/** Every surface that must follow the scheme, with the scheme each one shows. */
async function looks(page: Page) {
  return {
    html: await page.evaluate(() => document.documentElement.dataset.theme),
    page: await lookOf(page.locator('html')),
    text: await lookOf(page.locator('h1'), 'color'),
    grid: await lookOf(page.locator('.ag-root-wrapper')),
    gridText: await lookOf(page.locator('.ag-row[row-index="0"] [col-id="firstName"]'), 'color'),
    search: await lookOf(globalSearch(page)),
    columnFilter: await lookOf(filterInput(page, 'lastName')),
    button: await lookOf(page.getByRole('button', { name: 'Export CSV' })),
    filterState: await lookOf(filterState(page)),
  };
}

const allLook = (scheme: 'light' | 'dark') => ({
  html: scheme,
  page: scheme,
  text: scheme,
  grid: scheme,
  gridText: scheme,
  search: scheme,
  columnFilter: scheme,
  button: scheme,
  filterState: scheme,
});

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

// Following the system and keeping a choice across reloads open the same page: one test, so
// one first load of 5000 rows fewer. The first step leaves nothing stored and the light
// scheme, which is where the second starts (checked there).
test('follows the system\'s colour scheme until a choice is made, which persists across a reload from the first frame', async ({
  page,
}) => {
  // Records <html>'s background in every frame the browser gets to draw, from the first one
  // until the one with the grid: a stored choice must be in force from the first, not switched
  // to later.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { drawnBackgrounds: string[] }).drawnBackgrounds = frames;
    const record = () => {
      frames.push(getComputedStyle(document.documentElement).backgroundColor);
      if (!document.querySelector('.ag-root-wrapper')) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const drawnBackgrounds = () => page.evaluate(() => (window as unknown as { drawnBackgrounds: string[] }).drawnBackgrounds);
  // The page's code is held back until a frame is drawn without it, so that frame shows what
  // theme-start.js alone set (on a fast load the app's own first commit could come before it).
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await expect.poll(async () => (await drawnBackgrounds()).length).toBeGreaterThan(0);
    await route.continue();
  });
  /** The schemes of the frames drawn up to the grid, in order, repeats removed. */
  const schemesDrawn = async () => {
    const backgrounds = await drawnBackgrounds();
    return [...new Set(backgrounds.map((css) => (luminanceOf(css) < 0.2 ? 'dark' : 'light')))];
  };

  await test.step('follows the emulated colour scheme by default, also when it changes', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openGrid(page);
    expect(await schemesDrawn()).toEqual(['dark']);
    expect(await looks(page)).toEqual(allLook('dark'));
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

    // The system switches while the page is open: the page follows at once.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await looks(page)).toEqual(allLook('light'));
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await stored(page)).toBeNull();
  });

  await test.step('the choice persists across a reload, through localStorage, from the first frame', async () => {
    // Where a fresh page on a light system starts: nothing stored, light, not pressed.
    expect(await stored(page)).toBeNull();
    expect(await looks(page)).toEqual(allLook('light'));
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');

    await page.reload();
    await expect(page.getByText('5000 Rows', { exact: true })).toBeVisible();
    expect(await schemesDrawn()).toEqual(['dark']);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await looks(page)).toEqual(allLook('dark'));

    // The other way round: light chosen on a dark system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await stored(page)).toBe('light');
    await page.reload();
    await expect(page.getByText('5000 Rows', { exact: true })).toBeVisible();
    expect(await schemesDrawn()).toEqual(['light']);
    expect(await looks(page)).toEqual(allLook('light'));

    // Something else stored is ignored: the system's scheme.
    await page.evaluate((key) => localStorage.setItem(key, 'purple'), STORAGE_KEY);
    await page.reload();
    await expect(page.getByText('5000 Rows', { exact: true })).toBeVisible();
    expect(await schemesDrawn()).toEqual(['dark']);
    expect(await looks(page)).toEqual(allLook('dark'));
  });
});

test('the toggle switches the grid and the page, and back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openGrid(page, '?seed=42&rows=abc'); // a bad ?rows= shows a notice, which must switch too
  const notices = page.getByRole('status', { name: 'Notices' });
  await expect(notices).toContainText('Ignored ?rows=abc');
  expect(await looks(page)).toEqual(allLook('light'));
  expect(await lookOf(notices)).toBe('light');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await looks(page)).toEqual(allLook('dark'));
  expect(await lookOf(notices)).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  expect(await stored(page)).toBe('dark');

  // The grid keeps working in the new theme.
  await filterInput(page, 'lastName').fill('son');
  await expect(filterState(page)).toContainText('"son"');

  // Back to the system's scheme: nothing left stored, so the page follows the system again.
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await looks(page)).toEqual(allLook('light'));
  expect(await stored(page)).toBeNull();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('forced colours (high contrast): sort arrows, a filter\'s mark, the pressed toggle and a selected row stay visible', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openGrid(page);
  const lastName = header(page, 'lastName');
  await lastName.locator('.ag-header-cell-label').click();
  await expect(lastName).toHaveAttribute('aria-sort', 'ascending');
  await filterInput(page, 'firstName').fill('a');
  await expect(filterState(page)).toContainText('"firstName"');
  // AG Grid's icons are masks over a background colour, which forced colours would make the Canvas (invisible).
  const headerColours = await lastName.evaluate((element) => ({ text: getComputedStyle(element).color, canvas: getComputedStyle(element.closest('.ag-header')!).backgroundColor }));
  expect(headerColours.text).not.toBe(headerColours.canvas);
  const painted = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element, '::before').backgroundColor);
  await expect(lastName.locator('.ag-sort-indicator-icon:not(.ag-hidden) .ag-icon')).toHaveCount(1);
  expect(await painted(lastName.locator('.ag-sort-indicator-icon:not(.ag-hidden) .ag-icon'))).toBe(headerColours.text);
  const firstName = header(page, 'firstName');
  await expect(firstName.locator('.ag-filter-icon:not(.ag-hidden) .ag-icon')).toHaveCount(1);
  expect(await painted(firstName.locator('.ag-filter-icon:not(.ag-hidden) .ag-icon'))).toBe(headerColours.text);

  // The pressed toggle's dot is filled by its border (a background would be dropped): no room inside it.
  const dot = toggle(page).locator('.toggle-dot');
  const inside = () => dot.evaluate((element) => `${getComputedStyle(element).width} ${getComputedStyle(element).height}`);
  expect(await inside()).not.toBe('0px 0px');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await inside()).toBe('0px 0px');

  // A selected row is ringed in the selection's colour (its tint would be dropped), all round (its cells must not cover the ring), and its cells show as before inside it.
  const row = page.locator('.ag-row[row-index="0"]');
  const box = (await row.boundingBox())!;
  const parts = {
    right: { x: box.x + box.width - 3, y: box.y + 4, width: 2, height: box.height - 8 },
    bottom: { x: box.x + 60, y: box.y + box.height - 3, width: box.width - 120, height: 2 },
    inside: { x: box.x + 60, y: box.y + 6, width: box.width - 120, height: box.height - 12 },
  };
  const shot = async () => Promise.all(Object.values(parts).map((clip) => page.screenshot({ clip, animations: 'disabled' })));
  await page.mouse.move(0, 0);
  const unselected = await shot();
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await expect(row.locator('.row-check:checked')).toHaveCount(1);
  await page.mouse.move(0, 0);
  const selected = await shot();
  const changed = Object.keys(parts).map((part, i) => [part, !selected[i]!.equals(unselected[i]!)]);
  expect(Object.fromEntries(changed)).toEqual({ right: true, bottom: true, inside: false });
});
