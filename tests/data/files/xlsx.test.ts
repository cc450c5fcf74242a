import { describe, expect, it } from 'vitest';
import { isAbortError, readTableFile } from '../../../src/data/files/readTableFile';
import { fileOf, read, rowsOf } from '../../support/files';
import { handWorkbook, storedZip, workbook } from '../../support/workbooks';

const day = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(Date.UTC(y, m - 1, d, h, min, s));

/** The sheet most tests read: every kind of cell exceljs writes. */
const ORDERS = () =>
  workbook((book) => {
    const sheet = book.addWorksheet('Orders');
    sheet.addRow(['id', 'name', 'amount', 'day', 'when', 'paid', 'total', 'label']);
    sheet.addRow([1, 'Zoë', 12.5, day(2014, 3, 5), day(2014, 3, 5, 10), true, { formula: 'C2*2', result: 25 }, { formula: 'B2&"!"', result: 'Zoë!' }]);
    sheet.addRow([2, null, -0.25, day(1999, 12, 31), day(2020, 2, 29, 23, 59, 59), false, { formula: 'C3*2', result: -0.5 }, { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] }]);
    sheet.addRow([3, 'Ann, "A"', 0.1 + 0.2, null, null, null, null, 'line\nbreak']);
    sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
    sheet.getColumn(5).numFmt = 'yyyy-mm-dd hh:mm:ss';
  });

describe('Excel workbooks (.xlsx)', () => {
  it('reads the first sheet: numbers, texts, dates and date-times as ISO text, booleans, formulas as their saved values', async () => {
    const parsed = await read('orders.xlsx', await ORDERS());
    expect(parsed.headers).toEqual(['id', 'name', 'amount', 'day', 'when', 'paid', 'total', 'label']);
    expect(parsed.types).toEqual(['number', 'text', 'number', 'date', 'date', 'text', 'number', 'text']);
    expect(rowsOf(parsed)).toEqual([
      ['1', 'Zoë', '12.5', '2014-03-05', '2014-03-05T10:00:00', 'TRUE', '25', 'Zoë!'],
      ['2', '', '-0.25', '1999-12-31', '2020-02-29T23:59:59', 'FALSE', '-0.5', 'rich text'],
      ['3', 'Ann, "A"', '0.30000000000000004', '', '', '', '', 'line\nbreak'],
    ]);
    expect(parsed.sheets).toEqual(['Orders']);
    expect(parsed.sheet).toBe('Orders');
    expect(parsed.leftOut).toBe(0);
    expect(parsed.notices).toEqual([]);
  });

  it('a merged range shows its value in its first cell, the others empty', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Merged');
      sheet.addRow(['region', 'q1', 'q2']);
      sheet.addRow(['North', 10, 20]);
      sheet.addRow(['', 30, 40]);
      sheet.addRow(['South', 'both quarters', '']);
      sheet.mergeCells('A2:A3');
      sheet.mergeCells('B4:C4');
    });
    const parsed = await read('merged.xlsx', bytes);
    expect(rowsOf(parsed)).toEqual([
      ['North', '10', '20'],
      ['', '30', '40'],
      ['South', 'both quarters', ''],
    ]);
  });

  it('several sheets: the first opens and every sheet is named; another opens by its name', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Orders').addRows([['id'], [1], [2]]);
      book.addWorksheet('Stock levels').addRows([['sku', 'count'], ['A-1', 5]]);
      book.addWorksheet('Notes').addRows([['note'], ['hi']]);
    });
    const first = await read('book.xlsx', bytes);
    expect(first.sheets).toEqual(['Orders', 'Stock levels', 'Notes']);
    expect(first.sheet).toBe('Orders');
    expect(rowsOf(first)).toEqual([['1'], ['2']]);
    const stock = await read('book.xlsx', bytes, { sheet: 'Stock levels' });
    expect(stock.sheet).toBe('Stock levels');
    expect(stock.headers).toEqual(['sku', 'count']);
    expect(rowsOf(stock)).toEqual([['A-1', '5']]);
    await expect(read('book.xlsx', bytes, { sheet: 'Missing' })).rejects.toThrow('“book.xlsx” has no sheet named “Missing”.');
  });

  it('the first non-empty row names the columns: empty rows before it and between records are skipped, columns start at the sheet’s first', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Offset');
      sheet.getCell('C4').value = 'city';
      sheet.getCell('D4').value = 'count';
      sheet.getCell('C5').value = 'Paris';
      sheet.getCell('D5').value = 3;
      sheet.getCell('C7').value = 'Lyon';
      sheet.getCell('F7').value = 'extra';
    });
    const parsed = await read('offset.xlsx', bytes);
    expect(parsed.headers).toEqual(['city', 'count', 'column 3', 'column 4']);
    expect(rowsOf(parsed)).toEqual([
      ['Paris', '3', '', ''],
      ['Lyon', '', '', 'extra'],
    ]);
  });

  // A header from column B and a record with a value in column A: the sheet without a dimension (some writers leave it out), and one whose dimension is wrong.
  const fromB = '<row r="1"><c r="B1" t="inlineStr"><is><t>city</t></is></c><c r="C1" t="inlineStr"><is><t>count</t></is></c></row><row r="2"><c r="B2" t="inlineStr"><is><t>Paris</t></is></c><c r="C2"><v>3</v></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>note</t></is></c><c r="B3" t="inlineStr"><is><t>Lyon</t></is></c></row>';
  it.each<[string, (parts: Record<string, string>) => Record<string, string>]>([
    ['without a dimension', (parts) => parts],
    ['whose dimension starts at its header', (parts) => ({ ...parts, 'xl/worksheets/sheet1.xml': parts['xl/worksheets/sheet1.xml']!.replace('<sheetData>', '<dimension ref="B1:C3"/><sheetData>') })],
  ])('a value left of the header’s first column is kept, in a column of its own: a sheet %s', async (_, edit) => {
    const parsed = await read('left.xlsx', handWorkbook({ sheets: { S: fromB }, edit }));
    expect(parsed.headers).toEqual(['column 1', 'city', 'count']);
    expect(rowsOf(parsed)).toEqual([
      ['', 'Paris', '3'],
      ['note', 'Lyon', ''],
    ]);
  });

  it('an empty first sheet: the next sheet with cells opens', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Cover');
      book.addWorksheet('Data').addRows([['a'], ['x']]);
    });
    const parsed = await read('cover.xlsx', bytes);
    expect(parsed.sheet).toBe('Data');
    expect(rowsOf(parsed)).toEqual([['x']]);
  });

  it('keeps the first maxRecords records and counts the rest, with progress up to the file’s size', async () => {
    const bytes = await workbook((book) => book.addWorksheet('Many').addRows([['n'], ...Array.from({ length: 2500 }, (_, i) => [i])]));
    const progress: [number, number][] = [];
    const parsed = await read('many.xlsx', bytes, { maxRecords: 1000, onProgress: (done, total) => progress.push([done, total]) });
    expect(parsed.count).toBe(1000);
    expect(parsed.leftOut).toBe(1500);
    expect(rowsOf(parsed).at(-1)).toEqual(['999']);
    expect(progress.length).toBeGreaterThan(0);
    // The shared strings' bytes, then the sheet's: never backwards, up to the file's size.
    expect(progress.map(([done]) => done)).toEqual(progress.map(([done]) => done).sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });

  it('stops with an AbortError when cancelled', async () => {
    const bytes = await ORDERS();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await read('orders.xlsx', bytes, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });

  it('reads what other writers write: namespace prefixes, inline and rich shared strings with phonetic guides, escapes, errors, ISO dates, the 1904 system, time formats', async () => {
    const row = (r: number, cells: string) => `<x:row r="${r}">${cells}</x:row>`;
    const bytes = handWorkbook({
      prefixed: true,
      system1904: true,
      strings: ['<x:t>name</x:t>', '<x:r><x:t>Ka</x:t></x:r><x:r><x:t xml:space="preserve">ta </x:t></x:r><x:rPh sb="0" eb="1"><x:t>カ</x:t></x:rPh>', '<x:t>a_x000D_b &amp; c</x:t>'],
      formats: [0, 14, 'h:mm:ss', '[h]:mm', 'yyyy-mm-dd h:mm', '0.00%'],
      sheets: {
        Data: [
          row(1, '<x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>day</x:t></x:is></x:c><x:c r="C1" t="str"><x:v>time</x:v></x:c><x:c r="D1" t="inlineStr"><x:is><x:t>hours</x:t></x:is></x:c><x:c r="E1" t="inlineStr"><x:is><x:t>at</x:t></x:is></x:c><x:c r="F1" t="inlineStr"><x:is><x:t>share</x:t></x:is></x:c>'),
          row(2, '<x:c r="A2" t="s"><x:v>1</x:v></x:c><x:c r="B2" s="1"><x:v>0</x:v></x:c><x:c r="C2" s="2"><x:v>0.5</x:v></x:c><x:c r="D2" s="3"><x:v>1.5</x:v></x:c><x:c r="E2" s="4"><x:v>41337.5</x:v></x:c><x:c r="F2" s="5"><x:v>0.125</x:v></x:c>'),
          row(3, '<x:c r="A3" t="s"><x:v>2</x:v></x:c><x:c r="B3" t="d"><x:v>2014-03-05</x:v></x:c><x:c r="C3" t="e"><x:v>#DIV/0!</x:v></x:c><x:c r="D3"><x:f>1/0</x:f></x:c><x:c r="E3" t="b"><x:v>1</x:v></x:c>'),
        ].join(''),
      },
    });
    const parsed = await read('other.xlsx', bytes);
    expect(parsed.headers).toEqual(['name', 'day', 'time', 'hours', 'at', 'share']);
    expect(rowsOf(parsed)).toEqual([
      ['Kata ', '1904-01-01', '12:00:00', '36:00:00', '2017-03-05T12:00:00', '0.125'],
      ['a\rb & c', '2014-03-05', '#DIV/0!', '', 'TRUE', ''],
    ]);
  });

  it('a number cell past 2^53 is the double Excel holds: written in exponent form, its column a number column', async () => {
    const cell = (r: number, value: string) => `<row r="${r}"><c r="A${r}"><v>${value}</v></c><c r="B${r}"><v>${r}</v></c></row>`;
    const sheet = ['<row r="1"><c r="A1" t="inlineStr"><is><t>amount</t></is></c><c r="B1" t="inlineStr"><is><t>n</t></is></c></row>', cell(2, '1.2345678901234567E+19'), cell(3, '9007199254740991'), cell(4, '-9007199254740993'), cell(5, '1E+16'), cell(6, '2.5')].join('');
    const parsed = await read('big.xlsx', handWorkbook({ sheets: { S: sheet } }));
    expect(parsed.types).toEqual(['number', 'number']);
    expect(rowsOf(parsed).map(([amount]) => amount)).toEqual(['1.2345678901234567e+19', '9007199254740991', '-9.007199254740992e+15', '1e+16', '2.5']);
    expect(parsed.notices).toEqual([]);
  });

  it('hidden sheets are left out', async () => {
    const bytes = handWorkbook({ sheets: { Secret: '<row r="1"><c r="A1" t="inlineStr"><is><t>s</t></is></c></row>', Shown: '<row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c></row><row r="2"><c r="A2"><v>1</v></c></row>' }, hidden: ['Secret'] });
    const parsed = await read('hidden.xlsx', bytes);
    expect(parsed.sheets).toEqual(['Shown']);
    expect(parsed.headers).toEqual(['h']);
  });

  it('a workbook is found by its bytes whatever its name', async () => {
    const parsed = await readTableFile(fileOf('export.csv', await ORDERS()));
    expect(parsed.sheet).toBe('Orders');
    expect(parsed.count).toBe(3);
  });

  /** An OLE2 compound file's first bytes, with a stream name in its directory (UTF-16), as Office writes an encrypted workbook. */
  const compoundFile = (stream: string) => {
    const bytes = new Uint8Array(4096);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    bytes.set(Array.from(stream, (char) => [char.charCodeAt(0), 0]).flat(), 1024);
    return bytes;
  };

  it.each([
    ['plain', '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>b</t></is></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>2</v></c></row>'],
    ['a comment and CDATA (read by saxes)', '<row r="1"><!-- c --><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t><![CDATA[b]]></t></is></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>2</v></c></row>'],
  ])('a sheet and its shared strings, %s, read the same', async (_, sheet) => {
    const comment = sheet.includes('<!--') ? '<!-- c -->' : '';
    const parsed = await read('same.xlsx', handWorkbook({ strings: [`<t>a${comment}</t>`, '<t>x &amp; y</t>'], sheets: { S: sheet } }));
    expect(parsed.headers).toEqual(['a', 'b']);
    expect(rowsOf(parsed)).toEqual([['x & y', '2']]);
  });

  // Part names compare case-insensitively, and the workbook's relationships say where its parts are (ECMA-376).
  const RELS_OF = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const moved = (parts: Record<string, string>, from: string, to: string) => Object.fromEntries(Object.entries(parts).map(([name, text]) => [name === from ? to : name, text]));
  const related = (parts: Record<string, string>, type: string, target: string) => ({
    ...parts,
    'xl/_rels/workbook.xml.rels': parts['xl/_rels/workbook.xml.rels']!.replace('</Relationships>', `<Relationship Id="rId99" Type="${RELS_OF}/${type}" Target="${target}"/></Relationships>`),
  });
  it.each<[string, (parts: Record<string, string>) => Record<string, string>]>([
    ['shared strings named in another case', (parts) => moved(parts, 'xl/sharedStrings.xml', 'xl/SharedStrings.xml')],
    ['shared strings and styles where the relationships put them', (parts) => related(related(moved(moved(parts, 'xl/sharedStrings.xml', 'xl/text/shared.xml'), 'xl/styles.xml', 'xl/look.xml'), 'sharedStrings', 'text/shared.xml'), 'styles', '/xl/look.xml')],
    ['a sheet whose relationship names it in another case', (parts) => ({ ...parts, 'xl/_rels/workbook.xml.rels': parts['xl/_rels/workbook.xml.rels']!.replace('worksheets/sheet1.xml', 'Worksheets/Sheet1.XML') })],
  ])('a workbook with %s opens', async (_, edit) => {
    const sheet = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>41703</v></c></row>';
    const parsed = await read('moved.xlsx', handWorkbook({ strings: ['<t>name</t>', '<t>day</t>', '<t>Ann</t>'], formats: [0, 14], sheets: { S: sheet }, edit }));
    expect(parsed.headers).toEqual(['name', 'day']);
    expect(rowsOf(parsed)).toEqual([['Ann', '2014-03-05']]);
  });

  it.each<[string, string, () => Promise<Uint8Array> | Uint8Array, RegExp]>([
    ['a password-protected workbook', 'secret.xlsx', () => compoundFile('EncryptedPackage'), /^“secret\.xlsx” is protected with a password, so it cannot be read\. Open it in Excel, remove the password/],
    ['an Excel 97-2003 workbook', 'old.xls', () => compoundFile('Workbook'), /^“old\.xls” is an Excel 97-2003 workbook \(\.xls\)/],
    ['text named .xlsx', 'notes.xlsx', () => new TextEncoder().encode('id,name\n1,Ann\n'), /^“notes\.xlsx” is not an Excel workbook that can be read: it is not a zip archive\.$/],
    ['a workbook cut short', 'cut.xlsx', async () => (await ORDERS()).slice(0, 3000), /^“cut\.xlsx” is not an Excel workbook that can be read: it is not a zip archive\.$/],
    ['a zip without a workbook', 'other.xlsx', () => handZip(), /^“other\.xlsx” is not an Excel workbook that can be read: it holds no workbook \(xl\/workbook\.xml\)\.$/],
    ['a sheet that is not XML', 'bad.xlsx', () => handWorkbook({ sheets: { S: '<row><c r="A1"><v>1</v></row>' } }), /^“bad\.xlsx” is not an Excel workbook that can be read: its part xl\/worksheets\/sheet1\.xml is not valid XML/],
    ['an empty sheet', 'empty.xlsx', () => handWorkbook({ sheets: { S: '' } }), /^“empty\.xlsx” is empty: it holds no cells with a value\.$/],
    ['column names and no records', 'head.xlsx', () => handWorkbook({ sheets: { S: '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row>' } }), /^“head\.xlsx” holds column names and no records below them\./],
  ])('%s gets a sentence that says so', async (_, name, content, message) => {
    const error: unknown = await read(name, await content()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'FileReadError' });
    expect((error as Error).message).toMatch(message);
  });
});

const handZip = () => storedZip({ 'word/document.xml': '<document/>' });
