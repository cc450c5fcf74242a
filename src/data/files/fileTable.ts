import type { ColumnSpec } from '../../model/columns';
import type { Column, Table } from '../../model/table';
import type { ParsedFile } from './tableBuilder';

/**
 * A parsed file as the engine's Table: `row` (the record's 1-based position) and each of the
 * file's columns, dictionary-encoded, under the ids `columns` gives them (model/datasets.ts
 * fileColumns, `row` first); number and date columns sort and compare by value.
 */
export function fileAsTable(parsed: ParsedFile, columns: readonly ColumnSpec[]): Table {
  const tableColumns: Record<string, Column> = { row: { type: 'rowNumber', first: 1 } };
  parsed.columns.forEach(({ values, codes }, i) => {
    const type = parsed.types[i];
    tableColumns[columns[i + 1]!.colId] = { type: 'dict', values, codes, ...(type && type !== 'text' ? { valueType: type } : {}) };
  });
  return { count: parsed.count, columns: tableColumns };
}
