// `npm run bench`: builds the app, serves it, drives it in headless Chromium as a person does
// (typing, clicking) and times inside the page. Prints median, min and max of each figure over
// RUNS runs at each size and writes them as JSON to bench/results/.
//
// Timing: the app sets User Timing marks where a debounced input applies ('input-commit') and
// where the rows of an answer reach the grid ('rows-shown'); a figure ends at the first
// animation frame after the result, measured with performance.now() in the page. Long tasks
// come from a PerformanceObserver; heap sizes from the Chrome DevTools Protocol.
import { spawn } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { fileGroupingFigures, peopleGroupingFigures } from './grouping.mjs';
import { makeHugeFiles, serverRun, targetLines } from './server.mjs';
import { makePeopleFile, peopleRun, peopleTargetLines } from './people.mjs';

// Nine: on a busy 2-core machine a median of five still moved by a third between two runs.
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
// `file`: a generated 1,000,000-row, 8-column CSV (about 94 MB) opened with Open file;
// `parquet`: the same rows as a Parquet file (bench/makeParquet.mjs); `server`: that CSV on the
// data server and in the tab, back to back; `server10m` (not run unless named: about 4 minutes a
// run): a 10,000,000-row CSV and Parquet file on the data server (bench/server.mjs); `arrow`: the
// same rows as an Arrow IPC file, `xlsx`: the first 100,000 as an Excel workbook (bench/makeArrowXlsx.mjs);
// `slashdates`, `nameddates`: the `file` CSV with its dates written `2001/01/14 21:55` or `Jan 1 2000`;
// `people10m` (not run unless named): 10,000,000 people on the server and the broad terms (bench/people.mjs);
// `servergroups` (not run unless named): that 10,000,000-row Parquet file served, grouped (bench/serverGrouping.mjs).
const FILES = ['file', 'parquet', 'arrow', 'xlsx', 'slashdates', 'nameddates', 'server', 'server10m', 'people10m', 'servergroups'];
const SERVER_SIZES = ['server', 'server10m', 'people10m', 'servergroups'];
const SIZES = (process.env.BENCH_SIZES ?? '5000,50000,1000000,file,parquet,arrow,xlsx,server').split(',').map((size) => (FILES.includes(size) ? size : Number(size)));
/** Opening the big file takes seconds a run: fewer runs of it, unless told otherwise. */
const FILE_RUNS = Number(process.env.BENCH_FILE_RUNS ?? 3);
const BIG_CSV = 'bench/results/orders-1m.csv';
const BIG_PARQUET = 'bench/results/orders-1m.parquet';
const BIG_ARROW = 'bench/results/orders-1m.arrow';
const XLSX = 'bench/results/orders-100k.xlsx';
/** The big CSV with its dates in another written form (makeCsv.mjs's `dates` argument), by bench size. */
const WRITTEN_DATES = { slashdates: { path: 'bench/results/orders-1m-slash.csv', form: 'slash' }, nameddates: { path: 'bench/results/orders-1m-named.csv', form: 'named' } };
/** Issue 36's ratio: the ISO file and the files of dates as written open in turns (see main). */
const TAKE_TURNS = ['file', ...Object.keys(WRITTEN_DATES)];
// BENCH_PORT lets two checkouts run the bench side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4321);
/** Time between the first rows and the first interaction, as a person reading the page. */
const IDLE_MS = 2000;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Runs in the page before its own scripts: collects long tasks and marks, and waits for frames. */
function pageProbe() {
  const probe = { longTasks: [], marks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  /** Whoever waits for a mark (markAfter), told as it comes rather than polling the page while a figure is timed. */
  const markWaiters = new Set();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.marks.push({ name: entry.name, time: entry.startTime });
    for (const waiter of markWaiters) waiter();
  }).observe({ type: 'mark', buffered: true });
  // Every frame's start time, so a figure can end at the first frame after its result even
  // when the observer above reports the result's mark late.
  probe.frames = [];
  const onFrame = () => {
    probe.frames.push(performance.now());
    if (probe.frames.length > 2000) probe.frames.splice(0, 1000);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  probe.nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  /** The start of the first frame after `time`. */
  probe.frameAfter = async (time) => {
    for (;;) {
      const frame = probe.frames.find((t) => t > time);
      if (frame !== undefined) return frame;
      await probe.nextFrame();
    }
  };
  // When the grid's rows change in the DOM: AG Grid's React components may draw an answer a
  // task or two after its rows reached the grid (the 'rows-shown' mark), past the next frame.
  probe.rowMutations = [];
  const rowsChanged = (list) => {
    // AG Grid 36 keeps the rows in `.ag-grid-scrolling-container` (there is no
    // `.ag-center-cols-container` any more: a watch on it saw nothing).
    const inRows = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest('.ag-row, .ag-grid-scrolling-container');
    if (list.some((record) => inRows(record.target))) probe.rowMutations.push(performance.now());
  };
  const watchRows = () => new MutationObserver(rowsChanged).observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) watchRows();
  else document.addEventListener('DOMContentLoaded', watchRows);
  /**
   * The first frame that shows rows which reached the grid at `shown`: after the last change to
   * the grid's rows within SETTLE_MS of it (nothing else happens on the page meanwhile).
   */
  probe.drawnAfter = async (shown) => {
    const SETTLE_MS = 300;
    while (performance.now() < shown + SETTLE_MS) await new Promise((resolve) => setTimeout(resolve, 20));
    const drawn = Math.max(shown, ...probe.rowMutations.filter((t) => t > shown && t <= shown + SETTLE_MS));
    return probe.frameAfter(drawn);
  };
  /** Resolves with the first time `name` was marked after `since`. */
  probe.markAfter = (name, since, timeoutMs = 120_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const mark = probe.marks.find((m) => m.name === name && m.time > since);
        if (!mark) return;
        done();
        resolve(mark.time);
      };
      const timeout = setTimeout(() => {
        done();
        reject(new Error(`no ${name} mark`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timeout);
        markWaiters.delete(check);
      };
      markWaiters.add(check);
      check();
    });
  /** Blocking figures for the long tasks between two times. */
  probe.blocking = (from, to) => {
    const tasks = probe.longTasks.filter((t) => t.start + t.duration > from && t.start < to);
    return {
      longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
      totalBlocking: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  };
  window.__bench = probe;
}

/** The preview server, started with node itself (not npx), so that kill() stops the server. */
async function serve() {
  // Another server on the port would be measured in place of this build.
  if (await fetch(ORIGIN).then(() => true, () => false)) throw new Error(`${ORIGIN} is in use: stop what serves it first`);
  return spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
  });
}

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    if (await fetch(ORIGIN).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('preview server did not start');
}

/**
 * Used JS heap of the page and of its workers, in MB, through the DevTools protocol; with
 * `workerBuffers`, the workers' ArrayBuffer backing stores (typed arrays live outside the heap).
 */
async function heapMb(browserSession, page) {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize: pageBytes } = await session.send('Runtime.getHeapUsage');
  const { targetInfo: pageTarget } = await session.send('Target.getTargetInfo');
  await session.detach();
  let workerBytes = 0;
  let workerBuffers = 0;
  const { targetInfos } = await browserSession.send('Target.getTargets');
  // Only this page's workers: a worker of an earlier run's page may not have ended yet (the
  // browser tears a closed context down in its own time), and would count twice the data.
  const others = targetInfos.filter((t) => t.type === 'worker' && t.browserContextId !== pageTarget.browserContextId);
  if (others.length > 0) process.stderr.write(`\n(left out ${others.length} worker(s) of an earlier run still alive)\n`);
  for (const target of targetInfos.filter((t) => t.type === 'worker' && t.browserContextId === pageTarget.browserContextId)) {
    const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    const answer = new Promise((resolve) => {
      const listener = (event) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message);
        if (message.id === 2) {
          browserSession.off('Target.receivedMessageFromTarget', listener);
          resolve(message.result ?? {});
        }
      };
      browserSession.on('Target.receivedMessageFromTarget', listener);
    });
    const send = (id, method) =>
      browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    // Twice, a moment apart: the backing stores of dead ArrayBuffers are freed after a
    // collection, on another thread, and one collection alone let 60 or 260 MB be counted.
    await send(3, 'HeapProfiler.collectGarbage');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await send(1, 'HeapProfiler.collectGarbage');
    await send(2, 'Runtime.getHeapUsage');
    const usage = await answer;
    workerBytes += usage.usedSize ?? 0;
    workerBuffers += usage.backingStorageSize ?? 0;
    await browserSession.send('Target.detachFromTarget', { sessionId });
  }
  return { page: pageBytes / 2 ** 20, workers: workerBytes / 2 ** 20, workerBuffers: workerBuffers / 2 ** 20 };
}

/** A typed term, timed from the debounce firing to the frame with the result. */
async function timeTyping(page, label, text) {
  const input = page.getByLabel(label);
  const since = await page.evaluate(() => performance.now());
  await input.fill(text);
  return page.evaluate(async (since) => {
    const probe = window.__bench;
    const commit = await probe.markAfter('input-commit', since);
    const shown = await probe.markAfter('rows-shown', commit);
    const frame = await probe.drawnAfter(shown);
    return { ms: frame - commit, ...probe.blocking(commit, frame) };
  }, since);
}

/** A click timed from the mouse press to the frame with the new rows. */
async function timeClick(page, locator) {
  await page.evaluate(() => {
    const probe = window.__bench;
    probe.clickedAt = null;
    document.addEventListener('mousedown', (event) => (probe.clickedAt = event.timeStamp), { capture: true, once: true });
  });
  await locator.click();
  return page.evaluate(async () => {
    const probe = window.__bench;
    const clicked = probe.clickedAt;
    const shown = await probe.markAfter('rows-shown', clicked);
    const frame = await probe.drawnAfter(shown);
    return { ms: frame - clicked, ...probe.blocking(clicked, frame) };
  });
}

/** A column's values: from the click on its menu's "Values and summary" to the frame after its summary and list are drawn. */
async function timeValuesDialog(page, header) {
  await page.getByRole('button', { name: `Column menu ${header}`, exact: true }).click();
  await page.evaluate(() => {
    const probe = window.__bench;
    probe.clickedAt = null;
    document.addEventListener('mousedown', (event) => (probe.clickedAt = event.timeStamp), { capture: true, once: true });
  });
  await page.getByRole('menuitem', { name: 'Values and summary', exact: true }).click();
  return page.evaluate(async () => {
    const probe = window.__bench;
    const clicked = probe.clickedAt;
    const drawn = () => document.querySelector('.values-summary') && document.querySelector('.values-list label');
    while (!drawn()) {
      await probe.nextFrame();
      const status = document.querySelector('.values-status')?.textContent;
      if (performance.now() - clicked > 60_000) throw new Error(`The values dialog showed no list in a minute: ${status}`);
    }
    const frame = await probe.nextFrame();
    return { ms: frame - clicked, ...probe.blocking(clicked, frame) };
  });
}

/** "Next page": within a loaded block no answer is needed, so watch the first row's id change. */
async function timeNextPage(page) {
  return page.evaluate(async () => {
    const probe = window.__bench;
    const firstId = () => document.querySelector('.ag-row[row-index] [col-id="id"]')?.textContent;
    const before = firstId();
    const start = performance.now();
    document.querySelector('button[aria-label="Next page"]').click();
    for (;;) {
      const frame = await probe.nextFrame();
      if (firstId() !== before) return { ms: frame - start, ...probe.blocking(start, frame) };
    }
  });
}

/** A key pressed while a 1,000,000-row search runs: from keydown to the frame showing it. */
async function timeKeyDuringSearch(page) {
  const input = page.getByLabel('Search all columns');
  await input.fill('ma');
  await page.waitForTimeout(520); // the search for "ma" starts in the worker now
  return page.evaluate(async () => {
    const probe = window.__bench;
    const box = document.querySelector('input[aria-label="Search all columns"]');
    const start = performance.now();
    box.focus();
    // A real key press goes through the same input path React listens to.
    const key = new KeyboardEvent('keydown', { key: 'x', bubbles: true });
    box.dispatchEvent(key);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(box, `${box.value}x`);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const frame = await probe.nextFrame();
    return { ms: frame - start, ...probe.blocking(start, frame) };
  });
}

const LABELS = {
  file: '1,000,000-row CSV file',
  parquet: '1,000,000-row Parquet file',
  arrow: '1,000,000-row Arrow file',
  xlsx: '100,000-row Excel workbook',
  slashdates: '1,000,000-row CSV, dates as 2001/01/14 21:55',
  nameddates: '1,000,000-row CSV, dates as Jan 1 2000',
  server: '1,000,000-row CSV, server and tab',
  server10m: '10,000,000 rows on the server',
  people10m: '10,000,000 people on the server, broad terms',
  servergroups: '10,000,000 rows on the server, grouped',
};

/** Makes the big CSV once (bench/makeCsv.mjs; the same bytes every time), its dates in form `dates`. */
async function makeBigCsv(path = BIG_CSV, dates = 'iso') {
  if (await stat(path).then(() => true, () => false)) return;
  await mkdir('bench/results', { recursive: true });
  const make = spawn(process.execPath, ['bench/makeCsv.mjs', path, '1000000', '1', dates], { stdio: 'inherit' });
  await new Promise((resolve, reject) => make.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('makeCsv failed')))));
}

/** Makes the big Parquet file once, from the big CSV (bench/makeParquet.mjs). */
async function makeBigParquet() {
  await makeBigCsv();
  if (await stat(BIG_PARQUET).then(() => true, () => false)) return;
  const make = spawn(process.execPath, ['bench/makeParquet.mjs', BIG_CSV, BIG_PARQUET], { stdio: 'inherit' });
  await new Promise((resolve, reject) => make.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('makeParquet failed')))));
}

/** Makes the Arrow file and the workbook once, from the big CSV (bench/makeArrowXlsx.mjs). */
async function makeArrowXlsx() {
  await makeBigCsv();
  if (await stat(BIG_ARROW).then(() => stat(XLSX)).then(() => true, () => false)) return;
  const make = spawn(process.execPath, ['bench/makeArrowXlsx.mjs', BIG_CSV, BIG_ARROW, XLSX], { stdio: 'inherit' });
  await new Promise((resolve, reject) => make.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('makeArrowXlsx failed')))));
}

/**
 * Opens a big file with Open file, from the change of the file input to the frame with its
 * first rows (long tasks in between are the main thread's while the worker reads), then the
 * worker's heap against the file's size, a search, filters, sorts and a page on it.
 */
async function oneFileRun(browser, browserSession, path, rows = 1_000_000) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(pageProbe);
  const figures = {};
  const record = (name, value) => (figures[name] = value);
  await page.goto(`${ORIGIN}/?seed=7`);
  await page.evaluate(() => window.__bench.markAfter('rows-shown', 0, 300_000));
  await page.waitForTimeout(IDLE_MS);
  const since = await page.evaluate(() => {
    const probe = window.__bench;
    document.addEventListener('change', (event) => (probe.chosenAt = event.timeStamp), { capture: true, once: true });
    return performance.now();
  });
  await page.getByLabel('File to open').setInputFiles(path);
  await page.getByText(`${rows} Rows`, { exact: true }).waitFor({ timeout: 120_000 });
  record(
    'open file to first rows',
    await page.evaluate(async (since) => {
      const probe = window.__bench;
      const chosen = probe.chosenAt ?? since;
      const shown = performance.getEntriesByName('rows-shown').at(-1).startTime;
      const frame = await probe.drawnAfter(shown);
      return { ms: frame - chosen, ...probe.blocking(chosen, frame) };
    }, since),
  );
  const { size } = await stat(path);
  const heap = await heapMb(browserSession, page);
  const held = heap.workers + heap.workerBuffers;
  record('worker memory after open (heap + ArrayBuffers), MB', { ms: held });
  record('  of which ArrayBuffers, MB', { ms: heap.workerBuffers });
  record('worker memory / file size', { ms: (held * 2 ** 20) / size });
  await page.waitForTimeout(IDLE_MS);
  record('next page', await timeNextPage(page));
  record('global search "anna"', await timeTyping(page, 'Search all columns', 'anna'));
  record('global search cleared', await timeTyping(page, 'Search all columns', ''));
  record('name filter "smith" (Case-insensitive)', await timeTyping(page, 'Filter name', 'smith'));
  record('name filter cleared', await timeTyping(page, 'Filter name', ''));
  // Number and date comparisons: the kind is chosen first, then its text is timed as typed.
  const chooseKind = async (column, kind) => {
    await page.getByRole('button', { name: `Match ${column}`, exact: true }).click();
    await page.getByRole('menuitemradio', { name: kind, exact: true }).click();
  };
  await chooseKind('amount', 'Greater than');
  record('number filter: amount Greater than 10000', await timeTyping(page, 'Filter amount', '10000'));
  await chooseKind('amount', 'Between');
  record('number filter: amount Between 100..200', await timeTyping(page, 'Filter amount', '100..200'));
  record('number filter cleared', await timeTyping(page, 'Filter amount', ''));
  await page.getByRole('button', { name: 'Match amount', exact: true }).click();
  record('number filter: amount Blank (chosen in its menu)', await timeClick(page, page.getByRole('menuitemradio', { name: 'Blank', exact: true })));
  await chooseKind('amount', 'Exact');
  record('date filter: date On 2019', await timeTyping(page, 'Filter date', '2019'));
  record('date filter cleared', await timeTyping(page, 'Filter date', ''));
  record('sort click, text column (name)', await timeClick(page, page.getByRole('columnheader', { name: 'name', exact: true })));
  // Nearly every email differs: its natural order is a million collator comparisons, worked out
  // in idle time after the open (in steps), or by the first sort that needs it.
  record('sort click, text column of ~1,000,000 different values (email)', await timeClick(page, page.getByRole('columnheader', { name: 'email', exact: true })));
  record('sort click, number column (id, twice: descending)', await (async () => {
    await timeClick(page, page.getByRole('columnheader', { name: 'id', exact: true }));
    return timeClick(page, page.getByRole('columnheader', { name: 'id', exact: true }));
  })());
  if (path === BIG_CSV) {
    await fileGroupingFigures(page, record, { timeClick, timeTyping });
    const grouped = await heapMb(browserSession, page);
    record('worker memory / file size, after grouping', { ms: ((grouped.workers + grouped.workerBuffers) * 2 ** 20) / size });
  }
  // A column's values (the dialog's code is loaded by the first), then a value list applied.
  record('values dialog: email (~1,000,000 distinct values), first opened', await timeValuesDialog(page, 'email'));
  await page.keyboard.press('Escape');
  record('values dialog: email again', await timeValuesDialog(page, 'email'));
  await page.keyboard.press('Escape');
  record('values dialog: city (a few hundred values)', await timeValuesDialog(page, 'city'));
  const cities = page.getByRole('dialog', { name: 'Values of city' });
  await cities.getByRole('button', { name: 'Clear', exact: true }).click();
  for (const box of (await cities.getByRole('checkbox').all()).slice(0, 2)) await box.check();
  record('value list applied: two cities', await timeClick(page, cities.getByRole('button', { name: 'Apply', exact: true })));
  // What the worker keeps once its work ahead (search forms, sort orders) is done.
  const after = await heapMb(browserSession, page);
  record('worker memory after the searches and sorts, MB', { ms: after.workers + after.workerBuffers });
  record('  of which ArrayBuffers, after the searches and sorts, MB', { ms: after.workerBuffers });
  record('worker memory / file size, after the searches and sorts', { ms: ((after.workers + after.workerBuffers) * 2 ** 20) / size });
  await context.close();
  return figures;
}

/** Issue 36's target: a file of dates as written opens within 1.2x of the same file with ISO dates (`file`, in the same run). */
function writtenDateLines(results) {
  const iso = results.file?.['open file to first rows'];
  const sizes = Object.keys(WRITTEN_DATES).filter((size) => results[size]);
  if (!iso || sizes.length === 0) return [];
  const lines = ['| dates as written: open file to first rows | ISO dates | written | written / ISO | within 1.2x |', '| --- | --- | --- | --- | --- |'];
  for (const size of sizes) {
    const written = results[size]['open file to first rows'].value.median;
    const ratio = written / iso.value.median;
    lines.push(`| ${LABELS[size]} | ${iso.value.median.toFixed(0)} | ${written.toFixed(0)} | ${ratio.toFixed(2)} | ${ratio <= 1.2 ? 'yes' : 'no'} |`);
  }
  return [...lines, ''];
}

async function oneRun(browser, browserSession, size) {
  if (size === 'people10m') return peopleRun(browser, { pageProbe, timeTyping, timeClick, timeNextPage, IDLE_MS });
  if (SERVER_SIZES.includes(size)) return serverRun(size, browser, { pageProbe, timeTyping, timeClick, timeNextPage, IDLE_MS, ORIGIN, BIG_CSV });
  if (size === 'file') return oneFileRun(browser, browserSession, BIG_CSV);
  if (size === 'parquet') return oneFileRun(browser, browserSession, BIG_PARQUET);
  if (size === 'arrow') return oneFileRun(browser, browserSession, BIG_ARROW);
  if (size === 'xlsx') return oneFileRun(browser, browserSession, XLSX, 100_000);
  if (WRITTEN_DATES[size]) return oneFileRun(browser, browserSession, WRITTEN_DATES[size].path);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(pageProbe);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), at: Date.now(), gzip: gzipSync(body, { level: 9 }).length });
    }
  });
  const figures = {};
  const record = (name, value) => (figures[name] = value);

  await page.goto(`${ORIGIN}/?seed=7&rows=${size}`);
  const firstRows = await page.evaluate(async () => {
    const probe = window.__bench;
    const shown = await probe.markAfter('rows-shown', 0, 300_000);
    const frame = await probe.drawnAfter(shown);
    return { ms: frame, ...probe.blocking(0, frame) };
  });
  record('first rows on screen', firstRows);
  const firstRowsAt = Date.now();
  record('gzipped JS before first rows, KB', {
    ms: scripts.filter((s) => s.at <= firstRowsAt).reduce((sum, s) => sum + s.gzip, 0) / 1024,
  });
  const heapLoad = await heapMb(browserSession, page);
  record('JS heap after load (page), MB', { ms: heapLoad.page });
  record('JS heap after load (page + worker), MB', { ms: heapLoad.page + heapLoad.workers });
  // A person looks at the page before using it; meanwhile the worker makes the next set.
  await page.waitForTimeout(IDLE_MS);

  record('next page', await timeNextPage(page));
  record('global search "ann"', await timeTyping(page, 'Search all columns', 'ann'));
  record('global search cleared', await timeTyping(page, 'Search all columns', ''));
  record('Full Name filter "ann"', await timeTyping(page, 'Filter Full Name', 'ann'));
  // The filter switched the sort to Full Name: click twice more to come back to it, ranked.
  await timeClick(page, page.getByRole('columnheader', { name: 'Full Name' }));
  await timeClick(page, page.getByRole('columnheader', { name: 'Full Name' }));
  record('Full Name sort click with a fuzzy term', await timeClick(page, page.getByRole('columnheader', { name: 'Full Name' })));
  record('Full Name filter cleared', await timeTyping(page, 'Filter Full Name', ''));
  // A filter that switches no sort (the Full Name filter above does, as the first fuzzy filter).
  record('Last Name filter "er" (Case-insensitive)', await timeTyping(page, 'Filter Last Name', 'er'));
  record('Last Name filter cleared', await timeTyping(page, 'Filter Last Name', ''));
  await peopleGroupingFigures(page, record, { timeClick });
  if (size >= 1_000_000) record('key to frame during a search', await timeKeyDuringSearch(page));

  await page.getByLabel('Search all columns').fill('');
  await page.waitForTimeout(700);
  record(
    'Refresh Data to new rows on screen',
    await page.evaluate(async () => {
      const probe = window.__bench;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Refresh Data');
      const start = performance.now();
      button.click();
      await probe.nextFrame();
      // aria-disabled, not disabled, while the set is made (the button keeps keyboard focus).
      while (button.getAttribute('aria-disabled') === 'true') await new Promise((resolve) => setTimeout(resolve, 1));
      // The new set's rows reached the grid before the button came back (the app keeps one mark).
      const shown = performance.getEntriesByName('rows-shown').at(-1)?.startTime ?? start;
      const frame = await probe.drawnAfter(Math.max(shown, start));
      return { ms: frame - start, ...probe.blocking(start, frame) };
    }),
  );
  const heapRefresh = await heapMb(browserSession, page);
  record('JS heap after refresh (page), MB', { ms: heapRefresh.page });
  record('JS heap after refresh (page + worker), MB', { ms: heapRefresh.page + heapRefresh.workers });
  await context.close();
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The machine's CPU time so far (Linux /proc/stat), to tell how much of a run a shared host took
 * for itself (steal): the figures are only as good as the CPU the run had.
 */
async function cpuTimes() {
  const line = await readFile('/proc/stat', 'utf8').then((text) => text.split('\n')[0], () => null);
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, steal };
}

/** The files a size's runs open (the bench keeps them in bench/results between runs). */
async function makeFilesFor(size) {
  if (size === 'file' || size === 'server') await makeBigCsv();
  if (size === 'server10m' || size === 'servergroups') await makeHugeFiles();
  if (size === 'people10m') await makePeopleFile();
  if (size === 'parquet') await makeBigParquet();
  if (size === 'arrow' || size === 'xlsx') await makeArrowXlsx();
  if (WRITTEN_DATES[size]) await makeBigCsv(WRITTEN_DATES[size].path, WRITTEN_DATES[size].form);
}

const summary = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

async function main() {
  const started = Date.now();
  const cpuAtStart = await cpuTimes();
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  await new Promise((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
  if (SIZES.some((size) => SERVER_SIZES.includes(size))) {
    const serverBuild = spawn('npx', ['vite', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
    await new Promise((resolve, reject) => serverBuild.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('server build failed')))));
  }
  const server = await serve();
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: findChromium().path, args: CHROMIUM_ARGS });
    const browserSession = await browser.newBrowserCDPSession();
    const results = {};
    const runsOf = new Map();
    for (const size of SIZES) {
      if (runsOf.has(size)) continue;
      // Sizes whose figures are read against each other take turns, run by run, so the host's drift enters each alike.
      const together = TAKE_TURNS.includes(size) ? SIZES.filter((other) => TAKE_TURNS.includes(other)) : [size];
      for (const each of together) {
        await makeFilesFor(each);
        runsOf.set(each, []);
      }
      const runCount = FILES.includes(size) ? FILE_RUNS : RUNS;
      for (let run = 0; run < runCount; run++) {
        for (const each of together) {
          process.stdout.write(`rows=${each} run ${run + 1}/${runCount}\r`);
          runsOf.get(each).push(await oneRun(browser, browserSession, each));
        }
      }
    }
    for (const size of SIZES) {
      const runs = runsOf.get(size);
      results[size] = {};
      for (const name of Object.keys(runs[0])) {
        const entry = { value: summary(runs.map((r) => r[name].ms)) };
        if ('longestTask' in runs[0][name]) {
          entry.longestTask = summary(runs.map((r) => r[name].longestTask));
          entry.totalBlocking = summary(runs.map((r) => r[name].totalBlocking));
        }
        results[size][name] = entry;
      }
    }
    await browser.close();

    const format = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
    const figureNames = [...new Set(SIZES.flatMap((size) => Object.keys(results[size])))];
    const lines = [
      `| figure (ms unless named) | ${SIZES.map((s) => `${LABELS[s] ?? `${s} rows`}: median (min–max) · longest task · TBT`).join(' | ')} |`,
      `| --- |${SIZES.map(() => ' --- |').join('')}`,
    ];
    for (const name of figureNames) {
      const cells = SIZES.map((size) => {
        const entry = results[size][name];
        if (!entry) return '–';
        const { median: m, min, max } = entry.value;
        const blocking = entry.longestTask
          ? ` · ${format(entry.longestTask.median)} · ${format(entry.totalBlocking.median)}`
          : '';
        return `${format(m)} (${format(min)}–${format(max)})${blocking}`;
      });
      lines.push(`| ${name} | ${cells.join(' | ')} |`);
    }
    const targets = [...targetLines(results), ...peopleTargetLines(results), ...writtenDateLines(results)];
    const table = [...lines, '', ...targets].join('\n');
    console.log(`\n${table}\n`);
    const cpuAtEnd = await cpuTimes();
    const stolen =
      cpuAtStart && cpuAtEnd ? ((100 * (cpuAtEnd.steal - cpuAtStart.steal)) / (cpuAtEnd.total - cpuAtStart.total)).toFixed(1) : null;
    console.log(`${RUNS} runs per size (${FILE_RUNS} of the file), ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
    if (stolen !== null) console.log(`CPU time taken by the host (steal) during the run: ${stolen} %.`);
    if (!SIZES.includes('server10m')) console.log('The server at 10,000,000 rows is not in this run: BENCH_SIZES=server10m npm run bench (about 4 minutes a run on a quiet host; BENCH_FILE_RUNS sets the runs).');
    await mkdir('bench/results', { recursive: true });
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const file = `bench/results/${stamp}.json`;
    await writeFile(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, fileRuns: FILE_RUNS, stealPercent: stolen === null ? null : Number(stolen), results, targets }, null, 2));
    const stealNote = stolen === null ? '' : `\nCPU time taken by the host (steal) during the run: ${stolen} %.\n`;
    await writeFile('bench/results/latest.md', `${table}\n${stealNote}`);
    console.log(`Wrote ${file} and bench/results/latest.md`);
  } finally {
    server.kill();
  }
}

await main();
