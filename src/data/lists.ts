import type { ColumnSpec } from '../model/columns';
import { type Column, dictColumn, type Table } from '../model/table';

/**
 * The entries of a reference list, as faker has them (an animal list's names as `name`): the
 * dataset's columns say which fields show (listAsTable). Loaded on demand: the lists are a chunk
 * of their own that only a visitor who opens one downloads.
 */
export async function loadReferenceList(key: string): Promise<readonly Readonly<Record<string, string>>[]> {
  const { default: lists } = await import('virtual:faker-en-reference');
  const { animals, ...entryLists } = lists;
  if (Object.hasOwn(entryLists, key)) return entryLists[key as keyof typeof entryLists];
  if (Object.hasOwn(animals, key)) return animals[key]!.map((name) => ({ name }));
  throw new Error(`No reference list called ${key}`);
}

/** A reference list's `id`: each entry's position (datasets.ts). */
const POSITION_COLUMN = 'id';

/** Entries of a reference list as a table of `columns`: `id` is the position, the rest their texts. */
export function listAsTable(rows: readonly Record<string, string>[], columns: readonly ColumnSpec[]): Table {
  return {
    count: rows.length,
    columns: Object.fromEntries(
      columns.map(({ colId }): [string, Column] => [
        colId,
        colId === POSITION_COLUMN ? { type: 'rowNumber', first: 0 } : dictColumn(rows.map((row) => row[colId] ?? '')),
      ]),
    ),
  };
}
