import { colorSchemeDark, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { Row } from './row';
import { GRID_MODULES } from './modules';
import type { useDataGrid } from './useDataGrid';

/** AG Grid's Theming API: Quartz, light or dark. Made once, so a render passes the same object. */
const THEMES = { light: themeQuartz, dark: themeQuartz.withPart(colorSchemeDark) } as const;

/** The page's CSP nonce (Vite puts it in a meta tag), for the styles AG Grid adds at run time. */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

interface Props {
  /** The page's colour scheme (src/useTheme.ts); the grid's theme follows it. */
  scheme: keyof typeof THEMES;
  /** Rows are on their way: said to assistive technology (and tests) with aria-busy. */
  busy: boolean;
  gridProps: ReturnType<typeof useDataGrid>['gridProps'];
  /** The element around the grid: the tree's ARIA while grouped (treeAria.ts) and focus kept out of empty filter cells (tabStops.ts) follow it. */
  gridRef: (element: HTMLDivElement | null) => void;
}

/**
 * The grid holds the rows of one page, as the data's answers bring them (AG Grid's client-side
 * row model, no pagination of its own): a million rows cost the main thread nothing, and a new
 * page, filter or sort updates the rows on screen in place (src/grid/pageRows.ts).
 */
export function DataGrid({ scheme, busy, gridProps, gridRef }: Props) {
  return (
    <div className="grid" aria-busy={busy} ref={gridRef}>
      <AgGridReact<Row>
        modules={GRID_MODULES}
        theme={THEMES[scheme]}
        styleNonce={styleNonce}
        rowModelType="clientSide"
        enableFilterHandlers
        domLayout="autoHeight"
        ensureDomOrder
        suppressColumnVirtualisation
        {...gridProps}
      />
    </div>
  );
}
