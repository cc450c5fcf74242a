import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { EMPTY_QUERY } from '../../../src/model/query';
import { cellText, type Table } from '../../../src/model/table';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { jsonSource } from '../../../src/server/duckdb/jsonSource';
import { fileOpenedByBoth, termsFor, trapTable } from '../../support/equivalence';
import { tempFolder } from '../../support/csvTable';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { FIRST } from '../../support/tables';
import { withConnection } from '../../support/duckDb';
import { fileOf } from '../../support/files';
import { readTableFile } from '../../../src/data/files/readTableFile';

type Random = ReturnType<typeof randomFrom>;

/** Number texts that JavaScript writes otherwise than the file does, or reads rounded or as Infinity. */
const NUMBERS = ['1.0', '1e3', '-0', '1E-7', '0.000001', '0.0000001', '123456789012345678901', '12345678901234567890', '0.1', '2.50', '1e400', '-1.5e-10', '100.000', '1e21', '1e20', '9007199254740993', '0.30000000000000004', '-12.5', '7'];
/** Values that are no text: booleans, nulls, nested values with numbers JavaScript rewrites and escapes it writes its own way. */
const OTHERS = ['true', 'false', 'null', '[]', '{}', '{"x": [1.0, 1e21, "a\\u0001/\\u00e9"], "y": null, "z": {"w": true}}', '[1, "two", [3.50]]', '"\\u00c9mile \\"quoted\\" \\ud83d\\ude42"'];

/** A JSON text of a cell's text: now a string (escaped now and then), now a number when it reads as one, now another value. */
function valueOf(random: Random, text: string): string {
  const draw = random.next();
  if (draw < 0.1) return random.pick(OTHERS);
  if (draw < 0.2) return random.pick(NUMBERS);
  if (draw < 0.5 && /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return text;
  const json = JSON.stringify(text);
  return random.next() < 0.3 ? json.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`) : json;
}

/** The table's rows as JSON objects' texts: keys in a shuffled order now and then, a key left out now and then, keys that are array indexes or blank. */
function records(table: Table, seed: number): string[] {
  const random = randomFrom(seed);
  const colIds = Object.keys(table.columns).filter((colId) => colId !== 'row');
  return Array.from({ length: table.count }, (_, row) => {
    const keys = random.next() < 0.3 ? colIds.slice().sort(() => random.next() - 0.5) : colIds;
    const fields = keys.filter(() => random.next() > 0.1).map((colId) => `${JSON.stringify(colId)}: ${valueOf(random, cellText(table, colId, row))}`);
    if (random.next() < 0.05) fields.push(`"${random.pick(['2', '10', '', ' ', 'a/b~c'])}": ${valueOf(random, 'x')}`);
    return `{${fields.join(', ')}}`;
  });
}

const files = tempFolder();
afterAll(() => files.remove());

async function expectSameAnswers(tab: Table, duck: DuckDbSession, queries: number): Promise<void> {
  // Every cell as the tab shows it (the columns in the file's order: Object.keys would put keys like "2" first).
  const colIds = duck.columns.map(({ colId }) => colId);
  const page = await duck.rows(EMPTY_QUERY, 0, tab.count);
  expect(page.rows.map(({ cells }) => cells)).toEqual(Array.from({ length: tab.count }, (_, row) => colIds.map((colId) => cellText(tab, colId, row))));
  const index = new TableIndex(tab);
  const random = randomFrom(tab.count);
  const terms = termsFor(tab, random);
  for (let i = 0; i < queries; i++) {
    const query = randomQuery(random, tab, terms);
    expect((await duck.rows(query, 0, tab.count)).rows.map(({ row }) => row), JSON.stringify(query)).toEqual([...runToEnd(index.run(query)).rows]);
  }
}

describe('DuckDbSession reads JSON and NDJSON files as the tab does: the same columns, types, cells and answers', () => {
  const lines = records(trapTable(41, 150, FIRST), 42);
  it.each<[string, string]>([
    ['records.json', `[\n${lines.join(',\n')}\n]`],
    ['records.ndjson', `${lines.join('\n')}\n`],
    ['blank lines, CRLF.jsonl', `\uFEFF${lines.join('\r\n\r\n')}`],
    ['lines saved as.json', lines.join('\n')],
  ])('%s', async (fileName, content) => {
    const { tab, duck } = await fileOpenedByBoth(fileName, content, files.write);
    try {
      await expectSameAnswers(tab, duck, 120);
    } finally {
      await duck.close();
    }
  });

  it('numbers of every form a column of them, and keys as the tab orders and names them', async () => {
    const content = `[${NUMBERS.map((number, i) => `{"n": ${number}, "b": ${i % 2 === 0}, "1": ${i}, " ": "x${i}", "0": null}`).join(',')}]`;
    const { tab, duck } = await fileOpenedByBoth('numbers.json', content, files.write);
    try {
      await expectSameAnswers(tab, duck, 40);
    } finally {
      await duck.close();
    }
  });

  // JSON.parse keeps a repeated key's last value, at the place of its first; DuckDB's pointers read the first value.
  const repeated = ['{"a": 1, "b": "x", "a": 3}', '{"b": "y", "a": 4}', '{"a": "first", "a": null, "c": {"d": 1, "d": 2}}'];
  it.each<[string, string]>([
    ['a key twice.json', `[${repeated.join(',')}]`],
    ['a key twice.ndjson', repeated.join('\n')],
  ])('%s: its last value, at the place of its first, as the tab reads it', async (fileName, content) => {
    const { tab, duck } = await fileOpenedByBoth(fileName, content, files.write);
    try {
      expect(duck.columns.map(({ colId }) => colId)).toEqual(['row', 'a', 'b', 'c']);
      await expectSameAnswers(tab, duck, 10);
    } finally {
      await duck.close();
    }
  });

  it.each<[string, string]>([
    ['not objects.json', '[1, 2]'],
    ['no records.json', '[]'],
    ['empty objects.ndjson', '{}\n{}'],
    ['a line of an array.ndjson', '{"a": 1}\n[2]'],
    ['one object on one line.json', '{"results": [{"a": 1}], "total": 1}\n'],
  ])('refuses %s, as the tab does', async (fileName, content) => {
    await expect(DuckDbSession.open(files.write(fileName, content))).rejects.toThrow();
  });
});

describe('a served JSON file tells of whole numbers past 2^53, rounded as the tab rounds them, as the tab tells of them', () => {
  it.each<[string, string, number]>([
    ['big.json', '[{"id": 12345678901234567890, "n": 9007199254740991}]', 1],
    ['two columns, the later one first.json', '[{"a": 1, "b": 1e300}, {"a": -9007199254740993, "b": 2}]', 1],
    // Told of inside a nested value too (its column named); a string of digits is exact.
    ['a big number in a nested value and a string.ndjson', '{"a": [12345678901234567890], "b": "12345678901234567890"}\n{"a": null, "b": 9007199254740991}', 1],
    ['a big number deep in an object.json', '[{"a": {"b": [1, {"c": -12345678901234567890}]}}]', 1],
    ['none.json', '[{"a": 9007199254740991, "b": -9007199254740991.0, "c": 1.5e10}]', 0],
  ])('%s', async (name, content, notices) => {
    const parsed = await readTableFile(fileOf(name, content));
    expect(parsed.notices.length).toBe(notices);
    const duck = await DuckDbSession.open(files.write(name, content));
    try {
      expect(duck.shared.notices).toEqual(parsed.notices);
    } finally {
      await duck.close();
    }
  });
});

describe('which reader stages a served JSON file', () => {
  it.each<[string, string, 'DuckDB' | 'the tab']>([
    ['usual records.ndjson', '{"a": 1, "b": null}\n{"b": "x"}\n{"a/b": [1, 1], "~": {}}', 'DuckDB'],
    ['a key twice inside a value.json', '[{"a": {"d": 1, "d": 2}, "b": "{\\"a\\": 1, \\"a\\": 2}"}]', 'DuckDB'],
    ['a blank key and null values.json', '[{"": null, "a": null}, {"": 1}]', 'DuckDB'],
    ['a key twice.ndjson', '{"a": 1}\n{"a": 1, "a": 2}', 'the tab'],
    ['a null key twice.json', '[{"a": null, "b": 1, "a": null}]', 'the tab'],
  ])('%s: %s', async (name, content, expected) => {
    const path = files.write(name, content);
    await withConnection(async (connection) => {
      const source = await jsonSource(connection, path, name.endsWith('.ndjson'), 'raw', 'staged');
      expect(source === null ? 'the tab' : 'DuckDB').toBe(expected);
    });
  });
});
