// Makes sure the ClickHouse dialect's tests have chdb (ClickHouse in process): installs chdb into
// .cache/chdb, outside the project's package.json and lock, when it is not there yet. It is kept
// out of the lock because its optional libraries for other platforms (macOS, ARM) are not on every
// registry, and `npm ci` refuses a lock without them. The tests load it from there
// (tests/support/chdb.ts). About 550 MB (its prebuilt library for linux x64).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHDB_FOLDER, CHDB_VERSION, installedChdbVersion } from './chdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, CHDB_FOLDER);
const shown = relative(process.cwd(), folder) || '.';

if (installedChdbVersion(root) === CHDB_VERSION) {
  console.log(`chdb ${CHDB_VERSION}: ${shown}`);
  process.exit(0);
}

console.log(`chdb ${CHDB_VERSION} not found in ${shown}: installing it there (about 550 MB, outside package.json and the lock)...`);
mkdirSync(folder, { recursive: true });
// A package.json of its own, so npm installs here and never looks up to the project's.
const manifest = join(folder, 'package.json');
if (!existsSync(manifest) || !readFileSync(manifest, 'utf8').includes('"private"')) {
  writeFileSync(manifest, `${JSON.stringify({ name: 'chdb-for-tests', private: true, description: 'Installed by scripts/ensure-chdb.mjs; not part of the project.' }, null, 2)}\n`);
}
const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
try {
  execFileSync(npm, ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', folder, `chdb@${CHDB_VERSION}`], { stdio: 'inherit', cwd: folder });
} catch {
  console.error(`Installing chdb ${CHDB_VERSION} into ${shown} failed (see above). The ClickHouse tests need it: fix the cause and run \`node scripts/ensure-chdb.mjs\` again.`);
  process.exit(1);
}
const version = installedChdbVersion(root);
if (version !== CHDB_VERSION) {
  console.error(`npm finished, but ${shown} holds chdb ${version ?? '(none)'}, not ${CHDB_VERSION}.`);
  process.exit(1);
}
console.log(`chdb ${CHDB_VERSION}: ${shown} (installed in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
