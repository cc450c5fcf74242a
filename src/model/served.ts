import type { ColumnSpec } from './columns';
import type { Dataset } from './datasets';
import type { TableNotice } from './tableNotice';

/** A table the data server (`npm run serve`) offers: its name (the file's, with its extension), size and columns, and what the page tells of it (a file's). */
export interface ServedTableInfo {
  readonly name: string;
  readonly count: number;
  readonly columns: readonly ColumnSpec[];
  readonly notices?: readonly TableNotice[];
}

/** A file named at the server's start that it does not serve, and why (it could not read it). */
export interface SkippedFile {
  readonly name: string;
  readonly reason: string;
}

const PREFIX = 'server:';

/** The dataset key of a served table: apart from the worker's keys, which never hold a colon. */
export const servedKey = (name: string): string => `${PREFIX}${name}`;

/** The served table a dataset key names, or null for the worker's datasets. */
export const servedName = (key: string): string | null => (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null);

/** A served table's export is named after it: `sales.parquet` and `2024/sales.json` export `sales.csv`. */
export function exportName(name: string): string {
  const file = name.split('/').at(-1) ?? name;
  return `${file.replace(/\.[^.]*$/, '') || file}.csv`;
}

/** The dataset of a served table. */
export function servedDataset({ name, count, columns, notices }: ServedTableInfo): Dataset {
  return { key: servedKey(name), label: name, kind: 'served', columns, size: count, fileName: exportName(name), notices };
}
