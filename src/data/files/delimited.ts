import type { ParseError } from 'papaparse';
import { FileReadError, quoted } from './errors';
import { longRecordError, MAX_RECORD_LENGTH } from './limits';
import { TableBuilder } from './tableBuilder';
import type { TextReader } from './textReader';

export type Delimiter = ',' | ';' | '\t' | '|';
type Newline = '\n' | '\r\n' | '\r';

/** What Papa Parse's core parser gives for a chunk (without `header`, rows are arrays of strings). */
interface ChunkResult {
  data: string[][];
  errors: ParseError[];
  meta: { cursor: number };
}

const loadPapa = async () => (await import('papaparse')).default;
type Papa = Awaited<ReturnType<typeof loadPapa>>;

/**
 * The line break of the first line (outside quotes): a file writes them all alike, and a
 * line break inside a quoted cell may differ (Excel writes a bare LF inside CRLF lines).
 */
export function detectNewline(text: string): Newline {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') return '\n';
    else if (!quoted && char === '\r') return text[i + 1] === '\n' ? '\r\n' : '\r';
  }
  return '\n';
}

/** The first lines read to pick the delimiter: a few dozen records of any width. */
const SAMPLE_LENGTH = 64 * 1024;
const SAMPLE_RECORDS = 20;

/**
 * Picks the delimiter of a file from its first records (`text`; `whole` when that is the whole
 * file): of the four that make the first line two fields or more, the one whose records most
 * often have as many fields as the first line. A tie goes to the one that makes more fields (a
 * semicolon file whose header and records each hold one comma, `Preis, brutto` or `1,50`), then
 * to the file's own (tab for `.tsv`), then comma, semicolon, tab, pipe. A `.tsv` whose first
 * line holds a tab is read with tabs. With no candidate at all (one column), the preferred one.
 */
export function detectDelimiter(papa: Papa, text: string, newline: Newline, whole: boolean, preferred: Delimiter): Delimiter {
  const order: Delimiter[] = [preferred, ...([',', ';', '\t', '|'] as const).filter((d) => d !== preferred)];
  let sample = text.slice(0, SAMPLE_LENGTH);
  let sampleIsWhole = whole && sample.length === text.length;
  const recordsWith = (delimiter: Delimiter) => {
    const parse = (input: string, complete: boolean) =>
      (new papa.Parser({ delimiter, newline, preview: SAMPLE_RECORDS }).parse(input, 0, !complete) as ChunkResult).data;
    let rows = parse(sample, sampleIsWhole);
    if (rows.length === 0 && !sampleIsWhole) {
      // A first line longer than the sample: read the whole first chunk.
      sample = text;
      sampleIsWhole = whole;
      rows = parse(sample, sampleIsWhole);
    }
    return rows.filter((row) => !isBlankLine(row));
  };
  let best: Delimiter = preferred;
  let bestScore = -1;
  let bestWidth = 0;
  for (const delimiter of order) {
    const records = recordsWith(delimiter);
    const width = records[0]?.length ?? 0;
    if (width < 2) continue;
    if (delimiter === '\t' && preferred === '\t') return '\t';
    const score = records.filter((record) => record.length === width).length / records.length;
    if (score > bestScore || (score === bestScore && width > bestWidth)) {
      best = delimiter;
      bestScore = score;
      bestWidth = width;
    }
  }
  return best;
}

/**
 * An empty line is not a record: it is most often the line break that ends the file (Papa gives
 * it as a last row of one empty field) or a blank line between blocks, and read as a record it
 * would be a row of empty cells. So it is skipped. (A one-column file cannot then hold an empty
 * cell, not even as `""`; Papa gives both as one empty field.)
 */
const isBlankLine = (row: string[]) => row.length === 1 && row[0] === '';

/** How many times `char` occurs in text[start, end). */
function countChar(text: string, char: string, start = 0, end = text.length): number {
  let count = 0;
  for (let i = text.indexOf(char, start); i !== -1 && i < end; i = text.indexOf(char, i + 1)) count++;
  return count;
}

/** A kind of repair done on some records: told once, with the first line and how many more. */
class Repairs {
  private first = 0;
  private count = 0;
  constructor(private readonly sentence: (firstLine: number, more: number) => string) {}
  add(line: () => number) {
    if (this.count++ === 0) this.first = line();
  }
  notice(): string | null {
    return this.count === 0 ? null : this.sentence(this.first, this.count - 1);
  }
}

const andMore = (more: number, what: string) => (more === 0 ? '' : ` (and ${more.toLocaleString('en-US')} more ${what})`);

/**
 * Reads delimited text (CSV, TSV, TXT) with Papa Parse's core parser, a chunk at a time
 * (`sample`, the first chunks, decides the line break and the delimiter):
 * RFC 4180 quoting (delimiters, doubled quotes and line breaks inside quotes), CRLF, LF or CR
 * line ends, and a last line with or without a line break. Papa's `header` and `dynamicTyping`
 * are not used: they rewrite values (`007` → 7) and drop repeated names; the first row names
 * the columns here (ColumnNames) and cells stay text.
 *
 * A record that does not end in a chunk is carried into the next one, but never beyond
 * MAX_RECORD_LENGTH: a file with a quote that is never closed fails there, rather than after
 * the rest of the file has been joined into one string.
 */
export async function readDelimited(reader: TextReader, sample: string, options: { tsv: boolean; maxRecords: number }): Promise<TableBuilder> {
  const papa = await loadPapa();
  const { name } = reader.file;
  const newline = detectNewline(sample);
  const delimiter = detectDelimiter(papa, sample, newline, reader.exhausted, options.tsv ? '\t' : ',');
  const parser = new papa.Parser({ delimiter, newline });
  /** Line breaks are counted by their last character: CRLF and LF by LF, CR alone by CR. */
  const breakChar = newline === '\r' ? '\r' : '\n';

  let builder: TableBuilder | null = null;
  let headerWidth = 0;
  const more = new Repairs(
    (line, count) =>
      `Line ${line}${andMore(count, 'lines')} of ${quoted(name)} has more fields than the first line; ` +
      'the extra fields are in columns named “column N”.',
  );
  const fewer = new Repairs(
    (line, count) => `Line ${line}${andMore(count, 'lines')} of ${quoted(name)} has fewer fields than the first line; the missing cells are empty.`,
  );
  const unclosed = new Repairs(
    (line) => `Line ${line} of ${quoted(name)} opens a quote (") that is never closed; the rest of the file was read into that one cell.`,
  );
  const strayQuotes = new Repairs(
    (line, count) =>
      `Line ${line}${andMore(count, 'places')} of ${quoted(name)} has a quote (") inside a quoted cell that is not doubled (""); ` +
      'it was kept as part of the cell, so check the cells there.',
  );

  /** Line breaks before the text being parsed. */
  let linesBefore = 0;
  let carried = '';
  for (let chunk = await reader.next(); chunk !== null; chunk = await reader.next()) {
    const text = carried + chunk;
    const last = reader.finished;
    const result = parser.parse(text, 0, !last) as ChunkResult;
    const rows = result.data;
    const parsedTo = last ? text.length : result.meta.cursor;
    // The line a row starts on, worked out only when a notice or an error needs it.
    const lineOfRow = (index: number) => {
      let line = linesBefore + 1 + index;
      for (let row = 0; row < index; row++) for (const field of rows[row]!) line += countChar(field, breakChar);
      return line;
    };
    const lineAt = (position: number) => linesBefore + 1 + countChar(text, breakChar, 0, position);

    for (const error of result.errors) {
      // Errors in the row carried to the next chunk come again with it.
      if (error.row === undefined || error.row >= rows.length) continue;
      const line = () => lineAt(error.index ?? 0);
      if (error.code === 'MissingQuotes') unclosed.add(line);
      else if (error.code === 'InvalidQuotes') strayQuotes.add(line);
    }

    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      if (isBlankLine(row)) continue;
      let length = row.length - 1;
      for (const field of row) length += field.length;
      if (length > MAX_RECORD_LENGTH) throw longRecordError(name, `Line ${lineOfRow(index)}`, true);
      if (!builder) {
        builder = new TableBuilder(name, row, options.maxRecords);
        headerWidth = row.length;
        continue;
      }
      if (!builder.startRecord()) continue;
      if (row.length > headerWidth) {
        more.add(() => lineOfRow(index));
        while (builder.columnCount < row.length) builder.addColumn();
      } else if (row.length < headerWidth) {
        fewer.add(() => lineOfRow(index));
      }
      for (let column = 0; column < row.length; column++) builder.set(column, row[column]!);
    }

    carried = text.slice(parsedTo);
    if (carried.length > MAX_RECORD_LENGTH) throw longRecordError(name, `Line ${lineAt(parsedTo)}`, true);
    linesBefore += countChar(text, breakChar, 0, parsedTo);
    if (last) break;
  }

  if (!builder) throw new FileReadError(`${quoted(name)} has no lines with text.`);
  if (builder.count + builder.leftOut === 0) {
    throw new FileReadError(`${quoted(name)} has column names but no records: only its first line has text.`);
  }
  for (const repairs of [more, fewer, unclosed, strayQuotes]) {
    const notice = repairs.notice();
    if (notice) builder.notices.push(notice);
  }
  return builder;
}
