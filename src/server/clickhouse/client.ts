import { randomUUID } from 'node:crypto';
import { type ClickHouseClient, createClient, type ErrorLogParams, type Logger, type WarnLogParams } from '@clickhouse/client';
import type { SqlValue } from '../../sql/dialect';

/** Named parameters (`p1` for `{p1:String}`; `only` for a selection's `{only:Array(UInt64)}`). */
export type ClickHouseParams = Readonly<Record<string, SqlValue | readonly number[]>>;

/** Runs one SELECT with its named parameters and gives its rows, each as its columns' values in order; stops when `signal` aborts. */
export type ClickHouseRun = (sql: string, params: ClickHouseParams, signal?: AbortSignal) => Promise<unknown[][]>;

/** A batch of rows as they arrive. */
type Rows = readonly (readonly unknown[])[];

/** How a ClickHouseSession reaches its server: a SELECT's rows at once, or a batch at a time as they arrive (exports, passing rows). */
export interface ClickHouseRunner {
  readonly run: ClickHouseRun;
  /** Resolves once the server has answered (a failing statement rejects here), with its rows to come. */
  readonly stream: (sql: string, params: ClickHouseParams, signal?: AbortSignal) => Promise<AsyncIterable<Rows> | Iterable<Rows>>;
}

/** A run alone streams its rows as one batch (chdb in process answers whole). */
export const runnerOf = (run: ClickHouseRun | ClickHouseRunner): ClickHouseRunner =>
  typeof run === 'function' ? { run, stream: async (sql, params, signal) => [await run(sql, params, signal)] } : run;

/**
 * The server stops a SELECT whose client hung up (an aborted request): without it an
 * interrupted query would run on to its end there.
 */
const CANCEL_ON_CLOSE = { cancel_http_readonly_queries_on_client_close: 1 } as const;

/** A request this server aborted on purpose (a newer query, a closed download), as the client words it. */
const ABORTED = /aborted a request/;

/** @clickhouse/client's warnings and errors on the console, but for the requests this server aborts on purpose: those are no errors. */
class ServerLog implements Logger {
  trace(): void {}
  debug(): void {}
  info(): void {}
  warn({ module, message, err }: WarnLogParams): void {
    console.warn(`[@clickhouse/client][${module}] ${message}`, ...(err ? [err] : []));
  }
  error({ module, message, err }: ErrorLogParams): void {
    if (ABORTED.test(err.message) || (err.cause instanceof Error && ABORTED.test(err.cause.message))) return;
    console.error(`[@clickhouse/client][${module}] ${message}`, err);
  }
}

/** A client of the ClickHouse server at `url`: the URL may hold the user, password and database (`https://user:password@host:8443/db`). */
export const createClickHouseClient = (url: string): ClickHouseClient => createClient({ url, log: { LoggerClass: ServerLog } });

/** A ClickHouse server's SELECTs through @clickhouse/client, each with its own query_id, aborted by its signal. */
export function clientRunner(client: ClickHouseClient): ClickHouseRunner {
  const query = (sql: string, params: ClickHouseParams, signal?: AbortSignal) =>
    client.query({ query: sql, query_params: params, format: 'JSONCompactEachRow', abort_signal: signal, query_id: `people-grid-${randomUUID()}`, clickhouse_settings: CANCEL_ON_CLOSE });
  return {
    run: async (sql, params, signal) => (await query(sql, params, signal)).json<unknown[]>(),
    stream: async (sql, params, signal) => {
      const result = await query(sql, params, signal);
      return (async function* () {
        try {
          for await (const rows of result.stream<unknown[]>()) yield rows.map((row) => row.json<unknown[]>());
        } finally {
          result.close();
        }
      })();
    },
  };
}
