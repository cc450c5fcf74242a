// Which Chromium the e2e tests and the benchmark drive, in order of preference:
// $CHROMIUM_PATH, Playwright's own download, Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a sandboxed, offline machine: no GPU, no background calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {{ path: string | undefined, source: string }} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: existsSync(fromEnv) ? fromEnv : undefined, source: `CHROMIUM_PATH=${fromEnv}` };
  let own;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  if (own && existsSync(own)) return { path: own, source: "Playwright's own Chromium" };
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium package" };
  return { path: undefined, source: 'none found' };
}
