import { flushSync } from 'react-dom';
import type { DataClient } from '../data/dataClient';
import { queryKey, type RowQuery } from '../model/query';
import { rowsOfPage, type Row } from './row';

/** What PageRows needs of AG Grid's API: the page's rows and the totals row (pinned at the bottom) put in, how many rows it holds, every cell drawn again, and the cells the grid left for its next animation frame made now. */
export interface PageGrid {
  setGridOption(key: 'rowData' | 'pinnedBottomRowData', rows: Row[]): void;
  getDisplayedRowCount(): number;
  refreshCells(params: { force: boolean }): void;
  flushAllAnimationFrames(): void;
}

/** The rows a page shows: rows start..end-1 of the dataset's result for the query. */
export interface PageWanted {
  datasetKey: string;
  query: RowQuery;
  start: number;
  end: number;
}

/** The rows of a 1-based page of a given size. */
export const pageWanted = (datasetKey: string, query: RowQuery, page: number, pageSize: number): PageWanted => ({
  datasetKey,
  query,
  start: (page - 1) * pageSize,
  end: page * pageSize,
});

const keyOf = ({ datasetKey, query, start, end }: PageWanted) => JSON.stringify([datasetKey, queryKey(query), start, end]);

/**
 * What a page's cells draw besides their values: their marks follow the column filters and the
 * search, a nested row's or a group's toggle the open rows or groups. The sort and the page change only values.
 */
export const cellsDrawnFor = ({ filters, globalFilter, expanded, grouping }: RowQuery): string => JSON.stringify([filters, globalFilter, expanded ?? null, grouping ?? null]);

/** Data being loaded (into the worker, or a served table), as version `version` of the rows. */
export interface Load {
  version: number;
  /** Hears once rows of this version (or a later one) are on screen. */
  shown: () => void;
}

export interface PageRowsEvents {
  /** `busy` or `rowCount` changed. */
  changed: () => void;
  /**
   * The rows wanted now go on screen in this task (or are there already): `rowCount` rows across
   * the pages, from data `version`. Said just before they are drawn, so a view committed on it
   * writes the address while the page is still laid out (the browser lays the page out to write
   * it: after the draw, 7-11 ms more in the rows' task).
   */
  showing: (rowCount: number, version: number) => void;
  /** The rows wanted now are on screen: `rowCount` rows shown across the pages (`passingCount` pass), from data `version`. */
  shown: (rowCount: number, version: number, passingCount: number) => void;
  /** The rows of `query` were just put into the grid: what it draws besides them changes in the same update (the Group column). */
  drawing?: (query: RowQuery) => void;
  /** The rows wanted now were refused (the data client said why in a notice): none are coming, the rows on screen stay. */
  refused?: () => void;
}

/**
 * The page's rows in the grid: asks the data (the worker or the data server) for the rows wanted now (`wanted`, the view in
 * force) and puts them into the grid in the task the answer comes in. Only the last request's
 * answer is shown; an answer overtaken there (null) shows nothing.
 */
export class PageRows<L extends Load = Load> {
  private grid: PageGrid | null = null;
  /** Rows shown across all pages (the rows passing the filters; grouped: group rows and the rows of open groups); null until the first answer. */
  rowCount: number | null = null;
  /** Rows passing the filters (`N Rows`): rowCount, unless grouped. */
  passingCount: number | null = null;
  /** The first rows asked were refused and nothing was asked since: no count is coming. */
  uncounted = false;
  /** The query the rows on screen answer: whether an empty grid means none match its filters. */
  drawn: RowQuery | null = null;
  /** Data whose rows are awaited. */
  waiting: L | null = null;
  private pending = 0;
  /** The rows on screen, or on their way, are for this key; `asked` numbers the requests. */
  private askedKey = '';
  private asked = 0;
  /** The rows on screen: their key, how many rows pass and the data version they come from. */
  private onScreen: { key: string; rowCount: number; version: number; passingCount: number } | null = null;
  /** What the cells on screen drew besides their values (cellsDrawnFor). */
  private cellsDrawn = '';
  /** Whether a totals row is pinned at the bottom now. */
  private totalsPinned = false;

  constructor(
    private readonly client: Pick<DataClient, 'rows'>,
    private readonly wanted: () => PageWanted,
    private readonly events: PageRowsEvents,
  ) {}

  /** Rows are on their way. */
  get busy() {
    return this.pending > 0;
  }

  /** The grid to show rows in; null once it is gone (after a failure the pager stays). */
  attach(grid: PageGrid | null) {
    this.grid = grid;
  }

  /**
   * The rows leave the grid (another dataset's columns are coming): nothing is on screen or on
   * its way, so an answer still coming is not drawn and the next `show` asks anew.
   */
  clear() {
    if (!this.grid) return;
    this.grid.setGridOption('rowData', []);
    if (this.totalsPinned) this.grid.setGridOption('pinnedBottomRowData', []);
    this.totalsPinned = false;
    this.onScreen = null;
    this.askedKey = '';
    this.asked++;
  }

  /** New data is coming: `load.shown` hears once its rows are on screen. */
  waitFor(load: L) {
    this.waiting = load;
  }

  /**
   * Asks for the rows wanted now unless they are on screen or on their way already, or
   * `again` (new data, or a view put back: the same rows, asked anew, every cell drawn again).
   * Rows wanted that are on screen already are shown again (`shown`): whoever waits for them
   * hears at once, as no answer is coming.
   */
  show(again = false) {
    if (!this.grid) return;
    const wanted = this.wanted();
    const key = keyOf(wanted);
    if (!again && key === this.askedKey) {
      const shown = this.onScreen;
      if (shown?.key === key) {
        this.events.showing(shown.rowCount, shown.version);
        this.shown(shown.rowCount, shown.version, shown.passingCount);
      }
      return;
    }
    this.askedKey = key;
    const ticket = ++this.asked;
    this.uncounted = false;
    if (this.pending++ === 0) this.events.changed();
    this.client
      .rows(wanted.datasetKey, wanted.query, wanted.start, wanted.end)
      .then(
        (answer) => {
          if (ticket !== this.asked || !this.grid) return;
          // Overtaken without a newer ask of ours (the server away, say): nothing is on its way, so ask again next time.
          if (!answer) return void (this.askedKey = '');
          // The totals row while grouped or aggregated (issue 34), pinned at the bottom: no row of any page.
          const totals = answer.totals ? [{ ...answer.totals.aggregates, $totals: { count: answer.totals.count }, $slot: 'totals' }] : [];
          const passingCount = answer.passingCount ?? answer.rowCount;
          // The count first: the pager that `showing` may settle reads it.
          if (this.rowCount !== answer.rowCount || this.passingCount !== passingCount) {
            this.rowCount = answer.rowCount;
            this.passingCount = passingCount;
            this.events.changed();
          }
          const current = keyOf(this.wanted()) === key;
          if (current) this.events.showing(answer.rowCount, answer.version);
          // Committing on `showing` settled the view on other rows (a page past the last), asked already: this empty page is not drawn (the grid would show, and say, No Rows To Show).
          if (ticket !== this.asked) return;
          this.draw(this.grid, answer.rows, totals, wanted, again);
          this.onScreen = { key, rowCount: answer.rowCount, version: answer.version, passingCount };
          if (current) this.shown(answer.rowCount, answer.version, passingCount);
        },
        () => {
          if (ticket !== this.asked) return;
          this.askedKey = '';
          // A load waiting for these rows is over: what it brought (the dataset, its columns) is on screen without them.
          const load = this.waiting;
          this.waiting = null;
          load?.shown();
          this.uncounted = this.passingCount === null;
          this.events.refused?.();
        },
      )
      .finally(() => {
        if (--this.pending === 0) this.events.changed();
      });
  }

  /** The rows wanted now are on screen: a load waiting for their version, and the page, hear of it. */
  private shown(rowCount: number, version: number, passingCount: number) {
    const load = this.waiting;
    if (load && version >= load.version) {
      this.waiting = null;
      load.shown();
    }
    this.events.shown(rowCount, version, passingCount);
  }

  /**
   * Rows keyed by their place on the page: the rows on screen are updated in place (a cell whose
   * value changed is drawn again), and drawn now rather than in a later task of React's (often
   * after the next frame). Every cell is drawn again only when what it draws besides its value
   * changed (its marks, a toggle) or the data is new.
   */
  private draw(grid: PageGrid, rows: Row[], totals: Row[], wanted: PageWanted, again: boolean) {
    const drawn = cellsDrawnFor(wanted.query);
    // Rows put into an empty grid (the first, after a clear, after none matched) get new cells: none to draw again.
    const redrawAll = grid.getDisplayedRowCount() > 0 && (again || drawn !== this.cellsDrawn);
    this.cellsDrawn = drawn;
    this.drawn = wanted.query;
    // What goes with the rows first (the Group column): the grid measures its columns while the page is still laid out.
    flushSync(() => {
      this.events.drawing?.(wanted.query);
      grid.setGridOption('rowData', rowsOfPage(rows, wanted.start));
      if (redrawAll) grid.refreshCells({ force: true });
      // A new column's cells (the Group column's) too, not in a frame after the rows.
      grid.flushAllAnimationFrames();
    });
    // The totals row apart, last: a new row measures the grid, once, with every cell above it drawn.
    if (totals.length > 0 || this.totalsPinned) {
      flushSync(() => {
        grid.setGridOption('pinnedBottomRowData', totals);
        grid.flushAllAnimationFrames();
      });
    }
    this.totalsPinned = totals.length > 0;
    performance.clearMarks('rows-shown'); // keep one: the benchmark observes them as they come
    performance.mark('rows-shown');
  }
}
