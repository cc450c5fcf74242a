// Why the server loads a file into an in-memory DuckDB table instead of querying the file in
// place: the same queries on `read_csv(...)` / `read_parquet(...)` each time, and on a table
// loaded once from it. Median (min–max) of RUNS runs, ms.
//   node bench/inPlace.mjs [csv = bench/results/orders-1m.csv] [parquet = bench/results/orders-1m.parquet]
// (`npm run bench` with BENCH_SIZES=file,parquet makes both files.)
import { DuckDBInstance } from '@duckdb/node-api';

const [csv = 'bench/results/orders-1m.csv', parquet = 'bench/results/orders-1m.parquet'] = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();

const time = async (sql) => {
  const started = performance.now();
  await connection.runAndReadAll(sql);
  return performance.now() - started;
};
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const format = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  return `${format(sorted[Math.floor(sorted.length / 2)])} (${format(sorted[0])}–${format(sorted.at(-1))})`;
};

/** The queries a page asks for, on a relation. */
const QUERIES = {
  'count of a contains filter (name, case-insensitive "smith")': (from) => `SELECT count(*) FROM ${from} WHERE name ILIKE '%smith%'`,
  'first page of that filter': (from) => `SELECT * FROM ${from} WHERE name ILIKE '%smith%' LIMIT 10`,
  'search of every text column ("anna")': (from) => `SELECT count(*) FROM ${from} WHERE concat_ws(' ', name, email, city, country, status) ILIKE '%anna%'`,
  'first page sorted by name': (from) => `SELECT * FROM ${from} ORDER BY name, id LIMIT 10`,
  'page 50,000 sorted by name (OFFSET)': (from) => `SELECT * FROM ${from} ORDER BY name, id LIMIT 10 OFFSET 500000`,
};

const loadStarted = performance.now();
await connection.run(`CREATE TABLE csv_loaded AS SELECT * FROM read_csv(${literal(csv)})`);
const csvLoad = performance.now() - loadStarted;
const parquetStarted = performance.now();
await connection.run(`CREATE TABLE parquet_loaded AS SELECT * FROM read_parquet(${literal(parquet)})`);
const parquetLoad = performance.now() - parquetStarted;

const sources = {
  'read_csv each query': `read_csv(${literal(csv)})`,
  'read_parquet each query': `read_parquet(${literal(parquet)})`,
  'loaded table (from the CSV)': 'csv_loaded',
};
console.log(`${csv} and ${parquet}: a plain load (CREATE TABLE AS SELECT *) took ${csvLoad.toFixed(0)} ms from the CSV, ${parquetLoad.toFixed(0)} ms from the Parquet file.`);
console.log(`\n| query, ms: median (min–max) of ${RUNS} | ${Object.keys(sources).join(' | ')} |`);
console.log(`| --- |${Object.keys(sources).map(() => ' --- |').join('')}`);
for (const [name, sql] of Object.entries(QUERIES)) {
  const cells = [];
  for (const from of Object.values(sources)) {
    await time(sql(from)); // one untimed: the file in the page cache, the plan made
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await time(sql(from)));
    cells.push(summary(times));
  }
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
connection.closeSync();
instance.closeSync();
