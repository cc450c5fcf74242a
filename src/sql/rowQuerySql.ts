import type { RowQuery } from '../model/query';
import type { Dialect } from './dialect';
import { whereSql } from './filters';
import { orderSql } from './order';
import type { SqlTable } from './sqlTable';
import { type Statement, writerFor } from './statement';

/** The rows a query shows, in its order: one column, `row`, each row's number in the table. */
export function orderedRowsSql(dialect: Dialect, table: SqlTable, query: RowQuery): Statement {
  const writer = writerFor(dialect);
  const where = whereSql(writer, table, query);
  const order = orderSql(writer, table, query).join(', ');
  return { sql: `SELECT ${dialect.quote(table.rowNumber)} AS ${dialect.quote('row')} FROM ${dialect.quote(table.name)} WHERE ${where} ORDER BY ${order}`, values: writer.values };
}

/** How many rows a query shows: one column, `count`. */
export function countSql(dialect: Dialect, table: SqlTable, query: RowQuery): Statement {
  const writer = writerFor(dialect);
  return { sql: `SELECT count(*) AS ${dialect.quote('count')} FROM ${dialect.quote(table.name)} WHERE ${whereSql(writer, table, query)}`, values: writer.values };
}
