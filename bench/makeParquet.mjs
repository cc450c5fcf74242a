// Writes the bench's orders CSV again as Parquet, with the types a writer of such data gives it:
//   node bench/makeParquet.mjs <csv path> <parquet path>
// id INT32, amount DOUBLE, date DATE, the rest strings; Snappy pages in row groups of 100,000.
import { readFileSync, writeFileSync } from 'node:fs';
import { parquetWriteBuffer } from 'hyparquet-writer';
import Papa from 'papaparse';

const [csvPath, parquetPath] = process.argv.slice(2);
if (!csvPath || !parquetPath) {
  console.error('usage: node bench/makeParquet.mjs <csv path> <parquet path>');
  process.exit(2);
}
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
writeFileSync(parquetPath, new Uint8Array(parquetWriteBuffer({ columnData: plain, schema, rowGroupSize: 100_000 })));
console.log(`wrote ${rows.length} rows to ${parquetPath}`);
