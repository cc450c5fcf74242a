import { describe, expect, it } from 'vitest';
import { FileReadError, formatOfName, isAbortError, readTableFile } from '../../../src/data/files/readTableFile';
import { textArray } from '../../../src/model/textLists';
import { ChunkedTexts } from '../../../src/data/files/packing';
import { bytes, CHUNK_SIZES, fileOf, fixture, read, rowsOf, table } from '../../support/files';

const expected: unknown = JSON.parse(new TextDecoder().decode(fixture('tricky.expected.json')));

describe('formatOfName', () => {
  it.each<[string, string | undefined]>([
    ['people.csv', 'delimited'],
    ['PEOPLE.CSV', 'delimited'],
    ['notes.txt', 'delimited'],
    ['data.tsv', 'tsv'],
    ['data.json', 'json'],
    ['data.ndjson', 'jsonLines'],
    ['data.JSONL', 'jsonLines'],
    ['archive.csv.gz', undefined],
    ['data', undefined],
    ['.csv', 'delimited'],
    ['data.', undefined],
  ])('%s → %s', (name, format) => {
    expect(formatOfName(name)).toBe(format);
  });

  it.each<[string, string, string, string[]]>([
    // The extension decides, even when the text looks like something else.
    ['a .csv that starts with a bracket is delimited', 'x.csv', '[a],b\n1,2', ['[a]', 'b']],
    ['another extension with text is delimited', 'x.dat', 'a;b\n1;2', ['a', 'b']],
    ['no extension with text is delimited', 'README', 'a|b\n1|2', ['a', 'b']],
  ])('%s', async (_name, fileName, content, headers) => {
    expect((await table(fileName, content)).headers).toEqual(headers);
  });
});

describe('nothing lost: tests/fixtures/tricky.csv', () => {
  // Quotes, delimiters and line breaks (LF and CRLF) inside cells, spaces around cells, leading
  // zeros, accents, emoji, right-to-left text, empty cells and no last line break: every cell
  // must come back exactly as tricky.expected.json (written by hand) says.
  it.each(CHUNK_SIZES)('at chunk size %s', async (chunkBytes) => {
    const parsed = await readTableFile(fileOf('tricky.csv', fixture('tricky.csv')), { chunkBytes });
    expect({ headers: parsed.headers, types: parsed.types, rows: rowsOf(parsed) }).toEqual(expected);
    expect(parsed.notices).toEqual([]);
    expect(parsed.leftOut).toBe(0);
  });

  it('lists each value once per column', async () => {
    const parsed = await readTableFile(fileOf('tricky.csv', fixture('tricky.csv')));
    for (const { values } of parsed.columns) expect(new Set(textArray(values)).size).toBe(values.length);
  });
});

describe('dictionary encoding', () => {
  it('codes repeated values once, and keeps no empty value a column does not have', async () => {
    const parsed = await readTableFile(fileOf('d.csv', 'a,b\nx,1\ny,\nx,2\nx,'));
    expect(parsed.columns[0]).toEqual({ values: ['x', 'y'], codes: Uint8Array.from([0, 1, 0, 0]) });
    expect(parsed.columns[1]).toEqual({ values: ['', '1', '2'], codes: Uint8Array.from([1, 0, 2, 0]) });
    expect(parsed.count).toBe(4);
  });

  it('lists each row\'s value once a column holds nearly all different values, and loses none', async () => {
    // 100,000 different ids, then the same one again; a second column of three values.
    const records = Array.from({ length: 100_001 }, (_, i) => `${i === 100_000 ? 7 : i},${['a', 'b', 'c'][i % 3]}`);
    const parsed = await readTableFile(fileOf('plain.csv', `id,kind\n${records.join('\n')}\n`));
    const [id, kind] = parsed.columns;
    expect(rowsOf(parsed).map((row) => row.join(','))).toEqual(records);
    expect(parsed.types).toEqual(['number', 'text']);
    expect(id!.values).toHaveLength(100_001); // the last 7 is listed again, not looked up
    expect(id!.values).toBeInstanceOf(ChunkedTexts); // packed, each row's text
    expect(id!.codes).toBeNull();
    expect(kind!.values).toEqual(['a', 'b', 'c']); // a few values stay a dictionary
    expect(kind!.codes).toBeInstanceOf(Uint8Array);
  });

  it.each([
    ['256 values: a byte a row', 256, Uint8Array],
    ['257 values: two bytes', 257, Uint16Array],
    ['65,536 values: two bytes', 65_536, Uint16Array],
    ['65,537 values: four bytes', 65_537, Uint32Array],
  ])('codes in the narrowest array: %s', async (_, distinct, Codes) => {
    // Each value three times in a row, so the column stays a dictionary.
    const records = Array.from({ length: distinct * 3 }, (_, i) => `v${Math.floor(i / 3)}`);
    const parsed = await readTableFile(fileOf('codes.csv', `v\n${records.join('\n')}\n`));
    expect(parsed.columns[0]!.codes).toBeInstanceOf(Codes);
    expect(rowsOf(parsed).map(([cell]) => cell)).toEqual(records);
  });

  it('lists the empty rows of a column of many values, before its first value and after its last', async () => {
    // 70,000 different values from the third record on; the first two and the last are empty.
    const records = ['x,', 'y,', ...Array.from({ length: 70_000 }, (_, i) => `z,v${i}`), 'end,'];
    const parsed = await readTableFile(fileOf('gaps.csv', `a,b\n${records.join('\n')}\n`));
    expect(parsed.columns[1]!.codes).toBeNull();
    expect(rowsOf(parsed).map((row) => row.join(','))).toEqual(records);
  });
});

describe('maxRecords', () => {
  it.each<[string, string, string, number, string[][], number]>([
    ['CSV over the limit', 'm.csv', 'a\n1\n2\n3\n4\n5', 3, [['1'], ['2'], ['3']], 2],
    ['CSV at the limit', 'm.csv', 'a\n1\n2\n3', 3, [['1'], ['2'], ['3']], 0],
    // Blank lines are no records, so they are not counted as left out either.
    ['blank lines are not counted', 'm.csv', 'a\n1\n\n2\n\n3\n\n', 1, [['1']], 2],
    // Quoted line breaks do not make records: every record is parsed, only not kept.
    ['quoted line breaks are parsed past the limit', 'm.csv', 'a\n1\n"2\n2"\n"3\n3"', 1, [['1']], 2],
    // Columns come from the records kept: extra fields of a record left out make none.
    ['records left out add no columns', 'm.csv', 'a\n1\n2,3,4', 1, [['1']], 1],
    ['JSON array', 'm.json', '[{"a":1},{"a":2},{"a":3,"b":4}]', 2, [['1'], ['2']], 1],
    ['NDJSON', 'm.ndjson', '{"a":1}\n{"a":2}\n{"b":3}\n', 1, [['1']], 2],
  ])('%s', async (_name, fileName, content, maxRecords, rows, leftOut) => {
    const result = await table(fileName, content, { maxRecords });
    expect({ rows: result.rows, leftOut: result.leftOut, notices: result.notices }).toEqual({ rows, leftOut, notices: [] });
  });

  it('still reads the records it leaves out: a bad one fails the file', async () => {
    await expect(read('m.ndjson', '{"a":1}\n{"a":2}\n[3]', { maxRecords: 1 })).rejects.toThrow(/^Line 3 of “m\.ndjson” holds an array/);
  });
});

describe('invalid UTF-8', () => {
  const notice = (count: number, what = 'characters') =>
    `“u.csv” is not valid UTF-8 text: ${count} ${what} could not be read and show as “\uFFFD”. If it was saved in another encoding (Windows-1252 or Latin-1, say), save it as UTF-8 and open it again.`;
  // "a,b\n1," then the bytes under test, then "\n".
  it.each<[string, string, string, string[]]>([
    ['a Latin-1 é', '63 61 66 e9', 'caf\uFFFD', [notice(1, 'character')]],
    ['two bad bytes', 'ff 41 fe', '\uFFFDA\uFFFD', [notice(2)]],
    ['a sequence cut short', 'e2 82 41', '\uFFFDA', [notice(1, 'character')]],
    // U+FFFD written in the file is text like any other.
    ['a real U+FFFD is no error', 'ef bf bd', '\uFFFD', []],
    ['a real U+FFFD next to a bad byte', 'ef bf bd ff', '\uFFFD\uFFFD', [notice(1, 'character')]],
    ['U+FFFF then a stray byte', 'ef bf bf bd', '\uFFFF\uFFFD', [notice(1, 'character')]],
    ['valid multi-byte text', 'c3 a9 f0 9f 98 80', 'é😀', []],
  ])('%s', async (_name, hex, cell, notices) => {
    const content = new Uint8Array([...new TextEncoder().encode('a,b\n1,'), ...bytes(hex), 0x0a]);
    const result = await table('u.csv', content);
    expect({ rows: result.rows, notices: result.notices }).toEqual({ rows: [['1', cell]], notices });
  });

  it('counts a sequence cut short by the end of the file', async () => {
    const content = new Uint8Array([...new TextEncoder().encode('a\nx'), ...bytes('f0 9f 98')]);
    const result = await table('u.csv', content);
    expect({ rows: result.rows, notices: result.notices }).toEqual({ rows: [['x\uFFFD']], notices: [notice(1, 'character')] });
  });
});

describe('progress and cancellation', () => {
  const content = `a,b\n${'1,2\n'.repeat(5000)}`; // 20 KB

  it('reports bytes read, growing up to the size', async () => {
    const reports: [number, number][] = [];
    await readTableFile(fileOf('p.csv', content), { chunkBytes: 4096, onProgress: (read, total) => reports.push([read, total]) });
    expect(reports.length).toBe(Math.ceil(content.length / 4096));
    expect(reports.every(([, total]) => total === content.length)).toBe(true);
    expect(reports.every(([read], i) => i === 0 || read > reports[i - 1]![0])).toBe(true);
    expect(reports.at(-1)).toEqual([content.length, content.length]);
  });

  it.each<[string, string]>([
    ['delimited', 'p.csv'],
    ['NDJSON', 'p.ndjson'],
    ['JSON array', 'p.json'],
  ])('stops a %s read when the signal aborts, with an AbortError', async (_name, fileName) => {
    const body = fileName === 'p.csv' ? content : fileName === 'p.ndjson' ? '{"a":1}\n'.repeat(5000) : `[${Array(5000).fill('{"a":1}').join(',')}]`;
    const controller = new AbortController();
    let reports = 0;
    const reading = readTableFile(fileOf(fileName, body), {
      chunkBytes: 4096,
      signal: controller.signal,
      onProgress: () => {
        if (++reports === 2) controller.abort();
      },
    });
    const error: unknown = await reading.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(FileReadError);
    expect((error as Error).message).toBe(`Reading “${fileName}” was cancelled.`);
    // It stopped at once: no chunk was read after the abort.
    expect(reports).toBe(2);
  });

  it('does not start with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    let reports = 0;
    const reading = readTableFile(fileOf('p.csv', content), { signal: controller.signal, onProgress: () => reports++ });
    await expect(reading).rejects.toSatisfy(isAbortError);
    expect(reports).toBe(0);
  });

  it('tells a bad file from a cancel', () => {
    expect(isAbortError(new FileReadError('x'))).toBe(false);
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
  });
});
