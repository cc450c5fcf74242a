// The parts of an .xlsx workbook a sheet's cells need (ECMA-376, SpreadsheetML): its sheets by
// name, its date system, which cell styles show dates, and its shared strings. Parsed with saxes
// (a streaming XML parser), so a part is never held whole as a document; the two large parts
// first with our scanner of their plain shape (xmlScanner.ts), saxes reading what it leaves.
import { SaxesParser } from 'saxes';
import { giveWay, SLICE_MS } from '../scheduler';
import { builtInDateFormat, type DateFormatKind, dateFormatKind } from './excelDates';
import { Unsupported, type XmlHandlers, XmlScanner, type XmlTag } from './xmlScanner';
import { type EntryReading, entryText, type ZipEntry, ZipError } from './zipEntries';
import { errorMessage } from '../../model/errorMessage';

/** A tag's name without its namespace prefix (`x:row` is `row`). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A tag's attribute by local name (`r:id` answers `id`). */
export function attribute(tag: XmlTag, name: string): string | undefined {
  const { attributes } = tag;
  const value = attributes[name];
  if (value !== undefined) return value;
  for (const key in attributes) if (key.length > name.length && key.endsWith(name) && key[key.length - name.length - 1] === ':') return attributes[key];
  return undefined;
}

/** SpreadsheetML escapes characters XML cannot hold as `_xHHHH_` (`_x000D_` a carriage return, `_x005F_` an underscore). */
export const unescapeText = (text: string) => (text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text);

/** What reads an entry's XML: saxes, or the scanner. */
interface XmlReader {
  write(chunk: string): void;
  close(): void;
}

/** Writes an entry's text to `reader`, giving way between slices; an XML error is a ZipError-like sentence. */
async function feed(file: Blob, entry: ZipEntry, reading: EntryReading, reader: XmlReader): Promise<void> {
  try {
    let slice = performance.now();
    for await (const chunk of entryText(file, entry, reading)) {
      reader.write(chunk);
      // The worker takes messages (a Cancel among them) between two slices of a large part.
      if (performance.now() - slice > SLICE_MS) {
        await giveWay();
        slice = performance.now();
      }
    }
    reader.close();
  } catch (error) {
    if (error instanceof ZipError || error instanceof Unsupported || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ZipError(`its part ${entry.name} is not valid XML (${errorMessage(error).split('\n')[0]})`);
  }
}

/** Parses an entry's XML with saxes, calling `on` for each event. */
export async function parseEntry(file: Blob, entry: ZipEntry, reading: EntryReading, on: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ position: false, xmlns: false });
  const { open, close, text } = on;
  if (open) parser.on('opentag', (tag) => open(tag));
  if (close) parser.on('closetag', (tag) => close(tag));
  if (text) {
    parser.on('text', (chunk) => text(chunk));
    parser.on('cdata', (chunk) => text(chunk));
  }
  await feed(file, entry, reading, parser);
}

/** Handlers with the answer they build. */
export type EntryReader<T> = XmlHandlers & { result(): T };

/**
 * Reads a large part with the scanner, and again with saxes (fresh handlers from `start`) when
 * the scanner meets XML it leaves to saxes: the same answer, and saxes' cost only for odd XML.
 */
export async function scanEntry<T>(file: Blob, entry: ZipEntry, reading: EntryReading, start: () => EntryReader<T>): Promise<T> {
  const scanned = start();
  try {
    await feed(file, entry, reading, new XmlScanner(scanned));
    return scanned.result();
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
  }
  const parsed = start();
  await parseEntry(file, entry, reading, parsed);
  return parsed.result();
}

/** A worksheet of the workbook: its name and the part holding its cells. */
export interface SheetPart {
  readonly name: string;
  readonly path: string;
}

export interface WorkbookParts {
  /** The worksheets a person sees, in the workbook's order (hidden sheets and chart sheets left out). */
  readonly sheets: SheetPart[];
  readonly system1904: boolean;
  /** The shared strings' and the styles' parts, as the workbook's relationships name them. */
  readonly strings: ZipEntry | undefined;
  readonly styles: ZipEntry | undefined;
}

/** A package's part by its name; names compare case-insensitively (ECMA-376 Part 2), as Excel reads them. */
export type PartAt = (path: string) => ZipEntry | undefined;

export function partsOf(entries: Map<string, ZipEntry>): PartAt {
  const byName = new Map([...entries].map(([name, entry]) => [name.toLowerCase(), entry]));
  return (path) => byName.get(path.toLowerCase());
}

/** Where a relationship's target is, from the folder of the part that names it. */
function resolvePath(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The workbook's sheets, shared strings and styles (from xl/workbook.xml and its relationships) and its date system. */
export async function workbookParts(file: Blob, partAt: PartAt, reading: EntryReading): Promise<WorkbookParts> {
  const workbookPath = (await officeDocumentPath(file, partAt, reading)) ?? 'xl/workbook.xml';
  const workbook = partAt(workbookPath);
  if (!workbook) throw new ZipError('it holds no workbook (xl/workbook.xml)');
  const folder = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1);
  const named: { name: string; id: string }[] = [];
  let system1904 = false;
  await parseEntry(file, workbook, reading, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'workbookPr') system1904 = /^(1|true)$/.test(attribute(tag, 'date1904') ?? '');
      if (name === 'sheet' && !/hidden/i.test(attribute(tag, 'state') ?? '')) named.push({ name: attribute(tag, 'name') ?? '', id: attribute(tag, 'id') ?? '' });
    },
  });
  const targets = new Map<string, string>();
  // Where a writer names none, the parts where Excel writes them.
  const shared = { sharedStrings: `${folder}sharedStrings.xml`, styles: `${folder}styles.xml` };
  const rels = partAt(`${folder}_rels/${workbookPath.slice(folder.length)}.rels`);
  if (rels) {
    await parseEntry(file, rels, reading, {
      open: (tag) => {
        if (localName(tag.name) !== 'Relationship') return;
        const type = /\/(worksheet|sharedStrings|styles)$/.exec(attribute(tag, 'Type') ?? '')?.[1];
        const path = resolvePath(folder, attribute(tag, 'Target') ?? '');
        // Worksheets only: a chart sheet has no cells.
        if (type === 'worksheet') targets.set(attribute(tag, 'Id') ?? '', path);
        else if (type) shared[type as keyof typeof shared] = path;
      },
    });
  }
  const sheets = named.flatMap(({ name, id }) => {
    const path = targets.get(id);
    const part = path === undefined ? undefined : partAt(path);
    return part ? [{ name, path: part.name }] : [];
  });
  return { sheets, system1904, strings: partAt(shared.sharedStrings), styles: partAt(shared.styles) };
}

/** The workbook's part, as the package's relationships name it (some writers put it elsewhere than xl/workbook.xml). */
async function officeDocumentPath(file: Blob, partAt: PartAt, reading: EntryReading): Promise<string | undefined> {
  const rels = partAt('_rels/.rels');
  if (!rels) return undefined;
  let path: string | undefined;
  await parseEntry(file, rels, reading, {
    open: (tag) => {
      if (localName(tag.name) === 'Relationship' && /\/officeDocument$/.test(attribute(tag, 'Type') ?? '')) path ??= resolvePath('', attribute(tag, 'Target') ?? '');
    },
  });
  return path === undefined ? undefined : partAt(path)?.name;
}

/** Per cell style (a cell's `s`), what it shows of a number, if a date or a time (from xl/styles.xml). */
export async function dateStyles(file: Blob, entry: ZipEntry | undefined, reading: EntryReading): Promise<(DateFormatKind | undefined)[]> {
  if (!entry) return [];
  const custom = new Map<number, DateFormatKind | undefined>();
  const styles: (DateFormatKind | undefined)[] = [];
  let inCellXfs = false;
  await parseEntry(file, entry, reading, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === 'numFmt') custom.set(Number(attribute(tag, 'numFmtId')), dateFormatKind(attribute(tag, 'formatCode') ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attribute(tag, 'numFmtId') ?? 0);
        styles.push(custom.has(id) ? custom.get(id) : builtInDateFormat(id));
      }
    },
    close: (tag) => {
      if (localName(tag.name) === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/**
 * The shared strings (xl/sharedStrings.xml): each `si`'s text, its rich-text runs joined, its
 * phonetic guides (`rPh`) left out.
 */
export async function sharedStrings(file: Blob, entry: ZipEntry | undefined, reading: EntryReading): Promise<string[]> {
  if (!entry) return [];
  return scanEntry(file, entry, reading, () => {
    const strings: string[] = [];
    let text = '';
    let inText = false;
    let phonetic = 0;
    return {
      open: (tag) => {
        const name = localName(tag.name);
        if (name === 'si') text = '';
        else if (name === 't' && phonetic === 0) inText = true;
        else if (name === 'rPh') phonetic++;
      },
      close: (tag) => {
        const name = localName(tag.name);
        if (name === 'si') strings.push(unescapeText(text));
        else if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
      },
      text: (chunk) => {
        if (inText) text += chunk;
      },
      result: () => strings,
    };
  });
}
