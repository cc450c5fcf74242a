import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import { flushSync } from 'react-dom';
import { queryKey, type RowQuery } from '../model/query';
import type { Row } from './row';

/** An answer of the worker: one block's rows, how many rows pass, and the data version read. */
export interface RowsAnswer {
  rows: Row[];
  rowCount: number;
  version: number;
}

interface Options {
  /** The query a request of the grid stands for (from its filter and sort models). */
  queryOf: (params: IGetRowsParams<Row>) => RowQuery;
  /** The query in force now, or null before the grid is ready. */
  currentQuery: () => RowQuery | null;
  /** Asks the worker for rows start..end-1; null when a newer query overtook this one. */
  fetchRows: (query: RowQuery, start: number, end: number) => Promise<RowsAnswer | null>;
  /** Hears each answer shown, and whether its query is still the one in force. */
  onAnswer: (answer: RowsAnswer, current: boolean) => void;
  /** Requests under way: +1 when one starts, -1 when it ends. */
  onPending: (change: 1 | -1) => void;
}

/**
 * The grid's datasource (AG Grid's infinite row model): each block of rows comes from the
 * worker, for the query the grid's own filter and sort models stand for.
 */
export function workerDatasource({ queryOf, currentQuery, fetchRows, onAnswer, onPending }: Options): IDatasource {
  const isCurrent = (query: RowQuery) => {
    const current = currentQuery();
    return current === null || queryKey(query) === queryKey(current);
  };
  return {
    getRows: (params: IGetRowsParams<Row>) => {
      const query = queryOf(params);
      // The grid asks a task after it decides; a block whose sort or filter has changed
      // since is gone already: do not make the worker compute it.
      if (!isCurrent(query)) return params.failCallback();
      onPending(1);
      fetchRows(query, params.startRow, params.endRow)
        .then(
          (answer) => {
            // A newer query overtook this one; the grid has asked for its rows already.
            if (!answer) return params.failCallback();
            // AG Grid's React cells would draw the rows in a task of their own, often after
            // the next frame; drawing them now shows them in that frame.
            flushSync(() => params.successCallback(answer.rows, answer.rowCount));
            performance.clearMarks('rows-shown'); // keep one: the benchmark observes them as they come
            performance.mark('rows-shown');
            onAnswer(answer, isCurrent(query));
          },
          () => params.failCallback(),
        )
        .finally(() => onPending(-1));
    },
  };
}
