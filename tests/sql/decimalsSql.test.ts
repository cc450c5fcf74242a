import { describe, expect, it } from 'vitest';
import { decimalsOf } from '../../src/engine/grouping/exactNumbers';
import { decimalPointText } from '../../src/engine/writtenNumbers';
import type { ValueType } from '../../src/model/columns';
import { CLICKHOUSE, type Dialect, DUCKDB } from '../../src/sql/dialect';
import { decimalsSql } from '../../src/sql/groupingSql';
import type { SqlTable } from '../../src/sql/sqlTable';
import { bothEngines } from '../support/engines';
import { randomFrom } from '../support/random';

/** One number column: its text `c1`, its value `v1` (every text here reads as a number). */
const TABLE: SqlTable = { name: 'amounts', rowNumber: 'row', columns: [{ colId: 'amount', text: 'c1', folded: 'f1', type: 'number', values: { number: 'v1', numberDecimalComma: 'v1' } }] };

/** Texts where the fast path and the written forms meet: points, exponents, percent signs, currency, separators. */
const WRITTEN = ['0', '107', '107.00', '0.1', '-3.25', '1.', '.5', '1e3', '1E3', '1.5e-3', '1.5E+2', '2.50e1', '12.5%', '45%', '1.5e-3%', '$1,234.50', '-$3', '€12', '£0.99', '1 234', '1,234,567.5', '0.000001'];

const random = randomFrom(11);
/** A number written as people write them, in any of the forms readNumber reads. */
function randomWritten(): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random.next() * 10)).join('');
  const whole = random.pick(['0', digits(1), digits(3), `${digits(1)},${digits(3)}`, `${digits(2)} ${digits(3)}`]);
  const fraction = random.pick(['', '.', `.${digits(1)}`, `.${digits(2)}0`, `.${digits(6)}`]);
  const exponent = random.pick(['', '', `e${digits(1)}`, `E-${digits(1)}`, `e+${digits(2)}`]);
  const sign = random.pick(['', '-']);
  const currency = exponent === '' ? random.pick(['', '$', '€']) : '';
  return `${sign}${currency}${whole}${fraction}${exponent}${random.pick(['', '%'])}`;
}
const TEXTS = [...WRITTEN, ...Array.from({ length: 120 }, randomWritten)];

const engines = bothEngines();

/** decimalsSql's answer over a table holding the one text `written`, read as `type`. */
async function decimalsIn(dialect: Dialect, written: string, type: ValueType = 'number'): Promise<number> {
  const { sql } = decimalsSql(dialect, TABLE, [{ colId: 'amount', type }]);
  const text = dialect.literal(written);
  if (dialect === DUCKDB) {
    await engines.duckdb.run(`CREATE OR REPLACE TABLE amounts AS SELECT ${text} AS c1, 1.0 AS v1`);
    return Number((await engines.duckdb.runAndReadAll(sql)).getRowsJS()[0]![0]);
  }
  engines.chdb.query('DROP TABLE IF EXISTS amounts');
  engines.chdb.query(`CREATE TABLE amounts ENGINE = Memory AS SELECT ${text} AS c1, CAST(1 AS Nullable(Float64)) AS v1`);
  return Number((JSON.parse(engines.chdb.query(sql, 'JSONCompact')) as { data: [[number]] }).data[0][0]);
}

describe('decimalsSql: the digits after the point of a number as written, as the tab\'s decimalsOf counts them', () => {
  it.each<[string, Dialect]>([
    ['DuckDB', DUCKDB],
    ['ClickHouse', CLICKHOUSE],
  ])('%s', async (_name, dialect) => {
    const found: Record<string, number> = {};
    for (const text of TEXTS) found[text] = await decimalsIn(dialect, text);
    expect(found).toEqual(Object.fromEntries(TEXTS.map((text) => [text, decimalsOf(text)])));
  });

  // The same numbers written with a decimal comma (`$1.234,50`): the digits after the comma.
  it.each<[string, Dialect]>([
    ['DuckDB', DUCKDB],
    ['ClickHouse', CLICKHOUSE],
  ])('%s, with a decimal comma', async (_name, dialect) => {
    const found: Record<string, number> = {};
    for (const text of TEXTS) found[decimalPointText(text)] = await decimalsIn(dialect, decimalPointText(text), 'numberDecimalComma');
    expect(found).toEqual(Object.fromEntries(TEXTS.map((text) => [decimalPointText(text), decimalsOf(text)])));
  });
});
