import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/filtering/csv';

describe('toCsv', () => {
  it.each<[string, string[], string[][], string]>([
    ['headers only', ['id', 'Last Name'], [], '\uFEFF"id","Last Name"'],
    ['plain rows, CRLF', ['a', 'b'], [['1', 'x'], ['2', 'y']], '\uFEFF"a","b"\r\n"1","x"\r\n"2","y"'],
    ['quotes doubled', ['a'], [['say "hi"']], '\uFEFF"a"\r\n"say ""hi"""'],
    ['commas and line breaks stay inside quotes', ['a'], [['x,y\r\nz']], '\uFEFF"a"\r\n"x,y\r\nz"'],
    ['markup is just text', ['a'], [['<img src=x onerror=alert(1)>']], '\uFEFF"a"\r\n"<img src=x onerror=alert(1)>"'],
  ])('%s', (_name, headers, rows, expected) => {
    expect(toCsv(headers, rows)).toBe(expected);
  });
});
