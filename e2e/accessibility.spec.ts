import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, openGrid, test } from './fixtures';
import { applyOnFakeClock, clearWithEscape, expectPage, expectRowCount, filterInput, readFilterState, rowCount, typeAndApply } from './helpers';

/*
 * axe-core on the whole page, AG Grid's own DOM included (nothing excluded, no rule disabled),
 * in each state a visitor meets, in both colour schemes and in the dark theme chosen with the
 * toggle on a light system: no serious or critical violation.
 *
 * One test per scheme: it loads the page once and walks from state to state, running axe in
 * each, then loads the page that fails on purpose for the notice and failure boxes.
 */

/**
 * axe on the page. Legacy mode runs `axe.run()` in the page itself, where the default runs
 * `axe.runPartial()` and then `axe.finishRun()` in a new blank tab, opened for each run: the
 * same rules on the same DOM (the page has no frames) at half the cost.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Result = AxeResults['violations'][number];
type NodeResult = Result['nodes'][number];

/** The impacts this suite does not accept. */
const BLOCKING = new Set(['serious', 'critical']);

const describeNodes = (nodes: NodeResult[]) =>
  nodes.map((node) => `  - ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`).join('\n');

const describeResults = (results: Result[]) =>
  results.map(({ id, impact, help, nodes }) => `${id} (${impact}): ${help}\n${describeNodes(nodes)}`).join('\n');

/** Waits until no rows are on their way from the worker, so axe sees the page settled. */
async function settled(page: Page) {
  await expect(page.locator('.grid[aria-busy="true"], .ag-row-loading')).toHaveCount(0);
}

/**
 * The contrast of an element's text (or placeholder) against what lies behind it: the
 * background colours of the element and its ancestors, composited up to the first opaque one.
 * Returns null when a ::before/::after with a background sits in between, which this cannot
 * place. WCAG 2 relative-luminance formula.
 */
function contrastOf(target: Locator, part: 'text' | 'placeholder') {
  return target.evaluate(
    (element, part) => {
      type Rgba = [number, number, number, number];
      const parse = (css: string): Rgba => {
        const inner = /^(?:rgba?|color)\((?:srgb\s+)?([^)]*)\)$/.exec(css.trim())?.[1];
        if (!inner) throw new Error(`unparsed colour ${css}`);
        const [r = 0, g = 0, b = 0, a = 1] = inner.split(/[\s,/]+/).filter(Boolean).map(Number);
        return css.startsWith('color(') ? [r * 255, g * 255, b * 255, a] : [r, g, b, a];
      };
      const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
      const luminance = ([r, g, b]: Rgba) =>
        [r, g, b]
          .map((c) => c / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);

      const layers: Rgba[] = [];
      for (let el: Element | null = element; el; el = el.parentElement) {
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          if (style.content !== 'none' && parse(style.backgroundColor)[3] > 0) return null;
        }
        const background = parse(getComputedStyle(el).backgroundColor);
        layers.push(background);
        if (background[3] === 1) break;
      }
      // The canvas is white under `color-scheme: light`.
      const behind = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      const text = over(parse(getComputedStyle(element, part === 'placeholder' ? '::placeholder' : null).color), behind);
      const [lighter, darker] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    },
    part,
  );
}

/**
 * What axe leaves for review in colour contrast, decided here: AG Grid's header labels (axe
 * stops at the header cell's ::before, a transparent hover layer) and every placeholder (axe
 * does not check placeholders at all). Returns the ones below the ratio WCAG AA asks.
 */
async function contrastProblems(page: Page, { incomplete }: AxeResults): Promise<string[]> {
  const problems: string[] = [];
  const undecided = incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? [];
  for (const node of undecided) {
    const data = node.any[0]?.data as { messageKey?: string; expectedContrastRatio?: string } | undefined;
    if (data?.messageKey !== 'pseudoContent') continue; // e.g. an input with no text in it
    const element = page.locator(String(node.target[0]));
    const ratio = await contrastOf(element, 'text');
    const wanted = Number.parseFloat(data.expectedContrastRatio ?? '4.5');
    const text = (await element.textContent())?.trim();
    if (ratio === null || ratio < wanted) problems.push(`text "${text}": contrast ${ratio?.toFixed(2) ?? 'undecidable'}, wanted ${wanted}`);
  }
  const placeholders = page.locator('input[placeholder]');
  expect(await placeholders.count()).toBeGreaterThanOrEqual(5); // the global search and four column filters
  for (const input of await placeholders.all()) {
    const ratio = await contrastOf(input, 'placeholder');
    const name = (await input.getAttribute('aria-label')) ?? (await input.getAttribute('placeholder'));
    if (ratio === null || ratio < 4.5) problems.push(`placeholder of "${name}": contrast ${ratio?.toFixed(2) ?? 'undecidable'}, wanted 4.5`);
  }
  return problems;
}

/** axe and the contrast checks on the page as it is now; `state` names it in the messages. */
async function expectAccessible(page: Page, state: string) {
  await settled(page);
  const results = await axe(page).analyze();
  // axe really looked at the grid: a run that saw none of it would pass vacuously.
  const gridNodes = results.passes.flatMap((rule) => rule.nodes).filter((node) => node.target.join(' ').includes('.ag-'));
  expect(gridNodes.length, `${state}: grid nodes axe checked`).toBeGreaterThan(10);

  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const summary = blocking.map(({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `${state}: serious or critical axe violations:\n${describeResults(blocking)}`).toEqual([]);

  const contrast = await contrastProblems(page, results);
  expect(contrast, `${state}: colour contrast that axe left for review, below WCAG AA`).toEqual([]);

  // The rest of "needs review" goes in the report, for a person to look at.
  const review = results.incomplete.filter((result) => BLOCKING.has(result.impact ?? '') && result.id !== 'color-contrast');
  if (review.length) test.info().annotations.push({ type: `axe: needs review (${state})`, description: describeResults(review) });
}

/**
 * The states a visitor meets, in the order one test walks through them: each starts from where
 * the one before left the page, and proves it reached its own state before axe runs.
 */
const STATES: { name: string; reach: (page: Page) => Promise<void> }[] = [
  { name: 'first load', reach: async (page) => expectPage(page, 1, 500) },
  {
    name: 'filtered',
    reach: async (page) => {
      await typeAndApply(page, filterInput(page, 'lastName'), 'son');
      expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'lastName', value: 'son' }]);
      await expect(rowCount(page)).not.toHaveText('5000 Rows');
    },
  },
  {
    name: 'empty result',
    reach: async (page) => {
      await typeAndApply(page, filterInput(page, 'lastName'), 'no such name');
      await expectRowCount(page, 0);
      await expect(page.locator('.ag-overlay-no-matching-rows-center')).toHaveText('No Matching Rows');
    },
  },
  {
    name: 'last page',
    reach: async (page) => {
      // All 5000 rows again, then to the end of them.
      await filterInput(page, 'lastName').fill('');
      await expectRowCount(page, 5000);
      expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });
      await page.getByRole('button', { name: 'Last page' }).click();
      await expectPage(page, 500, 500);
    },
  },
  {
    name: 'rows selected',
    reach: async (page) => {
      await page.getByRole('checkbox', { name: 'Select row 4991', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Select row 4993', exact: true }).click({ modifiers: ['Shift'] });
      await expect(page.locator('.row-count')).toHaveText('5000 Rows, 3 selected');
      // The pointer off the rows: a hovered row's tint is a layer this contrast check cannot place.
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'a Match menu open',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Match Last Name' }).click();
      await expect(page.getByRole('menu', { name: 'Match Last Name' })).toBeVisible();
    },
  },
  {
    name: 'keyboard shortcuts help open',
    reach: async (page) => {
      // Pressed from the page itself, as on a fresh load: nothing focused.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
];

/** The system's scheme as the browser reports it, and whether the visitor then pressed "Dark mode". */
const SCHEMES = [
  { name: 'light color scheme', colorScheme: 'light', theme: 'light', toggle: false },
  { name: 'dark color scheme', colorScheme: 'dark', theme: 'dark', toggle: false },
  { name: 'dark theme chosen with the toggle', colorScheme: 'light', theme: 'dark', toggle: true },
] as const;

/** Opens the page in the scheme (`open`), presses the toggle if asked, checks the theme in force. */
async function openInScheme(page: Page, { colorScheme, theme, toggle }: (typeof SCHEMES)[number], open: () => Promise<void>) {
  await page.emulateMedia({ colorScheme });
  await open();
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
  if (toggle) await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', String(theme === 'dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const scheme of SCHEMES) {
  test.describe(scheme.name, () => {
    // React reports the error the failing grid throws on purpose, at the end of the test; the
    // test checks that nothing at all was reported before it loads that page.
    test.use({ expectedProblems: [/The grid failed on purpose/] });

    test(`axe finds no serious or critical violation: ${STATES.map(({ name }) => name).join(', ')}; notice and failure boxes`, async ({
      page,
      problems,
    }) => {
      // Seven states and two boxes, each scanned whole by axe: 25-36 s beside `busy -n 2`, past the 60 s timeout on a host busier still.
      test.slow();
      await openInScheme(page, scheme, () => openGrid(page));
      for (const { name, reach } of STATES) {
        await test.step(name, async () => {
          await reach(page);
          await expect(page.locator('html'), `${name}: theme still in force`).toHaveAttribute('data-theme', scheme.theme);
          await expectAccessible(page, name);
        });
      }
      expect(problems, 'console errors, warnings, exceptions or foreign requests before the failure page').toEqual([]);

      await test.step('notice and failure boxes', async () => {
        // As a first visit: forget the theme the toggle stored above.
        await page.evaluate(() => localStorage.clear());
        await openInScheme(page, scheme, () => page.goto('/?seed=42&rows=abc&fault=grid').then(() => undefined));
        await expect(page.getByRole('status', { name: 'Notices' })).toContainText('Ignored ?rows=abc');
        await expect(page.getByRole('alert')).toContainText('The grid stopped working.');
        const results = await axe(page).analyze();
        const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
        expect(blocking, `notice and failure boxes: serious or critical axe violations:\n${describeResults(blocking)}`).toEqual([]);
        // axe really decided the contrast of each box's text, and found it enough.
        for (const box of ['.notices', '.failure']) {
          const contrast = await axe(page).include(box).withRules(['color-contrast']).analyze();
          expect(contrast.violations, `${box}: ${describeResults(contrast.violations)}`).toEqual([]);
          expect(contrast.incomplete, `${box}: ${describeResults(contrast.incomplete)}`).toEqual([]);
          expect(contrast.passes.flatMap((rule) => rule.nodes).length, `${box}: contrast checks passed`).toBeGreaterThan(0);
        }
      });
    });
  });
}

test('an open column menu and Match menu stand inside the page\'s main landmark (axe\'s region rule)', async ({ page }) => {
  await openGrid(page);
  const regions = async () => (await axe(page).withRules(['region']).analyze()).violations;
  await page.getByRole('button', { name: 'Column menu Last Name', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Column menu Last Name' })).toBeVisible();
  expect(describeResults(await regions())).toBe('');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Match Last Name', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(describeResults(await regions())).toBe('');
});

test('no row passes: the grid shows No Matching Rows and the row count says 0 Rows; the grid\'s own live region says nothing, then or after the rows come back', async ({ page }) => {
  await page.clock.install();
  await openGrid(page, '?seed=42');
  const gridSays = page.locator('.ag-aria-description-container');
  await applyOnFakeClock(page, filterInput(page, 'lastName'), 'no such name');
  await expectRowCount(page, 0);
  await expect(page.locator('.ag-overlay-no-matching-rows-center')).toHaveText('No Matching Rows');
  await expect(rowCount(page)).toHaveText('0 Rows');
  // AG Grid said its overlay in its live region within a second, and left it there after the rows came back.
  await page.clock.runFor(2000);
  await expect(gridSays).not.toContainText('No Matching Rows');
  await clearWithEscape(page, filterInput(page, 'lastName'));
  await expectRowCount(page, 5000);
  await expect(page.locator('.ag-overlay-no-matching-rows-center')).toHaveCount(0);
  await page.clock.runFor(2000);
  await expect(gridSays).not.toContainText('No Matching Rows');
});

test('a notice that comes is said alone: the Notices region is a polite, not atomic, live region, so the notices before it are not read again', async ({ page }) => {
  await page.goto('/?seed=7&page=abc');
  const notices = page.getByRole('status', { name: 'Notices' });
  await expect(notices).toContainText('Ignored ?page=abc');
  await page.getByLabel('File to open').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('price\n1.5\n2\nn/a\n3\n4\n5\n') });
  await expect(notices.getByRole('listitem')).toHaveCount(2);
  // What the browser tells assistive technology of the region (Chromium's accessibility tree).
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  const region = nodes.find((node) => node.role?.value === 'status' && node.name?.value === 'Notices');
  const live = Object.fromEntries((region?.properties ?? []).filter(({ name }) => name === 'live' || name === 'atomic').map(({ name, value }) => [name, value.value]));
  expect(live).toEqual({ live: 'polite', atomic: false });
});
