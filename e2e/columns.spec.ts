import type { Locator, Page } from '@playwright/test';
import { columnTexts, expectRowCount } from './helpers';
import { expect, openGrid, test } from './fixtures';

/** For each shown cell of a column: its text and whether its text is cut off. */
function cutCells(page: Page, colId: string) {
  return page.locator(`.ag-row [col-id="${colId}"] .cell-text`).evaluateAll((cells) =>
    cells.map((cell) => ({ text: cell.textContent ?? '', cut: cell.scrollWidth > cell.clientWidth })),
  );
}

/** How much of the grid's width is left empty right of its last column, in px. */
const emptyRight = (page: Page) =>
  page.locator('.ag-root').evaluate((root) => {
    const headers = [...root.querySelectorAll('.ag-header-row-column .ag-header-cell')];
    const right = Math.max(...headers.map((header) => header.getBoundingClientRect().right));
    return root.getBoundingClientRect().right - right;
  });

/**
 * The share of a cut-off text's last 10 px (where its ellipsis is) painted in the mark
 * colour, read from a screenshot: Chromium draws it, the page reads its pixels.
 */
async function markPaintUnderEllipsis(page: Page, text: Locator): Promise<number> {
  const png = (await text.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(image.width - 10, 0, 10, image.height);
    let marked = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (r > 230 && g > 220 && b < 160) marked++; // the light theme's mark yellow, #fff176
    }
    return marked / (pixels.length / 4);
  }, png);
}

test.describe('at 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('columns fill the grid: no airport name and no full name is cut off', async ({ page }) => {
    await openGrid(page, '?seed=3&dataset=airports&size=50', 118);
    expect(await emptyRight(page)).toBeLessThan(2);
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      if (pageNumber > 1) await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(new RegExp(`^Page ${pageNumber} of 3$`))).toBeVisible();
      await columnTexts(page, 'id'); // waits for the page's rows
      const cells = await cutCells(page, 'name');
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => cell.cut)).toEqual([]);
    }
    await page.getByLabel('Dataset').selectOption('people');
    await expectRowCount(page, 5000);
    await page.getByLabel('Page size').selectOption('50');
    await columnTexts(page, 'id');
    expect(await emptyRight(page)).toBeLessThan(2);
    expect((await cutCells(page, 'fullName')).filter((cell) => cell.cut)).toEqual([]);
  });
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 420, height: 900 } });

  test('a cut-off cell shows its whole text on hover and when focused, and no mark paints past its ellipsis', async ({ page }) => {
    await page.clock.install();
    // A substring filter's mark runs across the point where the ellipsis cuts the name.
    await openGrid(page, `?seed=3&dataset=airports&f=${encodeURIComponent('name.caseInsensitive:governador andre franco')}`, 1);
    const longest = 'Guarulhos - Governador Andre Franco Montoro International Airport';
    const cell = page.locator('.ag-row [col-id="name"]').first();
    await expect(cell).toHaveText(longest);
    expect(await cutCells(page, 'name')).toEqual([{ text: longest, cut: true }]);

    await test.step('no mark paints past the ellipsis', async () => {
      await expect(cell.locator('mark')).toHaveText('Governador Andre Franco');
      expect(await markPaintUnderEllipsis(page, cell.locator('.cell-text'))).toBe(0);
    });

    // The browser's own tooltip: the cut cell's title is its whole text, set as the pointer comes in.
    await test.step('hover: a tooltip with the whole text', async () => {
      await cell.hover();
      await expect(cell.locator('[title]')).toHaveAttribute('title', longest);
    });

    await test.step('a cell that is not cut has no tooltip', async () => {
      const code = page.locator('.ag-row [col-id="iataCode"]').first();
      await code.hover();
      await expect(code).toHaveText(/\S/);
      await expect(code.locator('[title]')).toHaveCount(0);
    });

    await test.step('keyboard: the focused cell shows its whole text', async () => {
      await page.locator('.ag-row [col-id="id"]').first().click();
      await page.keyboard.press('ArrowRight');
      await expect(cell).toBeFocused();
      await expect.poll(() => cell.locator('.cell-text').evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
      const [textBox, cellBox] = [await cell.locator('.cell-text').boundingBox(), await cell.boundingBox()];
      expect(textBox!.width).toBeGreaterThan(cellBox!.width);
    });
  });
});
