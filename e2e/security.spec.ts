import { columnTexts, exportCsv, expectRowCount, filterInput, globalSearch, header, typeAndApply } from './helpers';
import { expect, openGrid, test } from './fixtures';

/** A first name `?names=markup` mixes in: faker's first names hold none of these characters. */
const LOOKS_LIKE_MARKUP = /[<>&{$"\\]|DROP TABLE/;

/** Collects the page's Content-Security-Policy violations from its first script on. */
async function watchViolations(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('the page is served with a Content-Security-Policy and works under it', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/?seed=42');
  const cspHeader = response!.headers()['content-security-policy'] ?? '';
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const policy of [cspHeader, meta!]) {
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  }
  expect(cspHeader).toContain("frame-ancestors 'none'");

  // Everything works: search, filter, sort.
  await expectRowCount(page, 5000);
  await typeAndApply(page, globalSearch(page), 'an');
  await typeAndApply(page, filterInput(page, 'lastName'), 'e');
  await header(page, 'fullName').click();
  await expect(header(page, 'fullName')).toHaveAttribute('aria-sort', 'ascending');
  expect((await columnTexts(page, 'lastName')).length).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});

test('each page load gets a fresh nonce', async ({ page }) => {
  const nonceOf = async () => {
    const response = await page.goto('/?seed=1');
    return /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
  };
  const first = await nonceOf();
  const second = await nonceOf();
  expect(first).toBeTruthy();
  expect(second).not.toBe(first);
});

test.describe('the policy blocks what it should', () => {
  test.use({ expectedProblems: [/Content Security Policy|Refused to (evaluate|execute)/] });

  test('no eval, no inline script', async ({ page }) => {
    const violations = await watchViolations(page);
    await openGrid(page);
    // Code run by the test tool itself is exempt from the policy: try eval from a page task.
    const evalResult = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          setTimeout(() => {
            try {
              // The point of this test is that the page refuses this:
              // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
              resolve(String(new Function('return 1 + 1')()));
            } catch (error) {
              resolve((error as Error).name);
            }
          }),
        ),
    );
    expect(evalResult).toBe('EvalError');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});

test('names that look like markup are shown as text and run nothing', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
  const violations = await watchViolations(page);
  await openGrid(page, '?seed=3&names=markup&rows=500', 500);
  const rows = (await exportCsv(page)).rows;
  const markupRows = rows.filter((row) => LOOKS_LIKE_MARKUP.test(row.firstName));
  expect(markupRows.map((row) => Number(row.id) % 5)).toEqual(Array.from({ length: 100 }, () => 0)); // every fifth person

  await typeAndApply(page, filterInput(page, 'firstName'), '<img');
  await expectRowCount(page, rows.filter((row) => row.firstName.includes('<img')).length);
  const shown = await columnTexts(page, 'firstName');
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set(['<img src=x onerror=alert(1)>']));
  await expect(page.locator('.grid img, .grid script, .grid b')).toHaveCount(0);

  await filterInput(page, 'firstName').fill('');
  await typeAndApply(page, filterInput(page, 'lastName'), 'script');
  const scripts = await columnTexts(page, 'lastName');
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of scripts) expect(text).toMatch(/script/);
  await expect(page.locator('.grid script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { alerted?: boolean }).alerted)).toBeUndefined();
  expect(await violations()).toEqual([]);
});

test('after the first rows, nothing more goes over the network but the page\'s own code, once', async ({ page, baseURL }) => {
  await openGrid(page);
  const requests: string[] = [];
  const code: string[] = [];
  // The engine and the grouping code load after the first rows (ahead of use, or at first use): the
  // page's own scripts, from its own origin, each once. Nothing else: no data leaves, nothing is fetched.
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('blob:') || url.startsWith('data:')) return;
    const ownCode = request.method() === 'GET' && request.resourceType() === 'script' && new URL(url).origin === new URL(baseURL!).origin && /^\/assets\/[\w-]+\.js$/.test(new URL(url).pathname) && new URL(url).search === '';
    (ownCode ? code : requests).push(url);
  });
  await typeAndApply(page, globalSearch(page), 'ma');
  await typeAndApply(page, filterInput(page, 'fullName'), 'ma');
  await header(page, 'lastName').click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByLabel('Page size').selectOption('50');
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
  await exportCsv(page);
  await page.getByRole('button', { name: 'Force Rerender' }).click();
  expect(requests).toEqual([]);
  expect(code.length, `scripts fetched twice: ${code.join(', ')}`).toBe(new Set(code).size);
});
