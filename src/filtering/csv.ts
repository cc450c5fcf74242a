/** One RFC 4180 field: always quoted, inner quotes doubled (as AG Grid's CSV export does). */
const field = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** RFC 4180 records: quoted fields, CRLF line ends, a BOM so spreadsheet apps read UTF-8. */
export function toCsv(headers: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [headers.map(field).join(',')];
  for (const row of rows) lines.push(row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}`;
}
