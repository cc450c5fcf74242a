import { afterAll, describe, expect, it } from 'vitest';
import { csvSource } from '../../../src/server/duckdb/csvSource';
import { fileReader } from '../../../src/server/duckdb/fileSource';
import { tempFolder } from '../../support/csvTable';
import { expectServedAsTheTab } from '../../support/equivalence';
import { read } from '../../support/files';
import { withConnection } from '../../support/duckDb';

const files = tempFolder();
afterAll(() => files.remove());

const utf16 = (text: string) => new Uint8Array([0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])]);
const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

/**
 * Files DuckDB's guess of a CSV's layout reads otherwise than the tab (its own reader, with its
 * repairs and notices): the server reads each as the tab does, columns, cells and notices.
 */
const CASES: [string, string, string | Uint8Array][] = [
  ['a record with more fields', 'more.csv', 'a,b,c\n1,x,y\n2,y,z,extra\n3,z,w\n'],
  ['a record with fewer fields', 'fewer.csv', 'a,b,c\n1,x,y\n2,y\n3,z,w\n'],
  ['a TSV record with fewer fields', 'fewer.tsv', 'a\tb\tc\n1\tx\ty\n2\ty\n3\tz\tw\n'],
  ['a TSV\'s last record with more fields', 'more.tsv', 'a\tb\n1\tx\n2\ty\tz\n'],
  ['a line of spaces and a blank line', 'spaces.csv', 'a,b\n1,x\n   \n2,y\n\n3,z\n'],
  ['single quotes in the text', 'quotes.csv', "id,name\n1,O'Brien\n2,'quoted, with comma'\n3,it's\n"],
  ['a backslash before a quote', 'backslash.csv', 'id,txt\n1,"a \\"b\\" c"\n2,"plain"\n'],
  ['a TSV written with commas', 'commas.tsv', 'a,b\n1,x\n2,y\n'],
  ['text that is not UTF-8', 'latin1.csv', bytes('a,b\n1,caf', [0xe9], '\n2,ok\n')],
  ['UTF-16 with its byte-order mark', 'utf16.csv', utf16('a,b\n1,é\n2,x\n')],
  ['one column of names with semicolons and a comma', 'names.csv', 'name\nSmith; John\nDoe; Jane\nO,Neil\n'],
  ['a usual file, read by DuckDB', 'usual.csv', 'id,name,when\n1,"Ada, Countess",2014-03-05\n2,"say ""hi""",2015-01-01\n3,,\n'],
];

describe('a messy CSV or TSV is served as the tab reads it', () => {
  it.each(CASES)('%s', async (_what, name, content) => {
    await expectServedAsTheTab(files.write(name, content), await read(name, content));
  });
});

/** Files DuckDB reads as the tab does, fast (the 10,000,000-row CSV's way), and ones it leaves to the tab's reader. */
const READERS: [string, string, string, 'DuckDB' | 'the tab'][] = [
  ['plain', 'plain.csv', 'id,name\n1,Ada\n2,Bo\n', 'DuckDB'],
  ['quoted delimiters, doubled quotes, line breaks and empty cells', 'quoted.csv', 'id,name,note\n1,"Ada, Countess","say ""hi"""\n2,,"two\nlines"\n3,x,\n', 'DuckDB'],
  ['repeated and empty names, renamed as the tab names them', 'names.csv', 'a,,a\n1,2,3\n', 'DuckDB'],
  ['a TSV', 'plain.tsv', 'id\tname\n1\tAda\n', 'DuckDB'],
  ['semicolons', 'semi.csv', 'id;name\n1;Ada\n2;Bo\n', 'DuckDB'],
  ['a header alone (the tab refuses it)', 'header.csv', 'a,b,c\n', 'DuckDB'],
  ['a record with more fields', 'more.csv', 'a,b,c\n1,x,y\n2,y,z,extra\n', 'the tab'],
  ['single quotes in the text', 'quotes.csv', "id,name\n1,O'Brien\n2,'quoted, with comma'\n", 'the tab'],
  ['a TSV written with commas', 'commas.tsv', 'a,b\n1,x\n', 'the tab'],
];

describe('which reader stages a served CSV', () => {
  it.each(READERS)('%s: %s', async (_what, name, content, expected) => {
    const path = files.write(name, content);
    const { sql, records } = fileReader(path);
    await withConnection(async (connection) => {
      const source = await csvSource(connection, sql, records!, path, 'staged');
      expect(source === null ? 'the tab' : 'DuckDB').toBe(expected);
    });
  });
});
