import { test as base, expect, type Page } from '@playwright/test';

/** `E2E_CPU_THROTTLE=4` runs every page four times slower (Chromium's CPU throttling), as a busy machine would. */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/**
 * Every test fails on a console error or warning, an uncaught exception, or a request to
 * another origin: the page makes no network calls of its own. A test that provokes an error
 * on purpose names it in `expectedProblems`.
 */
export const test = base.extend<{ problems: string[]; expectedProblems: RegExp[]; cpuThrottle: void }>({
  cpuThrottle: [
    async ({ page }, use) => {
      if (CPU_THROTTLE > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      await use();
    },
    { auto: true },
  ],
  expectedProblems: [[], { option: true }],
  problems: [
    async ({ page, baseURL, expectedProblems }, use) => {
      const problems: string[] = [];
      const ownOrigin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console ${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // Watched, not routed: a route on every request would pause each one and turn off the HTTP cache.
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== ownOrigin) problems.push(`request to another origin: ${url}`);
      });
      await use(problems);
      const unexpected = problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, warnings, exceptions or foreign requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens the page and waits until the first rows are on screen. */
export async function openGrid(page: Page, query = '?seed=42', rows = 5000) {
  await page.goto(`/${query}`);
  await expect(page.getByText(`${rows} Rows`, { exact: true })).toBeVisible();
}
