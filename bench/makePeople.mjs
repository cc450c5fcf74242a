// Writes the bench's second data shape (issue 35) as Parquet, by DuckDB alone (no CSV first):
//   node bench/makePeople.mjs <parquet path> [rows = 10000000]
// 8 columns: id INTEGER, first_name and last_name (a few hundred of faker's English names each),
// city and status (few values), visits INTEGER 0..999, balance DOUBLE (cents), signup_date DATE.
// Each cell comes from the id through an integer mix (no random generator), so the same rows
// give the same file. Snappy pages in row groups of 100,000.
import { faker } from '@faker-js/faker';
import { DuckDBInstance } from '@duckdb/node-api';

const [path, rowsArg = '10000000'] = process.argv.slice(2);
if (!path) {
  console.error('usage: node bench/makePeople.mjs <parquet path> [rows = 10000000]');
  process.exit(2);
}
const rows = Number(rowsArg);
const { person } = faker.rawDefinitions;
// Every fifth of faker's English first names (about 590) and all its last names (473), in a fixed order.
const FIRST = [...new Set([...person.first_name.female, ...person.first_name.male])].sort().filter((_name, i) => i % 5 === 0);
const LAST = [...new Set(person.last_name.generic)].sort();
const CITIES = ['Berlin', 'Paris', 'Madrid', 'Rome', 'Lisbon', 'Warsaw', 'Oslo', 'Tokyo', 'Lagos', 'Lima', 'Austin', 'Toronto'];
const STATUSES = ['active', 'inactive', 'pending', 'banned'];

const literal = (text) => `'${text.replaceAll("'", "''")}'`;
const list = (texts) => `[${texts.map(literal).join(', ')}]`;
/** A 32-bit mix of the id and a salt (murmur's finalizer on id * golden ratio): the same id, the same cell. */
const mix = (salt) => {
  const x0 = `((id * 2654435761 + ${salt * 40503}) % 4294967296)::UBIGINT`;
  const x1 = `(xor(${x0}, ${x0} >> 16) * 2246822519 % 4294967296)`;
  return `xor(${x1}, ${x1} >> 13)`;
};
const pick = (texts, salt) => `${list(texts)}[(${mix(salt)} % ${texts.length})::INTEGER + 1]`;

const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
const select = `SELECT id::INTEGER AS id,
  ${pick(FIRST, 1)} AS first_name,
  ${pick(LAST, 2)} AS last_name,
  ${pick(CITIES, 3)} AS city,
  ${pick(STATUSES, 4)} AS status,
  (${mix(5)} % 1000)::INTEGER AS visits,
  round((${mix(6)} % 2000000)::DOUBLE / 100 - 5000, 2) AS balance,
  (DATE '2010-01-01' + (${mix(7)} % 5800)::INTEGER) AS signup_date
FROM range(1, ${rows + 1}) r(id)`;
await connection.run(`COPY (${select}) TO ${literal(path)} (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE 100000)`);
const [[count]] = (await connection.runAndReadAll(`SELECT count(*) FROM read_parquet(${literal(path)})`)).getRowsJS();
connection.closeSync();
instance.closeSync();
console.log(`wrote ${count} rows to ${path} (${FIRST.length} first names, ${LAST.length} last names)`);
