import { describe, expect, it } from 'vitest';
import { table } from '../../support/files';

describe('column types', () => {
  it.each<[string, string, string[]]>([
    ['numbers only', 'a\n1\n-2.5\n0', ['number']],
    ['numbers with empty cells', 'a,b\n1,x\n,y\n3,z', ['number', 'text']],
    ['decimals as people write them', 'a\n0.0\n.097\n1.50\n1e3\n-12.5', ['number']],
    ['a leading zero keeps codes text', 'zip\n00501\n12345', ['text']],
    ['ISO dates and date-times', 'd,t\n2014-03-05,2014-03-05T10:00\n2014-03-06,2014-03-05 10:00:00Z', ['date', 'date']],
    ['a date that does not exist makes text', 'd\n2014-03-05\n2014-02-30', ['text']],
    ['dates and numbers mixed are text', 'd\n2014-03-05\n12', ['text']],
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
    // The empty value is a blank line, skipped; everything else comes back as written, a
    // number column's cells too.
    expect(rows.map((row) => row[0])).toEqual(values.filter((value) => value !== ''));
    expect(types).toEqual(['text']);
    const numbers = ['1.50', '1e3', '-0', '.5', '0.0'];
    const typed = await table('t.csv', `v\n${numbers.join('\n')}`);
    expect(typed.rows.map((row) => row[0])).toEqual(numbers);
    expect(typed.types).toEqual(['number']);
  });
});
