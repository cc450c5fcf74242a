/** One RFC 4180 field: always quoted, inner quotes doubled (as AG Grid's CSV export does). */
const field = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** RFC 4180 records: quoted fields, CRLF line ends, a BOM so spreadsheet apps read UTF-8. */
export function toCsv(headers: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [headers.map(field).join(',')];
  for (const row of rows) lines.push(row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}`;
}

/**
 * One field of tab-separated text as spreadsheets copy it: as it is, unless a tab or a line
 * break in it would end the cell, or a quote at its start would be read as quoting; then
 * quoted, inner quotes doubled, so pasting it back gives the same value. (A quote further in
 * is just a character to a spreadsheet's paste.)
 */
export const tsvField = (text: string) => (/[\t\r\n]/.test(text) || text.startsWith('"') ? field(text) : text);

/** Tab-separated records (what a spreadsheet puts on the clipboard): a header line, then one line a row. */
export function toTsv(headers: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [headers.map(tsvField).join('\t')];
  for (const row of rows) lines.push(row.map(tsvField).join('\t'));
  return lines.join('\n');
}
