import { describe, expect, it } from 'vitest';
import { describeJsonError, parseJson } from '../../../src/data/files/json';
import { table } from '../../support/files';

describe('JSON records', () => {
  it.each<[string, string, string, { headers: string[]; rows: string[][] }]>([
    ['an array of objects', 'a.json', '[{"id": 1, "name": "Ann"}, {"id": 2, "name": "Ben"}]', { headers: ['id', 'name'], rows: [['1', 'Ann'], ['2', 'Ben']] }],
    [
      'the union of keys, in the order first seen',
      'a.json',
      '[{"b": 1}, {"a": 2, "b": 3}, {"c": 4, "a": 5}]',
      { headers: ['b', 'a', 'c'], rows: [['1', '', ''], ['3', '2', ''], ['', '5', '4']] },
    ],
    [
      'values as their JSON text',
      'a.json',
      '[{"s": "007", "n": 1.5, "e": 1e3, "t": true, "f": false, "z": null, "o": {"x": [1, "y"]}, "l": [], "u": "é\\n\\"q\\""}]',
      // A number is read by JSON.parse: 1e3 is the number 1000, written back as JavaScript writes it.
      { headers: ['s', 'n', 'e', 't', 'f', 'z', 'o', 'l', 'u'], rows: [['007', '1.5', '1000', 'true', 'false', '', '{"x":[1,"y"]}', '[]', 'é\n"q"']] },
    ],
    ['null and missing keys are empty cells', 'a.json', '[{"a": null, "b": 1}, {"b": 2}]', { headers: ['a', 'b'], rows: [['', '1'], ['', '2']] }],
    ['an empty key gets a made-up name', 'a.json', '[{"": 1, "x": 2}]', { headers: ['column 1', 'x'], rows: [['1', '2']] }],
    // JSON.parse gives an object's keys in JavaScript's order, whole-number keys first: the file's order of those is lost.
    ['keys that are whole numbers come first, ascending', 'a.json', '[{"b": 1, "2": 2, "1": 3}]', { headers: ['1', '2', 'b'], rows: [['3', '2', '1']] }],
    ['a __proto__ key is a plain column', 'a.json', '[{"__proto__": "x", "a": 1}]', { headers: ['__proto__', 'a'], rows: [['x', '1']] }],
    ['white space around the array', 'a.json', '\uFEFF\n  [ {"a": 1} ]  \n', { headers: ['a'], rows: [['1']] }],
    ['NDJSON', 'a.ndjson', '{"a": 1}\n{"b": 2}\n', { headers: ['a', 'b'], rows: [['1', ''], ['', '2']] }],
    ['JSON Lines with CRLF, blank lines and no last line break', 'a.jsonl', '{"a": 1}\r\n\r\n  \r\n{"a": 2}', { headers: ['a'], rows: [['1'], ['2']] }],
    ['one object per line in a .json', 'a.json', '{"a": 1}\n{"a": 2}\n', { headers: ['a'], rows: [['1'], ['2']] }],
    ['an array sniffed without extension', 'data', '[{"a": 1}]', { headers: ['a'], rows: [['1']] }],
    ['lines sniffed with another extension', 'data.log', '{"a": 1}\n{"a": 2}', { headers: ['a'], rows: [['1'], ['2']] }],
    // JSON.parse reads these as Infinity: kept as written, as a CSV's cell is (a number past a double's range is no number).
    [
      'numbers past a double’s range as written',
      'a.json',
      '[{"v": 1e400, "w": -1E+309, "x": 1e300}, {"v": 5, "w": "1e400", "x": [2e999, "\\"3e999"]}]',
      { headers: ['v', 'w', 'x'], rows: [['1e400', '-1E+309', '1e+300'], ['5', '1e400', '["2e999","\\"3e999"]']] },
    ],
    ['… in NDJSON too', 'a.ndjson', '{"v": 1e400}\n{"v": 1.5E+999}\n{"v": 2}\n', { headers: ['v'], rows: [['1e400'], ['1.5E+999'], ['2']] }],
  ])('%s', async (_name, fileName, content, expected) => {
    const { headers, rows } = await table(fileName, content);
    expect({ headers, rows }).toEqual(expected);
  });

  it('types JSON numbers as numbers, and strings of digits by their text', async () => {
    const { types } = await table('t.json', '[{"n": 1, "s": "007", "d": "12", "b": true}, {"n": -2.5, "s": "8", "d": "3", "b": false}]');
    expect(types).toEqual(['number', 'text', 'number', 'text']);
  });

  it('tells when whole numbers inside a nested value are too big to be read exactly, naming the column', async () => {
    const { rows, notices } = await table('nested.json', '[{"id": 1, "n": {"a": 12345678901234567891}}, {"id": 2, "n": [9007199254740993, 1.5]}]');
    expect(rows).toEqual([['1', '{"a":12345678901234567000}'], ['2', '[9007199254740992,1.5]']]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^Column “n” of “nested\.json” holds whole numbers larger than 9,007,199,254,740,991/);
  });

  it('tells when whole numbers are too big to be read exactly', async () => {
    const { rows, notices } = await table('big.json', '[{"id": 12345678901234567890, "n": 9007199254740991}]');
    expect(rows).toEqual([['12345678901234567000', '9007199254740991']]);
    expect(notices).toEqual([
      'Column “id” of “big.json” holds whole numbers larger than 9,007,199,254,740,991, which JavaScript cannot hold exactly: they may show rounded. To keep every digit, write them in the file as strings ("12345678901234567890").',
    ]);
  });
});

describe('parseJson', () => {
  it.each<[string, string, unknown]>([
    ['a number in range', '[1e300, -0.5, 12]', [1e300, -0.5, 12]],
    ['past the range, either sign', '[1e400, -1e309]', ['1e400', '-1e309']],
    ['underflow is zero, as JSON.parse reads it', '[1e-400]', [0]],
    ['inside a string, with escaped quotes, untouched', '["a\\"1e400\\"", 1e400]', ['a"1e400"', '1e400']],
    ['a key that looks like one', '{"1e400": 1e400}', { '1e400': '1e400' }],
  ])('%s', (_name, text, expected) => {
    expect(parseJson(text)).toEqual(expected);
  });

  it('invalid JSON fails with JSON.parse’s own error, at its own place', () => {
    const text = '[1e400, 2e400,]';
    expect(() => parseJson(text)).toThrow(((): string => {
      try {
        JSON.parse(text);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })());
  });
});

describe('describeJsonError', () => {
  // Each engine words JSON.parse errors its own way; the sentence says where in any case it can.
  it.each<[string, string, string, string]>([
    ['V8, a position', "Expected ',' or '}' after property value in JSON at position 12", '[{"a": 1},\n{"a"', "expected ',' or '}' after property value (line 2, column 2)"],
    ['V8, a position and its line', "Expected ':' after property name in JSON at position 4 (line 1 column 5)", '{"a" 1}', "expected ':' after property name (line 1, column 5)"],
    ['V8, an unexpected token', 'Unexpected token \']\', "[1,]" is not valid JSON', '[1,]', 'unexpected token \']\' in "[1,]"'],
    ['V8, the end', 'Unexpected end of JSON input', '[', 'unexpected end of JSON input'],
    ['Firefox', "JSON.parse: expected ',' or ']' after array element at line 3 column 1 of the JSON data", '', "expected ',' or ']' after array element (line 3, column 1)"],
    ['Safari', 'JSON Parse error: Unexpected comma at the end of array expression', '', 'unexpected comma at the end of array expression'],
  ])('%s', (_name, message, text, expected) => {
    expect(describeJsonError(new SyntaxError(message), text)).toBe(expected);
  });
});
