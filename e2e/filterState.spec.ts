import { filterInput, globalSearch, readFilterState, typeAndApply } from './helpers';
import { expect, openGrid, test } from './fixtures';

test('the state dump lists column filters in activation order and the global filter', async ({ page }) => {
  await openGrid(page);
  expect(await page.getByLabel('Filter state').evaluate((el) => el.tagName)).toBe('PRE');
  expect(await readFilterState(page)).toEqual({ columnFilters: [], globalFilter: '' });

  await typeAndApply(page, filterInput(page, 'lastName'), 'a');
  await typeAndApply(page, filterInput(page, 'fullName'), 'b');
  await typeAndApply(page, filterInput(page, 'id'), '1');
  expect((await readFilterState(page)).columnFilters).toEqual([
    { id: 'lastName', value: 'a' },
    { id: 'fullName', value: 'b' },
    { id: 'id', value: '1' },
  ]);

  // Editing keeps the place.
  await typeAndApply(page, filterInput(page, 'fullName'), 'bo');
  expect((await readFilterState(page)).columnFilters.map((f) => f.id)).toEqual(['lastName', 'fullName', 'id']);

  // Clearing removes; setting again appends.
  await filterInput(page, 'lastName').fill('');
  await expect(page.getByLabel('Filter state')).not.toContainText('lastName');
  await typeAndApply(page, filterInput(page, 'lastName'), 'z');
  expect(await readFilterState(page)).toEqual({
    columnFilters: [
      { id: 'fullName', value: 'bo' },
      { id: 'id', value: '1' },
      { id: 'lastName', value: 'z' },
    ],
    globalFilter: '',
  });

  await typeAndApply(page, globalSearch(page), 'x y');
  expect((await readFilterState(page)).globalFilter).toBe('x y');
  // Exactly JSON.stringify(state, null, 2).
  const text = await page.getByLabel('Filter state').textContent();
  expect(text).toBe(JSON.stringify(JSON.parse(text!), null, 2));
});
