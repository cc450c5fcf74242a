// The tab's answers (TabData) about grouped queries (issue 34): a page of the display list
// (group rows and the rows of open groups), the totals, and the groups' summary as CSV. Loaded
// with the first grouped query: nobody waits for this code before the first rows.
import { GroupIndex } from '../engine/grouping/groupIndex';
import { groupsCsv } from '../engine/grouping/groupsCsv';
import { groupMarksFor, marksFor } from '../engine/highlight';
import type { QueryResult, RowIndex } from '../engine/rowIndex';
import { TableIndex } from '../engine/tableIndex';
import type { DataRequest, DataResponse } from '../model/protocol';
import type { Scheduler } from './scheduler';
import { answerRow } from './answerRows';

/** The grouping engine of each table's index, made on its first grouped query and kept with it. */
const engines = new WeakMap<RowIndex, GroupIndex>();

function engineOf(index: RowIndex): GroupIndex {
  if (!(index instanceof TableIndex)) throw new Error('Only a table’s index groups its rows');
  let engine = engines.get(index);
  if (!engine) engines.set(index, (engine = new GroupIndex(index)));
  return engine;
}

/**
 * Answers a grouped query's `rows` request, or a `groupsText` one, on the rows loaded:
 * - rows: lines start..end-1 of the display list, a group row as `{ $group, <colId>: <aggregate> }`,
 *   its key's marks in `$marks`; a row of the table as every answer's (`$row`, `$marks`); with aggregates but no levels, the
 *   query's rows as without grouping (`plain`), with the totals (protocol.ts GroupedRows);
 * - groupsText: the summary as CSV, one line per deepest group in the order shown.
 * `stillWanted` turns false once a newer query is asked: the work stops (Superseded).
 */
export async function answerGrouped(
  request: Extract<DataRequest, { kind: 'rows' | 'groupsText' }>,
  loaded: { index: RowIndex; version: number },
  scheduler: Scheduler,
  stillWanted: () => boolean,
  plain: () => Promise<QueryResult>,
): Promise<DataResponse> {
  const { index, version } = loaded;
  const { requestId, query } = request;
  const engine = engineOf(index);
  if (request.kind === 'groupsText') {
    const lines = await scheduler.runInSteps(engine.lines(query), { stillWanted });
    const { levels = [], aggregates = [] } = query.grouping ?? {};
    return { kind: 'text', requestId, text: groupsCsv(levels, aggregates, request.columns, lines), count: lines.length };
  }
  const { start, end } = request;
  const marks = marksFor(query);
  if ((query.grouping?.levels.length ?? 0) === 0) {
    const { totals } = await scheduler.runInSteps(engine.totals(query), { stillWanted });
    const { rows, treeInfo } = await plain();
    return { kind: 'rows', requestId, rows: Array.from(rows.subarray(start, end), answerRow(index, marks, treeInfo)), rowCount: rows.length, passingCount: rows.length, totals, version };
  }
  // An open group's rows: the top-level rows of nested people, so no tree of their own.
  const row = answerRow(index, marks);
  const groupMarks = groupMarksFor(query);
  const page = await scheduler.runInSteps(engine.page(query, start, end), { stillWanted });
  const lines = page.items.map((item) => ('row' in item ? row(item.row) : { $group: item.group, ...item.aggregates, $marks: groupMarks(item.group) }));
  return { kind: 'rows', requestId, rows: lines, rowCount: page.length, passingCount: page.passing, totals: page.totals, version };
}
