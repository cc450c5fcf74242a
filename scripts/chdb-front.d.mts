import type { Server } from 'node:http';

/** The part of chdb's Session the tests use (chdb is not in node_modules, so its own types are not either). */
export interface ChdbSession {
  query(sql: string, format?: string): string;
  queryBind(sql: string, params: object, format?: string): string;
  cleanup(): void;
}

export interface SentStatement {
  readonly sql: string;
  readonly params: Record<string, string>;
  /** The query_id the client gave it. */
  readonly queryId: string | null;
}

export interface ClickHouseFront {
  readonly server: Server;
  readonly url: string;
  /** Every statement it was sent, in order. */
  readonly sent: SentStatement[];
  readonly close: () => Promise<void>;
}

export declare function chdbSession(): ChdbSession;
export declare function clickHouseFront(session: ChdbSession, port?: number): Promise<ClickHouseFront>;
