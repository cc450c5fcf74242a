import { exportCsv, expectPage, expectRowCount, columnTexts } from './helpers';
import { expect, openGrid, test } from './fixtures';

test('first load shows 5000 people with ids 0..4999 in order', async ({ page }) => {
  await openGrid(page);
  await expectPage(page, 1, 500);
  expect(await columnTexts(page, 'id')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  const { rows } = await exportCsv(page);
  expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 5000 }, (_, i) => String(i)));
  for (const row of rows.slice(0, 200)) {
    expect(row.firstName).toMatch(/\S/);
    expect(row.fullName).toBe(`${row.firstName} ${row.lastName}`);
  }
});

test('the same ?seed gives the same people, another seed other people', async ({ page }) => {
  await openGrid(page, '?seed=7');
  const first = (await exportCsv(page)).text;
  await openGrid(page, '?seed=7');
  expect((await exportCsv(page)).text).toBe(first);
  await openGrid(page, '?seed=8');
  expect((await exportCsv(page)).text).not.toBe(first);
});

test('Refresh Data makes 50000 new people, the same sequence for the same seed', async ({ page }) => {
  test.slow();
  const refreshedSets = async () => {
    await openGrid(page, '?seed=5&rows=100', 100);
    const sets: string[] = [];
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Refresh Data' }).click();
      await expectRowCount(page, 50000);
      await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
      sets.push((await columnTexts(page, 'fullName')).join('|'));
    }
    return sets;
  };
  const sets = await refreshedSets();
  expect(sets[0]).not.toBe(sets[1]);
  expect(await refreshedSets()).toEqual(sets);

  const { rows } = await exportCsv(page);
  expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 50000 }, (_, i) => String(i)));
});

test('?rows sets the size of the first set', async ({ page }) => {
  await openGrid(page, '?seed=1&rows=123', 123);
  await expectPage(page, 1, 13);
});

for (const [query, notice] of <[string, string][]>[
  ['?rows=abc', 'Ignored ?rows=abc'],
  ['?rows=-5', 'Ignored ?rows=-5'],
  ['?rows=99999999999', 'Ignored ?rows=99999999999'],
  ['?seed=banana', 'Ignored ?seed=banana'],
]) {
  test(`an invalid ${query} is ignored with a visible notice`, async ({ page }) => {
    await openGrid(page, query);
    await expect(page.getByRole('status', { name: 'Notices' })).toContainText(notice);
  });
}

test('a valid URL shows no notice', async ({ page }) => {
  await openGrid(page, '?seed=3&rows=5000');
  await expect(page.getByRole('status', { name: 'Notices' })).toHaveCount(0);
});

test('a large first set shows a progress bar while it is made, and the page stays usable', async ({ page }) => {
  test.slow();
  await page.goto('/?seed=2&rows=400000');
  await expect(page.getByRole('progressbar', { name: 'Generating people' })).toBeVisible();
  // Typing works while the worker is busy.
  await page.getByLabel('Search all columns').pressSequentially('abc');
  await expect(page.getByLabel('Search all columns')).toHaveValue('abc');
  await page.getByLabel('Search all columns').fill('');
  await expectRowCount(page, 400000);
  await expect(page.getByRole('progressbar', { name: 'Generating people' })).toHaveCount(0);
  await expectPage(page, 1, 40000);
});
