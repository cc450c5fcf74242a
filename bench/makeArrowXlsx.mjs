// Writes the bench's orders CSV again as an Arrow IPC file and (its first rows) as an Excel
// workbook, with the types their writers give such data:
//   node bench/makeArrowXlsx.mjs <csv path> <arrow path> <xlsx path> [xlsx rows = 100000]
// Arrow (flechette, as pandas or Polars write it): id Int32, date Date (days), amount Float64,
// the rest Utf8, in record batches of 65,536 rows. Excel (exceljs's streaming writer, shared
// strings as Excel writes them): id and amount numbers, date a date cell shown yyyy-mm-dd.
import { readFileSync, writeFileSync } from 'node:fs';
import { dateDay, float64, int32, tableFromArrays, tableToIPC, utf8 } from '@uwdata/flechette';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

const [csvPath, arrowPath, xlsxPath, xlsxRowsArg = '100000'] = process.argv.slice(2);
if (!csvPath || !arrowPath || !xlsxPath) {
  console.error('usage: node bench/makeArrowXlsx.mjs <csv path> <arrow path> <xlsx path> [xlsx rows = 100000]');
  process.exit(2);
}
const { data } = Papa.parse(readFileSync(csvPath, 'utf8'), { skipEmptyLines: true });
const [header, ...rows] = data;
const at = (name) => header.indexOf(name);
const day = (text) => new Date(`${text}T00:00:00Z`);

const columns = Object.fromEntries(header.map((name) => [name, rows.map((row) => row[at(name)])]));
columns.id = Int32Array.from(columns.id, Number);
columns.amount = Float64Array.from(columns.amount, Number);
columns.date = columns.date.map(day);
const types = Object.fromEntries(header.map((name) => [name, name === 'id' ? int32() : name === 'amount' ? float64() : name === 'date' ? dateDay() : utf8()]));
writeFileSync(arrowPath, tableToIPC(tableFromArrays(columns, { types, maxBatchRows: 65_536 }), { format: 'file' }));
console.log(`wrote ${rows.length} rows to ${arrowPath}`);

const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsxPath, useSharedStrings: true, useStyles: true });
const sheet = book.addWorksheet('Orders');
sheet.addRow(header).commit();
const kept = rows.slice(0, Number(xlsxRowsArg));
for (const record of kept) {
  const row = sheet.addRow(header.map((name, i) => (name === 'id' || name === 'amount' ? Number(record[i]) : name === 'date' ? day(record[i]) : record[i])));
  row.getCell(at('date') + 1).numFmt = 'yyyy-mm-dd';
  row.commit();
}
sheet.commit();
await book.commit();
console.log(`wrote ${kept.length} rows to ${xlsxPath}`);
