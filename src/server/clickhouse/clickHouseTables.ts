import type { ClickHouseClient } from '@clickhouse/client';
import type { ColumnSpec } from '../../model/columns';
import type { ServedTableInfo } from '../../model/served';
import { CLICKHOUSE } from '../../sql/dialect';
import { ClickHouseSession } from './clickHouseSession';
import { clientRunner, createClickHouseClient } from './client';
import { clickHouseName, DESCRIPTION_START, loadIntoClickHouse, readDescription, type TableDescription } from './tableCreation';
import { ClientSessions } from '../clientSessions';
import type { ServedTables } from '../servedTables';
import type { SkippedFile } from '../../model/served';
import { type ServedFile, type SnapshotMaker, unlessUnreadable, withSkippedNotice } from '../servedFiles';
import { GroupingKept } from '../servedGrouping';

const { quote } = CLICKHOUSE;

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
  /** What each table's groupings keep for all its sessions. */
  private readonly grouping = new Map<string, GroupingKept>();
  private readonly sessions = new ClientSessions((name) => {
    if (!this.grouping.has(name)) this.grouping.set(name, new GroupingKept());
    return Promise.resolve(new ClickHouseSession(this.tables.get(name)!.description.table, clientRunner(this.client), { grouping: this.grouping.get(name)! }));
  });

  private constructor(
    private readonly client: ClickHouseClient,
    private readonly tables: ReadonlyMap<string, Served>,
    /** The files named that could not be read, served without. */
    readonly skipped: readonly SkippedFile[] = [],
  ) {}

  /**
   * Connects to the server at `url` (`https://user:password@host:8443/database`), loads the
   * files named through their snapshots (`told` hears as each starts; a file that cannot be read
   * is left out, in `skipped`) and serves them, and only them; with no file, serves every
   * described table of the database.
   */
  static async open(url: string, files: readonly ServedFile[], snapshot: SnapshotMaker, told: (file: ServedFile) => void = () => {}): Promise<ClickHouseTables> {
    const client = createClickHouseClient(url);
    try {
      if (files.length === 0) return new ClickHouseTables(client, await describedTables(client));
      const tables = new Map<string, Served>();
      const names = new Set<string>();
      const skipped: SkippedFile[] = [];
      for (const file of files) {
        told(file);
        let name = clickHouseName(file.name);
        // Two served names of one spelling in ClickHouse (`a.csv`, `a_csv`) get tables of their own.
        for (let n = 2; names.has(name); n++) name = `${clickHouseName(file.name)}_${n}`;
        names.add(name);
        const description = await unlessUnreadable(file, skipped, () => loadIntoClickHouse(client, file, snapshot, name));
        if (description) tables.set(file.name, { description, count: await countOf(client, name) });
      }
      return new ClickHouseTables(client, tables, skipped);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  list(): ServedTableInfo[] {
    const tables = [...this.tables].map(([name, { description, count }]) => ({ name, count, columns: description.specs, notices: description.notices ?? [] }));
    return withSkippedNotice(tables, this.skipped);
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
