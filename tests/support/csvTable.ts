import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cellText, dictColumn, type Table } from '../../src/model/table';

/**
 * The table as a file would give it: every column a dict column of the texts it shows (a row
 * number and a joined column become their texts), each with the type the tab gives it.
 */
export function asFileTable(table: Table): Table {
  const columns = Object.entries(table.columns).map(([colId, column]) => {
    const texts = Array.from({ length: table.count }, (_, row) => cellText(table, colId, row));
    const type = column.type === 'rowNumber' ? 'number' : column.type === 'dict' ? column.valueType : undefined;
    return [colId, dictColumn(texts, type)] as const;
  });
  return { count: table.count, columns: Object.fromEntries(columns) };
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The table as CSV text, every field quoted (so spaces and empty cells read back as they are). */
export const csvOf = (table: Table): string =>
  [Object.keys(table.columns), ...Array.from({ length: table.count }, (_, row) => Object.keys(table.columns).map((colId) => cellText(table, colId, row)))]
    .map((fields) => fields.map(quoted).join(','))
    .join('\n');

/** A temporary folder for a test's files, and a way to remove it. */
export function tempFolder(): { path: (name: string) => string; write: (name: string, content: string | Uint8Array) => string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'people-grid-'));
  const path = (name: string) => join(folder, name);
  return {
    path,
    write: (name, content) => {
      writeFileSync(path(name), content);
      return path(name);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
