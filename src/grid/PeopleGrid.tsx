import { colorSchemeDark, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { DEFAULT_PAGE_SIZE } from '../filtering/pager';
import { defaultColDef } from './columns';
import type { Row } from './row';
import { GRID_MODULES } from './modules';
import type { usePeopleGrid } from './usePeopleGrid';

const NO_PAGINATION_PANELS: [] = [];

/** AG Grid's Theming API: Quartz, light or dark. Made once, so a render passes the same object. */
const THEMES = { light: themeQuartz, dark: themeQuartz.withPart(colorSchemeDark) } as const;

/** The page's CSP nonce (Vite puts it in a meta tag), for the styles AG Grid adds at run time. */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

interface Props {
  /** The page's colour scheme (src/useTheme.ts); the grid's theme follows it. */
  scheme: keyof typeof THEMES;
  loading: boolean;
  /** Rows are on their way: said to assistive technology (and tests) with aria-busy. */
  busy: boolean;
  gridProps: ReturnType<typeof usePeopleGrid>['gridProps'];
  /**
   * A click or key press in the grid, after the grid handled it: a header click or Enter has
   * changed the sort by then, while the grid's own sortChanged event comes a task later.
   */
  onInteraction: () => void;
}

/**
 * The grid shows one page at a time from the people worker (AG Grid's infinite row model):
 * the page holds a few blocks of rows, never the whole set, so a million rows cost the main
 * thread nothing.
 */
export function PeopleGrid({ scheme, loading, busy, gridProps, onInteraction }: Props) {
  return (
    // React handles events at its root, after the grid's own listeners inside this element.
    <div className="grid" aria-busy={busy} onClick={onInteraction} onKeyDown={onInteraction}>
      <AgGridReact<Row>
        modules={GRID_MODULES}
        theme={THEMES[scheme]}
        styleNonce={styleNonce}
        defaultColDef={defaultColDef}
        loading={loading}
        rowModelType="infinite"
        // Blocks of 100 rows hold 10 pages of 10: most "Next page" clicks need no request.
        cacheBlockSize={100}
        // Few blocks: a new search re-asks for every cached block, and only the shown one matters.
        maxBlocksInCache={2}
        enableFilterHandlers
        pagination
        paginationPageSize={DEFAULT_PAGE_SIZE}
        paginationPageSizeSelector={false}
        suppressPaginationPanel
        // Build none of its parts either, so "Next page" names only our button, also for getByLabel.
        paginationPanels={NO_PAGINATION_PANELS}
        // A cut-off cell's whole text, on hover (highlightCell.ts says when a cell is cut).
        tooltipShowDelay={400}
        domLayout="autoHeight"
        ensureDomOrder
        suppressColumnVirtualisation
        {...gridProps}
      />
    </div>
  );
}
