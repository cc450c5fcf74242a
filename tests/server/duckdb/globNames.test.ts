import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from '../../../src/model/query';
import { DuckDbSession } from '../../../src/server/duckdb/duckDbSession';
import { DuckDbTables } from '../../../src/server/duckdb/duckDbTables';
import { servedFiles } from '../../../src/server/servedFiles';
import { tempFolder } from '../../support/csvTable';
import { parquet } from '../../support/parquet';

const files = tempFolder();
afterAll(() => files.remove());

/** A file of each kind DuckDB reads: a column `k` holding `value`, beside a column `n` of 1. */
const CONTENTS: Readonly<Record<string, (value: string) => string | Uint8Array>> = {
  csv: (value) => `k,n\n${value},1\n`,
  tsv: (value) => `k\tn\n${value}\t1\n`,
  json: (value) => JSON.stringify([{ k: value, n: 1 }]),
  ndjson: (value) => `${JSON.stringify({ k: value, n: 1 })}\n`,
  parquet: (value) => parquet([{ name: 'k', data: [value], type: 'STRING' }, { name: 'n', data: new Int32Array([1]), type: 'INT32', nullable: false }]),
};

/** Each served file's `k` cells, by its name. */
async function cellsOf(tables: DuckDbTables): Promise<Record<string, string[]>> {
  const cells: Record<string, string[]> = {};
  for (const { name } of tables.list()) {
    const session = await tables.session('s', name);
    cells[name] = (await session.rows(EMPTY_QUERY, 0, 10)).rows.map(({ cells: [, k] }) => k!);
  }
  return cells;
}

// DuckDB's readers take a path as a glob pattern: `b[1].csv` read `b1.csv`, a file the server was not given.
describe('a file or folder named with *, ? or [ is read as itself, not as a glob of other files', () => {
  it.each(Object.keys(CONTENTS))('%s', async (ext) => {
    const content = CONTENTS[ext]!;
    for (const folder of [`${ext}`, `${ext}/given[1]`, `${ext}/given1`]) mkdirSync(files.path(folder), { recursive: true });
    // Beside each, a file its name read as a glob would match; given1/ is the folder given[1]/ would match.
    const names = [`b[1].${ext}`, `b1.${ext}`, `sales?.${ext}`, `sales1.${ext}`, `all*.${ext}`, `allx.${ext}`, `given[1]/x.${ext}`, `given1/x.${ext}`];
    for (const name of names) files.write(`${ext}/${name}`, content(name));

    const tables = await DuckDbTables.open(await servedFiles([files.path(ext)]));
    try {
      expect(await cellsOf(tables)).toEqual(Object.fromEntries(names.map((name) => [name, [name]])));
    } finally {
      await tables.close();
    }
    // Named alone, as a file: its own rows.
    const alone = await DuckDbSession.open(files.path(`${ext}/given[1]/x.${ext}`));
    try {
      expect((await alone.rows(EMPTY_QUERY, 0, 10)).rows.map(({ cells: [, k] }) => k)).toEqual([`given[1]/x.${ext}`]);
    } finally {
      await alone.close();
    }
  });
});
