// A monkey: a few hundred random actions from a fixed seed (typing into the five inputs, the
// pager, page sizes, Go to page, header clicks, Refresh Data, Force Rerender, Export CSV, and
// now and then a burst of actions without waiting in between), with the page's invariants
// checked after each one against a model of what was done and against the CSV export.
import type { Page } from '@playwright/test';
import { matchSorterWithRankInfo } from 'match-sorter';
import { type ColId, DEBOUNCE_MS, exportCsv, header, HEADERS, type Row } from './helpers';
import { expect, openGrid, test } from './fixtures';
import { expectedRows, failOnDialogs, type FilterStateJson, mulberry32 } from './robustHelpers';

const SEED = 0x5eed_2024;
const ACTIONS = 200;
const ROWS = 300;
const PAGE_SIZES = [10, 20, 30, 40, 50];
const COLS = Object.keys(HEADERS) as ColId[];

type InputKey = ColId | 'global';
const INPUTS: InputKey[] = [...COLS, 'global'];
const inputLabel = (key: InputKey) => (key === 'global' ? 'Search all columns' : `Filter ${HEADERS[key]}`);

type Sort = { col: ColId; dir: 'asc' | 'desc' } | null;
type Change = 'rows' | 'order' | 'none';

/**
 * What the page should show, from the actions alone and the README: applied filter values, the
 * order the column filters were set in, the sort (with the Full Name rule), and typed values
 * not yet applied (each applies 500 ms after its last keystroke, in that order).
 */
class Model {
  applied: Record<InputKey, string> = { id: '', firstName: '', lastName: '', fullName: '', global: '' };
  columnFilters: { id: string; value: string }[] = [];
  sort: Sort = null;
  private pending = new Map<InputKey, string>();

  type(key: InputKey, text: string) {
    this.pending.delete(key); // its timer starts again: it now fires after the others
    this.pending.set(key, text);
  }

  /** The debounce timers fire, in the order of their last keystrokes. */
  commit() {
    for (const [key, text] of this.pending) {
      if (text === this.applied[key]) continue; // typed back to what applies: nothing happens
      this.applied[key] = text;
      if (key === 'global') continue;
      const previous = this.columnFilters;
      // Set filters keep their place (with their new value), cleared ones go, new ones come last.
      const next = previous.filter((f) => this.applied[f.id as ColId] !== '').map((f) => ({ id: f.id, value: this.applied[f.id as ColId] }));
      if (text !== '' && !next.some((f) => f.id === key)) next.push({ id: key, value: text });
      this.columnFilters = next;
      // "Filtering by Full Name first switches the sort to Full Name."
      if (next[0]?.id === 'fullName' && previous[0]?.id !== 'fullName' && this.sort?.col !== 'fullName') {
        this.sort = { col: 'fullName', dir: 'asc' };
      }
    }
    this.pending.clear();
  }

  /** Ascending, descending, none; another column starts at ascending. */
  clickHeader(col: ColId) {
    if (this.sort?.col !== col) this.sort = { col, dir: 'asc' };
    else this.sort = this.sort.dir === 'asc' ? { col, dir: 'desc' } : null;
  }

  state(): FilterStateJson {
    return { columnFilters: this.columnFilters.map((f) => ({ ...f })), globalFilter: this.applied.global };
  }

  /** The fuzzy term Full Name ranks by: its own filter, else the global search. */
  rankTerm(): string {
    return this.applied.fullName || this.applied.global;
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const rankOf = (text: string, term: string) => matchSorterWithRankInfo([text], term)[0]?.rank ?? 0;

/** The rows in the order the README gives for `sort`; equal rows in id order, descending reversed. */
function sortedLike(rows: readonly Row[], sort: Sort, rankTerm: string): string[] {
  const byId = (a: Row, b: Row) => Number(a.id) - Number(b.id);
  if (!sort) return [...rows].sort(byId).map((row) => row.id);
  let compare: (a: Row, b: Row) => number;
  if (sort.col === 'id') compare = byId;
  else if (sort.col === 'fullName' && rankTerm !== '') {
    const ranks = new Map(rows.map((row) => [row.id, rankOf(row.fullName, rankTerm)]));
    compare = (a, b) => ranks.get(b.id)! - ranks.get(a.id)! || collator.compare(a.fullName, b.fullName) || byId(a, b);
  } else compare = (a, b) => collator.compare(a[sort.col], b[sort.col]) || byId(a, b);
  const ascending = [...rows].sort(compare).map((row) => row.id);
  return sort.dir === 'asc' ? ascending : ascending.reverse();
}

/** Short random text: letters common in names, digits for ids, now and then an odd character. */
function randomText(random: () => number, key: InputKey): string {
  const length = Math.floor(random() * 4); // 0..3: empty clears the filter
  const alphabet = key === 'id' ? '0123456789' : 'aeinorslAEJMKT 1';
  const odd = ['(', '.', '*', '\\', 'é', "'", '-', '😀', ' '];
  let text = '';
  for (let i = 0; i < length; i++) {
    text += random() < 0.08 ? odd[Math.floor(random() * odd.length)]! : alphabet[Math.floor(random() * alphabet.length)]!;
  }
  return text;
}

const PAGER_BUTTONS = ['First page', 'Previous page', 'Next page', 'Last page'] as const;

/** Everything the invariants look at, read in one go (one round trip instead of twenty). */
interface Snapshot {
  dump: string;
  rowCount: string;
  pageOf: string;
  pageSize: string;
  /** Pager button name -> disabled. */
  disabled: Record<string, boolean>;
  /** colId -> aria-sort of its header. */
  sorts: Record<string, string | null>;
  busy: boolean;
  loadingRows: number;
  refreshDisabled: boolean;
  /** Ids of the rows on screen, top to bottom. */
  ids: string[];
  goTo: string;
  goToFocused: boolean;
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate((): Snapshot => {
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
    const goTo = document.querySelector<HTMLInputElement>('input[aria-label="Go to page"]')!;
    // Buttons say "disabled" with aria-disabled (they keep keyboard focus), or with disabled.
    const isDisabled = (button: HTMLButtonElement) => button.disabled || button.getAttribute('aria-disabled') === 'true';
    const disabled: Record<string, boolean> = {};
    for (const button of document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Pagination"] button')) {
      disabled[button.getAttribute('aria-label')!] = isDisabled(button);
    }
    const sorts: Record<string, string | null> = {};
    for (const cell of document.querySelectorAll('[role="columnheader"][aria-sort]')) {
      sorts[cell.getAttribute('col-id')!] = cell.getAttribute('aria-sort');
    }
    const refresh = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Refresh Data')!;
    return {
      dump: text('pre[aria-label="Filter state"]'),
      rowCount: text('.row-count'),
      pageOf: (document.querySelector<HTMLElement>('.page-of')?.innerText ?? '').trim(),
      pageSize: document.querySelector<HTMLSelectElement>('select[aria-label="Page size"]')!.value,
      disabled,
      sorts,
      busy: document.querySelector('.grid')?.getAttribute('aria-busy') === 'true',
      loadingRows: document.querySelectorAll('.ag-row-loading').length,
      refreshDisabled: isDisabled(refresh),
      ids: [...document.querySelectorAll('.ag-row')]
        .map((row): [number, string] => [Number(row.getAttribute('row-index')), row.querySelector('[col-id="id"]')?.textContent ?? ''])
        .sort((a, b) => a[0] - b[0])
        .map(([, id]) => id),
      goTo: goTo.value,
      goToFocused: goTo === document.activeElement,
    };
  });

const parseDump = (text: string): FilterStateJson | null => {
  try {
    return JSON.parse(text) as FilterStateJson;
  } catch {
    return null;
  }
};

const ariaSort = (sort: Sort, col: ColId) => (sort?.col !== col ? 'none' : sort.dir === 'asc' ? 'ascending' : 'descending');

/** Whether the page has settled: filters applied as the model says, no rows or set on their way. */
const isSettled = (snap: Snapshot, state: FilterStateJson) =>
  !snap.busy && snap.loadingRows === 0 && !snap.refreshDisabled && JSON.stringify(parseDump(snap.dump)) === JSON.stringify(state);

/** What is wrong with the page, given the model and the rows the export holds; [] when all is well. */
function violations(snap: Snapshot, model: Model, csv: readonly Row[]): string[] {
  const problems: string[] = [];
  const state = model.state();
  const dump = parseDump(snap.dump);
  if (JSON.stringify(dump) !== JSON.stringify(state)) problems.push(`dump ${snap.dump} but typed ${JSON.stringify(state)}`);
  if (snap.busy || snap.loadingRows > 0 || snap.refreshDisabled) problems.push('still busy');
  for (const col of COLS) {
    if (snap.sorts[col] !== ariaSort(model.sort, col)) problems.push(`${col} aria-sort ${snap.sorts[col]}, expected ${ariaSort(model.sort, col)}`);
  }
  const rows = csv.length;
  if (snap.rowCount !== `${rows} Rows`) problems.push(`shows "${snap.rowCount}", the export has ${rows} rows`);
  const size = Number(snap.pageSize);
  if (!PAGE_SIZES.includes(size)) problems.push(`page size ${snap.pageSize}`);
  const match = /^Page (\d+) of (\d+)$/.exec(snap.pageOf);
  if (!match) return [...problems, `pager reads "${snap.pageOf}"`];
  const n = Number(match[1]);
  const m = Number(match[2]);
  if (m !== Math.max(1, Math.ceil(rows / size))) problems.push(`Page ${n} of ${m} for ${rows} rows at ${size} a page`);
  if (n < 1 || n > m) problems.push(`Page ${n} of ${m}`);
  for (const name of ['First page', 'Previous page']) {
    if (snap.disabled[name] !== (n === 1)) problems.push(`${name} disabled=${snap.disabled[name]} on page ${n} of ${m}`);
  }
  for (const name of ['Next page', 'Last page']) {
    if (snap.disabled[name] !== (n === m)) problems.push(`${name} disabled=${snap.disabled[name]} on page ${n} of ${m}`);
  }
  // The grid shows that page of the very rows the export holds, in the same order.
  const expectedIds = csv.slice((n - 1) * size, n * size).map((row) => row.id);
  if (JSON.stringify(snap.ids) !== JSON.stringify(expectedIds)) {
    problems.push(`on screen ${JSON.stringify(snap.ids)}, export's page ${n} holds ${JSON.stringify(expectedIds)}`);
  }
  if (!snap.goToFocused && snap.goTo !== String(n)) problems.push(`Go to page box reads "${snap.goTo}" on page ${n}`);
  return problems;
}

test(`monkey: ${ACTIONS} random actions from seed ${SEED}, invariants after each`, async ({ page }) => {
  test.setTimeout(300_000);
  const random = mulberry32(SEED);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const dialogs = failOnDialogs(page);
  const model = new Model();
  const log: string[] = [];

  await page.clock.install(); // so the 500 ms of each filter can be skipped
  await openGrid(page, `?seed=9&rows=${ROWS}`, ROWS);

  /** All rows of the data set on screen, when known: after load, and whenever nothing filters. */
  let reference: Row[] | null = (await exportCsv(page)).rows;
  expect(reference).toHaveLength(ROWS);
  let csv: Row[] = reference;
  const stats = { exports: 0, referenceChecks: 0, refreshes: 0, bursts: 0, maxRows: ROWS };

  const typeRandom = async (key: InputKey) => {
    const text = randomText(random, key);
    await page.getByLabel(inputLabel(key), { exact: true }).fill(text);
    model.type(key, text);
    return `type ${key} ${JSON.stringify(text)}`;
  };
  const clickHeader = async (col: ColId) => {
    await header(page, col).click();
    model.clickHeader(col);
    return `sort ${col}`;
  };
  const chooseSize = async () => {
    const size = pick(PAGE_SIZES);
    await page.getByLabel('Page size').selectOption(String(size));
    return `size ${size}`;
  };

  /**
   * One random action; returns what it did and what it may change: the rows (a new export is
   * needed), only their order (the last export, sorted as the README says, will do), or neither.
   */
  async function act(): Promise<[string, Change]> {
    const roll = random();
    if (roll < 0.34) return [await typeRandom(pick(INPUTS)), 'rows'];
    if (roll < 0.5) {
      const { disabled } = await snapshot(page);
      const enabled = PAGER_BUTTONS.filter((name) => !disabled[name]);
      if (enabled.length === 0) return ['pager: every button disabled', 'none'];
      const name = pick(enabled);
      await page.getByRole('button', { name, exact: true }).click();
      return [name, 'none'];
    }
    if (roll < 0.58) return [await chooseSize(), 'none'];
    if (roll < 0.66) {
      const of = Number(/of (\d+)/.exec((await snapshot(page)).pageOf)?.[1] ?? 1);
      const text = pick(['', '0', '-1', '1', '2', '2.5', '1e3', String(of), String(of + 3), String(1 + Math.floor(random() * of))]);
      await page.getByLabel('Go to page').fill(text);
      return [`go to ${JSON.stringify(text)}`, 'none'];
    }
    if (roll < 0.78) return [await clickHeader(pick(COLS)), 'order'];
    if (roll < 0.8) {
      await page.getByRole('button', { name: 'Refresh Data' }).click();
      stats.refreshes++;
      reference = null; // a new set: known again once nothing filters
      return ['Refresh Data', 'rows'];
    }
    if (roll < 0.84) {
      await page.getByRole('button', { name: 'Force Rerender' }).click();
      return ['Force Rerender', 'none'];
    }
    if (roll < 0.88) return ['Export CSV', 'rows'];
    if (roll < 0.92) {
      // Clear every input that holds something, as someone starting over does.
      for (const key of INPUTS) {
        const box = page.getByLabel(inputLabel(key), { exact: true });
        if ((await box.inputValue()) !== '') {
          await box.fill('');
          model.type(key, '');
        }
      }
      return ['clear all', 'rows'];
    }
    // A burst: two to four actions at once, without waiting for any of them. The clock stands
    // still meanwhile: on a busy machine a click can take longer than a filter's 500 ms, which
    // would apply a typed filter before the click the model puts after it.
    stats.bursts++;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const done: string[] = [];
    const count = 2 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const kind = random();
      if (kind < 0.5) done.push(await typeRandom(pick(INPUTS)));
      else if (kind < 0.8) done.push(await clickHeader(pick(COLS)));
      else done.push(await chooseSize());
    }
    await page.clock.resume();
    return [`burst [${done.join(', ')}]`, 'rows'];
  }

  async function checkInvariants(step: number, what: string, change: Change) {
    const context = `after action ${step} (${what}); last actions:\n  ${log.slice(-8).join('\n  ')}`;
    // Let typed values apply (the model too), then wait for the worker's answers and any new set.
    await page.clock.runFor(DEBOUNCE_MS);
    model.commit();
    const state = model.state();
    await expect.poll(async () => isSettled(await snapshot(page), state), { message: `settled ${context}`, timeout: 60_000, intervals: [10, 20, 50, 100] }).toBe(true);

    if (change === 'order') {
      // Same rows, new order: the page must show them as the README orders them.
      const byId = new Map(csv.map((row) => [row.id, row]));
      csv = sortedLike(csv, model.sort, model.rankTerm()).map((id) => byId.get(id)!);
    } else if (change === 'rows') {
      // A download that never comes fails here, naming the actions before it, not at the test's timeout.
      csv = (await test.step(`Export CSV ${context}`, () => exportCsv(page), { timeout: 60_000 })).rows;
      stats.exports++;
      stats.maxRows = Math.max(stats.maxRows, csv.length);
      if (state.columnFilters.length === 0 && state.globalFilter === '') reference = csv;
      if (reference) {
        stats.referenceChecks++;
        const expected = expectedRows(reference, state).map((row) => row.id).sort();
        expect(csv.map((row) => row.id).sort(), `exported rows ${context}`).toEqual(expected);
      }
      expect(csv.map((row) => row.id), `export order ${context}`).toEqual(sortedLike(csv, model.sort, model.rankTerm()));
    }
    // The rest may take a frame or two more: poll until the page is consistent.
    await expect.poll(async () => violations(await snapshot(page), model, csv), { message: context, intervals: [10, 20, 50, 100] }).toEqual([]);
  }

  const started = Date.now();
  for (let step = 1; step <= ACTIONS; step++) {
    const [what, change] = await act();
    log.push(`${step}: ${what}`);
    // A fresh export at least every tenth action, whatever it was.
    await checkInvariants(step, what, step % 10 === 0 ? 'rows' : change);
  }
  // And at the end, always against a fresh export.
  await checkInvariants(ACTIONS, 'end', 'rows');
  expect(dialogs).toEqual([]);

  const summary =
    `${ACTIONS} actions in ${((Date.now() - started) / 1000).toFixed(0)} s: ${stats.exports} exports, ` +
    `${stats.referenceChecks} checked against a reference set, ${stats.refreshes} refreshes, ${stats.bursts} bursts, ` +
    `largest result ${stats.maxRows} rows`;
  test.info().annotations.push({ type: 'monkey', description: summary });
  console.log(summary);
});
