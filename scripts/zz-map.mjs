import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto('about:blank');
const code = readFileSync(process.argv[2] ?? '/tmp/mapbench/bench.js', 'utf8');
// in a worker, as the app runs it
const result = await page.evaluate(async (code) => {
  const blob = new Blob([code], { type: 'text/javascript' });
  const worker = new Worker(URL.createObjectURL(blob));
  return new Promise((resolve) => (worker.onmessage = (e) => resolve(e.data)));
}, code);
console.log('worker:\n' + result);
await browser.close();
