// `npm run serve -- <file or folder>...`: builds the app and the server when their build is
// missing or older than the sources, then starts the server (src/server/http/main.ts) with the
// command's arguments.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The newest change time of the files under these paths (0 when none exists). */
function newest(paths) {
  let time = 0;
  for (const path of paths.map((p) => join(root, p))) {
    if (!existsSync(path)) continue;
    const info = statSync(path);
    if (info.isDirectory()) time = Math.max(time, newest(readdirSync(path).map((name) => join(path, name).slice(root.length + 1))));
    else time = Math.max(time, info.mtimeMs);
  }
  return time;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'package.json', 'package-lock.json'];
const builds = [
  { output: 'dist/index.html', args: [] },
  { output: 'dist-server/main.js', args: ['-c', 'vite.server.config.ts'] },
];
const changed = newest(sources);
for (const { output, args } of builds) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  if (built >= changed) continue;
  console.log(`Building ${output.split('/')[0]}/ (missing or older than the sources)…`);
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit' });
}

await import('../dist-server/main.js');
