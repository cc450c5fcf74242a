// Takes the README's screenshots, light and dark, from the real production build:
// `npm run screenshot` writes docs/screenshot-light.png and docs/screenshot-dark.png, and
// docs/screenshot-grouped.png (People grouped by Last Name, aggregated, every group open).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const PORT = 4319;
const SCHEMES = /** @type {const} */ (['light', 'dark']);

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
});
try {
  const url = `http://127.0.0.1:${PORT}/?seed=42`;
  let up = false;
  for (let i = 0; i < 100 && !up; i++) {
    up = await fetch(url).then((r) => r.ok, () => false);
    if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!up) throw new Error(`vite preview did not answer on ${url}`);
  const browser = await chromium.launch({ executablePath: findChromium().path, args: CHROMIUM_ARGS });
  try {
    for (const colorScheme of SCHEMES) {
      // The system's scheme, as a visitor's browser reports it: the page follows it by default.
      const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, colorScheme });
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      await page.goto(url);
      await page.getByText('5000 Rows', { exact: true }).waitFor();
      await page.getByLabel('Filter Full Name').fill('ann');
      await page.getByText('"fullName"').waitFor();
      // Rows on their way from the worker: wait them out, and make sure the scheme is in force.
      await page.locator('.grid[aria-busy="true"], .ag-row-loading').first().waitFor({ state: 'detached' });
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      if (theme !== colorScheme) throw new Error(`expected the ${colorScheme} theme, the page shows ${theme}`);
      if (problems.length) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
      const path = `docs/screenshot-${colorScheme}.png`;
      await page.screenshot({ path, fullPage: true });
      await page.close();
      console.log(`wrote ${path}`);
    }
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, colorScheme: 'light' });
    await page.goto(`${url}&group=lastName&agg=id:max,firstName:distinct&open=all&size=20`);
    await page.getByText('5000 Rows', { exact: true }).waitFor();
    await page.getByText('Total (5000)').waitFor();
    await page.locator('.grid[aria-busy="true"], .ag-row-loading').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: 'docs/screenshot-grouped.png', fullPage: true });
    console.log('wrote docs/screenshot-grouped.png');
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
