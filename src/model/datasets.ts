import sizes from 'virtual:faker-en-reference-index';
import { type ColumnSpec, PEOPLE_COLUMNS } from './columns';
import type { TableNotice } from './tableNotice';

/**
 * A dataset the grid can show: generated people, one of faker's fixed reference lists, a
 * file the visitor opened, or a table of the data server (src/model/served.ts).
 */
export interface Dataset {
  /** Its `?dataset=` value (`file` for an opened file, which the URL names by `?file=`). */
  readonly key: string;
  /** Its name in the switcher: for a file, the file's name. */
  readonly label: string;
  readonly kind: 'people' | 'list' | 'file' | 'served';
  /** Its columns, in order; the grid, the filters and the CSV all follow them. */
  readonly columns: readonly ColumnSpec[];
  /** The rows it holds, when known before they load (a list's entries, a file's records, a served table's rows). */
  readonly size?: number;
  /** The CSV export's file name. */
  readonly fileName: string;
  /** An opened workbook's sheets by name (files only), and the one shown. */
  readonly sheets?: readonly string[];
  readonly sheet?: string;
  /** What the page tells of a served table as it opens (what the tab tells of a file as it reads it). */
  readonly notices?: readonly TableNotice[];
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

/**
 * The dataset of an opened file: its export is named after it (`sales.json` exports `sales.csv`;
 * a sheet of a workbook of several, `book.xlsx`'s Stock, `book (Stock).csv`).
 */
export function fileDataset(name: string, columns: readonly ColumnSpec[], size: number, workbook?: { sheets: readonly string[]; sheet: string }): Dataset {
  const base = name.replace(/\.[^.]*$/, '') || name;
  const several = workbook && workbook.sheets.length > 1;
  return { key: 'file', label: name, kind: 'file', columns, size, fileName: several ? `${base} (${workbook.sheet}).csv` : `${base}.csv`, ...workbook };
}
