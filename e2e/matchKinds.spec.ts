import type { Page } from '@playwright/test';
import { matchSorterWithRankInfo } from 'match-sorter';
import {
  applyOnFakeClock,
  BURST_MS,
  type ColId,
  columnTexts,
  containsCaseSensitive,
  containsIgnoringCase,
  exact,
  expectRowCount,
  exportCsv,
  filterInput,
  HEADERS,
  header,
  naturalCompare,
  readFilterState,
  type Row,
} from './helpers';
import { expect, openGrid, test } from './fixtures';
import { fuzzy } from './robustHelpers';

const matchButton = (page: Page, col: ColId) => page.getByRole('button', { name: `Match ${HEADERS[col]}`, exact: true });
const menu = (page: Page) => page.getByRole('menu');
const choice = (page: Page, name: string) => page.getByRole('menuitemradio', { name, exact: true });
const KINDS = ['Exact', 'Case-sensitive', 'Case-insensitive', 'Fuzzy'] as const;
type Kind = (typeof KINDS)[number];

const rankOf = (text: string, term: string) => matchSorterWithRankInfo([text], term)[0]?.rank ?? 0;

/** The runs of `text` a fuzzy term marks: its leftmost in-order characters, neighbours joined. */
function fuzzyMarks(text: string, term: string): string[] {
  const lower = text.toLowerCase();
  const runs: string[] = [];
  let from = 0;
  let previous = -2;
  for (const ch of term.toLowerCase()) {
    const at = lower.indexOf(ch, from);
    if (at === previous + 1) runs[runs.length - 1] += text[at]!;
    else runs.push(text[at]!);
    previous = at;
    from = at + 1;
  }
  return runs;
}

/** The button says which kind is on, in its description (and tooltip). */
async function expectKind(page: Page, col: ColId, kind: Kind) {
  await expect(matchButton(page, col)).toHaveAccessibleDescription(`Matching: ${kind}`);
}

// One page load (5000 people) and one full export serve every step; each step builds on the
// previous one's filter, as a person would go on.
test('each column filter has a Match menu: defaults, keyboard and mouse, and the chosen kind filters, sorts, marks, exports and stays in the URL', async ({
  page,
}) => {
  await page.clock.install();
  await openGrid(page, '?seed=42');
  const all = (await exportCsv(page)).rows;
  const expectRows = async (rows: readonly Row[]) => {
    await expectRowCount(page, rows.length);
  };

  await test.step('defaults: id Exact, firstName Case-sensitive, Last Name Case-insensitive, Full Name Fuzzy, each with its short form', async () => {
    const defaults: [ColId, Kind, string][] = [
      ['id', 'Exact', '='],
      ['firstName', 'Case-sensitive', 'Aa'],
      ['lastName', 'Case-insensitive', 'a/A'],
      ['fullName', 'Fuzzy', '≈'],
    ];
    for (const [col, kind, short] of defaults) {
      await expectKind(page, col, kind);
      await expect(matchButton(page, col)).toHaveAttribute('data-short', short);
      expect(await matchButton(page, col).evaluate((button) => getComputedStyle(button, '::before').content)).toContain(short);
      await expect(matchButton(page, col)).toHaveAttribute('aria-haspopup', 'menu');
      await expect(filterInput(page, col)).toHaveAttribute('placeholder', 'Search...');
    }
  });

  await test.step('Enter opens the menu on the current kind; the arrows move; Escape closes it without a change', async () => {
    await matchButton(page, 'lastName').focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('menuitemradio')).toHaveText(KINDS.map((kind) => new RegExp(kind)));
    await expect(choice(page, 'Case-insensitive')).toHaveAttribute('aria-checked', 'true');
    await expect(choice(page, 'Case-insensitive')).toBeFocused();
    await expect(matchButton(page, 'lastName')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(choice(page, 'Fuzzy')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // wraps to the top
    await expect(choice(page, 'Exact')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(matchButton(page, 'lastName')).toBeFocused();
    await expectKind(page, 'lastName', 'Case-insensitive');
    await expectRowCount(page, 5000);
  });

  await test.step('Space opens it, Enter chooses: the kind applies at once, without the debounce', async () => {
    await applyOnFakeClock(page, filterInput(page, 'lastName'), 'ma');
    await expectRows(all.filter((row) => containsIgnoringCase(row.lastName, 'ma')));
    await matchButton(page, 'lastName').focus();
    await page.keyboard.press(' ');
    await expect(choice(page, 'Case-insensitive')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(choice(page, 'Case-sensitive')).toBeFocused();
    await page.keyboard.press('Enter');
    // The clock stands: only the choice itself can have applied it.
    await expect(menu(page)).toBeHidden();
    await expect(matchButton(page, 'lastName')).toBeFocused();
    await expectKind(page, 'lastName', 'Case-sensitive');
    const caseSensitive = all.filter((row) => containsCaseSensitive(row.lastName, 'ma'));
    await expectRows(caseSensitive);
    expect(caseSensitive.length).not.toBe(all.filter((row) => containsIgnoringCase(row.lastName, 'ma')).length);
    await expect(page).toHaveURL(/f=lastName\.caseSensitive%3Ama/);
    // The dump keeps its shape: the kind shows on the button, not here.
    expect(await readFilterState(page)).toEqual({ columnFilters: [{ id: 'lastName', value: 'ma' }], globalFilter: '' });
  });

  await test.step('by mouse: Fuzzy matches in order, ranks best first (it is the first filter) and marks the characters it used', async () => {
    await page.clock.runFor(BURST_MS);
    await matchButton(page, 'lastName').click();
    await expect(choice(page, 'Case-sensitive')).toHaveAttribute('aria-checked', 'true');
    await choice(page, 'Fuzzy').click();
    await expect(menu(page)).toBeHidden();
    await expectKind(page, 'lastName', 'Fuzzy');
    await expect(matchButton(page, 'lastName')).toHaveAttribute('data-short', '≈');
    const passing = all.filter((row) => fuzzy(row.lastName, 'ma'));
    await expectRows(passing);
    await expect(header(page, 'lastName')).toHaveAttribute('aria-sort', 'ascending');
    const ranked = [...passing].sort(
      (a, b) => rankOf(b.lastName, 'ma') - rankOf(a.lastName, 'ma') || naturalCompare(a.lastName, b.lastName) || Number(a.id) - Number(b.id),
    );
    expect(await columnTexts(page, 'id')).toEqual(ranked.slice(0, 10).map((row) => row.id));
    // A worse match further down marks its in-order characters, not a substring.
    const spread = ranked.find((row) => !containsIgnoringCase(row.lastName, 'ma'));
    expect(spread, 'a last name that has s, o, n apart').toBeDefined();
    const { rows: exported } = await exportCsv(page);
    expect(exported.map((row) => row.id)).toEqual(ranked.map((row) => row.id));
    await page.getByLabel('Go to page').fill(String(Math.floor(ranked.indexOf(spread!) / 10) + 1));
    const row = page.locator('.ag-row').filter({ has: page.locator('[col-id="id"]', { hasText: new RegExp(`^${spread!.id}$`) }) });
    const cell = row.locator('[col-id="lastName"]');
    await expect(cell.locator('mark')).toHaveText(fuzzyMarks(spread!.lastName, 'ma'));
  });

  await test.step('a reload and Back bring the kinds back', async () => {
    const url = page.url();
    await page.reload();
    await expectKind(page, 'lastName', 'Fuzzy');
    await expect(filterInput(page, 'lastName')).toHaveValue('ma');
    expect(page.url()).toBe(url);
    await page.goBack(); // the page typed into Go to page
    await page.goBack(); // Case-sensitive, before Fuzzy
    await expectKind(page, 'lastName', 'Case-sensitive');
    await expectRows(all.filter((row) => containsCaseSensitive(row.lastName, 'ma')));
  });

  await test.step('a kind chosen with nothing typed stays in the view, and Escape keeps it', async () => {
    await page.clock.runFor(BURST_MS);
    await matchButton(page, 'firstName').click();
    await choice(page, 'Exact').click();
    await expectKind(page, 'firstName', 'Exact');
    await expect(page).toHaveURL(/f=firstName\.exact%3A(&|$)/);
    expect((await readFilterState(page)).columnFilters).toEqual([{ id: 'lastName', value: 'ma' }]);
    // The header's filter icon marks the columns that filter rows: not a kind with nothing typed.
    const filterIcon = (col: ColId) => header(page, col).locator('.ag-filter-icon');
    await expect(filterIcon('lastName')).toBeVisible();
    await expect(filterIcon('firstName')).toBeHidden();
    const name = all.find((row) => containsCaseSensitive(row.lastName, 'ma'))!.firstName;
    await applyOnFakeClock(page, filterInput(page, 'firstName'), name.toUpperCase());
    await expectRows(all.filter((row) => containsCaseSensitive(row.lastName, 'ma') && exact(row.firstName, name)));
    await expect(filterIcon('firstName')).toBeVisible();
    await page.clock.runFor(BURST_MS);
    await filterInput(page, 'firstName').focus();
    await page.keyboard.press('Escape');
    await expect(filterInput(page, 'firstName')).toHaveValue('');
    await expectKind(page, 'firstName', 'Exact');
    await expectRows(all.filter((row) => containsCaseSensitive(row.lastName, 'ma')));
    await expect(filterIcon('firstName')).toBeHidden();
    // Back and Forward put the filter's model back, and the icon follows it.
    await page.clock.runFor(BURST_MS);
    await page.goBack();
    await expect(filterInput(page, 'firstName')).toHaveValue(name.toUpperCase());
    await expectRows(all.filter((row) => containsCaseSensitive(row.lastName, 'ma') && exact(row.firstName, name)));
    await expect(filterIcon('firstName')).toBeVisible();
    await page.goForward();
    await expect(filterInput(page, 'firstName')).toHaveValue('');
    await expectRows(all.filter((row) => containsCaseSensitive(row.lastName, 'ma')));
    await expect(filterIcon('firstName')).toBeHidden();
    // A link with such a kind shows none either.
    await openGrid(page, '?seed=42&f=firstName.exact%3A');
    await expectKind(page, 'firstName', 'Exact');
    await expect(filterIcon('firstName')).toBeHidden();
  });
});
