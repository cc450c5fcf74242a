/** One RFC 4180 field: always quoted, inner quotes doubled (as AG Grid's CSV export does). */
const field = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A CSV line: `fields.map(field).join(',')`, with one string made for the line rather than one
 * for each field (a 1,000,000-row export's time was mostly those: the benchmark log).
 */
export const csvLine = (fields: readonly string[]) => (fields.length === 0 ? '' : `"${fields.map((text) => (text.includes('"') ? text.replaceAll('"', '""') : text)).join('","')}"`);

/**
 * One field of tab-separated text as spreadsheets copy it: as it is, unless a tab or a line
 * break in it would end the cell, or a quote at its start would be read as quoting; then
 * quoted, inner quotes doubled, so pasting it back gives the same value. (A quote further in
 * is just a character to a spreadsheet's paste.)
 */
export const tsvField = (text: string) => (/[\t\r\n]/.test(text) || text.startsWith('"') ? field(text) : text);

/**
 * How a text format writes records: what comes before the header line, one line of fields, and
 * what comes between two lines (nothing after the last). The tab's whole text and a server's
 * stream of it are made of these pieces, so they are the same bytes.
 */
export interface TextLines {
  readonly start: string;
  readonly line: (fields: readonly string[]) => string;
  readonly between: string;
}

export const TEXT_LINES = {
  /** RFC 4180 records: quoted fields, CRLF line ends, a BOM so spreadsheet apps read UTF-8. */
  csv: { start: '\uFEFF', line: csvLine, between: '\r\n' },
  /** Tab-separated records (what a spreadsheet puts on the clipboard): one line a row, no BOM. */
  tsv: { start: '', line: (fields) => fields.map(tsvField).join('\t'), between: '\n' },
} as const satisfies Record<string, TextLines>;

/** The header line as the text starts it. */
export const headerText = (lines: TextLines, headers: readonly string[]): string => lines.start + lines.line(headers);

/** A record's line as it follows the line before it. */
export const recordText = (lines: TextLines, fields: readonly string[]): string => lines.between + lines.line(fields);

function wholeText(lines: TextLines, headers: readonly string[], rows: Iterable<readonly string[]>): string {
  const parts = [headerText(lines, headers)];
  for (const row of rows) parts.push(recordText(lines, row));
  return parts.join('');
}

/** RFC 4180 records: quoted fields, CRLF line ends, a BOM so spreadsheet apps read UTF-8. */
export const toCsv = (headers: readonly string[], rows: Iterable<readonly string[]>): string => wholeText(TEXT_LINES.csv, headers, rows);

/** Tab-separated records (what a spreadsheet puts on the clipboard): a header line, then one line a row. */
export const toTsv = (headers: readonly string[], rows: Iterable<readonly string[]>): string => wholeText(TEXT_LINES.tsv, headers, rows);
