import { expect } from 'vitest';
import { fileAsTable } from '../../src/data/files/fileTable';
import { readTableFile } from '../../src/data/files/readTableFile';
import { fileColumns } from '../../src/model/fileColumns';
import { cellText, dictColumn, type Table } from '../../src/model/table';
import { DuckDbSession, type OpenOptions } from '../../src/server/duckdb/duckDbSession';
import { asFileTable, csvOf } from './csvTable';
import { fileOf, rowsOf } from './files';
import type { ParsedFile } from '../../src/data/files/tableBuilder';
import { randomFrom } from './random';
import { randomTable, TERMS } from './tables';

/**
 * Texts where SQL and JavaScript part ways unless told: letters strip_accents leaves (ł ø þ ı),
 * letters with a combining mark, letters that fold to two, letters no fold changes (bytes are not
 * characters), letters the engines lower-case apart from JavaScript (a final Σ, İ), LIKE's and
 * regex's own characters, quotes, a line break.
 */
export const TRAPS = ['Straße', 'STRASSE', 'straße nß', '日本語 テキスト', 'Ωmega Σοφία', 'Łódź', 'łodz', 'LODZ', 'Øre', 'ore', 'þorn', 'Thorn', 'ıi', 'Z̧ebra', 'zebra', 'Æther', 'aether', '50%', '50 pct', 'a_b', 'axb', 'a\\b', 'a.b', 'a+b', "it's", 'say "hi"', 'two\nlines', '', '', 'Łu-kasz Ø', 'x-ray vision', 'ΟΔΟΣ', 'οδος', 'İstanbul', 'istanbul'];
const TRAP_TERMS = [...TERMS, 'ße', 'sße', 'tße', 'st', '本語', '日テ', 'ω', 'σφ', 'ms', 'ł', 'l', 'lodz', 'o', 'ore', 'th', 'thorn', 'i', 'ii', 'z', 'zeb', 'ae', 'aeth', '%', '50%', '_', 'a_b', '\\', 'a.b', '.', '+', "'", '"', 'two l', 'lk', 'xv', 'x-r', 'tw\nl', 'ΟΔΟΣ', 'οδοσ', 'ος', 'İstanbul', 'istanbul', 'ist'];

/** A random table of the tab's test columns (as their texts), with a column of traps and one of empty cells beside them. */
export function trapTable(seed: number, count: number, first: readonly string[], trapTexts: readonly string[] = TRAPS): Table {
  const table = randomTable(seed, count, first);
  const random = randomFrom(seed + 1);
  const traps = dictColumn(Array.from({ length: count }, () => random.pick(trapTexts)));
  const empty = dictColumn(Array.from({ length: count }, () => ''));
  return asFileTable({ count, columns: { ...table.columns, traps, empty } });
}

/** Terms that hit: the trap terms, and cells of the table itself (so Exact finds rows and ranks reach Equal). */
export function termsFor(table: Table, random: ReturnType<typeof randomFrom>): string[] {
  const cells = Object.keys(table.columns).flatMap((colId) => Array.from({ length: Math.min(table.count, 4) }, () => cellText(table, colId, Math.floor(random.next() * table.count))));
  return [...TRAP_TERMS, ...cells.filter((cell) => cell !== '')];
}

/**
 * A file opened by both engines: by the tab as a visitor's file is opened (readTableFile,
 * fileAsTable: a `row` column first, the types read from the cells), and by DuckDbSession, whose
 * columns must be the tab's. `write` puts the file where DuckDB reads it.
 */
export async function fileOpenedByBoth(fileName: string, content: string | Uint8Array, write: (name: string, content: string | Uint8Array) => string, options: OpenOptions = {}): Promise<{ tab: Table; duck: DuckDbSession }> {
  const parsed = await readTableFile(fileOf(fileName, content));
  const specs = fileColumns(parsed.headers, parsed.types);
  const duck = await DuckDbSession.open(write(fileName, content), options);
  expect(duck.columns).toEqual(specs.map(({ colId, type }) => ({ colId, type: type ?? 'text' })));
  return { tab: fileAsTable(parsed, specs), duck };
}

/** The table (or a CSV text) written as a CSV file, opened by both engines. */
export const openedByBoth = (name: string, table: Table | string, write: (name: string, content: string | Uint8Array) => string, options: OpenOptions = {}) =>
  fileOpenedByBoth(`${name}.csv`, typeof table === 'string' ? table : csvOf(table), write, options);

/** Expects the server to serve the file at `path` as the tab read it (`parsed`): the same columns, types and cells, in file order. */
export async function expectServedAsTheTab(path: string, parsed: ParsedFile) {
  const table = await DuckDbSession.open(path);
  try {
    expect(table.columns).toEqual(fileColumns(parsed.headers, parsed.types).map(({ colId, type }) => ({ colId, type: type ?? 'text' })));
    const page = await table.rows({ filters: [], globalFilter: '', sort: [] }, 0, parsed.count + 1);
    expect(page.rows.map(({ cells }) => cells.slice(1))).toEqual(rowsOf(parsed));
  } finally {
    await table.close();
  }
}
