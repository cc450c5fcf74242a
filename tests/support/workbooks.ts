import ExcelJS from 'exceljs';

/** An .xlsx workbook written by exceljs (the way most tools write one): `build` adds its sheets. */
export async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const utf8 = new TextEncoder();

/**
 * A zip archive of stored (uncompressed) parts, for workbooks written by hand: the XML that
 * writers other than exceljs produce (namespace prefixes, inline strings, the 1904 date system).
 * Its checksums are left 0: the reader never checks them.
 */
export function storedZip(parts: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const nameBytes = utf8.encode(name);
    const data = typeof content === 'string' ? utf8.encode(content) : content;
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    const entry = new Uint8Array(46 + nameBytes.length);
    const ev = new DataView(entry.buffer);
    ev.setUint32(0, 0x02014b50, true);
    ev.setUint16(4, 20, true);
    ev.setUint16(6, 20, true);
    ev.setUint32(20, data.length, true);
    ev.setUint32(24, data.length, true);
    ev.setUint16(28, nameBytes.length, true);
    ev.setUint32(42, offset, true);
    entry.set(nameBytes, 46);
    locals.push(local, data);
    directory.push(entry);
    offset += local.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, directory.length, true);
  endView.setUint16(10, directory.length, true);
  endView.setUint32(12, directorySize, true);
  endView.setUint32(16, offset, true);
  const all = [...locals, ...directory, end];
  const zip = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    zip.set(part, at);
    at += part.length;
  }
  return zip;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook's parts by hand: `sheets` by name, each its sheetData XML (rows and cells, with the
 * prefix `x:` when `prefixed`), with the given styles' number formats and shared strings.
 */
export function handWorkbook(options: {
  sheets: Record<string, string>;
  strings?: string[];
  /** Per style index, its number format: a built-in id or a custom format code. */
  formats?: (number | string)[];
  system1904?: boolean;
  prefixed?: boolean;
  hidden?: string[];
  /** Changes to the parts before they are zipped (parts moved or renamed, as other writers place them). */
  edit?: (parts: Record<string, string>) => Record<string, string>;
}): Uint8Array {
  const p = options.prefixed ? 'x:' : '';
  const ns = options.prefixed ? `xmlns:x="${MAIN}"` : `xmlns="${MAIN}"`;
  const names = Object.keys(options.sheets);
  const custom = (options.formats ?? []).flatMap((format, i) => (typeof format === 'string' ? [`<${p}numFmt numFmtId="${164 + i}" formatCode="${format.replaceAll('"', '&quot;')}"/>`] : []));
  const xfs = (options.formats ?? [0]).map((format, i) => `<${p}xf numFmtId="${typeof format === 'string' ? 164 + i : format}"/>`);
  const parts: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><${p}workbook ${ns} xmlns:r="${RELS}">${options.system1904 ? `<${p}workbookPr date1904="1"/>` : ''}<${p}sheets>${names
      .map((name, i) => `<${p}sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"${options.hidden?.includes(name) ? ' state="hidden"' : ''}/>`)
      .join('')}</${p}sheets></${p}workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names
      .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
      .join('')}</Relationships>`,
    'xl/styles.xml': `<?xml version="1.0"?><${p}styleSheet ${ns}><${p}numFmts>${custom.join('')}</${p}numFmts><${p}cellXfs>${xfs.join('')}</${p}cellXfs></${p}styleSheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0"?><${p}sst ${ns}>${(options.strings ?? []).map((text) => `<${p}si>${text}</${p}si>`).join('')}</${p}sst>`,
  };
  names.forEach((name, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = `<?xml version="1.0"?><${p}worksheet ${ns}><${p}sheetData>${options.sheets[name]}</${p}sheetData></${p}worksheet>`;
  });
  return storedZip(options.edit ? options.edit(parts) : parts);
}
