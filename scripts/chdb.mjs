// Where the tests' chdb lives (installed by scripts/ensure-chdb.mjs, outside the project's lock).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHDB_VERSION = '3.4.0';
/** The folder, relative to the project's root, whose node_modules holds chdb. */
export const CHDB_FOLDER = join('.cache', 'chdb');

/** The version of chdb installed under `root`'s CHDB_FOLDER, or undefined when there is none. */
export function installedChdbVersion(root) {
  try {
    return JSON.parse(readFileSync(join(root, CHDB_FOLDER, 'node_modules', 'chdb', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}
