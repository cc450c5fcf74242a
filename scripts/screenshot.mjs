// Takes the README's screenshot from the real production build: `npm run screenshot`.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const PORT = 4319;
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
});
try {
  const url = `http://127.0.0.1:${PORT}/?seed=42`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({ executablePath: findChromium().path, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(url);
  await page.getByText('5000 Rows', { exact: true }).waitFor();
  await page.getByLabel('Filter Full Name').fill('ann');
  await page.getByText('"fullName"').waitFor();
  await page.screenshot({ path: 'docs/screenshot.png', fullPage: true });
  await browser.close();
  console.log('wrote docs/screenshot.png');
} finally {
  server.kill();
}
