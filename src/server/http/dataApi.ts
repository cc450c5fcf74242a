import { groupsCsv } from '../../engine/grouping/groupsCsv';
import { groupMarksFor, marksFor } from '../../engine/highlight';
import type { HttpDataRequest, DataResponse } from '../../model/protocol';
import { isGrouped, type RowQuery, ungrouped } from '../../model/query';
import { exportName, servedName } from '../../model/served';
import { Superseded } from '../queryTurns';
import { BadRequest, checkRequest } from './requestChecks';
import type { PageRow, ServedTables, TableSession } from '../servedTables';

/** A row of a page as the grid takes it: its cells by column id, `$row`, `$marks`. */
function shownRow(session: TableSession, query: RowQuery): (row: PageRow) => Record<string, unknown> {
  const [rowColumn, ...columns] = session.columns.map((column) => column.colId);
  const marks = marksFor(query);
  return ({ row, cells }) => {
    // The row number is a number, as the tab's RowNumberColumn gives it.
    const shown: Record<string, string | number> = { [rowColumn!]: Number(cells[0]) };
    columns.forEach((colId, i) => (shown[colId] = cells[i + 1]!));
    return { ...shown, $row: row, $marks: marks(shown) };
  };
}

/**
 * The data server's answers: the data's protocol (src/model/protocol.ts) over the served
 * tables, each client on its own connection, whichever engine holds them (servedTables.ts). A
 * request is checked first (requestChecks.ts); a query a newer one of the same client
 * supersedes answers `superseded`, as the worker's do.
 */
export class DataApi {
  constructor(private readonly tables: ServedTables) {}

  /** Checks a request as the page sent it; throws BadRequest saying what is wrong. */
  check(body: unknown): HttpDataRequest {
    return checkRequest(body, (name) => this.tables.info(name));
  }

  /** The answer to a checked request of client `client`. */
  async answer(client: string, request: HttpDataRequest): Promise<DataResponse> {
    const { requestId } = request;
    if (request.kind === 'load') {
      const { count } = this.tables.info(servedName(request.source.key)!)!;
      return { kind: 'loaded', requestId, count, version: 0 };
    }
    const session = await this.tables.session(client, servedName(request.key)!);
    try {
      return await this.answerFrom(session, request);
    } catch (error) {
      if (error instanceof Superseded) return { kind: 'superseded', requestId };
      throw error;
    }
  }

  private async answerFrom(session: TableSession, request: Exclude<HttpDataRequest, { kind: 'load' }>): Promise<DataResponse> {
    const { requestId, query } = request;
    switch (request.kind) {
      case 'rows': {
        if (isGrouped(query)) return this.groupedRows(session, request);
        const { count, rows } = await session.rows(query, request.start, request.end, request.ahead);
        return { kind: 'rows', requestId, rows: rows.map(shownRow(session, query)), rowCount: count, version: 0 };
      }
      case 'values':
        return { kind: 'values', requestId, summary: await session.values(query, request.colId, request.search) };
      case 'passing':
        // Select all, copy and the exports read the rows that pass, grouped or not, as the tab does (model/query.ts ungrouped).
        return { kind: 'passing', requestId, rows: await session.passing(ungrouped(query)) };
      case 'text': {
        // The selected rows' text (a copy, an export of the selection): a whole result is streamed by exportText instead.
        const { only } = request;
        if (!only) throw new BadRequest('A whole result downloads from /api/export; this request may only ask for selected rows');
        const chosen = new Set(only);
        const rowQuery = ungrouped(query);
        const count = (await session.passing(rowQuery)).reduce((n, row) => n + (chosen.has(row) ? 1 : 0), 0);
        let text = '';
        for await (const piece of session.text(rowQuery, request.columns, request.format, only)) text += piece;
        return { kind: 'text', requestId, text, count };
      }
      case 'groupsText': {
        // Export groups: the summary's CSV, as the worker writes it (src/engine/grouping/groupsCsv.ts).
        const lines = await session.groupLines(query);
        const { levels = [], aggregates = [] } = query.grouping ?? {};
        return { kind: 'text', requestId, text: groupsCsv(levels, aggregates, request.columns, lines), count: lines.length };
      }
    }
  }

  /**
   * A grouped query's page, as the worker answers it (src/data/groupedAnswers.ts): lines of the
   * display list (group rows `{ $group, <colId>: <aggregate> }`, rows as usual), its length, the
   * rows that pass and the totals; with aggregates and no levels, the rows as without grouping.
   */
  private async groupedRows(session: TableSession, request: Extract<HttpDataRequest, { kind: 'rows' }>): Promise<DataResponse> {
    const { requestId, query, start, end, ahead } = request;
    const shown = shownRow(session, query);
    if ((query.grouping?.levels.length ?? 0) === 0) {
      const { count, rows } = await session.rows(ungrouped(query), start, end, ahead);
      const { totals } = await session.groupTotals(query, ahead);
      return { kind: 'rows', requestId, rows: rows.map(shown), rowCount: count, passingCount: count, totals, version: 0 };
    }
    const page = await session.grouped(query, start, end, ahead);
    const groupMarks = groupMarksFor(query);
    const rows = page.items.map((item) => ('group' in item ? { $group: item.group, ...item.aggregates, $marks: groupMarks(item.group) } : shown(item)));
    return { kind: 'rows', requestId, rows, rowCount: page.length, passingCount: page.passing, totals: page.totals, version: 0 };
  }

  /**
   * The whole result of a text request, CSV, a piece at a time (src/server/textExport.ts): the
   * export of a 10,000,000-row table never sits whole in the server's memory.
   */
  async exportText(client: string, request: HttpDataRequest): Promise<{ fileName: string; pieces: AsyncIterable<string> }> {
    if (request.kind !== 'text' || request.format !== 'csv' || request.only) throw new BadRequest('An export is a text request for CSV, of every row that passes');
    const name = servedName(request.key)!;
    const session = await this.tables.session(client, name);
    return { fileName: exportName(name), pieces: session.text(ungrouped(request.query), request.columns, 'csv') };
  }
}
