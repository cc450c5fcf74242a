import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect, createDatabase, LazyConnection } from '../../../src/server/duckdb/database';
import { DuckDbTables } from '../../../src/server/duckdb/duckDbTables';

const spill = mkdtempSync(join(tmpdir(), 'people-grid-test-'));
afterAll(() => rmSync(spill, { recursive: true, force: true }));

describe('createDatabase: DuckDB told its memory and where it works on disk past it (serve --memory)', () => {
  it.each<[string, { memory?: string; spillFolder?: string }, RegExp, string | null]>([
    ['a memory and a folder', { memory: '300MB', spillFolder: spill }, /^286\.1 MiB$/, spill],
    ['a memory in GiB', { memory: '1GiB' }, /^1\.0 GiB$/, null],
    ['a size written with a space', { memory: '800 MB' }, /^762\.9 MiB$/, null],
  ])('%s', async (_name, options, memory, folder) => {
    const instance = await createDatabase(options);
    const connection = await connect(instance);
    try {
      const [[limit, directory]] = (await connection.runAndReadAll(`SELECT current_setting('memory_limit'), current_setting('temp_directory')`)).getRowsJS() as [[string, string]];
      expect(limit).toMatch(memory);
      if (folder !== null) expect(directory).toBe(folder);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});

describe('DuckDbTables: DuckDB works on disk in a folder of their own, gone when they close', () => {
  it('makes the folder when they open and removes it when they close', async () => {
    const file = join(spill, 'few.csv');
    writeFileSync(file, 'name\nb\na\n');
    const tables = await DuckDbTables.open([{ path: file, name: 'few.csv' }], () => {}, '300MB');
    expect(existsSync(tables.spillFolder)).toBe(true);
    expect(tables.spillFolder.startsWith(join(tmpdir(), 'people-grid-'))).toBe(true);
    await tables.stored();
    await tables.close();
    expect(existsSync(tables.spillFolder)).toBe(false);
  });
});

describe('LazyConnection: a connection opened at its first use', () => {
  it('opens once however often it is asked, and closes what it opened', async () => {
    const instance = await createDatabase();
    try {
      const connects = vi.spyOn(instance, 'connect');
      const lazy = new LazyConnection(instance);
      lazy.interrupt();
      expect(connects).not.toHaveBeenCalled();
      const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
      expect(a).toBe(b);
      expect(connects).toHaveBeenCalledTimes(1);
      // Opened through connect(): it reads the served database, in UTC.
      const [[zone]] = (await a.runAndReadAll(`SELECT current_setting('TimeZone')`)).getRowsJS() as [[string]];
      expect(zone).toBe('UTC');
      const closing = vi.spyOn(a, 'closeSync');
      await lazy.close();
      expect(closing).toHaveBeenCalledTimes(1);
    } finally {
      instance.closeSync();
    }
  });

  it('closes while still opening: the connection is closed once it is open', async () => {
    const instance = await createDatabase();
    try {
      const lazy = new LazyConnection(instance);
      const opening = lazy.get();
      await lazy.close();
      const connection = await opening;
      await expect(connection.run('SELECT 1')).rejects.toThrow();
    } finally {
      instance.closeSync();
    }
  });

  it('closed unopened, it opens nothing, then or later', async () => {
    const instance = await createDatabase();
    try {
      const connects = vi.spyOn(instance, 'connect');
      const lazy = new LazyConnection(instance);
      await lazy.close();
      expect(connects).not.toHaveBeenCalled();
      // Nor after: a closed view's late work finds no connection.
      await expect(lazy.get()).rejects.toThrow('closed');
      expect(connects).not.toHaveBeenCalled();
    } finally {
      instance.closeSync();
    }
  });
});
