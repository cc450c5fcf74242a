// Helpers for the robustness specs (bad input, URL parameters, long sessions, the monkey).
// Kept apart from helpers.ts, which other work edits.
import type { CDPSession, Page } from '@playwright/test';
import { matchSorter } from 'match-sorter';
import { expect } from './fixtures';
import { type ColId, containsCaseSensitive, containsIgnoringCase, exact, type Row } from './helpers';

/** match-sorter's own verdict at its default threshold: the documented fuzzy semantics. */
export const fuzzy = (text: string, term: string) => matchSorter([text], term).length === 1;

/** The global search: any of id, firstName, Last Name and "first last" passes the fuzzy term. */
export const anyColumnFuzzy = (row: Row, term: string) =>
  [row.id, row.firstName, row.lastName, `${row.firstName} ${row.lastName}`].some((text) => fuzzy(text, term));

/** Each column filter's documented matcher, written independently of src/engine. */
export const COLUMN_MATCHERS: Record<ColId, (cell: string, value: string) => boolean> = {
  id: exact,
  firstName: containsCaseSensitive,
  lastName: containsIgnoringCase,
  fullName: fuzzy,
};

export interface FilterStateJson {
  columnFilters: { id: string; value: string }[];
  globalFilter: string;
}

/** The rows of `all` that pass the column filters and the global search. */
export function expectedRows(all: readonly Row[], state: FilterStateJson): Row[] {
  return all.filter(
    (row) =>
      state.columnFilters.every(({ id, value }) => COLUMN_MATCHERS[id as ColId](row[id as ColId], value)) &&
      (state.globalFilter === '' || anyColumnFuzzy(row, state.globalFilter)),
  );
}

/** The state dump, parsed; null while it is not JSON. */
export async function dumpState(page: Page): Promise<FilterStateJson | null> {
  const text = (await page.getByLabel('Filter state').textContent()) ?? '';
  try {
    return JSON.parse(text) as FilterStateJson;
  } catch {
    return null;
  }
}

/** Waits until the state dump equals `state` (order of column filters included). */
export async function expectDump(page: Page, state: FilterStateJson, timeout = 15_000) {
  await expect.poll(() => dumpState(page), { timeout, intervals: [10, 20, 50, 100] }).toEqual(state);
}

/** Waits until no rows are on their way from the worker and no row shows as loading. */
export async function settled(page: Page) {
  await expect(page.locator('.grid[aria-busy="true"], .ag-row-loading')).toHaveCount(0);
}

/** Fails the test on any dialog (alert, confirm, prompt, beforeunload); returns what was seen. */
export function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence, in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HeapFigures {
  /** Used JS heap of the page, MB. */
  page: number;
  /** Used JS heap of its workers, MB. */
  workers: number;
  /** ArrayBuffer memory (typed arrays: where the worker keeps the rows) of page and workers, MB. */
  buffers: number;
}

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

/**
 * Used JS heap of the page and of its workers in MB, after a forced garbage collection, through
 * the DevTools protocol (as bench/bench.mjs does), plus their ArrayBuffer memory. The worker is
 * reached through a browser session (`browser.newBrowserCDPSession()`): a page session does not
 * see it.
 */
export async function heapMb(browserSession: CDPSession, page: Page): Promise<HeapFigures> {
  const MB = 2 ** 20;
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const pageUsage = (await session.send('Runtime.getHeapUsage')) as HeapUsage;
  await session.detach();
  let workerBytes = 0;
  let buffers = pageUsage.backingStorageSize ?? 0;
  const { targetInfos } = await browserSession.send('Target.getTargets');
  const workers = targetInfos.filter((target) => target.type === 'worker');
  expect(workers.length, 'the data worker is running').toBeGreaterThan(0);
  for (const target of workers) {
    const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    const answer = new Promise<HeapUsage>((resolve) => {
      const listener = (event: { sessionId: string; message: string }) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message) as { id?: number; result?: HeapUsage };
        if (message.id === 2) {
          browserSession.off('Target.receivedMessageFromTarget', listener);
          resolve(message.result ?? { usedSize: 0 });
        }
      };
      browserSession.on('Target.receivedMessageFromTarget', listener);
    });
    const send = (id: number, method: string) =>
      browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    await send(1, 'HeapProfiler.collectGarbage');
    await send(2, 'Runtime.getHeapUsage');
    const usage = await answer;
    workerBytes += usage.usedSize;
    buffers += usage.backingStorageSize ?? 0;
    await browserSession.send('Target.detachFromTarget', { sessionId });
  }
  return { page: pageUsage.usedSize / MB, workers: workerBytes / MB, buffers: buffers / MB };
}
