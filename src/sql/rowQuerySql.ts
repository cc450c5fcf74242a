import type { TextFormat } from '../model/protocol';
import type { RowQuery } from '../model/query';
import type { Dialect } from './dialect';
import { whereSql } from './filters';
import { searchMissesSql } from './search';
import { orderSql } from './order';
import { columnOf, type SqlTable } from './sqlTable';
import { type Statement, writerFor } from './statement';
import { textRecordSql } from './textRecordSql';

/** The rows a query shows, in its order: one column, `row`, each row's number in the table. */
export function orderedRowsSql(dialect: Dialect, table: SqlTable, query: RowQuery): Statement {
  const writer = writerFor(dialect);
  const where = whereSql(writer, table, query);
  const order = orderSql(writer, table, query).join(', ');
  return { sql: `SELECT ${dialect.quote(table.rowNumber)} AS ${dialect.quote('row')} FROM ${dialect.quote(table.name)} WHERE ${where} ORDER BY ${order}`, values: writer.values };
}

/** How many rows a query shows: one column, `count`. A global search alone that nearly every row passes counts the rows that fail it (searchMissesSql). */
export function countSql(dialect: Dialect, table: SqlTable, query: RowQuery): Statement {
  const writer = writerFor(dialect);
  const name = dialect.quote(table.name);
  const misses = query.filters.length === 0 && query.globalFilter !== '' ? searchMissesSql(writer, table, query.globalFilter) : undefined;
  if (misses !== undefined) return { sql: `SELECT (SELECT count(*) FROM ${name}) - (SELECT count(*) FROM ${name} WHERE ${misses}) AS ${dialect.quote('count')}`, values: writer.values };
  return { sql: `SELECT count(*) AS ${dialect.quote('count')} FROM ${name} WHERE ${whereSql(writer, table, query)}`, values: writer.values };
}

/**
 * The cells of rows `numbers`, in no order: each row's number, then every displayed column's
 * text. `consecutive`: they run from the first to the last by one, read as a range. Row numbers
 * are the engine's own whole numbers, written as such.
 */
export function cellsSql(dialect: Dialect, table: SqlTable, numbers: readonly number[], consecutive = false): Statement {
  const { quote } = dialect;
  const row = quote(table.rowNumber);
  const cells = table.columns.map((column) => quote(column.text)).join(', ');
  const where = consecutive ? `${row} >= ${Math.trunc(numbers[0]!)} AND ${row} <= ${Math.trunc(numbers.at(-1)!)}` : `${row} IN (${numbers.map((number) => String(Math.trunc(number))).join(', ')})`;
  return { sql: `SELECT ${row}, ${cells} FROM ${quote(table.name)} WHERE ${where}`, values: [] };
}

/**
 * The records of columns `colIds` of the rows a query shows, as `format` writes them
 * (textRecordSql), in its order, after each row's number (`row`); `among`: the condition, of the
 * engine's own writing, that a row number (the SQL given) is one of the only rows wanted (a
 * selection: in a table, in a bound list).
 */
export function orderedRecordsSql(dialect: Dialect, table: SqlTable, query: RowQuery, colIds: readonly string[], format: TextFormat, among?: (row: string) => string): Statement {
  const writer = writerFor(dialect);
  const { quote } = dialect;
  const where = whereSql(writer, table, query);
  const order = orderSql(writer, table, query).join(', ');
  const record = textRecordSql(dialect, format, colIds.map((colId) => quote(columnOf(table, colId).text)));
  const picked = among ? ` AND ${among(quote(table.rowNumber))}` : '';
  return { sql: `SELECT ${quote(table.rowNumber)} AS ${quote('row')}, ${record} AS ${quote('record')} FROM ${quote(table.name)} WHERE (${where})${picked} ORDER BY ${order}`, values: writer.values };
}
