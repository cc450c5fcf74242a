import { describe, expect, it } from 'vitest';
import { readNumber, readNumberDecimalComma } from '../../src/engine/typedValues';
import { DECIMAL, decimalPointText, LEADING_ZERO, numberFormOf, readWrittenNumber, USUAL_NUMBER } from '../../src/engine/writtenNumbers';
import { randomFrom } from '../support/random';

describe('readNumber: a number as written, as a spreadsheet reads it', () => {
  const cases: [string, number | undefined][] = [
    // Plain decimals.
    ['42', 42],
    ['-12.5', -12.5],
    ['0', 0],
    ['-0', -0],
    ['0.0', 0],
    ['.5', 0.5],
    ['-.5', -0.5],
    ['1.50', 1.5],
    ['1e3', 1000],
    ['2.5E-2', 0.025],
    ['0.097', 0.097],
    // Leading zeros read (a forced Number): only the automatic reading keeps such a column text.
    ['007', 7],
    ['00501', 501],
    ['01234', 1234],
    ['-007', -7],
    // Thousands in groups of three, by one separator.
    ['1,000', 1000],
    ['1,234,567.5', 1234567.5],
    ['-1,234', -1234],
    ['1 234', 1234],
    ['12 345 678', 12345678],
    ['1\u00A0234', 1234],
    ['1\u202F234.25', 1234.25],
    // A leading currency sign, a trailing percent sign.
    ['$12.50', 12.5],
    ['€12', 12],
    ['£0.99', 0.99],
    ['-$3', -3],
    ['$1,234.50', 1234.5],
    ['€1 234', 1234],
    ['45%', 45],
    ['-4.5%', -4.5],
    ['1,000%', 1000],
    ['$.5', 0.5],
    // Not numbers.
    ['', undefined],
    [' 42', undefined],
    ['42 ', undefined],
    ['+5', undefined],
    ['1.', undefined],
    ['abc', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['0x10', undefined],
    ['1e', undefined],
    ['1,23', undefined],
    ['1,2345', undefined],
    ['12,34,567', undefined],
    ['1234,567', undefined],
    [',123', undefined],
    ['1,', undefined],
    ['1,234 567', undefined],
    ['1,234\u00A0567', undefined],
    ['1.234,5', undefined],
    ['1,234e3', undefined],
    ['$-3', undefined],
    ['$5%', undefined],
    ['$ 3', undefined],
    ['45 %', undefined],
    ['%45', undefined],
    ['3$', undefined],
    ['¥3', undefined],
    ['($3)', undefined],
    ['$$3', undefined],
    ['--3', undefined],
    ['$', undefined],
    ['%', undefined],
  ];
  it.each(cases)('%j reads as %s', (text, expected) => {
    expect(readNumber(text)).toBe(expected);
  });

  it('reads random numbers written with separators, signs and percent back as the number', () => {
    const random = randomFrom(41);
    const grouped = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+$)/g, separator);
    for (let i = 0; i < 20_000; i++) {
      const whole = Math.floor(random.next() * 10 ** Math.floor(random.next() * 10));
      const cents = random.next() < 0.5 ? '' : `.${String(Math.floor(random.next() * 100)).padStart(2, '0')}`;
      const negative = random.next() < 0.3;
      const separator = random.pick(['', ',', ' ', '\u00A0', '\u202F']);
      const affix = random.pick(['', '$', '€', '£', '%']);
      const digits = grouped(String(whole), separator) + cents;
      const text = `${negative ? '-' : ''}${affix === '%' ? '' : affix}${digits}${affix === '%' ? '%' : ''}`;
      const expected = Number(`${negative ? '-' : ''}${whole}${cents}`);
      expect(readNumber(text), text).toBe(expected);
    }
  });
});

describe('readNumberDecimalComma: a number written with a decimal comma, its point and comma traded (decimalPointText)', () => {
  it.each<[string, string, number | undefined]>([
    ['12,5', '12.5', 12.5],
    ['-0,25', '-0.25', -0.25],
    [',5', '.5', 0.5],
    ['1.234,50', '1,234.50', 1234.5],
    ['1.234.567', '1,234,567', 1234567],
    ['1 234,5', '1 234.5', 1234.5],
    ['1\u00A0234,5', '1\u00A0234.5', 1234.5],
    ['€1.234,50', '€1,234.50', 1234.5],
    ['-€0,99', '-€0.99', -0.99],
    ['4,5%', '4.5%', 4.5],
    ['1,5e3', '1.5e3', 1500],
    ['42', '42', 42],
    // Commas in threes read with a comma are a decimal: 1,250 is one and a quarter.
    ['1,250', '1.250', 1.25],
    ['1.250', '1,250', 1250],
    // A point where the comma is the mark, or two commas: no number.
    ['12.5', '12,5', undefined],
    ['1,2,3', '1.2.3', undefined],
    ['1.234,5.6', '1,234.5,6', undefined],
    ['', '', undefined],
    ['abc', 'abc', undefined],
  ])('%j is %j with a point, %s', (text, pointed, expected) => {
    expect(decimalPointText(text)).toBe(pointed);
    // Trading twice gives the text back: the same function writes a sum back with a comma.
    expect(decimalPointText(pointed)).toBe(text);
    expect(readNumberDecimalComma(text)).toBe(expected);
  });
});

describe('numberFormOf: how a number is written, which a column\'s numbers must agree on', () => {
  const cases: [string, ReturnType<typeof numberFormOf>][] = [
    ['12', { affix: '', separator: '', leadingZero: false, roughWhole: false }],
    ['007', { affix: '', separator: '', leadingZero: true, roughWhole: false }],
    ['-0.5', { affix: '', separator: '', leadingZero: false, roughWhole: false }],
    ['1,234', { affix: '', separator: ',', leadingZero: false, roughWhole: false }],
    ['1 234', { affix: '', separator: ' ', leadingZero: false, roughWhole: false }],
    ['$1\u00A0234.5', { affix: '$', separator: '\u00A0', leadingZero: false, roughWhole: false }],
    ['-€3', { affix: '€', separator: '', leadingZero: false, roughWhole: false }],
    ['45%', { affix: '%', separator: '', leadingZero: false, roughWhole: false }],
    ['$0.99', { affix: '$', separator: '', leadingZero: false, roughWhole: false }],
    ['$007', { affix: '$', separator: '', leadingZero: true, roughWhole: false }],
    ['0,123', { affix: '', separator: ',', leadingZero: true, roughWhole: false }],
    ['abc', undefined],
    ['$5%', undefined],
    // No double holds it: no number (readWrittenNumber reads none either).
    ['1e400', undefined],
    ['-1e309', undefined],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(numberFormOf(text)).toEqual(expected);
  });
});

describe('USUAL_NUMBER: a plain decimal without a leading zero, whose form is the plain one', () => {
  const cases: [string, boolean][] = [
    ['0', true],
    ['12', true],
    ['-0.5', true],
    ['.5', true],
    ['-.5', true],
    ['1e3', true],
    ['10.00', true],
    ['007', false],
    ['00', false],
    ['-01', false],
    ['0.5.1', false],
    ['1.', false],
    ['+1', false],
    ['1,234', false],
    ['$12', false],
    ['', false],
    ['123456789012345', true],
    ['1234567890123456', false], // exact, but past 15 digits a whole number is not told at a glance
    ['1234567890123456789', false],
    ['-12345678901234567890e1', false], // past 15 digits before the point, checked one by one
    ['12345678901234567.5', false],
    ['123456789012345.5e99', true],
    ['1e400', false],
    ['1e-400', false],
  ];
  it.each(cases)('%j: %s', (text, usual) => {
    expect(USUAL_NUMBER.test(text)).toBe(usual);
  });

  it('is DECIMAL without LEADING_ZERO on random texts of digits, signs and points, each read with the plain form', () => {
    const random = randomFrom(7);
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: 1 + Math.floor(random.next() * 6) }, () => random.pick(['0', '0', '1', '9', '.', '-', 'e', '+', ','])).join('');
      // (Six characters at most: no rough whole; an exponent of three digits is not told at a glance.)
      const usual = DECIMAL.test(text) && !LEADING_ZERO.test(text) && readWrittenNumber(text) !== undefined && !/[eE][+-]?\d{3}/.test(text);
      expect(USUAL_NUMBER.test(text), text).toBe(usual);
      if (usual) expect(numberFormOf(text), text).toEqual({ affix: '', separator: '', leadingZero: false, roughWhole: false });
    }
  });
});

describe('NumberForm.roughWhole: a whole number past 2^53, which a double holds only roughly', () => {
  it.each<[string, boolean]>([
    ['9007199254740991', false],
    ['-9007199254740991', false],
    ['9007199254740992', true],
    ['9007199254740993', true],
    ['-9007199254740993', true],
    ['1234567890123456789', true],
    ['$1,234,567,890,123,456,789', true],
    ['12,345,678,901,234,567%', true],
    ['9007199254740993.0', false],
    ['1e20', false],
    ['123456789012345678e3', false],
    ['0009007199254740993', true],
  ])('%j: %s', (text, rough) => {
    expect(numberFormOf(text)?.roughWhole).toBe(rough);
  });
});

describe('readWrittenNumber past a double\'s range: no number, not an infinity', () => {
  it.each<[string, number | undefined]>([
    ['1e400', undefined],
    ['-1e309', undefined],
    ['$1e400', undefined],
    ['1.7976931348623157e308', 1.7976931348623157e308],
    ['-1e308', -1e308],
    ['1e-400', 0],
    ['12', 12],
  ])('%j: %s', (text, value) => {
    expect(readWrittenNumber(text)).toBe(value);
  });
});
