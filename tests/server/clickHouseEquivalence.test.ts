import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import type { RowQuery } from '../../src/model/query';
import type { Table } from '../../src/model/table';
import { CLICKHOUSE, clickHouseParams } from '../../src/sql/dialect';
import { countSql, orderedRowsSql } from '../../src/sql/rowQuerySql';
import type { SqlTable } from '../../src/sql/sqlTable';
import type { Statement } from '../../src/sql/statement';
import { chdbSession } from '../support/chdb';
import { tempFolder } from '../support/csvTable';
import { openedByBoth, termsFor, trapTable } from '../support/equivalence';
import { randomFrom } from '../support/random';
import { randomQuery } from '../support/randomQuery';
import { FIRST, FIRST_WITH_SPACES } from '../support/tables';

const files = tempFolder();
afterAll(() => files.remove());

/** chdb (ClickHouse in process) with one table: the file DuckDB prepared (every column worked out), read as ClickHouse reads Parquet. */
function clickHouseWith(table: SqlTable, parquetPath: string) {
  const session = chdbSession();
  session.query(`CREATE TABLE ${CLICKHOUSE.quote(table.name)} ENGINE = Memory AS SELECT * FROM file(${CLICKHOUSE.literal(parquetPath)}, Parquet)`);
  const run = ({ sql, values }: Statement) => (JSON.parse(session.queryBind(sql, clickHouseParams(values), 'JSONCompact')) as { data: unknown[][] }).data;
  return {
    rows: (query: RowQuery) => run(orderedRowsSql(CLICKHOUSE, table, query)).map(([row]) => Number(row)),
    count: (query: RowQuery) => Number(run(countSql(CLICKHOUSE, table, query))[0]![0]),
    close: () => session.cleanup(),
  };
}

describe('the ClickHouse dialect, run by chdb, answers as the tab\'s TableIndex on random files and queries', () => {
  it.each<[string, Table, number]>([
    ['names without spaces', trapTable(21, 150, FIRST), 300],
    ['first names with spaces', trapTable(22, 150, FIRST_WITH_SPACES), 300],
    ['a few rows', trapTable(23, 6, FIRST), 60],
  ])('%s', async (name, table, queries) => {
    const { tab, duck } = await openedByBoth(name, table, files.write);
    const clickHouse = clickHouseWith(await duck.snapshot(files.path(`${name}.parquet`)), files.path(`${name}.parquet`));
    try {
      const index = new TableIndex(tab);
      const random = randomFrom(table.count + 17);
      const terms = termsFor(tab, random);
      for (let i = 0; i < queries; i++) {
        const query = randomQuery(random, tab, terms);
        const expected = [...runToEnd(index.run(query)).rows];
        expect(clickHouse.rows(query), JSON.stringify(query)).toEqual(expected);
        expect(clickHouse.count(query), JSON.stringify(query)).toBe(expected.length);
      }
    } finally {
      clickHouse.close();
      duck.close();
    }
  });
});
