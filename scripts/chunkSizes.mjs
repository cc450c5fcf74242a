// `node scripts/chunkSizes.mjs [--all] [--top N]`: builds the app with source maps into a
// scratch folder and prints each script's gzip -9 size (as `npm run bench` counts it) and, per
// chunk, what it is made of: its minified bytes per package or source file (read from the source
// map) and that share of the chunk's gzipped size. The shares are estimates (gzip does not add
// up by parts), good for finding what to load later. `--all` lists every source, not just the
// top ones (`--top`, 25 unless set).
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const OUT = 'node_modules/.chunk-sizes';
const args = process.argv.slice(2);
const all = args.includes('--all');
const top = Number(args[args.indexOf('--top') + 1]) || 25;

await rm(OUT, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { outDir: OUT, sourcemap: true, emptyOutDir: true } });

/** A source's name for the listing: its package, or its path under src/. */
function owner(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.lastIndexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

const assets = join(OUT, 'assets');
const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
const rows = [];
for (const name of files) {
  const code = await readFile(join(assets, name), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const bytes = new Map();
  try {
    const map = new TraceMap(await readFile(join(assets, `${name}.map`), 'utf8'));
    const lines = code.split('\n');
    const segments = [];
    eachMapping(map, (m) => segments.push(m));
    for (let i = 0; i < segments.length; i++) {
      const m = segments[i];
      const next = segments[i + 1];
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
      const key = m.source ? owner(m.source) : '(no source)';
      bytes.set(key, (bytes.get(key) ?? 0) + end - m.generatedColumn);
    }
  } catch {
    // no map: the chunk whole
  }
  rows.push({ name, raw: code.length, gzip, bytes });
}
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(2);
for (const { name, raw, gzip, bytes } of rows) {
  console.log(`\n${name}: ${kb(raw)} KB, gzip -9 ${kb(gzip)} KB`);
  const total = [...bytes.values()].reduce((s, n) => s + n, 0);
  const sorted = [...bytes].sort((a, b) => b[1] - a[1]);
  for (const [source, n] of all ? sorted : sorted.slice(0, top)) {
    console.log(`  ${kb((gzip * n) / total).padStart(7)} KB gz ~ ${kb(n).padStart(8)} KB  ${source}`);
  }
}
