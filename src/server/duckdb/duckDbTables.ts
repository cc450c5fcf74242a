import type { DuckDBInstance } from '@duckdb/node-api';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServedTableInfo } from '../../model/served';
import { DuckDbSession } from './duckDbSession';
import { SharedTable } from './sharedTable';
import { ClientSessions } from '../clientSessions';
import { createDatabase } from './database';
import type { SkippedFile } from '../../model/served';
import { type ServedFile, unlessUnreadable, withSkippedNotice } from '../servedFiles';
import { errorMessage } from '../../model/errorMessage';

/** The served files, each loaded once into one DuckDB database, and each client's session of them. */
export class DuckDbTables {
  /** Each client's session of each table it reads, on a connection of its own (opened at its first statement). */
  private readonly sessions = new ClientSessions((name) => DuckDbSession.session(this.tables.get(name)!));

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly tables: ReadonlyMap<string, SharedTable>,
    /** Where DuckDB works on disk past its memory. */
    readonly spillFolder: string,
    /** The files it could not read, served without. */
    readonly skipped: readonly SkippedFile[],
  ) {}

  /**
   * Stages every file, one after the other (`told` hears as each starts; a file it cannot read is
   * left out, in `skipped`), then stores them in the background; DuckDB takes at most `memory`
   * (its memory_limit, `1GB`) and works on disk past it, in a folder of the tables' own, removed
   * when they close.
   */
  static async open(files: readonly ServedFile[], told: (file: ServedFile) => void = () => {}, memory?: string): Promise<DuckDbTables> {
    const spillFolder = await mkdtemp(join(tmpdir(), 'people-grid-'));
    const instance = await createDatabase({ memory, spillFolder });
    const tables = new Map<string, SharedTable>();
    const skipped: SkippedFile[] = [];
    let allStaged = () => {};
    const staged = new Promise<void>((resolve) => (allStaged = resolve));
    let previous: Promise<unknown> = Promise.resolve();
    try {
      for (const file of files) {
        told(file);
        // One table stored at a time, once every file is staged: they share the cores and the checkpoints.
        const loaded = await unlessUnreadable(file, skipped, () => SharedTable.load(instance, file.path, Promise.all([staged, previous])));
        if (!loaded) continue;
        previous = loaded.stored.catch(() => undefined);
        loaded.stored.catch((error: unknown) => console.error(`Could not store ${file.name}, so it is read from the file: ${errorMessage(error)}`));
        tables.set(file.name, loaded);
      }
    } catch (error) {
      instance.closeSync();
      rmSync(spillFolder, { recursive: true, force: true });
      throw error;
    }
    allStaged();
    return new DuckDbTables(instance, tables, spillFolder, skipped);
  }

  /** Resolves once every table is stored (until then, queries read it through its staged view). */
  async stored(): Promise<void> {
    await Promise.allSettled([...this.tables.values()].map((loaded) => loaded.stored));
  }

  /** What the page's Dataset switcher offers. */
  list(): ServedTableInfo[] {
    return withSkippedNotice([...this.tables].map(([name, { count, specs, notices }]) => ({ name, count, columns: specs, notices })), this.skipped);
  }

  /** A table's size and columns, or undefined when there is none by that name. */
  info(name: string): Pick<SharedTable, 'count' | 'specs'> | undefined {
    return this.tables.get(name);
  }

  /** Client `client`'s session of table `name` (which must exist), on its own connection. */
  session(client: string, name: string): Promise<DuckDbSession> {
    return this.sessions.get(client, name);
  }

  /** Closes the clients' sessions and lets the storing and columns being added end first: closing the database under a statement ends the process. */
  async close(): Promise<void> {
    await this.sessions.close();
    await Promise.all([...this.tables.values()].map((shared) => shared.settled()));
    this.instance.closeSync();
    rmSync(this.spillFolder, { recursive: true, force: true });
  }
}
