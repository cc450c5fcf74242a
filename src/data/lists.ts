import type { ColumnSpec } from '../model/columns';
import { type Column, dictColumn, type Table } from '../model/table';

/**
 * The rows of a reference list as text columns (the id is the row's position). Loaded on
 * demand: the lists are a chunk of their own that only a visitor who opens one downloads.
 */
export async function loadReferenceList(key: string): Promise<Record<string, string>[]> {
  const { default: lists } = await import('virtual:faker-en-reference');
  switch (key) {
    case 'airlines':
      return lists.airlines.map(({ name, iataCode }) => ({ name, iataCode }));
    case 'airplanes':
      return lists.airplanes.map(({ name, iataTypeCode }) => ({ name, iataTypeCode }));
    case 'airports':
      return lists.airports.map(({ name, iataCode }) => ({ name, iataCode }));
    default: {
      const names = lists.animals[key];
      if (!names) throw new Error(`No reference list called ${key}`);
      return names.map((name) => ({ name }));
    }
  }
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
