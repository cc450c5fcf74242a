import { byFamily, type ColumnSpec, type ColumnType } from './columns';
import { ColumnNames } from './columnNames';
import { DEFAULT_KIND } from './filterKinds';

/** A column id for a header: letters, digits, `_` and `-` only, so it can stand in a URL's `f=colId.kind:value`. */
const slug = (header: string) => header.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');

/** The page's own `row` column's header. */
const ROW = 'row';

/**
 * How wide a file's column is drawn by its type: text takes twice a number's share; a date as
 * much, with room in its filter for a range of months (`2014-03..2014-05`) as a person types it.
 */
const WIDTHS = byFamily({ text: { flex: 2, minWidth: 140 }, number: { flex: 1, minWidth: 110 }, date: { flex: 2, minWidth: 190 } });

/**
 * A file's columns: first `row`, the record's 1-based position in the file (Exact; not exported), then the
 * file's columns in order, ids made from their names (`column_3` for "column 3", `c3` where
 * nothing is left, `_2` … against a repeat or a name objects already have, like "toString").
 * Number columns match Exact by default, date columns On, text columns Case-insensitive.
 * `headers` are the file's names as its reader repaired them (none blank, none repeated).
 */
export function fileColumns(headers: readonly string[], types: readonly ColumnType[]): ColumnSpec[] {
  // The file's names beside the page's `row`: a file's column named so shows as a repeated name does (`row (2)`).
  const [, ...names] = new ColumnNames([ROW, ...headers]).names;
  const used = new Set([ROW]);
  const columns: ColumnSpec[] = [{ colId: ROW, header: ROW, kind: 'exact', type: 'number', ...WIDTHS.number, exportedAs: '' }];
  headers.forEach((header, i) => {
    const base = slug(header) || `c${i + 1}`;
    let colId = base;
    for (let n = 2; used.has(colId) || colId in Object.prototype; n++) colId = `${base}_${n}`;
    used.add(colId);
    const type = types[i] ?? 'text';
    columns.push({ colId, header: names[i]!, kind: DEFAULT_KIND[type], ...(type === 'text' ? {} : { type }), ...WIDTHS[type], ...(header === names[i] ? {} : { exportedAs: header }) });
  });
  return columns;
}
