import type { Page } from '@playwright/test';
import { DEBOUNCE_MS, expectRowCount, exportCsv, filterInput, filterState, header, naturalCompare, parseCsv, textOverhang } from './helpers';
import { expect, test } from './fixtures';

interface Record {
  depth: number;
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

async function exportRecords(page: Page): Promise<Record[]> {
  const { text } = await exportCsv(page);
  const [head, ...rows] = parseCsv(text);
  expect(head).toEqual(['depth', 'id', 'firstName', 'Last Name', 'Full Name']);
  return rows.map(([depth, id, firstName, lastName, fullName]) => ({ depth: Number(depth), id: id!, firstName: firstName!, lastName: lastName!, fullName: fullName! }));
}

const parentOf = (id: string) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null);
const idCells = (page: Page) =>
  page.locator('.ag-row').evaluateAll((rows) =>
    rows
      .map((row): [number, string] => [Number(row.getAttribute('row-index')), row.querySelector('[col-id="id"] .tree-cell')?.lastChild?.textContent ?? ''])
      .sort((a, b) => a[0] - b[0])
      .map(([, id]) => id),
  );

async function openNested(page: Page, query = '?seed=21&sub=3,2', topRows = 5000) {
  await page.goto(`/${query}`);
  await expectRowCount(page, topRows);
}

// One page for the default nesting: its load and, above all, the export of all 50000 rows
// once expanded cost seconds each, so the steps share them; each step leaves the rows collapsed
// (5000) or proves its own reset before the next.
test('sub rows: open and close by mouse and keyboard, Expand and Collapse all, filters level by level', async ({ page }) => {
  test.slow();
  await page.clock.install(); // lets the filter's debounce pass at once
  await openNested(page);

  await test.step('a row opens and closes by mouse: its sub rows show right below it', async () => {
    const toggle = page.getByRole('button', { name: 'Expand row 0', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expectRowCount(page, 5003);
    // The press leaves the focus on the cell (the toggle is drawn anew), for the keyboard to carry on.
    const firstId = page.locator('.ag-row[row-index="0"] [col-id="id"]');
    await expect(firstId).toBeFocused();
    // Focused, an id that fits stays within its cell beside the toggle, over none of First Name.
    expect(await textOverhang(firstId)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Collapse row 0', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => idCells(page)).toEqual(['0', '0.0', '0.1', '0.2', '1', '2', '3', '4', '5', '6']);
    await page.getByRole('button', { name: 'Expand row 0.1', exact: true }).click();
    await expectRowCount(page, 5005);
    await expect.poll(() => idCells(page)).toEqual(['0', '0.0', '0.1', '0.1.0', '0.1.1', '0.2', '1', '2', '3', '4']);
    await page.getByRole('button', { name: 'Collapse row 0', exact: true }).click();
    await expectRowCount(page, 5000);
  });

  await test.step('Collapse all forgets 0.1 was open: back to the first view', async () => {
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expectRowCount(page, 5000);
    await expect(page.getByRole('button', { name: 'Expand row 0', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => idCells(page)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  await test.step('Enter on a focused id cell opens and closes its row; arrows still move', async () => {
    const firstId = page.locator('.ag-row[row-index="0"] [col-id="id"]');
    await firstId.focus(); // the grid's roving focus starts at this cell
    await page.keyboard.press('Enter');
    await expectRowCount(page, 5003); // 5005 would mean 0.1 was still open from the step before
    await expect(page.locator('.ag-row[row-index="0"] [col-id="id"]')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ag-row[row-index="1"] [col-id="id"]')).toBeFocused();
    await page.keyboard.press('Enter'); // opens 0.0
    await expectRowCount(page, 5005);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ag-row[row-index="3"] [col-id="id"]')).toBeFocused();
    await page.keyboard.press('Enter'); // 0.0.1 has no sub rows: nothing happens
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter'); // closes 0
    await expectRowCount(page, 5000);
  });

  const all = await test.step('Expand all shows every level, depth first; pages hold the visible rows', async () => {
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expectRowCount(page, 50000);
    await expect(page.getByText('Page 1 of 5000', { exact: true })).toBeVisible();
    const all = await exportRecords(page);
    expect(all).toHaveLength(50000);
    // Depth-first: each row right after its parent's earlier rows; depth is the number of dots.
    for (const record of all.slice(0, 300)) expect(record.depth).toBe(record.id.split('.').length - 1);
    expect(all.slice(0, 10).map((record) => record.id)).toEqual(['0', '0.0', '0.0.0', '0.0.1', '0.1', '0.1.0', '0.1.1', '0.2', '0.2.0', '0.2.1']);
    return all;
  });

  await test.step('filters apply level by level: a sub row shows only under a shown parent', async () => {
    const passes = (record: Record) => record.lastName.toLowerCase().includes('er');
    const shown = new Set<string>();
    for (const record of all) {
      const parent = parentOf(record.id);
      if ((parent === null || shown.has(parent)) && passes(record)) shown.add(record.id);
    }
    const expected = all.filter((record) => shown.has(record.id)).map((record) => record.id);
    expect(expected.some((id) => id.includes('.'))).toBe(true);

    await filterInput(page, 'lastName').fill('er');
    await page.clock.runFor(DEBOUNCE_MS);
    await expect(filterState(page)).toContainText('"er"');
    await expectRowCount(page, expected.length);
    expect((await exportRecords(page)).map((record) => record.id)).toEqual(expected);
  });

  await test.step('clearing the filter brings every expanded row back', async () => {
    await filterInput(page, 'lastName').fill('');
    await page.clock.runFor(DEBOUNCE_MS);
    await expectRowCount(page, 50000);
    await expect(page.getByText('Page 1 of 5000', { exact: true })).toBeVisible();
    await expect.poll(() => idCells(page)).toEqual(all.slice(0, 10).map((record) => record.id));
  });

  await test.step('the next page holds the next expanded rows; Collapse all goes back to 5000', async () => {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => idCells(page)).toEqual(all.slice(10, 20).map((record) => record.id));
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expectRowCount(page, 5000);
  });
});

// Sorting and axe both want a small expanded tree: one page serves both.
test('nested rows pass axe-core; sorting orders siblings within each parent', async ({ page }) => {
  test.slow();
  await openNested(page, '?seed=22&sub=3,2&rows=300', 300);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expectRowCount(page, 3000); // 300 × (1 + 3 + 3×2)

  await test.step('expanded nested rows: no serious or critical axe violation', async () => {
    // Legacy mode runs axe in the page itself: the same rules, without a blank tab per run.
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  await test.step('sorting by Last Name orders siblings within each parent', async () => {
    await header(page, 'lastName').click();
    await expect(header(page, 'lastName')).toHaveAttribute('aria-sort', 'ascending');
    const sorted = await exportRecords(page);
    expect(sorted).toHaveLength(3000);
    const siblings = new Map<string, string[]>();
    sorted.forEach((record, i) => {
      const parent = parentOf(record.id) ?? '';
      siblings.set(parent, [...(siblings.get(parent) ?? []), record.lastName]);
      // A sub row follows its parent's subtree: its parent came before it.
      if (parentOf(record.id)) expect(sorted.slice(0, i).some((earlier) => earlier.id === parentOf(record.id))).toBe(true);
    });
    for (const [parent, names] of siblings) {
      expect(names, `children of "${parent}"`).toEqual([...names].sort(naturalCompare));
    }
    expect(siblings.get('')).toHaveLength(300);
  });
});

test('a column’s values count the rows a filter leaves to show: not a sub row under a parent that does not show', async ({ page }) => {
  await page.goto('/?seed=21&sub=3,2&rows=300&f=lastName:an');
  await expect(page.locator('.row-count')).toHaveText(/^\d+ Rows$/);
  await page.getByRole('button', { name: 'Expand all' }).click();
  const records = await exportRecords(page);
  // Some rows pass whose parent does not: they are not shown, and not counted.
  expect(records.length).toBeGreaterThan(10);
  await expectRowCount(page, records.length);
  await page.getByRole('button', { name: 'Column menu firstName', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Values and summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Values of firstName' });
  const said = (term: string) => dialog.locator('.values-summary div').filter({ has: page.getByRole('term').getByText(term, { exact: true }) }).locator('dd');
  await expect(said('Rows')).toHaveText(records.length.toLocaleString('en-US'));
  await expect(said('Distinct')).toHaveText(new Set(records.map((record) => record.firstName)).size.toLocaleString('en-US'));
  // The most frequent value, with its count among the rows shown.
  const counts = new Map<string, number>();
  for (const { firstName } of records) counts.set(firstName, (counts.get(firstName) ?? 0) + 1);
  const most = Math.max(...counts.values());
  await expect(dialog.locator('.values-list label').first()).toHaveText(new RegExp(` \\(${most}\\)$`));
});

test('an invalid ?sub shows a notice and flat people', async ({ page }) => {
  await page.goto('/?seed=2&sub=1,2,3,4');
  await expect(page.getByRole('status', { name: 'Notices' })).toContainText('Ignored ?sub=1,2,3,4');
  await expectRowCount(page, 5000);
  await expect(page.getByRole('button', { name: 'Expand all' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Expand row/ })).toHaveCount(0);
});

test('aggregates alone on nested people: the rows keep their toggles, and a row opens under the totals', async ({ page }) => {
  await openNested(page, '?seed=21&rows=20&sub=3&agg=id:count', 20);
  await expect(page.getByRole('columnheader', { name: 'count(id)', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Expand row 0', exact: true }).click();
  await expectRowCount(page, 23);
  // The page's rows, then the totals row pinned below them (no id of its own).
  await expect.poll(() => idCells(page)).toEqual(['0', '0.0', '0.1', '0.2', '1', '2', '3', '4', '5', '6', '']);
  await expect(page.locator('.totals-cell')).toHaveText(/^Total \(\d+\)$/);
});

/** The page's rows as a screen reader learns them, top to bottom: `<aria-level>/<aria-expanded>` (every copy of a row, pinned part and centre, says the same). */
const treeRows = (page: Page) =>
  page.locator('.ag-row[row-id]').evaluateAll((rows) => {
    const byIndex = new Map<number, Set<string>>();
    for (const row of rows) {
      const index = Number(row.getAttribute('row-index'));
      if (!byIndex.has(index)) byIndex.set(index, new Set());
      byIndex.get(index)!.add(`${row.getAttribute('aria-level')}/${row.getAttribute('aria-expanded')}`);
    }
    return [...byIndex].sort(([a], [b]) => a - b).map(([, said]) => [...said].join(' | '));
  });

test('nested rows are a tree to assistive technology: levels and open states; Right opens, Left closes, quick presses each act on the one before', async ({ page }) => {
  await openNested(page, '?seed=21&rows=20&sub=3,2', 20);
  await expect(page.getByRole('treegrid')).toBeVisible();
  await expect.poll(async () => (await treeRows(page)).slice(0, 3)).toEqual(['1/false', '1/false', '1/false']);
  const cell = (index: number, colId: string) => page.locator(`.ag-row[row-index="${index}"] [col-id="${colId}"]`);
  await cell(0, 'id').focus();

  await test.step('Right opens a closed row: its sub rows follow one level deeper', async () => {
    await page.keyboard.press('ArrowRight');
    await expectRowCount(page, 23);
    await expect.poll(async () => (await treeRows(page)).slice(0, 5)).toEqual(['1/true', '2/false', '2/false', '2/false', '1/false']);
    await expect(cell(0, 'id')).toBeFocused();
  });

  await test.step('Right on an open row and Left on a cell past the id move, as elsewhere in the grid', async () => {
    await page.keyboard.press('ArrowRight');
    await expect(cell(0, 'firstName')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cell(0, 'id')).toBeFocused();
    await expectRowCount(page, 23);
  });

  await test.step('a sub row with none of its own: a level and no open state; Left there moves', async () => {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight'); // opens 0.0: its two rows at level 3
    await expectRowCount(page, 25);
    await expect.poll(async () => (await treeRows(page)).slice(1, 4)).toEqual(['2/true', '3/null', '3/null']);
    await page.keyboard.press('ArrowDown');
    await expect(cell(2, 'id')).toBeFocused();
    await page.keyboard.press('ArrowLeft'); // to the row's checkbox cell
    await expect(cell(2, 'id')).not.toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(2, 'id')).toBeFocused();
    await expectRowCount(page, 25);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(cell(0, 'id')).toBeFocused();
  });

  await test.step('Left closes an open row', async () => {
    await page.keyboard.press('ArrowLeft');
    await expectRowCount(page, 20);
    await expect.poll(async () => (await treeRows(page)).slice(0, 2)).toEqual(['1/false', '1/false']);
  });

  await test.step('two Rights in one task, before the rows are drawn again, open the row once', async () => {
    await cell(1, 'id').evaluate((element) => {
      for (const key of ['ArrowRight', 'ArrowRight']) element.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }));
    });
    await expectRowCount(page, 23);
    await expect.poll(async () => (await treeRows(page)).slice(1, 3)).toEqual(['1/true', '2/false']);
  });
});
