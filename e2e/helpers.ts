import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** Column ids in displayed order, as the CSV's header names them. */
export const HEADERS = { id: 'id', firstName: 'firstName', lastName: 'Last Name', fullName: 'Full Name' } as const;
export type ColId = keyof typeof HEADERS;

export interface Row {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** A small RFC 4180 reader, independent of the app: quotes, doubled quotes, CRLF, a BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && input[i + 1] === '\n') {
      // the \n ends the record
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// Chromium drops an eleventh download within a second of the first of a burst, silently
// (Blink's LocalFrame download throttle, 10 a second). No person exports that fast; a test may.
const DOWNLOADS_A_SECOND = 10;
const downloadTimes = new WeakMap<Page, number[]>();

/** Waits until a download now would not be the page's eleventh within a second. */
async function paceDownloads(page: Page) {
  const times = downloadTimes.get(page) ?? [];
  const tenthLast = times.at(-DOWNLOADS_A_SECOND);
  // A second after the tenth last download began (its event comes after Chromium counted it).
  if (tenthLast !== undefined) await new Promise((resolve) => setTimeout(resolve, tenthLast + 1000 - Date.now()));
}

function noteDownload(page: Page) {
  const times = downloadTimes.get(page) ?? [];
  downloadTimes.set(page, [...times, Date.now()].slice(-DOWNLOADS_A_SECOND));
}

/** Clicks Export CSV and reads the download: its file name, header line and rows. */
export async function exportCsv(page: Page) {
  await paceDownloads(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  noteDownload(page);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  const [header, ...records] = parseCsv(text);
  const rows: Row[] = records.map(([id, firstName, lastName, fullName]) => ({
    id: id!,
    firstName: firstName!,
    lastName: lastName!,
    fullName: fullName!,
  }));
  return { fileName: download.suggestedFilename(), text, header: header!, rows };
}

export const rowCount = (page: Page) => page.getByText(/^\d+ Rows$/);
export const pageText = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
export const filterState = (page: Page) => page.getByLabel('Filter state');
export const notices = (page: Page) => page.getByRole('status', { name: 'Notices' });
export const filterInput = (page: Page, col: ColId) => page.getByLabel(`Filter ${HEADERS[col]}`);
export const globalSearch = (page: Page) => page.getByLabel('Search all columns');
export const header = (page: Page, col: ColId) => page.getByRole('columnheader', { name: HEADERS[col], exact: true });

export async function expectRowCount(page: Page, count: number) {
  await expect(page.getByText(`${count} Rows`, { exact: true })).toBeVisible();
}

export async function expectPage(page: Page, n: number, of: number) {
  await expect(pageText(page)).toHaveText(`Page ${n} of ${of}`, { useInnerText: true });
}

/** Waits until no rows are on their way from the worker (the grid says so with aria-busy). */
export async function rowsSettled(page: Page) {
  await expect(page.locator('.grid[aria-busy="true"], .ag-row-loading')).toHaveCount(0);
}

/** The header rows the grid counts in its aria-rowcount: the column headers and the floating filters. */
const HEADER_ROWS = 2;

/** Whether the grid has drawn every row it holds (aria-rowcount counts them, with the header rows). */
function drawnAndHeldRows(headerRows: number) {
  const held = Number(document.querySelector('[role="grid"][aria-rowcount], [role="treegrid"][aria-rowcount]')?.getAttribute('aria-rowcount') ?? NaN) - headerRows;
  const drawn = new Set([...document.querySelectorAll('.ag-row')].map((row) => row.getAttribute('row-index'))).size;
  return drawn === held ? { drawn: 'all' } : { drawn, held };
}

/** The texts of one column on the current page, top to bottom. */
export async function columnTexts(page: Page, col: ColId | (string & {})): Promise<string[]> {
  await rowsSettled(page);
  // A row the grid has drawn before its data arrived has an empty id cell for a frame.
  await expect(page.locator('.ag-row .ag-cell[col-id="id"]').filter({ hasText: /^\s*$/ })).toHaveCount(0);
  // Every row the grid holds is drawn: the rows a larger page size adds are not all drawn in the task that gives them.
  await expect.poll(() => page.evaluate(drawnAndHeldRows, HEADER_ROWS)).toEqual({ drawn: 'all' });
  const rows = page.locator('.ag-row');
  const entries = await rows.evaluateAll(
    (elements, colId) =>
      elements.map((row): [number, string] => [
        Number(row.getAttribute('row-index')),
        row.querySelector(`[col-id="${colId}"]`)?.textContent ?? '',
      ]),
    col,
  );
  return entries.sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

/** Filters and the search apply this long after the last keystroke (README). */
export const DEBOUNCE_MS = 500;

/** Committed changes less than this apart make one history entry (README). */
export const BURST_MS = 100;

/**
 * Fills a filter or the search and lets the debounce fire at once on the page's fake clock
 * (`page.clock.install()` before the load; it runs in real time otherwise), then waits until the
 * state dump shows the change: it is drawn with the grid's busy state, so rows read next are the
 * filter's, not the ones before it (text marked invalid changes nothing).
 */
export async function applyOnFakeClock(page: Page, input: Locator, value: string) {
  const before = await filterState(page).textContent();
  const changes = (await input.inputValue()) !== value;
  await input.fill(value);
  await page.clock.runFor(DEBOUNCE_MS);
  // Text the filter cannot read is marked invalid and applies nothing: the rows stay as they are.
  const applied = async () => (await filterState(page).textContent()) !== before || (await input.getAttribute('aria-invalid')) === 'true';
  if (changes) await expect.poll(applied).toBe(true);
}

/** Types into the filter under `header` and lets its debounce fire on the fake clock (applyOnFakeClock). */
export const typeInFilter = (page: Page, header: string, text: string) => applyOnFakeClock(page, page.getByLabel(`Filter ${header}`, { exact: true }), text);

/** Empties a filter or the search with Escape, which applies at once (no debounce). */
export async function clearWithEscape(page: Page, input: Locator) {
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
}

/**
 * Types a value into a filter or search input and waits until the state dump shows it applied.
 * An empty value shows nothing to wait for there: clear with clearWithEscape, or fill('') and
 * wait on what the rows show.
 */
export async function typeAndApply(page: Page, input: Locator, value: string) {
  if (value === '') throw new Error('typeAndApply needs a value to wait for; clear an input with clearWithEscape');
  await input.fill(value);
  await expect(filterState(page)).toContainText(JSON.stringify(value));
}

/** The state dump, parsed. */
export async function readFilterState(page: Page): Promise<{ columnFilters: { id: string; value: string }[]; globalFilter: string }> {
  return JSON.parse((await filterState(page).textContent()) ?? '') as never;
}

// Independent reference implementations of the documented matcher semantics.
export const exact = (cell: string, value: string) => cell.toLowerCase() === value.toLowerCase();
export const containsCaseSensitive = (cell: string, value: string) => cell.includes(value);
export const containsIgnoringCase = (cell: string, value: string) => cell.toLowerCase().includes(value.toLowerCase());
export const naturalCompare = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** Drops a file on the page as a person drags one in from their files (dragenter, dragover, drop): `content` its text or its bytes. */
export async function dropFile(page: Page, file: { name: string; content: string | Uint8Array; type?: string }) {
  const { name, content, type = '' } = file;
  const parts = typeof content === 'string' ? { text: content } : { bytes: Array.from(content) };
  const dataTransfer = await page.evaluateHandle(
    ({ name, parts, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([parts.text ?? new Uint8Array(parts.bytes ?? [])], name, { type }));
      return transfer;
    },
    { name, parts, type },
  );
  for (const event of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent('main', event, { dataTransfer });
}

/** How far a cell's text reaches past the cell's right edge, in pixels (negative: it stops short). */
export const textOverhang = (cell: Locator) => cell.evaluate((element) => element.querySelector('.cell-text')!.getBoundingClientRect().right - element.getBoundingClientRect().right);
