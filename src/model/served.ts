import type { ColumnSpec } from './columns';
import type { Dataset } from './datasets';

/** A table the data server (`npm run serve`) offers: its name (the file's, with its extension), size and columns. */
export interface ServedTableInfo {
  readonly name: string;
  readonly count: number;
  readonly columns: readonly ColumnSpec[];
}

const PREFIX = 'server:';

/** The dataset key of a served table: apart from the worker's keys, which never hold a colon. */
export const servedKey = (name: string): string => `${PREFIX}${name}`;

/** The served table a dataset key names, or null for the worker's datasets. */
export const servedName = (key: string): string | null => (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : null);

/** The dataset of a served table: its export is named after it (`sales.parquet` exports `sales.csv`). */
export function servedDataset({ name, count, columns }: ServedTableInfo): Dataset {
  const base = (name.split('/').at(-1) ?? name).replace(/\.[^.]*$/, '') || name;
  return { key: servedKey(name), label: name, kind: 'served', columns, size: count, fileName: `${base}.csv` };
}
