import { describe, expect, it } from 'vitest';
import type { Bucket } from '../../src/model/grouping';
import { isoBucketSql } from '../../src/sql/dateValues';
import { CLICKHOUSE, type Dialect, DUCKDB } from '../../src/sql/dialect';
import { bothEngines } from '../support/engines';
import { randomFrom } from '../support/random';

const DAY_MS = 86_400_000;
/** Dates where the calendar has edges: year 0 and 9999, leap days, a century that is no leap year, 1970 on both sides, the last millisecond of a month, and both ends of ClickHouse's Date32 (1900 to 2299). */
const EDGES = ['0000-01-01', '0000-02-29', '0000-12-31T23:59:59.999', '0001-03-01', '1899-12-31', '1900-01-01', '1900-02-28', '1900-03-01', '2299-12-31T23:59:59.999', '2300-01-01', '1969-12-31T23:59:59.999', '1970-01-01', '2000-02-29', '2014-03-31T23:59:59.999', '2100-02-28T12:00', '2400-02-29', '9999-12-31T23:59:59.999'];
const random = randomFrom(7);
const TIMES = [...EDGES.map((iso) => Date.parse(`${iso}Z`)), ...Array.from({ length: 500 }, () => Math.floor((random.next() * 10_000 * 365.2425 - 719_528) * DAY_MS))];

const engines = bothEngines();

/** Each time's bucket as the engine works it out from the value (a list mapped in order), in one statement. */
async function bucketsIn(dialect: Dialect, bucket: Bucket, times: readonly number[]): Promise<string[]> {
  const list = `[${times.map((time) => `${time}.0`).join(', ')}]`;
  if (dialect === DUCKDB) {
    const sql = `SELECT list_transform(${list}, v -> ${isoBucketSql(dialect, 'v', bucket)})`;
    return (await engines.duckdb.runAndReadAll(sql)).getRowsJS()[0]![0] as string[];
  }
  const sql = `SELECT arrayMap(v -> ${isoBucketSql(dialect, 'v', bucket)}, ${list})`;
  return (JSON.parse(engines.chdb.query(sql, 'JSONCompact')) as { data: [string[]][] }).data[0]![0];
}

describe('isoBucketSql: the year or month of a date value, as the tab\'s Date.toISOString writes it', () => {
  it.each<[string, Dialect, Bucket]>([
    ['DuckDB, years', DUCKDB, 'year'],
    ['DuckDB, months', DUCKDB, 'month'],
    ['ClickHouse, years', CLICKHOUSE, 'year'],
    ['ClickHouse, months', CLICKHOUSE, 'month'],
  ])('%s', async (_name, dialect, bucket) => {
    const length = bucket === 'year' ? 4 : 7;
    expect(await bucketsIn(dialect, bucket, TIMES)).toEqual(TIMES.map((time) => new Date(time).toISOString().slice(0, length)));
  });
});
