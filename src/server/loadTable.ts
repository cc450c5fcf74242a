import type { DuckDBConnection } from '@duckdb/node-api';
import type { ColumnType } from '../model/columns';
import { DUCKDB } from '../sql/dialect';
import { foldedLowerSql } from '../sql/fold';
import type { SqlColumn, SqlTable } from '../sql/sqlTable';
import { numberSql, VALUE_SQL, dateSql } from '../sql/values';
import { fileReader } from './fileSource';

const { quote } = DUCKDB;

/** The stored columns of the `i`th displayed column: positional names, so no header text reaches SQL. */
const storedNames = (i: number) => ({ text: `c${i}`, folded: `f${i}`, value: `v${i}`, order: `o${i}` });

/** The headers of a file as DuckDB reads them (duplicates made unique). */
async function headersOf(connection: DuckDBConnection, reader: string, path: string): Promise<string[]> {
  const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${reader}`, [path]);
  return described.getColumnsJS()[0] as string[];
}

/**
 * Each column's type as the tab types a file's column (src/engine/typedValues.ts CellTypes):
 * number when every non-empty cell reads as a number, else date when every one reads as a date,
 * else text (also when every cell is empty).
 */
async function inferTypes(connection: DuckDBConnection, staging: string, count: number): Promise<ColumnType[]> {
  const checks = Array.from({ length: count }, (_, i) => {
    const text = quote(storedNames(i).text);
    const every = (read: string) => `coalesce(bool_and(${text} = '' OR ${read} IS NOT NULL), true)`;
    return `${every(numberSql(DUCKDB, text))}, ${every(dateSql(DUCKDB, text))}, coalesce(bool_or(${text} <> ''), false)`;
  });
  if (count === 0) return [];
  const [row] = (await connection.runAndReadAll(`SELECT ${checks.join(', ')} FROM ${quote(staging)}`)).getRowsJS() as boolean[][];
  return Array.from({ length: count }, (_, i) => {
    const [number, date, any] = row!.slice(i * 3, i * 3 + 3);
    return !any ? 'text' : number ? 'number' : date ? 'date' : 'text';
  });
}

/** The stored columns of one displayed column: its text, its folded form (NULL where equal), its value under its own type. */
function storedColumnsSql(i: number, type: ColumnType): string[] {
  const names = storedNames(i);
  const text = quote(names.text);
  const stored = [text, `nullif(${foldedLowerSql(DUCKDB, text)}, ${text}) AS ${quote(names.folded)}`];
  if (type !== 'text') stored.push(`${VALUE_SQL[type](DUCKDB, text)} AS ${quote(names.value)}`);
  return stored;
}

/**
 * Reads a file into table `name`: each cell as text ('' for empty), beside it match-sorter's
 * folded form and the typed value, and each row's number in the file as `row`. `types` sets
 * columns' types by header; the others are read from their cells as the tab reads them.
 */
export async function loadTable(connection: DuckDBConnection, path: string, name: string, types: Readonly<Record<string, ColumnType>> = {}): Promise<SqlTable> {
  const reader = fileReader(path);
  const headers = await headersOf(connection, reader, path);
  const staging = `${name}_staging`;
  const texts = headers.map((header, i) => `coalesce(CAST(${quote(header)} AS VARCHAR), '') AS ${quote(storedNames(i).text)}`);
  await connection.run(`CREATE OR REPLACE TABLE ${quote(staging)} AS SELECT ${texts.join(', ')} FROM ${reader}`, [path]);
  try {
    const inferred = await inferTypes(connection, staging, headers.length);
    const columnTypes = headers.map((header, i) => types[header] ?? inferred[i]!);
    // The file's order is the staging table's insertion order (DuckDB keeps it), so its rowid.
    const stored = ['rowid AS "row"', ...columnTypes.flatMap((type, i) => storedColumnsSql(i, type))];
    await connection.run(`CREATE OR REPLACE TABLE ${quote(name)} AS SELECT ${stored.join(', ')} FROM ${quote(staging)}`);
    const columns = headers.map((colId, i): SqlColumn => {
      const { text, folded, value } = storedNames(i);
      return { colId, text, folded, type: columnTypes[i]!, ...(columnTypes[i] === 'text' ? {} : { value }) };
    });
    return { name, columns, rowNumber: quote('row') };
  } finally {
    await connection.run(`DROP TABLE IF EXISTS ${quote(staging)}`);
  }
}

/** The name of the natural-order column of the `i`th displayed column. */
export const orderName = (i: number): string => storedNames(i).order;
