import type { ColumnChoice } from '../controls/ColumnsMenu';
import type { Dataset } from '../model/datasets';
import { fullLayout, normalizeLayout } from '../view/columnLayout';
import { pageCountFor } from '../view/pager';
import type { ViewState } from '../view/viewState';

/** What the page shows of the grid: the committed view, and the rows it has. */
export interface GridView extends ViewState {
  /** Rows shown across all pages (grouped: group rows and the rows of open groups; the pager pages over them); null until the first answer. */
  rowCount: number | null;
  /** Rows passing the filters (`N Rows`); null until the first answer. */
  passingCount: number | null;
  /** No count is coming: the first rows asked were refused (a served table's query). */
  uncounted: boolean;
  pageCount: number;
  /** Rows are on their way. */
  busy: boolean;
  /** The dataset's columns in display order, each with its header and whether it is hidden (the Columns menu). */
  columnChoices: ColumnChoice[];
}

/** The committed view with the rows counted so far, and the dataset's columns as the Columns menu lists them. */
export const gridViewOf = (view: ViewState, { rowCount, passingCount, uncounted, busy }: { rowCount: number | null; passingCount: number | null; uncounted: boolean; busy: boolean }, dataset: Dataset): GridView => ({
  ...view,
  rowCount,
  passingCount,
  uncounted,
  pageCount: pageCountFor(rowCount ?? 0, view.pageSize),
  busy,
  // While another dataset loads, the view committed last may still be the previous one's.
  columnChoices: fullLayout(normalizeLayout(view.columns, dataset.columns), dataset.columns).map(({ colId, hidden }) => ({
    colId,
    header: dataset.columns.find((spec) => spec.colId === colId)!.header,
    hidden,
  })),
});
