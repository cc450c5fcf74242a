import { expect, test } from './fixtures';

test.describe('an error inside the grid', () => {
  // React reports the error it caught; that is the one console error this test expects.
  test.use({ expectedProblems: [/The grid failed on purpose/] });

  test('shows a clear message with a Reload button instead of a blank page', async ({ page }) => {
    await page.goto('/?seed=1&fault=grid');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The grid stopped working.');
    await expect(alert).toContainText('The grid failed on purpose (?fault=grid).');
    // The rest of the page is still there and usable.
    await expect(page.getByLabel('Search all columns')).toBeEditable();
    await page.getByLabel('Search all columns').fill('ann');
    await expect(page.getByLabel('Filter state')).toBeVisible();

    const reload = page.getByRole('button', { name: 'Reload' });
    const navigation = page.waitForEvent('framenavigated');
    await reload.click();
    await navigation;
    await expect(page.getByRole('alert')).toContainText('The grid stopped working.');
  });
});
