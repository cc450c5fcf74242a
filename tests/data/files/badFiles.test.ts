import { describe, expect, it } from 'vitest';
import { MAX_RECORD_LENGTH, readTableFile } from '../../../src/data/files/readTableFile';
import { bytes, failure, fileOf } from '../../support/files';

// Each bad file gets a sentence a person can act on, naming the file (and the line where one
// helps); `failure` checks it is a FileReadError, the same at every chunk size.

describe('files that are not tables', () => {
  it.each<[string, string, string | Uint8Array, RegExp]>([
    ['0 bytes', 'e.csv', '', /^“e\.csv” is empty: it holds no text\./],
    ['only white space', 'e.csv', ' \n\t\r\n  \n', /^“e\.csv” is empty/],
    ['only a byte order mark', 'e.csv', '\uFEFF', /^“e\.csv” is empty/],
    ['only a byte order mark and line breaks', 'e.csv', '\uFEFF\r\n\r\n', /^“e\.csv” is empty/],
    ['an empty JSON file', 'e.json', '  \n', /^“e\.json” is empty/],
    ['a header only', 'h.csv', 'a,b', /^“h\.csv” has column names but no records: only its first line has text\.$/],
    ['a header and a line break', 'h.csv', 'a,b\r\n', /^“h\.csv” has column names but no records/],
    ['a header and blank lines', 'h.csv', 'a,b\n\n\n', /^“h\.csv” has column names but no records/],
    ['an empty JSON array', 'h.json', '[ ]', /^“h\.json” holds no records: its array is empty\.$/],
    ['JSON records without fields', 'h.json', '[{}, {}]', /^The records of “h\.json” are empty objects/],
    ['a NUL byte at the start', 'b.csv', bytes('50 4b 03 04 00 00'), /^“b\.csv” looks like a binary file, not text: it holds zero bytes near its start\./],
    ['a NUL byte within the first 8 KB', 'b.csv', `a,b\n${'x'.repeat(8000)}\0`, /looks like a binary file/],
    ['binary with a JSON name', 'b.json', bytes('00 01 02'), /^“b\.json” looks like a binary file/],
    [
      'binary: the message names every kind the grid opens',
      'b.bin',
      bytes('00 01 02'),
      /^“b\.bin” looks like a binary file, not text: it holds zero bytes near its start\. Choose a file of a kind the grid opens: CSV, TSV or TXT text, JSON, NDJSON or JSONL, Parquet, Arrow or Feather \(\.arrow, \.feather, \.arrows\), or an Excel workbook \(\.xlsx\)\.$/,
    ],
  ])('%s', async (_name, fileName, content, message) => {
    expect(await failure(fileName, content)).toMatch(message);
  });

  it('reads a NUL byte after the first 8 KB as text, as git does', async () => {
    const parsed = await readTableFile(fileOf('late.csv', `a\n${'x'.repeat(9000)}\n1\0`));
    expect(parsed.columns[0]!.values).toContain('1\0');
  });
});

describe('JSON that is not valid', () => {
  it.each<[string, string, string, RegExp]>([
    ['a missing comma, with its line and column', 'j.json', '[{"a": 1},\n {"a": 2 "b": 3}]', /^“j\.json” is not valid JSON: expected ',' or '}' after property value \(line 2, column 10\)\.$/],
    ['cut short', 'j.json', '[{"a": 1}, {"a"', /^“j\.json” is not valid JSON: /],
    // V8 gives no position for an unexpected token, only the text around it.
    ['a trailing comma', 'j.json', '[{"a": 1},]', /^“j\.json” is not valid JSON: unexpected token '\]' in "\[\{"a": 1\},\]"\.$/],
    ['text after the array', 'j.json', '[{"a": 1}]\nx', /^“j\.json” is not valid JSON: unexpected non-whitespace character after JSON \(line 2, column 1\)\.$/],
    ['a bad line in NDJSON, with its line', 'j.ndjson', '{"a": 1}\n{"a" 1}\n', /^Line 2 of “j\.ndjson” is not valid JSON: expected ':' after property name \(column 6\)\.$/],
    ['a bad line after blank lines', 'j.jsonl', '{"a": 1}\n\n\n{"a" 2}', /^Line 4 of “j\.jsonl” is not valid JSON/],
    // Sniffed: JSON by its first character, so reading it as JSON must fail as JSON.
    ['no extension', 'data', '[{"a": 1}', /^“data” is not valid JSON/],
  ])('%s', async (_name, fileName, content, message) => {
    expect(await failure(fileName, content)).toMatch(message);
  });
});

describe('JSON that is not an array of objects', () => {
  it.each<[string, string, string, RegExp]>([
    ['a number', 'n.json', '42', /^“n\.json” holds a number, but a table needs an array of objects, like \[\{"name": "Ann"\}, \{"name": "Ben"\}\], or one object per line\.$/],
    ['a string', 'n.json', '"hello"', /^“n\.json” holds a string, but a table needs an array of objects/],
    ['null', 'n.json', 'null', /^“n\.json” holds null, but/],
    ['one object over several lines', 'n.json', '{\n  "a": 1,\n  "b": 2\n}', /^“n\.json” holds an object, but a table needs an array of objects/],
    // One line is one document (a minified object, as an API answers), not one record: told as the same object pretty-printed is.
    ['one object on one line', 'o.json', '{"results": [{"a": 1}, {"a": 2}], "total": 2}', /^“o\.json” holds an object, but a table needs an array of objects/],
    ['one object on one line, with a last line break', 'o.json', '{"a": 1}\r\n', /^“o\.json” holds an object, but a table needs an array of objects/],
    ['an array of numbers', 'n.json', '[1, 2, 3]', /^Item 1 of the array in “n\.json” is a number, but a table needs an array of objects/],
    ['an array with one array in it', 'n.json', '[{"a": 1}, {"a": 2}, ["x"]]', /^Item 3 of the array in “n\.json” is an array, but/],
    ['an array with null in it', 'n.json', '[{"a": 1}, null]', /^Item 2 of the array in “n\.json” is null, but/],
    ['a line holding an array', 'n.ndjson', '{"a": 1}\n[1, 2]', /^Line 2 of “n\.ndjson” holds an array, but each line must hold one JSON object, like \{"name": "Ann"\}\.$/],
    ['a line holding a number', 'n.jsonl', '1\n2', /^Line 1 of “n\.jsonl” holds a number, but each line must hold one JSON object/],
  ])('%s', async (_name, fileName, content, message) => {
    expect(await failure(fileName, content)).toMatch(message);
  });
});

describe('records over 1 MB', () => {
  const long = 'x'.repeat(MAX_RECORD_LENGTH + 1);
  // Tiny chunks would take quadratic time on a 1 MB line: a few big sizes put its ends around.
  const sizes = [100_000, 300_000, undefined];
  it.each<[string, string, string, RegExp]>([
    ['a long line', 'l.csv', `a,b\n1,2\n${long},3\n4,5`, /^Line 3 of “l\.csv” holds a record longer than 1 MB, too long for a table\. Most often a quote \("\) opens a cell and is never closed; else the file is not a table\.$/],
    ['a long first line', 'l.csv', `${long}\n1`, /^Line 1 of “l\.csv” holds a record longer than 1 MB/],
    ['a long last line without a line break', 'l.csv', `a\n1\n${long}`, /^Line 3 of “l\.csv” holds a record longer than 1 MB/],
    ['a quote never closed', 'l.csv', `a,b\n1,2\n3,"${'many short lines\n'.repeat(70_000)}`, /^Line 3 of “l\.csv” holds a record longer than 1 MB/],
    ['many short lines in one quoted cell', 'l.csv', `a,b\n"${'x\n'.repeat(600_000)}",1\n2,3`, /^Line 2 of “l\.csv” holds a record longer than 1 MB/],
    ['a long NDJSON line', 'l.ndjson', `{"a":1}\n{"a":"${long}"}\n{"a":2}`, /^Line 2 of “l\.ndjson” holds a record longer than 1 MB, too long for a table\. A grid cannot show a record that long\.$/],
    ['a long item in a JSON array', 'l.json', `[{"a":1},{"a":"${long}"}]`, /^Item 2 of the array of “l\.json” holds a record longer than 1 MB/],
  ])('%s', async (_name, fileName, content, message) => {
    expect(await failure(fileName, content, {}, sizes)).toMatch(message);
  });

  it('stops at a quote never closed without reading the rest of the file', async () => {
    const rest = '1,2\n'.repeat(2_000_000); // 8 MB after the quote
    let lastRead = 0;
    const reading = readTableFile(fileOf('q.csv', `a,b\n1,"${rest}`), { onProgress: (bytesRead) => (lastRead = bytesRead) });
    await expect(reading).rejects.toThrow(/^Line 2 of “q\.csv” holds a record longer than 1 MB/);
    // The record is carried from chunk to chunk only until it is over 1 MB.
    expect(lastRead).toBeLessThanOrEqual(3 << 20);
  });

  it('reads a record just under the limit', async () => {
    const parsed = await readTableFile(fileOf('ok.csv', `a,b\n${'x'.repeat(MAX_RECORD_LENGTH - 2)},1`));
    expect(parsed.count).toBe(1);
  });
});
