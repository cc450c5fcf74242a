import type { ColumnSpec } from '../../model/columns';
import type { Column, Table } from '../../model/table';
import { countingUpFrom } from './packing';
import type { ParsedFile } from './tableBuilder';

/** A file's column as the engine's: a number column counting up by one row by row (an id) is a row number column, held in no memory at all. */
function columnOf({ values, codes }: ParsedFile['columns'][number], type: ParsedFile['types'][number] | undefined): Column {
  const first = type === 'number' && codes === null ? countingUpFrom(values) : null;
  if (first !== null) return { type: 'rowNumber', first };
  return { type: 'dict', values, codes, ...(type && type !== 'text' ? { valueType: type } : {}) };
}

/**
 * A parsed file as the engine's Table: `row` (the record's 1-based position) and each of the
 * file's columns, dictionary-encoded, under the ids `columns` gives them (model/datasets.ts
 * fileColumns, `row` first); number and date columns sort and compare by value.
 */
export function fileAsTable(parsed: ParsedFile, columns: readonly ColumnSpec[]): Table {
  const tableColumns: Record<string, Column> = { row: { type: 'rowNumber', first: 1 } };
  parsed.columns.forEach((column, i) => (tableColumns[columns[i + 1]!.colId] = columnOf(column, parsed.types[i])));
  return { count: parsed.count, columns: tableColumns };
}
