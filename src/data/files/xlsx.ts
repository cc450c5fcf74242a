// Reads a sheet of an .xlsx workbook into a table: the first non-empty row names the columns,
// and each cell shows its value as Excel keeps it (numbers as numbers, dates as ISO 8601,
// booleans as TRUE/FALSE, a formula's saved result, a merged range's value in its first cell).
import type { DateFormatKind } from './excelDates';
import { serialText } from './excelDates';
import { FileReadError, isAbortError, quoted } from './errors';
import { type ParsedFile, TableBuilder } from './tableBuilder';
import type { NamedBlob, ReadOptions } from './textReader';
import { attribute, dateStyles, type EntryReader, localName, partsOf, scanEntry, type SheetPart, sharedStrings, unescapeText, workbookParts } from './xlsxParts';
import type { XmlTag } from './xmlScanner';
import { type ZipEntry, zipEntries, ZipError } from './zipEntries';
import { errorMessage } from '../../model/errorMessage';

export interface XlsxOptions extends ReadOptions {
  maxRecords: number;
  /** The sheet to read, by name; the first sheet that holds cells when not given. */
  sheet?: string;
}

/** A workbook's sheet read as a table, with the names of the workbook's sheets and the one read. */
export type ParsedSheet = ParsedFile & { sheets: string[]; sheet: string };

/** What the sheet's cells need from the rest of the workbook. */
interface Workbook {
  strings: string[];
  styles: (DateFormatKind | undefined)[];
  system1904: boolean;
}

/** The column of a cell reference (`AB12`: 27), from 0; -1 when there is none. */
export function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + code - 0x60;
  }
  return i === 0 ? -1 : column - 1;
}

/** A cell's text from its type (`t`), style (`s`) and value. */
function cellText(type: string | undefined, style: number, value: string, workbook: Workbook): string {
  switch (type) {
    case 's':
      return workbook.strings[Number(value)] ?? '';
    case 'b':
      return value === '1' || value === 'true' ? 'TRUE' : value === '' ? '' : 'FALSE';
    case 'inlineStr':
    case 'str':
    case 'e':
    case 'd':
      return unescapeText(value);
    default: {
      if (value.trim() === '') return '';
      const number = Number(value);
      if (Number.isNaN(number)) return value;
      const date = workbook.styles[style];
      return date ? serialText(number, date, workbook.system1904) : doubleText(number);
    }
  }
}

/**
 * A number cell's text. Excel holds a double, so one past 2^53 is written in exponent form
 * (`1.2345678901234567e+19`): the number it is, where its every digit (`12345678901234567000`)
 * would read as an id that a double cannot hold, and keep its column text.
 */
const doubleText = (number: number): string => (Math.abs(number) > Number.MAX_SAFE_INTEGER ? number.toExponential() : String(number));

/**
 * Reads a sheet's cells (xl/worksheets/sheetN.xml) a chunk at a time into a table: rows
 * without a value are skipped; the first row with one names the columns, which start at the
 * sheet's first column (its `dimension`), or else at that row's first value. A record with a
 * value left of that (a sheet without a dimension, its header from column B) has the sheet read
 * again, its columns from the leftmost value.
 */
async function readSheet(file: NamedBlob, entry: ZipEntry, workbook: Workbook, options: XlsxOptions, onBytes: (read: number) => void): Promise<TableBuilder | null> {
  const reading = { signal: options.signal, fileName: file.name, onBytes };
  const read = await scanEntry(file, entry, reading, () => sheetReader(file, workbook, options));
  if (read.leftmost >= read.firstColumn) return read.builder;
  return (await scanEntry(file, entry, reading, () => sheetReader(file, workbook, options, read.leftmost))).builder;
}

/** A sheet read: its table, the column it starts at, and the leftmost column a record has a value in. */
interface SheetRead {
  builder: TableBuilder | null;
  firstColumn: number;
  leftmost: number;
}

/** The handlers that read a sheet's cells into a table, its columns from `startColumn` when given. */
function sheetReader(file: NamedBlob, workbook: Workbook, options: XlsxOptions, startColumn = -1): EntryReader<SheetRead> {
  let firstColumn = startColumn;
  let leftmost = Infinity;
  let builder: TableBuilder | null = null;
  let cells: string[] = [];
  let filled = false;
  let column = -1;
  let type: string | undefined;
  let style = 0;
  let value = '';
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  const endRow = () => {
    if (!filled) return;
    if (!builder) {
      if (firstColumn < 0) firstColumn = cells.findIndex((cell) => cell !== undefined && cell !== '');
      const headers = Array.from(cells.slice(firstColumn), (cell) => cell ?? '');
      builder = new TableBuilder(file.name, headers, options.maxRecords);
    } else if (builder.startRecord()) {
      for (let i = Math.max(firstColumn, 0); i < cells.length; i++) {
        const text = cells[i];
        if (text === undefined || text === '') continue;
        while (builder.columnCount <= i - firstColumn) builder.addColumn();
        builder.set(i - firstColumn, text);
      }
    } else return;
    for (let i = 0; i < firstColumn; i++) if (cells[i]) leftmost = Math.min(leftmost, i);
  };
  const open = (tag: XmlTag) => {
    switch (localName(tag.name)) {
      case 'row':
        cells = [];
        filled = false;
        column = -1;
        break;
      case 'c': {
        // A cell's attributes are unqualified (only elements take a namespace prefix): read directly, this is the hot path.
        const { r, t, s } = tag.attributes;
        const at = columnOf(r);
        column = at >= 0 ? at : column + 1;
        type = t;
        style = s === undefined ? 0 : Number(s);
        value = '';
        break;
      }
      case 'v':
        inValue = true;
        break;
      case 'is':
        inInline = true;
        break;
      case 'rPh':
        phonetic++;
        break;
      case 't':
        if (inInline && phonetic === 0) inValue = true;
        break;
      case 'dimension':
        if (firstColumn < 0) firstColumn = columnOf((attribute(tag, 'ref') ?? '').split(':')[0]);
        break;
    }
  };
  const close = (tag: XmlTag) => {
    switch (localName(tag.name)) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'is':
        inInline = false;
        break;
      case 'rPh':
        phonetic--;
        break;
      case 'c': {
        const text = cellText(type, style, value, workbook);
        if (text !== '') {
          cells[column] = text;
          filled = true;
        }
        break;
      }
      case 'row':
        endRow();
        break;
    }
  };
  const text = (chunk: string) => {
    if (inValue) value += chunk;
  };
  return { open, close, text, result: () => ({ builder, firstColumn, leftmost }) };
}

/** Eight bytes that start an OLE2 compound file: an encrypted .xlsx, or an Excel 97-2003 .xls. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream an encrypted workbook keeps its package in, named in UTF-16 in the compound file's directory. */
const ENCRYPTED_PACKAGE = Array.from('EncryptedPackage', (char) => [char.charCodeAt(0), 0]).flat();
/** How much of a compound file is searched for that name. */
const DIRECTORY_SEARCH = 8 << 20;

const indexOfBytes = (bytes: Uint8Array, pattern: number[]) => {
  for (let i = bytes.indexOf(pattern[0]!); i !== -1 && i + pattern.length <= bytes.length; i = bytes.indexOf(pattern[0]!, i + 1)) {
    if (pattern.every((byte, k) => bytes[i + k] === byte)) return i;
  }
  return -1;
};

/** Why a file that is no zip archive is not a workbook: a password, an older format, or damage. */
async function notAZip(file: NamedBlob, why: string): Promise<FileReadError> {
  const start = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (COMPOUND_FILE.every((byte, i) => start[i] === byte)) {
    const head = new Uint8Array(await file.slice(0, DIRECTORY_SEARCH).arrayBuffer());
    const tail = new Uint8Array(await file.slice(Math.max(0, file.size - DIRECTORY_SEARCH)).arrayBuffer());
    if (indexOfBytes(head, ENCRYPTED_PACKAGE) !== -1 || indexOfBytes(tail, ENCRYPTED_PACKAGE) !== -1) {
      return new FileReadError(`${quoted(file.name)} is protected with a password, so it cannot be read. Open it in Excel, remove the password (File, Info, Protect Workbook, Encrypt with Password), save it and open it again.`);
    }
    return new FileReadError(`${quoted(file.name)} is an Excel 97-2003 workbook (.xls) or another older Office file, which the grid does not read. Save it as an Excel workbook (.xlsx) and open it again.`);
  }
  return new FileReadError(`${quoted(file.name)} is not an Excel workbook that can be read: ${why}.`);
}

/**
 * Reads a sheet of an .xlsx workbook (the one named `options.sheet`, or the first that holds
 * cells), its first `maxRecords` records kept and the rest counted. A broken, password-protected
 * or older (.xls) workbook throws a FileReadError that says so.
 */
export async function readXlsx(file: NamedBlob, options: XlsxOptions): Promise<ParsedSheet> {
  try {
    let entries: Map<string, ZipEntry>;
    try {
      entries = await zipEntries(file);
    } catch (error) {
      if (error instanceof ZipError) throw await notAZip(file, error.message);
      throw error;
    }
    const reading = { signal: options.signal, fileName: file.name };
    const partAt = partsOf(entries);
    const { sheets, system1904, strings, styles } = await workbookParts(file, partAt, reading);
    if (sheets.length === 0) throw new FileReadError(`${quoted(file.name)} holds no worksheet to show.`);
    const asked = options.sheet === undefined ? undefined : sheets.find((sheet) => sheet.name === options.sheet);
    if (options.sheet !== undefined && !asked) throw new FileReadError(`${quoted(file.name)} has no sheet named ${quoted(options.sheet)}.`);
    // Progress: the shared strings' bytes, then the sheet's, as a share of the file's size (the other parts are small).
    const stringBytes = strings?.compressedSize ?? 0;
    const share = (done: number, of: number) => options.onProgress?.(Math.round((file.size * Math.min(done, of)) / Math.max(of, 1)), file.size);
    const firstBytes = partAt((asked ?? sheets[0]!).path)!.compressedSize;
    const workbook: Workbook = {
      styles: await dateStyles(file, styles, reading),
      strings: await sharedStrings(file, strings, { ...reading, onBytes: (read) => share(read, stringBytes + firstBytes) }),
      system1904,
    };
    const names = sheets.map((sheet) => sheet.name);
    for (const sheet of asked ? [asked] : sheets) {
      const entry = partAt(sheet.path)!;
      const builder = await readSheet(file, entry, workbook, options, (read) => share(stringBytes + read, stringBytes + entry.compressedSize));
      if (builder) return finish(file, builder, names, sheet);
    }
    const which = asked ? `Sheet ${quoted(asked.name)} of ${quoted(file.name)}` : quoted(file.name);
    throw new FileReadError(`${which} is empty: it holds no cells with a value.`);
  } catch (error) {
    if (error instanceof FileReadError || isAbortError(error)) throw error;
    throw new FileReadError(`${quoted(file.name)} is not an Excel workbook that can be read: ${errorMessage(error)}.`);
  }
}

function finish(file: NamedBlob, builder: TableBuilder, sheets: string[], sheet: SheetPart): ParsedSheet {
  if (builder.count === 0 && builder.leftOut === 0) {
    const where = sheets.length > 1 ? `Sheet ${quoted(sheet.name)} of ${quoted(file.name)}` : quoted(file.name);
    throw new FileReadError(`${where} holds column names and no records below them. Add records under the first row, or choose another sheet.`);
  }
  return { ...builder.build(), sheets, sheet: sheet.name };
}
