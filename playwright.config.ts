import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4317);
// E2E_CPU_THROTTLE=4 runs every page four times slower on purpose (e2e/fixtures.ts): what a test waits for gets four times as long.
const SLOWER = Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? 1));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three on this 2-core machine: a test spends part of its time waiting (debounces, the worker's
  // answers), and a third worker fills those gaps (README, How long `npm test` takes).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000 * SLOWER,
  expect: { timeout: 15_000 * SLOWER },
  // The JSON report lists each test's duration, to keep the suite within its time.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChromium().path, args: CHROMIUM_ARGS },
    acceptDownloads: true,
    // No trace: recording one for every test, to keep only a failure's, costs much of the suite's
    // CPU (its screencast most). A failure keeps its screenshot; `--trace on` records when hunting one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The production build, served as `npm start` serves it. `npm run test:e2e` builds first.
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
