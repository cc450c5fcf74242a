import { describe, expect, it } from 'vitest';
import { isNumberText } from '../../../src/data/files/tableBuilder';
import { table } from '../../support/files';

describe('isNumberText', () => {
  // A number column must show exactly the file's text: only text that JavaScript writes back
  // unchanged may sort and filter as a number.
  it.each<[string, boolean, string]>([
    ['42', true, ''],
    ['0', true, ''],
    ['-12.5', true, ''],
    ['0.1', true, ''],
    ['1e+21', true, 'JavaScript writes 1e21 this way'],
    ['123456789012345680000', true, 'the way JavaScript writes it'],
    ['007', false, 'leading zeros would be lost'],
    ['00', false, ''],
    ['1.50', false, 'a trailing zero would be lost'],
    ['1.0', false, ''],
    ['1e3', false, 'written back as 1000'],
    ['1e21', false, 'written back as 1e+21'],
    ['+1', false, 'the plus would be lost'],
    ['-0', false, 'written back as 0'],
    [' 1', false, 'Number() ignores spaces, the cell does not'],
    ['1 ', false, ''],
    ['.5', false, 'written back as 0.5'],
    ['5.', false, ''],
    ['0x1F', false, 'hexadecimal'],
    ['1_000', false, ''],
    ['1,5', false, 'a decimal comma is text'],
    ['12345678901234567890', false, 'more digits than a double holds'],
    ['NaN', false, 'not finite'],
    ['Infinity', false, ''],
    ['-Infinity', false, ''],
    ['', false, 'empty: not a number (a column ignores empty cells)'],
    ['abc', false, ''],
  ])('%j → %s %s', (text, expected) => {
    expect(isNumberText(text)).toBe(expected);
  });
});

describe('column types', () => {
  it.each<[string, string, string[]]>([
    ['numbers only', 'a\n1\n-2.5\n0', ['number']],
    ['numbers with empty cells', 'a,b\n1,x\n,y\n3,z', ['number', 'text']],
    ['one value that would change makes text', 'a\n1\n007\n3', ['text']],
    ['one word makes text', 'a\n1\n2\nthree', ['text']],
    ['an all-empty column is text', 'a,b\n,1\n,2', ['text', 'number']],
    ['a column added by a longer row is typed too', 'a\n1\n2,3', ['number', 'number']],
    ['the header is not a value', 'count\n1', ['number']],
  ])('%s', async (_name, csv, types) => {
    expect((await table('t.csv', csv)).types).toEqual(types);
  });

  it('never rewrites a value', async () => {
    const values = ['007', '1.50', '1e3', '-0', '+1', ' 1', '1e21', 'NaN', 'Infinity', '', '42'];
    const { rows, types } = await table('t.csv', `v\n${values.join('\n')}`);
    // The empty value is a blank line, skipped; everything else comes back as written.
    expect(rows.map((row) => row[0])).toEqual(values.filter((value) => value !== ''));
    expect(types).toEqual(['text']);
  });
});
