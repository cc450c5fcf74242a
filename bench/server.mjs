// The bench's server section (issue 23): the data server (`npm run serve`, dist-server/main.js)
// on the bench's orders, timed as bench.mjs times the tab.
//   `server`: the 1,000,000-row CSV, the same page figures on the server and in the tab, back to back;
//   `server10m`: a 10,000,000-row CSV (953 MB) and its Parquet file: the server's start and
//   memory, the page figures on it, ten HTTP clients querying at once against one alone, and the
//   served grouping figures (bench/serverGrouping.mjs); `servergroups`: the Parquet file and the grouping figures alone.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { GROUPING_TARGETS, groupingFigures } from './serverGrouping.mjs';

export const HUGE_CSV = 'bench/results/orders-10m.csv';
export const HUGE_PARQUET = 'bench/results/orders-10m.parquet';
const HUGE_ROWS = 10_000_000;

/** The targets, ms unless named; a figure is met when its median is at or under it. */
export const SERVER_TARGETS = {
  'CSV: server ready to serve': 10_000,
  'Parquet: server ready to serve': 3_000,
  'CSV: server memory, peak while loading, MB': 2048,
  'CSV: server memory after ready, MB': 2048,
  'Parquet: server memory, peak while loading, MB': 2048,
  'Parquet: server memory after ready, MB': 2048,
  'CSV: server memory once stored, MB': 2048,
  'Parquet: server memory once stored, MB': 2048,
  'server memory, peak over the whole run, MB': 2048,
  'name filter "smith" (Case-insensitive)': 500,
  'name filter "smith" (Fuzzy)': 700,
  'global search "anna"': 1000,
  'sort click, text column (name)': 1500,
  'sort click, text column of ~all different values (email)': 1500,
  'sort click, number column (id)': 1500,
  'next page of a kept order (name sorted)': 100,
  'last page of a kept order (name sorted)': 100,
  ...GROUPING_TARGETS,
};

/** Makes a file once with a bench script, unless it is there. */
async function makeOnce(path, script, args) {
  if (await stat(path).then(() => true, () => false)) return;
  console.log(`Making ${path} (once; kept in bench/results/, which git ignores)…`);
  const make = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
  const [code] = await once(make, 'exit');
  if (code !== 0) throw new Error(`${script} failed`);
}

/** The 10,000,000-row CSV (bench/makeCsv.mjs, seed 1, about a minute) and its Parquet file (DuckDB's writer, about half a minute). */
export async function makeHugeFiles() {
  await makeOnce(HUGE_CSV, 'bench/makeCsv.mjs', [HUGE_CSV, String(HUGE_ROWS), '1']);
  await makeOnce(HUGE_PARQUET, 'bench/makeParquet.mjs', [HUGE_CSV, HUGE_PARQUET]);
}

/** A process's resident memory now and its peak so far (VmRSS, VmHWM), in MB. */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const mb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * Starts `node dist-server/main.js --port 0 <file>` and times it from the spawn to its start-up
 * line (printed once its tables are loaded and listed); its memory then.
 */
export async function startServer(path) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist-server/main.js', '--port', '0', path], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const found = /serves \d+ tables? at (\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The data server stopped (${code}) before it served: ${output}`)));
  });
  const ready = performance.now() - started;
  const memory = await memoryOf(child.pid);
  // Queries are answered from the start; the tables are stored in memory meanwhile.
  const stored = new Promise((resolve) => {
    const check = () => /stored every table/.test(output) && (child.stdout.off('data', check), resolve(performance.now() - started));
    child.stdout.on('data', check);
    check();
  });
  return {
    url: url.replace(/\/$/, ''),
    name: basename(path),
    ready,
    memory,
    /** Resolves to the time from the spawn until every table is stored. */
    stored,
    memoryNow: () => memoryOf(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The page figures, the same on the tab and on a served table: a page of the file's order, the
 * search, a Case-insensitive and a Fuzzy filter, sorts, pages of a kept (sorted) order, and an
 * export of every row.
 */
async function pageFigures(page, { timeTyping, timeClick, timeNextPage }, record) {
  const header = (name) => page.getByRole('columnheader', { name, exact: true });
  record('next page (file order)', await timeNextPage(page));
  record('global search "anna"', await timeTyping(page, 'Search all columns', 'anna'));
  record('global search cleared', await timeTyping(page, 'Search all columns', ''));
  record('name filter "smith" (Case-insensitive)', await timeTyping(page, 'Filter name', 'smith'));
  record('name filter cleared', await timeTyping(page, 'Filter name', ''));
  record('sort click, text column (name)', await timeClick(page, header('name')));
  record('next page of a kept order (name sorted)', await timeNextPage(page));
  record('last page of a kept order (name sorted)', await timeClick(page, page.getByRole('button', { name: 'Last page', exact: true })));
  record('sort click, text column of ~all different values (email)', await timeClick(page, header('email')));
  record('sort click, number column (id)', await timeClick(page, header('id')));
  record('Export CSV of every row, to the file saved', await timeExport(page));
  await page.getByRole('button', { name: 'Match name', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Fuzzy', exact: true }).click();
  record('name filter "smith" (Fuzzy)', await timeTyping(page, 'Filter name', 'smith'));
}

/** From the click on Export CSV to its file saved whole (then deleted). */
async function timeExport(page) {
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), page.getByRole('button', { name: 'Export CSV', exact: true }).click()]);
  await download.path();
  const ms = performance.now() - started;
  await download.delete();
  return { ms };
}

/** The page of a served table (`?server=<name>`), its first rows, then the page figures. */
async function servedPageRun(browser, helpers, server, rows, record) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(helpers.pageProbe);
    await page.goto(`${server.url}/?server=${encodeURIComponent(server.name)}`);
    const firstRows = await page.evaluate(async () => {
      const probe = window.__bench;
      const shown = await probe.markAfter('rows-shown', 0, 300_000);
      const frame = await probe.drawnAfter(shown);
      return { ms: frame, ...probe.blocking(0, frame) };
    });
    record('page open to first rows', firstRows);
    await page.getByText(`${rows} Rows`, { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(helpers.IDLE_MS);
    await pageFigures(page, helpers, record);
  } finally {
    await context.close();
  }
}

/** The tab's engine on the same file: opened with Open file as bench.mjs does, then the page figures. */
async function tabRun(browser, helpers, path, rows, record) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(helpers.pageProbe);
    await page.goto(`${helpers.ORIGIN}/?seed=7`);
    await page.evaluate(() => window.__bench.markAfter('rows-shown', 0, 300_000));
    await page.waitForTimeout(helpers.IDLE_MS);
    const since = await page.evaluate(() => performance.now());
    await page.getByLabel('File to open').setInputFiles(path);
    await page.getByText(`${rows} Rows`, { exact: true }).waitFor({ timeout: 120_000 });
    record('open file to first rows', { ms: (await page.evaluate(() => performance.now())) - since });
    await page.waitForTimeout(helpers.IDLE_MS);
    await pageFigures(page, helpers, record);
  } finally {
    await context.close();
  }
}

/**
 * What the page asks for each step of the sequence the HTTP clients run (page size 10, as the
 * page's default). Sessions share the orders of the queries they ask alike, so each round's
 * queries but the first page carry a filter every row passes, its bound the round's own: the
 * same work, and no answer an earlier round left behind.
 */
function clientSequence(count, round) {
  const none = { filters: [], globalFilter: '', sort: [] };
  const all = { ...none, filters: [{ colId: 'id', kind: 'greaterThan', value: String(-round) }] };
  const byName = { ...all, sort: [{ colId: 'name', sort: 'asc' }] };
  const last = Math.floor((count - 1) / 10) * 10;
  return [
    ['first page', none, 0],
    ['name filter "smith" (Case-insensitive)', { ...all, filters: [...all.filters, { colId: 'name', kind: 'caseInsensitive', value: 'smith' }] }, 0],
    // A first Fuzzy filter sorts by its column's rank, as the page asks it.
    ['name filter "smith" (Fuzzy, ranked)', { ...all, filters: [...all.filters, { colId: 'name', kind: 'fuzzy', value: 'smith' }], sort: [{ colId: 'name', sort: 'asc', rankTerm: 'smith' }] }, 0],
    ['global search "anna"', { ...all, globalFilter: 'anna' }, 0],
    ['sort by name', byName, 0],
    ['next page of it', byName, 10],
    ['last page of it', byName, last],
  ];
}

let sessions = 0;

/**
 * A person's page as an HTTP client: one kept-alive connection of its own, as a browser keeps
 * it (Node's http, not fetch: undici's own work per request, ten clients' in this one process,
 * was more than the server's for a first page). `ask(path, body?)` resolves to the JSON answer.
 */
function person(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  return (path, body) =>
    new Promise((resolve, reject) => {
      const headers = body === undefined ? {} : { 'Content-Type': 'application/json' };
      const request = http.request({ hostname, port, path, agent, method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (response.statusCode !== 200) reject(new Error(`The server answered ${response.statusCode} ${JSON.stringify(answer).slice(0, 200)}`));
          else resolve(answer);
        });
      });
      request.on('error', reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
}

/** One person running the sequence (a new session: no order kept from before); each answer's time in ms. */
async function oneClient(ask, key, sequence) {
  const session = `bench-${process.pid}-${++sessions}`;
  const times = [];
  for (const [, query, start] of sequence) {
    const began = performance.now();
    const answer = await ask('/api/data', { session, request: { kind: 'rows', requestId: times.length + 1, key, query, start, end: start + 10 } });
    if (answer.kind !== 'rows') throw new Error(`The server answered ${JSON.stringify(answer).slice(0, 200)}`);
    times.push(performance.now() - began);
  }
  return times;
}

const CLIENTS = 10;
/** Rounds of ten at once: each step's figure is the median of the rounds' slowest (one round's slowest of ten is one sample). */
const TOGETHER_ROUNDS = 3;

/**
 * Ten people at once against one alone: each runs the same sequence on its own session and
 * connection, as people opening one shared link would. One first, to add what a first use adds,
 * not timed; then one alone three times, then the ten together three times, each round a
 * sequence of its own.
 */
export async function concurrentClients(server, count, record) {
  const key = `server:${server.name}`;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const people = Array.from({ length: CLIENTS }, () => person(server.url));
  const health = async (ask) => {
    const began = performance.now();
    await ask('/api/health');
    return performance.now() - began;
  };
  // Each person's page has its connection open from loading the page: opened here first.
  await Promise.all(people.map(health));
  await oneClient(people[0], key, clientSequence(count, 0));
  const alone = [];
  for (let i = 1; i <= 3; i++) alone.push(await oneClient(people[0], key, clientSequence(count, i)));
  // The floor: a request that does no work at all, one alone and ten at once (the clients share the 2 cores with the server).
  const healthAlone = [];
  for (let i = 0; i < 5; i++) healthAlone.push(await health(people[0]));
  const healthTogether = [];
  for (let i = 0; i < 5; i++) healthTogether.push(Math.max(...(await Promise.all(people.map(health)))));
  record('HTTP /api/health (no work): one client alone', { ms: median(healthAlone) });
  record('HTTP /api/health (no work): ten at once, slowest of the ten', { ms: median(healthTogether) });
  record('HTTP /api/health (no work): ten at once / alone (slowest), x', { ms: median(healthTogether) / median(healthAlone) });
  const rounds = [];
  for (let round = 0; round < TOGETHER_ROUNDS; round++) {
    const sequence = clientSequence(count, 4 + round);
    rounds.push(await Promise.all(people.map((ask) => oneClient(ask, key, sequence))));
  }
  const sequence = clientSequence(count, 0);
  sequence.forEach(([name], i) => {
    const one = median(alone.map((times) => times[i]));
    const slowest = median(rounds.map((together) => Math.max(...together.map((times) => times[i]))));
    record(`HTTP ${name}: one client alone`, { ms: one });
    record(`HTTP ${name}: ten at once, median of the ten`, { ms: median(rounds.flatMap((together) => together.map((times) => times[i]))) });
    record(`HTTP ${name}: ten at once, slowest of the ten`, { ms: slowest });
    record(`HTTP ${name}: ten at once / alone (slowest), x`, { ms: slowest / one });
  });
  const sum = (times) => times.reduce((a, b) => a + b, 0);
  record('HTTP whole sequence: one client alone', { ms: median(alone.map(sum)) });
  record('HTTP whole sequence: ten at once, slowest of the ten', { ms: median(rounds.map((together) => Math.max(...together.map(sum)))) });
}

/** One run of `server` (1,000,000 rows: the server and the tab on the same CSV, back to back) or `server10m`. */
export async function serverRun(size, browser, helpers) {
  const figures = {};
  const record = (prefix) => (name, value) => (figures[`${prefix}${name}`] = value);
  if (size === 'server') {
    const server = await startServer(helpers.BIG_CSV);
    try {
      record('server: ')('server ready to serve', { ms: server.ready });
      record('server: ')('server memory after ready, MB', { ms: server.memory.rss });
      record('server: ')('table stored in memory (from the start)', { ms: await server.stored });
      record('server: ')('server memory once stored, MB', { ms: (await server.memoryNow()).rss });
      await servedPageRun(browser, helpers, server, 1_000_000, record('server: '));
      record('server: ')('server memory, peak over the whole run, MB', { ms: (await server.memoryNow()).peak });
    } finally {
      await server.stop();
    }
    await tabRun(browser, helpers, helpers.BIG_CSV, 1_000_000, record('tab: '));
    return figures;
  }
  // `servergroups`: the Parquet file alone, and the grouping figures alone.
  for (const [label, path] of size === 'servergroups' ? [['Parquet', HUGE_PARQUET]] : [['CSV', HUGE_CSV], ['Parquet', HUGE_PARQUET]]) {
    const server = await startServer(path);
    try {
      record(`${label}: `)('server ready to serve', { ms: server.ready });
      record(`${label}: `)('server memory after ready, MB', { ms: server.memory.rss });
      record(`${label}: `)('table stored in memory (from the start)', { ms: await server.stored });
      const storedMemory = await server.memoryNow();
      record(`${label}: `)('server memory, peak while loading, MB', { ms: storedMemory.peak });
      record(`${label}: `)('server memory once stored, MB', { ms: storedMemory.rss });
      if (label === 'Parquet' && size === 'servergroups') {
        await groupingFigures(server, record(''));
        record('')('server memory, peak over the whole run, MB', { ms: (await server.memoryNow()).peak });
      } else if (label === 'Parquet') {
        await servedPageRun(browser, helpers, server, HUGE_ROWS, record(''));
        await groupingFigures(server, record(''));
        await concurrentClients(server, HUGE_ROWS, record(''));
        record('')('server memory, peak over the whole run, MB', { ms: (await server.memoryNow()).peak });
      }
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/** The targets table: each figure's median against its target (server10m), and the server against the tab (server: within 2x). */
export function targetLines(results) {
  const lines = [];
  const format = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const huge = results.server10m ?? results.servergroups;
  if (huge) {
    lines.push('| 10,000,000 rows: figure | target | median (min–max) | met |', '| --- | --- | --- | --- |');
    for (const [name, target] of Object.entries(SERVER_TARGETS)) {
      const entry = huge[name];
      if (!entry) continue;
      const { median, min, max } = entry.value;
      lines.push(`| ${name} | <= ${target} | ${format(median)} (${format(min)}–${format(max)}) | ${median <= target ? 'met' : 'missed'} |`);
    }
    for (const name of Object.keys(huge).filter((n) => n.endsWith('ten at once / alone (slowest), x') && !n.includes('/api/health'))) {
      const { median } = huge[name].value;
      lines.push(`| ${name} | <= 3 | ${median.toFixed(1)} | ${median <= 3 ? 'met' : 'missed'} |`);
    }
    lines.push('');
  }
  const million = results.server;
  if (million) {
    lines.push('| 1,000,000 rows: figure | tab | server | server / tab | within 2x |', '| --- | --- | --- | --- | --- |');
    for (const name of Object.keys(million).filter((n) => n.startsWith('server: '))) {
      const figure = name.slice('server: '.length);
      const tab = million[`tab: ${figure}`];
      if (!tab) continue;
      const ratio = million[name].value.median / tab.value.median;
      lines.push(`| ${figure} | ${format(tab.value.median)} | ${format(million[name].value.median)} | ${ratio.toFixed(1)} | ${ratio <= 2 ? 'yes' : 'no'} |`);
    }
    lines.push('');
  }
  return lines;
}
