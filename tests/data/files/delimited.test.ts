import { describe, expect, it } from 'vitest';
import type { TableNotice } from '../../../src/model/tableNotice';
import { table } from '../../support/files';

// Every table below is read at chunk sizes from 1 byte up (tests/support/files.ts), and must
// come out the same: chunk ends fall inside quotes, between CR and LF and inside characters.

describe('delimiter detection', () => {
  it.each<[string, string, string, string[][]]>([
    ['comma', 'x.csv', 'a,b\n1,2', [['1', '2']]],
    ['semicolon', 'x.csv', 'a;b\n1;2', [['1', '2']]],
    ['tab', 'x.csv', 'a\tb\n1\t2', [['1', '2']]],
    ['pipe', 'x.csv', 'a|b\n1|2', [['1', '2']]],
    ['semicolon in a .txt', 'x.txt', 'a;b\n1;2', [['1', '2']]],
    // Decimal commas: the first line has no comma, so comma is no candidate.
    ['semicolon with decimal commas', 'x.csv', 'name;amount\nAnn;1,5\nBen;2,25', [['Ann', '1,5'], ['Ben', '2,25']]],
    // Quoted delimiters do not count: the comma parse is consistent, the semicolon one is not.
    ['comma with quoted semicolons', 'x.csv', 'a,b\n"1;2",3\n"4;5",6', [['1;2', '3'], ['4;5', '6']]],
    // The delimiter whose records match the first line most often wins.
    ['the consistent one wins', 'x.csv', 'a;b\nx,y;1\nz;2', [['x,y', '1'], ['z', '2']]],
    // Both give two fields everywhere: a tie goes to the extension's delimiter.
    ['a tie in a .csv goes to comma', 'x.csv', 'a,b\tc\n1,2\t3', [['1', '2\t3']]],
    ['a .tsv prefers tab', 'x.tsv', 'a,b\tc\n1,2\t3', [['1,2', '3']]],
    // Every record holds one comma as the header does: the delimiter that makes more fields wins the tie.
    ['semicolons beside one comma in each record (a European export)', 'x.csv', 'Name;Preis, brutto;Menge\r\nA;1,50;3\r\nB;2,25;4\r\n', [['A', '1,50', '3'], ['B', '2,25', '4']]],
    ['pipes beside one comma in each record', 'x.csv', 'id|name|city, country\n1|ann|Paris, France\n2|bob|Lyon, France\n', [['1', 'ann', 'Paris, France'], ['2', 'bob', 'Lyon, France']]],
    ['a .tsv whose first line has a tab is read with tabs', 'x.tsv', 'a\tb\n1,2,3\t4', [['1,2,3', '4']]],
    ['one column: nothing to split', 'x.csv', 'name\nAnn\nBen', [['Ann'], ['Ben']]],
  ])('%s', async (_name, fileName, content, rows) => {
    expect((await table(fileName, content)).rows).toEqual(rows);
  });
});

describe('quoting (RFC 4180)', () => {
  it.each<[string, string, string[]]>([
    ['a comma inside quotes', '"x,y",2', ['x,y', '2']],
    ['doubled quotes', '"say ""hi""",2', ['say "hi"', '2']],
    ['a cell that is only a quote', '"""",2', ['"', '2']],
    ['an empty quoted cell', '"",2', ['', '2']],
    ['LF inside quotes', '"one\ntwo",2', ['one\ntwo', '2']],
    ['CRLF inside quotes', '"one\r\ntwo",2', ['one\r\ntwo', '2']],
    ['CR inside quotes', '"one\rtwo",2', ['one\rtwo', '2']],
    ['a blank line inside quotes', '"one\n\ntwo",2', ['one\n\ntwo', '2']],
    ['quotes in an unquoted cell are text', 'a "b" c,2', ['a "b" c', '2']],
    ['spaces around a cell are kept', '  x  ,  "y"', ['  x  ', '  "y"']],
    ['a quoted last cell', '1,"x,y"', ['1', 'x,y']],
  ])('%s', async (_name, record, cells) => {
    const { rows } = await table('q.csv', `a,b\n${record}\n3,4`);
    expect(rows).toEqual([cells, ['3', '4']]);
  });

  it('reads quoted line breaks across many records', async () => {
    const record = (i: number) => `${i},"line ${i}\r\nsecond ""${i}"", with, commas"`;
    const { rows } = await table('q.csv', `n,text\r\n${Array.from({ length: 50 }, (_, i) => record(i)).join('\r\n')}\r\n`);
    expect(rows).toHaveLength(50);
    expect(rows[49]).toEqual(['49', 'line 49\r\nsecond "49", with, commas']);
  });
});

describe('encodings and line ends', () => {
  const expected = { headers: ['id', 'name'], rows: [['1', 'Zoë'], ['2', 'Ann']] };
  it.each<[string, string]>([
    ['LF', 'id,name\n1,Zoë\n2,Ann\n'],
    ['CRLF', 'id,name\r\n1,Zoë\r\n2,Ann\r\n'],
    ['CR', 'id,name\r1,Zoë\r2,Ann\r'],
    ['no line break at the end (LF)', 'id,name\n1,Zoë\n2,Ann'],
    ['no line break at the end (CRLF)', 'id,name\r\n1,Zoë\r\n2,Ann'],
    // The decoder drops the byte order mark: the first name is "id", not "\uFEFFid".
    ['UTF-8 byte order mark', '\uFEFFid,name\n1,Zoë\n2,Ann\n'],
    ['byte order mark and CRLF', '\uFEFFid,name\r\n1,Zoë\r\n2,Ann'],
  ])('%s', async (_name, content) => {
    const { headers, rows } = await table('e.csv', content);
    expect({ headers, rows }).toEqual(expected);
  });

  it('reads UTF-16 with a byte order mark (Excel’s “Unicode Text”)', async () => {
    const text = 'id\tname\r\n1\tZoë 😀\r\n';
    const le = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      le[2 + 2 * i] = text.charCodeAt(i) & 0xff;
      le[3 + 2 * i] = text.charCodeAt(i) >> 8;
    }
    const { headers, rows } = await table('unicode.txt', le);
    expect({ headers, rows }).toEqual({ headers: ['id', 'name'], rows: [['1', 'Zoë 😀']] });
  });
});

describe('ragged records', () => {
  it('gives a record with more fields new columns, empty in the other rows', async () => {
    const { headers, rows, notices } = await table('r.csv', 'a,b\n1,2\n3,4,5,6\n7,8,9\n10,11');
    expect(headers).toEqual(['a', 'b', 'column 3', 'column 4']);
    expect(rows).toEqual([
      ['1', '2', '', ''],
      ['3', '4', '5', '6'],
      ['7', '8', '9', ''],
      ['10', '11', '', ''],
    ]);
    expect(notices).toEqual(['Line 3 (and 1 more lines) of “r.csv” has more fields than the first line; the extra fields are in columns named “column N”.']);
  });

  it('gives a record with fewer fields empty cells', async () => {
    const { rows, notices } = await table('r.csv', 'a,b,c\n1\n2,3\n4,5,6');
    expect(rows).toEqual([
      ['1', '', ''],
      ['2', '3', ''],
      ['4', '5', '6'],
    ]);
    expect(notices).toEqual(['Line 2 (and 1 more lines) of “r.csv” has fewer fields than the first line; the missing cells are empty.']);
  });

  it('counts lines, not records, in notices (a quoted line break makes two lines)', async () => {
    const { notices } = await table('r.csv', 'a,b\n"x\ny",1\n\n2,3,4');
    expect(notices).toEqual(['Line 5 of “r.csv” has more fields than the first line; the extra fields are in columns named “column N”.']);
  });

  it('names extra columns apart from the header’s names', async () => {
    const { headers } = await table('r.csv', 'a,column 3\n1,2,3');
    expect(headers).toEqual(['a', 'column 3', 'column 3 (2)']);
  });
});

describe('blank lines', () => {
  // A blank line is no record: skipping it loses nothing but a row of empty cells.
  it.each<[string, string]>([
    ['before the header', '\n\na,b\n1,2\n3,4'],
    ['between records', 'a,b\n1,2\n\n\n3,4'],
    ['at the end', 'a,b\n1,2\n3,4\n\n\n'],
    ['with CRLF', 'a,b\r\n\r\n1,2\r\n\r\n3,4\r\n\r\n'],
  ])('%s', async (_name, content) => {
    const { headers, rows, notices } = await table('b.csv', content);
    expect({ headers, rows, notices }).toEqual({ headers: ['a', 'b'], rows: [['1', '2'], ['3', '4']], notices: [] });
  });

  it('keeps a record of empty fields (it has delimiters)', async () => {
    expect((await table('b.csv', 'a,b\n,\n1,2')).rows).toEqual([
      ['', ''],
      ['1', '2'],
    ]);
  });
});

describe('notices', () => {
  // Each: what the file has, its text, and the notices: a stray-cells notice advises a Type for the columns it tells of (by id).
  it.each<[string, string, TableNotice[]]>([
    ['renamed columns', 'a,a,,b\n1,2,3,4', ['2 columns of “n.csv” have no name or the name of another column, so they are called “a (2)”, “column 3”.']],
    ['one renamed column', 'a,\n1,2', ['A column of “n.csv” has no name or the name of another column, so it is called “column 2”.']],
    ['a quote never closed', 'a,b\n1,"x\n2,y\n', ['Line 2 of “n.csv” opens a quote (") that is never closed; the rest of the file was read into that one cell.']],
    [
      'a stray quote in a quoted cell',
      'a,b\n1,"x"y"\n3,4',
      ['Line 2 of “n.csv” has a quote (") inside a quoted cell that is not doubled (""); it was kept as part of the cell, so check the cells there.'],
    ],
    ['nothing to tell', 'a,b\n1,2', []],
    [
      'a number column text because of one stray',
      'price\n12.50\nn/a\n3\n7.25',
      [{ text: '“price” is read as text because “n/a” is not a number. To read its other cells as numbers, choose Number under Type in its column menu.', typeFor: ['price'] }],
    ],
    [
      'a column whose id is not its name: named as the grid names it, advised by id',
      'unit price,row\n12.50,n/a\nn/a,1\n3,2\n7.25,3',
      [
        {
          text: '2 columns are read as text because of a few cells that are not numbers or dates: “unit price” (“n/a”) and “row (2)” (“n/a”). To read a column\'s other cells as numbers or dates, choose the type under Type in its column menu.',
          typeFor: ['unit_price', 'row_2'],
        },
      ],
    ],
    [
      'a date column text because of two strays',
      'when\n2014-03-05\nunknown\n-\n2014-04-01\n2015-01-01\n2015-02-01\n2015-03-01\n2015-04-01',
      [{ text: '“when” is read as text because “unknown” and “-” are not dates. To read its other cells as dates, choose Date under Type in its column menu.', typeFor: ['when'] }],
    ],
    [
      'day-first dates',
      'day\n31/12/2014\n?\n01/02/2015\n15/03/2015',
      [{ text: '“day” is read as text because “?” is not a date. To read its other cells as dates, choose Date (day first) under Type in its column menu.', typeFor: ['day'] }],
    ],
    [
      'two columns',
      'a,b\nNA,1\n1,NA\n2,2\n3,3\n4,4',
      [{ text: '2 columns are read as text because of a few cells that are not numbers or dates: “a” (“NA”) and “b” (“NA”). To read a column\'s other cells as numbers or dates, choose the type under Type in its column menu.', typeFor: ['a', 'b'] }],
    ],
    [
      'seven columns',
      `${'abcdefg'.split('').join(',')}\n${'x,'.repeat(6)}-\n${'1,'.repeat(6)}1\n${'2,'.repeat(6)}2\n${'3,'.repeat(6)}3`,
      [
        {
          text: '7 columns are read as text because of a few cells that are not numbers or dates: “a” (“x”), “b” (“x”), “c” (“x”), “d” (“x”), “e” (“x”) and 2 more. To read a column\'s other cells as numbers or dates, choose the type under Type in its column menu.',
          // Every column it tells of, those it names and those it counts.
          typeFor: [...'abcdefg'],
        },
      ],
    ],
    ['a text column with numbers in it', 'city\nParis\n75\nLyon', []],
  ])('%s', async (_name, content, notices) => {
    expect((await table('n.csv', content)).notices).toEqual(notices);
  });
});
