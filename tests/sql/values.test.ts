import { describe, expect, it } from 'vitest';
import { prepare } from '../../src/engine/rank';
import { VALUE_READERS } from '../../src/engine/typedValues';
import type { ValueType } from '../../src/model/columns';
import { TYPE_ALPHABETS } from '../../src/sql/values';
import { randomFrom } from '../support/random';

const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));

/** Texts that read as each type, in every form its reader takes. */
const FORMS: Readonly<Record<ValueType, readonly string[]>> = {
  number: ['42', '-12.5', '0', '0.0', '.5', '1.50', '1e3', '1E+3', '-2.5e-7', '$1,234.50', '-€3', '£0.99', '45%', '-4.5%', '1\u00A0234', '12\u202F345.5', '1 234 567'],
  numberDecimalComma: ['42', '-12,5', '0', '0,0', ',5', '1,50', '1e3', '2,5E-7', '$1.234,50', '-€3', '£0,99', '45%', '-4,5%', '1\u00A0234', '12\u202F345,5', '1 234 567,25'],
  date: [
    ...['2014-03-05', '2014-03-05T10:00', '2014-03-05 10:00:00', '2014-03-05T10:00:00.123Z', '2014-03-05T10:00:00,5+01:00', '2014-03-05T10:00-0530', '2014-03-05T10:00:00+01'],
    ...['2001/01/14 21:55', '2015/1/1 01:00:00', '01/14/2001', '1/2/2001 9:05', 'Jan 1 2000', 'SEPTEMBER 30, 2000 10:00', '14 january 2000', '3 Mar, 1999 23:59:59'],
  ],
  dateDayFirst: ['14/01/2001', '31/12/1999 23:59', 'Feb 29 2000', '2014-03-05'],
};

describe('TYPE_ALPHABETS: every character of a text that reads as the type, folded', () => {
  it.each(Object.entries(FORMS) as [ValueType, readonly string[]][])('%s: its forms', (type, texts) => {
    for (const text of texts) {
      expect(VALUE_READERS[type]!(text), text).not.toBeUndefined();
      expect([...prepare(text).lower].filter((char) => !TYPE_ALPHABETS[type].includes(char)), text).toEqual([]);
    }
  });

  it.each(Object.entries(FORMS) as [ValueType, readonly string[]][])('%s: forms with characters changed at random, those that still read', (type, texts) => {
    const random = randomFrom(type.length);
    let read = 0;
    for (let i = 0; i < 20_000; i++) {
      const chars = [...random.pick(texts)];
      for (let n = 1 + Math.floor(random.next() * 2); n > 0; n--) chars[Math.floor(random.next() * chars.length)] = random.pick(PRINTABLE);
      const text = chars.join('');
      if (VALUE_READERS[type]!(text) === undefined) continue;
      read++;
      expect([...prepare(text).lower].filter((char) => !TYPE_ALPHABETS[type].includes(char)), text).toEqual([]);
    }
    // Enough changed texts still read as the type to have tried each place.
    expect(read).toBeGreaterThan(500);
  });
});
