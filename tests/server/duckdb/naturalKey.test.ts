import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../../src/engine/compare';
import { addNaturalOrder, MARKS, naturalKeySql } from '../../../src/server/duckdb/addedColumns';
import { orderLargeColumns } from '../../../src/server/duckdb/loadTable';
import type { SqlColumn, SqlTable } from '../../../src/sql/sqlTable';
import { randomFrom } from '../../support/random';
import { withConnection } from '../../support/duckDb';

/** Texts where natural order has rules: numbers of any length, leading zeros, a letter's two cases, punctuation, spaces. */
const CASES = ['', 'a', 'A', 'a1', 'a01', 'a001', 'a2', 'a10', 'a09', 'a0', 'a00', 'ab', 'a b', 'a-b', 'a_b', 'a.b', 'B', 'b', '10', '9', '09', '0', '1.5', '1.10', 'x9y', 'x10y', 'x10', 'anna@example.com', 'anna1@example.com', 'anna12@example.com', 'Anna2@example.com', ' ', '~', '!', '12345678901234567890', '12345678901234567891'];
const ALPHABET = [...'aAbBzZ09123 -_.@!~,', '0', '0', '1'];

/** Random texts of ALPHABET, up to 7 characters each. */
const randomTexts = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const random = randomFrom(i + 1);
    return Array.from({ length: Math.floor(random.next() * 8) }, () => random.pick(ALPHABET)).join('');
  });

/** Texts in compareNatural's order, each with its place: places in order, a shared place only for texts the collator finds equal. */
function expectNaturalPlaces(ranked: readonly (readonly [string, bigint | number])[]) {
  for (let i = 1; i < ranked.length; i++) {
    const [[before, placeBefore], [after, place]] = [ranked[i - 1]!, ranked[i]!];
    expect(Math.sign(compareNatural(before, after)), `${before} | ${after}`).toBe(place === placeBefore ? 0 : -1);
  }
}

describe('naturalKeySql: DuckDB ranks texts by their keys in compareNatural\'s order, equal ones together', () => {
  it.each<[string, 'every mark' | 'the marks held', string[]]>([
    ['cases with rules', 'every mark', CASES],
    ['cases with rules', 'the marks held', CASES],
    ['random ASCII texts', 'every mark', randomTexts(3000)],
    ['random ASCII texts', 'the marks held', randomTexts(3000)],
  ])('%s, given %s', async (_name, given, texts) => {
    await withConnection(async (connection) => {
      const { sql, params } = naturalKeySql('text', given === 'every mark' ? MARKS : [...MARKS].filter((mark) => texts.some((text) => text.includes(mark))).join(''));
      const list = texts.map((_, i) => `($${i + params.length + 1})`).join(', ');
      const ranked = (await connection.runAndReadAll(`SELECT text, dense_rank() OVER (ORDER BY ${sql}) AS place FROM (VALUES ${list}) AS t(text) ORDER BY place, text`, [...params, ...texts])).getRowsJS() as [string, bigint][];
      expect(ranked.length).toBe(texts.length);
      expectNaturalPlaces(ranked);
    });
  });

  it('keys texts with no mark, and texts of digits alone', async () => {
    await withConnection(async (connection) => {
      const texts = ['b10', 'B9', 'a', '007', '7', '0', '00', '10', 'x0y', 'x00y', 'x1y'];
      const { sql, params } = naturalKeySql('text', '');
      const list = texts.map((_, i) => `($${i + params.length + 1})`).join(', ');
      const ranked = (await connection.runAndReadAll(`SELECT text, dense_rank() OVER (ORDER BY ${sql}) AS place FROM (VALUES ${list}) AS t(text) ORDER BY place, text`, [...params, ...texts])).getRowsJS() as [string, bigint][];
      expect(ranked.map(([text]) => text)).toEqual([...texts].sort((a, b) => compareNatural(a, b) || (a < b ? -1 : 1)));
      expectNaturalPlaces(ranked);
    });
  });
});

describe('addNaturalOrder: a column\'s places from the marks its texts hold', () => {
  it('places random ASCII texts in compareNatural\'s order', async () => {
    await withConnection(async (connection) => {
      const texts = randomTexts(2000).filter((text) => text !== '');
      await connection.run(`CREATE TABLE t ("row" BIGINT, c0 VARCHAR)`);
      await connection.run(`INSERT INTO t SELECT * FROM (VALUES ${texts.map((_, i) => `(${i}, $${i + 1})`).join(', ')})`, texts);
      expect(await addNaturalOrder(connection, 't', 'c0', 'c0_order', true)).toBe(true);
      const ranked = (await connection.runAndReadAll(`SELECT c0, c0_order FROM t ORDER BY c0_order, c0`)).getRowsJS() as [string, number][];
      expect(ranked.length).toBe(texts.length);
      expectNaturalPlaces(ranked);
    });
  });
});

describe('orderLargeColumns: the natural order of a text column stored without one, when SQL can work it out', () => {
  it('adds it to a column of printable ASCII texts, in compareNatural\'s order, and leaves one SQL cannot key', async () => {
    await withConnection(async (connection) => {
      const rows: [number, string, string][] = [[0, 'b10', 'Zoë'], [1, 'b9', 'zoe'], [2, 'a', 'Łódź'], [3, 'B1', 'x']];
      await connection.run(`CREATE TABLE t ("row" BIGINT, c0 VARCHAR, c1 VARCHAR)`);
      await connection.run(`INSERT INTO t VALUES ${rows.map(([row, a, b]) => `(${row}, '${a}', '${b}')`).join(', ')}`);
      const column = (text: string): SqlColumn => ({ colId: text, text, folded: text, type: 'text' });
      const table: SqlTable = { name: 't', rowNumber: 'row', columns: [column('c0'), column('c1'), { ...column('c2'), type: 'number' }] };
      const ordered = await orderLargeColumns(connection, table);
      expect(ordered.columns.map(({ order }) => order)).toEqual(['c0_order', undefined, undefined]);
      const sorted = (await connection.runAndReadAll(`SELECT c0 FROM t ORDER BY c0_order, "row"`)).getColumnsJS()[0] as string[];
      expect(sorted).toEqual(rows.map(([, text]) => text).sort(compareNatural));
    });
  });
});
