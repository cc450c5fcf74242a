// The bench's second data shape on the server (issue 35), `people10m`: 10,000,000 people in a
// Parquet file (bench/makePeople.mjs: id, first_name, last_name, city, status, visits, balance,
// signup_date) served alone, and the broad terms people type first: global search `a`, `an`,
// `ann`, `anne`; first_name filters `jo`, `a`, `ann`; a number comparison passing half the rows;
// each the first time in the server's life, then again; then, over HTTP, a grouping by status
// with a broad filter on (issue 35's grouped target).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { stat } from 'node:fs/promises';
import { startServer } from './server.mjs';
import { PEOPLE_GROUPING_TARGET, peopleGroupingFigure } from './serverGrouping.mjs';

export const PEOPLE_PARQUET = 'bench/results/people-10m.parquet';
const PEOPLE_ROWS = 10_000_000;

/** The targets, ms unless named: a filter 0.5 s and a search 1 s the first time, 0.2 s again; the server within 2 GB. */
export const PEOPLE_TARGETS = {
  ...Object.fromEntries(['a', 'an', 'ann', 'anne'].flatMap((term) => [[`global search "${term}", first time`, 1000], [`global search "${term}", again`, 200]])),
  ...Object.fromEntries(['jo', 'a', 'ann'].flatMap((term) => [[`first_name filter "${term}" (Case-insensitive), first time`, 500], [`first_name filter "${term}" (Case-insensitive), again`, 200]])),
  'visits Greater than 499 (half the rows), first time': 500,
  'visits Greater than 499 (half the rows), again': 200,
  [PEOPLE_GROUPING_TARGET]: 1500,
  'server memory, peak over the whole run, MB': 2048,
};

/** Makes the people file once (about 20 s). */
export async function makePeopleFile() {
  if (await stat(PEOPLE_PARQUET).then(() => true, () => false)) return;
  console.log(`Making ${PEOPLE_PARQUET} (once; kept in bench/results/, which git ignores)…`);
  const make = spawn(process.execPath, ['bench/makePeople.mjs', PEOPLE_PARQUET, String(PEOPLE_ROWS)], { stdio: 'inherit' });
  const [code] = await once(make, 'exit');
  if (code !== 0) throw new Error('makePeople failed');
}

/** The broad terms on the served page, each typed the first time, cleared, then typed again. */
async function broadTerms(page, { timeTyping, timeClick, timeNextPage }, record) {
  const chooseKind = async (column, kind) => {
    await page.getByRole('button', { name: `Match ${column}`, exact: true }).click();
    await page.getByRole('menuitemradio', { name: kind, exact: true }).click();
  };
  const terms = async (label, input, list, name) => {
    for (const pass of ['first time', 'again']) {
      for (const term of list) record(`${name(term)}, ${pass}`, await timeTyping(page, input, term));
      record(`${label} cleared`, await timeTyping(page, input, ''));
    }
  };
  await terms('global search', 'Search all columns', ['a', 'an', 'ann', 'anne'], (term) => `global search "${term}"`);
  await terms('first_name filter', 'Filter first_name', ['jo', 'a', 'ann'], (term) => `first_name filter "${term}" (Case-insensitive)`);
  await chooseKind('visits', 'Greater than');
  await terms('visits filter', 'Filter visits', ['499'], () => 'visits Greater than 499 (half the rows)');
  // A ranked sort: the Fuzzy filter's rows best match first.
  await chooseKind('first_name', 'Fuzzy');
  record('first_name filter "ann" (Fuzzy), first time', await timeTyping(page, 'Filter first_name', 'ann'));
  record('sort click, first_name ranked for "ann"', await timeClick(page, page.getByRole('columnheader', { name: 'first_name', exact: true })));
  record('next page of it', await timeNextPage(page));
}

/** One run: a new server on the people file (stored before the terms are typed), one page, its figures. */
export async function peopleRun(browser, helpers) {
  const figures = {};
  const record = (name, value) => (figures[name] = value);
  const server = await startServer(PEOPLE_PARQUET);
  try {
    record('server ready to serve', { ms: server.ready });
    record('table stored in memory (from the start)', { ms: await server.stored });
    record('server memory once stored, MB', { ms: (await server.memoryNow()).rss });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(helpers.pageProbe);
      await page.goto(`${server.url}/?server=${encodeURIComponent(server.name)}`);
      await page.getByText(`${PEOPLE_ROWS} Rows`, { exact: true }).waitFor({ timeout: 120_000 });
      await page.waitForTimeout(helpers.IDLE_MS);
      await broadTerms(page, helpers, record);
    } finally {
      await context.close();
    }
    await peopleGroupingFigure(server, record);
    record('server memory, peak over the whole run, MB', { ms: (await server.memoryNow()).peak });
  } finally {
    await server.stop();
  }
  return figures;
}

/** The targets table of a people10m run. */
export function peopleTargetLines(results) {
  const people = results.people10m;
  if (!people) return [];
  const format = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const lines = ['| 10,000,000 people: figure | target | median (min–max) | met |', '| --- | --- | --- | --- |'];
  for (const [name, target] of Object.entries(PEOPLE_TARGETS)) {
    const entry = people[name];
    if (!entry) continue;
    const { median, min, max } = entry.value;
    lines.push(`| ${name} | <= ${target} | ${format(median)} (${format(min)}–${format(max)}) | ${median <= target ? 'met' : 'missed'} |`);
  }
  return [...lines, ''];
}
