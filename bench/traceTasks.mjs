// What the page's long tasks are made of: `node bench/traceTasks.mjs <file> [group]` serves the
// build in dist (BENCH_PORT), opens <file> with Open file (and with `group`, then groups it by
// its `name` column) under a Chromium trace (`node bench/traceTasks.mjs people`: People at
// 50,000 rows grouped by Last Name, as the bench does), and prints every main-thread task over 30 ms with
// its parts: the trace's own events (script, style, layout, paint) and the functions that took
// the most of its time in the sampling profiler. A build without minifying
// (`npx vite build --minify false`) names the functions. Each task's CPU time is printed beside
// its wall time: on a busy host the difference is time other processes had the core.
// TRACE_LONG_MS: the shortest task printed; TRACE_PROFILE=0: no profiler (true task lengths);
// TRACE_TREE=<ms>: each task's call tree down to that many ms; TRACE_DIST: the build to serve;
// TRACE_OUT: the trace's file; TRACE_INVALIDATIONS=1: what made layout and style dirty; TRACE_COMPILE=1:
// V8's compiles (lazy, Maglev, TurboFan; on two cores the background ones take a core from the page).
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const [file, action = 'open'] = process.argv.slice(2);
const PORT = Number(process.env.BENCH_PORT ?? 4321);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LONG_MS = Number(process.env.TRACE_LONG_MS ?? 30);
// TRACE_PROFILE=0: no sampling profiler, whose cost stretches every task (the tasks' true lengths, without functions).
const CATEGORIES = [...(process.env.TRACE_COMPILE ? ['v8', 'disabled-by-default-v8.compile', 'v8.compile'] : []), ...(process.env.TRACE_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []), 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel', ...(process.env.TRACE_PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler'])];

// TRACE_DIST: another build to serve (say, the one before a change, for runs back to back).
const DIST = process.env.TRACE_DIST ?? 'dist';
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' });
try {
  for (let i = 0; i < 100 && !(await fetch(ORIGIN).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 200));
  const browser = await chromium.launch({ executablePath: findChromium().path, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const people = file === 'people';
  await page.goto(`${ORIGIN}/?seed=7${people ? '&rows=50000' : ''}`);
  await page.waitForFunction(() => performance.getEntriesByName('rows-shown').length > 0, null, { timeout: 120_000 });
  const before = await page.locator('.row-count').textContent();
  await page.waitForTimeout(2000);
  if (!people) {
    if (action === 'open') await browser.startTracing(page, { categories: CATEGORIES });
    await page.getByLabel('File to open').setInputFiles(file);
    await page.locator('.row-count').filter({ hasNotText: before }).filter({ hasText: / Rows/ }).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1500);
  }
  if (people || action === 'group') {
    const header = people ? 'Last Name' : 'name';
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: `Column menu ${header}`, exact: true }).click();
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.getByRole('menu', { name: `Column menu ${header}` }).getByText(`Group by ${header}`, { exact: true }).click();
    await page.getByRole('button', { name: `Remove group ${header}`, exact: true }).waitFor();
    await page.waitForTimeout(1500);
  }
  const bytes = await browser.stopTracing();
  if (process.env.TRACE_OUT) await writeFile(process.env.TRACE_OUT, bytes);
  const trace = JSON.parse(bytes.toString());
  await browser.close();
  report(trace.traceEvents ?? trace);
} finally {
  server.kill();
}

function report(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.tid === e.tid && t.name === 'RunTask' && t.dur > 1000));
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const samples = profileSamples(events, main);
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur >= LONG_MS * 1000);
  const t0 = Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
  const marks = onMain.filter((e) => e.cat?.includes('blink.user_timing')).map((e) => `${e.name}@${((e.ts - t0) / 1000).toFixed(0)}`);
  console.log('marks:', marks.join(' '));
  const path = clickToFrame(onMain);
  if (path) console.log(path);
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byName = new Map();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
    const parts = [...byName].filter(([, d]) => d > 2000).sort((a, b) => b[1] - a[1]).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`);
    const kind = inside.find((e) => ['FunctionCall', 'HandlePostMessage', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'].includes(e.name));
    const kindName = kind ? `${kind.name}${kind.args?.data?.functionName ? `(${kind.args.data.functionName})` : ''}${kind.args?.data?.type ? `(${kind.args.data.type})` : ''}` : '';
    // `tdur`: the thread's CPU time in the task; on a busy host the wall time also holds the time other processes had the core.
    const cpu = task.tdur === undefined ? '' : ` (CPU ${(task.tdur / 1000).toFixed(1)} ms)`;
    console.log(`\ntask at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms${cpu} ${kindName}`);
    console.log('  events (inclusive ms):', parts.join(', '));
    const calls = inside.filter((e) => e.name === 'FunctionCall' || e.name === 'EventDispatch' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame');
    console.log('  entries:', calls.filter((e) => e.dur > 2000).map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${(e.dur / 1000).toFixed(1)}`).join(', '));
    const own = new Map();
    const stacks = new Map();
    for (const s of samples.filter((s) => s.ts >= task.ts && s.ts <= end)) {
      own.set(s.top, (own.get(s.top) ?? 0) + s.dt);
      for (const f of new Set(s.stack)) stacks.set(f, (stacks.get(f) ?? 0) + s.dt);
    }
    const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(', ');
    console.log('  self:', top(own));
    console.log('  total:', top(stacks));
    if (process.env.TRACE_TREE) printTree(samples.filter((s) => s.ts >= task.ts && s.ts <= end));
  }
}

/**
 * A click's way to the screen (`group`, `people`): the main thread's CPU from the click's task to
 * the first painted frame after the rows' last draw (the 'rows-shown' mark) and any big layout of
 * them, task by task (c: the click's, d: the draw's, L: the layouts, dirty/all objects), and the wall
 * time from the mouse press. Read CPU on a loaded host: its wall times stretch 2-3x.
 */
function clickToFrame(onMain) {
  const click = onMain.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const press = onMain.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'mousedown');
  const mark = Math.max(...onMain.filter((e) => e.name === 'rows-shown').map((e) => e.ts));
  if (!click || !press || !Number.isFinite(mark)) return null;
  const all = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const inTask = (task, e) => e.ts >= task.ts && e.ts < task.ts + task.dur;
  const bigLayout = onMain.find((e) => e.name === 'Layout' && e.ts > mark && e.ts < mark + 150_000 && (e.args?.beginData?.dirtyObjects ?? 0) > 60);
  const first = all.findLast((t) => t.ts <= click.ts);
  const frame = all.find((t) => t.ts > (bigLayout?.ts ?? mark) && onMain.some((e) => e.name === 'Paint' && inTask(t, e)));
  if (!first || !frame) return null;
  const span = all.filter((t) => t.ts >= first.ts && t.ts <= frame.ts);
  const draw = all.findLast((t) => t.ts <= mark);
  const ms = (us) => (us / 1000).toFixed(1);
  const cpu = (t) => t.tdur ?? 0;
  const layouts = onMain
    .filter((e) => e.ph === 'X' && e.name === 'Layout' && e.ts >= first.ts && e.ts <= frame.ts + frame.dur && cpu(e) > 300)
    .map((e) => `L${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects} ${ms(cpu(e))}${inTask(draw, e) ? ' (in d)' : ''}`);
  return `click to frame: CPU ${ms(span.reduce((sum, t) => sum + cpu(t), 0))} ms in ${span.length} tasks (c ${ms(cpu(first))}, d ${ms(cpu(draw))}; ${layouts.join(', ')}), wall ${ms(frame.ts + frame.dur - press.ts)} ms from the press, longest task ${ms(Math.max(...span.map((t) => t.dur)))} ms`;
}

/** The sampling profiler's samples of the main thread, each with its stack (function@line) and its time. */
function profileSamples(events, main) {
  const nodes = new Map();
  const samples = [];
  // The profile is the main thread's; its chunks come from the profiler's own thread, with its id.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id);
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ id, ts, dt: deltas[i + 1] ?? 0 });
    });
  }
  const nameOf = (node) => {
    const f = node.callFrame;
    const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '';
    return `${f.functionName || '(anon)'}@${where}`;
  };
  return samples.map((s) => {
    const stack = [];
    for (let node = nodes.get(s.id); node; node = nodes.get(node.parent)) stack.push(nameOf(node));
    return { ts: s.ts, dt: s.dt, top: stack[0], stack };
  });
}

/** The samples' call tree, top down, each function with at least TRACE_TREE ms of them. */
function printTree(samples) {
  const least = Number(process.env.TRACE_TREE) * 1000;
  const root = { ms: 0, children: new Map() };
  for (const sample of samples) {
    let node = root;
    for (const name of [...sample.stack].reverse()) {
      if (!node.children.has(name)) node.children.set(name, { ms: 0, children: new Map() });
      node = node.children.get(name);
      node.ms += sample.dt;
    }
  }
  const walk = (node, depth) => {
    const kids = [...node.children].filter(([, child]) => child.ms >= least).sort((a, b) => b[1].ms - a[1].ms);
    for (const [name, child] of kids) {
      // A chain of one child each is printed on one line.
      let chain = [name];
      let at = child;
      for (;;) {
        const next = [...at.children].filter(([, c]) => c.ms >= least);
        if (next.length !== 1 || next[0][1].ms < at.ms - least) break;
        chain.push(next[0][0]);
        at = next[0][1];
      }
      const shown = chain.length > 4 ? [...chain.slice(0, 2), '…', ...chain.slice(-2)] : chain;
      console.log(`    ${'  '.repeat(depth)}${(child.ms / 1000).toFixed(1)} ${shown.join(' > ')}`);
      walk(at, depth + 1);
    }
  };
  walk(root, 0);
}
