import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { tsvField } from '../engine/csv';
import { askInForce } from './askInForce';
import type { RowQuery } from '../model/query';
import { isGridColumn } from '../view/columnLayout';
import { RowSelection } from '../view/rowSelection';
import type { TextFormat } from '../model/protocol';
import type { DataClient } from '../data/dataClient';
import { groupCellText, rowNumberOf, type Row } from './row';
import { GROUP_COL_ID } from './cellKeys';

interface Options {
  client: DataClient;
  api: () => GridApi<Row> | null;
  /** The dataset the rows come from, and the query in force (null before the grid is ready). */
  datasetKey: () => string;
  currentQuery: () => RowQuery | null;
  /** Tells the person what was copied (a status message). */
  say: (text: string) => void;
}

/** The columns a person sees, in their order: what is copied (the grid's own `$` columns left out). */
export function shownColumns(api: GridApi<Row>): { colId: string; header: string }[] {
  return api
    .getAllDisplayedColumns()
    .filter((column) => !isGridColumn(column.getColId()))
    .map((column) => ({ colId: column.getColId(), header: column.getColDef().headerName ?? column.getColId() }));
}

const plural = (count: number, one: string) => `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`;

/**
 * Row selection and what reads it: the checkboxes, Space and Shift, the header checkbox for
 * every row that passes, keeping only rows that still pass when the filters or open rows change; and the
 * text of the selected rows (else of every row that passes) for Ctrl+C and Export CSV.
 */
export function rowSelectionWiring({ client, api, datasetKey, currentQuery, say }: Options) {
  const selection = new RowSelection();
  /** The filters, search, types and open rows the selection was last kept to. */
  let filtersKey = '';
  /** A select all whose passing rows are on their way: a press before they come (a double click's second) undoes it. */
  let asking: object | null = null;

  /** The rows of the page on screen, in screen order (for a Shift range): the grid holds just those. */
  const pageRows = () => {
    const grid = api()!;
    const rows: number[] = [];
    for (let i = 0; i < grid.getDisplayedRowCount(); i++) {
      const row = rowNumberOf(grid.getDisplayedRowAtIndex(i)?.data);
      if (row !== undefined) rows.push(row);
    }
    return rows;
  };

  // A request the data failed to answer has been said by its client (a notice): nothing is selected, copied or kept here.
  const passing = async () => {
    const query = currentQuery();
    return query ? client.passing(datasetKey(), query).catch(() => null) : null;
  };

  /** The text of the selected rows when some are, else of every row that passes: in the order of the view in force when it is made. */
  const rowsText = (format: TextFormat, columns: { colId: string; header: string }[]) =>
    askInForce(currentQuery, (query) => client.text(datasetKey(), query, columns, format, selection.toMask() ?? undefined));

  /** Where every row that passes downloads from (a served table, nothing selected); else null. */
  const exportUrl = (columns: { colId: string; header: string }[]) => {
    const query = currentQuery();
    return query && selection.toMask() === null ? client.exportUrl(datasetKey(), query, columns) : null;
  };

  const writeClipboard = (text: string, said: string) =>
    navigator.clipboard.writeText(text).then(
      () => say(said),
      () => say('Could not copy: the browser did not allow it'),
    );

  return {
    selection,
    exportUrl,
    selectRow: (row: number, extend: boolean) => (extend ? selection.extend(row, pageRows()) : selection.toggle(row)),
    selectAll: async () => {
      if (asking || selection.state === 'all') {
        asking = null;
        return selection.clear();
      }
      const ask = (asking = {});
      const rows = await passing();
      if (asking !== ask) return;
      asking = null;
      if (rows) selection.selectAll(rows);
    },
    /** New data: its rows are other rows. */
    loaded: () => {
      selection.clear();
      filtersKey = '';
      asking = null;
    },
    /**
     * The grid heard how many rows pass. New filters, search, types or open rows (nested
     * people's: a closed row hides its sub rows) keep only the selected rows that still pass.
     */
    counted: async (rowCount: number) => {
      selection.setPassing(rowCount);
      const query = currentQuery();
      const key = JSON.stringify(query && [query.filters, query.globalFilter, query.types, query.expanded]);
      if (key === filtersKey) return;
      filtersKey = key;
      if (selection.size === 0) return;
      const rows = await passing();
      if (rows && key === filtersKey) selection.keepOnly(rows);
    },
    rowsText,
    /** Ctrl+C: the selected rows (in the grid's order and columns), as a spreadsheet copies them; or the focused cell. */
    copy: async (node: IRowNode<Row> | null, column: Column | null) => {
      const grid = api();
      if (!grid) return;
      if (selection.size > 0) {
        const answer = await rowsText('tsv', shownColumns(grid)).catch(() => undefined);
        if (answer) await writeClipboard(answer.text, `Copied ${plural(answer.count, 'row')}`);
        else say(answer === null ? 'Nothing copied: other rows were loaded' : 'Nothing copied');
        return;
      }
      if (!node?.data || !column) return;
      const colId = column.getColId();
      if (colId !== GROUP_COL_ID && isGridColumn(colId)) return;
      // The text as the cell shows it (a string or a number; a group's key and count); a line break or tab in it is quoted as spreadsheets do.
      const value = colId === GROUP_COL_ID ? groupCellText(node.data) : (node.data[colId] as string | number | null | undefined);
      await writeClipboard(tsvField(value == null ? '' : String(value)), 'Copied 1 cell');
    },
  };
}
