import { marksFor } from '../engine/highlight';
import type { ServedRequest, WorkerResponse } from '../data/protocol';
import { servedName } from '../model/served';
import type { DuckDbTable } from './duckDbTable';
import { Superseded } from './queryTurns';
import { checkRequest } from './requestChecks';
import type { ServedTables } from './servedTables';

/**
 * The data server's answers: the worker's protocol (src/data/protocol.ts) over the served
 * tables, each client on its own connection. A request is checked first (requestChecks.ts);
 * a query a newer one of the same client supersedes answers `superseded`, as the worker's do.
 */
export class DataApi {
  constructor(private readonly tables: ServedTables) {}

  /** Checks a request as the page sent it; throws BadRequest saying what is wrong. */
  check(body: unknown): ServedRequest {
    return checkRequest(body, (name) => this.tables.info(name));
  }

  /** The answer to a checked request of client `session`. */
  async answer(session: string, request: ServedRequest): Promise<WorkerResponse> {
    const { requestId } = request;
    if (request.kind === 'load') {
      const { count } = this.tables.info(servedName(request.source.key)!)!;
      return { kind: 'loaded', requestId, count, version: 0 };
    }
    const table = await this.tables.session(session, servedName(request.key)!);
    try {
      return await this.answerFrom(table, request);
    } catch (error) {
      if (error instanceof Superseded) return { kind: 'superseded', requestId };
      throw error;
    }
  }

  private async answerFrom(table: DuckDbTable, request: Exclude<ServedRequest, { kind: 'load' }>): Promise<WorkerResponse> {
    const { requestId, query } = request;
    switch (request.kind) {
      case 'rows': {
        const { count, rows } = await table.rows(query, request.start, request.end);
        const [rowColumn, ...columns] = table.specs.map((spec) => spec.colId);
        const marks = marksFor(query);
        const page = rows.map(({ row, cells }) => {
          // The row number is a number, as the tab's RowNumberColumn gives it.
          const shown: Record<string, string | number> = { [rowColumn!]: Number(cells[0]) };
          columns.forEach((colId, i) => (shown[colId] = cells[i + 1]!));
          return { ...shown, $row: row, $marks: marks(shown) };
        });
        return { kind: 'rows', requestId, rows: page, rowCount: count, version: 0 };
      }
      case 'values':
        return { kind: 'values', requestId, summary: await table.values(query, request.colId, request.search) };
      default:
        throw new Error(`Not served yet: ${request.kind}`);
    }
  }
}
