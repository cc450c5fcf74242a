import sizes from 'virtual:faker-en-reference-index';
import { type ColumnSpec, type ColumnType, PEOPLE_COLUMNS } from './columns';
import { DEFAULT_KIND } from './filterKinds';

/**
 * A dataset the grid can show: generated people, one of faker's fixed reference lists, or a
 * file the visitor opened.
 */
export interface Dataset {
  /** Its `?dataset=` value (`file` for an opened file, which the URL names by `?file=`). */
  readonly key: string;
  /** Its name in the switcher: for a file, the file's name. */
  readonly label: string;
  readonly kind: 'people' | 'list' | 'file';
  /** Its columns, in order; the grid, the filters and the CSV all follow them. */
  readonly columns: readonly ColumnSpec[];
  /** Entries in faker's list (lists only). */
  readonly size?: number;
  /** The CSV export's file name. */
  readonly fileName: string;
}

const id: ColumnSpec = { colId: 'id', header: 'id', kind: 'exact', type: 'number', minWidth: 110 };
const name: ColumnSpec = { colId: 'name', header: 'name', kind: 'fuzzy', flex: 4, minWidth: 220 };
const code = (colId: string): ColumnSpec => ({ colId, header: colId, kind: 'exact', minWidth: 140 });

export const PEOPLE: Dataset = { key: 'people', label: 'People', kind: 'people', columns: PEOPLE_COLUMNS, fileName: 'people.csv' };

const list = (key: string, label: string, size: number, columns: ColumnSpec[]): Dataset => ({
  key,
  label: `${label} (${size})`,
  kind: 'list',
  columns,
  size,
  fileName: `${key}.csv`,
});

/** Every dataset, in the switcher's order: People, then faker's English lists as it has them. */
export const DATASETS: readonly Dataset[] = [
  PEOPLE,
  list('airlines', 'Airlines', sizes.airlines, [id, name, code('iataCode')]),
  list('airplanes', 'Aircraft types', sizes.airplanes, [id, name, code('iataTypeCode')]),
  list('airports', 'Airports', sizes.airports, [id, name, code('iataCode')]),
  ...Object.entries(sizes.animals).map(([key, size]) => list(key, `Animals: ${key.replaceAll('_', ' ')}`, size, [id, name])),
];

export const datasetByKey = (key: string): Dataset | undefined => DATASETS.find((dataset) => dataset.key === key);

/** A column id for a header: letters, digits, `_` and `-` only, so it can stand in a URL's `f=colId.kind:value`. */
const slug = (header: string) => header.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');

/**
 * A file's columns: first `row`, the record's 1-based position in the file (Exact), then the
 * file's columns in order, ids made from their names (`column_3` for "column 3", `c3` where
 * nothing is left, `_2` … against a repeat or a name objects already have, like "toString").
 * Number columns match Exact by default, date columns On, text columns Case-insensitive.
 */
export function fileColumns(headers: readonly string[], types: readonly ColumnType[]): ColumnSpec[] {
  const used = new Set(['row']);
  const columns: ColumnSpec[] = [{ colId: 'row', header: 'row', kind: 'exact', type: 'number', minWidth: 100 }];
  headers.forEach((header, i) => {
    const base = slug(header) || `c${i + 1}`;
    let colId = base;
    for (let n = 2; used.has(colId) || colId in Object.prototype; n++) colId = `${base}_${n}`;
    used.add(colId);
    const type = types[i] ?? 'text';
    const text = type === 'text';
    columns.push({ colId, header, kind: DEFAULT_KIND[type], ...(text ? {} : { type }), flex: text ? 2 : 1, minWidth: text ? 140 : 110 });
  });
  return columns;
}

/** The dataset of an opened file: its export is named after it (`sales.json` exports `sales.csv`). */
export function fileDataset(name: string, columns: readonly ColumnSpec[], size: number): Dataset {
  const base = name.replace(/\.[^.]*$/, '') || name;
  return { key: 'file', label: name, kind: 'file', columns, size, fileName: `${base}.csv` };
}
