// Writes the bench's orders CSV again as Parquet, with the types a writer of such data gives it:
//   node bench/makeParquet.mjs <csv path> <parquet path> [--duckdb]
// id INT32, amount DOUBLE, date DATE, the rest strings; Snappy pages in row groups of 100,000.
// hyparquet-writer builds the whole file in memory from the CSV read as one string, which V8
// cannot hold past about 512 MB: a CSV larger than 256 MB (the 10,000,000-row one, 953 MB), or
// `--duckdb`, is written by DuckDB's own Parquet writer instead (same columns, types, codec and
// row groups; DuckDB marks the columns OPTIONAL where hyparquet-writer's schema says REQUIRED).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { parquetWriteBuffer } from 'hyparquet-writer';
import Papa from 'papaparse';

const [csvPath, parquetPath, option] = process.argv.slice(2);
if (!csvPath || !parquetPath) {
  console.error('usage: node bench/makeParquet.mjs <csv path> <parquet path> [--duckdb]');
  process.exit(2);
}
const ROW_GROUP = 100_000;

/** DuckDB's reader and writer, streaming: the file never sits whole in memory. */
async function withDuckDb() {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const types = "{'id': 'INTEGER', 'name': 'VARCHAR', 'email': 'VARCHAR', 'city': 'VARCHAR', 'country': 'VARCHAR', 'date': 'DATE', 'amount': 'DOUBLE', 'status': 'VARCHAR'}";
  const literal = (text) => `'${text.replaceAll("'", "''")}'`;
  await connection.run(
    `COPY (SELECT * FROM read_csv(${literal(csvPath)}, header = true, columns = ${types})) TO ${literal(parquetPath)} (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE ${ROW_GROUP})`,
  );
  const [[rows]] = (await connection.runAndReadAll(`SELECT count(*) FROM read_parquet(${literal(parquetPath)})`)).getRowsJS();
  connection.closeSync();
  instance.closeSync();
  console.log(`wrote ${rows} rows to ${parquetPath} (DuckDB)`);
}

function withHyparquet() {
  const { data } = Papa.parse(readFileSync(csvPath, 'utf8'), { skipEmptyLines: true });
  const [header, ...rows] = data;
  const column = (name) => rows.map((row) => row[header.indexOf(name)]);
  const text = (name) => ({ name, data: column(name), type: 'STRING' });
  const columnData = [
    { name: 'id', data: Int32Array.from(column('id'), Number), type: 'INT32', nullable: false },
    text('name'),
    text('email'),
    text('city'),
    text('country'),
    { name: 'date', data: column('date').map((day) => new Date(`${day}T00:00:00Z`)) },
    { name: 'amount', data: Float64Array.from(column('amount'), Number), type: 'DOUBLE', nullable: false },
    text('status'),
  ];
  const schema = [
    { name: 'root', num_children: columnData.length },
    ...columnData.map(({ name, type }) =>
      name === 'date'
        ? { name, type: 'INT32', converted_type: 'DATE', repetition_type: 'REQUIRED' }
        : type === 'STRING'
          ? { name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' }
          : { name, type, repetition_type: 'REQUIRED' },
    ),
  ];
  // The schema says each column's type; the column data carries only names and values.
  const plain = columnData.map(({ name, data }) => ({ name, data }));
  writeFileSync(parquetPath, new Uint8Array(parquetWriteBuffer({ columnData: plain, schema, rowGroupSize: ROW_GROUP })));
  console.log(`wrote ${rows.length} rows to ${parquetPath}`);
}

if (option === '--duckdb' || statSync(csvPath).size > 256 * 2 ** 20) await withDuckDb();
else withHyparquet();
