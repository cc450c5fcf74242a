import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClickHouseClient } from '@clickhouse/client';
import type { ColumnSpec } from '../../model/columns';
import type { ServedTableInfo } from '../../model/served';
import { CLICKHOUSE } from '../../sql/dialect';
import type { SqlColumn, SqlTable } from '../../sql/sqlTable';
import { ClickHouseSession, clientRunner, createClickHouseClient, createTableSql, storedColumnNames } from './clickHouseSession';
import { ClientSessions } from '../clientSessions';
import type { ServedTables } from '../servedTables';
import type { ServedFile, SnapshotMaker } from '../servedFiles';

const { quote, literal } = CLICKHOUSE;

/**
 * What a ClickHouse table carries in its COMMENT to be served: the name the page shows, the
 * table as the SQL is written for it (its stored columns) and the columns as the grid shows them.
 * `peopleGrid` first: the server finds described tables by the comment's start.
 */
export interface TableDescription {
  readonly peopleGrid: 1;
  readonly name: string;
  readonly table: SqlTable;
  readonly specs: readonly ColumnSpec[];
}

const DESCRIPTION_START = '{"peopleGrid":1,';

/** A table's comment as its description, or null when it holds none (another table of the database). */
export function readDescription(comment: string): TableDescription | null {
  if (!comment.startsWith(DESCRIPTION_START)) return null;
  try {
    const description = JSON.parse(comment) as Partial<TableDescription>;
    const { name, table, specs } = description;
    if (typeof name !== 'string' || !table || !Array.isArray(table.columns) || typeof table.rowNumber !== 'string' || !Array.isArray(specs)) return null;
    // The grid's columns and the SQL's are one list, in one order.
    const specIds = (specs as readonly Partial<ColumnSpec>[]).map((spec) => spec?.colId);
    if (table.columns.length !== specIds.length || (table.columns as readonly Partial<SqlColumn>[]).some((column, i) => column?.colId !== specIds[i])) return null;
    return description as TableDescription;
  } catch {
    return null;
  }
}

/** The comment that describes a table (readDescription reads it back). */
export const descriptionComment = (description: TableDescription): string => JSON.stringify({ peopleGrid: 1, name: description.name, table: description.table, specs: description.specs });

/** The ClickHouse table a served file is loaded into: its name in letters, digits and `_` (`2024/sales.csv` → `people_grid_2024_sales_csv`). */
export const clickHouseName = (name: string): string => `people_grid_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

/**
 * Loads a file into ClickHouse: its snapshot (`snapshot`, DuckDB's) goes to the server as an INSERT's body
 * (the server needs no access to this machine's files), into a new MergeTree table whose COMMENT
 * is its description. An older table of the name is replaced.
 */
export async function loadIntoClickHouse(client: ClickHouseClient, file: ServedFile, snapshot: SnapshotMaker, tableName = clickHouseName(file.name)): Promise<TableDescription> {
  const folder = await mkdtemp(join(tmpdir(), 'people-grid-'));
  try {
    return await snapshot(file.path, join(folder, 'snapshot.parquet'), async (written) => {
      const table = { ...written.table, name: tableName };
      const description: TableDescription = { peopleGrid: 1, name: file.name, table, specs: written.specs };
      await client.command({ query: `DROP TABLE IF EXISTS ${quote(tableName)}` });
      // The comment is this server's own JSON (a file's headers in it), written as a constant: DDL takes no parameters.
      await client.command({ query: `${createTableSql(table)} COMMENT ${literal(descriptionComment(description))}` });
      await client.insert({ table: quote(tableName), columns: storedColumnNames(table).map(quote) as [string, ...string[]], format: 'Parquet', values: createReadStream(join(folder, 'snapshot.parquet')) });
      return description;
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

interface Served {
  readonly description: TableDescription;
  readonly count: number;
}

/**
 * The tables a ClickHouse server holds for the page, each served by ClickHouseSession over one
 * @clickhouse/client: every table of the URL's database whose COMMENT describes it (loaded by
 * `npm run serve -- --clickhouse URL <files>` earlier, or by a team's own pipeline, a
 * Distributed table over shards among them), or the files named, loaded first.
 */
export class ClickHouseTables implements ServedTables {
  private readonly sessions = new ClientSessions((name) => Promise.resolve(new ClickHouseSession(this.tables.get(name)!.description.table, clientRunner(this.client))));

  private constructor(
    private readonly client: ClickHouseClient,
    private readonly tables: ReadonlyMap<string, Served>,
  ) {}

  /**
   * Connects to the server at `url` (`https://user:password@host:8443/database`), loads the
   * files named through their snapshots (`told` hears as each starts) and serves them, and only
   * them; with no file, serves every described table of the database.
   */
  static async open(url: string, files: readonly ServedFile[], snapshot: SnapshotMaker, told: (file: ServedFile) => void = () => {}): Promise<ClickHouseTables> {
    const client = createClickHouseClient(url);
    try {
      if (files.length === 0) return new ClickHouseTables(client, await describedTables(client));
      const tables = new Map<string, Served>();
      const names = new Set<string>();
      for (const file of files) {
        told(file);
        let name = clickHouseName(file.name);
        // Two served names of one spelling in ClickHouse (`a.csv`, `a_csv`) get tables of their own.
        for (let n = 2; names.has(name); n++) name = `${clickHouseName(file.name)}_${n}`;
        names.add(name);
        const description = await loadIntoClickHouse(client, file, snapshot, name);
        tables.set(file.name, { description, count: await countOf(client, name) });
      }
      return new ClickHouseTables(client, tables);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  list(): ServedTableInfo[] {
    return [...this.tables].map(([name, { description, count }]) => ({ name, count, columns: description.specs }));
  }

  info(name: string): { count: number; specs: readonly ColumnSpec[] } | undefined {
    const table = this.tables.get(name);
    return table && { count: table.count, specs: table.description.specs };
  }

  /** Client `client`'s session of table `name`: its own turns and requests, over the one ClickHouse client. */
  session(client: string, name: string): Promise<ClickHouseSession> {
    return this.sessions.get(client, name);
  }

  async close(): Promise<void> {
    await this.sessions.close();
    await this.client.close();
  }
}

/**
 * Every table of the client's database whose comment describes it, by the name the page shows,
 * with its row count. The SQL is written for the table found (a Distributed table may carry a
 * copy of its shards' description); of two claiming one name, a Distributed table wins, then
 * the first by name.
 */
export async function describedTables(client: ClickHouseClient): Promise<Map<string, Served>> {
  const listed = await (
    await client.query({
      query: `SELECT name, engine, comment FROM system.tables WHERE database = currentDatabase() AND startsWith(comment, {start:String}) ORDER BY engine = 'Distributed' DESC, name`,
      query_params: { start: DESCRIPTION_START },
      format: 'JSONCompactEachRow',
    })
  ).json<[string, string, string]>();
  const tables = new Map<string, Served>();
  for (const [tableName, , comment] of listed) {
    const description = readDescription(comment);
    if (!description || tables.has(description.name)) continue;
    const table = { ...description.table, name: tableName };
    tables.set(description.name, { description: { ...description, table }, count: await countOf(client, tableName) });
  }
  return tables;
}

/** How many rows a table holds. */
async function countOf(client: ClickHouseClient, table: string): Promise<number> {
  const [[count] = []] = await (await client.query({ query: `SELECT count() FROM ${quote(table)}`, format: 'JSONCompactEachRow' })).json<[string | number]>();
  return Number(count ?? 0);
}
