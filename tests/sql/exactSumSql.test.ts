import { describe, expect, it } from 'vitest';
import { decimalsOf, scaledFromText } from '../../src/engine/grouping/exactNumbers';
import { readNumber } from '../../src/engine/typedValues';
import { CLICKHOUSE, type Dialect, DUCKDB } from '../../src/sql/dialect';
import { sumFiguresSql } from '../../src/sql/exactSumSql';
import { bothEngines } from '../support/engines';

const engines = bothEngines();

/** sumFiguresSql's figures over a one-row table of `written` (its value as the tab reads it), summed in units of 10^-decimals. */
async function figuresOf(dialect: Dialect, written: string, decimals: number): Promise<{ sum: bigint; count: number; left: number }> {
  const sql = `SELECT ${sumFiguresSql(dialect, 'v1', 'c1', decimals).join(', ')} FROM amounts`;
  const [text, value] = [dialect.literal(written), readNumber(written) ?? 'NULL'];
  let row: unknown[];
  if (dialect === DUCKDB) {
    await engines.duckdb.run(`CREATE OR REPLACE TABLE amounts AS SELECT ${text} AS c1, CAST(${value} AS DOUBLE) AS v1`);
    row = (await engines.duckdb.runAndReadAll(sql)).getRowsJS()[0]!;
  } else {
    engines.chdb.query('DROP TABLE IF EXISTS amounts');
    engines.chdb.query(`CREATE TABLE amounts ENGINE = Memory AS SELECT ${text} AS c1, CAST(${value} AS Nullable(Float64)) AS v1`);
    row = (JSON.parse(engines.chdb.query(sql, 'JSONCompact')) as { data: unknown[][] }).data[0]!;
  }
  return { sum: BigInt(String(row[0])), count: Number(row[1]), left: Number(row[2]) };
}

/**
 * Texts and the decimals of their column: whether the engine sums each (by its value or its
 * digits) or leaves it to the server's reading of texts. A double written in full (17 digits,
 * as JavaScript and pandas write one) is summed in the engine whatever the column's decimals,
 * up to 19 digits shifted; forms the digits do not give alone are left.
 */
const CASES: readonly [written: string, decimals: number, inEngine: boolean][] = [
  ['12.5', 2, true],
  ['-0', 3, true],
  ['1,234,567.5', 1, true],
  ['310.81300000000005', 14, true],
  ['0.30000000000000004', 17, true],
  ['-1.0000000000000002', 16, true],
  ['12.5', 19, true],
  ['.5', 17, true],
  ['-.5', 17, true],
  ['7', 17, true],
  ['123456789.123456789', 9, true],
  ['0.1', 21, false],
  ['$1,234.5', 14, false],
  ['1 234.5', 17, false],
  ['1.5e-3', 20, false],
  ['1234567891234e-3', 17, false],
  ['1.5E+2', 17, false],
  ['12.5%', 17, false],
  ['12345678901234567890.5', 1, false],
  ['1e30', 0, false],
  // A column of the smallest doubles has hundreds of decimals: more than any power of ten a double holds.
  ['5e-324', 324, false],
  ['0.5', 324, false],
  ['0.5', 309, false],
  ['0.5', 308, false],
];

describe('sumFiguresSql: which values the engine sums exactly, and the sum', () => {
  it.each<[string, Dialect]>([
    ['DuckDB', DUCKDB],
    ['ClickHouse', CLICKHOUSE],
  ])('%s', async (_name, dialect) => {
    const found: string[] = [];
    const expected: string[] = [];
    for (const [written, decimals, inEngine] of CASES) {
      expect(decimalsOf(written), written).toBeLessThanOrEqual(decimals);
      const { sum, count, left } = await figuresOf(dialect, written, decimals);
      found.push(`${written} ${decimals}: ${count} ${left} ${sum}`);
      expected.push(`${written} ${decimals}: 1 ${inEngine ? 0 : 1} ${inEngine ? scaledFromText(written, decimals) : 0n}`);
    }
    expect(found).toEqual(expected);
  });
});
