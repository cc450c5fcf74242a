import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvLine, toCsv, toTsv, tsvField } from '../../src/engine/csv';
import { randomFrom } from '../support/random';

describe('toCsv', () => {
  it.each<[string, string[], string[][], string]>([
    ['headers only', ['id', 'Last Name'], [], '\uFEFF"id","Last Name"'],
    ['plain rows, CRLF', ['a', 'b'], [['1', 'x'], ['2', 'y']], '\uFEFF"a","b"\r\n"1","x"\r\n"2","y"'],
    ['quotes doubled', ['a'], [['say "hi"']], '\uFEFF"a"\r\n"say ""hi"""'],
    ['commas and line breaks stay inside quotes', ['a'], [['x,y\r\nz']], '\uFEFF"a"\r\n"x,y\r\nz"'],
    ['markup is just text', ['a'], [['<img src=x onerror=alert(1)>']], '\uFEFF"a"\r\n"<img src=x onerror=alert(1)>"'],
    ['empty fields quoted', ['a', 'b'], [['', '']], '\uFEFF"a","b"\r\n"",""'],
    ['no columns: empty lines', [], [[], []], '\uFEFF\r\n\r\n'],
  ])('%s', (_name, headers, rows, expected) => {
    expect(toCsv(headers, rows)).toBe(expected);
  });
});

describe('csvLine', () => {
  /** The plain reference: each field quoted, inner quotes doubled, joined by commas. */
  const reference = (fields: readonly string[]) => fields.map((text) => `"${text.replaceAll('"', '""')}"`).join(',');
  const PIECES = ['', 'a', '"', '""', ',', '","', '\r\n', ' ', 'é', '🙂'];

  it('writes random fields as each quoted alone would be', () => {
    for (let i = 0; i < 2000; i++) {
      const random = randomFrom(i + 1);
      const fields = Array.from({ length: Math.floor(random.next() * 5) }, () => Array.from({ length: Math.floor(random.next() * 4) }, () => random.pick(PIECES)).join(''));
      expect(csvLine(fields), JSON.stringify(fields)).toBe(reference(fields));
    }
  });
});

describe('tsvField', () => {
  it.each<[string, string, string]>([
    ['plain text as it is', 'Ann Lee', 'Ann Lee'],
    ['empty', '', ''],
    ['commas need nothing', 'a, b', 'a, b'],
    ['a tab is quoted', 'a\tb', '"a\tb"'],
    ['a line break is quoted', 'a\nb', '"a\nb"'],
    ['CRLF is quoted and kept', 'a\r\nb', '"a\r\nb"'],
    ['a quote further in is just a character', 'say "hi"', 'say "hi"'],
    ['quotes are doubled inside quotes', 'a\t"b"', '"a\t""b"""'],
    ['a leading quote', '"x', '"""x"'],
    ['spaces and formulas as they are', ' =1+1 ', ' =1+1 '],
    ['emoji and right-to-left text', '🙂 שלום', '🙂 שלום'],
  ])('%s', (_name, text, expected) => {
    expect(tsvField(text)).toBe(expected);
  });
});

describe('toTsv', () => {
  it.each<[string, string[], string[][], string]>([
    ['headers only', ['id', 'Last Name'], [], 'id\tLast Name'],
    ['rows on lines of their own, no BOM', ['a', 'b'], [['1', 'x'], ['2', 'y']], 'a\tb\n1\tx\n2\ty'],
    ['a field with a tab and one with a line break', ['a', 'b'], [['x\ty', 'p\nq']], 'a\tb\n"x\ty"\t"p\nq"'],
    ['empty fields keep their place', ['a', 'b', 'c'], [['', 'm', '']], 'a\tb\tc\n\tm\t'],
  ])('%s', (_name, headers, rows, expected) => {
    expect(toTsv(headers, rows)).toBe(expected);
  });

  it('reads back cell for cell, as a spreadsheet pastes it (Papa Parse, tab-separated)', () => {
    const rows = [['a\tb', 'say "hi"', 'line\r\nbreak', '', 'plain'], ['"x', ' y ', '=1+1', 'ü', '']];
    const text = toTsv(['1', '2', '3', '4', '5'], rows);
    expect(Papa.parse(text, { delimiter: '\t', newline: '\n' }).data).toEqual([['1', '2', '3', '4', '5'], ...rows]);
  });
});
