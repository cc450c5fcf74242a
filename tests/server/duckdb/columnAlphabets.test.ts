import { afterAll, describe, expect, it } from 'vitest';
import type { ColumnType } from '../../../src/model/columns';
import { alphabetOf, MAX_TEXTS_READ, withAlphabets } from '../../../src/server/duckdb/columnAlphabets';
import { connect, createDatabase } from '../../../src/server/duckdb/database';
import { MAX_CODED_TEXTS, type TextCodes } from '../../../src/sql/textCodes';
import { TYPE_ALPHABETS } from '../../../src/sql/values';

describe('alphabetOf: every character of the texts, once, by code point', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['anne', 'ann'], 'aen'],
    [['ann', 'anne'], 'aen'],
    [['', 'zoë', 'zoe'], 'eozë'],
    [['本語', '日本'], '日本語'],
    [['😀b\uE000a'], 'ab\uE000😀'],
  ])('%j', (texts, alphabet) => {
    expect(alphabetOf(texts)).toBe(alphabet);
  });
});

describe('withAlphabets: what a load can tell of the characters a column is made of', () => {
  const instance = createDatabase();
  afterAll(async () => (await instance).closeSync());
  it.each<[string, ColumnType, [text: string, folded: string | null][], number | undefined, string | undefined, string | undefined]>([
    ['few texts: their folded characters', 'text', [['Anne', 'anne'], ['Zoë', 'zoe'], ['', null]], 3, undefined, 'aenoz'],
    ['few texts: what was known is narrowed', 'number', [['12', null], ['3', null]], 2, '0123456789-', '123'],
    ['more texts than read: unknown', 'text', [['Anne', 'anne']], MAX_TEXTS_READ + 1, undefined, undefined],
    ['more texts than read: what was known stays', 'number', [['12', null]], MAX_TEXTS_READ + 1, '0123456789-', '0123456789-'],
    ['doubles (not counted): the number alphabet', 'number', [['1.5', null], ['-2', null], ['1e+21', null], ['', null]], undefined, undefined, TYPE_ALPHABETS.number],
    ['a NaN among them: unknown', 'number', [['1.5', null], ['nan', null]], undefined, undefined, undefined],
    ['infinity: unknown', 'number', [['inf', null]], undefined, undefined, undefined],
    ['dates: the date alphabet', 'date', [['2001-01-14', null], ['2001-01-14T21:55:00', '2001-01-14t21:55:00']], undefined, undefined, TYPE_ALPHABETS.date],
    ['a text column of many texts: unknown', 'text', [['1', null]], undefined, undefined, undefined],
  ])('%s', async (_name, type, rows, counted, known, alphabet) => {
    const connection = await connect(await instance);
    try {
      await connection.run('CREATE OR REPLACE TABLE t (c0 VARCHAR, c0_folded VARCHAR)');
      for (const [text, folded] of rows) await connection.run('INSERT INTO t VALUES ($1, $2)', [text, folded]);
      const column = { colId: 'x', text: 'c0', folded: 'c0_folded', type, ...(known === undefined ? {} : { alphabet: known }) };
      const table = await withAlphabets(connection, { name: 't', rowNumber: 'row', columns: [column] }, new Map(counted === undefined ? [] : [['x', counted]]));
      expect(table.columns[0]!.alphabet).toBe(alphabet);
    } finally {
      connection.closeSync();
    }
  });
});

describe('withAlphabets: the codes of a text column of few texts with a natural order (src/sql/textCodes.ts)', () => {
  const instance = createDatabase();
  afterAll(async () => (await instance).closeSync());
  const ROWS: [text: string, folded: string | null, order: number | null][] = [['Anne', 'anne', 1], ['Anne', 'anne', 1], ['Zoë', 'zoe', 3], ['zoe', null, 3], ['', null, null], ['Bo', 'bo', 2]];
  it.each<[string, { type?: 'text' | 'number'; order?: boolean; counted?: number }, TextCodes['texts'] | undefined]>([
    ['each code with its folded texts and rows, the empty text with none', {}, [[null, '', 1], [1, 'anne', 2], [2, 'bo', 1], [3, 'zoe', 2]]],
    ['more texts than coded: none', { counted: MAX_CODED_TEXTS + 1 }, undefined],
    ['no natural order: none', { order: false }, undefined],
    ['a number column: none', { type: 'number' }, undefined],
  ])('%s', async (_name, { type = 'text', order = true, counted = 4 }, texts) => {
    const connection = await connect(await instance);
    try {
      await connection.run('CREATE OR REPLACE TABLE t (c0 VARCHAR, c0_folded VARCHAR, c0_order INTEGER)');
      for (const row of ROWS) await connection.run('INSERT INTO t VALUES ($1, $2, $3)', row);
      const column = { colId: 'x', text: 'c0', folded: 'c0_folded', type, ...(order ? { order: 'c0_order' } : {}) };
      const table = await withAlphabets(connection, { name: 't', rowNumber: 'row', columns: [column] }, new Map([['x', counted]]));
      const codes = table.columns[0]!.codes;
      expect(codes && { ...codes, texts: [...codes.texts].sort((a, b) => (a[0] ?? -1) - (b[0] ?? -1) || a[1].localeCompare(b[1])) }).toEqual(texts && { column: 'c0_order', texts });
      // The alphabet is read either way.
      if (counted <= MAX_CODED_TEXTS) expect(table.columns[0]!.alphabet).toBe('abenoz');
    } finally {
      connection.closeSync();
    }
  });
});
