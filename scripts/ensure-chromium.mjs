// Makes sure the e2e tests have a Chromium: installs Debian's package when none is found and
// this runs as root on Debian; otherwise stops with what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found.path) {
  console.log(`Chromium: ${found.path} (${found.source})`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/etc/debian_version')) {
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const after = findChromium();
  if (after.path) {
    console.log(`Chromium: ${after.path} (${after.source})`);
    process.exit(0);
  }
}

console.error(
  'No Chromium for the e2e tests. Run `npx playwright install chromium`, ' +
    'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
);
process.exit(1);
