// Writes a realistic CSV of people's orders for measuring how a big file opens:
//   node bench/makeCsv.mjs <path> [rows = 1000000] [seed = 1] [dates = iso | slash | named]
// `slash` writes each date as `2001/01/14 21:55`, `named` as `Jan 1 2000` (the same days, as
// spreadsheets and exports write them); `iso` as `2001-01-14`.
// 8 columns (id, name, email, city, country, date, amount, status), about 100 bytes a row, so
// 1,000,000 rows make about 100 MB. The same rows and seed give the same bytes. Plain node, no
// dependencies. Like real exports, some cells need quotes: names written "Last, First", a
// city with a comma, a nickname in doubled quotes, and a few accented names.
import { createWriteStream } from 'node:fs';

const [path, rowsArg = '1000000', seedArg = '1', dates = 'iso'] = process.argv.slice(2);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n) => String(n).padStart(2, '0');
/** A day (a Date at midnight UTC) as the chosen form writes it; the slash form's time is the day's place in the file, so the rows stay the same. */
const DATE_FORMS = {
  iso: (day) => day.toISOString().slice(0, 10),
  slash: (day, id) => `${day.getUTCFullYear()}/${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())} ${pad(id % 24)}:${pad(id % 60)}`,
  named: (day) => `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()} ${day.getUTCFullYear()}`,
};
if (!path || !DATE_FORMS[dates]) {
  console.error('usage: node bench/makeCsv.mjs <path> [rows = 1000000] [seed = 1] [dates = iso | slash | named]');
  process.exit(2);
}
const rows = Number(rowsArg);
let seed = Number(seedArg) >>> 0;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];

const FIRST = ['Anna', 'Ben', 'Carla', 'David', 'Emma', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Liam',
  'Maya', 'Noah', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Uma', 'Victor', 'Wen', 'Xavier', 'Yara', 'Zoe',
  'Amélie', 'Björn', 'Chloé', 'Đorđe', 'José', 'Łukasz', 'Noémie', 'Søren', 'Zoë', 'Aiko', 'Chidi', 'Dmitri', 'Fatima',
  'Giulia', 'Hana', 'Ibrahim', 'Jia', 'Kwame', 'Lucia', 'Mateo', 'Nadia', 'Oscar', 'Priya', 'Ravi'];
const LAST = ['Smith', 'Johnson', 'Garcia', 'Müller', 'Rossi', 'Dubois', 'Kowalski', 'Nakamura', 'Okafor', 'Silva',
  'Ivanova', 'Andersson', 'Nguyen', 'Kim', 'Patel', "O'Brien", 'van der Berg', 'Fernández', 'Schmidt', 'Moreau',
  'Hansen', 'Novak', 'Costa', 'Yilmaz', 'Chen', 'Haddad', 'Larsen', 'Walker', 'Wright', 'Lopez', 'Brown', 'Taylor',
  'Wilson', 'Martin', 'Lee', 'Clark', 'Lewis', 'Young', 'Hall', 'Allen', 'King', 'Scott', 'Green', 'Baker', 'Adams',
  'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts'];
const PLACES = [
  ['Berlin', 'Germany'], ['Munich', 'Germany'], ['Paris', 'France'], ['Lyon', 'France'], ['Madrid', 'Spain'],
  ['Seville', 'Spain'], ['Rome', 'Italy'], ['Milan', 'Italy'], ['Lisbon', 'Portugal'], ['Warsaw', 'Poland'],
  ['Kraków', 'Poland'], ['Oslo', 'Norway'], ['Stockholm', 'Sweden'], ['Copenhagen', 'Denmark'], ['Tokyo', 'Japan'],
  ['Osaka', 'Japan'], ['Lagos', 'Nigeria'], ['Nairobi', 'Kenya'], ['São Paulo', 'Brazil'], ['Lima', 'Peru'],
  ['New York', 'United States'], ['Austin', 'United States'], ['Washington, D.C.', 'United States'],
  ['Toronto', 'Canada'], ['Montréal', 'Canada'], ['Sydney', 'Australia'], ['Auckland', 'New Zealand'],
  ['Mumbai', 'India'], ['Istanbul', 'Türkiye'], ['Cairo', 'Egypt']];
const DOMAINS = ['example.com', 'mail.example', 'post.example.org', 'inbox.example.net', 'company.example'];
const STATUSES = ['paid', 'pending', 'shipped', 'refunded', 'cancelled'];

/** RFC 4180: quote a cell holding a comma, a quote or a line break, doubling its quotes. */
const cell = (text) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const ascii = (text) => text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();

const out = createWriteStream(path);
const write = (text) => (out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve)));
await write('id,name,email,city,country,date,amount,status\n');
let batch = '';
const start = Date.UTC(2015, 0, 1);
for (let id = 1; id <= rows; id++) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const style = random();
  const name = style < 0.02 ? `${last}, ${first}` : style < 0.025 ? `${first} "${pick(['Bo', 'Kit', 'Max'])}" ${last}` : `${first} ${last}`;
  const email = `${ascii(first)}.${ascii(last)}${int(1, 9999)}@${pick(DOMAINS)}`;
  const [city, country] = pick(PLACES);
  const date = DATE_FORMS[dates](new Date(start + int(0, 10 * 365) * 86_400_000), id);
  const amount = (int(100, 2_000_000) / 100).toFixed(2);
  batch += `${id},${cell(name)},${email},${cell(city)},${country},${date},${amount},${pick(STATUSES)}\n`;
  if (id % 10_000 === 0 || id === rows) {
    await write(batch);
    batch = '';
  }
}
out.end();
await new Promise((resolve) => out.on('finish', resolve));
