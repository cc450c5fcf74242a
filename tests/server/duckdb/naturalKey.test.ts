import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../../src/engine/compare';
import { naturalKeySql } from '../../../src/server/duckdb/addedColumns';
import { orderLargeColumns } from '../../../src/server/duckdb/loadTable';
import type { SqlColumn, SqlTable } from '../../../src/sql/sqlTable';
import { randomFrom } from '../../support/random';
import { withConnection } from '../../support/duckDb';

/** Texts where natural order has rules: numbers of any length, leading zeros, a letter's two cases, punctuation, spaces. */
const CASES = ['', 'a', 'A', 'a1', 'a01', 'a001', 'a2', 'a10', 'a09', 'a0', 'a00', 'ab', 'a b', 'a-b', 'a_b', 'a.b', 'B', 'b', '10', '9', '09', '0', '1.5', '1.10', 'x9y', 'x10y', 'x10', 'anna@example.com', 'anna1@example.com', 'anna12@example.com', 'Anna2@example.com', ' ', '~', '!', '12345678901234567890', '12345678901234567891'];
const ALPHABET = [...'aAbBzZ09123 -_.@!~,', '0', '0', '1'];

describe('naturalKeySql: DuckDB ranks texts by their keys in compareNatural\'s order, equal ones together', () => {
  it.each<[string, string[]]>([
    ['cases with rules', CASES],
    ['random ASCII texts', Array.from({ length: 3000 }, (_, i) => {
      const random = randomFrom(i + 1);
      return Array.from({ length: Math.floor(random.next() * 8) }, () => random.pick(ALPHABET)).join('');
    })],
  ])('%s', async (_name, texts) => {
    await withConnection(async (connection) => {
      const { sql, params } = naturalKeySql('text');
      const list = texts.map((_, i) => `($${i + 4})`).join(', ');
      const ranked = (await connection.runAndReadAll(`SELECT text, dense_rank() OVER (ORDER BY ${sql}) AS place FROM (VALUES ${list}) AS t(text) ORDER BY place, text`, [...params, ...texts])).getRowsJS() as [string, bigint][];
      expect(ranked.length).toBe(texts.length);
      for (let i = 1; i < ranked.length; i++) {
        const [[before, placeBefore], [after, place]] = [ranked[i - 1]!, ranked[i]!];
        // Places in order, and a shared place only for texts the collator finds equal.
        expect(Math.sign(compareNatural(before, after)), `${before} | ${after}`).toBe(place === placeBefore ? 0 : -1);
      }
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
